import type { MessagePort } from "node:worker_threads";

/**
 * What the parse thread (parse-thread.ts) is started with: the page files to parse, in order; the port
 * it sends their data on; and a counter shared with the engine's thread, from which each of the two
 * takes the next files to parse.
 */
export interface ParseThreadStart {
  files: { file: string; text: string }[];
  port: MessagePort;
  /** An Int32Array's buffer whose first element is the index of the first file nobody has taken. */
  next: SharedArrayBuffer;
}

/** How many files are taken at a time: few, so that neither thread waits long for the other. */
export const filesPerTake = 4;

/**
 * Files parsed by the parse thread, from the file at `start` on: each one's data, or null when the
 * file has a problem, for the engine's thread to report.
 */
export interface ParsedBatch {
  start: number;
  results: ({ data: unknown } | null)[];
}
