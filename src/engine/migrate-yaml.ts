import { isMap, isScalar, isSeq, parseDocument, type YAMLMap } from "yaml";
import type { PropEdit } from "../../schema/block-migration";
import { dueMigrations } from "./migrate-block";
import { positionAtOffset } from "./offset-position";

/** A page file after migration: its text, and one line per change made ("17:5 blocks[2] counters: ..."). */
export interface MigratedFile {
  text: string;
  changes: string[];
}

interface Splice {
  start: number;
  end: number;
  text: string;
}

/** A scalar as YAML writes it, in block and flow style alike: strings double-quoted, numbers and booleans plain. */
const scalarText = (value: string | number | boolean) =>
  typeof value === "string" ? JSON.stringify(value) : String(value);

/** Where an edit changes the text of one block's mapping: the key's name, the value, or both. */
function editSplices(block: YAMLMap, edit: PropEdit): Splice[] {
  const pair = block.items.find((item) => isScalar(item.key) && item.key.value === edit.key);
  if (!pair || !isScalar(pair.key) || !pair.key.range) return [];
  const splices: Splice[] = [];
  if (edit.renameTo !== undefined) {
    splices.push({ start: pair.key.range[0], end: pair.key.range[1], text: edit.renameTo });
  }
  if (edit.value !== undefined && isScalar(pair.value) && pair.value.range) {
    splices.push({ start: pair.value.range[0], end: pair.value.range[1], text: scalarText(edit.value) });
  }
  return splices;
}

/** One round: the first due migration of every block of the page, as splices of the text. */
function nextRound(text: string): { splices: Splice[]; changes: string[] } {
  const doc = parseDocument(text);
  const blocks = doc.errors.length === 0 ? doc.get("blocks", true) : undefined;
  if (!isSeq(blocks)) return { splices: [], changes: [] };
  const splices: Splice[] = [];
  const changes: string[] = [];
  blocks.items.forEach((block, index) => {
    if (!isMap(block)) return;
    const props = block.toJS(doc) as Record<string, unknown>;
    const [due] = dueMigrations(props);
    if (!due) return;
    splices.push(...due.edits.flatMap((edit) => editSplices(block, edit)));
    const { line, column } = positionAtOffset(text, block.range?.[0] ?? 0);
    changes.push(`${line}:${column} blocks[${index}] ${String(props.type)}: ${due.migration.change}`);
  });
  return { splices, changes };
}

/**
 * A page's YAML with every block in the current shape. The document is read with the yaml package's
 * Document API to find each edit's key and value nodes, and only their text is replaced, at their
 * places: comments, quotes, folded lines and flow lists elsewhere stay byte for byte. (Printing the
 * whole document again would re-wrap long text and re-space flow lists in most of the site's files.)
 * Migrations run in rounds, so a block several versions old takes each change in turn.
 */
export function migrateYaml(text: string): MigratedFile {
  let current = text;
  const changes: string[] = [];
  // Each round takes every block one version on; no block type has had this many changes.
  for (let rounds = 0; rounds < 100; rounds++) {
    const round = nextRound(current);
    if (round.changes.length === 0) return { text: current, changes };
    if (round.splices.length === 0) throw new Error(`a migration made no edit: ${round.changes.join("; ")}`);
    changes.push(...round.changes);
    current = [...round.splices]
      .sort((a, b) => b.start - a.start)
      .reduce((result, splice) => result.slice(0, splice.start) + splice.text + result.slice(splice.end), current);
  }
  throw new Error("the migrations do not come to an end: one recognises the shape it writes");
}
