import os from "node:os";
import type { SiteFacts } from "../../schema/kit/validation-context";
import { startEngineThread } from "./engine-thread";
import type { PageFile } from "./read-sources";
import type { PageDefaults } from "./validate-page";

/**
 * From this many page files to validate, threads pay: each takes about 0.15 s to start and load the
 * schemas, while a page file takes about 0.4 ms to parse and validate (measured on 2 cores; docs/scale.md).
 */
export const threadsFrom = 400;

/** What a validation thread starts with: its share of the page files, and the facts key its entries are made under. */
export interface PageFilesOnThread {
  pages: PageFile[];
  facts: string;
}

/** What the pages are validated against, sent once the site's own files are read. */
export interface ValidationFacts {
  facts: SiteFacts;
  defaults: PageDefaults | undefined;
}

export interface PageValidationPool {
  /** How many threads validate. */
  count: number;
  /** Sends the threads what the pages are validated against: they parse until then. */
  validate(site: ValidationFacts): void;
  /** The files that validated without an error or a warning: their validation cache entries, by file. */
  results: Promise<Map<string, string>>;
}

/**
 * Parses and validates page files on threads, one per core, each file on one of them; the threads
 * start at once, and parse while the site's facts are being read. Files with a problem are left out
 * of the results, for the caller to validate and report. Each file's validation comes back as the
 * entry a validation cache keeps (serializedEntry), made under the facts key `facts`: serialized on
 * the threads, and ready to keep.
 */
export function validateOnThreads(
  pages: readonly PageFile[],
  facts: string,
  threads = os.availableParallelism(),
): PageValidationPool {
  // Dealt out in turn: neighbouring files are often alike in size, so each thread gets a fair mix.
  const count = Math.max(1, Math.min(threads, pages.length));
  const shares = Array.from({ length: count }, (_, share) => pages.filter((_page, index) => index % count === share));
  const workers = shares.map((share) =>
    startEngineThread("validate-worker", { pages: share, facts } satisfies PageFilesOnThread),
  );
  const answers = workers.map(
    (worker) =>
      new Promise<[string, string][]>((resolve, reject) => {
        worker.once("message", (validated: [string, string][]) => {
          resolve(validated);
          void worker.terminate();
        });
        worker.once("error", reject);
        worker.once("exit", (code) => reject(new Error(`a validation thread stopped with code ${code}`)));
      }),
  );
  return {
    count,
    validate: (site) => {
      for (const worker of workers) worker.postMessage(site);
    },
    results: Promise.all(answers).then((all) => new Map(all.flat())),
  };
}
