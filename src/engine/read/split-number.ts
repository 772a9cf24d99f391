import { isMap, isPair, isScalar } from "yaml";
import { nodeAt, type YamlSource } from "./yaml-source";

/** A number a comma split in two: `monthly: 19,99` inside { }, read as monthly: 19 and a key "99". */
export interface SplitNumber {
  /** Path of the value before the comma: [..., "price", "monthly"]. */
  path: PropertyKey[];
  written: string;
  meant: string;
}

/**
 * Whether the unknown key `key` of the mapping at `mapPath` is the decimals of the number before it.
 * In a mapping written in braces, a comma separates entries, so "19,99" becomes 19 and a key "99"
 * with no value, on the same line, right after the comma.
 */
export function splitNumberAt(
  source: YamlSource,
  mapPath: readonly PropertyKey[],
  key: string,
): SplitNumber | undefined {
  if (!/^\d+$/.test(key)) return undefined;
  const map = nodeAt(source, mapPath);
  if (!isMap(map) || !map.flow) return undefined;
  const index = map.items.findIndex((pair) => isScalar(pair.key) && String(pair.key.value) === key);
  const pair = map.items[index];
  const before = map.items[index - 1];
  if (!isPair(pair) || !isPair(before) || pair.value !== null || !isScalar(before.key) || !isScalar(before.value)) {
    return undefined;
  }
  const number = before.value;
  const numberEnd = number.range?.[1];
  const keyStart = isScalar(pair.key) ? pair.key.range?.[0] : undefined;
  if (typeof number.value !== "number" || numberEnd === undefined || keyStart === undefined) return undefined;
  if (!/^[ \t]*,[ \t]*$/.test(source.text.slice(numberEnd, keyStart))) return undefined;
  const written = source.text.slice(number.range?.[0], numberEnd);
  return { path: [...mapPath, String(before.key.value)], written: `${written},${key}`, meant: `${written}.${key}` };
}
