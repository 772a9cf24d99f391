import { engineThreadData } from "./engine-thread";
import { filesPerTake, type ParsedBatch, type ParseThreadStart } from "./parsed-batch";
import { problemFreeData } from "./yaml-data";

/**
 * A thread that parses page files while the engine's thread validates those parsed before. It takes
 * the next few files from the counter it shares with the engine's thread, parses them and sends their
 * data back, until none are left. A file with a problem is sent back as null: the engine's thread
 * parses it again, with positions, to report it.
 */
const { files, port, next } = engineThreadData<ParseThreadStart>();
const taken = new Int32Array(next);
for (
  let start = Atomics.add(taken, 0, filesPerTake);
  start < files.length;
  start = Atomics.add(taken, 0, filesPerTake)
) {
  const batch: ParsedBatch = {
    start,
    results: files.slice(start, start + filesPerTake).map(({ file, text }) => problemFreeData(file, text) ?? null),
  };
  port.postMessage(batch);
}
