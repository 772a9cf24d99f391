import { execFileSync, spawn } from "node:child_process";
import { lstat, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { markerFile, markerOutput } from "../../src/engine/output/publish/output-marker";
import {
  publishBuild,
  publishSteps,
  recoverPublish,
  removeUnpublished,
} from "../../src/engine/output/publish/publish-build";
import { buildsFolder, readLedger } from "../../src/engine/output/publish/publish-ledger";
import { fakeBuild, fakePages } from "../helpers/fake-build";
import { fileTree } from "../helpers/file-tree";
import { projectRoot } from "../helpers/site-kit";

const newOutDir = async () => path.join(await mkdtemp(path.join(os.tmpdir(), "publish-")), "dist");
const page = (outDir: string) => readFile(path.join(outDir, "page-0/index.html"), "utf8");

/** The build a whole output folder holds: every page says the same, the marker is there, nothing else is. */
async function wholeBuild(outDir: string): Promise<string> {
  const files = await fileTree(outDir);
  const pages = [...files].filter(([file]) => file !== markerFile);
  expect(files.get(markerFile)).toBe(markerOutput.version);
  expect(pages).toHaveLength(fakePages);
  expect(new Set(pages.map(([, text]) => text)).size).toBe(1);
  return pages[0]?.[1] ?? "";
}

describe("publishing a build", () => {
  it("puts each build in place as a plain folder, and keeps the published build and the one before", async () => {
    const outDir = await newOutDir();
    await publishBuild(await fakeBuild(outDir, "first"), outDir);
    expect(await page(outDir)).toBe("first");
    const second = await fakeBuild(outDir, "second");
    // Until the build is published, the published site is the first build, whole.
    expect(await wholeBuild(outDir)).toBe("first");
    await publishBuild(second, outDir);
    expect(await wholeBuild(outDir)).toBe("second");
    expect((await lstat(outDir)).isDirectory()).toBe(true);
    const { published, spare } = await readLedger(outDir);
    expect((await readdir(buildsFolder(outDir))).sort()).toEqual([published, spare, "dist.publish.json"].sort());
    // Tools that do not follow links take it as it is.
    const parent = path.dirname(outDir);
    execFileSync("cp", ["-r", "dist", "copy"], { cwd: parent });
    execFileSync("tar", ["czf", "site.tgz", "dist"], { cwd: parent });
    const found = execFileSync("find", ["dist", "-name", "*.html"], { cwd: parent, encoding: "utf8" });
    expect(found.trim().split("\n")).toHaveLength(fakePages);
    expect(await fileTree(path.join(parent, "copy"))).toEqual(await fileTree(outDir));
    expect(execFileSync("tar", ["tzf", "site.tgz"], { cwd: parent, encoding: "utf8" })).toContain(
      "dist/page-0/index.html",
    );
  });

  it("leaves a whole site, old or new, wherever between its steps a build stops, once a build command starts", async () => {
    const outDir = await newOutDir();
    const steps = await publishSteps(await fakeBuild(outDir, "probe"), outDir);
    const outcomes: string[] = [];
    // Stopping after each number of steps: the same state as a kill there, as nothing runs after it.
    for (let done = 0; done <= steps.length; done++) {
      await publishBuild(await fakeBuild(outDir, "old"), outDir);
      const stepsNow = await publishSteps(await fakeBuild(outDir, "new"), outDir);
      for (const step of stepsNow.slice(0, done)) await step();
      await recoverPublish(outDir);
      outcomes.push(await wholeBuild(outDir));
      expect((await readLedger(outDir)).publishing).toBeUndefined();
      // And the next build publishes as ever, leaving the published build and its spare alone.
      await publishBuild(await fakeBuild(outDir, "next"), outDir);
      expect(await wholeBuild(outDir)).toBe("next");
      expect(await readdir(buildsFolder(outDir))).toHaveLength(3);
    }
    // Stopped between the two renames (after the ledger and the first), outDir was missing: the new site went in.
    expect(outcomes).toEqual(["old", "old", "new", "new", "new", "new"]);
  });

  it("leaves a whole site after a kill -9 at any moment of building and publishing", { timeout: 120_000 }, async () => {
    const outDir = await newOutDir();
    const seen = new Set<string>();
    for (let kill = 0; kill < 12; kill++) {
      // One process, so that the kill reaches the code itself (tsx's command runs it in a child).
      const child = spawn(process.execPath, ["--import", "tsx", "tests/helpers/publish-forever.ts", outDir], {
        cwd: projectRoot,
        stdio: ["ignore", "pipe", "inherit"],
      });
      // Killed once it has published at least once, at a moment that varies from kill to kill.
      await new Promise((resolve) => child.stdout.once("data", resolve));
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 60));
      child.kill("SIGKILL");
      await new Promise((resolve) => child.once("exit", resolve));
      await recoverPublish(outDir);
      seen.add(await wholeBuild(outDir));
      await removeUnpublished(outDir);
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it("takes the place of a link that an earlier version published, and removes the build it led to", async () => {
    const outDir = await newOutDir();
    const old = path.join(buildsFolder(outDir), "dist-build-1-1");
    await mkdir(path.join(old, "site"), { recursive: true });
    await writeFile(path.join(old, "site/index.html"), "old");
    await symlink(path.relative(path.dirname(outDir), path.join(old, "site")), outDir);
    // Until this build is published, the link and its build stay.
    const site = await fakeBuild(outDir, "new");
    expect(await readFile(path.join(outDir, "index.html"), "utf8")).toBe("old");
    await publishBuild(site, outDir);
    expect(await wholeBuild(outDir)).toBe("new");
    expect((await lstat(outDir)).isDirectory()).toBe(true);
    expect(await readdir(buildsFolder(outDir))).not.toContain("dist-build-1-1");
  });

  it("removes build folders it did not record, and never reuses or publishes them", async () => {
    const outDir = await newOutDir();
    await publishBuild(await fakeBuild(outDir, "first"), outDir);
    // Planted as a spare would look, record and all, with a later time than any build.
    const planted = path.join(buildsFolder(outDir), "dist-build-9999999999999-1");
    await mkdir(path.join(planted, "site/page-0"), { recursive: true });
    await writeFile(path.join(planted, "site/page-0/index.html"), "planted");
    await writeFile(path.join(planted, "files.json"), JSON.stringify({ "page-0/index.html": ["planted", "0:0:0"] }));
    await publishBuild(await fakeBuild(outDir, "second"), outDir);
    expect(await wholeBuild(outDir)).toBe("second");
    expect(await readdir(buildsFolder(outDir))).not.toContain(path.basename(planted));
  });

  it("never moves away a folder that no build wrote", async () => {
    const outDir = await newOutDir();
    await mkdir(outDir);
    await writeFile(path.join(outDir, "notes.txt"), "mine");
    await expect(publishBuild(await fakeBuild(outDir, "new"), outDir)).rejects.toThrow("holds what no build wrote");
    expect(await fileTree(outDir)).toEqual(new Map([["notes.txt", "mine"]]));
    await rm(path.dirname(outDir), { recursive: true });
  });
});
