import { MessagePort } from "node:worker_threads";
import type { PageFile } from "../read/read-file";

/**
 * What the parse thread (parse-thread.ts) is started with: the page files to read and parse, in order;
 * the port it sends them on; and a counter shared with the engine's thread, from which each of the two
 * takes the next files.
 */
export interface ParseThreadStart {
  files: PageFile[];
  port: MessagePort;
  /** An Int32Array's buffer whose first element is the index of the first file nobody has taken. */
  next: SharedArrayBuffer;
}

const isObject = (value: unknown): value is object => typeof value === "object" && value !== null;

/** Whether a thread's start data has the shape of a ParseThreadStart. */
export function isParseThreadStart(value: unknown): value is ParseThreadStart {
  return (
    isObject(value) &&
    "files" in value &&
    Array.isArray(value.files) &&
    "port" in value &&
    value.port instanceof MessagePort &&
    "next" in value &&
    value.next instanceof SharedArrayBuffer
  );
}

/** How many files are taken at a time: few, so that neither thread waits long for the other. */
export const filesPerTake = 4;

/** A page file read and parsed without a problem: its text and its data. */
export interface ParsedFile {
  text: string;
  data: unknown;
}

/**
 * Files read and parsed by the parse thread, from the file at `start` on: each one's text and data, or
 * null when the file has a problem (it cannot be read, or parsed), for the engine's thread to report.
 */
export interface ParsedBatch {
  start: number;
  results: (ParsedFile | null)[];
}

/** Whether a message from the parse thread has the shape of a ParsedBatch. */
export function isParsedBatch(value: unknown): value is ParsedBatch {
  return (
    isObject(value) &&
    "start" in value &&
    typeof value.start === "number" &&
    "results" in value &&
    Array.isArray(value.results)
  );
}
