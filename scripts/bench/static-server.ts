import { spawn } from "node:child_process";
import path from "node:path";

export interface StaticServer {
  /** Where the site answers, without a trailing slash: `http://127.0.0.1:40123`. */
  origin: string;
  stop: () => void;
}

/**
 * Serves a built site with npx blockpress preview (gzip, as a static host serves it) on a port the system
 * picks, in a child node process: Lighthouse runs in this one, and its work would delay the answers.
 * The child leads a process group of its own, so that stopping the group ends anything it started.
 * Being in its own group it misses a Ctrl-C, so it is also stopped when this process exits, however
 * it exits.
 */
export async function startStaticServer(appRoot: string, distDir: string): Promise<StaticServer> {
  const child = spawn(process.execPath, [path.join(appRoot, "bin/blockpress.mjs"), "preview", distDir, "--port", "0"], {
    cwd: appRoot,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const origin = await new Promise<string>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      const address = /^Serving .* at (http:\/\/\S+)\/$/m.exec(chunk.toString())?.[1];
      if (address) resolve(address);
    });
    child.once("exit", (code) => reject(new Error(`the static server exited with ${code}:\n${errors}`)));
  });
  const stop = () => {
    process.off("exit", stop);
    if (child.pid === undefined || child.exitCode !== null) return;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  };
  process.on("exit", stop);
  return { origin, stop };
}
