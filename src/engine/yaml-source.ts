import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from "yaml";
import { siteError, type SiteError } from "./errors";

/** A parsed YAML file that remembers where every node came from. */
export interface YamlSource {
  /** Path relative to the project root, with forward slashes. */
  file: string;
  doc: Document.Parsed;
  lineCounter: LineCounter;
}

export interface Position {
  line: number;
  column: number;
}

/** Parses a file keeping node positions. Syntax errors and duplicate keys come back as site errors. */
export function parseYaml(file: string, text: string): { source: YamlSource; errors: SiteError[] } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false });
  const source = { file, doc, lineCounter };
  const errors = doc.errors.map((problem) => {
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
      return siteError(
        "yaml-syntax",
        { file, line: start.line, column: start.col },
        `the text quoted with ${quote} here has no closing ${quote}`,
      );
    }
    const start = problem.linePos?.[0] ?? lineCounter.linePos(problem.pos[0]);
    return siteError("yaml-syntax", { file, line: start.line, column: start.col }, firstLine);
  });
  return { source, errors };
}

function positionAt(source: YamlSource, offset: number): Position {
  const { line, col } = source.lineCounter.linePos(offset);
  return { line, column: col };
}

/** The start of the document's content, or 1:1 for an empty file. */
export function documentStart(source: YamlSource): Position {
  const range = source.doc.contents?.range;
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
  let node: unknown = source.doc.contents;
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

/** Every place a scalar with this exact value appears, for reports on values whose path is not known. */
export function scalarPositions(source: YamlSource, value: string): Position[] {
  const found: Position[] = [];
  const visit = (node: unknown): void => {
    if (isScalar(node)) {
      if (node.value === value && node.range) found.push(positionAt(source, node.range[0]));
    } else if (isMap(node)) {
      for (const pair of node.items) visit(pair.value);
    } else if (isSeq(node)) {
      for (const item of node.items) visit(item);
    }
  };
  visit(source.doc.contents);
  return found;
}

/** "blocks[2].plans[0].price", the way a reader finds it in the file. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((segment, index) =>
      typeof segment === "number" ? `[${segment}]` : `${index === 0 ? "" : "."}${String(segment)}`,
    )
    .join("");
}
