import { mkdir, mkdtemp, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { refusedDevRequest, type DevFolders } from "../../src/engine/dev/dev-file-guard";

/**
 * What the dev server refuses before Vite sees a request, on a project in a temporary folder with
 * links that lead out of it, private folders and ordinary files beside them.
 */
let outside: string;
let folders: DevFolders;

async function write(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

async function link(target: string, file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await symlink(target, file);
}

beforeAll(async () => {
  const folder = await mkdtemp(path.join(tmpdir(), "dev-guard-"));
  const root = path.join(folder, "project");
  outside = path.join(folder, "outside");
  await write(path.join(outside, "secret.txt"), "SECRET");
  for (const file of ["pages/index.yaml", "content/site.yaml", "src/app.ts", "public/logo.svg"])
    await write(path.join(root, file), "x");
  for (const file of [".env", ".env.local", ".git/config", ".cache/validate/a.bin", ".builds/b/site/index.html"])
    await write(path.join(root, file), "x");
  await write(path.join(root, "node_modules/.cache/babel/x.json"), "x");
  await write(path.join(root, "node_modules/pkg/index.js"), "x");
  await link(path.join(outside, "secret.txt"), path.join(root, "pages/x.yaml"));
  await link(path.join(outside, "secret.txt"), path.join(root, "content/x.yaml"));
  await link(path.join(outside, "secret.txt"), path.join(root, "public/passwd.txt"));
  await link(outside, path.join(root, "public/leak"));
  await link(path.join(outside, "secret.txt"), path.join(root, "src/linked.ts"));
  await link(path.join(root, ".env"), path.join(root, "public/env.txt"));
  await link(path.join(root, "src/app.ts"), path.join(root, "public/app-link.ts"));
  folders = { root, siteRoot: root, publicDir: path.join(root, "public"), allowed: [root] };
});

describe("the dev server's guard", () => {
  it("lets through the app's modules, public files, Vite's own paths and page paths", async () => {
    const root = folders.root;
    for (const url of [
      "/src/app.ts",
      "/src/app.ts?import",
      "/logo.svg",
      "/app-link.ts",
      "/node_modules/pkg/index.js",
      `/@fs${root}/src/app.ts`,
      "/@vite/client",
      "/pages/about",
      "/content",
      "/",
    ]) {
      expect([url, await refusedDevRequest(url, folders)]).toEqual([url, undefined]);
    }
  });

  it("refuses, with 404, a file whose real path is outside the project, however it is asked for", async () => {
    const name = path.basename(outside);
    for (const url of [
      "/passwd.txt",
      "/passwd.txt?raw",
      "/passwd.txt?import&raw",
      "/leak/secret.txt",
      "/src/linked.ts",
      "/src/linked.ts?import",
      `/@fs${outside}/secret.txt`,
      `/@fs${folders.root}/public/passwd.txt`,
      `/..%2f${name}/secret.txt`,
      `/src/..%2f..%2f${name}/secret.txt`,
    ]) {
      expect([url, await refusedDevRequest(url, folders)]).toEqual([url, 404]);
    }
  });

  it("refuses, with 404, the site's sources, secrets, git, caches and spare builds, raw or through a link", async () => {
    for (const url of [
      "/pages/index.yaml",
      "/pages/index.yaml?raw",
      "/pages/x.yaml",
      "/content/site.yaml",
      "/content/x.yaml?import",
      `/@fs${folders.root}/pages/index.yaml`,
      "/.env",
      "/.env.local",
      "/env.txt",
      "/.git/config",
      "/.cache/validate/a.bin",
      "/.builds/b/site/index.html",
      "/node_modules/.cache/babel/x.json",
    ]) {
      expect([url, await refusedDevRequest(url, folders)]).toEqual([url, 404]);
    }
  });

  it("answers 400 to an address with a malformed % escape", async () => {
    for (const url of ["/%", "/%zz", "/src/%e0%a4%a.ts"]) {
      expect([url, await refusedDevRequest(url, folders)]).toEqual([url, 400]);
    }
  });
});
