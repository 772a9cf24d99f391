import { MessageChannel, receiveMessageOnPort } from "node:worker_threads";
import { startEngineThread } from "./engine-thread";
import type { SiteError } from "../errors/site-error";
import { filesPerTake, isParsedBatch, type ParsedFile, type ParseThreadStart } from "./parsed-batch";
import { problemFreeFile } from "./problem-free-file";
import { pageSource } from "../read/read-site";
import { readPageFile, type PageFile, type ReadFile } from "../read/read-file";
import type { YamlSource } from "../read/yaml-source";

/**
 * From how many page files to parse on, a thread helps read and parse them. Starting one costs this
 * thread about 10 ms; reading and parsing cost about 0.2 ms a file.
 */
export const parseThreadFrom = 100;

/**
 * Reads and parses `files` together with a parse thread (parse-thread.ts), and gives each file's text
 * and data when it is asked for, in order. Both threads take the next few files from a shared
 * counter. Asked for a file the thread has taken but not yet sent, this thread parses it itself
 * rather than wait: so it never waits for the thread, whether the thread is still starting, slower,
 * or has failed.
 */
function parseTogether(files: PageFile[]): (index: number) => ParsedFile | null {
  // A file's result is let go once given (`given`). The thread's error listener keeps this closure
  // alive as long as the build runs: holding every result kept each page's text and parsed YAML
  // beside its validated data, more memory than the validated pages themselves.
  const given = false;
  const results: (ParsedFile | null | undefined | typeof given)[] = [];
  const parseHere = (index: number) => {
    const page = files[index];
    return page ? problemFreeFile(page) : null;
  };
  const next = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
  const taken = new Int32Array(next);
  const { port1: received, port2: port } = new MessageChannel();
  const start: ParseThreadStart = { files, port, next };
  // A thread that fails sends nothing more: what it took and did not send, this thread parses.
  startEngineThread("parse-thread", start, undefined, [port]).on("error", () => undefined);
  const receive = () => {
    for (let message = receiveMessageOnPort(received); message; message = receiveMessageOnPort(received)) {
      const batch: unknown = message.message;
      if (!isParsedBatch(batch)) continue;
      batch.results.forEach((result, offset) => (results[batch.start + offset] ??= result));
    }
  };
  return (index) => {
    receive();
    while (results[index] === undefined && Atomics.load(taken, 0) <= index) {
      const first = Atomics.add(taken, 0, filesPerTake);
      for (let own = first; own < Math.min(first + filesPerTake, files.length); own++) results[own] = parseHere(own);
    }
    const result = results[index] ?? parseHere(index);
    if (result === given) throw new Error(`page file ${index} was asked for twice`);
    results[index] = given;
    if (index === files.length - 1) received.close();
    return result;
  };
}

/** What is known of page files before they are parsed. */
export interface KnownFiles {
  /** A file's text, when it was read already (to compare it with its validation cache entry). */
  read: (file: string) => ReadFile | undefined;
  /** A file's data, when it is known from an earlier run: such a file is not parsed. */
  data: (file: string) => unknown;
}

/**
 * The page files as YAML sources, in their order: those whose data is known are not parsed; on a
 * site with many others, a thread helps read and parse them, so that validating the first pages and
 * parsing the last ones overlap. The thread starts at once, not when the sources are first asked for.
 */
export function readPageSources(
  files: readonly PageFile[],
  known: KnownFiles,
  threadFrom = parseThreadFrom,
): Iterable<{ source: YamlSource; errors: SiteError[] }> {
  const toParse = files.filter(({ file }) => known.data(file) === undefined);
  const parsed = toParse.length >= threadFrom ? parseTogether(toParse) : undefined;
  return (function* () {
    let parsedIndex = 0;
    for (const page of files) {
      const data = known.data(page.file);
      const fromThread = data === undefined && parsed ? parsed(parsedIndex++) : null;
      yield fromThread
        ? pageSource(page.file, { text: fromThread.text }, fromThread.data)
        : pageSource(page.file, known.read(page.file) ?? readPageFile(page), data);
    }
  })();
}
