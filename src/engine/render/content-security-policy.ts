import { createHash } from "node:crypto";

/**
 * The Content Security Policy: what a page may load and run. A page's own files are always allowed;
 * everything else (an analytics provider, a map's frame, the hash of an inline style) is named by
 * whoever needs it, directive by directive, and the policy allows exactly that.
 */

/** The directives the policy writes, in the order it writes them. */
export const policyDirectives = [
  "default-src",
  "script-src",
  "style-src",
  "img-src",
  "font-src",
  "connect-src",
  "frame-src",
  "form-action",
  "base-uri",
  "object-src",
  "frame-ancestors",
] as const;

export type PolicyDirective = (typeof policyDirectives)[number];

/** Sources allowed beyond the site's own files, by directive: origins, hashes or keywords. */
export type PolicySources = Partial<Record<PolicyDirective, readonly string[]>>;

/** What every page of the site may do with no one asking: load its own files, and nothing else. */
const ownFiles: Record<PolicyDirective, readonly string[]> = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'"],
  "img-src": ["'self'"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  // No page frames another site, or loads a plugin, unless one of its blocks says so.
  "frame-src": [],
  "form-action": ["'self'"],
  "base-uri": ["'self'"],
  "object-src": [],
  "frame-ancestors": ["'self'"],
};

/** Browsers ignore frame-ancestors in a meta tag, and say so in the console: only a header carries it. */
const headerOnly: ReadonlySet<PolicyDirective> = new Set(["frame-ancestors"]);

/**
 * A source is one word with no separator in it: what asks for a source writes an origin, a hash or a
 * keyword, and one holding a space, a ";" or a "," would add directives or policies of its own.
 */
const sourcePattern = /^[^\s;,]+$/;

/** The sources of several parts of a site, directive by directive, each once. */
export function mergeSources(...parts: readonly PolicySources[]): PolicySources {
  const merged: Partial<Record<PolicyDirective, string[]>> = {};
  for (const part of parts) {
    for (const directive of policyDirectives) {
      const sources = part[directive];
      if (!sources) continue;
      merged[directive] = [...new Set([...(merged[directive] ?? []), ...sources])];
    }
  }
  return merged;
}

const isHash = (source: string) => /^'sha(256|384|512)-/.test(source);

/**
 * One directive's value. A browser that sees a hash ignores 'unsafe-inline' beside it, so where
 * 'unsafe-inline' is asked for, the hashes go: it allows what they would.
 */
function directiveValue(sources: readonly string[]): string {
  const unsafeInline = sources.includes("'unsafe-inline'");
  const kept = unsafeInline ? sources.filter((source) => !isHash(source) && source !== "'unsafe-hashes'") : sources;
  return kept.length === 0 ? "'none'" : kept.join(" ");
}

/**
 * The policy of a page, or of the whole site: the site's own files, and the sources `extra` names
 * per directive (analytics providers, frames, form destinations, inline hashes). A meta tag leaves out
 * what only a header can carry.
 */
export function contentSecurityPolicy(extra: PolicySources, delivery: "meta" | "header" = "meta"): string {
  return policyDirectives
    .filter((directive) => delivery === "header" || !headerOnly.has(directive))
    .map((directive) => {
      const sources = [...new Set([...ownFiles[directive], ...(extra[directive] ?? [])])];
      const unfit = sources.find((source) => !sourcePattern.test(source));
      if (unfit !== undefined) throw new Error(`${JSON.stringify(unfit)} is not a source of ${directive}`);
      return `${directive} ${directiveValue(sources)}`;
    })
    .join("; ");
}

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
