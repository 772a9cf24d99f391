import type { Block, BlockSchemas } from "../../../schema/blocks";
import { blockTypes } from "../../../schema/blocks";
import type { ValidationContext } from "../../../schema/kit/validation-context";
import { describeValue } from "../errors/describe-value";
import { nearest } from "../errors/did-you-mean";
import { siteError, type SiteError, appendAll } from "../errors/site-error";
import { blockMigratedWarning, migrateProps } from "../migrate/migrate-block";
import { isMapping } from "../read/is-mapping";
import { positionOf } from "../read/yaml-source";
import { validateInContext } from "./validate-in-context";
import type { PageInput } from "./validate-page";
import { issuesToErrors } from "./issues/zod-issues";

/** Checks one block: a mapping whose type names a block, and whose props that block's schema accepts. */
export function validateBlock(
  raw: unknown,
  index: number,
  input: PageInput,
  blockSchemas: BlockSchemas,
  context: ValidationContext,
  errors: SiteError[],
  warnings: SiteError[],
): Block | undefined {
  const { source } = input;
  const path = ["blocks", index];
  const where = (suffix: PropertyKey[] = []) => ({
    file: source.file,
    ...positionOf(source, [...path, ...suffix]),
    path: `blocks[${index}]${suffix.length ? `.${String(suffix[0])}` : ""}`,
  });
  if (!isMapping(raw)) {
    errors.push(siteError("block-not-mapping", where(), { got: describeValue(raw) }));
    return undefined;
  }
  if (raw.type === undefined) {
    errors.push(
      siteError(
        "missing-block-type",
        where(),
        {},
        `Start the block with type: <block type>; the types are ${blockTypes.join(", ")}.`,
      ),
    );
    return undefined;
  }
  const schema = typeof raw.type === "string" ? blockSchemas.get(raw.type) : undefined;
  if (!schema) {
    const suggestions = typeof raw.type === "string" ? nearest(raw.type, blockTypes) : [];
    const hint =
      suggestions.length > 0
        ? `Did you mean "${suggestions[0]}"?`
        : `Use one of the block types: ${blockTypes.join(", ")}.`;
    errors.push(
      siteError("unknown-block-type", where(["type"]), { got: describeValue(raw.type), nearest: suggestions }, hint),
    );
    return undefined;
  }
  const migrated = migrateProps(raw);
  if (migrated.changes.length > 0) warnings.push(blockMigratedWarning(where(), String(raw.type), migrated.changes));
  const parsed = validateInContext(schema, migrated.props, context);
  if (!parsed.success) {
    appendAll(errors, issuesToErrors(parsed.error.issues, { source, schema, base: path }));
    return undefined;
  }
  return parsed.data;
}
