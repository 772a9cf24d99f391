import { spawn } from "node:child_process";
import path from "node:path";

export interface ServerCommand {
  /** The first group of the pattern the command's output matched: where it answers. */
  found: string;
  /** Ends the command and everything it started; resolves once it has exited. */
  stop: () => Promise<void>;
}

/**
 * Runs `npx blockpress <args>` as a server in a child node process, and resolves once its output holds
 * a line `printed` matches. A child keeps the server's work off this process, which times it.
 * The child leads a process group of its own, so that stopping the group ends anything it started.
 * Being in its own group it misses a Ctrl-C, so it is also stopped when this process exits, however
 * it exits.
 */
export async function startServerCommand(
  appRoot: string,
  args: string[],
  printed: RegExp,
  env: NodeJS.ProcessEnv = process.env,
): Promise<ServerCommand> {
  const child = spawn(process.execPath, [path.join(appRoot, "bin/blockpress.mjs"), ...args], {
    cwd: appRoot,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let output = "";
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const found = await new Promise<string>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = printed.exec(output)?.[1];
      if (match) resolve(match);
    });
    child.once("exit", (code) => reject(new Error(`npx blockpress ${args[0]} exited with ${code}:\n${output}`)));
  });
  const end = () => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  };
  process.on("exit", end);
  const stop = () => {
    process.off("exit", end);
    end();
    return exited;
  };
  return { found, stop };
}
