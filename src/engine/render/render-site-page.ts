import { pathToFileURL } from "node:url";
import type { PageData } from "../../../schema/page";
import type { SiteData, SiteMenu } from "../../../schema/site";
import type { renderCatalog, PageToRender, RenderedPage } from "../../render/render-page";
import { htmlDocument } from "./html-document";
import { builtAssets, type AssetSource, type ViteManifest } from "./page-assets";
import type { SiteIdentity } from "../site";
import { structuredData } from "./page-head";
import { analyticsTemplate } from "./analytics-tags";
import { contentSecurityPolicy } from "./content-security-policy";
import { pagePolicySources } from "./page-policy";
import { pageFont } from "./theme-style";
import type { SiteLanguage } from "../../../schema/language/site-language";
import type { PageLanguage } from "../../page/page-languages";

/** The renderer, as the server build (or the dev server's module loader) provides it. */
export type RenderPage = (input: PageToRender) => RenderedPage;
/** The block catalog's renderer, from the same module. */
export type RenderCatalog = typeof renderCatalog;

/** What the server build (src/render/render-page.tsx) exports: the body of a page, and of the block catalog. */
export interface ServerModule {
  renderPage: RenderPage;
  renderCatalog: RenderCatalog;
}

/** The server build's module, checked: it is loaded by its path, so nothing types it before it runs. */
export function isServerModule(module: unknown): module is ServerModule {
  return (
    typeof module === "object" &&
    module !== null &&
    "renderPage" in module &&
    typeof module.renderPage === "function" &&
    "renderCatalog" in module &&
    typeof module.renderCatalog === "function"
  );
}

interface SitePageInput {
  page: PageData;
  site: SiteData;
  menu: SiteMenu;
  identity: SiteIdentity;
  builtYear: number;
  renderPage: RenderPage;
  assets: AssetSource;
}

/**
 * React writes a preload for an image the first screen needs (fetchpriority high) where the image's
 * block starts; in the head, the browser finds it before anything else and the image paints sooner.
 */
function hoistPreloads(html: string): { body: string; preloads: string[] } {
  // Half the pages have none: a search for the tag is cheaper than a pass that rebuilds the page.
  if (!html.includes('<link rel="preload"')) return { body: html, preloads: [] };
  const preloads: string[] = [];
  const body = html.replace(/<link rel="preload"[^>]*\/>/g, (tag) => {
    preloads.push(tag);
    return "";
  });
  return { body, preloads: [...new Set(preloads)] };
}

/** One page as a complete HTML document: its blocks drawn, its islands marked, its code linked. */
export function renderSitePage({ page, site, menu, identity, builtYear, renderPage, assets }: SitePageInput): string {
  const languages = pageLanguages(page, identity.languages);
  const context = { site, route: page.route, lang: page.lang, languages, builtYear };
  const rendered = renderPage({ page, context, menu, componentUrl: assets.componentUrl });
  const { islandTypes, iconSprite, islandsContext } = rendered;
  const { body, preloads } = hoistPreloads(rendered.body);
  const pageAssets = assets.assets([...new Set(page.blocks.map((block) => block.type))]);
  const islands = islandTypes.length > 0 ? { runtime: pageAssets.runtime, context: islandsContext } : undefined;
  // The dev server's pages run Vite's client, inline and through eval, and count no visits: they get
  // neither a policy nor analytics. Built pages get both.
  const built = pageAssets.devTags === undefined;
  const markup = iconSprite + body;
  // A page whose theme names a font loads that font alone: the site's own is neither preloaded nor drawn.
  const font = pageFont(page, identity);
  return htmlDocument({
    page,
    identity,
    body,
    iconSprite,
    assets: { ...pageAssets, preloads, fonts: font ? [font.url] : pageAssets.fonts },
    islands,
    structuredData: structuredData({ page, identity }),
    securityPolicy: built ? contentSecurityPolicy(pagePolicySources({ page, identity, markup })) : undefined,
    analytics: built ? analyticsTemplate(identity.analytics ?? []) : undefined,
  });
}

/** What every page of one build is rendered with; plain data, so it can be sent to a worker thread. */
export interface RendererSetup {
  /** The server build's renderer module. */
  serverEntry: string;
  manifest: ViteManifest;
  fonts: string[];
  site: SiteData;
  menu: SiteMenu;
  identity: SiteIdentity;
  builtYear: number;
}

/**
 * Loads the server build (once per thread) and returns its renderers, and what turns a page into its
 * HTML document with its body drawn by one of them.
 */
export async function loadServerRenderer(setup: RendererSetup) {
  // Loaded by its path at run time: the server build is no module of the engine.
  const module: unknown = await import(/* @vite-ignore */ pathToFileURL(setup.serverEntry).href);
  if (!isServerModule(module)) throw new Error(`${setup.serverEntry} does not export renderPage and renderCatalog`);
  const assets = builtAssets(setup.manifest, setup.fonts, setup.identity.base);
  const document = (page: PageData, renderPage: RenderPage) =>
    renderSitePage({
      page,
      site: setup.site,
      menu: setup.menu,
      identity: setup.identity,
      builtYear: setup.builtYear,
      renderPage,
      assets,
    });
  return { module, document };
}

/** Loads the server build (once per thread) and returns what turns a page into its HTML document. */
export async function createPageRenderer(setup: RendererSetup): Promise<(page: PageData) => string> {
  const { module, document } = await loadServerRenderer(setup);
  return (page) => document(page, module.renderPage);
}

/**
 * The locale and shell words of the languages a page is written in: its own, and those of blocks that
 * set a language of their own (the site's header and footer on a page in another language). Islands
 * receive these with the page, so a page carries no other language's words.
 */
export function pageLanguages(page: PageData, languages: readonly SiteLanguage[]): Record<string, PageLanguage> {
  const written = new Set([page.lang]);
  for (const block of page.blocks) if ("lang" in block && typeof block.lang === "string") written.add(block.lang);
  return Object.fromEntries(
    languages
      .filter((language) => written.has(language.code))
      .map(({ code, locale, words }) => [code, { locale, words }]),
  );
}
