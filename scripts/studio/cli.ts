import { readCommandLine } from "../../src/engine/cli/command-line";
import { startDevServer } from "../../src/engine/dev/start-dev-server";
import { portNumber } from "../preview/listen-port";
import { newSessionToken } from "./session-token";
import { studioAddress } from "./studio-address";
import { studioPlugin } from "./studio-plugin";

/**
 * `npx blockpress studio`: the dev server with the studio at /_studio/, where pages are edited in the
 * browser. It listens on 127.0.0.1 only, and its address carries this run's secret token, which every
 * change must send back: the command prints that address on a line of its own, as Jupyter does.
 */
const defaultPort = 5174;

const { values } = readCommandLine({
  usage: "npx blockpress studio",
  summary:
    "Edits the site's pages in the browser: forms made from the block schemas, the engine's errors at each field, a live preview.",
  positionals: [],
  options: {
    port: {
      type: "string",
      value: "port",
      description: `the port; that port or an error (${defaultPort}, or the next free one, when none is given)`,
    },
  },
  examples: ["npx blockpress studio", "npx blockpress studio --port 4000"],
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
  defaultPort,
  plugins: [studioPlugin(token)],
  announce: ({ server }) => {
    console.log("Blockpress Studio: open this address in your browser (it holds this run's secret token):");
    console.log(studioAddress(server, token));
  },
});
