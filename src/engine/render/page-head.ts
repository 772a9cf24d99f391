import { blockTypes, openGraphTypeOf, structuredDataOf } from "../../../schema/blocks";
import type { PageFacts, StructuredDataNode } from "../../../schema/define-block";
import type { PageData } from "../../../schema/page";
import { ogLocaleOf, type SiteIdentity } from "../site";
import { escapeAttribute, escapeHtml } from "../../render/escape-html";
import { notFoundRoute } from "./page-kind";
import { cardPath } from "../../routing/route-path";
import { cardSize } from "../social-card/card-layout";
import { withBase } from "../../routing/base-path";
import { isVerificationService, verificationServices } from "../../../schema/kit/verification-rules";

/** The address of a path of the site: its origin, the folder it is served under, then the path. */
export function siteAddress(sitePath: string, identity: Pick<SiteIdentity, "url" | "base">): string {
  return identity.url + withBase(identity.base, sitePath);
}

/** A page's address as search engines should list it: its own route, never an alias. */
export function canonicalUrl(route: string, identity: Pick<SiteIdentity, "url" | "base">): string {
  return siteAddress(route, identity);
}

const meta = (property: string, content: string | number) =>
  `<meta property="${property}" content="${escapeAttribute(String(content))}" />`;

/** The services' ownership tokens, each as the meta tag its service reads, in the order site.yaml lists them. */
function verificationTags(tokens: SiteIdentity["verification"] = {}): string[] {
  return Object.entries(tokens).flatMap(([service, token]) =>
    isVerificationService(service) && token !== undefined
      ? [`<meta name="${verificationServices[service].metaName}" content="${escapeAttribute(token)}" />`]
      : [],
  );
}

/** The og:locale tag of a language, or none for a language the site does not list. */
function ogLocales(identity: SiteIdentity, lang: string, property: string): string[] {
  const locale = ogLocaleOf(identity, lang);
  return locale === undefined ? [] : [meta(property, locale)];
}

/**
 * The head of a page for search engines, feed readers and link previews: title, description,
 * canonical link, the page's versions in other languages, the site's feeds, and Open Graph and
 * Twitter tags with the page's social card.
 */
export function pageHead(page: PageData, identity: SiteIdentity): string {
  const canonical = canonicalUrl(page.route, identity);
  const translations = identity.languages.flatMap(({ code: lang }) => {
    const route = page.translations[lang];
    return route ? [[lang, route] as const] : [];
  });
  const alternates =
    translations.length === 0
      ? []
      : [[page.lang, page.route] as const, ...translations].map(
          ([lang, route]) =>
            `<link rel="alternate" hreflang="${escapeAttribute(lang)}" href="${escapeAttribute(canonicalUrl(route, identity))}" />`,
        );
  const card = siteAddress(cardPath(page.route), identity);
  // Every page names the feeds, so a feed reader given any address of the site finds them.
  const feeds = (identity.feeds ?? []).map(
    (feed) =>
      `<link rel="alternate" type="application/rss+xml" title="${escapeAttribute(feed.title)}" href="${escapeAttribute(siteAddress(feed.path, identity))}" />`,
  );
  return [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeAttribute(page.description)}" />`,
    ...(page.noindex || page.route === notFoundRoute ? [`<meta name="robots" content="noindex" />`] : []),
    `<link rel="canonical" href="${escapeAttribute(canonical)}" />`,
    ...alternates,
    ...feeds,
    meta("og:type", openGraphTypeOf(page.blocks)),
    meta("og:site_name", identity.name),
    meta("og:title", page.title),
    meta("og:description", page.description),
    meta("og:url", canonical),
    ...ogLocales(identity, page.lang, "og:locale"),
    ...translations.flatMap(([lang]) => ogLocales(identity, lang, "og:locale:alternate")),
    meta("og:image", card),
    meta("og:image:type", "image/png"),
    meta("og:image:width", cardSize.width),
    meta("og:image:height", cardSize.height),
    meta("og:image:alt", `${page.title} | ${identity.name}`),
    `<meta name="twitter:card" content="summary_large_image" />`,
    ...verificationTags(identity.verification),
  ].join("\n");
}

interface StructuredDataInput {
  page: PageData;
  identity: SiteIdentity;
}

/**
 * An address as structured data needs it, absolute; undefined for what is no page (mailto:, tel:). A
 * link leads where validation resolved it, past any redirect, and a site path has its base already.
 */
function absoluteUrl(href: string, pageUrl: string, identity: SiteIdentity) {
  if (href.startsWith("#")) return pageUrl + href;
  if (href.startsWith("/")) return identity.url + href;
  return /^https?:\/\//.test(href) ? href : undefined;
}

function organization(identity: SiteIdentity): StructuredDataNode {
  return {
    "@type": "Organization",
    "@id": siteAddress("/#organization", identity),
    name: identity.name,
    url: siteAddress("/", identity),
    // The logo is an image's src, written with the base already.
    ...(identity.logo ? { logo: identity.url + identity.logo } : {}),
    ...(identity.sameAs.length > 0 ? { sameAs: identity.sameAs } : {}),
  };
}

/**
 * What search engines read about a page beyond its text: what its blocks say it is (a post, an FAQ, a
 * trail), each block type asked once with all its blocks on the page; and the site's organisation,
 * on the home page, where search engines look for it, and on a page whose nodes name it (a post's
 * publisher), since they read each page's graph alone. Nothing for a page that says nothing more.
 */
export function structuredData({ page, identity }: StructuredDataInput): StructuredDataNode | undefined {
  const url = canonicalUrl(page.route, identity);
  const facts: PageFacts = {
    url,
    site: { url: siteAddress("/", identity), name: identity.name },
    lang: page.lang,
    cardUrl: siteAddress(cardPath(page.route), identity),
    absoluteUrl: (href) => absoluteUrl(href, url, identity),
  };
  const described: StructuredDataNode[] = [];
  for (const type of blockTypes) {
    const blocks = page.blocks.filter((block) => block.type === type);
    const node = blocks.length > 0 ? structuredDataOf(type, blocks, facts) : undefined;
    if (node) described.push(node);
  }
  const site = organization(identity);
  const namesSite = JSON.stringify(described).includes(JSON.stringify(site["@id"]));
  const nodes = page.route === "/" || namesSite ? [site, ...described] : described;
  return nodes.length > 0 ? { "@context": "https://schema.org", "@graph": nodes } : undefined;
}
