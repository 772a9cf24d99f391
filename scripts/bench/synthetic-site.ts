import { cp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { parse, stringify } from "yaml";

type Block = Record<string, unknown> & { type: string };

/**
 * Every block of this project's own pages, except the frame blocks every page gets anyway and the
 * blocks of collection pages (`post: current` means nothing on a page of no collection).
 */
async function realBlocks(appRoot: string): Promise<Block[]> {
  const pagesDir = path.join(appRoot, "pages");
  const files = (await readdir(pagesDir, { recursive: true, encoding: "utf8" })).filter((file) =>
    file.endsWith(".yaml"),
  );
  const pages = await Promise.all(
    files.map(
      async (file) =>
        parse(await readFile(path.join(pagesDir, file), "utf8")) as { blocks?: Block[]; collection?: string },
    ),
  );
  return pages
    .filter((page) => page.collection === undefined)
    .flatMap((page) => page.blocks ?? [])
    .filter((block) => block.type !== "header" && block.type !== "footer");
}

/** A link to a section of a page: `#cover`, `/#planes`. */
const sectionLink = /^(\/[^\s#]*)?#[\w-]+$/;

function withoutSectionLinks(value: unknown): unknown {
  if (typeof value === "string") return sectionLink.test(value) ? value.split("#")[0] || "/" : value;
  if (Array.isArray(value)) return value.map(withoutSectionLinks);
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutSectionLinks(item)]));
  return value;
}

/**
 * A block as it goes on a generated page, in slot `slot`. The sections its links named are on other
 * pages now, so each link goes to the page instead; and its own id gets the slot, because another block
 * from the same page may sit beside it and ids must be unique in a page.
 */
function blockForSlot(block: Block, slot: number): Block {
  const copy = { ...(withoutSectionLinks(block) as Block) };
  if (typeof copy.id === "string") copy.id = `${copy.id}-${slot + 1}`;
  return copy;
}

/** Where the bench keeps its generated sites, one folder per size, from one run to the next. */
export function syntheticSiteFolder(appRoot: string, pageCount: number): string {
  // Inside the project, not the system's temporary folder: the build imports its server bundle from the
  // project's .cache/, and that bundle finds react-dom only in the project's node_modules.
  return path.join(appRoot, ".cache/bench/sites", `pages-${pageCount}`);
}

/** The generated page file that `editSyntheticPage` changes, relative to the site. */
export const editedPage = "pages/generated/page-7.yaml";

/**
 * A site of `pageCount` generated pages of six mixed blocks each, with this project's content and
 * images, made afresh in syntheticSiteFolder(). Returns the folder and the average YAML size of a page.
 */
export async function syntheticSite(
  appRoot: string,
  pageCount: number,
): Promise<{ root: string; averageBytes: number }> {
  const root = syntheticSiteFolder(appRoot, pageCount);
  await rm(root, { recursive: true, force: true });
  await mkdir(root, { recursive: true });
  await cp(path.join(appRoot, "content"), path.join(root, "content"), { recursive: true });
  await cp(path.join(appRoot, "public"), path.join(root, "public"), { recursive: true });
  await mkdir(path.join(root, "pages/generated"), { recursive: true });
  await cp(path.join(appRoot, "pages/404.yaml"), path.join(root, "pages/404.yaml"));

  const blocks = await realBlocks(appRoot);
  let bytes = 0;
  for (let index = 0; index < pageCount; index++) {
    // Six blocks per page from the site's own pages, a different mix on each page.
    const mix = Array.from({ length: 6 }, (_, slot) => (index * 7 + slot * 5) % blocks.length).flatMap((at, slot) => {
      const block = blocks[at];
      return block ? [blockForSlot(block, slot)] : [];
    });
    const yaml = stringify({
      title: `Generated page ${index + 1}`,
      description: `A generated page, number ${index + 1}, made of six blocks for measuring the build.`,
      blocks: mix,
    });
    bytes += Buffer.byteLength(yaml);
    const file = path.join(root, "pages/generated", `page-${index + 1}.yaml`);
    await writeFile(file, yaml);
  }
  await writeFile(
    path.join(root, "pages/index.yaml"),
    stringify({
      title: "Generated home",
      description: "The home page of a generated site.",
      blocks: blocks.slice(0, 1).map(blockForSlot),
    }),
  );
  return { root, averageBytes: Math.round(bytes / pageCount) };
}

/** Changes the title of one generated page, to a new text on every call: the edit a rebuild is timed after. */
export async function editSyntheticPage(root: string, run: number): Promise<void> {
  const file = path.join(root, editedPage);
  const text = await readFile(file, "utf8");
  await writeFile(file, text.replace(/^title: .*$/m, `title: Generated page 7, edit ${run} at ${Date.now()}`));
}
