import { YAMLException } from "js-yaml";
import { readYamlData } from "../yaml-data";
import type { Located } from "./line-mistakes";
import { structureLines, type StructureLine } from "./structure-lines";

/**
 * Indentation mistakes: a key or a list dash moved a column or two from where its neighbours start.
 * The parsers notice such a line only as something they cannot read (or as a value with ": " in it),
 * so the lines are read here by their indentation alone, as a stack of open blocks, and the first
 * line that starts at none of their columns is compared with the block it sits beside.
 */

/** A mapping or a list that later lines may go on; columns are counted from 0. */
interface Block {
  kind: "map" | "seq";
  column: number;
  /** The line that opened it: for a list, its first item's. */
  line: number;
  /** A mapping whose first key is the one after a list item's dash. */
  afterDash: boolean;
  /** A mapping whose only key so far is the one after a list item's dash. */
  onlyKeyAfterDash: boolean;
}

/** A line that starts off its neighbours' column, and the column they start at. */
interface Misplaced {
  line: StructureLine;
  target: number;
  message: string;
  /** The lines below it moved with it (its siblings and what they hold), unless it moved alone. */
  withLinesBelow: boolean;
}

const kindOf = (line: StructureLine): Block["kind"] => (line.dashes.length > 0 ? "seq" : "map");
const indentOf = (line: StructureLine): number => line.dashes[0] ?? line.keyColumn ?? 0;

/** The blocks a line opens, after the one it goes on (a list item's dashes, then its key). */
function opened(line: StructureLine, continuing: Block | undefined): Block[] {
  const blocks: Block[] = line.dashes
    .filter((column) => column !== continuing?.column)
    .map((column) => ({ kind: "seq", column, line: line.index, afterDash: false, onlyKeyAfterDash: false }));
  if (line.keyColumn !== undefined && line.keyColumn !== continuing?.column) {
    const afterDash = line.dashes.length > 0;
    blocks.push({ kind: "map", column: line.keyColumn, line: line.index, afterDash, onlyKeyAfterDash: afterDash });
  }
  return blocks;
}

/** The nearest block of the line's kind within two columns of it; on a tie, the inner one. */
function nearestBlock(blocks: readonly Block[], line: StructureLine): Block | undefined {
  let nearest: Block | undefined;
  for (const block of blocks) {
    const distance = Math.abs(block.column - indentOf(line));
    if (block.kind !== kindOf(line) || distance === 0 || distance > 2) continue;
    if (!nearest || distance <= Math.abs(nearest.column - indentOf(line))) nearest = block;
  }
  return nearest;
}

/**
 * When a list's first item is what moved (its dash and key off by the same columns as the keys below
 * it are off, and the next item starts where this one would then start): that item's line.
 */
function movedFirstItem(
  lines: readonly StructureLine[],
  at: number,
  blocks: readonly Block[],
  map: Block,
): StructureLine | undefined {
  const list = blocks[blocks.indexOf(map) - 1];
  const item = lines.find((line) => line.index === map.line);
  if (!item || list?.kind !== "seq" || list.line !== map.line) return undefined;
  const indent = indentOf(lines[at] as StructureLine);
  const shifted = list.column + indent - map.column;
  // Past the item's own lines, which start where the misplaced one does (or further in).
  const next = lines.slice(at + 1).find((line) => indentOf(line) < indent);
  return next && next.dashes[0] === shifted ? item : undefined;
}

/** What is wrong with a misplaced line, told against the block it belongs beside. */
function misplaced(lines: readonly StructureLine[], at: number, blocks: readonly Block[]): Misplaced | undefined {
  const line = lines[at] as StructureLine;
  const block = nearestBlock(blocks, line);
  if (!block) return undefined;
  const column = indentOf(line) + 1;
  const target = block.column + 1;
  if (block.kind === "seq") {
    return {
      line,
      target: block.column,
      message: `this list item starts at column ${column}, but the items beside it start at column ${target}`,
      withLinesBelow: true,
    };
  }
  const item = block.onlyKeyAfterDash ? movedFirstItem(lines, at, blocks, block) : undefined;
  if (item) {
    const shift = indentOf(line) - block.column;
    const itemColumn = indentOf(item) + 1;
    return {
      line: item,
      target: indentOf(item) + shift,
      message: `this list item starts at column ${itemColumn}, but the items beside it start at column ${itemColumn + shift}`,
      withLinesBelow: false,
    };
  }
  const list = blocks[blocks.indexOf(block) - 1];
  const underDash = block.afterDash && list?.kind === "seq" && list.column === indentOf(line);
  const message = underDash
    ? `this line starts at column ${column}, under the dash of the list item on line ${block.line + 1}, but that item's keys start at column ${target}`
    : block.onlyKeyAfterDash
      ? `this line starts at column ${column}, but the first key of its list item, on line ${block.line + 1}, starts at column ${target}`
      : `this line starts at column ${column}, but the keys beside it start at column ${target}`;
  return { line, target: block.column, message, withLinesBelow: true };
}

/** The first line, in reading order, that starts at none of the columns the blocks around it allow. */
function firstMisplaced(lines: readonly StructureLine[]): Misplaced | undefined {
  const blocks: Block[] = [];
  // When the line above ends with a key or a dash alone: the column the next line may start past
  // (a list may also start at its key's own column). The first line starts the document.
  let openAt: number | undefined = -1;
  let openedByKey = false;
  for (const [at, line] of lines.entries()) {
    const indent = indentOf(line);
    const isChild =
      openAt !== undefined && (indent > openAt || (openedByKey && indent === openAt && line.dashes.length > 0));
    let continuing: Block | undefined;
    if (!isChild) {
      const sibling = blocks.findLastIndex((block) => block.column === indent && block.kind === kindOf(line));
      if (sibling === -1) return misplaced(lines, at, blocks);
      blocks.splice(sibling + 1);
      continuing = blocks[sibling];
      if (continuing?.kind === "map") continuing.onlyKeyAfterDash = false;
    }
    blocks.push(...opened(line, continuing));
    openAt = line.opens ? (line.keyColumn ?? line.dashes.at(-1)) : undefined;
    openedByKey = line.opens && line.keyColumn !== undefined;
  }
  return undefined;
}

/** The least column of the lines that go on with a line: its list item's keys, or what its key holds. */
function belowColumn(line: StructureLine): number | undefined {
  const column = line.keyColumn ?? line.dashes.at(-1) ?? 0;
  if (line.opens) return column + 1;
  return line.dashes.length > 0 ? line.keyColumn : undefined;
}

/**
 * The last line (from 0) that moved with the misplaced one: the lines after it that start at its
 * column, each with the lines that go on with it, when the first of those starts where expected.
 */
function lastMovedLine(text: string, lines: readonly StructureLine[], found: Misplaced): number {
  const first = lines.indexOf(found.line);
  const indent = indentOf(found.line);
  let last = first;
  let holder = found.line;
  let inside = false;
  while (found.withLinesBelow && last + 1 < lines.length) {
    const next = lines[last + 1] as StructureLine;
    const nextIndent = indentOf(next);
    const below = belowColumn(holder);
    if (nextIndent === indent && kindOf(next) === kindOf(found.line)) {
      holder = next;
      inside = false;
    } else if (
      below !== undefined &&
      (inside ? nextIndent >= below : nextIndent === below || (holder.opens && nextIndent > below))
    ) {
      inside = true;
    } else break;
    last += 1;
  }
  // Up to the next line that starts a key or an item: the text lines of the last value move too.
  const textLines = text.split("\n");
  let through = (lines[last + 1]?.index ?? textLines.length) - 1;
  while (through > (lines[last]?.index ?? 0) && (textLines[through] ?? "").trim() === "") through -= 1;
  return through;
}

/** The text with lines `first` to `last` (from 0) moved `shift` columns, to the left when negative. */
function moved(text: string, first: number, last: number, shift: number): string {
  return text
    .split("\n")
    .map((line, index) => {
      if (index < first || index > last || line.trim() === "") return line;
      const spaces = /^ */.exec(line)?.[0].length ?? 0;
      return shift > 0 ? " ".repeat(shift) + line : line.slice(Math.min(-shift, spaces));
    })
    .join("\n");
}

/** The line (from 0) at which the reading parser stops; undefined when it reads the whole text. */
function failingLine(text: string): number | undefined {
  try {
    readYamlData("", text);
    return undefined;
  } catch (failure) {
    return failure instanceof YAMLException ? (failure.mark?.line ?? 0) : 0;
  }
}

/**
 * The indentation mistake that stops the reading parser at line `failedAt` (counted from 0), if the
 * text shows one: a line a column or two off its neighbours, which once moved there lets the parser
 * read on past where it stopped.
 */
export function indentationMistake(text: string, failedAt: number): Located | undefined {
  const lines = structureLines(text);
  const found = lines && firstMisplaced(lines);
  if (!found) return undefined;
  const first = found.line.index;
  const last = lastMovedLine(text, lines, found);
  const shift = found.target - indentOf(found.line);
  const fixedFailure = failingLine(moved(text, first, last, shift));
  if (fixedFailure !== undefined && fixedFailure <= failedAt) return undefined;
  const spaces = `${Math.abs(shift)} ${shift > 0 ? "more" : "fewer"} space${Math.abs(shift) === 1 ? "" : "s"}`;
  const column = found.target + 1;
  return {
    offset: found.line.start + indentOf(found.line),
    message: found.message,
    hint:
      last === first
        ? `Indent line ${first + 1} by ${spaces}, so that it starts at column ${column}.`
        : `Indent lines ${first + 1} to ${last + 1} by ${spaces}, so that line ${first + 1} starts at column ${column}.`,
  };
}
