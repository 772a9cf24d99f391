import { closingBracket } from "./text-lines";

/** A line that starts a key or a list item: what the indentation of a block is read from. */
export interface StructureLine {
  /** Counted from 0. */
  index: number;
  /** The offset of the line's first character. */
  start: number;
  /** Columns counted from 0: of each list dash at the line's start, then of its key (if it has one). */
  dashes: number[];
  keyColumn: number | undefined;
  /** The line ends with a key or a dash and nothing after it: the next line may be indented further. */
  opens: boolean;
}

const keyPattern = /^("(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^\s"'#[\]{}&*!|>%@`,?-][^#]*?|-\S[^#]*?)\s*:(?=\s|$)/;
/** What may follow a key that holds the lines below it: an anchor or a tag, and a comment. */
const onlyProperties = /^([&!]\S*\s*)*(#.*)?$/;

/** Whether a value, as written after its key or dash, goes on below: block text, quotes or brackets left open. */
function continuesBelow(written: string): boolean {
  if (/^[|>]/.test(written)) return true;
  if (written.startsWith('"')) return !/^"(?:[^"\\]|\\.)*"/.test(written);
  if (written.startsWith("'")) return !/^'(?:[^']|'')*'/.test(written);
  if (written.startsWith("[") || written.startsWith("{")) return closingBracket(written, 0) === -1;
  return false;
}

/**
 * One line read by its indentation: no `line` for a blank line, a comment or a line of text; undefined
 * when it holds what this reading does not follow (a tab, a document marker, a "?" key).
 */
function readLine(raw: string, start: number, index: number): { line?: StructureLine; continues: boolean } | undefined {
  const indent = /^ */.exec(raw)?.[0].length ?? 0;
  const content = raw.slice(indent);
  if (content === "" || content.startsWith("#")) return { continues: false };
  if (/^\t/.test(content) || /^(---|\.\.\.)(\s|$)|^%/.test(raw) || /^\?(\s|$)/.test(content)) {
    return undefined;
  }
  const dashes: number[] = [];
  let column = indent;
  for (let marker = /^-( +|$)/.exec(raw.slice(column)); marker; marker = /^-( +|$)/.exec(raw.slice(column))) {
    dashes.push(column);
    column += marker[0].length;
  }
  const rest = raw.slice(column);
  const key = keyPattern.exec(rest);
  if (dashes.length === 0 && !key) return { continues: false };
  const written = raw.slice(key ? column + key[0].length : column).trim();
  const line = { index, start, dashes, keyColumn: key ? column : undefined, opens: onlyProperties.test(written) };
  return { line, continues: continuesBelow(written) };
}

/**
 * The lines of a file that start keys and list items; lines of text inside a value (block text after
 * | or >, quotes and brackets open over several lines, plain text going on below its key) are left out. Undefined when the file uses what this reading does not follow: tabs,
 * several documents, or "?" keys.
 */
export function structureLines(text: string): StructureLine[] | undefined {
  const lines: StructureLine[] = [];
  // While a value above goes on over lines: the column its lines start past.
  let valueGoesOnPast: number | undefined;
  for (let index = 0, start = 0; start <= text.length; index++) {
    const newline = text.indexOf("\n", start);
    const end = newline === -1 ? text.length : newline;
    const raw = text.slice(start, end).replace(/\r$/, "");
    const indent = /^ */.exec(raw)?.[0].length ?? 0;
    // A "---" before the first key only marks where the one document starts.
    const skipped = raw.trim() === "" || (lines.length === 0 && /^---\s*$/.test(raw));
    if (!skipped && (valueGoesOnPast === undefined || indent <= valueGoesOnPast)) {
      const read = readLine(raw, start, index);
      if (!read) return undefined;
      valueGoesOnPast = read.line && read.continues ? (read.line.keyColumn ?? read.line.dashes.at(-1)) : undefined;
      if (read.line) lines.push(read.line);
    }
    start = end + 1;
  }
  return lines;
}
