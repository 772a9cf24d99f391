import { type CheckedDocument, placesIn, routeOf } from "../../src/engine/routes/link-check";
import { isMapping } from "../../src/engine/read/yaml-data";
import { formatPath, positionOf } from "../../src/engine/read/yaml-source";
import type { PageReference } from "../../src/studio/studio-api-types";

/**
 * Every link of the site that leads to one of `routes`, where it is written, from the links the
 * engine noted as it validated each document (pages, site.yaml's menus, footers and redirects, the
 * collections). A per-record page's link is named once, not once per record.
 */
export function linksTo(documents: readonly CheckedDocument[], routes: ReadonlySet<string>): PageReference[] {
  const found = new Map<string, PageReference>();
  for (const document of documents) {
    const placeOf = placesIn(document.source);
    for (const link of document.uses.links) {
      // Asked of every link, in order: the n-th use of a text is placed at its n-th place in the file.
      const place = placeOf(link.href);
      if (link.target.kind !== "path" || !routes.has(routeOf(link.target.path))) continue;
      const { file, line, path = "" } = place();
      const key = `${file}\n${path}`;
      if (!found.has(key)) found.set(key, { file, route: document.route, line, path, kind: "link" });
    }
  }
  return [...found.values()];
}

/** Every page that names one of `routes` as its translation (`translations: { es: /es/pricing }`). */
export function translationsNaming(
  documents: readonly CheckedDocument[],
  routes: ReadonlySet<string>,
): PageReference[] {
  const found = new Map<string, PageReference>();
  for (const { source, route } of documents) {
    const data = source.data;
    if (route === undefined || !isMapping(data) || !isMapping(data.translations)) continue;
    for (const [lang, named] of Object.entries(data.translations)) {
      const path = ["translations", lang];
      const key = `${source.file}\n${lang}`;
      if (typeof named !== "string" || !routes.has(named) || found.has(key)) continue;
      const { line } = positionOf(source, path);
      found.set(key, { file: source.file, route, line, path: formatPath(path), kind: "translation" });
    }
  }
  return [...found.values()];
}

/** The places as a sentence names them: "pages/index.yaml (/) line 12, blocks[0].action.href; ...". */
export function placesText(references: readonly PageReference[]): string {
  return references
    .map(({ file, route, line, path }) => `${file}${route === undefined ? "" : ` (${route})`} line ${line}, ${path}`)
    .join("; ");
}
