import { describe, expect, it } from "vitest";
import { warningLines } from "../../src/engine/cli/report";
import { formatError, siteError } from "../../src/engine/errors/site-error";

// Any code can be reported as a warning: the report does not look at which code it is.
const warning = (file: string, line: number, href: string) => ({
  ...siteError("broken-link", { file, line, column: 5 }, { href }),
  severity: "warning" as const,
});

/** Five files with two warnings each; the higher the number, the more recently the file changed. */
const warnings = [1, 2, 3, 4, 5].flatMap((n) => [
  warning(`pages/p${n}.yaml`, 9, "/b"),
  warning(`pages/p${n}.yaml`, 3, "/a"),
]);
const changedAt = (file: string) => Number(/p(\d)/.exec(file)?.[1] ?? 0);

describe("the warnings of a run", () => {
  it("come grouped by file, the files changed last first, each file's in reading order", () => {
    const lines = warningLines(warnings, formatError, changedAt);
    expect(lines.slice(0, 6)).toEqual([
      "pages/p5.yaml:3:5 warning /a leads to no page, alias or redirect [broken-link]",
      "pages/p5.yaml:9:5 warning /b leads to no page, alias or redirect [broken-link]",
      "pages/p4.yaml:3:5 warning /a leads to no page, alias or redirect [broken-link]",
      "pages/p4.yaml:9:5 warning /b leads to no page, alias or redirect [broken-link]",
      "pages/p3.yaml:3:5 warning /a leads to no page, alias or redirect [broken-link]",
      "pages/p3.yaml:9:5 warning /b leads to no page, alias or redirect [broken-link]",
    ]);
  });

  it("show the first few files in full and count the rest in one line", () => {
    const lines = warningLines(warnings, formatError, changedAt);
    expect(lines[6]).toBe(
      "... and 4 more warning(s) in 2 other file(s) changed less recently; --all-warnings lists them.",
    );
    expect(lines[7]).toMatch(/^10 warning\(s\)\. Point the link at an existing page/);
    expect(lines).toHaveLength(9);
  });

  it("are all listed when asked for", () => {
    const lines = warningLines(warnings, formatError, changedAt, true);
    expect(lines.filter((line) => line.includes(" warning /"))).toHaveLength(10);
    expect(lines.some((line) => line.startsWith("..."))).toBe(false);
  });

  it("print nothing when there are none", () => {
    expect(warningLines([], formatError, changedAt)).toEqual([]);
  });
});
