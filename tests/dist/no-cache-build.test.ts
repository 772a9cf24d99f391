import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { fileTree } from "../helpers/file-tree";
import { distDir } from "./built-site";

const run = promisify(execFile);
let scratch = "";
afterAll(() => rm(scratch, { recursive: true, force: true }));

describe("the shipped site built with every speedup off (--no-cache --threads 1)", () => {
  it("is byte for byte the site npm run build published", { timeout: 180_000 }, async () => {
    scratch = await mkdtemp(path.join(tmpdir(), "no-cache-"));
    const out = path.join(scratch, "site");
    const { stdout } = await run("node", ["bin/blockpress.mjs", "build", "--no-cache", "--threads", "1", "--out", out]);
    // Nothing came from a cache: every page rendered and every card drawn, in the build's own thread.
    expect(stdout).toMatch(/client \d/);
    expect(stdout).toMatch(/ 0 reused; (\d+) of \1 social cards drawn/);
    expect(stdout).toContain("on 1 thread(s)");
    const [plain, published] = await Promise.all([fileTree(out), fileTree(distDir)]);
    expect([...plain.keys()]).toEqual([...published.keys()]);
    const differing = [...published].filter(([file, bytes]) => plain.get(file) !== bytes).map(([file]) => file);
    expect(differing).toEqual([]);
  });
});
