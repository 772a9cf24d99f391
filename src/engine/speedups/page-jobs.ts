import { threadId } from "node:worker_threads";
import type { PageData } from "../../../schema/page";
import { createPageRenderer, type RendererSetup } from "../render/page-renderer";
import { writeSealed } from "../output/sealed-file";
import { createCardDrawer, type CardDrawing, type DrawCard } from "../social-card/card-drawer";
import { writeCard } from "../social-card/write-card";

/** What the files of a build's pages are made with; plain data, so it can be sent to a worker thread. */
export interface PageJobSetup {
  renderer: RendererSetup;
  cards: CardDrawing;
}

/** Whether a render thread's start data has the shape of a PageJobSetup. */
export function isPageJobSetup(value: unknown): value is PageJobSetup {
  const isObject = (part: unknown) => typeof part === "object" && part !== null;
  return (
    isObject(value) && "renderer" in value && isObject(value.renderer) && "cards" in value && isObject(value.cards)
  );
}

/**
 * A file of a page to make, named by its cache entry's path but for the hash of its bytes and its
 * extension (sealed-file.ts): the page's HTML, or its social card, drawn from what the card shows.
 * The HTML's folder exists.
 */
export type PageJob = { html: string; page: PageData } | { card: string; page: Pick<PageData, "title" | "theme"> };

/**
 * Returns what makes each job's file, in this thread. Each is written whole or not at all, even if the
 * build is killed meanwhile; synchronously: on a render thread nothing else waits, and a small file
 * costs less so than through the promise API. The server build is loaded, and the font opened,
 * on the first job that needs them: a thread given cards alone (the card cache was deleted) never
 * loads the renderer.
 */
export function createPageMaker(setup: PageJobSetup): (jobs: readonly PageJob[]) => Promise<void> {
  let render: Promise<(page: PageData) => string> | undefined;
  let draw: DrawCard | undefined;
  const unique = `${process.pid}-${threadId}`;
  return async (jobs) => {
    for (const job of jobs) {
      if ("html" in job)
        writeSealed(job.html, ".html", (await (render ??= createPageRenderer(setup.renderer)))(job.page), unique);
      else writeCard(job.card, await (draw ??= createCardDrawer(setup.cards))(job.page));
    }
  };
}
