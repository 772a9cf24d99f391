import { isMap, isScalar, parseDocument } from "yaml";
import { scalarSplice, spliced } from "./yaml-rewrite";

/**
 * A page's text with each translation that named the route `from` naming `to`, changed in place in its
 * quoting; undefined when the page names no translation at `from`. Everything else stays byte for byte.
 */
export function retranslated(text: string, from: string, to: string): string | undefined {
  const doc = parseDocument(text);
  const translations = doc.errors.length === 0 ? doc.get("translations", true) : undefined;
  if (!isMap(translations)) return undefined;
  const splices = translations.items.flatMap((pair) =>
    isScalar(pair.value) && pair.value.value === from ? scalarSplice(pair.value, to) : [],
  );
  return splices.length === 0 ? undefined : spliced(text, splices);
}
