import {
  appendFile,
  cp,
  lstat,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  symlink,
  truncate,
  writeFile,
} from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildSite, pageCacheFolder } from "../../src/engine/output/build-site";
import { bundlesFolder } from "../../src/engine/code/code-bundles";
import { loadSite } from "../../src/engine/load-site";
import { buildsFolder, readLedger } from "../../src/engine/output/publish/publish-ledger";
import { contentHash, listSealed } from "../../src/engine/output/sealed-file";
import { sourceHash } from "../../src/engine/code/source-hash";
import { fileTree } from "../helpers/file-tree";
import { fixtureSite } from "../helpers/fixture-site";
import { copyOfProject } from "../helpers/project-copy";
import { projectRoot } from "../helpers/site-kit";

/**
 * Whatever was done to a build's output or caches between builds, the next build publishes what a
 * clean build publishes: a changed file in the output is written again, a damaged cache entry is
 * made again, a build folder no build recorded is removed.
 */

async function build(siteRoot: string, appRoot = projectRoot): Promise<void> {
  const { site, errors } = await loadSite(siteRoot);
  expect(errors).toEqual([]);
  if (!site) throw new Error("the site did not validate");
  await buildSite({ appRoot, siteRoot, outDir: path.join(siteRoot, "dist"), site });
}

const output = (siteRoot: string) => fileTree(path.join(siteRoot, "dist"));

/** The first cache entry in a folder, cut to nothing. */
async function truncateFirst(folder: string, extension: string): Promise<string> {
  const [entry] = (await listSealed(folder, extension)).values();
  if (!entry) throw new Error(`no ${extension} in ${folder}`);
  await truncate(entry.file, 0);
  return entry.file;
}

describe("a build after its output or caches were tampered with", { timeout: 120_000 }, () => {
  let root: string;
  let clean: Map<string, string>;

  beforeAll(async () => {
    const reference = await fixtureSite();
    await build(reference);
    clean = await output(reference);
    root = await fixtureSite();
    await build(root);
    expect(await output(root)).toEqual(clean);
  }, 120_000);

  it("writes again a file that was changed in the published site, in every build after", async () => {
    await appendFile(path.join(root, "dist/index.html"), "<script>alert(1)</script>");
    // The next build starts from the build before; the one after, from the build that was edited.
    for (let rebuild = 0; rebuild < 3; rebuild++) {
      await build(root);
      expect(await output(root)).toEqual(clean);
    }
  });

  it("removes what was added to the published site, and what a folder was swapped for, in every build after", async () => {
    const dist = path.join(root, "dist");
    const [folder] = (await readdir(dist, { withFileTypes: true })).filter((entry) => entry.isDirectory());
    if (!folder) throw new Error("no folder in the output");
    const outside = await mkdtemp(path.join(tmpdir(), "outside-"));
    await writeFile(path.join(outside, "keep.txt"), "not the build's");
    await writeFile(path.join(dist, "added.html"), "<script>alert(1)</script>");
    await writeFile(path.join(dist, folder.name, "added.html"), "<script>alert(1)</script>");
    await symlink("/etc/passwd", path.join(dist, "passwd.txt"));
    for (let rebuild = 0; rebuild < 3; rebuild++) {
      await build(root);
      expect(await output(root)).toEqual(clean);
      await expect(lstat(path.join(dist, "passwd.txt"))).rejects.toThrow();
      // Next, a folder of the site swapped for a link to one elsewhere.
      await rename(path.join(dist, folder.name), path.join(root, "swapped"));
      await symlink(outside, path.join(dist, folder.name));
      await rm(path.join(root, "swapped"), { recursive: true });
    }
    await build(root);
    expect(await output(root)).toEqual(clean);
    expect(await fileTree(outside)).toEqual(new Map([["keep.txt", "not the build's"]]));
  });

  it.each([
    ["a rendered page", ".html", pageCacheFolder],
    ["a social card", ".png", (siteRoot: string) => path.join(siteRoot, ".cache/cards")],
  ])("makes %s again when its cache entry was cut short", async (_, extension, folderOf) => {
    const folder = folderOf(root);
    const cut = await truncateFirst(folder, extension);
    await build(root);
    expect(await output(root)).toEqual(clean);
    // A build with no earlier build to start from copies every file from the caches.
    await rm(path.join(root, ".builds"), { recursive: true });
    await build(root);
    expect(await output(root)).toEqual(clean);
    const entries = [...(await listSealed(folder, extension)).values()];
    expect(entries.map((entry) => entry.file)).toContain(cut);
    for (const entry of entries) expect(contentHash(await readFile(entry.file))).toBe(entry.hash);
  });

  it("removes a build folder it did not record, and publishes none of it", async () => {
    const { published } = await readLedger(path.join(root, "dist"));
    const planted = path.join(buildsFolder(path.join(root, "dist")), "dist-build-9999999999999-1");
    // As a spare would look, record and all, with a page changed.
    await cp(path.join(root, "dist"), path.join(planted, "site"), { recursive: true });
    await cp(
      path.join(buildsFolder(path.join(root, "dist")), `${published}/files.json`),
      path.join(planted, "files.json"),
    );
    await writeFile(path.join(planted, "site/index.html"), "<p>planted</p>");
    await build(root);
    expect(await output(root)).toEqual(clean);
    expect(await readdir(buildsFolder(path.join(root, "dist")))).not.toContain(path.basename(planted));
  });
});

describe("a build after its code bundles were tampered with", () => {
  it("makes them again, and publishes what a clean build does", { timeout: 300_000 }, async () => {
    // A project of its own: the bundles are made in it, away from the ones other tests use.
    const root = await copyOfProject();
    await build(root, root);
    const clean = await output(root);
    const bundles = path.join(bundlesFolder(root), sourceHash(root));
    const [asset] = (await readdir(path.join(bundles, "site/assets"))).filter((file) => file.endsWith(".js"));
    await truncate(path.join(bundles, "site/assets", asset ?? ""), 0);
    await appendFile(path.join(bundles, "server/render-page.js"), "\nthrow new Error('tampered');\n");
    await build(root, root);
    expect(await output(root)).toEqual(clean);
    expect((await readFile(path.join(bundles, "server/render-page.js"), "utf8")).includes("tampered")).toBe(false);
  });
});
