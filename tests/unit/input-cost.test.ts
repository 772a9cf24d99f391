import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { blockTypes } from "../../schema/blocks";
import { nearest } from "../../src/engine/errors/did-you-mean";
import { inputLimits } from "../../src/engine/read/input-limits";
import { loadSite } from "../../src/engine/load-site";
import { fixtureSite } from "../helpers/fixture-site";

let site = "";
afterEach(() => rm(site, { recursive: true, force: true }));

/** A word as long as a file may hold. */
const longWord = "q".repeat(inputLimits.fileBytes);

/** Loads a site whose home page is `page`, and how long that took. */
async function loadTimed(page: string) {
  site = await fixtureSite();
  await writeFile(path.join(site, "pages/index.yaml"), page);
  const started = performance.now();
  const { errors } = await loadSite(site);
  return { codes: errors.map((error) => error.code), seconds: (performance.now() - started) / 1000 };
}

describe("a value as long as a file may hold", () => {
  it("is given no did-you-mean at once, not compared letter by letter with every block type", () => {
    nearest("hreo", blockTypes); // compiled first, so that the time below is the long word's alone
    const started = performance.now();
    expect(nearest(longWord, blockTypes)).toEqual([]);
    // Letter by letter, a million letters against every block type is seconds of work.
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

/** `count` lines, each made by `line` from its number. */
const lines = (count: number, line: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => line(index)).join("\n");

const page = (blocks: string) => `title: Home\ndescription: Home.\nblocks:${blocks}\n`;

describe("a file with tens of thousands of problems", () => {
  it(
    "of unknown keys places each in time that grows with their number, not with its square",
    { timeout: 60_000 },
    async () => {
      const unknownKeys = (count: number) =>
        page(`\n  - type: not-found\n${lines(count, (index) => `    k${index}: 1`)}`);
      const few = await loadTimed(unknownKeys(4_000));
      const many = await loadTimed(unknownKeys(16_000));
      expect(many.codes.filter((code) => code === "unknown-key")).toHaveLength(16_000);
      // Four times the keys: about four times the time when each is placed at once, sixteen when each
      // placing reads the file again. Compared with each other, the two runs are as slow as the machine.
      expect(many.seconds / few.seconds).toBeLessThan(8);
    },
  );

  it("more than a call can take as arguments are all reported", { timeout: 60_000 }, async () => {
    const { codes } = await loadTimed(page(` [${Array.from({ length: 200_000 }, () => "1").join(", ")}]`));
    expect(codes).toHaveLength(200_000);
  });
});
