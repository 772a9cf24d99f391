import { execFile } from "node:child_process";
import { lstat, readdir, readFile } from "node:fs/promises";
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

/** `npx blockpress <command>`, run in `cwd` as npm runs it. */
async function blockpress(cwd: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ["bin/blockpress.mjs", ...args], { cwd });
    return { code: 0, stdout, stderr };
  } catch (failure) {
    const { code, stdout, stderr } = failure as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

describe("npx blockpress", () => {
  let root: string;
  beforeAll(async () => {
    root = await copyOfProject();
    // The engine is bundled on its first run; the runs that follow start from the bundle.
    expect((await blockpress(root, "validate")).code).toBe(0);
  }, 60_000);

  it.each([
    ["migrate", "--chek", "unknown option --chek; did you mean --check?"],
    ["build", "--no-cahce", "unknown option --no-cahce; did you mean --no-cache?"],
    ["validate", "--fromat", "unknown option --fromat; did you mean --format?"],
    ["schema", "--out", "unknown option --out"],
    ["dev", "--prot", "unknown option --prot; did you mean --port?"],
    ["preview", "--prot", "unknown option --prot; did you mean --port?"],
    ["new", "--blokcs", "unknown option --blokcs; did you mean --blocks?"],
    ["generate", "--no-picture", "unknown option --no-picture; did you mean --no-pictures?"],
    ["docs", "--out", "unknown option --out"],
    ["bench", "--rutes", "unknown option --rutes; did you mean --routes?"],
  ])(
    "%s refuses a misspelt option (%s) in one line, with exit 2, and writes nothing",
    { timeout: 60_000 },
    async (command, option, said) => {
      const before = await snapshot(root);
      const result = await blockpress(root, command, option);
      expect(result.code).toBe(2);
      expect(result.stderr.trim().split("\n")).toEqual([
        `${said} (npx blockpress ${command} --help lists what it takes)`,
      ]);
      expect(result.stdout).toBe("");
      expect(await snapshot(root)).toEqual(before);
    },
  );

  it.each(["dev", "build", "preview", "validate", "new", "migrate", "generate", "schema", "docs", "bench"])(
    "%s --help says what it does, how it is called, each option and an example, and exits 0",
    { timeout: 60_000 },
    async (command) => {
      const before = await snapshot(root);
      const result = await blockpress(root, command, "--help");
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(`usage: npx blockpress ${command} [options]`);
      expect(result.stdout).toContain("  --help  ");
      expect(result.stdout).toMatch(new RegExp(`examples:\\n  npx blockpress ${command}`));
      expect(await snapshot(root)).toEqual(before);
    },
  );

  it("--help lists every command; --version says the version; a misspelt command is refused with the nearest", async () => {
    const help = await blockpress(root, "--help");
    expect(help.code).toBe(0);
    for (const command of ["dev", "build", "preview", "validate", "new", "migrate", "generate", "bench"])
      expect(help.stdout).toMatch(new RegExp(`^  ${command} +\\S`, "m"));
    const { version } = JSON.parse(await readFile(path.join(root, "package.json"), "utf8")) as { version: string };
    expect(await blockpress(root, "--version")).toEqual({ code: 0, stdout: `blockpress ${version}\n`, stderr: "" });
    const typo = await blockpress(root, "biuld");
    expect(typo.code).toBe(2);
    expect(typo.stderr).toBe(
      'unknown command "biuld"; did you mean build? (npx blockpress --help lists the commands)\n',
    );
  });

  it("is the project's bin, so that npx blockpress runs it", async () => {
    const manifest = JSON.parse(await readFile(path.join(root, "package.json"), "utf8")) as {
      bin: Record<string, string>;
    };
    expect(manifest.bin).toEqual({ blockpress: "bin/blockpress.mjs" });
    const { stdout } = await run("npx", ["--offline", "blockpress", "--version"], { cwd: root });
    expect(stdout).toMatch(/^blockpress \d/);
  });
});
