import { cp, mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { blocks } from "../../schema/blocks";
import { loadSite } from "../../src/engine/load-site";
import { migrateProps } from "../../src/engine/migrate/migrate-block";
import { migrateYaml } from "../../src/engine/migrate/migrate-yaml";
import { fixtureSite, fixturesRoot } from "../helpers/fixture-site";
import { runMigrate } from "../helpers/run-migrate";
import { projectRoot } from "../helpers/site-kit";

const items = [{ value: 120, label: "Clients" }];

describe("block versions", () => {
  it("are 1 plus the number of migrations: counters is at 2, blocks that never changed at 1", () => {
    const versions = new Map(blocks.map((block) => [block.type, block.version]));
    expect(versions.get("counters")).toBe(2);
    expect(versions.get("hero")).toBe(1);
  });
});

describe("the counters migration: duration in milliseconds became seconds", () => {
  it("renames duration to seconds in its place and divides it by 1000", () => {
    const { props, changes } = migrateProps({ type: "counters", items, duration: 2500, variant: "band" });
    expect(props).toEqual({ type: "counters", items, seconds: 2.5, variant: "band" });
    expect(Object.keys(props)).toEqual(["type", "items", "seconds", "variant"]);
    expect(changes).toEqual(["duration in milliseconds is now seconds, as duration: 2500 is seconds: 2.5"]);
  });

  it("leaves props in the current shape, and other block types, as they are", () => {
    expect(migrateProps({ type: "counters", items, seconds: 3 })).toEqual({
      props: { type: "counters", items, seconds: 3 },
      changes: [],
    });
    expect(migrateProps({ type: "course-list", duration: 2500 }).changes).toEqual([]);
  });

  it("renames a duration that is not a number without guessing a value, so validation reports it", () => {
    expect(migrateProps({ type: "counters", items, duration: "slow" }).props).toEqual({
      type: "counters",
      items,
      seconds: "slow",
    });
  });

  it("builds a page in the old shape with a warning at the block, as the current shape", async () => {
    const { site, errors, warnings } = await loadSite(await fixtureSite("block-migrated"));
    expect(errors).toEqual([]);
    expect(warnings.map((warning) => [warning.code, warning.line, warning.column])).toEqual([
      ["block-migrated", 10, 5],
    ]);
    expect(warnings[0]?.hint).toContain("npx blockpress migrate --write");
    const counters = site?.pages.find((page) => page.route === "/")?.blocks.find((block) => block.type === "counters");
    expect(counters).toMatchObject({ seconds: 2.5 });
  });
});

describe("npx blockpress migrate", () => {
  it("rewrites only the edited keys and values: comments, quotes, folded text and flow style stay", async () => {
    const old = await readFile(path.join(fixturesRoot, "migrate/old-page.yaml"), "utf8");
    const expected = await readFile(path.join(fixturesRoot, "migrate/old-page.migrated.yaml"), "utf8");
    expect(migrateYaml("pages/about.yaml", old)).toEqual({
      text: expected,
      changes: [
        "8:5 blocks[0] counters: duration in milliseconds is now seconds, as duration: 2500 is seconds: 2.5",
        "20:5 blocks[2] counters: duration in milliseconds is now seconds, as duration: 2500 is seconds: 2.5",
      ],
    });
    expect(migrateYaml("pages/about.yaml", expected)).toEqual({ text: expected, changes: [] });
  });

  it("finds nothing to change in the shipped pages", async () => {
    const files = (await readdir(path.join(projectRoot, "pages"), { recursive: true })).filter((file) =>
      file.endsWith(".yaml"),
    );
    for (const file of files) {
      const text = await readFile(path.join(projectRoot, "pages", file), "utf8");
      expect(migrateYaml(`pages/${file}`, text), file).toEqual({ text, changes: [] });
    }
  });

  // Four runs of the command, each a process of its own.
  it(
    "without --write only reports; with --check exits 1; with --write rewrites the old file and leaves the others byte for byte",
    { timeout: 30_000 },
    async () => {
      const root = await mkdtemp(path.join(tmpdir(), "migrate-"));
      await cp(path.join(fixturesRoot, "migrate/old-page.yaml"), path.join(root, "pages/about.yaml"));
      const current =
        "title: Home\ndescription: Home.\nblocks:\n  - {type: counters, items: [{value: 1, label: One}], seconds: 2}\n";
      await writeFile(path.join(root, "pages/index.yaml"), current);
      const old = await readFile(path.join(root, "pages/about.yaml"), "utf8");
      const run = (...args: string[]) => runMigrate(root, ...args);

      const reported = await run();
      expect(reported.code).toBe(0);
      expect(reported.stdout).toContain("pages/about.yaml:8:5 blocks[0] counters: duration in milliseconds");
      expect(reported.stdout).toContain(
        "migrate: 1 of 2 page file(s) would change; nothing was written: npx blockpress migrate --write makes the changes above",
      );
      expect(await readFile(path.join(root, "pages/about.yaml"), "utf8")).toBe(old);

      const checked = await run("--check");
      expect(checked.code).toBe(1);
      expect(checked.stdout).toContain("pages/about.yaml:8:5 blocks[0] counters: duration in milliseconds");
      expect(await readFile(path.join(root, "pages/about.yaml"), "utf8")).toBe(old);

      const written = await run("--write");
      expect(written.code).toBe(0);
      expect(written.stdout).toContain("migrate: rewrote 1 of 2 page file(s)");
      expect(await readFile(path.join(root, "pages/about.yaml"), "utf8")).toBe(
        await readFile(path.join(fixturesRoot, "migrate/old-page.migrated.yaml"), "utf8"),
      );
      expect(await readFile(path.join(root, "pages/index.yaml"), "utf8")).toBe(current);
      expect(await run("--check")).toMatchObject({
        code: 0,
        stdout: "migrate: the 2 page file(s) are in the current shape\n",
      });
    },
  );
});
