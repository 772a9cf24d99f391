import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isNode } from "yaml";
import { formatError, siteError, type SiteError } from "../errors/site-error";
import { isMapping } from "../read/yaml-data";
import { documentStart, nodeAt, parseYaml, positionOf, type YamlSource } from "../read/yaml-source";
import { describeValue } from "../errors/describe-value";

/** The project folder: the nearest above this module, as source or as a bundle, that holds package.json. */
function projectFolder(): string {
  let folder = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(folder, "package.json")) && path.dirname(folder) !== folder)
    folder = path.dirname(folder);
  return folder;
}

/** Where a block type's examples are, relative to the project: a list of blocks as a page writes them. */
export const examplesFile = (type: string) => `src/blocks/${type}/examples.yaml`;

export interface BlockExamples {
  /** The file as read, with the positions of its nodes. */
  source: YamlSource;
  /** Each example as written, in the file's order; none when the file has a problem. */
  examples: unknown[];
  errors: SiteError[];
}

/**
 * A block type's examples, read as the engine reads a page: a mistake is reported at its line and
 * column in the file. The file must be a list of at least one example.
 */
export function readExamples(type: string, appRoot = projectFolder()): BlockExamples {
  const file = examplesFile(type);
  const full = path.join(appRoot, file);
  if (!existsSync(full)) {
    const { source } = parseYaml(file, "");
    const error = siteError(
      "missing-file",
      { file, line: 1, column: 1 },
      {
        subject: `the ${type} block`,
        reason: "has no examples; the block catalog, the docs and new pages draw every block type from its examples",
      },
      `Write ${file}: a list of ${type} blocks as a page's blocks: list writes them, with at least one.`,
    );
    return { source, examples: [], errors: [error] };
  }
  const { source, errors } = parseYaml(file, readFileSync(full, "utf8"));
  if (errors.length > 0) return { source, examples: [], errors };
  if (!Array.isArray(source.data) || source.data.length === 0) {
    const where = { file, ...documentStart(source) };
    const got = describeValue(source.data);
    const reason = `the examples are a list of ${type} blocks with at least one, got ${got}`;
    const hint = `Write ${file} as a list, each item a ${type} block as a page's blocks: list writes it.`;
    return { source, examples: [], errors: [siteError("invalid-value", where, { reason }, hint)] };
  }
  return { source, examples: source.data, errors: [] };
}

/**
 * The text of the example at `index` as its file writes it, comments inside it included, moved to the
 * left margin: what a page's author copies into a page's blocks.
 */
export function exampleText(source: YamlSource, index: number): string {
  const node = nodeAt(source, [index]);
  if (!isNode(node) || !node.range) return "";
  const indent = " ".repeat(positionOf(source, [index]).column - 1);
  return source.text
    .slice(node.range[0], node.range[1])
    .split("\n")
    .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
    .join("\n");
}

/**
 * A block type's examples as plain data, for tests and scripts: each a mapping, as a page writes a
 * block. Throws with the report of a mistake in the file.
 */
export function blockExamples(type: string, appRoot?: string): Record<string, unknown>[] {
  const { examples, errors } = readExamples(type, appRoot);
  const notMapping = examples.findIndex((example) => !isMapping(example));
  if (notMapping !== -1) throw new Error(`${examplesFile(type)}: example ${notMapping + 1} is not a mapping`);
  if (errors.length > 0) throw new Error(errors.map((error) => formatError(error)).join("\n"));
  return examples.filter(isMapping);
}
