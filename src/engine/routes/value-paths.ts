/**
 * Where a text stands in a document's data: each path at which a value is exactly that string, in the
 * order of the document. Links and section ids are noted as their fields check them, without their
 * place; a report about one finds its place here, and only a report needs it.
 */
export function pathsOfValue(data: unknown, value: string): PropertyKey[][] {
  const found: PropertyKey[][] = [];
  const visit = (node: unknown, path: PropertyKey[]) => {
    if (node === value) found.push(path);
    else if (Array.isArray(node)) node.forEach((item, index) => visit(item, [...path, index]));
    else if (typeof node === "object" && node !== null)
      for (const [key, item] of Object.entries(node)) visit(item, [...path, key]);
  };
  visit(data, []);
  return found;
}

/**
 * The place of each use of a value in a document, in turn: the n-th use gets the n-th place the value
 * stands, so two links with the same text are reported at their own lines. Each use is counted at
 * once and placed only when asked: most uses are never reported, and placing one walks the document.
 */
export function placesOfUses(data: () => unknown): (value: string) => () => readonly PropertyKey[] {
  const places = new Map<string, PropertyKey[][]>();
  const used = new Map<string, number>();
  return (value) => {
    const index = used.get(value) ?? 0;
    used.set(value, index + 1);
    return () => {
      let paths = places.get(value);
      if (!paths) places.set(value, (paths = pathsOfValue(data(), value)));
      return paths[Math.min(index, paths.length - 1)] ?? [];
    };
  };
}
