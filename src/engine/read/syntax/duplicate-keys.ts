import { isPair, isScalar, visit, type Document } from "yaml";

/** A key written again in a mapping that has it already: where, its text, and where it was first. */
export interface DuplicateKey {
  offset: number;
  name: string;
  firstOffset: number;
}

/**
 * Every key written twice in one mapping, found in one pass: each mapping's keys are kept by value
 * as they are met. (The `yaml` parser's own check compares each key with every key before it, which
 * takes minutes on a file of tens of thousands of keys.)
 */
export function duplicateKeys(doc: Document.Parsed): DuplicateKey[] {
  const found: DuplicateKey[] = [];
  visit(doc, {
    Map(_, map) {
      const firstOffsets = new Map<unknown, number>();
      for (const pair of map.items) {
        if (!isPair(pair) || !isScalar(pair.key) || !pair.key.range) continue;
        const start = pair.key.range[0];
        const firstOffset = firstOffsets.get(pair.key.value);
        if (firstOffset === undefined) firstOffsets.set(pair.key.value, start);
        else found.push({ offset: start, name: String(pair.key.value), firstOffset });
      }
    },
  });
  return found;
}
