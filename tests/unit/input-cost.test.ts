import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { inputLimits } from "../../src/engine/input-limits";
import { loadSite } from "../../src/engine/load-site";
import { fixtureSite } from "../helpers/fixture-site";

let site = "";
afterEach(() => rm(site, { recursive: true, force: true }));

/** A word as long as a file may hold, less room for the page around it. */
const longWord = "q".repeat(inputLimits.fileBytes - 200);

/** Loads a site whose home page is `page`, and how long that took. */
async function loadTimed(page: string) {
  site = await fixtureSite();
  await writeFile(path.join(site, "pages/index.yaml"), page);
  const started = performance.now();
  const { errors } = await loadSite(site);
  return { codes: errors.map((error) => error.code), seconds: (performance.now() - started) / 1000 };
}

describe("a value as long as a file may hold", () => {
  it("as a block type is reported as unknown at once, not compared letter by letter with every type", async () => {
    const { codes, seconds } = await loadTimed(`title: Home\ndescription: Home.\nblocks:\n  - type: ${longWord}\n`);
    expect(codes).toEqual(["unknown-block-type"]);
    expect(seconds).toBeLessThan(2);
  });
});
