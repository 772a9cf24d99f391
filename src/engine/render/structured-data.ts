import { publicationDate } from "../../../schema/collections/blog";
import type { PageData } from "../../../schema/page";
import { canonicalUrl } from "./page-head";
import { blogPostOf } from "./page-kind";
import type { SiteIdentity } from "../site";
import { cardPath } from "../social-card/card-path";

/** One schema.org node, as JSON-LD. */
type Node = Record<string, unknown>;

const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "9 January, 2025" → "2025-01-09"; the blog's schema admits no other form. */
export function isoDate(shown: string): string {
  const match = publicationDate.exec(shown);
  if (!match) throw new Error(`"${shown}" is not a publication date such as "12 March, 2026"`);
  const [, day = "", month = "", year = ""] = match;
  return `${year}-${String(months.indexOf(month) + 1).padStart(2, "0")}-${day.padStart(2, "0")}`;
}

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

function organization(identity: SiteIdentity): Node {
  return {
    "@type": "Organization",
    "@id": `${identity.url}/#organization`,
    name: identity.name,
    url: `${identity.url}/`,
    ...(identity.logo ? { logo: identity.url + identity.logo } : {}),
    ...(identity.sameAs.length > 0 ? { sameAs: identity.sameAs } : {}),
  };
}

function blogPosting(page: PageData, identity: SiteIdentity): Node | undefined {
  const block = blogPostOf(page);
  if (!block) return undefined;
  const { post } = block;
  const url = canonicalUrl(page.route, identity.url);
  return {
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    datePublished: isoDate(post.date),
    // The posts are signed by the studio ("By Admin"), so their author is the organisation.
    author: { "@type": "Organization", name: identity.name, url: `${identity.url}/` },
    publisher: { "@id": `${identity.url}/#organization` },
    image: [...(post.image ? [identity.url + post.image.src] : []), identity.url + cardPath(page.route)],
    inLanguage: page.lang,
    url,
    mainEntityOfPage: url,
  };
}

/** Every question of the page's FAQ blocks, as one FAQPage: a page is one FAQ to search engines. */
function faqPage(page: PageData): Node | undefined {
  const questions = page.blocks.flatMap((block) => (block.type === "faq" ? block.items : []));
  if (questions.length === 0) return undefined;
  return {
    "@type": "FAQPage",
    mainEntity: questions.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

function breadcrumbList({ page, identity }: StructuredDataInput): Node | undefined {
  const banner = page.blocks.find((block) => block.type === "page-banner" && block.breadcrumbs);
  const crumbs = banner?.type === "page-banner" ? banner.breadcrumbs : undefined;
  if (!crumbs) return undefined;
  const pageUrl = canonicalUrl(page.route, identity.url);
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => {
      // The last crumb is the page itself, which names no link.
      const item = crumb.href ? absoluteUrl(crumb.href, pageUrl, identity) : pageUrl;
      return { "@type": "ListItem", position: index + 1, name: crumb.label, ...(item ? { item } : {}) };
    }),
  };
}

/** What search engines read about a page beyond its text: its site, and what it is (post, FAQ, trail). */
export function structuredData(input: StructuredDataInput): Node {
  const nodes = [
    organization(input.identity),
    blogPosting(input.page, input.identity),
    faqPage(input.page),
    breadcrumbList(input),
  ];
  return { "@context": "https://schema.org", "@graph": nodes.filter((node) => node !== undefined) };
}
