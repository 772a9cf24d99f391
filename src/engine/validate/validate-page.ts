import { z } from "zod";
import type { Block, BlockProps, BlockSchemas } from "../../../schema/blocks";
import { lengthProblem } from "../../../schema/kit/length-limits";
import type { ValidationContext } from "../../../schema/kit/validation-context";
import { blockTypes, frameOf } from "../../../schema/blocks";
import { pageFields, type PageData } from "../../../schema/page";
import { appendAll } from "../errors/append-all";
import { nearest } from "../errors/did-you-mean";
import { siteError, type SiteError } from "../errors/catalogue";
import { isMapping } from "../read/is-mapping";
import { blockMigratedWarning, migrateProps } from "../migrate/migrate-block";
import { validateInContext } from "./validate-in-context";
import { describeValue, issuesToErrors } from "./zod-issues";
import { documentStart, positionOf, type YamlSource } from "../read/yaml-source";

/** The page's own keys; blocks are checked one by one for sharper messages. */
const pageDocument = z.strictObject({ ...pageFields, blocks: z.unknown() });

export type PageFields = z.output<typeof pageDocument>;

export interface PageInput {
  source: YamlSource;
  /** The document as plain data, read once per file. */
  raw: unknown;
  route: string;
  /** On a per-record page: the record this copy of the page is for. */
  record?: Readonly<Record<string, unknown>>;
}

export interface PageDefaults {
  lang: PageData["lang"];
  header: BlockProps<"header">;
  footer: BlockProps<"footer">;
}

/**
 * "{title} | Blog" with a record → "How we work | Blog"; an unknown field is an error, and so is a
 * field on a page that is not made once per record, where it would show as written. The text filled
 * in is held to the same limit on its length as the text written.
 */
function fillTemplate(text: string, input: PageInput, key: "title" | "description", errors: SiteError[]): string {
  const record = input.record;
  // Placing an error reads the file again, so only an error is placed.
  const where = () => ({ file: input.source.file, ...positionOf(input.source, [key]), path: key });
  if (!record) {
    const field = /\{([a-zA-Z]+)\}/.exec(text);
    if (field) {
      errors.push(
        siteError(
          "no-current-record",
          where(),
          `${field[0]} stands for a field of the record a page is made for, but this page is not made once per record`,
          "Write the text itself, or name the file [id].yaml with collection: <name> to make one page per record.",
        ),
      );
    }
    return text;
  }
  const filled = text.replace(/\{([a-zA-Z]+)\}/g, (whole, field: string) => {
    const value = record[field];
    if (typeof value === "string" || typeof value === "number") return String(value);
    const fields = Object.keys(record).filter(
      (name) => typeof record[name] === "string" || typeof record[name] === "number",
    );
    errors.push(
      siteError(
        "unknown-field",
        where(),
        `${whole}: the records have no text field "${field}"; they have ${fields.join(", ")}`,
      ),
    );
    return whole;
  });
  const tooLong = lengthProblem(
    key,
    filled,
    ` once the fields of the record with id ${String(record.id)} are filled in`,
  );
  if (tooLong) errors.push(siteError("too-long", where(), tooLong.message, tooLong.hint));
  return filled;
}

/** Checks one block: a mapping whose type names a block, and whose props that block's schema accepts. */
function validateBlock(
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
    errors.push(
      siteError("block-not-mapping", where(), `a block is a mapping starting with "type:", got ${describeValue(raw)}`),
    );
    return undefined;
  }
  if (raw.type === undefined) {
    errors.push(
      siteError(
        "missing-block-type",
        where(),
        'the block has no "type"',
        `Start the block with type: <block type>; the types are ${blockTypes.join(", ")}.`,
      ),
    );
    return undefined;
  }
  const schema = typeof raw.type === "string" ? blockSchemas.get(raw.type) : undefined;
  if (!schema) {
    const suggestions = typeof raw.type === "string" ? nearest(raw.type, blockTypes) : [];
    const nearestTypes = suggestions.length > 0 ? `; nearest known types: ${suggestions.join(", ")}` : "";
    const hint =
      suggestions.length > 0
        ? `Did you mean "${suggestions[0]}"?`
        : `Use one of the block types: ${blockTypes.join(", ")}.`;
    errors.push(
      siteError(
        "unknown-block-type",
        where(["type"]),
        `unknown block type ${describeValue(raw.type)}${nearestTypes}`,
        hint,
      ),
    );
    return undefined;
  }
  const migrated = migrateProps(raw);
  if (migrated.changes.length > 0) warnings.push(blockMigratedWarning(where(), raw.type as string, migrated.changes));
  const parsed = validateInContext(schema, migrated.props, context, path);
  if (!parsed.success) {
    appendAll(errors, issuesToErrors(parsed.error.issues, { source, schema, base: path }));
    return undefined;
  }
  return parsed.data;
}

/**
 * Validates a page document in its own context and returns it as the browser receives it, with the
 * site's header and footer around its blocks unless it has its own.
 */
export function validatePage(
  input: PageInput,
  blockSchemas: BlockSchemas,
  defaults: PageDefaults | undefined,
  context: ValidationContext,
): { page?: PageData; errors: SiteError[]; warnings: SiteError[] } {
  const { source, raw } = input;
  const errors: SiteError[] = [];
  /** Blocks written in an older shape: read in the current one, reported, and built. */
  const warnings: SiteError[] = [];
  if (raw === null || raw === undefined) {
    errors.push(siteError("empty-file", { file: source.file, ...documentStart(source) }, "the file is empty"));
    return { errors, warnings };
  }
  if (!isMapping(raw)) {
    errors.push(
      siteError(
        "not-a-mapping",
        { file: source.file, ...documentStart(source) },
        `a page is a mapping of title, description and blocks, got ${describeValue(raw)}`,
      ),
    );
    return { errors, warnings };
  }
  const fields = pageDocument.safeParse(raw, { reportInput: true });
  if (!fields.success)
    appendAll(errors, issuesToErrors(fields.error.issues, { source, schema: pageDocument, base: [] }));

  const rawBlocks = raw.blocks;
  const blocks: Block[] = [];
  if (rawBlocks === undefined) {
    errors.push(
      siteError(
        "missing-field",
        { file: source.file, ...documentStart(source) },
        'missing required field "blocks" (a list)',
        "Add blocks: followed by the page's blocks, one '- type: ...' item each.",
      ),
    );
  } else if (!Array.isArray(rawBlocks)) {
    errors.push(
      siteError(
        "blocks-not-list",
        { file: source.file, ...positionOf(source, ["blocks"]), path: "blocks" },
        `blocks must be a list of blocks, got ${describeValue(rawBlocks)}`,
      ),
    );
  } else if (Array.isArray(rawBlocks)) {
    rawBlocks.forEach((rawBlock, index) => {
      const block = validateBlock(rawBlock, index, input, blockSchemas, context, errors, warnings);
      if (block) blocks.push(block);
    });
  }
  if (!fields.success) return { errors, warnings };
  const { title, description, lang, theme, translations } = fields.data;
  const filledTitle = fillTemplate(title, input, "title", errors);
  const filledDescription = fillTemplate(description, input, "description", errors);
  if (errors.length > 0 || !defaults) return { errors, warnings };

  // The blocks whose definition says they frame the page: its own take the place of the site's.
  const hasHeader = blocks.some((block) => frameOf(block.type) === "top");
  const hasFooter = blocks.some((block) => frameOf(block.type) === "bottom");
  const pageLanguage = lang ?? defaults.lang;
  // The site's header and footer are written in the site's language: on a page in another, they say so.
  const frame = <Frame extends PageDefaults["header" | "footer"]>(block: Frame): Frame =>
    pageLanguage === defaults.lang ? block : { ...block, lang: defaults.lang };
  const page: PageData = {
    route: input.route,
    title: filledTitle,
    description: filledDescription,
    lang: pageLanguage,
    theme,
    translations,
    blocks: [...(hasHeader ? [] : [frame(defaults.header)]), ...blocks, ...(hasFooter ? [] : [frame(defaults.footer)])],
  };
  return { page, errors, warnings };
}
