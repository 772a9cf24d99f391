import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../helpers/site-kit";

const script = (...args: string[]) =>
  promisify(execFile)(
    process.execPath,
    [path.join(projectRoot, "node_modules/tsx/dist/cli.mjs"), "scripts/bench/page-path.ts", ...args],
    { cwd: projectRoot },
  ).catch((error: unknown) => error as { code: number; stderr: string });

describe("scripts/bench/page-path.ts", () => {
  it.each(["../package.json", "pages/../README.md", "/etc/passwd", "pages/../../etc/hosts.yaml"])(
    "reads only a YAML file under pages/: --page %s is refused with exit 2",
    { timeout: 30_000 },
    async (page) => {
      const result = await script("--page", page);
      expect(result).toMatchObject({
        code: 2,
        stderr: expect.stringContaining("--page names a YAML file under pages/"),
      });
    },
  );

  // A page's way from its YAML to its HTML stays short enough to follow in one sitting
  // (docs/architecture.md, "How far a page travels"): a concept split over new files shows here.
  it(
    "takes the FAQ page through at most 45 files of the engine, the schemas and the renderer",
    { timeout: 120_000 },
    async () => {
      const result = await script("--list");
      const stdout = "stdout" in result ? result.stdout : "";
      const total = /engine, schema and renderer: (\d+) files/.exec(stdout)?.[1];
      expect(total, stdout).toBeDefined();
      expect(Number(total), stdout).toBeLessThanOrEqual(45);
    },
  );
});
