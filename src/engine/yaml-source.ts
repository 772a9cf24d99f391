import { CORE_SCHEMA, load } from "js-yaml";
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from "yaml";
import { siteError, type SiteError } from "./errors";

/** A YAML document with the position of every node, for reports. */
interface PositionedDocument {
  doc: Document.Parsed;
  lineCounter: LineCounter;
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

export interface Position {
  line: number;
  column: number;
}

function positioned(text: string): () => PositionedDocument {
  let parsed: PositionedDocument | undefined;
  return () => {
    if (!parsed) {
      const lineCounter = new LineCounter();
      parsed = { doc: parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false }), lineCounter };
    }
    return parsed;
  };
}

/** Syntax errors and duplicate keys, as the positioning parser reports them. */
function syntaxErrors(file: string, text: string, { doc, lineCounter }: PositionedDocument): SiteError[] {
  return doc.errors.map((problem) => {
    const firstLine = (problem.message.split("\n")[0] ?? problem.message).replace(/ at line \d+, column \d+:?$/, "");
    if (problem.code === "DUPLICATE_KEY") {
      const start = lineCounter.linePos(problem.pos[0]);
      return siteError(
        "duplicate-key",
        { file, line: start.line, column: start.col },
        "this key appears twice in the same mapping",
      );
    }
    // The parser notices a missing closing quote where the file ends; the quote that opened the text is the place to fix.
    const quote = problem.code === "MISSING_CHAR" ? /closing (["'])quote/.exec(firstLine)?.[1] : undefined;
    const opening = quote ? text.lastIndexOf(quote, problem.pos[0] - 1) : -1;
    if (quote && opening >= 0) {
      const start = lineCounter.linePos(opening);
      const message = `the text quoted with ${quote} here has no closing ${quote}`;
      return siteError("yaml-syntax", { file, line: start.line, column: start.col }, message);
    }
    const start = problem.linePos?.[0] ?? lineCounter.linePos(problem.pos[0]);
    return siteError("yaml-syntax", { file, line: start.line, column: start.col }, firstLine);
  });
}

/** Parses a file to data (YAML 1.2 core schema). Syntax errors and duplicate keys come back as site errors. */
export function parseYaml(file: string, text: string): { source: YamlSource; errors: SiteError[] } {
  const source: YamlSource = { file, text, data: undefined, readable: true, positioned: positioned(text) };
  try {
    source.data = load(text, { schema: CORE_SCHEMA, filename: file });
    return { source, errors: [] };
  } catch (failure) {
    source.readable = false;
    const errors = syntaxErrors(file, text, source.positioned());
    if (errors.length > 0) return { source, errors };
    // Only the fast parser objected: report its own words and place.
    const { reason, mark } = failure as { reason?: string; mark?: { line: number; column: number } };
    const where = { file, line: (mark?.line ?? 0) + 1, column: (mark?.column ?? 0) + 1 };
    return { source, errors: [siteError("yaml-syntax", where, reason ?? String(failure))] };
  }
}

function positionAt(source: YamlSource, offset: number): Position {
  const { line, col } = source.positioned().lineCounter.linePos(offset);
  return { line, column: col };
}

/** The start of the document's content, or 1:1 for an empty file. */
export function documentStart(source: YamlSource): Position {
  const range = source.positioned().doc.contents?.range;
  return range ? positionAt(source, range[0]) : { line: 1, column: 1 };
}

function childOf(node: unknown, key: PropertyKey): { node: unknown; keyNode?: Node } | undefined {
  if (isMap(node)) {
    const pair = node.items.find(
      (item) => isPair(item) && isScalar(item.key) && String(item.key.value) === String(key),
    );
    if (!pair) return undefined;
    return { node: pair.value, keyNode: isScalar(pair.key) ? pair.key : undefined };
  }
  if (isSeq(node) && typeof key === "number") {
    const item = node.items[key];
    return item === undefined ? undefined : { node: item };
  }
  return undefined;
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
    if (!scalarStart.has(before) || !scalarEnd.has(after)) continue;
    const lineStart = text.lastIndexOf("\n", index - 1) + 1;
    let line = 1;
    for (let at = text.indexOf("\n"); at !== -1 && at < lineStart; at = text.indexOf("\n", at + 1)) line++;
    return { line, column: index - lineStart + 1 };
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
