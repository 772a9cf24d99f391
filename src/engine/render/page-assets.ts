import type { BlockType } from "../../../schema/blocks";
import type { PageAssets } from "./html-document";
import { withBase } from "../../routing/base-path";

/** Vite's build manifest: which output files each source module became. */
export type ViteManifest = Record<
  string,
  { file: string; imports?: string[]; css?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }
>;

/** The JS files a module needs, its own first, then what it imports, without repeats; and their CSS. */
function moduleFiles(manifest: ViteManifest, key: string): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || seen.has(name)) return;
    seen.add(name);
    js.push(chunk.file);
    css.push(...(chunk.css ?? []));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { js, css: [...new Set(css)] };
}

/** The browser entries of the client build, by source path: Vite's manifest keys. */
export const browserEntries = {
  shell: "src/shell/main.ts",
  styles: "src/styles/app.css",
  runtime: "src/islands/hydrate.tsx",
} as const;

/** Where the block registry's convention puts the module of a block type. */
export function blockModulePath(type: string): string {
  return `src/blocks/${type}/index.tsx`;
}

/** How a page reaches its code: the built files of the client build, or the sources in the dev server. */
export interface AssetSource {
  assets: (blockTypes: readonly BlockType[]) => PageAssets;
  componentUrl: (type: BlockType) => string;
}

/** The font files a stylesheet names: url(/assets/x.woff2), or under the base the client build was made for. */
export function fontUrls(css: string): string[] {
  return [...new Set([...css.matchAll(/url\((\/[^)"']+\.woff2)\)/g)].map((match) => match[1] ?? ""))];
}

export function entryFile(manifest: ViteManifest, key: string): string {
  const chunk = manifest[key];
  if (!chunk)
    throw new Error(
      `The client build has no ${key}: is it an input of the client build (src/engine/code/code-bundles.ts)?`,
    );
  return `/${chunk.file}`;
}

/**
 * Built files, under the folder the site is served under: the site's stylesheet, then the stylesheets
 * of the blocks a page shows (a slider's own CSS); the fonts the site's stylesheet names, to preload.
 */
export function builtAssets(manifest: ViteManifest, fonts: readonly string[], base: string): AssetSource {
  const url = (key: string) => withBase(base, entryFile(manifest, key));
  const siteCss = url(browserEntries.styles);
  const shell = url(browserEntries.shell);
  const runtime = url(browserEntries.runtime);
  // Looked up once per block type, not once per page: a build renders thousands of pages of a few dozen types.
  const blockCss = new Map<BlockType, string[]>();
  const cssOf = (type: BlockType) => {
    let css = blockCss.get(type);
    if (!css) blockCss.set(type, (css = moduleFiles(manifest, blockModulePath(type)).css));
    return css;
  };
  return {
    assets: (blockTypes) => ({
      stylesheets: [siteCss, ...new Set(blockTypes.flatMap(cssOf).map((file) => withBase(base, `/${file}`)))],
      shell,
      runtime,
      fonts: [...fonts],
    }),
    componentUrl: (type) => url(blockModulePath(type)),
  };
}

/** The dev server's: every module from its source, Vite transforming it on request. */
export function sourceAssets(devTags: string): AssetSource {
  return {
    assets: () => ({
      stylesheets: [`/${browserEntries.styles}`],
      shell: `/${browserEntries.shell}`,
      runtime: `/${browserEntries.runtime}`,
      devTags,
    }),
    componentUrl: (type) => `/${blockModulePath(type)}`,
  };
}
