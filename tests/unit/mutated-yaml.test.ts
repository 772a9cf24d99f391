import fc from "fast-check";
import { readdir, readFile } from "node:fs/promises";
import { isDeepStrictEqual } from "node:util";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { createBlockSchemas } from "../../schema/blocks";
import { footerBlock } from "../../schema/blocks/footer";
import { headerBlock } from "../../schema/blocks/header";
import { createValidationContext } from "../../schema/kit/validation-context";
import type { SiteError } from "../../src/engine/errors/site-error";
import { checkLinks } from "../../src/engine/routes/link-check";
import { migratedPageData } from "../../src/engine/migrate/migrate-block";
import { migratePageFile, type MigratedFile } from "../../src/engine/migrate/migrate-yaml";
import { readYaml } from "../../src/engine/read/read-site";
import { decodeFile } from "../../src/engine/read/read-file";
import { parseYaml } from "../../src/engine/read/yaml-source";
import {
  createPageDocument,
  validatePage,
  type PageDefaults,
  type PageDocument,
} from "../../src/engine/validate/validate-page";
import { inOldShape, oldShapePage } from "../helpers/old-shape-pages";
import { projectBlockKit, projectRoot } from "../helpers/site-kit";

/**
 * Careless and hostile edits of the real pages, fed to the loader one file at a time: whatever the
 * bytes, it answers with its own list of errors, each inside the file, quickly and in little memory.
 */

let blockSchemas: ReturnType<typeof createBlockSchemas>;
let pageDocument: PageDocument;
let facts: Awaited<ReturnType<typeof projectBlockKit>>["context"];
let defaults: PageDefaults;
const realPages: Uint8Array[] = [];

beforeAll(async () => {
  const project = await projectBlockKit();
  blockSchemas = createBlockSchemas(project.kit);
  pageDocument = createPageDocument(project.kit);
  facts = project.context;
  defaults = {
    lang: "en",
    header: headerBlock.schema(project.kit).parse({ type: "header" }),
    footer: footerBlock.schema(project.kit).parse({ type: "footer", copyright: "Fixture" }),
  };
  const files = (await readdir(path.join(projectRoot, "pages"), { recursive: true, encoding: "utf8" })).filter((file) =>
    file.endsWith(".yaml"),
  );
  for (const file of files.sort()) realPages.push(await readFile(path.join(projectRoot, "pages", file)));
});

/** Reads, validates and link-checks one page file as the loader does; the errors of every step. */
function loadPage(bytes: Uint8Array): SiteError[] {
  const file = "pages/mutated.yaml";
  const { source, errors } = readYaml(file, bytes);
  if (!source.readable) return errors;
  const context = createValidationContext({ ...facts, current: undefined });
  const page = validatePage(
    { source, raw: source.data, route: "/mutated" },
    { pageDocument, blockSchemas, defaults },
    context,
  );
  const document = { source, route: "/mutated", uses: context, valid: page.errors.length === 0 };
  const linkErrors = checkLinks([document], new Map(), { redirectsKnown: true, unknownRecordRoutes: [] });
  return [...errors, ...page.errors, ...linkErrors];
}

/** Lines of a file, counted on its bytes so that text which is not UTF-8 counts too. */
function lineCount(bytes: Uint8Array): number {
  return bytes.reduce((count, byte) => count + (byte === 0x0a ? 1 : 0), 1);
}

function expectWellFormed(bytes: Uint8Array): void {
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const errors = loadPage(bytes);
  const elapsed = performance.now() - started;
  const grownMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
  expect(elapsed, "milliseconds for one file").toBeLessThan(1000);
  expect(grownMb, "megabytes for one file").toBeLessThan(200);
  const lines = lineCount(bytes);
  for (const error of errors) {
    expect(error.file).toBe("pages/mutated.yaml");
    expect(error.line, error.message).toBeGreaterThanOrEqual(1);
    expect(error.line, error.message).toBeLessThanOrEqual(lines);
    expect(error.column, error.message).toBeGreaterThanOrEqual(1);
    expect(error.message.length).toBeGreaterThan(0);
  }
}

const encoder = new TextEncoder();
/** What a careless edit puts in: YAML's own punctuation, tabs, quotes, anchors, a second document, odd numbers. */
const insertions = [
  ":",
  ": ",
  "[",
  "]",
  "{",
  "}",
  "\t",
  '"',
  "'",
  "- ",
  "-",
  "#",
  ",",
  "\n",
  "  ",
  "*a",
  "&a ",
  "---\n",
  "|",
  ">",
  "1e400",
  "19,99",
  "javascript:",
  "\u200b",
  "\u0001",
];

type Edit =
  | { kind: "delete"; at: number; length: number }
  | { kind: "insert"; at: number; bytes: Uint8Array }
  | { kind: "duplicate-line"; at: number };

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant("delete" as const), at: fc.nat(), length: fc.integer({ min: 1, max: 20 }) }),
  fc.record({
    kind: fc.constant("insert" as const),
    at: fc.nat(),
    bytes: fc.oneof(
      fc.constantFrom(...insertions).map((text) => encoder.encode(text)),
      fc.uint8Array({ minLength: 1, maxLength: 6 }),
    ),
  }),
  fc.record({ kind: fc.constant("duplicate-line" as const), at: fc.nat() }),
);

function applyEdit(bytes: Uint8Array, change: Edit): Uint8Array {
  const at = bytes.length === 0 ? 0 : change.at % bytes.length;
  const before = bytes.subarray(0, at);
  switch (change.kind) {
    case "delete":
      return Buffer.concat([before, bytes.subarray(at + change.length)]);
    case "insert":
      return Buffer.concat([before, change.bytes, bytes.subarray(at)]);
    case "duplicate-line": {
      const start = bytes.lastIndexOf(0x0a, at - 1) + 1;
      const newline = bytes.indexOf(0x0a, at);
      const end = newline === -1 ? bytes.length : newline + 1;
      return Buffer.concat([bytes.subarray(0, end), bytes.subarray(start, end), bytes.subarray(end)]);
    }
  }
}

describe("the loader, given careless or hostile YAML", () => {
  it("answers edits of the real pages with its own errors, each inside the file", () => {
    fc.assert(
      fc.property(fc.nat(), fc.array(edit, { minLength: 1, maxLength: 6 }), (pick, edits) => {
        const original = realPages[pick % realPages.length] ?? new Uint8Array();
        expectWellFormed(edits.reduce(applyEdit, original));
      }),
      { numRuns: 400 },
    );
  }, 30_000);

  it("answers deep nesting, alias bombs and long lines with one error, quickly", () => {
    const hostile = fc.oneof(
      fc
        .integer({ min: 40, max: 20_000 })
        .map((depth) => `title: ${"[".repeat(depth)}${"]".repeat(depth % 3 ? depth : 0)}\n`),
      fc.integer({ min: 40, max: 5_000 }).map((depth) => `blocks:\n${"- ".repeat(depth)}x\n`),
      fc
        .record({ width: fc.integer({ min: 1, max: 20_000 }), uses: fc.integer({ min: 1, max: 2_000 }) })
        .map(({ width, uses }) => `big: &big ["${"x".repeat(width)}"]\nblocks: [${"*big, ".repeat(uses)}]\n`),
      fc
        .integer({ min: 1, max: 12 })
        .map((levels) =>
          Array.from({ length: levels }, (_, n) =>
            n === 0 ? "a0: &a0 [x, x, x, x, x, x, x, x, x, x]" : `a${n}: &a${n} [${`*a${n - 1}, `.repeat(10)}]`,
          ).join("\n"),
        ),
      fc.integer({ min: 1_000, max: 400_000 }).map((length) => `title: ${"y".repeat(length)}\n`),
    );
    fc.assert(
      fc.property(
        hostile.map((text) => encoder.encode(text)),
        expectWellFormed,
      ),
      { numRuns: 60 },
    );
  }, 30_000);

  it("answers random bytes and random documents the same way", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.uint8Array({ maxLength: 400 }),
          fc.string({ unit: "binary", maxLength: 300 }).map((text) => encoder.encode(text)),
          fc.anything({ maxDepth: 6 }).map((value) => encoder.encode(stringify(value))),
        ),
        expectWellFormed,
      ),
      { numRuns: 300 },
    );
  }, 30_000);
});

/** How npm run migrate took a file: refused unread, left with a reason, rewritten, or left with nothing to change. */
type MigrateOutcome = "unreadable" | "refused" | "rewritten" | "unchanged";

/**
 * Migrates a file as npm run migrate does, and checks that it kept its meaning: a file the reader
 * refuses is refused with the reader's errors; a change left undone is reported at a place in the
 * file; a rewrite reads back as exactly the data validation migrates in memory, and is final.
 */
function expectMeaningKept(bytes: Uint8Array): MigrateOutcome {
  const file = "pages/mutated.yaml";
  const migrated: MigratedFile = migratePageFile(file, decodeFile(file, bytes));
  const read = readYaml(file, bytes);
  if (read.errors.length > 0) {
    expect(migrated).toEqual({ unreadable: read.errors });
    return "unreadable";
  }
  if ("refused" in migrated) {
    const lines = lineCount(bytes);
    for (const reason of migrated.refused) {
      const [line = 0, column = 0] = reason.split(" ", 1)[0]?.split(":").map(Number) ?? [];
      expect(line, reason).toBeGreaterThanOrEqual(1);
      expect(line, reason).toBeLessThanOrEqual(lines);
      expect(column, reason).toBeGreaterThanOrEqual(1);
      expect(reason).toContain(" not migrated: ");
    }
    return "refused";
  }
  expect(migrated).toHaveProperty("changes");
  if (!("changes" in migrated) || migrated.changes.length === 0) {
    expect(migrated).toEqual({ text: read.source.text, changes: [] });
    return "unchanged";
  }
  const reread = parseYaml(file, migrated.text);
  expect(reread.errors).toEqual([]);
  expect(isDeepStrictEqual(reread.source.data, migratedPageData(read.source.data)), migrated.text).toBe(true);
  expect(migratePageFile(file, { text: migrated.text })).toEqual({ text: migrated.text, changes: [] });
  return "rewritten";
}

describe("npm run migrate, given pages in an older shape written every way YAML allows, and careless edits of them", () => {
  it("rewrites only what reads back as the migrated data, reports what it leaves, and refuses what the reader refuses", () => {
    const decoder = new TextDecoder();
    const shipped = realPages.map((bytes) => decoder.decode(bytes));
    const withCounters = shipped.filter((text) => text.includes("seconds:"));
    const shippedPage = fc
      .record({ pick: fc.nat(), shape: fc.constantFrom("current", "older", "older, marked &a") })
      .map(({ pick, shape }) =>
        shape === "current"
          ? (shipped[pick % shipped.length] ?? "")
          : inOldShape(withCounters[pick % withCounters.length] ?? "", shape !== "older"),
      );
    const page = fc.oneof({ weight: 3, arbitrary: oldShapePage }, { weight: 1, arbitrary: shippedPage });
    const outcomes = new Map<MigrateOutcome, number>();
    fc.assert(
      fc.property(page, fc.array(edit, { maxLength: 2 }), (text, edits) => {
        const outcome = expectMeaningKept(edits.reduce(applyEdit, encoder.encode(text)));
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      }),
      { numRuns: 200 },
    );
    // Each way a file can go is met, so the property is not met only by files the reader refuses.
    expect([...outcomes.keys()].sort()).toEqual(["refused", "rewritten", "unchanged", "unreadable"]);
  }, 30_000);
});
