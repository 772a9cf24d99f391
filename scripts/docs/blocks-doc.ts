import { blocks } from "../../schema/blocks";
import { collectionNames, collections } from "../../schema/collections";
import { iconNames } from "../../schema/icons";
import path from "node:path";
import { jsonSchemas } from "../../src/engine/validate/json-schemas";
import { editorFacts } from "../../src/engine/validate/editor-facts";
import { groupsOfBlocks } from "../../schema/block-groups";
import { blockExamples, examplesFile } from "../../src/engine/catalog/block-examples";
import { blockWordsSection } from "./block-words-doc";
import { collectionRecordsLink } from "./collections-doc";
import { exampleYaml } from "./example-yaml";
import { codeBlock, generatedNotice, plain, table } from "./markdown";
import { fieldRows, type FieldRow, type JsonSchema } from "./schema-fields";

function schemaFile(schemas: ReadonlyMap<string, string>, file: string): JsonSchema {
  const text = schemas.get(file);
  if (!text) throw new Error(`no generated schema named ${file}`);
  return JSON.parse(text) as JsonSchema;
}

/** A link field keeps the kit's description; the introduction says once what a link may be. */

function defaultCell(value: unknown): string {
  if (value === undefined) return "";
  return typeof value === "string" && value !== "" ? `\`${value}\`` : `\`${JSON.stringify(value)}\``;
}

/** The collection a `from` field names, whose records the field beside it takes by id. */
const referencedCollection = (row: FieldRow) =>
  row.name.endsWith("from") ? collectionNames.find((name) => row.type === `\`${name}\``) : undefined;

function descriptionCell(row: FieldRow): string {
  if (row.type === "link") return "Where the link goes.";
  const collection = referencedCollection(row);
  const records = collection
    ? ` Its records and their ids: [collections.md](${collectionRecordsLink(collection)}).`
    : "";
  return plain(row.description) + records;
}

function requiredCell(row: FieldRow): string {
  if (!row.required) return "";
  return row.orInstead ? `yes, or ${row.orInstead.map((name) => `\`${name}\``).join(" or ")} instead` : "yes";
}

function propsTable(rows: readonly FieldRow[]): string {
  return table(
    ["field", "type", "required", "default", "description"],
    rows.map((row) => [`\`${row.name}\``, row.type, requiredCell(row), defaultCell(row.default), descriptionCell(row)]),
  );
}

/** The JSON Schema of each block type, as the page's list of blocks declares it. */
function blockSchemas(page: JsonSchema): Map<string, JsonSchema> {
  const list = page.properties?.blocks?.items;
  const options = list && !Array.isArray(list) ? (list.oneOf ?? []) : [];
  return new Map(options.map((option) => [String(option.properties?.type?.const), option]));
}

function blockSection(type: string, schema: JsonSchema): string {
  const examples = blockExamples(type);
  const more = examples.length > 1 ? ` (the first of ${examples.length} in \`${examplesFile(type)}\`)` : "";
  return [
    `### ${type}`,
    plain(schema.description ?? ""),
    `Rendered: \`/_catalog#${type}\` on the running site. Pictures: [1280 px wide](catalog/${type}-1280.png), [390 px wide](catalog/${type}-390.png).`,
    propsTable(fieldRows(schema)),
    `Example${more}:`,
    codeBlock("yaml", exampleYaml({ blocks: [examples[0]] })),
  ].join("\n\n");
}

const intro = `# Blocks

Every page is a YAML file under \`pages/\` with a \`title\`, a \`description\` and a list of \`blocks\`.
Each block starts with \`type:\` and takes the fields listed under its name below. This file is generated
from the schemas, so it lists every block type and every field there is.

How to read the tables:

- \`items[].question\` is the field \`question\` of each item of the list \`items\`; \`aside.heading\` is
  the field \`heading\` inside the mapping \`aside\`.
- **required** means the mapping that holds the field needs it: \`aside.heading\` is required only when
  there is an \`aside\`. A field with a **default** takes that value when left out; a default that is a
  word is said in the language of the page, or of the block where it names its own: see
  [Words blocks say](#words-blocks-say).
- An **image path** names a file in \`public/\`: pick one in [images.md](images.md). An **icon name** is
  one of the [icons](#icons).
- A **link** leads to a page of the site (\`/contact/contact-v2\`), a section of a page (\`#plans\` on the
  same page, \`/#plans\` on another: the \`id\` a block of that page declares), a web address
  (\`https://...\`), \`mailto:\`, \`tel:\`, or \`{app}/login\` for a host named in \`content/site.yaml\`.
- \`/_catalog\` on the running site (\`npm start\`) shows every block rendered from its examples.
- When \`npm run validate\` reports a problem, [errors.md](errors.md) explains each error code.`;

/** docs/blocks.md: the page's and the site's fields, every block type by group, the collections' records and the icons. */
export async function blocksDoc(): Promise<string> {
  // The project's own site: the languages its pages may name are those its site.yaml lists.
  const files = jsonSchemas(await editorFacts(path.resolve(import.meta.dirname, "../..")));
  const page = schemaFile(files, "page.schema.json");
  const site = schemaFile(files, "site.schema.json");
  const schemas = blockSchemas(page);
  // Grouped as the catalog groups them, by the group each block's definition names.
  const groups = groupsOfBlocks(blocks).filter((group) => group.blocks.length > 0);
  const contents = groups.map(
    (group) => `- **${group.title}**: ${group.blocks.map(({ type }) => `[${type}](#${type})`).join(", ")}`,
  );
  const groupSections = groups.map((group) => {
    const sections = group.blocks.map(({ type }) => {
      const schema = schemas.get(type);
      if (!schema) throw new Error(`page.schema.json has no block "${type}": run npm run schema`);
      return blockSection(type, schema);
    });
    return [`## ${group.title}`, group.description, ...sections].join("\n\n");
  });
  const collectionSections = collections.map((collection) => {
    const list = schemaFile(files, `${collection.name}.schema.json`).items;
    const record = list && !Array.isArray(list) ? list : {};
    return [
      `### ${collection.name}`,
      `\`content/${collection.name}.yaml\`: ${plain(collection.description)} One list item per record:`,
      propsTable(fieldRows(record)),
    ].join("\n\n");
  });
  return `${[
    generatedNotice("schema/ and src/blocks/*/examples.yaml"),
    intro,
    "## Contents",
    [
      ...contents,
      "- [The page](#the-page), [The site](#the-site), [Collections](#collections), [Words blocks say](#words-blocks-say), [Icons](#icons)",
    ].join("\n"),
    "## The page",
    "The fields of a page file, around its blocks:",
    propsTable(fieldRows(page).filter((row) => !row.name.startsWith("blocks[type="))),
    "## The site",
    "The fields of `content/site.yaml`, which every page shares; its default `header` and `footer` take the fields of the [header](#header) and [footer](#footer) blocks:",
    propsTable(fieldRows(site).filter((row) => !/^(header|footer)\./.test(row.name))),
    ...groupSections,
    "## Collections",
    "Records that pages share, referenced from blocks by id: `{ from: blog, ids: [1, 2] }`. [collections.md](collections.md) lists every record with its id.",
    ...collectionSections,
    blockWordsSection(),
    "## Icons",
    "The names a field of type **icon name** takes:",
    iconNames.map((name) => `\`${name}\``).join(", "),
  ].join("\n\n")}\n`;
}
