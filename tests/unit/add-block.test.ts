import { execFile } from "node:child_process";
import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { copyOfProject } from "../helpers/project-copy";
import { projectRoot } from "../helpers/site-kit";

const run = promisify(execFile);

/** A new static block type, as the README's "Add a block" writes it: three files and nothing else. */
const newBlock = {
  "schema/blocks/quote-band.ts": `import { defineBlock } from "../define-block";
import { text } from "../primitives";

export const quoteBandBlock = defineBlock({
  type: "quote-band",
  description: "A quote across the page, between sections.",
  group: "content",
  fields: () => ({ quote: text("The quote, as said.") }),
});
`,
  "src/blocks/quote-band/index.tsx": `import type { BlockProps } from "../../../schema/blocks";

export default function QuoteBand({ quote }: BlockProps<"quote-band">) {
  return <blockquote data-block="quote-band">{quote}</blockquote>;
}
`,
  "src/blocks/quote-band/examples.yaml": `- type: quote-band
  quote: Simple things, done well.
`,
};

describe("adding a block type", () => {
  it("is writing its schema, component and examples, then npm run generate: a page can use it and builds", async () => {
    const root = await copyOfProject();
    await cp(path.join(projectRoot, "scripts/generate"), path.join(root, "scripts/generate"), { recursive: true });
    for (const [file, text] of Object.entries(newBlock)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), text);
    }
    // The registries and the editors' schemas; the docs and pictures are about this project's own site.
    await run("npm", ["run", "--silent", "generate", "--", "registries", "schema"], { cwd: root });
    expect(await readFile(path.join(root, "src/blocks/components.generated.ts"), "utf8")).toContain(
      '"quote-band": quoteBandModule,',
    );
    expect(await readFile(path.join(root, "schema/page.schema.json"), "utf8")).toContain('"const": "quote-band"');

    await writeFile(
      path.join(root, "pages/quote.yaml"),
      "title: Quote\ndescription: A page with a quote.\nblocks:\n  - type: quote-band\n    quote: Less, but better.\n",
    );
    await run("node", ["bin/blockpress.mjs", "build", root, path.join(root, "dist")], { cwd: root });
    const html = await readFile(path.join(root, "dist/quote/index.html"), "utf8");
    expect(html).toContain(
      '<main id="main" class="flex-1"><blockquote data-block="quote-band">Less, but better.</blockquote></main>',
    );
    await rm(path.dirname(root), { recursive: true, force: true });
  }, 240_000);
});
