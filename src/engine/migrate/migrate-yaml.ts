import { isDeepStrictEqual } from "node:util";
import { isNode, parseDocument, type Document } from "yaml";
import type { SiteError } from "../errors/site-error";
import { isMapping } from "../read/yaml-data";
import { dueMigrations, migratedPageData } from "./migrate-block";
import { blockSplices, type Splice } from "./migrate-nodes";
import { positionAtOffset } from "../read/positions";
import type { ReadFile } from "../read/read-file";
import { parseYaml } from "../read/yaml-source";

/**
 * A page file after npx blockpress migrate --write: its text with one line per change made ("17:5 blocks[2]
 * counters: ..."), or left as it is, with the errors that keep it from being read, or with why a
 * change would not be safe (each "line:column blocks[i] type: not migrated: ...").
 */
export type MigratedFile = { text: string; changes: string[] } | { unreadable: SiteError[] } | { refused: string[] };

/** A change made to a block: where the block is ("8:5 blocks[0] counters:"), and what changed. */
interface BlockChange {
  index: number;
  where: string;
  change: string;
}

interface Round {
  splices: Splice[];
  changes: BlockChange[];
  refusals: string[];
}

const notMigrated = "not migrated:";
const byHand = "write the block in the current shape by hand";

/** One round: the first due migration of every block of the page, as splices of the text, or why one is refused. */
function nextRound(text: string, data: unknown): Round {
  const round: Round = { splices: [], changes: [], refusals: [] };
  const blocks: unknown[] = isMapping(data) && Array.isArray(data.blocks) ? data.blocks : [];
  // Positions are read only for a page with a block to migrate: most have none.
  let doc: Document.Parsed | undefined;
  blocks.forEach((props, index) => {
    if (!isMapping(props)) return;
    const [due] = dueMigrations(props);
    if (!due) return;
    doc ??= parseDocument(text);
    const located = blockSplices(doc, text, index, due.edits);
    const at = (offset: number) => {
      const { line, column } = positionAtOffset(text, offset);
      return `${line}:${column} blocks[${index}] ${String(props.type)}:`;
    };
    if ("refusal" in located) {
      round.refusals.push(`${at(located.refusal.offset)} ${notMigrated} ${located.refusal.reason}`);
    } else {
      round.splices.push(...located.splices);
      const block = doc.getIn(["blocks", index], true);
      round.changes.push({
        index,
        where: at(isNode(block) ? (block.range?.[0] ?? 0) : 0),
        change: due.migration.change,
      });
    }
  });
  return round;
}

const spliced = (text: string, splices: readonly Splice[]) =>
  [...splices]
    .sort((a, b) => b.start - a.start)
    .reduce((result, splice) => result.slice(0, splice.start) + splice.text + result.slice(splice.end), text);

/** Why a rewrite is not written when it reads back as other data than the migration in memory. */
function mismatch(changes: readonly BlockChange[], data: unknown, expected: unknown): string {
  const blocksOf = (page: unknown): unknown[] => (isMapping(page) && Array.isArray(page.blocks) ? page.blocks : []);
  const [read, wanted] = [blocksOf(data), blocksOf(expected)];
  const differing = changes.find(({ index }) => !isDeepStrictEqual(read[index], wanted[index])) ?? changes[0];
  const { where, change } = differing ?? { where: "1:1", change: "" };
  return `${where} ${notMigrated} rewritten, this block would not read as the current shape (${change}); ${byHand}`;
}

/**
 * A page's YAML with every block in the current shape, or left as it is with the reason. The file is
 * read as validation reads it, and refused when validation refuses it. Each edit's key and value are
 * found with the yaml package's Document API and only their text is replaced, at their places:
 * comments, quotes, folded lines and flow lists elsewhere stay byte for byte. (Printing the whole
 * document again would re-wrap long text and re-space flow lists in most of the site's files.) A node
 * shared through an anchor or alias is not rewritten, and the new text is written only when it reads
 * back as exactly the data validation migrates in memory. Migrations run in rounds, so a block several
 * versions old takes each change in turn.
 */
export function migrateYaml(file: string, text: string): MigratedFile {
  const original = parseYaml(file, text);
  if (original.errors.length > 0) return { unreadable: original.errors };
  const expected = migratedPageData(original.source.data);
  let current = { text, data: original.source.data };
  const changes: BlockChange[] = [];
  // Each round takes every block one version on; no block type has had this many changes.
  for (let rounds = 0; rounds < 100; rounds++) {
    const round = nextRound(current.text, current.data);
    if (round.refusals.length > 0) return { refused: round.refusals };
    if (round.changes.length === 0) {
      if (!isDeepStrictEqual(current.data, expected)) return { refused: [mismatch(changes, current.data, expected)] };
      return { text: current.text, changes: changes.map(({ where, change }) => `${where} ${change}`) };
    }
    changes.push(...round.changes);
    const rewritten = spliced(current.text, round.splices);
    const reread = parseYaml(file, rewritten);
    const [error] = reread.errors;
    if (error) {
      const reason = `rewritten, the file would not read here: ${error.message}; ${byHand}`;
      return { refused: [`${error.line}:${error.column} ${notMigrated} ${reason}`] };
    }
    current = { text: rewritten, data: reread.source.data };
  }
  throw new Error("the migrations do not come to an end: one recognises the shape it writes");
}

/** A page file as npx blockpress migrate takes it: refused when reading it failed, as validation refuses it, else migrated. */
export function migratePageFile(file: string, read: ReadFile): MigratedFile {
  return "errors" in read ? { unreadable: read.errors } : migrateYaml(file, read.text);
}
