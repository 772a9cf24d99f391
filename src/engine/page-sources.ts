import { MessageChannel, receiveMessageOnPort, type MessagePort } from "node:worker_threads";
import { startEngineThread } from "./engine-thread";
import type { SiteError } from "./errors";
import { filesPerTake, type ParsedBatch, type ParseThreadStart } from "./parsed-batch";
import { pageSource, type KnownData, type PageFile } from "./read-sources";
import { knownSource, type YamlSource } from "./yaml-source";
import { problemFreeData } from "./yaml-data";

/**
 * From how many page files to parse on, a thread helps parse them. Starting one costs this thread
 * about 10 ms; parsing costs about 0.15 ms a file.
 */
export const parseThreadFrom = 100;

/** A file's data, or null when it has a problem: pageSource parses it again, to report it. */
type Parsed = { data: unknown } | null;

/**
 * Parses `files` together with a parse thread (parse-thread.ts), and gives each file's data when it
 * is asked for, in order. Both threads take the next few files from a shared counter. Asked for a
 * file the thread has taken but not yet sent, this thread parses it itself rather than wait: so it
 * never waits for the thread, whether the thread is still starting, slower, or has failed.
 */
function parseTogether(files: ParseThreadStart["files"]): (index: number) => Parsed {
  const results: (Parsed | undefined)[] = [];
  const parseHere = (index: number): Parsed => {
    const file = files[index];
    return file ? (problemFreeData(file.file, file.text) ?? null) : null;
  };
  const next = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
  const taken = new Int32Array(next);
  const { port1: received, port2: port } = new MessageChannel();
  const start: ParseThreadStart = { files, port, next };
  // A thread that fails sends nothing more: what it took and did not send, this thread parses.
  startEngineThread("parse-thread", start, undefined, [port]).on("error", () => undefined);
  const receive = (port: MessagePort) => {
    for (let message = receiveMessageOnPort(port); message; message = receiveMessageOnPort(port)) {
      const batch: ParsedBatch = message.message;
      batch.results.forEach((result, offset) => (results[batch.start + offset] ??= result));
    }
  };
  return (index) => {
    receive(received);
    while (results[index] === undefined && Atomics.load(taken, 0) <= index) {
      const first = Atomics.add(taken, 0, filesPerTake);
      for (let own = first; own < Math.min(first + filesPerTake, files.length); own++) results[own] = parseHere(own);
    }
    const result = (results[index] ??= parseHere(index));
    if (index === files.length - 1) received.close();
    return result;
  };
}

/**
 * The page files as YAML sources, in their order: those whose data is `known` from an earlier run are
 * not parsed; on a site with many others to parse, a thread helps parse them, so that validating the
 * first pages and parsing the last ones overlap. The thread starts at once, not when the sources are
 * first asked for.
 */
export function readPageSources(
  files: readonly PageFile[],
  known: KnownData,
  threadFrom = parseThreadFrom,
): Iterable<{ source: YamlSource; errors: SiteError[] }> {
  const data = files.map(({ file, text }) => (text === undefined ? undefined : known(file, text)));
  const toParse = files.flatMap(({ file, text }, index) =>
    text !== undefined && data[index] === undefined ? [{ file, text }] : [],
  );
  const parsed = toParse.length >= threadFrom ? parseTogether(toParse) : undefined;
  return (function* () {
    let parsedIndex = 0;
    for (const [index, page] of files.entries()) {
      const { file, text } = page;
      if (!parsed || text === undefined || data[index] !== undefined) {
        yield pageSource(page, () => data[index]);
        continue;
      }
      const result = parsed(parsedIndex++);
      yield result ? { source: knownSource(file, text, result.data), errors: [] } : pageSource(page);
    }
  })();
}
