import { isAlias, isMap, isNode, isPair, isScalar, isSeq, visit, type Alias, type Node } from "yaml";
import { siteError, type SiteError } from "../errors/site-error";
import { inputLimits } from "./input-limits";
import { positionAtOffset } from "./positions";
import { aliasExpansion, pastLimits } from "./yaml-data";
import type { YamlSource } from "./yaml-source";

/** Each anchor's node by name, so aliases resolve without searching the document each time. */
function anchoredNodes(source: YamlSource): Map<string, Node> {
  const anchors = new Map<string, Node>();
  visit(source.positioned().doc, (_, node) => {
    if (isNode(node) && node.anchor) anchors.set(node.anchor, node);
  });
  return anchors;
}

/** The size of an expansion (yaml-data.ts), on the positioned document, where each alias is a node with a place in the file. */
function nodeSize(node: unknown, anchors: Map<string, Node>, sizes: Map<unknown, number>, depth = 0): number {
  const known = sizes.get(node);
  if (known !== undefined) return known;
  if (depth > inputLimits.nesting) return 1;
  sizes.set(node, 0); // an alias inside its own anchor adds nothing
  let size = 1;
  if (isAlias(node)) size = nodeSize(anchors.get(node.source), anchors, sizes, depth + 1);
  else if (isScalar(node)) size = typeof node.value === "string" ? node.value.length : 1;
  else if (isMap(node) || isSeq(node)) {
    for (const item of node.items) {
      size += isPair(item)
        ? nodeSize(item.key, anchors, sizes, depth + 1) + nodeSize(item.value, anchors, sizes, depth + 1)
        : nodeSize(item, anchors, sizes, depth + 1);
    }
  }
  sizes.set(node, size);
  return size;
}

/** The alias at which the file's data, expanded in reading order, passes the limit. */
function aliasPastLimit(source: YamlSource): { alias: Alias; repeats: number; uses: number } | undefined {
  const anchors = anchoredNodes(source);
  const sizes = new Map<unknown, number>();
  const aliases: Alias[] = [];
  visit(source.positioned().doc, { Alias: (_, alias) => void aliases.push(alias) });
  let total = source.text.length;
  for (const alias of aliases) {
    const repeats = nodeSize(alias, anchors, sizes);
    total += repeats;
    if (total > inputLimits.expandedSize) {
      return { alias, repeats, uses: aliases.filter((other) => other.source === alias.source).length };
    }
  }
  return undefined;
}

/**
 * An error when the file's aliases (*name, repeating the part marked &name) would expand it beyond the
 * limits: a small file can stand for gigabytes of data, or thousands of levels, that validation would
 * then walk.
 */
export function aliasExpansionError(source: YamlSource, data: unknown): SiteError | undefined {
  const expansion = aliasExpansion(source.text, data);
  if (!expansion || !pastLimits(expansion)) return undefined;
  const firstAlias = /(^|[\s[{,])\*[^\s,\]}]/m.exec(source.text);
  if (expansion.height > inputLimits.nesting) {
    return siteError(
      "nesting-too-deep",
      {
        file: source.file,
        ...positionAtOffset(source.text, (firstAlias?.index ?? 0) + (firstAlias?.[1]?.length ?? 0)),
      },
      { limit: inputLimits.nesting, throughAliases: true },
    );
  }
  const blamed = aliasPastLimit(source);
  const offset = blamed?.alias.range?.[0] ?? 0;
  const detail = blamed
    ? `: *${blamed.alias.source} here repeats ${blamed.repeats.toLocaleString("en")} characters, and it is used ${blamed.uses.toLocaleString("en")} times`
    : "";
  return siteError(
    "alias-expansion",
    { file: source.file, ...positionAtOffset(source.text, offset) },
    { limit: inputLimits.expandedSize, detail },
  );
}
