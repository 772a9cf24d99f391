import { appendAll, type SiteError } from "../errors/site-error";
import type { BlockSchemas } from "../../../schema/blocks";
import { createValidationContext, type SiteFacts } from "../../../schema/kit/validation-context";
import type { PageData } from "../../../schema/page";
import type { YamlSource } from "../read/yaml-source";
import type { CheckedDocument } from "../routes/link-check";
import { pagesOfFile, type PageFileMade, type PageToValidate } from "../routes/page-routes";
import type { SourcedPage } from "../routes/link-check";
import { pageFileSummary, type ValidatedFile } from "../speedups/validation-cache";
import { validatePage, type PageDefaults, type PageDocument } from "./validate-page";
import type { WorkProgress } from "../work-progress";

/**
 * Page files validated in an earlier run: a file unchanged since, while nothing it is checked against
 * changed, is neither parsed nor validated again (speedups/validation-cache.ts keeps them).
 */
export interface ValidatedPageFiles {
  recall: (file: string) => ValidatedFile | undefined;
  /** Keeps this run's validation of a file all of whose pages validated without an error or a warning. */
  keep: (source: YamlSource, validated: ValidatedFile) => void;
}

/** What validating the page files gives: the pages, and what the route and link checks need. */
export interface ValidatedPages {
  pages: PageData[];
  /** Each page with the file it came from, for the translation check. */
  sourced: SourcedPage[];
  /** Each file with the pages it makes, for claiming their routes. */
  files: PageFileMade[];
  documents: CheckedDocument[];
  /** Per-record routes whose collection could not be read, so every record path under them may exist. */
  unknownRecordRoutes: string[];
  errors: SiteError[];
  warnings: SiteError[];
}

interface PagesSetup {
  facts: SiteFacts;
  pageDocument: PageDocument;
  blockSchemas: BlockSchemas;
  /** The site's language, header and footer; undefined when site.yaml did not validate. */
  defaults: PageDefaults | undefined;
  earlier?: ValidatedPageFiles;
  /** Told of each page file validated, for a command to show how far validation is. */
  progress?: WorkProgress;
}

/**
 * One page of a file: from an earlier run when it validated then, else validated now. Returns what
 * the cache keeps of it when it validated without an error or a warning, and whether that is new.
 */
function validateOnePage(input: PageToValidate, setup: PagesSetup, result: ValidatedPages) {
  const { source, route } = input;
  const context = createValidationContext({ ...setup.facts, current: input.current });
  const recalled = setup.earlier?.recall(source.file)?.routes[route];
  if (recalled) {
    appendAll(context.links, recalled.links);
    appendAll(context.anchors, recalled.anchors);
  }
  const checked = recalled ? { page: recalled.page, errors: [], warnings: [] } : validatePage(input, setup, context);
  appendAll(result.errors, checked.errors);
  appendAll(result.warnings, checked.warnings);
  if (checked.page) {
    result.pages.push(checked.page);
    result.sourced.push({ page: checked.page, source });
  }
  const valid = checked.errors.length === 0;
  result.documents.push({ source, route, uses: context, valid });
  if (!valid || !checked.page || checked.warnings.length > 0) return undefined;
  return { route: { page: checked.page, links: context.links, anchors: context.anchors }, fresh: !recalled };
}

/**
 * Validates every page file as it is read, each page in a context of its own, once per record on
 * per-record pages. A file all of whose pages validated is kept for the next run; a file with a
 * warning is validated again every run, so that its warning is reported every time.
 */
export function validatePages(
  sources: Iterable<{ source: YamlSource; errors: SiteError[] }>,
  setup: PagesSetup,
): ValidatedPages {
  const result: ValidatedPages = {
    pages: [],
    sourced: [],
    files: [],
    documents: [],
    unknownRecordRoutes: [],
    errors: [],
    warnings: [],
  };
  for (const { source, errors } of sources) {
    appendAll(result.errors, errors);
    const made = pagesOfFile(source, setup.facts, result.errors, result.unknownRecordRoutes);
    result.files.push(made);
    // What the validation cache keeps of the file, when there is one to keep it.
    const validated: ValidatedFile | undefined = setup.earlier && { summary: pageFileSummary(source.data), routes: {} };
    let whole = made.pages.length > 0;
    let fresh = false;
    for (const input of made.pages) {
      const kept = validateOnePage(input, setup, result);
      if (kept && validated) validated.routes[input.route] = kept.route;
      whole &&= kept !== undefined;
      fresh ||= kept?.fresh === true;
    }
    // A file recalled whole is kept as it was: the cache rewrites only what changed.
    if (whole && fresh && validated) setup.earlier?.keep(source, validated);
    setup.progress?.done({ "page files": 1 });
  }
  return result;
}
