import { readCommandLine } from "../src/engine/cli/command-line";
import { startDevServer } from "../src/engine/dev/start-dev-server";
import { portNumber } from "./preview/listen-port";

/**
 * `npx blockpress dev`: the site served by Vite from its sources at http://127.0.0.1:5173/, each page
 * rendered on request and reloaded when its YAML, content or blocks change (src/engine/dev/). The
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

await startDevServer({
  port,
  defaultPort,
  announce: ({ server }) => server.printUrls(),
});
