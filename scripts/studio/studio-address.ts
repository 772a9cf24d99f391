import type { ViteDevServer } from "vite";
import { studioRoute } from "./studio-plugin";

/**
 * The studio's address on a listening server, with this run's token: printed on a line of its own,
 * as Jupyter prints its, so that it can be copied whole or read by a program.
 */
export function studioAddress(server: ViteDevServer, token: string): string {
  const address = server.httpServer?.address();
  const port = typeof address === "object" && address ? address.port : server.config.server.port;
  return `http://127.0.0.1:${port}${studioRoute}?token=${token}`;
}
