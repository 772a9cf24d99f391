import { statSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { devFileGuard } from "./dev-file-guard";
import { handleDevRequest } from "./dev-request";
import { loadSite } from "../load-site";
import { withCatalog, type SiteWithCatalog } from "../catalog/site-catalog";
import { rootBase } from "../../routing/base-path";

/** Longer than the watcher's 50 ms, in which it reports a file's change only once. */
const watcherQuietMs = 100;

/** When a file last changed; undefined once it is gone. */
const modifiedAt = (file: string) => statSync(file, { throwIfNoEntry: false })?.mtimeMs;

/**
 * The site in the dev server: each page is rendered from the YAML on request, a change to a page,
 * a collection or an image reloads the browser, and validation errors show in Vite's overlay.
 * SITE_ROOT points it at a site in another folder (pages/, content/, public/), as the tests do.
 */
export function sitePages(): Plugin {
  let appRoot = process.cwd();
  let siteRoot = process.cwd();
  let loaded: Promise<SiteWithCatalog> | undefined;

  return {
    name: "site-pages",
    apply: "serve",
    config() {
      const root = process.env.SITE_ROOT;
      return root ? { publicDir: path.join(path.resolve(root), "public") } : undefined;
    },
    configResolved(config) {
      appRoot = config.root;
      siteRoot = path.resolve(process.env.SITE_ROOT ?? appRoot);
    },
    configureServer(server) {
      // The block catalog is made from the blocks' examples, read again after each edit of one.
      // The dev server serves every site at its root, whatever base site.yaml gives (docs/decisions.md).
      const load = () => loadSite(siteRoot, { base: rootBase });
      const site = () => (loaded ??= load().then((result) => withCatalog(result, appRoot)));
      const watched = ["pages", "content", "public"].map((folder) => path.join(siteRoot, folder) + path.sep);
      const reload = () => {
        loaded = undefined;
        server.ws.send({ type: "full-reload" });
      };
      const onChange = (file: string) => {
        const isExample = /[/\\]src[/\\]blocks[/\\][^/\\]+[/\\]examples\.yaml$/.test(file);
        if (!isExample && !watched.some((folder) => file.startsWith(folder))) return;
        reload();
        // The watcher reports one change of a file in 50 ms: a second write soon after the first (an
        // editor that saves twice, a fix saved at once) goes unreported, and the site would stay as
        // the first write left it. Once that time is past, a file changed since is read again.
        const changedAt = modifiedAt(file);
        setTimeout(() => {
          if (modifiedAt(file) !== changedAt) reload();
        }, watcherQuietMs);
      };
      server.watcher.add(watched);
      server.watcher.on("change", onChange).on("add", onChange).on("unlink", onChange);

      // Before Vite's own middlewares: Vite follows links out of the project, and serves any file in it.
      const { publicDir, server: options } = server.config;
      const allowed = [...options.fs.allow, siteRoot];
      server.middlewares.use(devFileGuard({ root: appRoot, siteRoot, publicDir, allowed }));
      // Before Vite's own middlewares, which would answer every page with a bare index.html.
      server.middlewares.use((request, response, next) => {
        handleDevRequest(server, site, siteRoot, request.url ?? "/")
          .then((handled) => {
            if (!handled) return next();
            response.statusCode = handled.status;
            for (const [name, value] of Object.entries(handled.headers)) response.setHeader(name, value);
            response.end(handled.body);
          })
          .catch(next);
      });
    },
  };
}
