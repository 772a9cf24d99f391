import { readCommandLine } from "../src/engine/cli/command-line";
import { startDevServer } from "../src/engine/dev/start-dev-server";
import { portNumber } from "./preview/listen-port";
import { newSessionToken } from "./studio/session-token";
import { studioAddress } from "./studio/studio-address";
import { studioPlugin } from "./studio/studio-plugin";

/**
 * `npx blockpress dev`: the site served by Vite from its sources at http://127.0.0.1:5173/, each page
 * rendered on request and reloaded when its YAML, content or blocks change (src/engine/dev/), and the
 * studio at /_studio/, its address printed with its token on a line of its own. The
 * default port, when taken, gives way to the next free one; a port asked for is that port or an error.
 */
const defaultPort = 5173;

const { values } = readCommandLine({
  usage: "npx blockpress dev",
  summary: "Serves the site while you edit it: each page is rendered on request and reloads as its files change.",
  positionals: [],
  options: {
    port: {
      type: "string",
      value: "port",
      description: `the port; that port or an error (${defaultPort}, or the next free one, when none is given)`,
    },
  },
  examples: ["npx blockpress dev", "npx blockpress dev --port 3000"],
});

let port: number | undefined;
try {
  port = typeof values.port === "string" ? portNumber(values.port, "--port") : undefined;
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}

const studioToken = newSessionToken();
await startDevServer({
  port,
  defaultPort,
  // The studio at /_studio/, under its own rules (token, Host, Origin); the site's pages keep the dev server's.
  plugins: [studioPlugin(studioToken, { guarded: "studio" })],
  announce: ({ server }) => {
    server.printUrls();
    console.log("  Studio, to edit pages in the browser (the address holds this run's secret token):");
    console.log(studioAddress(server, studioToken));
  },
});
