import path from "node:path";
import { parseArgs } from "node:util";
import { startPreviewServer } from "./preview/preview-server";

/**
 * `tsx scripts/serve.ts [dist] [--port 4173]`: serves the built site at http://127.0.0.1:4173/, as a
 * static host serves it (scripts/preview/site-handler.ts). PORT sets the port too. The default port,
 * when taken, gives way to the next free one; a port asked for by name is that port or an error.
 */
const defaultPort = 4173;
const usage = "usage: tsx scripts/serve.ts [folder] [--port <0-65535>]";

function portNumber(text: string, source: string): number {
  if (/^\d{1,5}$/.test(text) && Number(text) <= 65535) return Number(text);
  throw new Error(`${source} must be a port number from 0 to 65535, not ${JSON.stringify(text)}`);
}

/** The folder and port asked for; a mistake in them ends the command with its usage. */
function options(): { root: string; port: number | undefined } {
  try {
    const { values, positionals } = parseArgs({ options: { port: { type: "string" } }, allowPositionals: true });
    if (positionals.length > 1) throw new Error(`one folder to serve, not ${positionals.length}`);
    const port = values.port ?? process.env.PORT;
    const source = values.port !== undefined ? "--port" : "PORT";
    return { root: positionals[0] ?? "dist", port: port ? portNumber(port, source) : undefined };
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
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
