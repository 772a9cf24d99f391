import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loadSite, type LoadOptions } from "../../src/engine/load-site";
import { validationCacheFolder } from "../../src/engine/validation-cache";
import { bundledLoadSite } from "../helpers/bundled-engine";
import { fixtureSite } from "../helpers/fixture-site";

/** Validation on threads from the first page file, as a site of thousands of pages is validated. */
const onThreads: LoadOptions = { threadsFrom: 1 };
const cached = (root: string): LoadOptions => ({ cache: { folder: validationCacheFolder(root), codeHash: "code" } });

/**
 * Bad-input cases of every kind a thread meets: problems in a page (each its own way), across files,
 * on per-record pages, warnings, unreadable files, and problems found only once all pages are known.
 * Every case is checked in this thread by bad-input.test.ts; here, a spread of them on threads.
 */
const cases = [
  "several-files",
  "block-migrated",
  "syntax-error",
  "invalid-encoding",
  "duplicate-route",
  "duplicate-anchor",
  "broken-link",
  "missing-collection",
  "missing-record",
  "no-current-record",
  "collection-record-invalid",
];

describe("validating page files on threads", { timeout: 30_000 }, () => {
  let bundled: typeof loadSite;
  beforeAll(async () => {
    bundled = await bundledLoadSite();
  });

  it("gives the site a single thread gives, bundled as the commands run it", async () => {
    const root = await fixtureSite();
    const threaded = await bundled(root, onThreads);
    expect(threaded.errors).toEqual([]);
    expect(threaded.threads).toBeGreaterThan(0);
    expect({ ...threaded, threads: 0 }).toEqual(await loadSite(root));
  });

  it("runs from the TypeScript sources too, as in the dev server", async () => {
    const root = await fixtureSite();
    const threaded = await loadSite(root, onThreads);
    expect(threaded.threads).toBeGreaterThan(0);
    expect({ ...threaded, threads: 0 }).toEqual(await loadSite(root));
  });

  it.each(cases)("reports %s exactly as a single thread does", async (name) => {
    const root = await fixtureSite(name);
    const alone = await loadSite(root);
    expect(alone.errors.length + alone.warnings.length).toBeGreaterThan(0);
    const threaded = await bundled(root, onThreads);
    expect(threaded.threads).toBeGreaterThan(0);
    expect({ ...threaded, threads: 0 }).toEqual(alone);
  });

  it("keeps what the threads validated in the cache, and the next run uses it", async () => {
    const root = await fixtureSite();
    const first = await bundled(root, { ...cached(root), ...onThreads });
    expect(await readdir(validationCacheFolder(root))).not.toEqual([]);
    // Read back from the cache, each page equals what validating it again gives.
    const again = await bundled(root, { ...cached(root), ...onThreads });
    expect(first.threads).toBeGreaterThan(0);
    // The second run found every page file in the cache: nothing was left to validate on threads.
    expect(again.threads).toBe(0);
    expect(again.site).toEqual(first.site);
    expect(again.site).toEqual((await loadSite(root)).site);
  });
});

describe("the validation cache's files", () => {
  it("are rewritten only where a page changed", async () => {
    const root = await fixtureSite();
    const folder = validationCacheFolder(root);
    await loadSite(root, cached(root));
    const written = async () =>
      new Map(
        await Promise.all(
          (await readdir(folder)).map(async (file) => [file, (await stat(path.join(folder, file))).mtimeMs] as const),
        ),
      );
    const before = await written();
    expect(before.size).toBeGreaterThan(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // A run with nothing changed writes nothing; a run after one page changed rewrites one file.
    await loadSite(root, cached(root));
    expect(await written()).toEqual(before);
    const index = path.join(root, "pages/index.yaml");
    await writeFile(index, (await readFile(index, "utf8")).replace(/^title: .*$/m, "title: A new title"));
    await loadSite(root, cached(root));
    const after = await written();
    const rewritten = [...after].filter(([file, time]) => before.get(file) !== time);
    expect(rewritten).toHaveLength(1);
  });
});
