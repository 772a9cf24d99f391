import { execFile } from "node:child_process";
import { lstat, readdir } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { copyOfProject } from "../helpers/project-copy";

const run = promisify(execFile);

/** Every file under `folder` but the engine's own bundles, with its size and times: what a command may not touch. */
async function snapshot(folder: string): Promise<Map<string, string>> {
  const entries = await readdir(folder, { recursive: true });
  const described = await Promise.all(
    entries
      .filter((entry) => !entry.startsWith("node_modules") && !entry.startsWith(path.join(".cache", "engine")))
      .map(async (entry) => {
        const info = await lstat(path.join(folder, entry));
        return [entry, `${info.size}:${info.mtimeMs}:${info.ctimeMs}`] as const;
      }),
  );
  return new Map(described);
}

/** One of the engine's commands, run in `cwd` as npm runs it. */
async function engine(cwd: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ["scripts/engine.mjs", ...args], { cwd });
    return { code: 0, stdout, stderr };
  } catch (failure) {
    const { code, stdout, stderr } = failure as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

describe("the engine's commands", () => {
  let root: string;
  beforeAll(async () => {
    root = await copyOfProject();
    // The engine is bundled on its first run; the runs that follow start from the bundle.
    expect((await engine(root, "validate")).code).toBe(0);
  }, 60_000);

  it.each([
    ["migrate", "--chek", "unknown option --chek; did you mean --check?"],
    ["build", "--no-cahce", "unknown option --no-cahce; did you mean --no-cache?"],
    ["validate", "--fromat", "unknown option --fromat; did you mean --format?"],
    ["schema", "--out", "unknown option --out"],
  ])(
    "%s refuses a misspelt option (%s) in one line, with exit 2, and writes nothing",
    { timeout: 60_000 },
    async (command, option, said) => {
      const before = await snapshot(root);
      const result = await engine(root, command, option);
      expect(result.code).toBe(2);
      expect(result.stderr.trim().split("\n")).toEqual([`${said} (npm run ${command} -- --help lists what it takes)`]);
      expect(result.stdout).toBe("");
      expect(await snapshot(root)).toEqual(before);
    },
  );

  it.each(["validate", "build", "migrate", "schema"])(
    "%s --help says what it does, how it is called, each option and an example, and exits 0",
    { timeout: 60_000 },
    async (command) => {
      const before = await snapshot(root);
      const result = await engine(root, command, "--help");
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(`usage: npm run ${command} -- [options]`);
      expect(result.stdout).toContain("  --help  ");
      expect(result.stdout).toMatch(new RegExp(`examples:\\n  npm run ${command}`));
      expect(await snapshot(root)).toEqual(before);
    },
  );
});
