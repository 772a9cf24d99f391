import path from "node:path";
import { readCommandLine } from "../src/engine/cli/command-line";
import { portNumber } from "./preview/listen-port";
import { startPreviewServer } from "./preview/preview-server";

/**
 * `npx blockpress preview [dist] [--port 4173]`: serves the built site at http://127.0.0.1:4173/, as a
 * static host serves it (scripts/preview/site-handler.ts). PORT sets the port too. The default port,
 * when taken, gives way to the next free one; a port asked for by name is that port or an error.
 */
const defaultPort = 4173;

/** The folder and port asked for; a mistake in them ends the command with one line and exit 2. */
function options(): { root: string; port: number | undefined } {
  const { values, positionals } = readCommandLine({
    usage: "npx blockpress preview",
    summary: `Serves the built site at http://127.0.0.1:${defaultPort}/, as a static host serves it.`,
    positionals: [{ name: "folder", description: "the folder to serve (dist/ when none is given)" }],
    options: {
      port: {
        type: "string",
        value: "port",
        description: `the port, or PORT; that port or an error (${defaultPort}, or the next free one, when neither is given)`,
      },
    },
    examples: ["npx blockpress preview", "npx blockpress preview --port 8080", "PORT=8080 npm start"],
  });
  const named = typeof values.port === "string" ? values.port : undefined;
  const port = named ?? process.env.PORT;
  try {
    return { root: positionals[0] ?? "dist", port: port ? portNumber(port, named ? "--port" : "PORT") : undefined };
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
}

const { root, port } = options();
try {
  const server = await startPreviewServer({ root, port: port ?? defaultPort, strictPort: port !== undefined });
  console.log(`Serving ${path.relative(process.cwd(), path.resolve(root)) || "."} at ${server.url}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
