import { execFile } from "node:child_process";
import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { promisify } from "node:util";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { appRoot, bundleEngine } from "../../scripts/engine-bundle.mjs";

const run = promisify(execFile);
const folder = path.join(appRoot, ".cache/engine-bundle-test");
const outdir = `${folder}-out`;
const entry = path.join(folder, "entry.ts");
const made = async () => (await stat(path.join(outdir, "entry.cjs"))).mtimeMs;
/** File times are compared: each change comes a little after the bundle it must make stale. */
const later = () => new Promise((resolve) => setTimeout(resolve, 20));

afterAll(async () => {
  for (const made of [folder, outdir]) await rm(made, { recursive: true, force: true });
});

describe("the engine's bundles", () => {
  it("are made again exactly when a file they are made from changes, or a file is added beside one", async () => {
    for (const old of [folder, outdir]) await rm(old, { recursive: true, force: true });
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, "word.ts"), 'export const word = "first";\n');
    await writeFile(entry, 'import { word } from "./word";\nconsole.log(word);\n');
    await bundleEngine({ entry }, outdir);
    const first = await made();

    await later();
    await bundleEngine({ entry }, outdir);
    expect(await made()).toBe(first);

    await later();
    await writeFile(path.join(folder, "word.ts"), 'export const word = "second";\n');
    await bundleEngine({ entry }, outdir);
    expect(await readFile(path.join(outdir, "entry.cjs"), "utf8")).toContain('"second"');
    const second = await made();

    await later();
    await writeFile(path.join(folder, "other.ts"), "export {};\n");
    await bundleEngine({ entry }, outdir);
    expect(await made()).toBeGreaterThan(second);
  });

  it("are made again when one was changed since it was written, even to the same length", async () => {
    await mkdir(folder, { recursive: true });
    await writeFile(entry, 'console.log("engine");\n');
    await bundleEngine({ entry }, outdir);
    const bundle = path.join(outdir, "entry.cjs");
    const written = await readFile(bundle, "utf8");
    await writeFile(bundle, written.replace('"engine"', '"forged"'));
    await bundleEngine({ entry }, outdir);
    expect(await readFile(bundle, "utf8")).toBe(written);
  });

  it("carry zod's messages in English alone, and zod still speaks English", async () => {
    await mkdir(folder, { recursive: true });
    await writeFile(
      entry,
      'import { z } from "zod";\nconsole.log(z.string().safeParse(1).error?.issues[0]?.message);\n',
    );
    await bundleEngine({ entry }, outdir);
    // Made once: the module that stands for zod's messages is no file that could be newer than the bundle.
    const first = await made();
    await later();
    await bundleEngine({ entry }, outdir);
    expect(await made()).toBe(first);
    const bundle = await readFile(path.join(outdir, "entry.cjs"), "utf8");
    expect(bundle).toContain("Invalid input: expected");
    // German and Spanish, two of the languages zod ships and the engine never uses.
    expect(bundle).not.toContain("Ungültige Eingabe");
    expect(bundle).not.toContain("Entrada inválida");
    const { stdout } = await run(process.execPath, [path.join(outdir, "entry.cjs")]);
    expect(stdout.trim()).toBe("Invalid input: expected string, received number");
  });
});
