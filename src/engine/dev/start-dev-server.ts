import { createServer, type PluginOption, type ViteDevServer } from "vite";

export interface DevServerStart {
  /** The port asked for on the command line: that port or an error. Undefined: `defaultPort`, or the next free one. */
  port: number | undefined;
  defaultPort: number;
  /** Plugins beside those of vite.config.ts, such as the studio's. */
  plugins?: PluginOption[];
  /** What the command prints once the server listens on `port`, before the server's keyboard shortcuts. */
  announce: (started: { server: ViteDevServer; port: number }) => void;
}

/**
 * Starts Vite's dev server with the project's vite.config.ts (the site's pages), as `npx blockpress dev`
 * and `npx blockpress studio` run it. It listens on 127.0.0.1 whatever the config says: the studio
 * writes files, so where it listens is not left to a config file. A server that cannot start ends the
 * command with its message and exit 1.
 */
export async function startDevServer({ port, defaultPort, plugins, announce }: DevServerStart): Promise<void> {
  try {
    const server = await createServer({
      configLoader: "runner",
      plugins,
      server: { host: "127.0.0.1", port: port ?? defaultPort, strictPort: port !== undefined },
    });
    await server.listen();
    const address = server.httpServer?.address();
    announce({ server, port: typeof address === "object" && address ? address.port : (port ?? defaultPort) });
    server.bindCLIShortcuts({ print: true });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
