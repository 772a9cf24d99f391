import { hash } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loadSite } from "../../src/engine/load-site";
import { pageKeys } from "../../src/engine/output/prerender";
import type { PageData } from "../../schema/page";
import type { Site } from "../../src/engine/site";
import { openPageHashes } from "../../src/engine/speedups/page-hashes";
import { projectRoot } from "../helpers/site-kit";

const sha256 = (text: string) => hash("sha256", text, "hex");
const origin = (n: number) => sha256(`origin ${n}`);
const dataHash = (n: number) => sha256(`data ${n}`);
const folder = () => mkdtempSync(path.join(tmpdir(), "page-hashes-"));

/** A hashes file written as a build writes it: its lines, under the digest of their text. */
function writeHashes(at: string, lines: string[]) {
  const body = lines.join("\n");
  writeFileSync(path.join(at, "page-hashes.txt"), `${sha256(body)}\n${body}`);
}

describe("the hashes of pages' data, kept between builds", () => {
  it("reads back the hash kept for an origin, and keeps this build's alone", () => {
    const at = folder();
    const first = openPageHashes(at);
    expect(first.recall(origin(1))).toBeUndefined();
    first.keep(origin(1), dataHash(1));
    first.keep(origin(2), dataHash(2));
    first.save();
    const second = openPageHashes(at);
    expect(second.recall(origin(1))).toBe(dataHash(1));
    second.keep(origin(2), dataHash(2));
    second.save();
    // The page of origin 1 is gone from the site: its hash is not kept for ever.
    expect(openPageHashes(at).recall(origin(1))).toBeUndefined();
    expect(openPageHashes(at).recall(origin(2))).toBe(dataHash(2));
  });

  it("reads a damaged or cut file as holding nothing", () => {
    const at = folder();
    const saved = openPageHashes(at);
    saved.keep(origin(1), dataHash(1));
    saved.save();
    const file = path.join(at, "page-hashes.txt");
    const text = readFileSync(file, "utf8");
    writeFileSync(file, text.slice(0, -10));
    expect(openPageHashes(at).recall(origin(1))).toBeUndefined();
    writeFileSync(file, text.replace(dataHash(1), dataHash(3)));
    expect(openPageHashes(at).recall(origin(1))).toBeUndefined();
  });
});

describe("page keys by origin", { timeout: 60_000 }, () => {
  let site: Site;
  beforeAll(async () => {
    const cache = { folder: path.join(folder(), "validate"), codeHash: "code" };
    const loaded = await loadSite(projectRoot, { cache, pageOrigins: true });
    if (!loaded.site) throw new Error("the project's site did not validate");
    site = loaded.site;
  });

  const originOf = (page: PageData) => {
    const origin = site.origins?.get(page);
    if (!origin) throw new Error(`${page.route} has no origin`);
    return origin;
  };

  it("gives every page the key its data gives it, whether its hash was kept or made", () => {
    const at = folder();
    const first = openPageHashes(at);
    const made = pageKeys(site, "code", 2026, first);
    const keys = site.pages.map((page) => made.of(page));
    first.save();
    const recalled = pageKeys(site, "code", 2026, openPageHashes(at));
    expect(site.pages.map((page) => recalled.of(page))).toEqual(keys);
    expect(site.pages.map((page) => pageKeys(site, "code", 2026).of(page))).toEqual(keys);
  });

  it("reads a page's data hash back by its origin, without hashing its data again", () => {
    const [page] = site.pages;
    if (!page) throw new Error("no page");
    const at = folder();
    writeHashes(at, [`${originOf(page)} ${dataHash(7)}`]);
    const keys = pageKeys(site, "code", 2026, openPageHashes(at));
    expect(keys.of(page)).toBe(sha256(keys.common + dataHash(7)).slice(0, 40));
  });

  it("gives pages of one file, one per record, origins of their own", () => {
    const origins = new Set(site.pages.map(originOf));
    expect(origins.size).toBe(site.pages.length);
  });
});
