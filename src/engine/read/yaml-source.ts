import {
  isAlias,
  isMap,
  isNode,
  isPair,
  isScalar,
  isSeq,
  parseDocument,
  visit,
  type Alias,
  type Document,
  type Node,
  type YAMLMap,
} from "yaml";
import { siteError, type SiteError } from "../errors/site-error";
import { inputLimits } from "./input-limits";
import { offsetPositions, positionAtOffset, type Position } from "./positions";
import { aliasExpansion, pastLimits, readYamlData } from "./yaml-data";
import { syntaxErrors } from "./syntax/syntax-errors";

/** A YAML document with the offset of every node, and the line and column of any offset, for reports. */
interface PositionedDocument {
  doc: Document.Parsed;
  positionAt: (offset: number) => Position;
}

/**
 * A YAML file: its text, its data, and (built on first need) the positions of its nodes. Most files
 * are valid and need no positions, so reading stays fast; a file with a problem is parsed a second
 * time, with positions, by the parser that reports them.
 */
export interface YamlSource {
  /** Path relative to the project root, with forward slashes. */
  file: string;
  text: string;
  /** The document as plain data; undefined when the file has a syntax error (or is empty). */
  data: unknown;
  /** False when the file could not be parsed. */
  readable: boolean;
  positioned: () => PositionedDocument;
}

function positioned(text: string): () => PositionedDocument {
  let parsed: PositionedDocument | undefined;
  return () => {
    if (!parsed) {
      // Duplicate keys are found apart (syntax/duplicate-keys.ts): the parser's check is quadratic.
      const doc = parseDocument(text, { uniqueKeys: false, prettyErrors: false });
      parsed = { doc, positionAt: offsetPositions(text) };
    }
    return parsed;
  };
}

/**
 * Parses a file to data (YAML 1.2 core schema). Syntax errors, duplicate keys, and aliases that would
 * expand the file beyond its limits come back as site errors, and leave the source unreadable.
 */
export function parseYaml(file: string, text: string): { source: YamlSource; errors: SiteError[] } {
  const source: YamlSource = { file, text, data: undefined, readable: false, positioned: positioned(text) };
  let data: unknown;
  try {
    data = readYamlData(file, text);
  } catch (failure) {
    return { source, errors: syntaxErrors(source, failure) };
  }
  const expansion = aliasExpansionError(source, data);
  if (expansion) return { source, errors: [expansion] };
  return { source: { ...source, data, readable: true }, errors: [] };
}

/**
 * A file whose data is read already, by the parse thread or in an earlier run (it validated before,
 * unchanged): positions are still read on demand.
 */
export function knownSource(file: string, text: string, data: unknown): YamlSource {
  return { file, text, data, readable: true, positioned: positioned(text) };
}

/** A source that could not be read at all (too large, not UTF-8): it has no text to show. */
export function unreadableSource(file: string): YamlSource {
  return { file, text: "", data: undefined, readable: false, positioned: positioned("") };
}

function positionAt(source: YamlSource, offset: number): Position {
  return source.positioned().positionAt(offset);
}

/** The start of the document's content, or 1:1 for an empty file. */
export function documentStart(source: YamlSource): Position {
  const range = source.positioned().doc.contents?.range;
  return range ? positionAt(source, range[0]) : { line: 1, column: 1 };
}

/** Each mapping's keys, to the index of the first pair that has it: made once per mapping. */
const keyIndexes = new WeakMap<YAMLMap, Map<string, number>>();

/**
 * The index of the first pair of a mapping whose key is `key`; -1 when none has it. Looked up rather
 * than searched, so that placing every key of a mapping of thousands of unknown keys stays linear.
 */
export function pairIndex(map: YAMLMap, key: string): number {
  let indexes = keyIndexes.get(map);
  if (!indexes) {
    const found = new Map<string, number>();
    map.items.forEach((item, index) => {
      const text = isPair(item) && isScalar(item.key) ? String(item.key.value) : undefined;
      if (text !== undefined && !found.has(text)) found.set(text, index);
    });
    keyIndexes.set(map, found);
    indexes = found;
  }
  return indexes.get(key) ?? -1;
}

function childOf(node: unknown, key: PropertyKey): { node: unknown; keyNode?: Node } | undefined {
  if (isMap(node)) {
    const pair = node.items[pairIndex(node, String(key))];
    if (!pair) return undefined;
    return { node: pair.value, keyNode: isScalar(pair.key) ? pair.key : undefined };
  }
  if (isSeq(node) && typeof key === "number") {
    const item = node.items[key];
    return item === undefined ? undefined : { node: item };
  }
  return undefined;
}

/** The node at a path inside the document, when the whole path exists. */
export function nodeAt(source: YamlSource, path: readonly PropertyKey[]): unknown {
  let node: unknown = source.positioned().doc.contents;
  for (const segment of path) {
    const child = childOf(node, segment);
    if (!child) return undefined;
    node = child.node;
  }
  return node;
}

/**
 * Where a path inside the document is. Walks as far as the path exists: a missing field is reported
 * at the mapping that lacks it; `key: true` points at a key itself, for unknown keys.
 */
export function positionOf(
  source: YamlSource,
  path: readonly PropertyKey[],
  options: { key?: boolean } = {},
): Position {
  let node: unknown = source.positioned().doc.contents;
  let keyNode: Node | undefined;
  for (const segment of path) {
    const child = childOf(node, segment);
    if (!child) break;
    node = child.node;
    keyNode = child.keyNode;
  }
  const target = options.key && keyNode ? keyNode : node;
  const range = (target as Node | null | undefined)?.range ?? keyNode?.range;
  return range ? positionAt(source, range[0]) : documentStart(source);
}

const scalarStart = new Set(["", " ", "\t", "\n", ":", "[", "{", ",", '"', "'"]);
const scalarEnd = new Set(["", " ", "\t", "\r", "\n", ",", "]", "}", '"', "'", "#"]);

/**
 * The first place a whole scalar with this text appears in the file, by line and column: for reports
 * on values whose path is known but whose file was read without positions (a link the link check
 * warns about). Searching the text keeps valid files from being parsed twice.
 */
export function textPosition(source: YamlSource, value: string): Position | undefined {
  const { text } = source;
  for (let index = text.indexOf(value); index !== -1; index = text.indexOf(value, index + 1)) {
    const before = text.charAt(index - 1);
    const after = text.charAt(index + value.length);
    if (scalarStart.has(before) && scalarEnd.has(after)) return positionAtOffset(text, index);
  }
  return undefined;
}

/** "blocks[2].plans[0].price", the way a reader finds it in the file. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((segment, index) =>
      typeof segment === "number" ? `[${segment}]` : `${index === 0 ? "" : "."}${String(segment)}`,
    )
    .join("");
}

/** Each anchor's node by name, so aliases resolve without searching the document each time. */
function anchoredNodes(source: YamlSource): Map<string, Node> {
  const anchors = new Map<string, Node>();
  visit(source.positioned().doc, (_, node) => {
    if (isNode(node) && node.anchor) anchors.set(node.anchor, node);
  });
  return anchors;
}

/** The size of an expansion (yaml-data.ts), on the positioned document, where each alias is a node with a place in the file. */
function nodeSize(node: unknown, anchors: Map<string, Node>, sizes: Map<unknown, number>, depth = 0): number {
  const known = sizes.get(node);
  if (known !== undefined) return known;
  if (depth > inputLimits.nesting) return 1;
  sizes.set(node, 0); // an alias inside its own anchor adds nothing
  let size = 1;
  if (isAlias(node)) size = nodeSize(anchors.get(node.source), anchors, sizes, depth + 1);
  else if (isScalar(node)) size = typeof node.value === "string" ? node.value.length : 1;
  else if (isMap(node) || isSeq(node)) {
    for (const item of node.items) {
      size += isPair(item)
        ? nodeSize(item.key, anchors, sizes, depth + 1) + nodeSize(item.value, anchors, sizes, depth + 1)
        : nodeSize(item, anchors, sizes, depth + 1);
    }
  }
  sizes.set(node, size);
  return size;
}

/** The alias at which the file's data, expanded in reading order, passes the limit. */
function aliasPastLimit(source: YamlSource): { alias: Alias; repeats: number; uses: number } | undefined {
  const anchors = anchoredNodes(source);
  const sizes = new Map<unknown, number>();
  const aliases: Alias[] = [];
  visit(source.positioned().doc, { Alias: (_, alias) => void aliases.push(alias) });
  let total = source.text.length;
  for (const alias of aliases) {
    const repeats = nodeSize(alias, anchors, sizes);
    total += repeats;
    if (total > inputLimits.expandedSize) {
      return { alias, repeats, uses: aliases.filter((other) => other.source === alias.source).length };
    }
  }
  return undefined;
}

/**
 * An error when the file's aliases (*name, repeating the part marked &name) would expand it beyond the
 * limits: a small file can stand for gigabytes of data, or thousands of levels, that validation would
 * then walk.
 */
function aliasExpansionError(source: YamlSource, data: unknown): SiteError | undefined {
  const expansion = aliasExpansion(source.text, data);
  if (!expansion || !pastLimits(expansion)) return undefined;
  const firstAlias = /(^|[\s[{,])\*[^\s,\]}]/m.exec(source.text);
  if (expansion.height > inputLimits.nesting) {
    return siteError(
      "nesting-too-deep",
      {
        file: source.file,
        ...positionAtOffset(source.text, (firstAlias?.index ?? 0) + (firstAlias?.[1]?.length ?? 0)),
      },
      { limit: inputLimits.nesting, throughAliases: true },
    );
  }
  const blamed = aliasPastLimit(source);
  const offset = blamed?.alias.range?.[0] ?? 0;
  const detail = blamed
    ? `: *${blamed.alias.source} here repeats ${blamed.repeats.toLocaleString("en")} characters, and it is used ${blamed.uses.toLocaleString("en")} times`
    : "";
  return siteError(
    "alias-expansion",
    { file: source.file, ...positionAtOffset(source.text, offset) },
    { limit: inputLimits.expandedSize, detail },
  );
}
