import { mkdir, mkdtemp, readdir, readFile, readlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildsFolder, newBuildFolder, publishBuild, removeUnpublished } from "../../src/engine/publish-build";

/** A build folder with one page that says which build it is. */
async function fakeBuild(outDir: string, name: string): Promise<string> {
  const folder = path.join(await newBuildFolder(outDir), "site");
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, "index.html"), name);
  return folder;
}

const page = (outDir: string) => readFile(path.join(outDir, "index.html"), "utf8");

describe("publishing a build", () => {
  it("puts the first build in place, then replaces it in one step, and keeps only the published build", async () => {
    const outDir = path.join(await mkdtemp(path.join(os.tmpdir(), "publish-")), "dist");
    await publishBuild(await fakeBuild(outDir, "first"), outDir);
    expect(await page(outDir)).toBe("first");
    const second = await fakeBuild(outDir, "second");
    // Until the one rename, the published site is the first build, whole.
    expect(await page(outDir)).toBe("first");
    await publishBuild(second, outDir);
    expect(await page(outDir)).toBe("second");
    expect(path.resolve(path.dirname(outDir), await readlink(outDir))).toBe(second);
    expect(await readdir(buildsFolder(outDir))).toEqual([path.basename(path.dirname(second))]);
  });

  it("takes the place of an output folder left by an older build", async () => {
    const outDir = path.join(await mkdtemp(path.join(os.tmpdir(), "publish-")), "dist");
    await mkdir(outDir);
    await writeFile(path.join(outDir, "index.html"), "old");
    await publishBuild(await fakeBuild(outDir, "new"), outDir);
    expect(await page(outDir)).toBe("new");
  });

  it("clears what killed builds left behind, but not the published build or a build still running", async () => {
    const outDir = path.join(await mkdtemp(path.join(os.tmpdir(), "publish-")), "dist");
    await publishBuild(await fakeBuild(outDir, "live"), outDir);
    const builds = buildsFolder(outDir);
    // A process id that is surely gone, and this very process standing in for a build still running elsewhere.
    await mkdir(path.join(builds, "build-1-99999999"), { recursive: true });
    await mkdir(path.join(builds, `build-2-${process.ppid}`), { recursive: true });
    await removeUnpublished(outDir);
    const left = await readdir(builds);
    expect(left).not.toContain("build-1-99999999");
    expect(left).toContain(`build-2-${process.ppid}`);
    expect(await page(outDir)).toBe("live");
  });
});
