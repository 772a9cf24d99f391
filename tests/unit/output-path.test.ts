import { execFile } from "node:child_process";
import { lstat, mkdir, mkdtemp, readdir, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { markerFile, markerOutput } from "../../src/engine/output/publish/output-marker";
import { refusedOutput } from "../../src/engine/output/output-path";
import { buildsFolder } from "../../src/engine/output/publish/publish-ledger";
import { copyOfProject } from "../helpers/project-copy";

const run = promisify(execFile);

/** Every entry under a folder, links not followed, with its kind, size and time of change. */
async function snapshot(folder: string): Promise<Map<string, string>> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const described = await Promise.all(
    entries.map(async (entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const info = await lstat(file);
      return [path.relative(folder, file), `${info.mode}:${info.size}:${info.mtimeMs}:${info.ctimeMs}`] as const;
    }),
  );
  return new Map(described.sort(([a], [b]) => a.localeCompare(b)));
}

/** The build command of the project in `cwd`, as npm runs it there. */
async function build(cwd: string, ...args: string[]): Promise<{ code: number; stderr: string }> {
  try {
    const { stderr } = await run(process.execPath, ["bin/blockpress.mjs", "build", ...args], { cwd });
    return { code: 0, stderr };
  } catch (failure) {
    const { code, stderr } = failure as { code: number; stderr: string };
    return { code, stderr };
  }
}

describe("the build's output folder", () => {
  let root: string;
  let holder: string;
  const roots = () => ({ siteRoot: root, appRoot: root });

  beforeAll(async () => {
    root = await copyOfProject();
    // The engine is bundled on its first run; then every run starts from the bundle.
    expect((await build(root, "--no-such-option")).code).toBe(2);
    holder = path.dirname(root);
    await mkdir(path.join(root, "notes"));
    await writeFile(path.join(root, "notes/todo.txt"), "mine");
    await mkdir(path.join(holder, "elsewhere"));
    await symlink(path.join(holder, "elsewhere"), path.join(root, "link-elsewhere"));
  });

  it.each([
    [".", "it is the project's own folder"],
    ["..", "it holds the project's folder"],
    ["docs", "it is the project's docs/ folder or inside it"],
    ["pages/out", "it is the project's pages/ folder or inside it"],
    ["node_modules/x", "it is the project's node_modules/ folder or inside it"],
    [".git", "it is the project's .git/ folder or inside it"],
    ["README.md", "it is a file"],
    ["notes", `it is a folder that no build wrote (it holds no ${markerFile})`],
    ["link-elsewhere", "it is a symbolic link that leads elsewhere than to a build"],
  ])("is never %s", (out, reason) => {
    expect(refusedOutput(path.join(root, out), roots())).toBe(reason);
  });

  it("may be missing, an empty folder, a folder a build wrote, or a link an earlier version published", async () => {
    const outDir = path.join(await mkdtemp(path.join(tmpdir(), "output-")), "dist");
    const site = { siteRoot: root, appRoot: root };
    expect(refusedOutput(outDir, site)).toBeUndefined();
    await mkdir(outDir);
    expect(refusedOutput(outDir, site)).toBeUndefined();
    await writeFile(path.join(outDir, "index.html"), "built");
    await writeFile(path.join(outDir, markerFile), markerOutput.version);
    expect(refusedOutput(outDir, site)).toBeUndefined();
    const linked = path.join(path.dirname(outDir), "linked");
    await mkdir(path.join(buildsFolder(linked), "linked-build-1-1/site"), { recursive: true });
    await symlink(".builds/linked-build-1-1/site", linked);
    expect(refusedOutput(linked, site)).toBeUndefined();
  });

  it.each([
    [".", "."],
    [".", "docs"],
    [".", "README.md"],
    [".", ".."],
    [".", "notes"],
    [".", "link-elsewhere"],
    [".", "docs/built"],
    ["--out", "src"],
  ])("is refused before anything is read or written: build %s %s", { timeout: 60_000 }, async (...args) => {
    const before = await snapshot(holder);
    const result = await build(root, ...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^build: will not write the site to .+: it .+\n$/);
    expect(await snapshot(holder)).toEqual(before);
  });
});
