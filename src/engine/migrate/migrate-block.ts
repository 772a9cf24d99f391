import { blocks } from "../../../schema/blocks";
import type { BlockMigration, PropEdit } from "../../../schema/block-migration";
import { siteError, type SiteError } from "../errors/site-error";
import { isMapping } from "../read/yaml-data";

const migrationsByType: ReadonlyMap<string, readonly BlockMigration[]> = new Map(
  blocks.map((block) => [block.type, block.migrations]),
);

/** The migrations a block's props are due, in order: each one that recognises the shape they have by then. */
export function dueMigrations(
  props: Readonly<Record<string, unknown>>,
): { migration: BlockMigration; edits: PropEdit[] }[] {
  const due: { migration: BlockMigration; edits: PropEdit[] }[] = [];
  let current = props;
  for (const migration of migrationsByType.get(String(props.type)) ?? []) {
    if (!migration.applies(current)) continue;
    const edits = migration.edits(current);
    due.push({ migration, edits });
    current = applyEdits(current, edits);
  }
  return due;
}

/** Props with the edits made, each renamed prop in its place, as the YAML reads after npx blockpress migrate --write. */
export function applyEdits(
  props: Readonly<Record<string, unknown>>,
  edits: readonly PropEdit[],
): Record<string, unknown> {
  const byKey = new Map(edits.map((edit) => [edit.key, edit]));
  return Object.fromEntries(
    Object.entries(props).map(([key, value]) => {
      const edit = byKey.get(key);
      if (!edit) return [key, value];
      return [edit.renameTo ?? key, "value" in edit ? edit.value : value];
    }),
  );
}

/**
 * A block's props in the current shape, and the changes it needed: a page written before a change
 * still builds, and is told to run npx blockpress migrate --write.
 */
export function migrateProps(props: Readonly<Record<string, unknown>>): {
  props: Readonly<Record<string, unknown>>;
  changes: string[];
} {
  const due = dueMigrations(props);
  const migrated = due.reduce((current, { edits }) => applyEdits(current, edits), props);
  return { props: migrated, changes: due.map(({ migration }) => migration.change) };
}

/**
 * A page's data with every block in the current shape, as validation reads it: what npx blockpress migrate's
 * rewrite of the file must read back as.
 */
export function migratedPageData(data: unknown): unknown {
  if (!isMapping(data) || !Array.isArray(data.blocks)) return data;
  const blocks: unknown[] = data.blocks;
  return { ...data, blocks: blocks.map((block) => (isMapping(block) ? migrateProps(block).props : block)) };
}

/** The warning for a block read in the current shape from an older one, at the block. */
export function blockMigratedWarning(
  where: { file: string; line: number; column: number; path: string },
  type: string,
  changes: readonly string[],
): SiteError {
  return siteError("block-migrated", where, { type, changes });
}
