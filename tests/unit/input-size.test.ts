import { truncateSync, writeFileSync } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { formatError } from "../../src/engine/errors/site-error";
import { loadSite } from "../../src/engine/load-site";
import { readPublicFiles } from "../../src/engine/read/public/public-files";
import { fixtureSite } from "../helpers/fixture-site";
import { testPhoto } from "../helpers/test-photo";

const gigabytes = (count: number) => count * 1024 ** 3;
const megabytes = (count: number) => count * 1024 ** 2;

/** More than the loader may use, far less than any of the files below would take if read. */
const memoryAllowed = megabytes(150);

let site = "";
afterEach(() => rm(site, { recursive: true, force: true }));

/**
 * A file of the given size that takes no room on disk: a sparse file, holes all the way, starting
 * with `start` when given.
 */
async function sparseFile(file: string, size: number, start?: Buffer): Promise<void> {
  await mkdir(path.dirname(path.join(site, file)), { recursive: true });
  writeFileSync(path.join(site, file), start ?? "");
  truncateSync(path.join(site, file), size);
}

/** Loads the site, as validate and build do, and what it reported and how much more memory it held after. */
async function loadMeasured(options: Parameters<typeof loadSite>[1] = {}) {
  const before = process.memoryUsage.rss();
  const { errors, warnings } = await loadSite(site, options);
  const grown = process.memoryUsage.rss() - before;
  return { reports: [...errors, ...warnings].map((problem) => formatError(problem).split("\n")[0]), grown };
}

/** The start of a PNG of 1200×800: its signature and the header that holds its size. */
const pngStart = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from("IHDR"),
  Buffer.from([0, 0, 0x04, 0xb0, 0, 0, 0x03, 0x20, 8, 6, 0, 0, 0]),
]);

describe("a file of gigabytes that takes no room on disk", () => {
  it("in pages/ is refused by its size, unread, where reading it would hold it whole in memory", async () => {
    site = await fixtureSite();
    await sparseFile("pages/huge.yaml", megabytes(1500));
    const { reports, grown } = await loadMeasured();
    expect(grown).toBeLessThan(memoryAllowed);
    expect(reports).toEqual([
      "pages/huge.yaml:1:1 error the file is 1,500 MB; a file of the site may hold at most 1 MB [file-too-large]",
    ]);
  });

  it("in pages/ is refused by its size, where reading it would stop the validator", async () => {
    site = await fixtureSite();
    await sparseFile("pages/huge.yaml", gigabytes(4));
    const { reports, grown } = await loadMeasured();
    expect(reports).toEqual([
      "pages/huge.yaml:1:1 error the file is 4,096 MB; a file of the site may hold at most 1 MB [file-too-large]",
    ]);
    expect(grown).toBeLessThan(memoryAllowed);
  });

  it("in content/ is refused by its size, also where the validation cache keys on the content files", async () => {
    site = await fixtureSite();
    await sparseFile("content/blog.yaml", gigabytes(4));
    const cache = { folder: path.join(site, ".cache/validate"), codeHash: "test" };
    const { reports, grown } = await loadMeasured({ cache });
    expect(reports[0]).toBe(
      "content/blog.yaml:1:1 error the file is 4,096 MB; a file of the site may hold at most 1 MB [file-too-large]",
    );
    expect(grown).toBeLessThan(memoryAllowed);
  });

  it("in public/ is refused by the limit of its kind, unread", async () => {
    site = await fixtureSite();
    await sparseFile("public/photos/team.png", gigabytes(4), pngStart);
    await sparseFile("public/art/plan.svg", megabytes(2));
    const { reports, grown } = await loadMeasured();
    expect(reports).toEqual([
      "public/art/plan.svg:1:1 error the file is 2 MB; an SVG in public/ may hold at most 1 MB [file-too-large]",
      "public/photos/team.png:1:1 error the file is 4,096 MB; an image in public/ may hold at most 20 MB [file-too-large]",
    ]);
    expect(grown).toBeLessThan(memoryAllowed);
  });
});

describe("a photograph in public/", () => {
  it("of a few megabytes is read, measured and given the address of its copies", async () => {
    site = await fixtureSite();
    const photo = await testPhoto(2400, 1600);
    expect(photo.length).toBeGreaterThan(megabytes(1));
    await mkdir(path.join(site, "public/photos"), { recursive: true });
    writeFileSync(path.join(site, "public/photos/team.jpg"), photo);
    const { images, problems } = await readPublicFiles(site);
    expect(problems).toEqual([]);
    expect(images.get("/photos/team.jpg")).toMatchObject({
      width: 2400,
      height: 1600,
      photo: { stem: expect.stringMatching(/^\/_images\/team\.[0-9a-f]{16}$/) as unknown },
    });
  });
});
