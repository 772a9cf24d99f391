import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readPublicFiles } from "../../src/engine/read/public/public-files";
import { openCleanSvgs } from "../../src/engine/speedups/clean-svgs";

const drawing = (extra = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/>${extra}</svg>`;
const withScript = drawing("<script>alert(1)</script>");

/** A site folder with public/ drawings, and a folder for the checks to keep their verdicts in. */
function siteWith(drawings: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), "clean-svgs-"));
  mkdirSync(path.join(root, "public"));
  for (const [name, text] of Object.entries(drawings)) writeFileSync(path.join(root, "public", name), text);
  return { root, checks: path.join(root, ".cache/public-checks") };
}

const refused = async (root: string, checks: string) =>
  (await readPublicFiles(root, openCleanSvgs(checks, "code-1"))).problems.map((problem) => problem.file);

describe("drawings found clean, kept for the next run", () => {
  it("answers for a drawing of the same text, under the same code, and for nothing else", () => {
    const { checks } = siteWith({});
    const first = openCleanSvgs(checks, "code-1");
    expect(first.has(drawing())).toBe(false);
    first.add(drawing());
    first.save();
    expect(openCleanSvgs(checks, "code-1").has(drawing())).toBe(true);
    expect(openCleanSvgs(checks, "code-1").has(drawing("<circle r='1'/>"))).toBe(false);
    // A new checker checks every drawing again.
    expect(openCleanSvgs(checks, "code-2").has(drawing())).toBe(false);
  });

  it("keeps the drawings of this run alone, and reads a damaged file as none", () => {
    const { checks } = siteWith({});
    const first = openCleanSvgs(checks, "code-1");
    first.add(drawing("<circle r='1'/>"));
    first.add(drawing());
    first.save();
    const second = openCleanSvgs(checks, "code-1");
    expect(second.has(drawing())).toBe(true);
    second.save();
    expect(openCleanSvgs(checks, "code-1").has(drawing("<circle r='1'/>"))).toBe(false);
    writeFileSync(path.join(checks, "clean-svgs.txt"), "code-1\nnot a hash\n\u0000");
    expect(openCleanSvgs(checks, "code-1").has(drawing())).toBe(false);
  });

  it("never lets a refused drawing through: it is checked on every run, and a clean one that changes is checked again", async () => {
    const { root, checks } = siteWith({ "a.svg": drawing(), "b.svg": withScript });
    expect(await refused(root, checks)).toEqual(["public/b.svg"]);
    const kept = readFileSync(path.join(checks, "clean-svgs.txt"), "utf8").split("\n");
    expect(kept).toHaveLength(2);
    expect(await refused(root, checks)).toEqual(["public/b.svg"]);
    writeFileSync(path.join(root, "public/a.svg"), withScript);
    expect(await refused(root, checks)).toEqual(["public/a.svg", "public/b.svg"]);
  });
});
