import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { isNode, isSeq, parse, parseDocument, stringify } from "yaml";
import { blockTypes } from "../../schema/blocks";
import { nearest } from "../../src/engine/errors/did-you-mean";
import { pageRouteOf } from "../../src/engine/routes/page-routes";
import { isMapping } from "../../src/engine/read/yaml-data";
import { exampleYaml } from "../docs/example-yaml";
import { normalRoute, pageFileOf, schemaLine, titleOf } from "./page-file";
import { starterBlock, starterLanguages, type StarterLanguage } from "./starter-blocks";

export interface NewPageRequest {
  /** The route of the new page, as typed: "/pricing/enterprise" or "pricing/enterprise". */
  route: string;
  /** A page whose blocks (and theme and language) the new page starts from. */
  from?: string;
  /** Block types to add, each filled with its starter in the page's language. */
  blocks: readonly string[];
  /** The page's language, as typed: "es". The copied page's, else the site's, when left out. */
  lang?: string;
}

export type NewPageResult =
  | { route: string; file: string }
  /** Status 1: the page exists, or the page to copy cannot be read; 2: the request names what is not there. */
  | { error: string; status: 1 | 2 };

const suggestion = (word: string, candidates: readonly string[]) => {
  const close = nearest(word, candidates);
  return close.length > 0 ? `did you mean ${close.map((name) => `"${name}"`).join(" or ")}?` : undefined;
};

async function existingRoutes(root: string): Promise<string[]> {
  const entries = await readdir(path.join(root, "pages"), { recursive: true, encoding: "utf8" }).catch(() => []);
  return entries.filter((entry) => entry.endsWith(".yaml")).map((entry) => pageRouteOf(`pages/${entry}`).route);
}

/** What a new page takes from the page it copies. */
interface CopiedPage {
  /** The items of its list of blocks, as its file writes them: comments, quotes and line breaks kept. */
  blocksText: string;
  /** How far its block items are indented. */
  indent: number;
  /** Whether a blank line separates its blocks. */
  spaced: boolean;
  /** The anchors its blocks declare, which added blocks must not take. */
  ids: string[];
  theme?: unknown;
  lang?: unknown;
}

/** The blocks, theme and language of the page at a route, or why they cannot be copied. */
async function copiedPage(root: string, typed: string): Promise<CopiedPage | { error: string; status: 1 | 2 }> {
  const route = normalRoute(typed);
  if (typeof route !== "string") return { error: `--from: ${route.error}`, status: 2 };
  const file = pageFileOf(route);
  const text = await readFile(path.join(root, file), "utf8").catch(() => undefined);
  if (text === undefined) {
    // "/" is in every route: it would be suggested for any typo.
    const hint = suggestion(
      route,
      (await existingRoutes(root)).filter((candidate) => candidate !== "/"),
    );
    return { error: `--from: no page at ${route} (${file})${hint ? `; ${hint}` : ""}`, status: 2 };
  }
  const source = parseDocument(text);
  const blocks = source.get("blocks", true);
  if (source.errors.length > 0 || !isSeq(blocks)) {
    return { error: `--from: ${file} cannot be read as a page; run npm run validate and fix it first`, status: 1 };
  }
  if (source.has("collection")) {
    return { error: `--from: ${file} is made once per record of a collection; copy a page of one route`, status: 2 };
  }
  const [start = 0, end = 0] = blocks.range ?? [];
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const indent = start - lineStart;
  // A list written inline, blocks: [...], is written out one block per item like the blocks added to it.
  const blocksText = blocks.flow
    ? indented(exampleYaml(blocks.toJSON()), 2)
    : text.slice(lineStart, end).replace(/\s*$/, "");
  const spaced = blocks.items.some((item) => isNode(item) && item.spaceBefore);
  const ids = (blocks.toJSON() as unknown[]).flatMap((block) => {
    const id = (block as { id?: unknown } | null)?.id;
    return typeof id === "string" ? [id] : [];
  });
  const indentOfItems = blocks.flow ? 2 : indent;
  return { blocksText, indent: indentOfItems, spaced, ids, theme: source.get("theme"), lang: source.get("lang") };
}

const indented = (text: string, indent: number) =>
  text
    .replace(/\n$/, "")
    .split("\n")
    .map((line) => (line === "" ? line : " ".repeat(indent) + line))
    .join("\n");

/**
 * The starter of each block type, in the order asked. An anchor (id) already taken, by a copied
 * block or a type asked twice, is suffixed -2, -3…: two sections of a page cannot share one.
 */
async function starterBlocks(
  types: readonly string[],
  lang: StarterLanguage,
  taken: readonly string[],
): Promise<Record<string, unknown>[]> {
  const used = new Set(taken);
  const blocks = await Promise.all(types.map((type) => starterBlock(type, lang)));
  for (const block of blocks) {
    if (typeof block.id !== "string") continue;
    let id = block.id;
    for (let n = 2; used.has(id); n++) id = `${block.id}-${n}`;
    used.add(id);
    block.id = id;
  }
  return blocks;
}

/** A new page's meta description: a placeholder that says what to write, in the page's language. */
const descriptionIn: Record<StarterLanguage, (title: string) => string> = {
  en: (title) => `What a visitor finds on the ${title} page, in one or two sentences for search results.`,
  es: (title) => `Qué encuentra quien visita la página ${title}, en una o dos frases para los resultados de búsqueda.`,
};

const isLanguage = (value: unknown): value is StarterLanguage =>
  starterLanguages.some((language) => language === value);

/** The language of pages that do not set their own, as content/site.yaml says it. */
async function siteLanguage(root: string): Promise<StarterLanguage> {
  const text = await readFile(path.join(root, "content/site.yaml"), "utf8").catch(() => "");
  const site: unknown = parse(text);
  return isMapping(site) && isLanguage(site.lang) ? site.lang : "en";
}

/** A page asked for without blocks opens with a banner that names it, in its heading and its last breadcrumb. */
async function titledBanner(title: string, lang: StarterLanguage): Promise<Record<string, unknown>> {
  const banner = await starterBlock("page-banner", lang);
  if (!Array.isArray(banner.breadcrumbs)) return { ...banner, heading: title };
  return { ...banner, heading: title, breadcrumbs: [...banner.breadcrumbs.slice(0, -1), { label: title }] };
}

/**
 * Writes a starter page at a route: its schema line, a title and a description, and the blocks asked
 * for (a page banner when none are). Refuses to overwrite a page.
 */
export async function createPage(root: string, request: NewPageRequest): Promise<NewPageResult> {
  const route = normalRoute(request.route);
  if (typeof route !== "string") return { error: route.error, status: 2 };
  const unknown = request.blocks.filter((type) => !blockTypes.includes(type as (typeof blockTypes)[number]));
  if (unknown.length > 0) {
    const problems = unknown.map((type) => {
      const hint = suggestion(type, blockTypes);
      return `unknown block type "${type}"${hint ? `; ${hint}` : ""}`;
    });
    return { error: `${problems.join("\n")}\nthe block types are listed in docs/blocks.md`, status: 2 };
  }
  if (request.lang !== undefined && !isLanguage(request.lang)) {
    return {
      error: `--lang: unknown language "${request.lang}"; the languages with starters are ${starterLanguages.join(", ")}`,
      status: 2,
    };
  }
  const file = pageFileOf(route);
  const copied = request.from === undefined ? undefined : await copiedPage(root, request.from);
  if (copied && "error" in copied) return copied;

  const title = titleOf(route);
  // The language the page says it is in, if it says one; its blocks are written in the one it is read in.
  const ownLang = request.lang ?? copied?.lang;
  const lang = isLanguage(ownLang) ? ownLang : await siteLanguage(root);
  const fields = {
    title,
    description: descriptionIn[lang](title),
    ...(copied?.theme === undefined ? {} : { theme: copied.theme }),
    ...(ownLang === undefined ? {} : { lang: ownLang }),
  };
  const added = await starterBlocks(request.blocks, lang, copied?.ids ?? []);
  if (!copied && added.length === 0) added.push(await titledBanner(title, lang));
  // Added blocks follow the copied page's layout: its indentation, a blank line between blocks when it has them.
  const separator = copied?.spaced ? "\n\n" : "\n";
  const blocks = [
    ...(copied ? [copied.blocksText] : []),
    ...added.map((block) => indented(exampleYaml([block]), copied?.indent ?? 2)),
  ];
  const page = [
    schemaLine(file),
    stringify(fields, { lineWidth: 0 }).replace(/\n$/, ""),
    `blocks:\n${blocks.join(separator)}\n`,
  ].join("\n");

  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  try {
    // "wx": the file is created here or not at all, even if another process wrote it meanwhile.
    await writeFile(path.join(root, file), page, { flag: "wx" });
  } catch (failure) {
    if ((failure as NodeJS.ErrnoException).code !== "EEXIST") throw failure;
    return { error: `${file} already exists: ${route} is a page. Edit that file, or choose another route.`, status: 1 };
  }
  return { route, file };
}
