import { renameSync, writeFileSync } from "node:fs";
import { threadId } from "node:worker_threads";
import type { PageData } from "../../schema/page";
import { createPageRenderer, type RendererSetup } from "./page-renderer";
import { createCardDrawer, type CardDrawing, type DrawCard } from "./social-card/card-drawer";
import { writeCard } from "./social-card/write-card";

/** What the files of a build's pages are made with; plain data, so it can be sent to a worker thread. */
export interface PageJobSetup {
  renderer: RendererSetup;
  cards: CardDrawing;
}

/**
 * The files one page needs made: its HTML, unless the page cache holds it, and its social card,
 * unless the card cache holds it. Each is named by the file it goes to, whose folder exists.
 */
export interface PageJob {
  page: PageData;
  html?: string;
  card?: string;
}

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
 * Returns what makes each job's files, in this thread. The server build is loaded, and the font opened,
 * on the first job that needs them: a thread given cards alone (the card cache was deleted) never
 * loads the renderer.
 */
export function createPageMaker(setup: PageJobSetup): (jobs: readonly PageJob[]) => Promise<void> {
  let render: Promise<(page: PageData) => string> | undefined;
  let draw: DrawCard | undefined;
  const unique = `${process.pid}-${threadId}`;
  return async (jobs) => {
    for (const { page, html, card } of jobs) {
      if (html !== undefined) writeWhole(html, (await (render ??= createPageRenderer(setup.renderer)))(page), unique);
      if (card !== undefined) writeCard(card, await (draw ??= createCardDrawer(setup.cards))(page));
    }
  };
}
