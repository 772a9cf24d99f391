import { spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";

export interface StaticServer {
  /** Where the site answers, without a trailing slash: `http://localhost:40123`. */
  origin: string;
  stop: () => void;
}

/** A port nobody listens on now, picked by the system. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Serves a built site with scripts/serve.ts (gzip, as a static host serves it) in a child node process.
 * The child leads a process group of its own, because tsx runs the script in a grandchild: stopping the
 * group ends both. Being in its own group it misses a Ctrl-C, so it is also stopped when this process
 * exits, however it exits.
 */
export async function startStaticServer(appRoot: string, distDir: string): Promise<StaticServer> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(appRoot, "node_modules/tsx/dist/cli.mjs"), path.join(appRoot, "scripts/serve.ts"), distDir],
    { cwd: appRoot, env: { ...process.env, PORT: String(port) }, detached: true, stdio: ["ignore", "pipe", "pipe"] },
  );
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("Serving")) resolve();
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
  return { origin: `http://localhost:${port}`, stop };
}
