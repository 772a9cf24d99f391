import { isDeepStrictEqual } from "node:util";
import {
  type Scalar,
  isMap,
  isNode,
  isScalar,
  isSeq,
  parse,
  parseDocument,
  stringify,
  type Node,
  type Pair,
} from "yaml";
import { exampleYaml } from "../docs/example-yaml";
import { isMapping } from "../../src/engine/read/yaml-data";

/** Text to put in place of a part of the file. */
export interface Splice {
  start: number;
  end: number;
  text: string;
}

/** The text with each splice made, the last first, so that the offsets of the others still hold. */
export const spliced = (text: string, splices: readonly Splice[]) =>
  [...splices]
    .sort((a, b) => b.start - a.start)
    .reduce((result, splice) => result.slice(0, splice.start) + splice.text + result.slice(splice.end), text);

export const lineStart = (text: string, offset: number) => text.lastIndexOf("\n", offset - 1) + 1;

/** Where the comment lines right above a line start, which belong to what that line holds; the line itself without any. */
function commentsAbove(text: string, start: number): number {
  let first = start;
  while (first > 0) {
    const above = lineStart(text, first - 1);
    if (!/^[ \t]*#/.test(text.slice(above, first))) break;
    first = above;
  }
  return first;
}

/** Where a node's text ends, its comment on the same line included, trailing blank lines not. */
export function contentEnd(text: string, node: Node): number {
  const end = node.range?.[2] ?? 0;
  return text.slice(0, end).replace(/\s+$/, "").length;
}

/** New text for a value, as a page's author writes it, its lines after the first indented to `indent`. */
function writtenValue(value: unknown, indent: number): string {
  return exampleYaml(value)
    .replace(/\n$/, "")
    .split("\n")
    .map((line, index) => (index === 0 || line === "" ? line : " ".repeat(indent) + line))
    .join("\n");
}

const isScalarValue = (value: unknown) => value === null || ["string", "number", "boolean"].includes(typeof value);

/** A scalar's new text in the quoting its old text used, where that quoting can hold it. */
export function scalarText(old: Scalar, value: unknown): string | undefined {
  const multiline = typeof value === "string" && value.includes("\n");
  if (old.type === "BLOCK_LITERAL" || old.type === "BLOCK_FOLDED" || multiline) {
    return typeof value === "string" ? JSON.stringify(value) : undefined;
  }
  const type = old.type === "QUOTE_SINGLE" || old.type === "QUOTE_DOUBLE" ? old.type : "PLAIN";
  const text = stringify(value, { defaultStringType: type, lineWidth: 0 }).replace(/\n$/, "");
  return text.includes("\n") ? JSON.stringify(value) : text;
}

/** A scalar's value written again in place, in its quoting; nothing when it holds that value already. */
export function scalarSplice(node: Scalar, value: string): Splice[] {
  const [start = 0, end = 0] = node.range ?? [];
  return node.value === value ? [] : [{ start, end, text: scalarText(node, value) ?? JSON.stringify(value) }];
}

const keyOf = (pair: Pair) => (isScalar(pair.key) ? String(pair.key.value) : undefined);

/**
 * The splices that make a node read as `wanted`, or undefined when the node cannot be changed in place
 * (another kind of value, a flow collection, an anchor other nodes share): its parent then writes the
 * whole key or item again.
 */
function nodeSplices(text: string, node: unknown, wanted: unknown): Splice[] | undefined {
  if (!isNode(node) || node.anchor !== undefined || !node.range) return undefined;
  if (isDeepStrictEqual(node.toJSON(), wanted)) return [];
  if (isScalar(node) && isScalarValue(wanted) && !node.tag) {
    const replacement = scalarText(node, wanted);
    return replacement === undefined ? undefined : [{ start: node.range[0], end: node.range[1], text: replacement }];
  }
  if (isMap(node) && !node.flow && isMapping(wanted) && node.items.length > 0)
    return mapSplices(text, node.items, wanted);
  if (isSeq(node) && !node.flow && Array.isArray(wanted) && node.items.length > 0 && wanted.length > 0) {
    return seqSplices(text, node.items, wanted);
  }
  return undefined;
}

/** Keys changed in place, removed with their lines, or added after the key before them in `wanted`'s order. */
function mapSplices(text: string, pairs: readonly Pair[], wanted: Record<string, unknown>): Splice[] | undefined {
  const keys = pairs.map(keyOf);
  const starts = pairs.map((pair) => (isNode(pair.key) ? (pair.key.range?.[0] ?? 0) : 0));
  const ends = pairs.map((pair) => {
    const last = isNode(pair.value) ? pair.value : pair.key;
    return isNode(last) ? contentEnd(text, last) : 0;
  });
  const [firstStart = 0] = starts;
  const indent = firstStart - lineStart(text, firstStart);
  const written = (key: string, value: unknown) => writtenValue({ [key]: value }, indent);
  const splices: Splice[] = [];
  for (const [index, pair] of pairs.entries()) {
    const key = keys[index];
    if (key === undefined) return undefined;
    const [start = 0, end = 0] = [starts[index], ends[index]];
    if (!(key in wanted)) {
      // The key's lines go with the line break before them; the first key keeps its place for the next.
      const next = starts[index + 1];
      splices.push(
        next === undefined ? { start: ends[index - 1] ?? start, end, text: "" } : { start, end: next, text: "" },
      );
      continue;
    }
    const inPlace = nodeSplices(text, pair.value, wanted[key]);
    splices.push(...(inPlace ?? [{ start, end, text: written(key, wanted[key]) }]));
  }
  const wantedKeys = Object.keys(wanted);
  for (const [position, key] of wantedKeys.entries()) {
    if (keys.includes(key)) continue;
    const before = wantedKeys.slice(0, position).findLast((earlier) => keys.includes(earlier));
    const at = before === undefined ? undefined : ends[keys.indexOf(before)];
    splices.push(
      at === undefined
        ? { start: firstStart, end: firstStart, text: `${written(key, wanted[key])}\n${" ".repeat(indent)}` }
        : { start: at, end: at, text: `\n${" ".repeat(indent)}${written(key, wanted[key])}` },
    );
  }
  return splices;
}

/**
 * Items changed in place when the list keeps its length and order; otherwise the list written again
 * from its items' own text (comments above an item move with it) and new items written out.
 */
function seqSplices(text: string, items: readonly unknown[], wanted: readonly unknown[]): Splice[] | undefined {
  const nodes = items.filter(isNode);
  if (nodes.length !== items.length || nodes.some((node) => !node.range)) return undefined;
  const values = nodes.map((node) => node.toJSON() as unknown);
  const dash = text.lastIndexOf("-", nodes[0]?.range?.[0] ?? 0);
  const dashColumn = dash - lineStart(text, dash);
  const newItem = (value: unknown) => `${" ".repeat(dashColumn)}- ${writtenValue(value, dashColumn + 2)}`;
  const moved = wanted.some((value, index) => {
    const found = values.findIndex((old) => isDeepStrictEqual(old, value));
    return found !== -1 && found !== index;
  });
  if (wanted.length === values.length && !moved) {
    const splices: Splice[] = [];
    for (const [index, node] of nodes.entries()) {
      const inPlace = nodeSplices(text, node, wanted[index]);
      const start = lineStart(text, node.range?.[0] ?? 0);
      splices.push(...(inPlace ?? [{ start, end: contentEnd(text, node), text: newItem(wanted[index]) }]));
    }
    return splices;
  }
  const ends = nodes.map((node) => contentEnd(text, node));
  const segments = ends.map((end, index) => {
    const start = index === 0 ? commentsAbove(text, lineStart(text, dash)) : (ends[index - 1] ?? 0) + 1;
    return text.slice(start, end).replace(/^(?:[ \t]*\n)+/, "");
  });
  const spaced = nodes.some(
    (node, index) => index > 0 && /\n[ \t]*\n/.test(text.slice(ends[index - 1], node.range?.[0])),
  );
  const unused = new Set(values.keys());
  const texts = wanted.map((value) => {
    const index = [...unused].find((candidate) => isDeepStrictEqual(values[candidate], value));
    if (index === undefined) return newItem(value);
    unused.delete(index);
    return segments[index] ?? newItem(value);
  });
  const start = commentsAbove(text, lineStart(text, dash));
  return [{ start, end: ends.at(-1) ?? start, text: texts.join(spaced ? "\n\n" : "\n") }];
}

/**
 * A YAML file's text rewritten to read as `wanted`, as a person would edit it: only the values that
 * changed are written again, in their own quoting, and comments, key order, quoting and blank lines
 * elsewhere stay byte for byte. New keys and items are written as `npx blockpress new` writes them.
 * Should the edit not read back as `wanted` (a shape the edit cannot reach in place), the whole
 * document is written out again under the file's first comment line.
 */
export function rewrittenYaml(text: string, wanted: unknown): string {
  const doc = parseDocument(text);
  const splices = doc.errors.length === 0 ? nodeSplices(text, doc.contents, wanted) : undefined;
  const rewritten = splices && spliced(text, splices);
  if (rewritten !== undefined && isDeepStrictEqual(parse(rewritten), wanted)) return rewritten;
  const [firstLine = ""] = text.split("\n");
  return `${firstLine.startsWith("#") ? `${firstLine}\n` : ""}${exampleYaml(wanted)}`;
}
