import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { peerPageFile, peerTools, sitePages, writePeerSite } from "../../scripts/bench/peer-sites";
import { syntheticSite } from "../../scripts/bench/synthetic-site";

const appRoot = path.resolve(import.meta.dirname, "../..");
const peersRoot = await mkdtemp(path.join(os.tmpdir(), "peer-sites-"));
afterAll(() => rm(peersRoot, { recursive: true, force: true }));

/** The folder each peer reads its pages from, and the titles of the pages in it. */
async function writtenTitles(peerRoot: string, pagesFolder: string): Promise<string[]> {
  const folder = path.join(peerRoot, pagesFolder);
  const files = (await readdir(folder, { recursive: true, encoding: "utf8" })).filter((file) =>
    /\.(yaml|md)$/.test(file),
  );
  const titles = await Promise.all(
    files.map(async (file) => {
      // A Hugo content file holds the page's YAML as its front matter.
      const text = (await readFile(path.join(folder, file), "utf8")).replace(/^---\n|---\n$/g, "");
      return (parse(text) as { title: string }).title;
    }),
  );
  return titles.sort();
}

/**
 * The bench compares build times only if every tool builds the same pages: each peer's project,
 * written from a generated site, holds each page of it once, title and all.
 */
describe("the peer projects written from a generated site", () => {
  it("hold every page of the site, with its title, for each peer", { timeout: 30_000 }, async () => {
    const { root } = await syntheticSite(appRoot, 5);
    const pages = await sitePages(root);
    const titles = pages.map((page) => (parse(page.yaml) as { title: string }).title).sort();
    expect(pages).toHaveLength(7);
    for (const tool of peerTools) {
      const peerRoot = path.join(peersRoot, tool);
      await writePeerSite(tool, root, peerRoot, path.join(appRoot, "bench/node_modules"));
      const pagesFolder = path.dirname(peerPageFile(tool, "404.yaml"));
      expect({ tool, titles: await writtenTitles(peerRoot, pagesFolder) }).toEqual({ tool, titles });
    }
  });

  it("give Eleventy a zod-validating config and Astro a content collection with a schema", async () => {
    const eleventyConfig = await readFile(path.join(peersRoot, "eleventy/eleventy.config.mjs"), "utf8");
    const astroConfig = await readFile(path.join(peersRoot, "astro/src/content.config.mjs"), "utf8");
    expect(eleventyConfig).toContain("page.parse(");
    expect(astroConfig).toMatch(/defineCollection\(\{ loader: glob\(.*\), schema: pageSchema\(z\) \}\)/s);
  });
});
