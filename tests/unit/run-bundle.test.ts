import { execFile } from "node:child_process";
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { bundleEngine } from "../../scripts/engine-bundle.mjs";

const run = promisify(execFile);
const appRoot = path.resolve(import.meta.dirname, "../..");
const folder = path.join(appRoot, ".cache/run-bundle-test");
const bundle = path.join(folder, "command.cjs");
const runner = pathToFileURL(path.join(appRoot, "scripts/run-bundle.mjs")).href;

/** Runs the bundle as bin/blockpress.mjs does, in a process of its own, and returns what it printed. */
async function runCommand(options: { codeCache?: boolean } = {}): Promise<string> {
  const { stdout } = await run(process.execPath, [
    "--input-type=module",
    "-e",
    `import { runBundle } from ${JSON.stringify(runner)}; runBundle(${JSON.stringify(bundle)}, ${JSON.stringify(options)});`,
  ]);
  return stdout.trim();
}

const codeCaches = async () => (await readdir(folder)).filter((name) => name.endsWith(".code-cache"));

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe("a bundle run with V8's code cache", () => {
  it("keeps the cache on its first run, and starts from it after", async () => {
    await rm(folder, { recursive: true, force: true });
    await mkdir(folder, { recursive: true });
    await writeFile(bundle, 'console.log(require("node:path").basename(__filename), typeof module.exports);\n');
    expect(await runCommand()).toBe("command.cjs object");
    const [cache] = await codeCaches();
    expect(cache).toBeDefined();
    const made = (await stat(path.join(folder, cache!))).mtimeMs;
    // The second run is compiled from the cache, which V8 accepts: it is not written again.
    expect(await runCommand()).toBe("command.cjs object");
    expect(await codeCaches()).toEqual([cache]);
    expect((await stat(path.join(folder, cache!))).mtimeMs).toBe(made);
  });

  it("never runs a code cache that was changed since it was written: it is made again", async () => {
    await rm(folder, { recursive: true, force: true });
    await mkdir(folder, { recursive: true });
    await writeFile(bundle, 'console.log(require("node:path").basename(__filename), typeof module.exports);\n');
    expect(await runCommand()).toBe("command.cjs object");
    const [cache] = await codeCaches();
    const file = path.join(folder, cache!);
    const written = await readFile(file);
    // The compiled code, changed in its last bytes: V8 checks its length, not its content.
    const changed = Buffer.from(written);
    for (let at = changed.length - 16; at < changed.length; at++) changed[at] = changed[at]! ^ 0xff;
    await writeFile(file, changed);
    expect(await runCommand()).toBe("command.cjs object");
    expect(await codeCaches()).toEqual([cache]);
    expect((await readFile(file)).equals(changed)).toBe(false);
  });

  it("runs a bundle that imports ES modules as node loads it, with no code cache", async () => {
    // node 20 cannot import() from a script compiled from a code cache: such a bundle runs without one.
    await rm(folder, { recursive: true, force: true });
    await mkdir(folder, { recursive: true });
    await writeFile(bundle, 'import("node:path").then((path) => console.log(path.basename("/site/page.yaml")));\n');
    expect(await runCommand({ codeCache: false })).toBe("page.yaml");
    expect(await runCommand({ codeCache: false })).toBe("page.yaml");
    expect(await codeCaches()).toEqual([]);
  });

  it("is what every command but the build runs from: none of them imports an ES module", async () => {
    await rm(folder, { recursive: true, force: true });
    const commands = ["validate", "schema", "migrate"];
    await bundleEngine(
      Object.fromEntries(commands.map((command) => [command, path.join(appRoot, `src/engine/cli/${command}.ts`)])),
      folder,
    );
    for (const command of commands) {
      const code = (await readFile(path.join(folder, `${command}.cjs`), "utf8"))
        .split("\n")
        .filter((line) => !line.trim().startsWith("//"));
      expect(code.filter((line) => /(?<![\w$.])import\(/.test(line))).toEqual([]);
    }
  }, 30_000);

  it("never runs a cache made for another text of the bundle, even one of the same length", async () => {
    await rm(folder, { recursive: true, force: true });
    await mkdir(folder, { recursive: true });
    await writeFile(bundle, 'console.log("first");\n');
    expect(await runCommand()).toBe("first");
    const [first] = await codeCaches();
    // V8 checks only the length of the text a cache was made for.
    await writeFile(bundle, 'console.log("other");\n');
    expect(await runCommand()).toBe("other");
    const caches = await codeCaches();
    expect(caches).toHaveLength(1);
    expect(caches).not.toContain(first);
  });
});
