import { once } from "node:events";
import { MessageChannel } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { startEngineThread } from "../../src/engine/engine-thread";
import { readPageSources } from "../../src/engine/page-sources";
import type { ParsedBatch, ParseThreadStart } from "../../src/engine/parsed-batch";
import { problemFreeData } from "../../src/engine/yaml-data";

/** Page files of every kind the parser meets: plain, broken, hostile, and values JSON could not carry. */
function sampleFiles(count: number): { file: string; text: string }[] {
  const kinds = [
    (index: number) =>
      `title: Page ${index}\ndescription: A page.\nblocks:\n  - type: banner\n    heading: Hello ${index}\n`,
    () => "title: [unclosed\nblocks: []\n",
    () => "title: One\ntitle: Two\nblocks: []\n",
    () =>
      `a: &a ["${"x".repeat(1000)}"]\n${Array.from({ length: 12 }, (_, level) => `l${level + 1}: &l${level + 1} [${`*${level === 0 ? "a" : `l${level}`},`.repeat(9)}]`).join("\n")}\n`,
    () => "title: Numbers\nvalues: [.nan, .inf, -.inf, -0.0, 0x1F]\nshared: &s { a: 1 }\nagain: *s\n",
    () => '__proto__: { polluted: true }\ntitle: "Prototype"\n',
    () => "",
  ];
  return Array.from({ length: count }, (_, index) => ({
    file: `pages/page-${index}.yaml`,
    text: (kinds[index % kinds.length] ?? kinds[0]!)(index),
  }));
}

describe("the parse thread", () => {
  it("parses the files it takes from the shared counter and sends a file with a problem as null", async () => {
    const files = sampleFiles(42);
    const next = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
    const { port1, port2 } = new MessageChannel();
    const received: ParsedBatch["results"] = [];
    port1.on("message", ({ start, results }: ParsedBatch) => {
      results.forEach((result, offset) => (received[start + offset] = result));
    });
    const start: ParseThreadStart = { files, port: port2, next };
    const thread = startEngineThread("parse-thread", start, undefined, [port2]);
    await once(thread, "exit");
    // Messages sent before the thread ended are all delivered.
    await new Promise((resolve) => setImmediate(resolve));
    port1.close();
    expect(received).toHaveLength(files.length);
    files.forEach(({ file, text }, index) => expect(received[index]).toEqual(problemFreeData(file, text) ?? null));
    expect(received.filter((result) => result === null)).toHaveLength(3 * 6);
    const prototypeKey = received[5]?.data;
    expect(Object.hasOwn(prototypeKey as object, "__proto__")).toBe(true);
    expect(Object.getPrototypeOf(prototypeKey)).toBe(Object.prototype);
  }, 20_000);
});

describe("the page sources", () => {
  it("are the same, in the same order, whether a thread helps parse them or not", async () => {
    const files = [...sampleFiles(140), { file: "pages/unreadable.yaml", text: undefined }];
    const known = (file: string) => (file === "pages/page-7.yaml" ? { known: true } : undefined);
    const summary = (threadFrom: number) =>
      [...readPageSources(files, known, threadFrom)].map(({ source, errors }) => ({
        file: source.file,
        readable: source.readable,
        data: source.data,
        errors,
      }));
    const alone = summary(Infinity);
    const helped = summary(1);
    expect(helped).toEqual(alone);
    expect(alone.find((page) => page.file === "pages/page-7.yaml")?.data).toEqual({ known: true });
    expect(alone.filter((page) => page.errors.length > 0).length).toBeGreaterThan(40);
  }, 20_000);
});
