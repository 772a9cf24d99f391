import { startServerCommand } from "./server-command";

export interface StaticServer {
  /** Where the site answers, without a trailing slash: `http://127.0.0.1:40123`. */
  origin: string;
  stop: () => void;
}

/**
 * Serves a built site with npx blockpress preview (gzip, as a static host serves it) on a port the system
 * picks, in a child node process: Lighthouse runs in this one, and its work would delay the answers.
 */
export async function startStaticServer(appRoot: string, distDir: string): Promise<StaticServer> {
  const server = await startServerCommand(
    appRoot,
    ["preview", distDir, "--port", "0"],
    /^Serving .* at (http:\/\/\S+)\/$/m,
  );
  return { origin: server.found, stop: () => void server.stop() };
}
