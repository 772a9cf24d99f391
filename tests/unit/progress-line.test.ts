import { describe, expect, it } from "vitest";
import { showProgress } from "../../src/engine/cli/progress-line";
import { coloursFor } from "../../src/engine/cli/terminal-colours";
import { formatError, siteError } from "../../src/engine/errors/site-error";

/** A stream that keeps what is written to it, as a terminal or as a pipe. */
function fakeStream(isTTY: boolean): NodeJS.WriteStream & { text: () => string } {
  let written = "";
  const stream = {
    isTTY,
    columns: 100,
    write(chunk: string | Uint8Array) {
      written += chunk.toString();
      return true;
    },
    text: () => written,
  };
  return stream as unknown as NodeJS.WriteStream & { text: () => string };
}

const escape = "\u001b[";

function runStages(stream: NodeJS.WriteStream, env: NodeJS.ProcessEnv, logStages = true) {
  const progress = showProgress("build", { stream, env, logStages });
  progress.stage("validating", { "page files": 40 });
  for (let file = 0; file < 40; file++) progress.done({ "page files": 1 });
  progress.stage("rendering", { pages: 30, "social cards": 10 });
  progress.done({ pages: 30 });
  progress.done({ "social cards": 10 });
  progress.finish();
}

describe("progress of a long command", () => {
  it("in a terminal, is a live line with the counts reached, cleared at the end", () => {
    const stream = fakeStream(true);
    runStages(stream, {});
    expect(stream.text()).toContain("validating");
    expect(stream.text()).toContain("40/40 page files");
    expect(stream.text()).toContain("30/30 pages, 10/10 social cards");
    // The last thing written clears the line, so the summary prints on a clean one.
    expect(stream.text().endsWith(`${escape}2K`)).toBe(true);
  });

  it("in CI, or when stderr is not a terminal, is a plain line as each stage starts, without escapes", () => {
    for (const [stream, env] of [
      [fakeStream(true), { CI: "true" }],
      [fakeStream(false), {}],
    ] as const) {
      runStages(stream, env);
      expect(stream.text()).toBe("build: validating (40 page files)\nbuild: rendering (30 pages, 10 social cards)\n");
    }
  });

  it("for a command whose log has no use for stages, is nothing outside a terminal", () => {
    const stream = fakeStream(false);
    runStages(stream, {}, false);
    expect(stream.text()).toBe("");
  });
});

describe("colours", () => {
  const problem = siteError(
    "missing-file",
    { file: "pages/a.yaml", line: 3, column: 5 },
    { subject: "pages/", reason: "is missing" },
  );

  it("are used in a terminal, unless NO_COLOR or FORCE_COLOR=0 is set; never in a pipe, unless FORCE_COLOR is", () => {
    const coloured = (isTTY: boolean, env: NodeJS.ProcessEnv) =>
      formatError(problem, coloursFor({ isTTY }, env)).includes(escape);
    expect(coloured(true, {})).toBe(true);
    expect(coloured(true, { NO_COLOR: "1" })).toBe(false);
    expect(coloured(true, { TERM: "dumb" })).toBe(false);
    expect(coloured(false, {})).toBe(false);
    expect(coloured(false, { CI: "true" })).toBe(false);
    expect(coloured(false, { FORCE_COLOR: "1" })).toBe(true);
    expect(coloured(true, { FORCE_COLOR: "0" })).toBe(false);
    expect(coloured(false, { FORCE_COLOR: "0" })).toBe(false);
  });

  it("only wrap the text: without them, the report reads the same", () => {
    const plain = formatError(problem);
    // eslint-disable-next-line no-control-regex
    expect(formatError(problem, coloursFor({ isTTY: true }, {})).replace(/\u001b\[\d+m/g, "")).toBe(plain);
  });
});
