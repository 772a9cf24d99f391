import { createHash } from "node:crypto";

/** The characters the renderer escapes in an attribute's value, and what each stands for. */
const attributeEntities: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
};

/**
 * Every style attribute the renderer wrote (a photo's colour while it loads, a skill bar's width).
 * The renderer escapes every quote in text and in other attributes' values, so ` style="` can only
 * start a style attribute; its value is read back as the browser reads it, the entities undone.
 */
function styleAttributes(html: string): Set<string> {
  const values = new Set<string>();
  for (const match of html.matchAll(/ style="([^"]*)"/g)) {
    values.add((match[1] ?? "").replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => attributeEntities[entity] ?? ""));
  }
  return values;
}

/** A CSP hash source of a text: what the browser compares an inline script or style with. */
export function hashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * The hash of each style attribute a page's markup has, for its policy: with 'unsafe-hashes', the
 * browser applies exactly these and refuses any other style attribute, where 'unsafe-inline' would
 * apply any.
 */
export function styleAttributeHashes(html: string): string[] {
  const values = styleAttributes(html);
  return values.size === 0 ? [] : ["'unsafe-hashes'", ...[...values].map(hashSource)];
}
