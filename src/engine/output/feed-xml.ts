import { getRssString, type RSSFeedItem } from "@astrojs/rss";
import { lookup } from "mrmime";
import { feedEntriesOf, type CollectionRecords } from "../../../schema/collections";
import type { FeedEntry } from "../../../schema/define-collection";
import { escapeHtml } from "../../render/escape-html";
import { fallbackWidth, photoCopyUrl } from "../../ui/photo-addresses";
import { siteAddress } from "../render/page-head";
import { recordRoute } from "../routes/page-routes";
import type { SiteFeed } from "../routes/routes";
import type { SiteIdentity } from "../site";

/**
 * The size in bytes of a file the site publishes, by its path in the built site ("art/blog/1.svg"):
 * a feed gives the length of each picture it attaches. Undefined when it is not known.
 */
export type PublishedFileBytes = (file: string) => Promise<number | undefined>;

/**
 * Text for the XML the library reads back (its `customData`): its parser decodes XML's own named
 * entities only, so a quote written as the HTML helper writes it (&#39;) would reach the feed as those
 * five characters.
 */
const xmlEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const xmlText = (text: string) => text.replace(/[&<>"]/g, (character) => xmlEscapes[character] ?? character);

const namespaces = { atom: "http://www.w3.org/2005/Atom", dc: "http://purl.org/dc/elements/1.1/" };

/** Newest first; of two on one day, the later record. */
const newestFirst = (a: FeedEntry, b: FeedEntry) =>
  a.published < b.published ? 1 : a.published > b.published ? -1 : b.id - a.id;

/**
 * The picture attached to an entry: an SVG as it is, a photo as its one fallback copy (JPEG or PNG,
 * which every reader shows), never its original, which may be megabytes.
 */
function imageAddress(image: NonNullable<FeedEntry["image"]>): string {
  const { photo } = image;
  return photo ? photoCopyUrl(photo, fallbackWidth(photo), photo.fallback) : image.src;
}

async function enclosure(
  image: FeedEntry["image"],
  identity: SiteIdentity,
  bytes: PublishedFileBytes,
): Promise<RSSFeedItem["enclosure"]> {
  if (!image) return undefined;
  const address = imageAddress(image);
  // A length the feed cannot know is 0, as the RSS Best Practices Profile asks.
  const length = (await bytes(address.slice(identity.base.length))) ?? 0;
  return { url: identity.url + address, length, type: lookup(address) ?? "application/octet-stream" };
}

/**
 * The RSS 2.0 document of a feed: every record of its collection, newest first, each with its title,
 * the address of its page (also its guid), its date, its summary, its author, its categories and its
 * picture. The library writes the XML and escapes the text; a summary is HTML in RSS, so it is given
 * as HTML that shows the text as it is written. Both extensions RSS readers know are written escaped:
 * the author's name (`dc:creator`: RSS's own author element holds an e-mail address) and the feed's own
 * address (`atom:link`).
 */
export async function feedXml(
  feed: SiteFeed,
  site: { identity: SiteIdentity; records: CollectionRecords },
  bytes: PublishedFileBytes,
): Promise<string> {
  const { identity } = site;
  const entries = (feedEntriesOf(feed.collection, site.records) ?? []).sort(newestFirst);
  const items = await Promise.all(
    entries.map(
      async (entry): Promise<RSSFeedItem> => ({
        title: entry.title,
        link: siteAddress(recordRoute(feed.recordRoute, entry.id), identity),
        pubDate: new Date(`${entry.published}T00:00:00Z`),
        description: escapeHtml(entry.summary),
        categories: entry.categories,
        customData: `<dc:creator>${xmlText(feed.author)}</dc:creator>`,
        enclosure: await enclosure(entry.image, identity, bytes),
      }),
    ),
  );
  const self = siteAddress(feed.path, identity);
  return getRssString({
    title: feed.title,
    description: feed.description,
    site: siteAddress("/", identity),
    xmlns: namespaces,
    customData: [
      `<language>${xmlText(feed.lang)}</language>`,
      `<atom:link href="${xmlText(self)}" rel="self" type="application/rss+xml" />`,
    ].join(""),
    items,
  });
}
