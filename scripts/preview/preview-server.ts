import { createServer } from "node:http";
import { stat } from "node:fs/promises";
import path from "node:path";
import { listenOnFreePort } from "./listen-port";
import { siteHandler } from "./site-handler";
import { markedBase } from "../../src/engine/output/publish/output-marker";
import { rootBase } from "../../src/routing/base-path";

export interface PreviewOptions {
  /** The built site's folder. */
  root: string;
  /** 0 lets the system pick a free port. */
  port: number;
  /** 127.0.0.1 unless a test says otherwise: the preview is for this machine only. */
  host?: string;
  /** Fail when the port is taken, instead of trying the next one. */
  strictPort?: boolean;
  log?: (line: string) => void;
}

export interface PreviewServer {
  /** Where the site answers, with a trailing slash: `http://127.0.0.1:4173/`, or `http://127.0.0.1:4173/docs/` under a base. */
  url: string;
  port: number;
  close: () => Promise<void>;
}

/** Serves a built site (see siteHandler) until closed, under the base its build recorded. */
export async function startPreviewServer(options: PreviewOptions): Promise<PreviewServer> {
  const root = path.resolve(options.root);
  const info = await stat(root).catch(() => undefined);
  if (!info?.isDirectory())
    throw new Error(`No built site in ${JSON.stringify(options.root)}: run npm run build first`);
  const host = options.host ?? "127.0.0.1";
  const base = markedBase(root) ?? rootBase;
  const server = createServer(siteHandler(root, base));
  const port = await listenOnFreePort(server, {
    port: options.port,
    host,
    strictPort: options.strictPort ?? false,
    log: options.log ?? console.log,
  });
  const close = () =>
    new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      // Keep-alive connections would hold the close until they time out.
      server.closeAllConnections();
    });
  const shownHost = host.includes(":") ? `[${host}]` : host;
  return { url: `http://${shownHost}:${port}${base}`, port, close };
}
