import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatError } from "../../src/engine/errors";
import { loadSite } from "../../src/engine/load-site";
import { fixtureSite, fixturesRoot } from "../helpers/fixture-site";

const cases = (await readdir(path.join(fixturesRoot, "bad"))).sort();

/** The first line of each report: where, what, and the error's code. */
const reportLines = (errors: Parameters<typeof formatError>[0][]) =>
  errors.map((error) => formatError(error).split("\n")[0]);

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

  it.each(cases)("%s: reports exactly the expected errors, with file, line and column", async (name) => {
    const expected = (await readFile(path.join(fixturesRoot, "bad", name, "expected.txt"), "utf8")).trim().split("\n");
    const { site, errors } = await loadSite(await fixtureSite(name));
    expect(site).toBeUndefined();
    expect(reportLines(errors)).toEqual(expected);
    for (const error of errors) expect(error.hint.length).toBeGreaterThan(10);
  });

  it("the base fixture itself is valid", async () => {
    const { site, errors } = await loadSite(await fixtureSite());
    expect(errors).toEqual([]);
    expect(site?.pages.map((page) => page.route).sort()).toEqual(["/", "/404", "/posts/1", "/posts/2"]);
  });
});
