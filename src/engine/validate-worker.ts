import { parentPort } from "node:worker_threads";
import { createBlockSchemas } from "../../schema/blocks";
import { createBlockKit } from "../../schema/kit/block-kit";
import { createValidationContext } from "../../schema/kit/validation-context";
import { collectPages } from "./collect-pages";
import { engineThreadData } from "./engine-thread";
import type { SiteError } from "./errors";
import type { PageFilesOnThread, ValidationFacts } from "./page-validation-pool";
import { parsePageFiles } from "./read-sources";
import type { RouteTable } from "./route-table";
import { pageFileSummary, serializedEntry, type ValidatedFile } from "./validation-cache";
import { validatePage } from "./validate-page";
import type { YamlSource } from "./yaml-source";

/**
 * A validation thread: parses its share of the page files while the site's facts are worked out,
 * then validates each file's pages against them. It answers with the files that validated without an
 * error or a warning, each as a validation cache's entry; the others are left to the thread that
 * reports problems, which validates them again to tell where each problem is.
 */
const { pages: files, facts: factsKey } = engineThreadData<PageFilesOnThread>();
const { pages: sources } = parsePageFiles(files);

/** A file's validation, or undefined at its first problem. */
function validateFile(
  source: YamlSource,
  { facts, defaults }: ValidationFacts,
  blockSchemas: ReturnType<typeof createBlockSchemas>,
): ValidatedFile | undefined {
  if (!source.readable) return undefined;
  // Claims on routes are checked against the whole site by the reporting thread; here a file's
  // routes are only worked out.
  const problems: SiteError[] = [];
  const { pages } = collectPages([source], facts, new Map() as RouteTable, problems);
  if (problems.length > 0) return undefined;
  const validated: ValidatedFile = { summary: pageFileSummary(source.data), routes: {} };
  for (const input of pages) {
    const context = createValidationContext({ ...facts, current: input.current });
    const result = validatePage(input, blockSchemas, defaults, context);
    if (!result.page || result.errors.length > 0 || result.warnings.length > 0) return undefined;
    validated.routes[input.route] = { page: result.page, links: context.links, anchors: context.anchors };
  }
  return validated;
}

parentPort?.once("message", (site: ValidationFacts) => {
  const blockSchemas = createBlockSchemas(createBlockKit(site.facts));
  const answer: [string, string][] = [];
  for (const source of sources) {
    const validated = validateFile(source, site, blockSchemas);
    if (validated) answer.push([source.file, serializedEntry(factsKey, source.text, validated)]);
  }
  parentPort?.postMessage(answer);
});
