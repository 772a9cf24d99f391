import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { errorCatalogue } from "../../src/engine/errors/catalogue";
import { formatError, type SiteError } from "../../src/engine/errors/site-error";
import { loadSite } from "../../src/engine/load-site";
import { fixtureSite, fixturesRoot } from "../helpers/fixture-site";

const cases = (await readdir(path.join(fixturesRoot, "bad"))).sort();

async function expectedLines(name: string): Promise<string[]> {
  const text = await readFile(path.join(fixturesRoot, "bad", name, "expected.txt"), "utf8");
  return text.split("\n").filter((line) => line.trim() !== "");
}

/** The first line of each report: where, what, and the error's code. */
const reportLines = (problems: readonly SiteError[]) => problems.map((problem) => formatError(problem).split("\n")[0]);

describe("a site with a mistake in its YAML", () => {
  it("has a fixture for every kind of mistake the product promises to catch", () => {
    expect(cases).toEqual(
      expect.arrayContaining([
        "syntax-error",
        "unknown-block-type",
        "unknown-key",
        "wrong-type",
        "missing-field",
        "blocks-not-list",
        "empty-file",
        "missing-record",
        "duplicate-route",
      ]),
    );
  });

  it("has a fixture showing every error of the catalogue", async () => {
    const reported = new Set<string>();
    for (const name of cases) {
      for (const line of await expectedLines(name)) reported.add(/\[([a-z-]+)\]$/.exec(line)?.[1] ?? "");
    }
    const missing = Object.keys(errorCatalogue).filter((code) => !reported.has(code));
    expect(missing, "codes no fixture's expected.txt shows").toEqual([]);
  });

  it.each(cases)("%s: reports exactly the expected problems, with file, line and column", async (name) => {
    const expected = await expectedLines(name);
    const { site, errors, warnings } = await loadSite(await fixtureSite(name));
    expect(reportLines([...errors, ...warnings])).toEqual(expected);
    expect(site === undefined).toBe(errors.length > 0);
    for (const problem of [...errors, ...warnings]) expect(problem.hint.length).toBeGreaterThan(10);
  });

  const hintCases = cases.filter((name) => existsSync(path.join(fixturesRoot, "bad", name, "expected-hint.txt")));
  it.each(hintCases)("%s: tells the marketer exactly what to write instead", async (name) => {
    const hint = (await readFile(path.join(fixturesRoot, "bad", name, "expected-hint.txt"), "utf8")).trim();
    const { errors, warnings } = await loadSite(await fixtureSite(name));
    expect([...errors, ...warnings].map((problem) => problem.hint)).toContain(hint);
  });

  it("the base fixture itself is valid", async () => {
    const { site, errors, warnings } = await loadSite(await fixtureSite());
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    expect(site?.pages.map((page) => page.route).sort()).toEqual(["/", "/404", "/posts/1", "/posts/2"]);
  });
});
