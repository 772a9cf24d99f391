import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { rewrittenYaml } from "../../scripts/studio/yaml-rewrite";
import { projectRoot } from "../helpers/site-kit";

/** Lines of `after` that differ from `before`, by line number, when both have as many lines. */
function changedLines(before: string, after: string): string[] {
  const [old, now] = [before.split("\n"), after.split("\n")];
  expect(now.length).toBe(old.length);
  return now.filter((line, index) => line !== old[index]);
}

describe("the studio saves YAML a person would write", () => {
  it("editing one field of a shipped page with comments changes exactly that line", async () => {
    const text = await readFile(path.join(projectRoot, "pages/contact/contact-v1.yaml"), "utf8");
    expect(text).toMatch(/^#/m);
    const data = parse(text) as { blocks: { heading: string }[] };
    data.blocks[1]!.heading = "Write us a {message}";
    const rewritten = rewrittenYaml(text, data);
    expect(changedLines(text, rewritten)).toEqual(["    heading: Write us a {message}"]);
  });

  it("keeps a changed value's quoting, and comments and blank lines around it", () => {
    const text = 'title: "Old"   # the tab\n\n# blocks follow\nblocks:\n  - type: faq\n    heading: Plain\n';
    const rewritten = rewrittenYaml(text, { title: "New", blocks: [{ type: "faq", heading: "Plain" }] });
    expect(rewritten).toBe('title: "New"   # the tab\n\n# blocks follow\nblocks:\n  - type: faq\n    heading: Plain\n');
  });

  it("moves blocks with their own text and comments, and writes a new one as npx blockpress new does", () => {
    const text = "blocks:\n  # first\n  - type: a\n    x: 1\n\n  # second\n  - type: b\n";
    const rewritten = rewrittenYaml(text, {
      blocks: [{ type: "b" }, { type: "a", x: 1 }, { type: "c", items: ["y"] }],
    });
    expect(rewritten).toBe(
      "blocks:\n  # second\n  - type: b\n\n  # first\n  - type: a\n    x: 1\n\n  - type: c\n    items:\n      - y\n",
    );
    expect(parse(rewritten)).toEqual({ blocks: [{ type: "b" }, { type: "a", x: 1 }, { type: "c", items: ["y"] }] });
  });

  it("adds a key after the one before it in the schema's order, and removes one with its line", () => {
    const text = "- type: hero\n  heading: Hi\n  text: Old\n";
    const rewritten = rewrittenYaml(text, [{ type: "hero", variant: "plain", heading: "Hi" }]);
    expect(rewritten).toBe("- type: hero\n  variant: plain\n  heading: Hi\n");
  });
});
