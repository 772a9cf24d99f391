import type { ShellWords } from "../page/shell-word-keys";
import type { PageContextValue } from "../page/page-context";

/**
 * How the prerender marks an island in the HTML, and how the browser finds it again:
 *
 *   <bp-island data-type="faq" data-start="visible" data-component="/assets/faq.js" data-prefix="b3-">
 *     ...the block's prerendered HTML...
 *   </bp-island>
 *   <script type="application/json" data-island-props>{ ...the block's props... }</script>
 *
 * and once per page with islands, the context they share and the runtime that hydrates them:
 *
 *   <script type="application/json" id="islands">{ "runtime": "/assets/hydrate.js", "context": {...} }</script>
 *
 * bp-island is displayed as its contents (app.css), so wrapping a block changes no layout.
 */
export const islandTag = "bp-island";
export const islandPropsAttribute = "data-island-props";
export const islandsScriptId = "islands";

/**
 * The page context as the browser is sent it for the page's islands: each language with the shell's
 * words its islands read, and no others (render/render-page.tsx).
 */
export type IslandsContext = Omit<PageContextValue, "languages"> & {
  languages: Readonly<Record<string, { locale: string; words: Partial<ShellWords> }>>;
};

export interface IslandsData {
  /** URL of the module that hydrates islands (src/islands/hydrate.tsx). */
  runtime: string;
  context: IslandsContext;
}
