import { renderToString } from "react-dom/server";
import type { Block, BlockType } from "../../schema/blocks";
import type { IconName } from "../../schema/icons";
import type { PageData } from "../../schema/page";
import type { SiteMenu as SiteMenuData } from "../../schema/site";
import { blockModuleOf, browserPropsOf, frameTypes, islandStartOf } from "../blocks/registry";
import type { CatalogOutline } from "../catalog/catalog-outline";
import { IslandRoot } from "../islands/IslandRoot";
import { islandPropsAttribute, islandTag, type IslandsContext } from "../islands/island-markup";
import { FirstScreen } from "../page/first-screen";
import { PageContext, type PageContextValue } from "../page/page-context";
import { SiteMenu } from "../page/site-menu";
import { IconSprite, UsedIcons } from "../ui/icon-sprite";
import { BackToTop } from "./BackToTop";
import { catalogMain } from "./CatalogMain";
import { escapeHtml, jsonForScript } from "./escape-html";
import { shellWordKeys, type ShellWordKey } from "../page/shell-word-keys";
import type { PageLanguage } from "../page/page-languages";

export interface PageToRender {
  page: PageData;
  context: PageContextValue;
  /** The site's menu, for the header the prerender draws: no island receives it. */
  menu: SiteMenuData;
  /** Where the browser loads a block type's module from: a built chunk, or the source in the dev server. */
  componentUrl: (type: BlockType) => string;
}

export interface RenderedPage {
  /** The page's body: its blocks in the page frame, islands marked for the browser. */
  body: string;
  /** Block types drawn as islands, whose code the browser may load. */
  islandTypes: BlockType[];
  /** What the page's islands are sent of the page context: the shell's words they read, no others. */
  islandsContext: IslandsContext;
  /** The symbols of the icons the page draws, each once, for the document to write before its body. */
  iconSprite: string;
}

const wordKeys: ReadonlySet<string> = new Set(shellWordKeys);
const isWordKey = (key: string | symbol): key is ShellWordKey => typeof key === "string" && wordKeys.has(key);

/** A language's words, noting in `read` each one asked for. */
function noting(language: PageLanguage, read: Set<ShellWordKey>): PageLanguage {
  const words = new Proxy(language.words, {
    get(target, key, receiver) {
      if (isWordKey(key)) read.add(key);
      const value: unknown = Reflect.get(target, key, receiver);
      return value;
    },
  });
  return { ...language, words };
}

/**
 * The shell's words a page's islands read as the prerender draws them, and the context they are sent
 * in the browser with those words alone. A word is read as a block draws (its text, a label, the
 * words a sending form writes into its status for the shell), so what an island reads here is what
 * it reads as it hydrates. The page's language always keeps `blockFailed`: the screen an island that
 * fails shows in its place reads it, in the browser alone.
 */
export function islandWords(context: PageContextValue): {
  /** The context to draw islands in: it notes the words they read. */
  drawing: PageContextValue;
  /** The context the browser is sent for the page's islands, once they are drawn. */
  sent: () => IslandsContext;
} {
  const read = new Map<string, Set<ShellWordKey>>([[context.lang, new Set(["blockFailed"])]]);
  const readIn = (code: string) => read.get(code) ?? read.set(code, new Set()).get(code) ?? new Set();
  const languages = Object.fromEntries(
    Object.entries(context.languages).map(([code, language]) => [code, noting(language, readIn(code))]),
  );
  return {
    drawing: { ...context, languages },
    sent: () => ({
      ...context,
      languages: Object.fromEntries(
        Object.entries(context.languages).map(([code, { locale, words }]) => [
          code,
          { locale, words: Object.fromEntries([...readIn(code)].sort().map((key) => [key, words[key]])) },
        ]),
      ),
    }),
  };
}

/** How many content blocks open a page: a phone's first screen reaches at most into the second. */
const openingBlocks = 2;

/**
 * Draws one block. A static block is plain HTML. An island is wrapped for the browser, with the props
 * its code needs beside it, and told again whether it opens the page. Each block has its own id prefix, so ids React
 * makes (useId) never repeat on a page.
 */
function renderBlock(
  block: Block,
  index: number,
  opensPage: boolean,
  { context, menu, componentUrl }: PageToRender,
  page: { usedIcons: Set<IconName>; islandContext: PageContextValue },
) {
  const { usedIcons } = page;
  const { default: component } = blockModuleOf(block);
  const identifierPrefix = `b${index}-`;
  const start = islandStartOf(block);
  if (!start) {
    const Static = component;
    const html = renderToString(
      <UsedIcons value={usedIcons}>
        <PageContext value={context}>
          <SiteMenu value={menu}>
            <FirstScreen value={opensPage}>
              <Static {...block} />
            </FirstScreen>
          </SiteMenu>
        </PageContext>
      </UsedIcons>,
      { identifierPrefix },
    );
    return { html, island: false };
  }
  // The browser hydrates the island root alone: the collector around it draws nothing.
  const inner = renderToString(
    <UsedIcons value={usedIcons}>
      <IslandRoot component={component} props={block} context={page.islandContext} opensPage={opensPage} />
    </UsedIcons>,
    { identifierPrefix },
  );
  const attributes = [
    `data-type="${escapeHtml(block.type)}"`,
    `data-start="${start}"`,
    `data-component="${escapeHtml(componentUrl(block.type))}"`,
    `data-prefix="${identifierPrefix}"`,
    ...(opensPage ? ["data-opens-page"] : []),
  ].join(" ");
  const html =
    `<${islandTag} ${attributes}>${inner}</${islandTag}>` +
    `<script type="application/json" ${islandPropsAttribute}>${jsonForScript(browserPropsOf(block))}</script>`;
  return { html, island: true };
}

/** The back-to-top button's name, in the page's language: it is drawn outside every block. */
function backToTopLabel({ lang, languages }: PageContextValue): string {
  const language = languages[lang];
  if (!language) throw new Error(`the page carries no words for its language ${lang}`);
  return language.words.backToTop;
}

/** Every block of the page drawn, and the page's body around the HTML of its parts. */
function drawPage(
  input: PageToRender,
  opensPage: (index: number) => boolean,
  layout: (blocksHtml: readonly string[]) => string,
): RenderedPage {
  const usedIcons = new Set<IconName>();
  const words = islandWords(input.context);
  const rendered = input.page.blocks.map((block, index) => ({
    block,
    ...renderBlock(block, index, opensPage(index), input, { usedIcons, islandContext: words.drawing }),
  }));
  const body =
    `<div data-theme="${escapeHtml(input.page.theme)}" class="flex min-h-screen flex-col">` +
    layout(rendered.map((part) => part.html)) +
    renderToString(
      <UsedIcons value={usedIcons}>
        <BackToTop label={backToTopLabel(input.context)} />
      </UsedIcons>,
    ) +
    `</div>`;
  const islandTypes = [...new Set(rendered.filter((part) => part.island).map((part) => part.block.type))];
  const iconSprite = renderToString(<IconSprite names={[...usedIcons]} />);
  return { body, islandTypes, iconSprite, islandsContext: words.sent() };
}

/**
 * The generic renderer: a page is its blocks, top to bottom, each drawn by the component registered
 * for its type, inside the page frame (theme, main landmark, back-to-top button). The blocks whose
 * definition says they frame the page (header, footer) stay outside its main content.
 */
export function renderPage(input: PageToRender): RenderedPage {
  const { blocks } = input.page;
  const firstContent = blocks.findIndex((block) => !frameTypes.has(block.type));
  const lastContent = blocks.findLastIndex((block) => !frameTypes.has(block.type));
  const opensPage = (index: number) =>
    firstContent !== -1 && index >= firstContent && index < firstContent + openingBlocks;
  return drawPage(input, opensPage, (parts) => {
    const html = (from: number, to: number) => parts.slice(from, to).join("");
    return firstContent === -1
      ? html(0, blocks.length)
      : html(0, firstContent) +
          `<main id="main" class="flex-1">${html(firstContent, lastContent + 1)}</main>` +
          html(lastContent + 1, blocks.length);
  });
}

/**
 * The block catalog: its page's first block (the site's header) and last (the site's footer) frame
 * it; every block between is an example, laid out by the outline inside the one main landmark.
 */
export function renderCatalog(input: PageToRender & { outline: CatalogOutline }): RenderedPage {
  return drawPage(
    input,
    () => false,
    (parts) =>
      (parts[0] ?? "") +
      `<main id="main" class="flex-1">${catalogMain(input.outline, parts)}</main>` +
      (parts.at(-1) ?? ""),
  );
}
