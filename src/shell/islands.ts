import type { ComponentType } from "react";
import type * as IslandsRuntime from "../islands/hydrate";
import { islandPropsAttribute, islandsScriptId, islandTag, type IslandsData } from "../islands/island-markup";
import type { IslandStart } from "../islands/island-start";

type Runtime = typeof IslandsRuntime;

/** Islands start a little before they scroll into view, so they are live when the visitor gets there. */
const visibleMargin = "200px";

/** Keys never held for an island that is starting: the browser's own work for them must happen at once. */
const passedKeys = new Set(["Enter", " ", "Tab"]);

/** What counts as the visitor starting to use a block. */
const interactionEvents = ["pointerover", "pointerdown", "focusin", "touchstart"] as const;

/** Waits for the first paint and one more task, so no island ever delays what the visitor first sees. */
function afterFirstPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
}

function whenIdle(run: () => void): void {
  if ("requestIdleCallback" in window) requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 300);
}

/** A page that opened at a #section, or where the browser restored the reading position, has moved already. */
function onFirstScroll(run: () => void): void {
  if (window.scrollY > 0) run();
  else window.addEventListener("scroll", run, { once: true, passive: true });
}

/** An island is display: contents and has no box of its own: its children are what scrolls into view. */
function whenVisible(island: HTMLElement, run: () => void): void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: visibleMargin },
  );
  for (const child of island.children) observer.observe(child);
}

/** Where an element is under the island: the index of each element on the way down to it. */
function pathTo(island: Element, target: Element): number[] {
  const path: number[] = [];
  for (let node = target; node !== island && node.parentElement; node = node.parentElement)
    path.unshift([...node.parentElement.children].indexOf(node));
  return path;
}

/**
 * The element a held event was aimed at, once the island is live: itself, or, if starting the island
 * replaced it, the element now at the same place under the island.
 */
function sameTarget(island: Element, target: Element, path: readonly number[]): Element | undefined {
  if (target.isConnected) return target;
  let node: Element | undefined = island;
  for (const index of path) node = node?.children[index];
  return node?.tagName === target.tagName ? node : undefined;
}

/** A click with a modifier or another button is the browser's (a new tab, a new window): never held. */
const isBrowsersClick = (event: MouseEvent) =>
  event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;

/**
 * On first use: a pointer over the block, a press, focus or touch starts it, whatever its own rule. A
 * click or key that lands before the island is live is held and replayed on its target once it is,
 * so the first click or key press is never lost.
 */
function onFirstUse(island: HTMLElement, run: () => Promise<void>): void {
  for (const type of interactionEvents) island.addEventListener(type, run, { once: true, passive: true });
  const holdClick = (event: MouseEvent) => {
    if (island.dataset.state === "live" || isBrowsersClick(event)) return;
    event.preventDefault();
    event.stopPropagation();
    const target = event.target;
    if (!(target instanceof Element)) return;
    const path = pathTo(island, target);
    void run().then(() => {
      // The target may be an icon inside a button: a bubbling click reaches the button as a real one would.
      sameTarget(island, target, path)?.dispatchEvent(
        new MouseEvent("click", { bubbles: true, cancelable: true, composed: true }),
      );
    });
  };
  island.addEventListener("click", holdClick, { capture: true });
  // Keys such as the arrows of a tab list are held and replayed too. Enter and Space are left alone,
  // since on a button they make the click that is held above; so is Tab, which moves focus on through
  // the page (a replayed Tab moves nothing, and keyboard users would be stuck at the island's edge).
  const holdKey = (event: KeyboardEvent) => {
    if (island.dataset.state === "live" || passedKeys.has(event.key)) return;
    // A form control's keys do their own work (typing, moving between radios): never hold those.
    if (event.target instanceof Element && event.target.closest("input, select, textarea, [contenteditable]")) return;
    event.preventDefault();
    event.stopPropagation();
    const { target, key, code, shiftKey, altKey, ctrlKey, metaKey } = event;
    if (!(target instanceof Element)) return;
    const path = pathTo(island, target);
    void run().then(() => {
      const init = { key, code, shiftKey, altKey, ctrlKey, metaKey, bubbles: true, cancelable: true, composed: true };
      sameTarget(island, target, path)?.dispatchEvent(new KeyboardEvent("keydown", init));
    });
  };
  island.addEventListener("keydown", holdKey, { capture: true });
}

/**
 * Finds the islands the prerender marked and starts each when its rule says: the runtime (React) and
 * the block's own module load only then. A page without islands loads neither.
 */
export function startIslands(): void {
  const data = document.getElementById(islandsScriptId)?.textContent;
  if (!data) return;
  const { runtime, context } = JSON.parse(data) as IslandsData;
  let runtimeModule: Promise<Runtime> | undefined;
  const loadRuntime = () => (runtimeModule ??= import(/* @vite-ignore */ runtime) as Promise<Runtime>);

  const starting = new Map<HTMLElement, Promise<void>>();
  const start = (island: HTMLElement): Promise<void> => {
    const started = starting.get(island) ?? hydrateOne(island);
    starting.set(island, started);
    return started;
  };
  const hydrateOne = async (island: HTMLElement): Promise<void> => {
    island.dataset.state = "starting";
    const propsScript = island.nextElementSibling;
    const props = propsScript?.hasAttribute(islandPropsAttribute)
      ? (JSON.parse(propsScript.textContent) as object)
      : {};
    const hydrate = await loadRuntime();
    try {
      const block = (await import(/* @vite-ignore */ island.dataset.component ?? "")) as {
        default: ComponentType<object>;
      };
      await hydrate.hydrateIsland(island, block.default, props, context);
    } catch (error) {
      hydrate.showIslandError(island, error, context);
    }
    island.dataset.state = "live";
  };

  for (const island of document.querySelectorAll<HTMLElement>(islandTag)) {
    const run = () => start(island);
    onFirstUse(island, run);
    const when = island.dataset.start as IslandStart;
    if (when === "load") afterFirstPaint(run);
    else if (when === "idle") whenIdle(run);
    else if (when === "scroll") onFirstScroll(run);
    else if (when === "visible") whenVisible(island, run);
  }
}
