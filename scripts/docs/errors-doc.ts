import { lstat, readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { errorCatalogue, type ErrorCode } from "../../src/engine/errors/catalogue";
import { formatError, sortErrors, type SiteError } from "../../src/engine/errors/site-error";
import { loadSite } from "../../src/engine/load-site";
import { fixtureSite, fixturesRoot } from "../../tests/helpers/fixture-site";
import { codeBlock, generatedNotice, plain, table } from "./markdown";

/** A file this short is shown whole; a longer one around the line of the problem. */
const wholeFileLines = 20;
const linesBefore = 5;
const linesAfter = 3;
/** Longer lines are cut: a file refused for its size may be one long line. */
const longestLine = 120;

interface Example {
  problem: SiteError;
  /** The text around the problem, as its file holds it; none when the file is missing or a link. */
  excerpt?: string;
  /** Set when the file is a symbolic link, which is shown as such rather than by what it leads to. */
  link?: boolean;
}

/** The language a code block of a file's excerpt is marked with. */
const languageOf = (file: string) =>
  ({ yaml: "yaml", yml: "yaml", svg: "xml", html: "html" })[path.extname(file).slice(1).toLowerCase()] ?? "text";

interface Fixture {
  name: string;
  /** The first line of each problem it reports, as its expected.txt lists them. */
  lines: string[];
}

const codeOf = (line: string) => /\[([a-z-]+)\]$/.exec(line)?.[1] ?? "";

/** Every bad-input fixture with the reports its expected.txt holds (a unit test checks they are the real ones). */
async function readFixtures(): Promise<Fixture[]> {
  const names = (await readdir(path.join(fixturesRoot, "bad"))).sort();
  return Promise.all(
    names.map(async (name) => {
      const text = await readFile(path.join(fixturesRoot, "bad", name, "expected.txt"), "utf8");
      return { name, lines: text.split("\n").filter((line) => line.trim() !== "") };
    }),
  );
}

/**
 * The fixture that shows a code best: the one named after it; else the one with the fewest other
 * problems, a page's problem before one in content/ (pages are what most people edit).
 */
function fixtureFor(code: string, fixtures: readonly Fixture[]): string {
  const rank = (fixture: Fixture) => {
    const first = fixture.lines.find((line) => codeOf(line) === code) ?? "";
    return [fixture.name === code ? 0 : 1, fixture.lines.length, first.startsWith("pages/") ? 0 : 1];
  };
  const byRank = (a: Fixture, b: Fixture) => {
    const [first, second] = [rank(a), rank(b)];
    const differs = first.findIndex((value, index) => value !== second[index]);
    return differs === -1 ? 0 : (first[differs] ?? 0) - (second[differs] ?? 0);
  };
  // Sorted by name already: of fixtures that rank alike, the first by name is chosen.
  const [chosen] = fixtures.filter((fixture) => fixture.lines.some((line) => codeOf(line) === code)).sort(byRank);
  if (!chosen) throw new Error(`no fixture in tests/fixtures/bad/ shows the error ${code}`);
  return chosen.name;
}

function excerpt(text: string, line: number): string {
  const lines = text.replace(/\n$/, "").split("\n");
  const cut = (content: string) => (content.length > longestLine ? `${content.slice(0, longestLine)}…` : content);
  if (lines.length <= wholeFileLines) return lines.map(cut).join("\n");
  const first = Math.max(1, line - linesBefore);
  const last = Math.min(lines.length, line + linesAfter);
  const shown = lines.slice(first - 1, last).map(cut);
  return [
    ...(first > 1 ? [`# … ${first - 1} line(s) before`] : []),
    ...shown,
    ...(last < lines.length ? [`# … ${lines.length - last} line(s) after`] : []),
  ].join("\n");
}

/** Validates a fixture as `npm run validate` would, and keeps its first problem of each code. */
async function examplesOf(name: string): Promise<Map<string, Example>> {
  const root = await fixtureSite(name);
  try {
    const { errors, warnings } = await loadSite(root);
    const examples = new Map<string, Example>();
    for (const problem of sortErrors([...errors, ...warnings])) {
      if (examples.has(problem.code)) continue;
      const file = path.join(root, problem.file);
      if ((await lstat(file).catch(() => undefined))?.isSymbolicLink()) {
        examples.set(problem.code, { problem, link: true });
        continue;
      }
      const bytes = await readFile(file).catch(() => undefined);
      // Not-UTF-8 bytes show as U+FFFD, as an editor would show them.
      const text = bytes && new TextDecoder("utf-8").decode(bytes);
      examples.set(problem.code, { problem, ...(text === undefined ? {} : { excerpt: excerpt(text, problem.line) }) });
    }
    return examples;
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

/** The other messages the fixtures show for a code: the same code says what is wrong in each case's words. */
function otherReports(code: ErrorCode, shown: string, fixtures: readonly Fixture[]): string[] {
  const lines = [...new Set(fixtures.flatMap((fixture) => fixture.lines))].filter(
    (line) => codeOf(line) === code && !shown.startsWith(line),
  );
  return lines.length === 0 ? [] : ["Other reports with this code:", codeBlock("text", lines.join("\n"))];
}

function errorSection(code: ErrorCode, example: Example, fixtures: readonly Fixture[]): string {
  const { title, hint } = errorCatalogue[code];
  const { problem } = example;
  const where = example.link
    ? [`For example, when \`${problem.file}\` is a symbolic link.`]
    : example.excerpt === undefined
      ? [`For example, when \`${problem.file}\` does not exist.`]
      : example.excerpt === ""
        ? [`For example, when \`${problem.file}\` is empty.`]
        : [
            `For example, \`${problem.file}\`, line ${problem.line}:`,
            codeBlock(languageOf(problem.file), example.excerpt),
          ];
  return [
    `## ${code}`,
    `**${plain(title)}** (${problem.severity === "warning" ? "a warning: reported, the build goes on" : "an error: validation and the build fail"})`,
    ...where,
    "`npm run validate` prints:",
    codeBlock("text", formatError(problem)),
    `**How to fix it:** ${plain(hint)}`,
    ...otherReports(code, formatError(problem), fixtures),
  ].join("\n\n");
}

const intro = `# Errors

\`npm run validate\` (and \`npm run build\`, and the dev server's overlay) reports every problem of every
file at once. Each report is two lines:

\`\`\`text
<file>:<line>:<column> <error|warning> <where in the document>: <what is wrong> [<code>]
    <what to do>
\`\`\`

Go to the file, line and column; the part before the colon (\`blocks[2].plans[0].price\`) is the path
inside the document: the third block, its first plan, the price. Errors stop the build; warnings are
reported and the build goes on. Below, every code with an example taken from the test fixtures in
\`tests/fixtures/bad/\`, the message it prints, and the fix. For machine-readable reports, see
[ci.md](ci.md).`;

/** docs/errors.md: every error code of the catalogue, with a real report from its fixture and its fix. */
export async function errorsDoc(): Promise<string> {
  const codes = Object.keys(errorCatalogue) as ErrorCode[];
  const fixtures = await readFixtures();
  const chosen = new Map(codes.map((code) => [code, fixtureFor(code, fixtures)]));
  const examples = new Map<string, Map<string, Example>>();
  for (const name of new Set(chosen.values())) examples.set(name, await examplesOf(name));
  const exampleOf = (code: ErrorCode): Example => {
    const example = examples.get(chosen.get(code) ?? "")?.get(code);
    if (!example) throw new Error(`the fixture ${chosen.get(code)} does not report ${code} any more`);
    return example;
  };
  const index = table(
    ["code", "what it means", "kind"],
    codes.map((code) => [`[${code}](#${code})`, plain(errorCatalogue[code].title), exampleOf(code).problem.severity]),
  );
  return `${[
    generatedNotice("src/engine/errors/catalogue.ts and tests/fixtures/bad/"),
    intro,
    index,
    ...codes.map((code) => errorSection(code, exampleOf(code), fixtures)),
  ].join("\n\n")}\n`;
}
