import { once } from "node:events";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { MessageChannel } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEngineThread } from "../../src/engine/speedups/engine-thread";
import { inputLimits } from "../../src/engine/read/input-limits";
import { collectGarbage } from "../../src/engine/speedups/collect-garbage";
import { readPageSources } from "../../src/engine/speedups/page-sources";
import type { ParsedBatch, ParseThreadStart } from "../../src/engine/speedups/parsed-batch";
import { problemFreeFile } from "../../src/engine/speedups/problem-free-file";
import type { PageFile } from "../../src/engine/read/read-file";

/** Page files of every kind the reader meets: plain, broken, hostile, unreadable, and values JSON could not carry. */
const kinds: ((index: number) => string | Uint8Array)[] = [
  (index) => `title: Page ${index}\ndescription: A page.\nblocks:\n  - type: banner\n    heading: Hello ${index}\n`,
  () => "title: [unclosed\nblocks: []\n",
  () => "title: One\ntitle: Two\nblocks: []\n",
  () =>
    `a: &a ["${"x".repeat(1000)}"]\n${Array.from({ length: 12 }, (_, level) => `l${level + 1}: &l${level + 1} [${`*${level === 0 ? "a" : `l${level}`},`.repeat(9)}]`).join("\n")}\n`,
  () => "title: Numbers\nvalues: [.nan, .inf, -.inf, -0.0, 0x1F]\nshared: &s { a: 1 }\nagain: *s\n",
  () => '__proto__: { polluted: true }\ntitle: "Prototype"\n',
  () => "",
  () => Uint8Array.from([0x74, 0x3a, 0x20, 0xff, 0x0a]),
  () => `title: "${"x".repeat(inputLimits.fileBytes)}"\n`,
];
/** How many of each round of kinds the parse thread sends back as null: those it cannot read or parse. */
const problemsPerRound = 5;

let folder: string;
let files: PageFile[];

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "page-sources-"));
  files = Array.from({ length: 140 }, (_, index) => {
    const file = `pages/page-${index}.yaml`;
    return { file, path: path.join(folder, `page-${index}.yaml`) };
  });
  await Promise.all(files.map((page, index) => writeFile(page.path, kinds[index % kinds.length]!(index))));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe("the parse thread", () => {
  it("reads and parses the files it takes from the shared counter, and sends a file with a problem as null", async () => {
    const some = files.slice(0, 4 * kinds.length);
    const next = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
    const { port1, port2 } = new MessageChannel();
    const received: ParsedBatch["results"] = [];
    port1.on("message", ({ start, results }: ParsedBatch) => {
      results.forEach((result, offset) => (received[start + offset] = result));
    });
    const start: ParseThreadStart = { files: some, port: port2, next };
    const thread = startEngineThread("parse-thread", start, undefined, [port2]);
    await once(thread, "exit");
    // Messages sent before the thread ended are all delivered.
    await new Promise((resolve) => setImmediate(resolve));
    port1.close();
    expect(received).toHaveLength(some.length);
    some.forEach((page, index) => expect(received[index]).toEqual(problemFreeFile(page)));
    expect(received.filter((result) => result === null)).toHaveLength(4 * problemsPerRound);
    const prototypeKey = received[5]?.data;
    expect(Object.hasOwn(prototypeKey as object, "__proto__")).toBe(true);
    expect(Object.getPrototypeOf(prototypeKey)).toBe(Object.prototype);
  }, 20_000);
});

describe("the page sources", () => {
  it("are the same, in the same order, with the same errors, whether a thread helps parse them or not", () => {
    const known = {
      read: () => undefined,
      data: (file: string) => (file === "pages/page-9.yaml" ? { known: true } : undefined),
    };
    const summary = (threadFrom: number) =>
      [...readPageSources(files, known, threadFrom)].map(({ source, errors }) => ({
        file: source.file,
        text: source.text,
        readable: source.readable,
        data: source.data,
        errors,
      }));
    const alone = summary(Infinity);
    const helped = summary(1);
    expect(helped).toEqual(alone);
    expect(alone.find((page) => page.file === "pages/page-9.yaml")?.data).toEqual({ known: true });
    const codes = new Set(alone.flatMap((page) => page.errors.map((error) => error.code)));
    expect(codes).toEqual(
      new Set(["yaml-syntax", "duplicate-key", "alias-expansion", "invalid-encoding", "file-too-large"]),
    );
  }, 20_000);

  it("hold no file's data once they have given it, so a large site's pages are not kept twice", async () => {
    const sources = readPageSources(files, { read: () => undefined, data: () => undefined }, 1)[Symbol.iterator]();
    // Taken in a function of its own, so that no variable of this one still holds the last file's data.
    const take = () => {
      const refs: WeakRef<object>[] = [];
      for (let next = sources.next(); !next.done; next = sources.next()) {
        const { data } = next.value.source;
        if (typeof data === "object" && data !== null) refs.push(new WeakRef(data));
      }
      return refs;
    };
    const given = take();
    // An object stays alive for the rest of the turn in which a WeakRef to it was made.
    await new Promise((resolve) => setImmediate(resolve));
    collectGarbage();
    expect(given.length).toBeGreaterThan(files.length / 4);
    expect(given.flatMap((ref, index) => (ref.deref() !== undefined ? [index] : []))).toEqual([]);
    // The sources are still held here, as a build holds them while it validates.
    expect(sources.next().done).toBe(true);
  }, 20_000);
});
