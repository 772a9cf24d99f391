import type { SiteFacts } from "../../../schema/kit/validation-context";
import type { PublicImages } from "../read/public/public-images";
import type { SiteFiles } from "../read/read-site";
import type { CheckedDocument } from "../routes/link-check";
import type { SiteError } from "../errors/site-error";
import { earlySiteFacts } from "./early-site-facts";
import { loadCollections } from "./validate-collections";

/** What every document of the site is checked against, and what making it found. */
export interface CheckedSiteFacts {
  facts: SiteFacts;
  /** The collection files as checked documents, for the link check. */
  documents: CheckedDocument[];
  errors: SiteError[];
}

/**
 * What every document of the site is checked against: the images of public/, the hosts, redirects
 * base and languages of site.yaml (every link and language depends on them; `--base` overrides the base)
 * and the records of the collections, each record validated.
 */
export function siteFacts(files: SiteFiles, images: PublicImages, baseOverride?: string): CheckedSiteFacts {
  const early = earlySiteFacts(files.site, baseOverride);
  const { hosts, redirects, base, themes, languages, blockWords } = early;
  const collections = loadCollections(files.content, { images, hosts, redirects, base });
  return {
    facts: {
      images,
      hosts,
      redirects,
      base,
      themes,
      languages,
      blockWords,
      records: collections.records,
      unreadableRecords: collections.unreadable,
    },
    documents: collections.documents,
    errors: [...early.errors, ...collections.errors],
  };
}
