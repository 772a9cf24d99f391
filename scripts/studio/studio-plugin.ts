import path from "node:path";
import type { Plugin } from "vite";
import { sourceHash } from "../../src/engine/code/source-hash";
import { refusedStudioRequest } from "./request-guard";
import { handleStudioRequest, type StudioState } from "./studio-api";

/** Where the studio's page is served. */
export const studioRoute = "/_studio/";

/** What belongs to the studio: its page, API, preview, thumbnails and pictures. */
const studioPrefix = "/_studio";

/** The studio's page: the browser app (src/studio/), loaded through Vite like the site's own modules. */
const studioDocument = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="referrer" content="no-referrer" />
    <title>Blockpress Studio</title>
    <script type="module" src="/src/studio/main.tsx"></script>
  </head>
  <body>
    <div id="studio"></div>
  </body>
</html>`;

/**
 * The studio in a Vite dev server: every request checked first (its Host; a write's Origin; the token
 * for the API and preview), then the API, the preview and the studio's page answered; the rest is the
 * dev server's. `token` is the session's secret, which the command prints in the studio's address.
 * Inside `npx blockpress dev` (`guarded: "studio"`), only the studio's own requests are checked so:
 * the site's pages keep the dev server's rules.
 */
export function studioPlugin(token: string, { guarded = "all" }: { guarded?: "all" | "studio" } = {}): Plugin {
  return {
    name: "blockpress-studio",
    apply: "serve",
    // Before the site's plugin, which would answer /_studio/ as a page of the site, and before its file guard.
    enforce: "pre",
    // The studio's modules are made ready as the server starts, while the address is being opened:
    // the first load then waits on none of them.
    config: () => ({ server: { warmup: { clientFiles: ["./src/studio/main.tsx"] } } }),
    configureServer(server) {
      const state: StudioState = {
        root: path.resolve(process.env.SITE_ROOT ?? server.config.root),
        unsaved: new Map(),
        thumbnails: new Map(),
        codeHash: sourceHash(server.config.root),
      };
      server.middlewares.use((request, response, next) => {
        if (guarded === "studio" && !request.url?.startsWith(studioPrefix)) return next();
        const address = server.httpServer?.address();
        const port = typeof address === "object" && address ? address.port : 0;
        const refusal = refusedStudioRequest(request.method ?? "GET", request.url ?? "/", request.headers, {
          port,
          token,
        });
        if (refusal) {
          response.writeHead(refusal.status, { "content-type": "text/plain; charset=utf-8" });
          response.end(`${refusal.reason}\n`);
          return;
        }
        if (request.url?.split("?")[0] === studioRoute) {
          server
            .transformIndexHtml(studioRoute, studioDocument)
            .then((html) => {
              response.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
              response.end(html);
            })
            .catch(next);
          return;
        }
        handleStudioRequest(server, state, request, response)
          .then((handled) => (handled ? undefined : next()))
          .catch(next);
      });
    },
  };
}
