import { cp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { parse, parseDocument, stringify } from "yaml";

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

/** A link within the site, not to a file: `/contact`, `/blog?category=2`, `/#planes`, `#s5`; not `/art/hero.svg`. */
const sitePath = /^[/#][^.\s]*$/;

/** The fields that hold a link to a page: a block's `href`, and where a redirect of site.yaml leads. */
const linkFields = new Set(["href", "to"]);

/**
 * The generated page a link of this project's content goes to instead. The pages it named are not in a
 * generated site, and every link must lead somewhere for the site to validate; "/" stays the home page.
 * The same path always leads to the same page, and different paths spread over the site.
 */
function generatedTarget(link: string, pageCount: number): string {
  if (/^\/?([#?]|$)/.test(link)) return "/";
  let hash = 0;
  for (const char of link) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `/generated/page-${1 + (hash % pageCount)}`;
}

/**
 * Content of this project, with every link to one of its pages sent to a generated page. Sections are
 * on other pages now, so a link to one goes to the page alone.
 */
function withGeneratedLinks(value: unknown, pageCount: number): unknown {
  if (Array.isArray(value)) return value.map((item) => withGeneratedLinks(item, pageCount));
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      linkFields.has(key) && typeof item === "string" && sitePath.test(item)
        ? generatedTarget(item, pageCount)
        : withGeneratedLinks(item, pageCount),
    ]),
  );
}

/**
 * A block as it goes on a generated page, in slot `slot`: its links lead to generated pages, and its
 * own id gets the slot, because another block from the same page may sit beside it and ids must be
 * unique in a page.
 */
function blockForSlot(block: Block, slot: number, pageCount: number): Block {
  const copy = { ...(withGeneratedLinks(block, pageCount) as Block) };
  if (typeof copy.id === "string") copy.id = `${copy.id}-${slot + 1}`;
  return copy;
}

/**
 * This project's site.yaml, its menus and redirects leading to generated pages. Its feeds are left
 * out: the generated site has no page per blog post for their entries to lead to, and the peers it is
 * compared with write no feed.
 */
async function writeSiteFile(appRoot: string, root: string, pageCount: number): Promise<void> {
  const document = parseDocument(await readFile(path.join(appRoot, "content/site.yaml"), "utf8"));
  document.delete("feeds");
  const rewritten = withGeneratedLinks(document.toJS(), pageCount);
  await writeFile(path.join(root, "content/site.yaml"), stringify(rewritten));
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
 * images, made afresh in `root` (syntheticSiteFolder() unless named). Returns the folder and the
 * average YAML size of a page.
 */
export async function syntheticSite(
  appRoot: string,
  pageCount: number,
  root = syntheticSiteFolder(appRoot, pageCount),
): Promise<{ root: string; averageBytes: number }> {
  await rm(root, { recursive: true, force: true });
  await mkdir(root, { recursive: true });
  await cp(path.join(appRoot, "content"), path.join(root, "content"), { recursive: true });
  await writeSiteFile(appRoot, root, pageCount);
  await cp(path.join(appRoot, "public"), path.join(root, "public"), { recursive: true });
  await mkdir(path.join(root, "pages/generated"), { recursive: true });
  await cp(path.join(appRoot, "pages/404.yaml"), path.join(root, "pages/404.yaml"));

  const blocks = await realBlocks(appRoot);
  let bytes = 0;
  for (let index = 0; index < pageCount; index++) {
    // Six blocks per page from the site's own pages, a different mix on each page.
    const mix = Array.from({ length: 6 }, (_, slot) => (index * 7 + slot * 5) % blocks.length).flatMap((at, slot) => {
      const block = blocks[at];
      return block ? [blockForSlot(block, slot, pageCount)] : [];
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
      blocks: blocks.slice(0, 1).map((block) => blockForSlot(block, 0, pageCount)),
    }),
  );
  return { root, averageBytes: Math.round(bytes / pageCount) };
}

/** Changes the title in a page file (YAML, or front matter), to a new text on every call. */
export async function retitlePageFile(file: string, run: number): Promise<void> {
  const text = await readFile(file, "utf8");
  await writeFile(file, text.replace(/^title: .*$/m, `title: Generated page 7, edit ${run} at ${Date.now()}`));
}

/** Changes the title of one generated page, to a new text on every call: the edit a rebuild is timed after. */
export async function editSyntheticPage(root: string, run: number): Promise<void> {
  await retitlePageFile(path.join(root, editedPage), run);
}
