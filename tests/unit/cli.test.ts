import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { markerFile, markerOutput } from "../../src/engine/output/publish/output-marker";
import { publishBuild, publishSteps } from "../../src/engine/output/publish/publish-build";
import { fakeBuild } from "../helpers/fake-build";
import { fixtureSite } from "../helpers/fixture-site";
import { projectRoot } from "../helpers/site-kit";

const run = promisify(execFile);
const tsx = path.join(projectRoot, "node_modules/tsx/dist/cli.mjs");

async function cli(script: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [tsx, path.join(projectRoot, "src/engine/cli", script), ...args],
      { cwd: projectRoot },
    );
    return { code: 0, stdout, stderr };
  } catch (failure) {
    const { code, stdout, stderr } = failure as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

describe("npm run validate", () => {
  it("exits 0 for a valid site", async () => {
    const result = await cli("validate.ts", await fixtureSite());
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("4 pages");
  }, 30_000);

  it("exits 1 and prints every error with file:line:col and a hint", async () => {
    const result = await cli("validate.ts", await fixtureSite("several-files"));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "pages/index.yaml:5:14 error blocks[0].heading: expected text, got number 42 [wrong-type]",
    );
    expect(result.stderr).toContain("content/site.yaml:2:6 error url:");
    expect(result.stderr).toMatch(/\n {4}Change the value to the expected type/);
    expect(result.stderr).toContain("4 error(s)");
  }, 30_000);
});

describe("npm run validate --format", () => {
  it("json, run the way docs/ci.md shows it, gives stdout that parses line by line", async () => {
    const docs = await readFile(path.join(projectRoot, "docs/ci.md"), "utf8");
    expect(docs).toContain("`npx blockpress validate --format json | jq");
    const site = await fixtureSite("several-files");
    const failure = await run("npx", ["blockpress", "validate", "--format", "json", site], {
      cwd: projectRoot,
    }).catch((error: unknown) => error as { code: number; stdout: string });
    expect("code" in failure && failure.code).toBe(1);
    const lines = failure.stdout.trim().split("\n");
    expect(lines.map((line) => (JSON.parse(line) as { code: string }).code)).toHaveLength(4);
  }, 30_000);

  it("json prints one JSON object per problem on stdout, and nothing else there", async () => {
    const result = await cli("validate.ts", await fixtureSite("several-files"), "--format", "json");
    expect(result.code).toBe(1);
    const problems = result.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(problems).toHaveLength(4);
    expect(problems).toContainEqual({
      file: "pages/index.yaml",
      line: 5,
      column: 14,
      path: "blocks[0].heading",
      code: "wrong-type",
      message: "expected text, got number 42",
      hint: "Change the value to the expected type; quote text that looks like a number or a date.",
      severity: "error",
    });
    expect(result.stderr).toContain("4 error(s)");
  }, 30_000);

  it("github prints a workflow command per problem, with the place and the hint", async () => {
    const result = await cli("validate.ts", await fixtureSite("broken-link"), "--format=github");
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^::error file=pages\/index\.yaml,line=\d+,col=\d+,title=broken-link::.+%0A.+$/m);
  }, 30_000);

  it("refuses an unknown format in one line that names the formats, with status 2", async () => {
    const result = await cli("validate.ts", await fixtureSite(), "--format", "xml");
    expect(result.code).toBe(2);
    expect(result.stderr.trim()).toBe(
      '--format takes human, json, github; got "xml" (npx blockpress validate --help lists what it takes)',
    );
  }, 30_000);
});

describe("npm run build", () => {
  it("with a broken site writes nothing and leaves the previous output as it was", async () => {
    const outDir = path.join(await mkdtemp(path.join(tmpdir(), "dist-")), "dist");
    await mkdir(outDir);
    await writeFile(path.join(outDir, "index.html"), "previous build");
    await writeFile(path.join(outDir, markerFile), markerOutput.version);
    const result = await cli("build.ts", await fixtureSite("unknown-key"), outDir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("unknown key");
    expect(await readFile(path.join(outDir, "index.html"), "utf8")).toBe("previous build");
  }, 60_000);

  it("first of all finishes a publish that a killed build left halfway, whatever comes after", async () => {
    const outDir = path.join(await mkdtemp(path.join(tmpdir(), "dist-")), "dist");
    await publishBuild(await fakeBuild(outDir, "old"), outDir);
    // Killed between the two renames: the old site has left outDir, the new one is not in yet.
    const [journal, moveOld] = await publishSteps(await fakeBuild(outDir, "new"), outDir);
    await journal?.();
    await moveOld?.();
    const result = await cli("build.ts", await fixtureSite("unknown-key"), outDir);
    expect(result.code).toBe(1);
    expect(await readFile(path.join(outDir, "page-0/index.html"), "utf8")).toBe("new");
  }, 60_000);

  it("refuses a --base that is no base path in one line, with status 2, before it writes anything", async () => {
    const outDir = path.join(await mkdtemp(path.join(tmpdir(), "dist-")), "dist");
    const result = await cli("build.ts", await fixtureSite(), outDir, "--base", "/docs/../admin/");
    expect(result.code).toBe(2);
    expect(result.stderr.trim()).toBe(
      '--base "/docs/../admin/" is not a base path: it has a "." or ".." folder. Name the folder the site is served under, such as /docs/.',
    );
    expect(existsSync(outDir)).toBe(false);
  }, 30_000);
});
