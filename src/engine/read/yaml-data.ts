import { CORE_SCHEMA, load, type LoadOptions } from "js-yaml";
import { inputLimits } from "./input-limits";

/**
 * Reading a YAML file to plain data, with the fast parser that knows no positions. This module loads
 * nothing else, so that a thread that only parses (parse-thread.ts) starts in a few milliseconds;
 * reports with positions are yaml-source.ts's.
 */

/** The reading parser's options: the core schema (no dates, no merge keys), and a limit on nesting. */
const readOptions: LoadOptions & { maxDepth: number } = { schema: CORE_SCHEMA, maxDepth: inputLimits.nesting };

/** A file's data (YAML 1.2 core schema). Throws the parser's YAMLException on a syntax error or a duplicate key. */
export function readYamlData(file: string, text: string): unknown {
  return load(text, { ...readOptions, filename: file });
}

/** How much data a value holds once its aliases are expanded, and how deep. */
export interface Expansion {
  /** Characters of text and keys, and one for every other value. */
  size: number;
  /** Levels of lists and mappings inside the value. */
  height: number;
}

/**
 * The expansion of a value. The reading parser shares one object among an anchor's aliases, so each is
 * measured once; measuring stops past the limits, so a file that would expand to billions of values,
 * or nest thousands of aliases, stays cheap to check.
 */
function measure(value: unknown, depth: number, measured: Map<object, Expansion>): Expansion {
  if (typeof value === "string") return { size: value.length, height: 0 };
  if (typeof value !== "object" || value === null) return { size: 1, height: 0 };
  const known = measured.get(value);
  if (known) return known;
  if (depth > inputLimits.nesting) return { size: 1, height: Infinity };
  const total = { size: 1, height: 1 };
  for (const [key, item] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
    const inner = measure(item, depth + 1, measured);
    total.size += (typeof key === "string" ? key.length : 0) + inner.size;
    total.height = Math.max(total.height, inner.height + 1);
    if (total.size > inputLimits.expandedSize || total.height > inputLimits.nesting) break;
  }
  measured.set(value, total);
  return total;
}

/** A "*" where YAML reads an alias: at a value's start, not inside words or quoted text such as "Name*". */
const aliasToken = /(^|[\s[{,])\*[^\s,[\]{}]/m;

/**
 * How large and deep the data read from `text` is with its aliases expanded; undefined for a file with
 * no alias, whose data is as large as its text and whose nesting the parser has limited.
 */
export function aliasExpansion(text: string, data: unknown): Expansion | undefined {
  // Looking for a "*" first is far quicker than the pattern, and most files have none.
  return text.includes("*") && aliasToken.test(text) ? measure(data, 0, new Map()) : undefined;
}

export const pastLimits = ({ size, height }: Expansion): boolean =>
  size > inputLimits.expandedSize || height > inputLimits.nesting;

/**
 * A file's data when it reads without a problem; undefined when it has one (a syntax error, or aliases
 * that expand it past the limits), which parseYaml reports, with its place in the file.
 */
export function problemFreeData(file: string, text: string): { data: unknown } | undefined {
  let data: unknown;
  try {
    data = readYamlData(file, text);
  } catch {
    return undefined;
  }
  const expansion = aliasExpansion(text, data);
  return expansion && pastLimits(expansion) ? undefined : { data };
}

/** Whether a value read from YAML is a mapping: an object that is not a list. */
export function isMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
