import type { PageData } from "../../schema/page";
import { serializeBootstrap, bootstrapElementId, type Bootstrap } from "../app/bootstrap";

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe for HTML text and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);
}

/** The head of a page: title, description, canonical link and the same for link previews. */
export function pageHead(page: PageData, siteUrl: string, siteName: string): string {
  const canonical = siteUrl + (page.route === "/" ? "/" : page.route);
  return [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
  ].join("\n    ");
}

interface DocumentParts {
  /** The built index.html with its placeholders. */
  template: string;
  bootstrap: Bootstrap;
  /** The app as prerendered HTML. */
  body: string;
  /** Extra head tags: preloads of the page's block code and stylesheets. */
  preloads: string[];
}

/** A complete page: the template with the page's language, head, prerendered body and data. */
export function htmlDocument({ template, bootstrap, body, preloads }: DocumentParts): string {
  const { page, site } = bootstrap;
  const head = [pageHead(page, site.url, site.name), ...preloads].join("\n    ");
  const data = `<script type="application/json" id="${bootstrapElementId}">${serializeBootstrap(bootstrap)}</script>`;
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${page.lang}">`)
    .replace("<!--page-head-->", head)
    .replace("<!--page-body-->", body)
    .replace("<!--page-data-->", data);
}

/** A path that moved: sends browsers and crawlers on, and says so to anyone who looks. */
export function redirectDocument(to: string, siteUrl: string): string {
  const target = escapeHtml(to);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Moved to ${target}</title>
    <meta name="robots" content="noindex" />
    <meta http-equiv="refresh" content="0; url=${target}" />
    <link rel="canonical" href="${escapeHtml(siteUrl + to)}" />
  </head>
  <body>
    <p>This page has moved to <a href="${target}">${target}</a>.</p>
  </body>
</html>
`;
}
