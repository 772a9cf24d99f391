import { cp, mkdir, mkdtemp, readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatError } from "../../src/engine/errors/site-error";
import { migratePageFile } from "../../src/engine/migrate/migrate-yaml";
import { readYaml } from "../../src/engine/read/read-site";
import { decodeFile, readPageFile } from "../../src/engine/read/read-file";
import { fixtureSite, fixturesRoot } from "../helpers/fixture-site";
import { runMigrate } from "../helpers/run-migrate";

const file = "pages/about.yaml";
const migrate = (text: string) => migratePageFile(file, { text });
const fixture = (name: string) => readFile(path.join(fixturesRoot, "migrate", name), "utf8");

/** A page of one counters block, with the lines given for the block's fields under its type. */
const page = (...fields: string[]) =>
  ["title: About", "description: About us.", "blocks:", "  - type: counters", ...fields.map((line) => `    ${line}`)]
    .concat("")
    .join("\n");
const items = "items: [{ value: 150, label: Clients }]";

/** The first line of each report: where, what, and the error's code. */
const firstLines = (errors: Parameters<typeof formatError>[0][]) =>
  errors.map((error) => formatError(error).split("\n")[0]);

const readerCode = /\[(yaml-syntax|duplicate-key|invalid-encoding|file-too-large|alias-expansion|nesting-too-deep)\]$/;
const badCases = (await readdir(path.join(fixturesRoot, "bad"))).sort();

/** The lines of a bad-input case's expected report that are about reading a page file. */
async function readerLines(name: string): Promise<string[]> {
  const expected = await readFile(path.join(fixturesRoot, "bad", name, "expected.txt"), "utf8");
  return expected.split("\n").filter((line) => line.startsWith("pages/") && readerCode.test(line));
}
const readerCases: string[] = [];
for (const name of badCases) if ((await readerLines(name)).length > 0) readerCases.push(name);

describe("npm run migrate refuses what validate refuses", () => {
  it("refuses a Latin-1 page with validate's message, where it used to write U+FFFD over its bytes", async () => {
    const bytes = await readFile(path.join(fixturesRoot, "migrate/latin1.yaml"));
    const migrated = migratePageFile(file, decodeFile(file, bytes));
    expect(migrated).toEqual({ unreadable: readYaml(file, bytes).errors });
    expect("unreadable" in migrated && firstLines(migrated.unreadable)).toEqual([
      "pages/about.yaml:1:11 error the byte 0xE9 here is not UTF-8 text; the file was saved in another encoding, or is damaged here [invalid-encoding]",
    ]);
  });

  it.each(readerCases)("%s: refuses the page with the message validate gives", async (name) => {
    const root = await fixtureSite(name);
    const expected = await readerLines(name);
    const files = [...new Set(expected.map((line) => line.split(":")[0] ?? ""))];
    const reported = files.flatMap((page) => {
      const migrated = migratePageFile(page, readPageFile({ file: page, path: path.join(root, page) }));
      return "unreadable" in migrated ? firstLines(migrated.unreadable) : [];
    });
    expect(reported).toEqual(expected);
  });
});

describe("npm run migrate leaves a node it cannot rewrite safely as it is, and says why", () => {
  it("duration: &n 3000 that *n repeats elsewhere: rewritten, that figure would read 3", async () => {
    expect(migrate(await fixture("anchored-duration.yaml"))).toEqual({
      refused: [
        "7:15 blocks[0] counters: not migrated: the value of duration is marked &n, which *n repeats on line 10: a rewrite here would change it there too; write the value out in place of each *n and remove &n, then run npx blockpress migrate --write again",
      ],
    });
  });

  it("duration: *d: renamed, seconds would read 3000, which is not a number of seconds", async () => {
    expect(migrate(await fixture("aliased-duration.yaml"))).toEqual({
      refused: [
        "7:15 blocks[0] counters: not migrated: the value of duration is *d, which repeats the part marked &d; write that part out in place of *d, then run npx blockpress migrate --write again",
      ],
    });
  });

  it("a block inside a part marked &b, a block written as *b, and blocks written as *list", () => {
    const repeated = `${page("duration: 2500", items).replace("- type", "- &b\n    type")}  - *b\n`;
    expect(migrate(repeated)).toEqual({
      refused: [
        "4:5 blocks[0] counters: not migrated: the key duration is inside the part marked &b, which *b repeats on line 8: a rewrite here would change it there too; write the part out in place of each *b and remove &b, then run npx blockpress migrate --write again",
        "8:5 blocks[1] counters: not migrated: the block is *b, which repeats the part marked &b; write that part out in place of *b, then run npx blockpress migrate --write again",
      ],
    });
    const list = "title: A\ndescription: B.\nx: &list [{ type: counters, duration: 2500 }]\nblocks: *list\n";
    expect(migrate(list)).toEqual({
      refused: [
        "4:9 blocks[0] counters: not migrated: blocks is *list, which repeats the part marked &list; write that part out in place of *list, then run npx blockpress migrate --write again",
      ],
    });
  });

  it("a key written as *k, or marked &k", () => {
    expect(migrate(page(items, "id: &k duration", "*k : 2500"))).toEqual({
      refused: [
        "7:5 blocks[0] counters: not migrated: the key duration is *k, which repeats the part marked &k; write that part out in place of *k, then run npx blockpress migrate --write again",
      ],
    });
    expect(migrate(page(items, "&k duration: 2500"))).toEqual({
      refused: [
        "6:5 blocks[0] counters: not migrated: the key duration is marked &k; remove &k (no *k repeats it), then run npx blockpress migrate --write again",
      ],
    });
  });

  it("a value with a tag, which would hold for the new value: !!int 2.5 does not read", () => {
    expect(migrate(page(items, "duration: !!int 2500"))).toEqual({
      refused: [
        "6:21 blocks[0] counters: not migrated: the value of duration has the tag !!int, which would apply to its new text too; remove the tag, then run npx blockpress migrate --write again",
      ],
    });
  });

  it("a rewrite that would not read back: duration beside seconds would give seconds twice", () => {
    expect(migrate(page(items, "seconds: 2", "duration: 2500"))).toEqual({
      refused: [
        '7:5 not migrated: rewritten, the file would not read here: the key "seconds" appears twice in this mapping (first on line 6); write the block in the current shape by hand',
      ],
    });
  });
});

describe("npm run migrate writes what reads back as the blocks validate migrates", () => {
  it("reads values as validate does: duration: 0b101110111000 is 3000 ms, so seconds: 3", () => {
    expect(migrate(page(items, "duration: 0b101110111000 # binary"))).toMatchObject({
      text: page(items, "seconds: 3 # binary"),
    });
  });

  it("writes numbers YAML reads back as the same number: .inf, .nan", () => {
    expect(migrate(page(items, "duration: .inf"))).toMatchObject({ text: page(items, "seconds: .inf") });
    expect(migrate(page(items, "duration: .NaN"))).toMatchObject({ text: page(items, "seconds: .nan") });
  });
});

describe("the command", () => {
  // One run of the command, a process of its own.
  it(
    "exits 1, leaves each refused file byte for byte with a message at its place, and rewrites the rest",
    { timeout: 20_000 },
    async () => {
      const root = await mkdtemp(path.join(tmpdir(), "migrate-"));
      await mkdir(path.join(root, "pages"));
      for (const name of ["anchored-duration", "aliased-duration", "latin1", "old-page"])
        await cp(path.join(fixturesRoot, `migrate/${name}.yaml`), path.join(root, `pages/${name}.yaml`));
      // A name that is no path: validation never reads the page, so migrate does not rewrite it either.
      await cp(path.join(fixturesRoot, "migrate/old-page.yaml"), path.join(root, "pages/Old Page.yaml"));
      const left = ["anchored-duration", "aliased-duration", "latin1", "Old Page"];
      const before = await Promise.all(left.map((name) => readFile(path.join(root, `pages/${name}.yaml`))));

      const run = await runMigrate(root, "--write");
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(
        "pages/aliased-duration.yaml:7:15 blocks[0] counters: not migrated: the value of duration is *d",
      );
      expect(run.stderr).toContain(
        "pages/anchored-duration.yaml:7:15 blocks[0] counters: not migrated: the value of duration is marked &n",
      );
      expect(run.stderr).toContain("pages/latin1.yaml:1:11 error the byte 0xE9 here is not UTF-8 text");
      expect(run.stderr).toContain('pages/Old Page.yaml:1:1 error the file name "Old Page" cannot be part of a path');
      expect(run.stderr).toContain("migrate: rewrote 1 of 5 page file(s); 4 left as they are, for the reasons above");
      expect(run.stdout).toContain("pages/old-page.yaml:8:5 blocks[0] counters: duration in milliseconds");
      for (const [index, name] of left.entries()) {
        expect(await readFile(path.join(root, `pages/${name}.yaml`)), name).toEqual(before[index]);
      }
      expect(await readFile(path.join(root, "pages/old-page.yaml"), "utf8")).toBe(
        await fixture("old-page.migrated.yaml"),
      );
    },
  );
});
