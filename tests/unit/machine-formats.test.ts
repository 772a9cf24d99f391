import { describe, expect, it } from "vitest";
import { githubLine, jsonLine } from "../../src/engine/cli/machine-formats";
import { parseValidateArgs } from "../../src/engine/cli/validate-args";
import { siteError } from "../../src/engine/errors/site-error";

const problem = siteError(
  "invalid-value",
  { file: "pages/a,b:c.yaml", line: 3, column: 7, path: "blocks[0].discount" },
  { reason: "expected 100% or less,\r\ngot 120%" },
  "Write a percentage: 0 to 100.",
);

describe("reports for programs", () => {
  it("json: one line, every field of the problem", () => {
    const line = jsonLine(problem);
    expect(line).not.toContain("\n");
    expect(JSON.parse(line)).toEqual({
      file: "pages/a,b:c.yaml",
      line: 3,
      column: 7,
      path: "blocks[0].discount",
      code: "invalid-value",
      message: "expected 100% or less,\r\ngot 120%",
      hint: "Write a percentage: 0 to 100.",
      severity: "error",
    });
  });

  it("github: % escaped in the message, , and : too in properties; CR and LF from the input shown as \\r\\n", () => {
    expect(githubLine(problem)).toBe(
      "::error file=pages/a%2Cb%3Ac.yaml,line=3,col=7,title=invalid-value::" +
        "blocks[0].discount: expected 100%25 or less,\\r\\ngot 120%25%0AWrite a percentage: 0 to 100.",
    );
  });

  it("github: a warning is a ::warning", () => {
    const error = siteError("broken-link", { file: "pages/index.yaml", line: 1, column: 2 }, { href: "/x" });
    const warning = { ...error, severity: "warning" as const };
    expect(githubLine(warning)).toMatch(/^::warning file=pages\/index\.yaml,line=1,col=2,title=broken-link::\/x leads/);
  });
});

describe("the command line of npm run validate", () => {
  it("takes a folder, a format in either spelling, and --all-warnings", () => {
    expect(parseValidateArgs([], "/here")).toEqual({ root: "/here", format: "human", allWarnings: false });
    expect(parseValidateArgs(["site", "--format", "json", "--all-warnings"], "/here")).toEqual({
      root: "site",
      format: "json",
      allWarnings: true,
    });
    expect(parseValidateArgs(["--format=github"], "/here")).toMatchObject({ format: "github", root: "/here" });
  });

  it("refuses an unknown or missing format, an unknown option and a second folder", () => {
    expect(parseValidateArgs(["--format", "xml"], "/")).toEqual({
      error: '--format takes human, json, github; got "xml"',
    });
    expect(parseValidateArgs(["--format"], "/")).toHaveProperty("error");
    expect(parseValidateArgs(["--verbose"], "/")).toEqual({ error: "unknown option --verbose" });
    expect(parseValidateArgs(["--al-warnings"], "/")).toEqual({
      error: "unknown option --al-warnings; did you mean --all-warnings?",
    });
    expect(parseValidateArgs(["a", "b"], "/")).toEqual({ error: 'unexpected "b": this command takes site' });
  });
});
