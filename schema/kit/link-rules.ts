import type { ErrorFactsMap } from "../../src/engine/errors/catalogue";
import { withBase } from "../../src/routing/base-path";
import { lengthProblem } from "./length-limits";
/**
 * Which link targets a page may have, decided by an allow-list: a site path, an anchor on the page,
 * a web address, mailto:, tel:, or "{host}/path". Anything else is refused, and what could run code
 * or leave the site unannounced is named as unsafe.
 */

/** A link that passed the rules, by what it leads to. */
export type LinkTarget =
  | { kind: "path"; path: string; anchor?: string }
  | { kind: "anchor"; anchor: string }
  | { kind: "host"; host: string; rest: string }
  | { kind: "web" | "mailto" | "tel" };

/** Why a link was refused, as the report gives it. */
export type LinkProblem =
  | { code: "unsafe-link" | "invalid-link"; facts: { reason: string }; hint?: string }
  | { code: "too-long"; facts: ErrorFactsMap["too-long"]; hint: string };

/** Ids are what the anchor field of a section allows, so a link can name one. */
export const anchorPattern = /^[a-z][a-z0-9-]*$/;

/** Schemes a browser would run or load in place of a page. */
const scriptingSchemes = new Set(["javascript", "vbscript", "data", "file", "blob", "filesystem"]);

const hostLink = /^\{([a-z][a-zA-Z0-9-]*)\}([/?#]\S*)?$/;
const sitePath = /^\/[^\s?#]*(\?[^\s#]*)?(#\S*)?$/;
const webAddress = /^https?:\/\/[^\s/?#\\@]+(:\d+)?([/?#]\S*)?$/i;

/**
 * Web addresses already found valid. The same few (a share link, a store's page) recur on thousands of
 * pages of a large site, and the URL parser's check is the costliest step of reading a link.
 */
const validWebAddresses = new Set<string>();

function isWebAddress(href: string): boolean {
  if (validWebAddresses.has(href)) return true;
  const valid = webAddress.test(href) && URL.canParse(href);
  if (valid) validWebAddresses.add(href);
  return valid;
}
/** A web address whose host is preceded by "user:password@": the page would hand both to every visitor. */
const carriesCredentials = /^https?:\/\/[^/?#]*@/i;
/** An address and a domain of dot-separated labels, read in one pass: no part can match in two ways. */
const mailAddress = /^mailto:[^\s@/?]+@[^\s@/?.]+(\.[^\s@/?.]+)+(\?\S*)?$/i;
const phoneNumber = /^tel:\+?[0-9][0-9().-]*$/i;

/**
 * What a browser makes of an href: it drops leading and trailing spaces and control characters, and
 * tabs and line breaks anywhere, so "\tjava\nscript:" still runs as javascript:.
 */
function asBrowserReadsIt(href: string): string {
  return href.replace(/^[\p{Cc} ]+|[\p{Cc} ]+$/gu, "").replace(/[\t\n\r]/g, "");
}

/** A value as the report shows it: quoted, shortened, its invisible characters written as \u escapes. */
export function quoted(text: string): string {
  const shown = JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}...` : text);
  return shown.replace(
    /[\p{Cc}\p{Cf}]/gu,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

function anchorTarget(anchor: string, href: string): LinkProblem | undefined {
  if (anchorPattern.test(anchor)) return undefined;
  return {
    code: "invalid-link",
    facts: { reason: `${quoted(href)}: after # comes the id of a section` },
    hint:
      anchor === ""
        ? "Write the section's id after #, or remove the #."
        : "An id is lower-case words joined by hyphens, such as #pricing.",
  };
}

/** Characters a URL never holds as they are: written into a page, they end or bend the markup around the link. */
const neverRaw = /["<>`]/g;

/** A link holding such a character is refused, with the link as it should be written: "%22" for a quote. */
function rawCharacterProblem(href: string): LinkProblem | undefined {
  const raw = href.match(neverRaw);
  if (!raw) return undefined;
  const first = raw[0] ?? "";
  return {
    code: "invalid-link",
    facts: { reason: `${quoted(href)}: a link never holds '${first}' as it is` },
    hint: `Write ${encodeURIComponent(first)} in its place, as web addresses do: ${quoted(href.replace(neverRaw, encodeURIComponent))}.`,
  };
}

/** The common case, read at once: a plain path of the site, with an anchor or not. */
const plainPath = /^\/(?![/\\])[\w\-./~%]*(?:#([a-z][a-z0-9-]*))?$/;

/** Checks one href against the rules: what it leads to, or why it is refused. */
export function readLink(href: string): LinkTarget | LinkProblem {
  // Checked first: the patterns below take longer than the length of a link to refuse some texts.
  const tooLong = lengthProblem("link", href);
  if (tooLong) return { code: "too-long", facts: { ...tooLong.facts, subject: quoted(href) }, hint: tooLong.hint };
  const plain = plainPath.exec(href);
  if (plain) {
    const anchor = plain[1];
    return anchor === undefined
      ? { kind: "path", path: href }
      : { kind: "path", path: href.slice(0, href.indexOf("#")), anchor };
  }
  const seen = asBrowserReadsIt(href);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(seen)?.[1]?.toLowerCase();
  if (scheme && scriptingSchemes.has(scheme)) {
    return {
      code: "unsafe-link",
      facts: {
        reason: `${quoted(href)}: "${scheme}:" links can run code in the visitor's browser, and are not allowed`,
      },
    };
  }
  if (/^[/\\]{2}/.test(seen)) {
    const rest = seen.replace(/^[/\\]+/, "");
    return {
      code: "unsafe-link",
      facts: { reason: `${quoted(href)}: a link starting with "//" leads to another site, unannounced` },
      hint: `Write https://${rest} if that site is meant, or /${rest} for a page of this site.`,
    };
  }
  if (seen === "") return { code: "invalid-link", facts: { reason: "the link is empty" } };
  const looksLikeLink = /^([/#{]|[a-z][a-z0-9+.-]*:)/i.test(seen);
  if (seen !== href || /[\p{Cc}\p{Cf}]/u.test(href) || (looksLikeLink && /\s/.test(href))) {
    return {
      code: "invalid-link",
      facts: { reason: `${quoted(href)}: the link has spaces, tabs, line breaks or invisible characters in it` },
      hint: "Remove them; a link is written without spaces (%20 stands for a space in a web address).",
    };
  }
  const raw = rawCharacterProblem(href);
  if (raw) return raw;
  if (href.includes("\\")) {
    return {
      code: "invalid-link",
      facts: { reason: `${quoted(href)}: links use forward slashes, not backslashes` },
      hint: `Write ${quoted(href.replaceAll("\\", "/"))}.`,
    };
  }
  if (href.startsWith("#")) return anchorTarget(href.slice(1), href) ?? { kind: "anchor", anchor: href.slice(1) };
  if (sitePath.test(href)) {
    const hash = href.indexOf("#");
    if (hash === -1) return { kind: "path", path: href };
    const anchor = href.slice(hash + 1);
    return anchorTarget(anchor, href) ?? { kind: "path", path: href.slice(0, hash), anchor };
  }
  const host = hostLink.exec(href);
  if (host) return { kind: "host", host: host[1] ?? "", rest: host[2] ?? "" };
  if (href.startsWith("{")) {
    return {
      code: "invalid-link",
      facts: { reason: `${quoted(href)}: the host's name in braces is followed by a path` },
      hint: `Write ${quoted(href.replace(/^(\{[^}]*\})\/?/, "$1/"))}.`,
    };
  }
  if (scheme === "http" || scheme === "https") {
    if (carriesCredentials.test(href)) {
      return {
        code: "unsafe-link",
        facts: {
          reason: `${quoted(href)} holds a user name or password before "@", which every visitor can read in the page`,
        },
        hint: "Remove the part up to and including @; a service that needs a key takes it on its own side.",
      };
    }
    if (isWebAddress(href)) return { kind: "web" };
    return {
      code: "invalid-link",
      facts: { reason: `${quoted(href)} is not a web address` },
      hint: "Write it as https://example.com/path.",
    };
  }
  if (scheme === "mailto") {
    if (mailAddress.test(href)) return { kind: "mailto" };
    return {
      code: "invalid-link",
      facts: { reason: `${quoted(href)} has no e-mail address` },
      hint: "Write mailto: and the address, such as mailto:hello@example.com.",
    };
  }
  if (scheme === "tel") {
    if (phoneNumber.test(href)) return { kind: "tel" };
    return {
      code: "invalid-link",
      facts: { reason: `${quoted(href)} is not a phone number` },
      hint: "Write tel: and the number in digits, such as tel:+441174960312.",
    };
  }
  if (scheme && !/^[a-z0-9.-]+\.[a-z]{2,}/i.test(href)) {
    return { code: "invalid-link", facts: { reason: `${quoted(href)}: "${scheme}:" links are not allowed` } };
  }
  return { code: "invalid-link", facts: { reason: `${quoted(href)} is not a link` }, hint: guess(href) };
}

/** What a careless link most likely meant: a web address without https://, a path without its "/". */
function guess(href: string): string | undefined {
  if (/^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(\/\S*)?$/i.test(href)) return `Did you mean "https://${href}"?`;
  if (/^[a-z0-9-]+(\/[a-z0-9-]+)*(#[a-z][a-z0-9-]*)?$/.test(href)) return `Did you mean "/${href}"?`;
  return undefined;
}

export function isLinkProblem(result: LinkTarget | LinkProblem): result is LinkProblem {
  return "code" in result;
}

/**
 * What a link's address is made from: the hosts a "{name}/path" names, the paths that redirect (to
 * addresses already written with the base), and the folder the site is served under.
 */
export interface LinkFacts {
  hosts: ReadonlyMap<string, string> | "unchecked";
  redirects: ReadonlyMap<string, string>;
  base: string;
}

/**
 * Where a link that passed the rules leads, as the page writes it: "{app}/login" with the host's
 * origin in front, and a path that redirects (with any trailing slashes, and keeping its query or
 * section) as its destination, so a visitor loads the page at once rather than a redirect page first;
 * a site path starts with the base the site is served under. Undefined for a host the site does not declare. Every link is resolved here, once, as it is validated.
 */
export function resolveLink(href: string, target: LinkTarget, facts: LinkFacts): string | undefined {
  if (target.kind === "host") {
    if (facts.hosts === "unchecked") return href;
    const origin = facts.hosts.get(target.host);
    return origin === undefined ? undefined : origin + target.rest;
  }
  if (target.kind !== "path") return href;
  if (facts.redirects.size === 0) return withBase(facts.base, href);
  const end = href.search(/[?#]/);
  const path = end === -1 ? href : href.slice(0, end);
  const destination = facts.redirects.get(path.replace(/(.)\/+$/, "$1"));
  return destination === undefined ? withBase(facts.base, href) : destination + (end === -1 ? "" : href.slice(end));
}
