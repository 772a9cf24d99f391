import { describe, expect, it } from "vitest";
import { githubLine, jsonLine } from "../../src/engine/cli/machine-formats";
import { warningLines } from "../../src/engine/cli/report";
import { formatError, siteError } from "../../src/engine/errors/site-error";

/** A key that clears the screen, paints in red and fakes a report line; a file name that does the same. */
const key = "\u001b[2J\u001b[31mRED\u001b[0m\nfake.yaml:1:1 ok";
const file = "pages/x\u001b]8;;https://evil.example\u0007y\nz\u202e.yaml";
const problem = siteError(
  "unknown-key",
  { file, line: 6, column: 5, path: `blocks[0].${key}` },
  { key, allowed: ["type", "heading"] },
  `Did you mean "${key}\u009b"?`,
);

/** What a terminal or a log would act on rather than show. */
const actedOn = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;

describe("a report of a file name and a key that hold escape sequences and line breaks", () => {
  it("human: shows each control character as a visible escape, the hint on its own line", () => {
    const [first, hint, ...rest] = formatError(problem).split("\n");
    expect(rest).toEqual([]);
    expect(first).toBe(
      "pages/x\\x1b]8;;https://evil.example\\x07y\\nz\\u202e.yaml:6:5 error " +
        "blocks[0].\\x1b[2J\\x1b[31mRED\\x1b[0m\\nfake.yaml:1:1 ok: " +
        'unknown key "\\x1b[2J\\x1b[31mRED\\x1b[0m\\nfake.yaml:1:1 ok"; allowed keys: type, heading [unknown-key]',
    );
    expect(hint).toBe('    Did you mean "\\x1b[2J\\x1b[31mRED\\x1b[0m\\nfake.yaml:1:1 ok\\x9b"?');
  });

  it("human: a warning line is as safe as an error's", () => {
    const [line] = warningLines([{ ...problem, severity: "warning" }], formatError, () => 0);
    expect(line).not.toMatch(actedOn);
    expect(line).toContain("\\x1b[2J");
  });

  it("github: one line, with the same visible escapes and no raw control character", () => {
    const line = githubLine(problem);
    expect(line).not.toMatch(actedOn);
    expect(line).toMatch(/^::error file=pages\/x\\x1b\]8;;https%3A\/\/evil\.example\\x07y\\nz\\u202e\.yaml,line=6,/);
    expect(line).toContain("::blocks[0].\\x1b[2J\\x1b[31mRED\\x1b[0m\\nfake.yaml:1:1 ok: unknown key");
  });

  it("json: reads back as written, with nothing a terminal acts on left raw in the line", () => {
    const line = jsonLine(problem);
    expect(line).not.toMatch(actedOn);
    expect(JSON.parse(line)).toMatchObject({ file, path: `blocks[0].${key}`, hint: problem.hint });
  });
});
