import { isAlias, isMap, isNode, isScalar, isSeq, visit, type Document, type Node } from "yaml";
import type { PropEdit } from "../../../schema/block-migration";
import { positionAtOffset } from "../read/positions";

/** Text to put in place of a part of the file. */
export interface Splice {
  start: number;
  end: number;
  text: string;
}

/** Why a change is not made, at the node that keeps it from being made safely. */
export interface Refusal {
  offset: number;
  reason: string;
}

/** A node on the way to an edit, and how a message names it. */
interface Step {
  node: unknown;
  subject: string;
}

/** A node the edit rewrites, and its new text. */
interface Rewrite extends Step {
  text: string;
}

const again = "then run npx blockpress migrate --write again";

/** A scalar as YAML reads it back: strings double-quoted, numbers and booleans plain, in block and flow style alike. */
function scalarText(value: string | number | boolean): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "boolean") return String(value);
  if (Number.isNaN(value)) return ".nan";
  if (!Number.isFinite(value)) return value > 0 ? ".inf" : "-.inf";
  return Object.is(value, -0) ? "-0.0" : String(value);
}

/** The lines with a *name in the document, in order. */
function aliasLines(doc: Document.Parsed, text: string, name: string): number[] {
  const lines = new Set<number>();
  visit(doc, {
    Alias: (_, alias) => {
      if (alias.source === name) lines.add(positionAtOffset(text, alias.range?.[0] ?? 0).line);
    },
  });
  return [...lines];
}

/** Why a node marked &name, or inside one, is not rewritten: each *name repeats it, and would change with it. */
function anchorReason(doc: Document.Parsed, text: string, anchored: Node, touched: Step): string {
  const name = anchored.anchor ?? "";
  const self = anchored === touched.node;
  const marked = `${touched.subject} ${self ? "is marked" : "is inside the part marked"} &${name}`;
  const uses = aliasLines(doc, text, name);
  if (uses.length === 0) return `${marked}; remove &${name} (no *${name} repeats it), ${again}`;
  const part = self ? "the value" : "the part";
  return `${marked}, which *${name} repeats on line ${uses.join(", ")}: a rewrite here would change it there too; write ${part} out in place of each *${name} and remove &${name}, ${again}`;
}

/**
 * Why rewriting the last of these steps could change more than the block's migration does: a node on
 * the way is an alias (*name) or carries an anchor (&name), or the rewritten node has a tag that would
 * apply to its new text too.
 */
function sharingRefusal(doc: Document.Parsed, text: string, steps: readonly Step[]): Refusal | undefined {
  const touched = steps.at(-1);
  if (!touched) return undefined;
  for (const { node, subject } of steps) {
    const offset = (isNode(node) || isAlias(node) ? node.range?.[0] : undefined) ?? 0;
    if (isAlias(node)) {
      const name = node.source;
      const reason = `${subject} is *${name}, which repeats the part marked &${name}; write that part out in place of *${name}, ${again}`;
      return { offset, reason };
    }
    if (isNode(node) && node.anchor) {
      // The anchor is written before its node, whose range starts after it.
      const marked = text.lastIndexOf(`&${node.anchor}`, offset);
      return { offset: marked === -1 ? offset : marked, reason: anchorReason(doc, text, node, touched) };
    }
    if (node === touched.node && isScalar(node) && node.tag) {
      const tag = node.tag.replace(/^tag:yaml\.org,2002:/, "!!");
      const reason = `${subject} has the tag ${tag}, which would apply to its new text too; remove the tag, ${again}`;
      return { offset, reason };
    }
  }
  return undefined;
}

/** A mapping's entry for a key, matched by name as the reading parser names keys, with its key node as written. */
function entry(doc: Document.Parsed, map: unknown, key: string): { keyNode: unknown; value: unknown } | undefined {
  if (!isMap(map)) return undefined;
  for (const pair of map.items) {
    const named = isAlias(pair.key) ? pair.key.resolve(doc) : pair.key;
    if (isScalar(named) && String(named.value) === key) return { keyNode: pair.key, value: pair.value };
  }
  return undefined;
}

/** The steps from the document down to the block at this index of blocks. */
function blockSteps(doc: Document.Parsed, index: number): Step[] {
  const blocks = entry(doc, doc.contents, "blocks")?.value;
  return [
    { node: doc.contents, subject: "the page" },
    { node: blocks, subject: "blocks" },
    { node: isSeq(blocks) ? blocks.items[index] : undefined, subject: "the block" },
  ];
}

/** The nodes an edit rewrites: its key when renamed, its value when given a new one. */
function rewrites(doc: Document.Parsed, block: unknown, edit: PropEdit): Rewrite[] {
  const found = entry(doc, block, edit.key);
  const key = edit.renameTo === undefined ? [] : [{ subject: `the key ${edit.key}`, text: edit.renameTo }];
  const value = edit.value === undefined ? [] : [{ subject: `the value of ${edit.key}`, text: scalarText(edit.value) }];
  return [
    ...key.map((rewrite) => ({ ...rewrite, node: found?.keyNode })),
    ...value.map((rewrite) => ({ ...rewrite, node: found?.value })),
  ];
}

/**
 * Where the edits of one block change the text of the file. A change is refused when a node it goes
 * through or rewrites is shared with other parts of the file, or is not one plain value.
 */
export function blockSplices(
  doc: Document.Parsed,
  text: string,
  index: number,
  edits: readonly PropEdit[],
): { splices: Splice[] } | { refusal: Refusal } {
  const steps = blockSteps(doc, index);
  const block = steps.at(-1)?.node;
  const splices: Splice[] = [];
  for (const rewrite of edits.flatMap((edit) => rewrites(doc, block, edit))) {
    const refusal = sharingRefusal(doc, text, [...steps, rewrite]);
    if (refusal) return { refusal };
    const range = isScalar(rewrite.node) ? rewrite.node.range : undefined;
    if (!range) {
      const offset = (isNode(block) ? block.range?.[0] : undefined) ?? 0;
      return { refusal: { offset, reason: `${rewrite.subject} is not one plain value; write the block by hand` } };
    }
    splices.push({ start: range[0], end: range[1], text: rewrite.text });
  }
  return { splices };
}
