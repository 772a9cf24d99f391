import os from "node:os";
import { collectGarbage } from "./collect-garbage";
import { startEngineThread } from "./engine-thread";
import { threadId } from "node:worker_threads";
import type { PageData } from "../../../schema/page";
import { createPageRenderer, type RendererSetup } from "../render/render-site-page";
import { writeSealed } from "../output/sealed-file";
import { createCardDrawer, type CardDrawing, type DrawCard } from "../social-card/card-drawer";
import { writeCard } from "./page-cards";
import { silentProgress, type WorkProgress } from "../work-progress";

/**
 * Up to this much work, in pages, making it in this thread is faster: a worker thread takes about
 * 0.25 s to start and load the server build, and more to open the card font and draw each theme's
 * background, where a page takes about 2 ms (measured on 2 cores; docs/scale.md). This project's site,
 * 147 pages and their cards (220 pages of work), took 0.87 s here and 1.51 s on two threads.
 */
export const inProcessUpTo = 250;

/** A social card costs about half what a page does to make (1.0–1.2 ms of processor time against 2.3). */
const cardInPages = 0.5;

/** The jobs' work, in pages. */
function workInPages(jobs: readonly PageJob[]): number {
  return jobs.reduce((pages, job) => pages + ("html" in job ? 1 : cardInPages), 0);
}

/** Jobs sent to a thread at a time: enough to keep message costs small, few enough to share out evenly. */
const batchSize = 20;

/**
 * Batches a thread holds beyond the one it renders. The build's own thread hands out the batches: a
 * thread that had to ask for each batch would sit idle while it waits for an answer, the longer when
 * the build's thread is busy (with another thread's answer, or anything else it does meanwhile).
 */
const batchesAhead = 2;

/**
 * The old generation of a thread's heap, in MB. A thread holds the renderer, the card drawer and a few
 * batches of pages, tens of MB; without a limit V8 sizes the heap from the machine's memory and lets
 * the pages' dead HTML pile up between collections: a clean 10,000-page build peaked at 1.6 GB, and at
 * 1.05 GB with this.
 */
const threadHeapMb = 256;

/** Hands out `jobs` a batch at a time, in order; undefined once all are handed out. */
function batches(jobs: readonly PageJob[]): () => PageJob[] | undefined {
  let at = 0;
  return () => (at < jobs.length ? jobs.slice(at, (at += batchSize)) : undefined);
}

/** The pages and cards of a batch of jobs, as progress counts them. */
function tally(jobs: readonly PageJob[]): Record<string, number> {
  const pages = jobs.filter((job) => "html" in job).length;
  return { pages, "social cards": jobs.length - pages };
}

/**
 * Runs every job on one worker thread, taking a batch at a time from `next` until none is left, and
 * tells `progress` of each batch made.
 */
function runWorker(setup: PageJobSetup, next: () => PageJob[], progress: WorkProgress): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = startEngineThread("prerender-worker", setup, { maxOldGenerationSizeMb: threadHeapMb });
    // The batches sent and not yet made, in order: a thread makes them in the order it is sent them.
    const inFlight: PageJob[][] = [];
    const finish = (error?: Error) => {
      void worker.terminate();
      if (error) reject(error);
      else resolve();
    };
    const send = () => {
      const jobs = next();
      if (jobs.length === 0) return;
      worker.postMessage(jobs);
      inFlight.push(jobs);
    };
    worker.on("message", (message: { ready?: true; done?: number; error?: string }) => {
      if (message.error !== undefined) return finish(new Error(`prerender thread: ${message.error}`));
      if (message.ready) for (let batch = 0; batch <= batchesAhead; batch++) send();
      else {
        progress.done(tally(inFlight.shift() ?? []));
        send();
      }
      if (inFlight.length === 0) finish();
    });
    worker.on("error", (error: NodeJS.ErrnoException) =>
      finish(
        error.code === "ERR_WORKER_OUT_OF_MEMORY"
          ? new Error(`a prerender thread needed more than its ${threadHeapMb} MB of heap (render-pool.ts)`)
          : error,
      ),
    );
    worker.on("exit", (code) => {
      if (code !== 0) finish(new Error(`a prerender thread stopped with code ${code}`));
    });
  });
}

/**
 * Makes every job's file (a page's HTML, or its social card): across worker threads, one per core,
 * each loading the server build and opening the card font once; or in this thread when there is too
 * little work to pay for starting threads. `progress` is told of each batch made.
 */
export async function renderAll(
  setup: PageJobSetup,
  jobs: readonly PageJob[],
  threads = os.availableParallelism(),
  progress: WorkProgress = silentProgress,
): Promise<{ threads: number }> {
  if (jobs.length === 0) return { threads: 0 };
  const count = Math.min(threads, Math.ceil(jobs.length / batchSize));
  if (workInPages(jobs) <= inProcessUpTo || count < 2) {
    const make = createPageMaker(setup);
    const next = batches(jobs);
    for (let batch = next(); batch; batch = next()) {
      await make(batch);
      progress.done(tally(batch));
    }
    return { threads: 1 };
  }
  // This thread holds the site, among what validating it left behind (160 MB of the 290 MB heap of a
  // 10,000-page site). From here it mostly waits while the threads work, and V8 collects as a thread
  // allocates: the build kept that garbage for 20 s and more, most of the prerender, beside the
  // threads' heaps. Collected now, this thread's heap holds the site alone.
  collectGarbage();
  const pages = batches(jobs.filter((job) => "html" in job));
  const cards = batches(jobs.filter((job) => !("html" in job)));
  // Once a thread fails the build has failed: the others take no more pages.
  let failed = false;
  // The cards go to the first thread, before it turns to pages; the others render pages only. Two
  // threads drawing cards at once took no less time than one and 40 % more processor time, half of it
  // in the kernel: a build drawing 1,000 cards alone cost 2.8-3.2 s with one thread, 3.9-4.2 s with
  // two, each thread's cards contending with the other's within the process (docs/scale.md).
  const next = (drawsCards: boolean) => () => (failed ? [] : ((drawsCards ? cards() : undefined) ?? pages() ?? []));
  await Promise.all(
    Array.from({ length: count }, (_, index) =>
      runWorker(setup, next(index === 0), progress).catch((error: unknown) => {
        failed = true;
        throw error;
      }),
    ),
  );
  return { threads: count };
}

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
export type PageJob = { html: string; page: PageData } | { card: string; page: Pick<PageData, "title" | "palette"> };

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
