import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { handleDevRequest, overlayError, siteErrorsModule } from "./dev-request";
import { loadSite, type LoadResult } from "./load-site";

const resolvedSiteErrorsModule = `\0${siteErrorsModule}`;

/**
 * The site in the dev server: each page is rendered from the YAML on request, a change to a page,
 * a collection or an image reloads the browser, and validation errors show in Vite's overlay.
 */
export function sitePages(): Plugin {
  let root = process.cwd();
  let loaded: Promise<LoadResult> | undefined;
  const site = () => (loaded ??= loadSite(root));

  return {
    name: "site-pages",
    apply: "serve",
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      const watched = ["pages", "content", "public"].map((folder) => path.join(root, folder) + path.sep);
      const onChange = (file: string) => {
        if (!watched.some((folder) => file.startsWith(folder))) return;
        loaded = undefined;
        const module = server.moduleGraph.getModuleById(resolvedSiteErrorsModule);
        if (module) server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: "full-reload" });
      };
      server.watcher.add(watched);
      server.watcher.on("change", onChange).on("add", onChange).on("unlink", onChange);

      // Before Vite's own middlewares, which would answer every page with the bare index.html.
      server.middlewares.use((request, response, next) => {
        handleDevRequest(server, site, request.url ?? "/")
          .then((handled) => {
            if (!handled) return next();
            response.statusCode = handled.status;
            for (const [name, value] of Object.entries(handled.headers)) response.setHeader(name, value);
            response.end(handled.body);
          })
          .catch(next);
      });
    },
    resolveId(id) {
      return id === siteErrorsModule ? resolvedSiteErrorsModule : undefined;
    },
    async load(id) {
      if (id !== resolvedSiteErrorsModule) return undefined;
      const readText = (file: string) => {
        try {
          return readFileSync(file, "utf8");
        } catch {
          return undefined;
        }
      };
      const problem = overlayError(await site(), root, readText);
      if (problem) this.error(problem);
      return "export {};";
    },
  };
}
