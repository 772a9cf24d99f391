import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildSite, type BuildTimings } from "../../src/engine/output/build-site";
import { codeBundles } from "../../src/engine/code/code-bundles";
import { loadSite } from "../../src/engine/load-site";
import { pageKeys } from "../../src/engine/output/prerender";
import { sourceHash } from "../../src/engine/code/source-hash";
import { validationCacheFolder } from "../../src/engine/speedups/validation-cache";
import { projectRoot } from "../helpers/site-kit";
import { fileTree } from "../helpers/file-tree";

/**
 * Incremental builds of this project's own site (pages, collections, images) in a temporary folder:
 * after each kind of change, the pages rendered again are those the change touches and no others, and
 * the output is the same, file for file, as a clean build of the same site.
 */

async function copyOfProjectSite(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), "incremental-"));
  for (const folder of ["pages", "content", "public"])
    await cp(path.join(projectRoot, folder), path.join(root, folder), { recursive: true });
  return root;
}

async function build(siteRoot: string, outDir = path.join(siteRoot, "dist"), useCache = true): Promise<BuildTimings> {
  const codeHash = sourceHash(projectRoot);
  const cache = useCache ? { folder: validationCacheFolder(siteRoot), codeHash } : undefined;
  const { site, errors } = await loadSite(siteRoot, { cache, pageOrigins: true });
  expect(errors).toEqual([]);
  if (!site) throw new Error("the site did not validate");
  return buildSite({ appRoot: projectRoot, siteRoot, outDir, site });
}

/** A clean build of the same site, from a copy without caches: what the incremental build must equal. */
async function cleanBuildOf(siteRoot: string): Promise<Map<string, string>> {
  const copy = await mkdtemp(path.join(tmpdir(), "clean-"));
  for (const folder of ["pages", "content", "public"])
    await cp(path.join(siteRoot, folder), path.join(copy, folder), { recursive: true });
  await build(copy, path.join(copy, "dist"), false);
  const built = await fileTree(path.join(copy, "dist"));
  await rm(copy, { recursive: true, force: true });
  return built;
}

async function edit(file: string, change: (text: string) => string): Promise<void> {
  const text = await readFile(file, "utf8");
  const changed = change(text);
  expect(changed).not.toBe(text);
  await writeFile(file, changed);
}

describe("incremental build", { timeout: 180_000 }, () => {
  let root: string;
  let allRoutes: string[];

  beforeAll(async () => {
    root = await copyOfProjectSite();
    const first = await build(root);
    allRoutes = first.rendered;
    expect(first.reused).toBe(0);
  }, 180_000);

  const expectSameAsClean = async () =>
    expect(await fileTree(path.join(root, "dist"))).toEqual(await cleanBuildOf(root));

  it("renders nothing again when nothing changed", async () => {
    const again = await build(root);
    expect(again.rendered).toEqual([]);
    expect(again.bundlesBuilt).toBe(false);
  });

  it("draws the social cards again when their cache is gone, rendering no page", async () => {
    await rm(path.join(root, ".cache/cards"), { recursive: true, force: true });
    const again = await build(root);
    expect(again.rendered).toEqual([]);
    expect(again.cards).toBeGreaterThan(0);
    expect(again.cardsDrawn).toBe(again.cards);
    await expectSameAsClean();
    expect((await build(root)).cardsDrawn).toBe(0);
  });

  it("keeps production bundles even when a test runner made them, so that npm run build can reuse them", async () => {
    const bundles = await codeBundles(projectRoot, sourceHash(projectRoot));
    expect(process.env.NODE_ENV).toBe("test");
    expect(await readFile(bundles.serverEntry, "utf8")).not.toContain("jsxDEV");
  });

  it("renders again only the page whose YAML changed", async () => {
    await edit(path.join(root, "pages/login.yaml"), (text) => text.replace(/^title: .*$/m, "title: Sign in, edited"));
    expect((await build(root)).rendered).toEqual(["/login"]);
    await expectSameAsClean();
  });

  it("renders again the pages that show a collection record that changed, and only those", async () => {
    await edit(path.join(root, "content/blog.yaml"), (text) =>
      text.replace("title: Five SEO habits that still matter this year", "title: Five SEO habits, edited"),
    );
    const rendered = (await build(root)).rendered;
    expect(rendered).toContain("/blog/1");
    expect(rendered).not.toContain("/blog/2");
    expect(rendered).not.toContain("/login");
    expect(rendered.length).toBeLessThan(allRoutes.length / 2);
    await expectSameAsClean();
  });

  it("renders again the pages that show an image whose size changed, and only those", async () => {
    // An image only one page file names.
    const texts = await Promise.all(
      ["pages/home/crypto.yaml", "pages/login.yaml", "content/blog.yaml"].map((file) =>
        readFile(path.join(root, file), "utf8"),
      ),
    );
    const image = [...(texts[0] ?? "").matchAll(/\/art\/[\w/.-]+\.svg/g)]
      .map((match) => match[0])
      .find((found) => texts.slice(1).every((text) => !text.includes(found)));
    if (!image) throw new Error("no image of the crypto page alone");
    await edit(path.join(root, "public", image), (svg) =>
      svg.replace(/(<svg\b[^>]*\swidth=")(\d+)/, (_, start: string, width: string) => `${start}${Number(width) + 10}`),
    );
    const rendered = (await build(root)).rendered;
    expect(rendered).toContain("/home/crypto");
    expect(rendered).not.toContain("/login");
    await expectSameAsClean();
  });

  it("renders every page again when site.yaml changes", async () => {
    await edit(path.join(root, "content/site.yaml"), (text) => text.replace(/^name: .*$/m, "name: Renamed Agency"));
    expect((await build(root)).rendered.sort()).toEqual([...allRoutes].sort());
    await expectSameAsClean();
  });

  it("takes a deleted page, and its folder, out of the output", async () => {
    // Only the site's menu links to this page: the menu item goes with it, as every link must lead somewhere.
    await rm(path.join(root, "pages/blog/blog-v3.yaml"));
    await edit(path.join(root, "content/site.yaml"), (text) =>
      text.replace("          - { label: Blog V3, href: /blog/blog-v3 }\n", ""),
    );
    await build(root);
    const built = await fileTree(path.join(root, "dist"));
    expect([...built.keys()].some((file) => file.startsWith("blog/blog-v3"))).toBe(false);
    await expect(readdir(path.join(root, "dist/blog/blog-v3"))).rejects.toThrow();
    await expectSameAsClean();
  });

  it("gives every page a new key when the built code changes", async () => {
    const { site } = await loadSite(root);
    const page = site?.pages[0];
    if (!page || !site) throw new Error("no page");
    expect(pageKeys(site, "code-a", 2026).of(page)).not.toBe(pageKeys(site, "code-b", 2026).of(page));
  });
});
