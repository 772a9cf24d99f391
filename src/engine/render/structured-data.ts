import { blockTypes, structuredDataOf } from "../../../schema/blocks";
import type { PageFacts, StructuredDataNode } from "../../../schema/define-block";
import type { PageData } from "../../../schema/page";
import { canonicalUrl } from "./page-head";
import type { SiteIdentity } from "../site";
import { cardPath } from "../social-card/card-path";

interface StructuredDataInput {
  page: PageData;
  identity: SiteIdentity;
}

/**
 * An address as structured data needs it, absolute; undefined for what is no page (mailto:, tel:). A
 * link leads where validation resolved it, past any redirect.
 */
function absoluteUrl(href: string, pageUrl: string, identity: SiteIdentity) {
  if (href.startsWith("#")) return pageUrl + href;
  if (href.startsWith("/")) {
    const [path = "", anchor] = href.split("#");
    return canonicalUrl(path, identity.url) + (anchor === undefined ? "" : `#${anchor}`);
  }
  return /^https?:\/\//.test(href) ? href : undefined;
}

function organization(identity: SiteIdentity): StructuredDataNode {
  return {
    "@type": "Organization",
    "@id": `${identity.url}/#organization`,
    name: identity.name,
    url: `${identity.url}/`,
    ...(identity.logo ? { logo: identity.url + identity.logo } : {}),
    ...(identity.sameAs.length > 0 ? { sameAs: identity.sameAs } : {}),
  };
}

/**
 * What search engines read about a page beyond its text: its site, then what its blocks say it is
 * (a post, an FAQ, a trail), each block type asked once with all its blocks on the page.
 */
export function structuredData({ page, identity }: StructuredDataInput): StructuredDataNode {
  const url = canonicalUrl(page.route, identity.url);
  const facts: PageFacts = {
    url,
    site: { url: identity.url, name: identity.name },
    lang: page.lang,
    cardUrl: identity.url + cardPath(page.route),
    absoluteUrl: (href) => absoluteUrl(href, url, identity),
  };
  const nodes = [organization(identity)];
  for (const type of blockTypes) {
    const blocks = page.blocks.filter((block) => block.type === type);
    const node = blocks.length > 0 ? structuredDataOf(type, blocks, facts) : undefined;
    if (node) nodes.push(node);
  }
  return { "@context": "https://schema.org", "@graph": nodes };
}
