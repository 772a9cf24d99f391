import type { PageData } from "../../../schema/page";
import { islandsScriptId, type IslandsData } from "../../islands/island-markup";
import { escapeAttribute, escapeHtml, jsonForScript } from "../../render/escape-html";
import { pageHead } from "./page-head";
import { pageThemeCss } from "./theme-style";
import { withBase } from "../../routing/base-path";
import type { SiteIdentity } from "../site";

/** The browser code and styles a page links, as URLs: built files, or sources in the dev server. */
export interface PageAssets {
  /** Stylesheets, in order: the site's, then those of its blocks. */
  stylesheets: string[];
  /** The shell script every page runs. */
  shell: string;
  /** The islands runtime: loaded by the shell only when an island starts. */
  runtime: string;
  /** Tags the dev server adds to every page (its client, the React refresh preamble). */
  devTags?: string;
  /** Preloads of what the first screen shows, such as its main image. */
  preloads?: string[];
  /** The site's font files, preloaded so text draws in its own font at once and never shifts. */
  fonts?: string[];
}

interface DocumentParts {
  page: PageData;
  identity: SiteIdentity;
  /** The page's body as the renderer drew it. */
  body: string;
  /** The symbols of the icons the body draws, written once before it. */
  iconSprite?: string;
  assets: PageAssets;
  /** What the page's islands share, on a page with islands. */
  islands?: IslandsData;
  /** What search engines read about the page beyond its text (JSON-LD), when there is any. */
  structuredData?: unknown;
  /** The page's Content Security Policy; the dev server's pages have none (Vite's client runs inline code). */
  securityPolicy?: string;
  /** The analytics providers' inert tags, which the shell loads once the page has loaded. */
  analytics?: string;
}

/**
 * A complete page. It is put together piece by piece, never by replacing placeholders in a template,
 * so no text from the YAML is ever read as a pattern or a replacement ("$&", "$'").
 */
export function htmlDocument({
  page,
  identity,
  body,
  iconSprite = "",
  assets,
  islands,
  structuredData,
  securityPolicy,
  analytics = "",
}: DocumentParts): string {
  const head = [
    `<meta charset="utf-8" />`,
    // Before anything it governs: a policy applies only to what the parser meets after it.
    ...(securityPolicy
      ? [`<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(securityPolicy)}" />`]
      : []),
    `<meta name="viewport" content="width=device-width, initial-scale=1" />`,
    pageHead(page, identity),
    `<link rel="icon" href="${escapeAttribute(withBase(identity.base, "/favicon.svg"))}" type="image/svg+xml" />`,
    ...(assets.fonts ?? []).map(
      (href) => `<link rel="preload" href="${escapeAttribute(href)}" as="font" type="font/woff2" crossorigin="" />`,
    ),
    ...(assets.preloads ?? []),
    ...assets.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}" />`),
    `<style>${pageThemeCss(page, identity)}</style>`,
    ...(assets.devTags ? [assets.devTags] : []),
    `<script type="module" src="${escapeAttribute(assets.shell)}"></script>`,
    `<script type="speculationrules">${speculationRulesText(identity.base)}</script>`,
    ...(structuredData === undefined
      ? []
      : [`<script type="application/ld+json">${jsonForScript(structuredData)}</script>`]),
    ...(analytics ? [analytics] : []),
  ];
  const islandsData = islands
    ? `<script type="application/json" id="${islandsScriptId}">${jsonForScript(islands)}</script>`
    : "";
  // One element a line, with no indent: a reader of the source sees each, and no page carries the spaces.
  return [
    `<!doctype html>`,
    `<html lang="${escapeAttribute(page.lang)}">`,
    `<head>`,
    ...head,
    `</head>`,
    `<body>`,
    `${iconSprite}${body}${islandsData}`,
    `</body>`,
    `</html>`,
    ``,
  ].join("\n");
}

/** Where a redirect leads, as an absolute address: a site path (its base written already) gets the site's origin in front. */
function absoluteTarget(to: string, siteUrl: string): string {
  return to.startsWith("/") ? siteUrl + to : to;
}

/** A path that moved: sends browsers and crawlers on, and says so to anyone who looks. */
export function redirectDocument(to: string, siteUrl: string): string {
  const target = escapeHtml(to);
  return [
    `<!doctype html>`,
    `<html lang="en">`,
    `  <head>`,
    `    <meta charset="utf-8" />`,
    `    <title>Moved to ${target}</title>`,
    `    <meta name="robots" content="noindex" />`,
    `    <meta http-equiv="refresh" content="0; url=${target}" />`,
    `    <link rel="canonical" href="${escapeHtml(absoluteTarget(to, siteUrl))}" />`,
    `  </head>`,
    `  <body>`,
    `    <p>This page has moved to <a href="${target}">${target}</a>.</p>`,
    `  </body>`,
    `</html>`,
    ``,
  ].join("\n");
}

/** Links of the site, under the folder it is served under, are fetched ahead: prerendered on hover, prefetched while in view or about to be. */
function speculationRules(base: string) {
  const sitePages = withBase(base, "/*");
  return {
    prerender: [{ source: "document", where: { href_matches: sitePages }, eagerness: "moderate" }],
    prefetch: [
      {
        source: "document",
        // Menu panels are hidden until opened: their links are not worth fetching on every page view.
        where: { and: [{ href_matches: sitePages }, { not: { selector_matches: "[popover] a" } }] },
        eagerness: "eager",
      },
    ],
  };
}

/** The same on every page of a site: made once per base, not once per page. */
const speculationTexts = new Map<string, string>();

/**
 * The text of a page's speculation rules script. The Content Security Policy allows that inline
 * script by the hash of this text, so the script and the policy are made from the one string.
 */
export function speculationRulesText(base: string): string {
  let text = speculationTexts.get(base);
  if (text === undefined) {
    text = jsonForScript(speculationRules(base));
    speculationTexts.set(base, text);
  }
  return text;
}
