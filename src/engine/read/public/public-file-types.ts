import type { publicFileBytes } from "../input-limits";

/** What a file of public/ is, by its extension; each kind has its size limit. */
export type PublicFileKind = keyof typeof publicFileBytes;

/**
 * The file types public/ may hold, by an allow-list: what a marketing site shows or offers for
 * download, none of which a browser runs when it is opened. An SVG is the one that could, so its
 * content is checked (svg-check.ts).
 */
const kindByExtension = new Map<string, PublicFileKind>([
  ["svg", "svg"],
  ...["png", "jpg", "jpeg", "gif", "webp", "avif", "ico"].map((extension) => [extension, "image"] as const),
  ...["woff2", "woff", "ttf", "otf"].map((extension) => [extension, "font"] as const),
  ...["txt", "json", "webmanifest", "css", "vtt"].map((extension) => [extension, "text"] as const),
  ["pdf", "document"],
  ...["mp4", "webm"].map((extension) => [extension, "video"] as const),
]);

/** Lower-case, as servers pick the type to send by the extension in any case. */
export const extensionOf = (file: string) => /\.([^./]+)$/.exec(file)?.[1]?.toLowerCase() ?? "";

/** The raster images a page can show as a photo; an icon file is served as it is. */
const photoExtensions = new Set(["png", "jpg", "jpeg", "gif", "webp", "avif"]);

export const isPhotoFile = (file: string) => photoExtensions.has(extensionOf(file));

export function publicFileKind(file: string): PublicFileKind | undefined {
  return kindByExtension.get(extensionOf(file));
}

const asPage =
  "a browser opens it as a page, and runs any script in it, on the site's own address; a page is a YAML file under pages/";
const asScript =
  "no page loads it, so it could only be loaded by someone else's page; a block's script is its island, in src/blocks/";
const asStylesheet = "a browser runs the stylesheet or script it may name; the build writes sitemap.xml itself";

/** Why a refused type is refused and what to do instead, for the types someone is likely to try. */
const refusals = new Map<string, string>([
  ...["html", "htm", "xhtml", "xht", "shtml"].map((extension) => [extension, asPage] as const),
  ...["js", "mjs", "cjs"].map((extension) => [extension, asScript] as const),
  ...["xml", "xsl", "xslt"].map((extension) => [extension, asStylesheet] as const),
  ["svgz", "a compressed SVG cannot be checked for scripts; save it as a plain .svg"],
  ["swf", "a Flash file runs code where it still plays; use a video (.mp4, .webm) or an image"],
  ["htaccess", "a web server may take it for its own settings, and serve other files as pages"],
]);

const allowed = [...kindByExtension.keys()].map((extension) => `.${extension}`).join(", ");

/** What the report says of a file of public/ whose type is not on the allow-list, and the hint. */
export function refusedType(file: string): { facts: { what: string; reason: string }; hint: string } {
  const extension = extensionOf(file);
  const what = extension ? `a .${extension} file` : "a file without an extension";
  const reason = refusals.get(extension) ?? "it is of none of the types public/ publishes";
  return {
    facts: { what, reason },
    hint: `public/ may hold ${allowed} files; remove this one, or convert it as the message says.`,
  };
}
