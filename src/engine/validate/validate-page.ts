import { z } from "zod";
import { type Block, type BlockProps, type BlockSchemas, frameOf, blockTypes } from "../../../schema/blocks";
import type { BlockKit } from "../../../schema/kit/block-kit";
import { type ValidationContext, validateInContext } from "../../../schema/kit/validation-context";
import type { Language } from "../../../schema/language/site-language";
import { createPageFields, type PageData } from "../../../schema/page";
import { siteTheme } from "../../../schema/themes/site-themes";
import { describeValue } from "../errors/describe-value";
import { siteError, type SiteError, appendAll } from "../errors/site-error";
import { isMapping } from "../read/yaml-data";
import { documentStart, positionOf, type YamlSource } from "../read/yaml-source";
import { issuesToErrors } from "./issues/zod-issues";
import { lengthProblem } from "../../../schema/kit/length-limits";
import { nearest } from "../errors/did-you-mean";
import { blockMigratedWarning, migrateProps } from "../migrate/migrate-block";

/** The page's own keys, against the site's themes and languages; blocks are checked one by one for sharper messages. */
export const createPageDocument = (kit: BlockKit) => z.strictObject({ ...createPageFields(kit), blocks: z.unknown() });

export type PageDocument = ReturnType<typeof createPageDocument>;
export type PageFields = z.output<PageDocument>;

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

/** What every page is validated with: the schemas of the site's pages and blocks, and its defaults. */
export interface PageSetup {
  blockSchemas: BlockSchemas;
  /** The page's own keys, made once per site: its theme and languages are ones the site defines. */
  pageDocument: PageDocument;
  /** The site's language, header and footer; undefined when site.yaml did not validate. */
  defaults: PageDefaults | undefined;
}

/** The problems that keep a document from being a page at all: nothing in it, or no mapping. */
function documentProblem(source: YamlSource, raw: unknown): SiteError | undefined {
  // Placing an error parses the file again, with positions: only an error is placed.
  const where = () => ({ file: source.file, ...documentStart(source) });
  if (raw === null || raw === undefined) return siteError("empty-file", where(), {});
  if (!isMapping(raw)) return siteError("not-a-mapping", where(), { document: "page", got: describeValue(raw) });
  return undefined;
}

/**
 * The page's blocks, each checked on its own in the language it is written in (`lang`, the page's,
 * unless the block names its own); a missing or misshapen list is reported.
 */
function pageBlocks(
  input: PageInput,
  setup: PageSetup,
  context: ValidationContext,
  problems: { errors: SiteError[]; warnings: SiteError[] },
  lang: Language | undefined,
): Block[] {
  const { source } = input;
  const rawBlocks = isMapping(input.raw) ? input.raw.blocks : undefined;
  if (rawBlocks === undefined) {
    const where = { file: source.file, ...documentStart(source) };
    const hint = "Add blocks: followed by the page's blocks, one '- type: ...' item each.";
    problems.errors.push(siteError("missing-field", where, { field: "blocks", expected: "a list" }, hint));
    return [];
  }
  if (!Array.isArray(rawBlocks)) {
    const where = { file: source.file, ...positionOf(source, ["blocks"]), path: "blocks" };
    problems.errors.push(siteError("blocks-not-list", where, { got: describeValue(rawBlocks) }));
    return [];
  }
  const blocks: Block[] = [];
  rawBlocks.forEach((rawBlock: unknown, index) => {
    const block = validateBlock(rawBlock, index, input, setup.blockSchemas, context, problems, lang);
    if (block) blocks.push(block);
  });
  return blocks;
}

/**
 * The site's header and footer around a page's blocks, unless it has its own. They are written in the
 * site's language: on a page in another, they say so.
 */
function framed(blocks: Block[], pageLanguage: PageData["lang"], defaults: PageDefaults): Block[] {
  const frame = <Frame extends PageDefaults["header" | "footer"]>(block: Frame): Frame =>
    pageLanguage === defaults.lang ? block : { ...block, lang: defaults.lang };
  // The blocks whose definition says they frame the page: its own take the place of the site's.
  const hasHeader = blocks.some((block) => frameOf(block.type) === "top");
  const hasFooter = blocks.some((block) => frameOf(block.type) === "bottom");
  return [...(hasHeader ? [] : [frame(defaults.header)]), ...blocks, ...(hasFooter ? [] : [frame(defaults.footer)])];
}

/**
 * Validates a page document in its own context and returns it as the browser receives it, with the
 * site's header and footer around its blocks unless it has its own.
 */
export function validatePage(
  input: PageInput,
  setup: PageSetup,
  context: ValidationContext,
): { page?: PageData; errors: SiteError[]; warnings: SiteError[] } {
  const { source, raw } = input;
  /** Warnings: blocks written in an older shape, read in the current one, reported, and built. */
  const problems: { errors: SiteError[]; warnings: SiteError[] } = { errors: [], warnings: [] };
  const unusable = documentProblem(source, raw);
  if (unusable) return { errors: [unusable], warnings: [] };
  const { pageDocument } = setup;
  const fields = pageDocument.safeParse(raw, { reportInput: true });
  if (!fields.success)
    appendAll(problems.errors, issuesToErrors(fields.error.issues, { source, schema: pageDocument, base: [] }));
  // The blocks' words are in the page's language: the site's while the page's own cannot be read, when no page is built.
  const written = (fields.success ? fields.data.lang : undefined) ?? setup.defaults?.lang;
  const blocks = pageBlocks(input, setup, context, problems, written);
  if (!fields.success) return problems;
  const { title, description, lang, theme, translations } = fields.data;
  const filledTitle = fillTemplate(title, input, "title", problems.errors);
  const filledDescription = fillTemplate(description, input, "description", problems.errors);
  const { defaults } = setup;
  // A theme without colours is one site.yaml could not define, or a site.yaml that could not be read:
  // reported there, and then the site has no defaults either.
  const look = siteTheme(context.themes, theme);
  if (problems.errors.length > 0 || !defaults || !look) return problems;
  const pageLanguage = lang ?? defaults.lang;
  const page: PageData = {
    route: input.route,
    title: filledTitle,
    description: filledDescription,
    lang: pageLanguage,
    theme,
    palette: look.palette,
    ...(look.radius ? { radius: look.radius } : {}),
    ...(look.font ? { font: look.font } : {}),
    translations,
    blocks: framed(blocks, pageLanguage, defaults),
  };
  return { page, ...problems };
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
          { field: field[0] },
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
    errors.push(siteError("unknown-field", where(), { written: whole, field, fields }));
    return whole;
  });
  const tooLong = lengthProblem(
    key,
    filled,
    ` once the fields of the record with id ${String(record.id)} are filled in`,
  );
  if (tooLong) errors.push(siteError("too-long", where(), tooLong.facts, tooLong.hint));
  return filled;
}

/**
 * Checks one block: a mapping whose type names a block, and whose props that block's schema accepts.
 * Its fields left out say their words in its own `lang`, or else in the page's.
 */
export function validateBlock(
  raw: unknown,
  index: number,
  input: PageInput,
  blockSchemas: BlockSchemas,
  context: ValidationContext,
  { errors, warnings }: { errors: SiteError[]; warnings: SiteError[] },
  pageLanguage: Language | undefined,
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
  const lang = typeof migrated.props.lang === "string" ? migrated.props.lang : pageLanguage;
  const parsed = validateInContext(schema, migrated.props, context, lang);
  if (!parsed.success) {
    appendAll(errors, issuesToErrors(parsed.error.issues, { source, schema, base: path }));
    return undefined;
  }
  return parsed.data;
}
