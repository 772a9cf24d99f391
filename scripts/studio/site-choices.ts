import { byCollection, type CollectionName } from "../../schema/collections";
import type { LoadResult } from "../../src/engine/load-site";
import { isMapping } from "../../src/engine/read/yaml-data";
import { labelFields } from "../docs/collections-doc";
import type { LinkTarget, RecordChoice } from "../../src/studio/studio-api-types";

/** The ids a page's blocks give their sections: the anchors a link to it may name. */
const anchorsOf = (blocks: readonly unknown[]) =>
  blocks.flatMap((block) => (isMapping(block) && typeof block.id === "string" ? [block.id] : []));

/**
 * Every path a link of the site may lead to, with its title and its sections, from the site as the
 * engine loaded it (the pages being edited read from their unsaved text). With errors, the pages that
 * validated are offered.
 */
export function linkTargets(result: LoadResult): LinkTarget[] {
  const shown = result.site ?? result.partial;
  if (!shown) return [];
  return [...shown.routes]
    .map(([path, route]): LinkTarget => {
      if (route.kind === "redirect") return { path, title: `leads to ${route.to}`, anchors: [] };
      return { path, title: route.page.title, anchors: anchorsOf(route.page.blocks) };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** What a person knows a record by: its title or name, else its id. */
function recordLabel(id: number, record: unknown): string {
  const field = labelFields.find((name) => isMapping(record) && typeof record[name] === "string");
  return field && isMapping(record) ? String(record[field]) : `record ${id}`;
}

/** Every record of every collection, by collection, in the order of their ids. */
export function recordChoices(result: LoadResult): Record<CollectionName, RecordChoice[]> {
  const records = (result.site ?? result.partial)?.facts.records;
  return byCollection<Record<CollectionName, RecordChoice[]>>(({ name }) =>
    [...(records?.[name] ?? new Map<number, unknown>())]
      .map(([id, record]) => ({ id, label: recordLabel(id, record) }))
      .sort((a, b) => a.id - b.id),
  );
}
