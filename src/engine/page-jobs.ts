import { renameSync, writeFileSync } from "node:fs";
import { threadId } from "node:worker_threads";
import type { PageData } from "../../schema/page";
import { createPageRenderer, type RendererSetup } from "./page-renderer";
import { createCardDrawer, type CardDrawing, type DrawCard } from "./social-card/card-drawer";
import { writeCard } from "./social-card/page-cards";

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
 * A file of a page to make, named by the file it goes to, whose folder exists: the page's HTML, or its
 * social card, drawn from what the card shows of the page.
 */
export type PageJob = { html: string; page: PageData } | { card: string; page: Pick<PageData, "title" | "theme"> };

/**
 * Writes a file so that it is either absent or whole, even if the build is killed while writing: a
 * cached page is trusted as it is. Written synchronously: on a render thread nothing else waits, and
 * a small file costs less so than through the promise API.
 */
function writeWhole(file: string, text: string, unique: string): void {
  const partial = `${file}.${unique}.part`;
  writeFileSync(partial, text);
  renameSync(partial, file);
}

/**
 * Returns what makes each job's file, in this thread. The server build is loaded, and the font opened,
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
        writeWhole(job.html, (await (render ??= createPageRenderer(setup.renderer)))(job.page), unique);
      else writeCard(job.card, await (draw ??= createCardDrawer(setup.cards))(job.page));
    }
  };
}
