import { startServerCommand } from "./server-command";

export interface RunningStudio {
  /** Where it answers: `http://127.0.0.1:40123`. */
  origin: string;
  /** This run's secret, which every call of its API carries. */
  token: string;
  /** The studio's page with the token, as the command printed it. */
  address: string;
  /** From the command's start to its address printed. */
  startMs: number;
  stop: () => Promise<void>;
}

/**
 * `npx blockpress studio --port 0` on the site at `siteRoot`, as a person runs it: in a process of its
 * own, so every start is cold (nothing of the engine loaded or compiled yet), on 127.0.0.1 and a port
 * the system finds free, with the token it prints in its address.
 */
export async function startStudio(appRoot: string, siteRoot: string): Promise<RunningStudio> {
  const started = performance.now();
  const server = await startServerCommand(
    appRoot,
    ["studio", "--port", "0"],
    /^(http:\/\/127\.0\.0\.1:\d+\/_studio\/\?token=\S+)$/m,
    { ...process.env, SITE_ROOT: siteRoot, NO_COLOR: "1" },
  );
  const startMs = performance.now() - started;
  const address = new URL(server.found);
  return {
    origin: address.origin,
    token: address.searchParams.get("token") ?? "",
    address: server.found,
    startMs,
    stop: server.stop,
  };
}
