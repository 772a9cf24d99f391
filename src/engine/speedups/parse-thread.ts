import { engineThreadData } from "./engine-thread";
import { filesPerTake, isParseThreadStart, type ParsedBatch } from "./parsed-batch";
import { problemFreeFile } from "./problem-free-file";

/**
 * A thread that reads and parses page files while the engine's thread validates those parsed before.
 * It takes the next few files from the counter it shares with the engine's thread, reads and parses
 * them and sends their texts and data back, until none are left. A file with a problem is sent back
 * as null: the engine's thread reads and parses it again, to report it.
 */
const { files, port, next } = engineThreadData(isParseThreadStart);
const taken = new Int32Array(next);
for (
  let start = Atomics.add(taken, 0, filesPerTake);
  start < files.length;
  start = Atomics.add(taken, 0, filesPerTake)
) {
  const batch: ParsedBatch = { start, results: files.slice(start, start + filesPerTake).map(problemFreeFile) };
  port.postMessage(batch);
}
