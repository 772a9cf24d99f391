import { spawn, type ChildProcess } from "node:child_process";
import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lockFile, lockOutput } from "../../src/engine/output/publish/output-lock";
import { fixtureSite } from "../helpers/fixture-site";
import { projectRoot } from "../helpers/site-kit";

const newOutDir = async () => path.join(await mkdtemp(path.join(tmpdir(), "lock-")), "dist");

/** Starts a process in this project, gathering what it prints. */
function start(args: string[]): { child: ChildProcess; printed: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, args, { cwd: projectRoot, stdio: ["pipe", "pipe", "pipe"] });
  let printed = "";
  child.stdout?.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { child, printed: () => printed, exited };
}

async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 50) {
    if (waited > 30_000) throw new Error("waited 30 s in vain");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const holdLock = (outDir: string) => start(["--import", "tsx", "tests/helpers/hold-lock.ts", outDir]);

describe("the lock on building an output folder", () => {
  it("makes a build wait while another running process holds it", { timeout: 60_000 }, async () => {
    const outDir = await newOutDir();
    const holder = holdLock(outDir);
    await until(() => holder.printed().includes("locked"));
    const waitedFor: number[] = [];
    const taking = lockOutput(outDir, (pid) => waitedFor.push(pid));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(waitedFor).toEqual([holder.child.pid]);
    holder.child.stdin?.end();
    await holder.exited;
    const release = await taking;
    expect(Number(await readFile(lockFile(outDir), "utf8"))).toBe(process.pid);
    release();
    await expect(readFile(lockFile(outDir))).rejects.toThrow();
  });

  it("is taken over at once when the process that held it is gone", async () => {
    const outDir = await newOutDir();
    await mkdir(path.dirname(lockFile(outDir)), { recursive: true });
    // A process id above the system's highest: surely no process.
    await writeFile(lockFile(outDir), "2147483646\n");
    const waitedFor: number[] = [];
    const release = await lockOutput(outDir, (pid) => waitedFor.push(pid));
    expect(waitedFor).toEqual([]);
    expect(Number(await readFile(lockFile(outDir), "utf8"))).toBe(process.pid);
    release();
  });

  it("makes a second build wait for the first, and read the site only then", { timeout: 120_000 }, async () => {
    const site = await fixtureSite();
    const outDir = path.join(site, "dist");
    // A process holding the lock stands for a first build that takes long.
    const first = holdLock(outDir);
    await until(() => first.printed().includes("locked"));
    const second = start(["bin/blockpress.mjs", "build", site, outDir]);
    await until(() => second.printed().includes("build: waiting for the build of"));
    // Changed while the second build waits: the site it publishes is the one it reads after the first.
    const page = path.join(site, "pages/index.yaml");
    await writeFile(page, (await readFile(page, "utf8")).replace(/^title: .*$/m, "title: Edited while waiting"));
    first.child.stdin?.end();
    expect(await second.exited).toBe(0);
    expect(await readFile(path.join(outDir, "index.html"), "utf8")).toContain("Edited while waiting");
  });
});
