import type { ViteDevServer } from "vite";
import { readCommandLine } from "../../src/engine/cli/command-line";
import { startDevServer } from "../../src/engine/dev/start-dev-server";
import { portNumber } from "../preview/listen-port";
import { newSessionToken } from "./session-token";
import { studioAddress } from "./studio-address";
import { studioPlugin } from "./studio-plugin";

/**
 * The two commands that serve the site from its sources with the studio at /_studio/. The default
 * port, when taken, gives way to the next free one; a port asked for is that port or an error.
 */
const commands = {
  /**
   * `npx blockpress dev`: each page rendered on request and reloaded when its YAML, content or blocks
   * change (src/engine/dev/), and the studio beside the site, under its own rules (token, Host,
   * Origin), while the site's pages keep the dev server's.
   */
  dev: {
    defaultPort: 5173,
    summary: "Serves the site while you edit it: each page is rendered on request and reloads as its files change.",
    examplePort: 3000,
    guarded: "studio",
    announce(server: ViteDevServer, token: string) {
      server.printUrls();
      console.log("  Studio, to edit pages in the browser (the address holds this run's secret token):");
      console.log(studioAddress(server, token));
    },
  },
  /** `npx blockpress studio`: the studio first, every request under its token, as Jupyter does. */
  studio: {
    defaultPort: 5174,
    summary:
      "Edits the site's pages in the browser: forms made from the block schemas, the engine's errors at each field, a live preview.",
    examplePort: 4000,
    guarded: "all",
    announce(server: ViteDevServer, token: string) {
      console.log("Blockpress Studio: open this address in your browser (it holds this run's secret token):");
      console.log(studioAddress(server, token));
    },
  },
} as const;

/** Reads the command line of `npx blockpress <name>` and serves until stopped; exit 2 on a bad port. */
export async function serveWithStudio(name: keyof typeof commands): Promise<void> {
  const command = commands[name];
  const { values } = readCommandLine({
    usage: `npx blockpress ${name}`,
    summary: command.summary,
    positionals: [],
    options: {
      port: {
        type: "string",
        value: "port",
        description: `the port; that port or an error (${command.defaultPort}, or the next free one, when none is given)`,
      },
    },
    examples: [`npx blockpress ${name}`, `npx blockpress ${name} --port ${command.examplePort}`],
  });

  let port: number | undefined;
  try {
    port = typeof values.port === "string" ? portNumber(values.port, "--port") : undefined;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }

  const token = newSessionToken();
  await startDevServer({
    port,
    defaultPort: command.defaultPort,
    plugins: [studioPlugin(token, { guarded: command.guarded })],
    announce: ({ server }) => command.announce(server, token),
  });
}
