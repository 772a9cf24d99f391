import { spawn, type ChildProcess } from "node:child_process";
import { projectRoot } from "./site-kit";

/** The line the studio prints with its address and token. */
export const printedStudioAddress = /^(http:\/\/127\.0\.0\.1:\d+\/_studio\/\?token=\S+)$/m;

/**
 * Runs `npx blockpress dev --port 0` (or `studio`, its other variant) on `siteRoot`, as it is run (Vite
 * with the project's config, in a process of its own), and waits until its printed output holds a line
 * `printed` matches: the match's first group is returned, beside the process to kill when the test is done.
 */
export async function startDevCommand(
  siteRoot: string,
  printed: RegExp,
  command: "dev" | "studio" = "dev",
): Promise<{ child: ChildProcess; found: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, SITE_ROOT: siteRoot, NO_COLOR: "1" };
  // Under vitest the config leaves the site's plugin out; the dev server has it.
  delete env.VITEST;
  const child = spawn(process.execPath, ["bin/blockpress.mjs", command, "--port", "0"], {
    cwd: projectRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const found = await new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = printed.exec(output)?.[1];
      if (match) resolve(match);
    });
    child.once("exit", (code) => reject(new Error(`npx blockpress ${command} exited with ${code}:\n${output}`)));
  });
  return { child, found };
}
