import { createHash, hash } from "node:crypto";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { PageData } from "../../../schema/page";
import { cardPath, pageHtmlFile } from "../../routing/route-path";
import { redirectDocument } from "../render/html-document";
import type { Site } from "../site";
import type { OutputFile } from "./output-tree";
import { type PageJob, renderAll } from "../speedups/render-pool";
import type { RendererSetup } from "../render/render-site-page";
import { listSealed, type SealedFile } from "./sealed-file";
import type { PageCards } from "../speedups/page-cards";
import type { PageHashes } from "../speedups/page-hashes";
import { notFoundRoute } from "../render/page-kind";
import { cachedCatalog } from "../catalog/catalog-document";
import { catalogRoute, type SiteCatalog } from "../catalog/site-catalog";
import type { WorkProgress } from "../work-progress";

interface PrerenderOptions {
  site: Site;
  setup: RendererSetup;
  keys: PageKeys;
  /** Rendered pages by key: what is here is reused, what is rendered is added. */
  cacheDir: string;
  /** Worker threads to render with; one per core when undefined. */
  threads?: number;
  /** Each page's social card, served beside its HTML: drawn with the page when not in the card cache. */
  cards: PageCards;
  /** The block catalog, when the site shows one: a route of its own, with its card. */
  catalog?: SiteCatalog;
  /** Told of the pages and cards to make, and of each batch made. */
  progress?: WorkProgress;
}

export interface PrerenderResult {
  /** The HTML files of the site, by path in the output. */
  files: Map<string, OutputFile>;
  /** Paths served: pages, aliases, redirects. */
  paths: string[];
  /** Pages rendered by this build; the others' HTML came from the cache. */
  rendered: string[];
  reused: number;
  threads: number;
  /** The cache entries this build used. */
  usedKeys: Set<string>;
  /** Social cards drawn by this build, and in all: the others came from the card cache. */
  cardsDrawn: number;
  cards: number;
}

/**
 * The paths of the site and what each serves: the redirects' documents, written out,
 * and each page's HTML file by the key of its content, with the pages the cache lacks and those that
 * get a card (by their own route).
 */
export async function prerenderSite(options: PrerenderOptions): Promise<PrerenderResult> {
  const { site, keys, cacheDir } = options;

  // One listing of the cache, not a look-up per page: a site of thousands of pages is thousands of calls.
  const inCache = await listSealed(cacheDir, ".html");
  const { files, paths, pageFiles, toRender, withCards } = plannedFiles(site, keys, inCache);

  await mkdir(cacheDir, { recursive: true });
  const { catalog } = options;
  const catalogMade =
    catalog &&
    (await cachedCatalog(catalog, { setup: options.setup, pageKey: keys.of(catalog.page), cacheDir, inCache }));
  if (catalog && catalogMade) {
    paths.push(catalogRoute);
    pageFiles.set(pageHtmlFile(catalogRoute), catalogMade.key);
    withCards.push(catalog.page);
  }
  // Every page the page cache lacks is rendered, and every card the card cache lacks is drawn, on the
  // prerender threads (render-pool.ts gives the cards to one of them). Not in this thread: here the
  // cards held the event loop (a card is drawn without waiting on anything) while the threads waited
  // for their pages, and this thread, which holds the whole site, grew while it drew, in some builds
  // of 10,000 pages by 500 to 700 MB. And a card is a job of its own, not one with its page: threads
  // alternating the two took 55-61 s of processor time for 10,000 pages (docs/scale.md).
  const jobs: PageJob[] = [...toRender].map(([key, page]) => ({ html: path.join(cacheDir, key), page }));
  const rendered = [...toRender.values()].map((page) => page.route);
  if (catalogMade?.rendered) rendered.push(catalogRoute);
  const usedKeys = new Set(pageFiles.values());
  const cards = withCards.map((page) => ({ page, file: cardPath(page.route).slice(1), ...options.cards.place(page) }));
  const toDraw = cards.filter((card) => !card.cached);
  for (const { base, page } of toDraw) jobs.push({ card: base, page: { title: page.title, palette: page.palette } });
  options.progress?.stage("rendering", { pages: jobs.length - toDraw.length, "social cards": toDraw.length });
  const drawing = { renderer: options.setup, cards: options.cards.drawing };
  const { threads } = await renderAll(drawing, jobs, options.threads, options.progress);
  // What was made now is named by the hash of its bytes: the folders are listed again to find it.
  const pagesNow = rendered.length > 0 ? await listSealed(cacheDir, ".html") : inCache;
  const cardsNow = toDraw.length > 0 ? await listSealed(options.cards.folder, ".png") : new Map<string, SealedFile>();
  for (const [file, key] of pageFiles) files.set(file, { version: key, source: cached(pagesNow.get(key), file) });
  for (const card of cards)
    files.set(card.file, {
      version: card.hash,
      source: cached(card.cached ?? cardsNow.get(path.basename(card.base)), card.file),
    });
  return {
    files,
    paths,
    rendered,
    reused: usedKeys.size - rendered.length,
    threads,
    usedKeys,
    cardsDrawn: toDraw.length,
    cards: withCards.length,
  };
}

interface PlannedFiles {
  /** The files known before any rendering: the redirect pages. */
  files: Map<string, OutputFile>;
  paths: string[];
  /** Each page's HTML file in the output, by the key of its content. */
  pageFiles: Map<string, string>;
  /** The pages the cache holds no HTML for, by key. */
  toRender: Map<string, PageData>;
  /** The pages that get a social card. */
  withCards: PageData[];
}

/** Lists the output's HTML files, and which pages must be rendered. */
function plannedFiles(site: Site, keys: PageKeys, inCache: Map<string, SealedFile>): PlannedFiles {
  const planned: PlannedFiles = {
    files: new Map(),
    paths: [],
    pageFiles: new Map(),
    toRender: new Map(),
    withCards: [],
  };
  const addPage = (file: string, page: PageData) => {
    const key = keys.of(page);
    planned.pageFiles.set(file, key);
    if (!planned.toRender.has(key) && !inCache.has(key)) planned.toRender.set(key, page);
  };
  for (const [path, route] of site.routes) {
    planned.paths.push(path);
    if (route.kind === "redirect") {
      const text = redirectDocument(route.to, site.identity.url);
      const version = createHash("sha256").update(text).digest("hex").slice(0, 40);
      planned.files.set(pageHtmlFile(path), { version, source: { text } });
    } else {
      addPage(pageHtmlFile(path), route.page);
      if (route.kind === "page") planned.withCards.push(route.page);
    }
  }
  const notFound = site.pages.find((page) => page.route === notFoundRoute);
  if (notFound) addPage("404.html", notFound);
  return planned;
}

/** A file of the output from its cache entry; there is one, since the build made every one missing. */
function cached(entry: SealedFile | undefined, file: string): OutputFile["source"] {
  if (!entry) throw new Error(`the cache entry of ${file} was removed while the build made it`);
  return { cached: entry.file, hash: entry.hash };
}

/**
 * Content keys for rendered pages. A page's HTML is made from its validated data (which holds the
 * records it shows, the sizes of the images it uses and where its links lead, resolved by validation),
 * the site's identity and menu (site.yaml), the year in its footer, and the built code (the hash of
 * every code input, the engine's included). The key hashes all of them: equal keys mean equal HTML, so a
 * page whose key is in the cache is not rendered again, and any change to what it is made from
 * makes a new key. Whatever a later change lets a page's HTML read must be added here.
 */
export interface PageKeys {
  /** The key of what every page shares. */
  common: string;
  of: (page: PageData) => string;
  /** The key of the whole site: every path and what it shows. Shards of one build share it. */
  siteKey: (site: Site) => string;
}

const sha256 = (text: string) => hash("sha256", text, "hex");

/**
 * The keys of a site's pages. With `hashes`, the hash of a page's data is read back by the page's
 * origin when an earlier build kept it, and kept for the next build (speedups/page-hashes.ts).
 */
export function pageKeys(site: Site, codeHash: string, builtYear: number, hashes?: PageHashes): PageKeys {
  const common = sha256(
    JSON.stringify({
      codeHash,
      builtYear,
      identity: site.identity,
      navigation: site.navigation,
    }),
  );
  const dataHash = (page: PageData) => {
    const origin = site.origins?.get(page);
    if (origin === undefined || !hashes) return sha256(JSON.stringify(page));
    const hashed = hashes.recall(origin) ?? sha256(JSON.stringify(page));
    hashes.keep(origin, hashed);
    return hashed;
  };
  const keys = new WeakMap<PageData, string>();
  const of = (page: PageData) => {
    let key = keys.get(page);
    if (!key) {
      key = sha256(common + dataHash(page)).slice(0, 40);
      keys.set(page, key);
    }
    return key;
  };
  return {
    common,
    of,
    siteKey: ({ pages, routes }) => {
      const aliases = [...routes].flatMap(([path, route]) =>
        route.kind === "alias" ? [[path, route.page.route]] : [],
      );
      return sha256(JSON.stringify([common, pages.map((page) => [page.route, of(page)]).sort(), aliases.sort()]));
    },
  };
}
