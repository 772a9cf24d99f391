import { execFile } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { startPreviewServer, type PreviewServer } from "../../scripts/preview/preview-server";
import { fixturesRoot } from "../helpers/fixture-site";
import { test } from "./fixtures";
import { projectRoot } from "./site-paths";

/** A built site's address, once the file's tests have started. */
export interface ServedSite {
  readonly url: string;
}

/**
 * For the spec file that calls it: the smallest fixture site, changed by `prepare` (given the site's
 * folder), built once for the file into a temporary folder and served as a static host serves it,
 * then removed after the file's last test. The file's tests run in order in one worker, so that
 * worker builds the site once.
 */
export function builtFixtureSite(name: string, prepare: (site: string) => Promise<void>): ServedSite {
  let server: PreviewServer | undefined;
  let folder: string | undefined;

  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    folder = await mkdtemp(path.join(tmpdir(), `${name}-`));
    const site = path.join(folder, "source");
    await cp(path.join(fixturesRoot, "base"), site, { recursive: true });
    await prepare(site);
    // --no-cache: the project's caches stay those of its own site.
    await promisify(execFile)(
      process.execPath,
      ["bin/blockpress.mjs", "build", site, path.join(folder, "site"), "--no-cache"],
      { cwd: projectRoot, env: { ...process.env, CI: "1" } },
    );
    server = await startPreviewServer({ root: path.join(folder, "site"), port: 0, log: () => undefined });
  });

  test.afterAll(async () => {
    await server?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  return {
    get url() {
      if (!server) throw new Error(`the ${name} site is served from the file's first test on`);
      return server.url;
    },
  };
}
