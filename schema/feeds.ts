import { z } from "zod";
import { schemaIssue } from "../src/engine/errors/schema-issue";
import { nearest } from "../src/engine/errors/did-you-mean";
import { collectionNames, datedCollectionNames, isCollectionName, type CollectionName } from "./collections";
import { lengthCheck } from "./kit/length-limits";
import { shownString, text } from "./primitives";

/**
 * A feed's collection: one whose records have dates (schema/define-collection.ts), since a feed lists
 * records newest first. Any other name is refused with the names that would do.
 */
const datedCollection = shownString()
  .check((ctx) => {
    const collection = ctx.value;
    if (datedCollectionNames.some((name) => name === collection)) return;
    const known = collectionNames.some((name) => name === collection);
    const suggestion = known ? undefined : nearest(collection, datedCollectionNames)[0];
    ctx.issues.push(
      schemaIssue(
        "undated-collection",
        collection,
        { collection, known, dated: datedCollectionNames },
        { hint: suggestion === undefined ? undefined : `Did you mean ${suggestion}?` },
      ),
    );
  })
  // Reached only by a dated collection's name, which the check let through.
  .pipe(z.custom<CollectionName>(isCollectionName))
  .meta({
    description: `The collection the feed lists, one whose records have dates: ${datedCollectionNames.join(", ")}.`,
  });

/**
 * Where a feed is published: folders and a file name of lower-case letters, digits and hyphens, ending
 * in .xml, so that every host serves it as XML. No page's path holds a dot, so none can be a feed's.
 */
const feedPath = z
  .string()
  .regex(/^(\/[a-z0-9]+(-[a-z0-9]+)*)*\/[a-z0-9]+(-[a-z0-9]+)*\.xml$/, {
    error: 'expected a path ending in .xml, such as "/blog/feed.xml", in lower-case letters, digits and hyphens',
  })
  .check(lengthCheck("route"))
  .meta({ description: 'Where the feed is published, such as "/blog/feed.xml".' });

/** One feed of site.yaml's `feeds`: an RSS 2.0 file the build writes with every record of a dated collection. */
export const feedSchema = z
  .strictObject({
    collection: datedCollection,
    title: text("Name of the feed, which feed readers show as the subscription's name.", "title"),
    description: text(
      "One sentence on what the feed brings, which feed readers show under its name; the title when left out.",
      "description",
    ).optional(),
    author: text("Who the entries are by, as feed readers show it; the site's name when left out.").optional(),
    path: feedPath,
  })
  .meta({ description: "A feed of a dated collection, listing each record newest first, with a link to its page." });

export type FeedConfig = z.output<typeof feedSchema>;
