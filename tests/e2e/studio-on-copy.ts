import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { cp, mkdtemp, realpath } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createServer, type ViteDevServer } from "vite";
import { studioPlugin } from "../../scripts/studio/studio-plugin";
import { newSessionToken } from "../../scripts/studio/session-token";
import { expect } from "./fixtures";
import { projectRoot } from "./site-paths";

/** The studio serving a copy of the site, and the address, with its token, that a marketer opens. */
export interface StudioOnCopy {
  server: ViteDevServer;
  /** The copy's folder: the real pages/ are never edited. */
  siteRoot: string;
  address: string;
  stop: () => Promise<void>;
}

/**
 * Starts the studio, as `npx blockpress studio` does, on a copy of the site's pages, content and
 * public files in a temporary folder.
 */
export async function studioOnCopy(): Promise<StudioOnCopy> {
  const siteRoot = await mkdtemp(path.join(tmpdir(), "studio-site-"));
  for (const folder of ["pages", "content", "public"]) {
    await cp(path.join(projectRoot, folder), path.join(siteRoot, folder), { recursive: true });
  }
  process.env.SITE_ROOT = siteRoot;
  const token = newSessionToken();
  const server = await createServer({
    root: projectRoot,
    configFile: path.join(projectRoot, "vite.config.ts"),
    configLoader: "runner",
    logLevel: "silent",
    plugins: [studioPlugin(token)],
    server: {
      port: 0,
      host: "127.0.0.1",
      // node_modules may be a link to an install shared by several checkouts (git worktrees): its real
      // folder is then outside the project, and the dev server's file guard refuses what Vite serves from it.
      fs: { allow: [projectRoot, await realpath(path.join(projectRoot, "node_modules"))] },
    },
  });
  await server.listen();
  const info = server.httpServer?.address();
  const port = typeof info === "object" && info ? info.port : 0;
  return {
    server,
    siteRoot,
    address: `http://127.0.0.1:${port}/_studio/?token=${token}`,
    stop: async () => {
      await server.close();
      delete process.env.SITE_ROOT;
    },
  };
}

/** The studio's page passes axe, dialogs open included, with no serious or critical problem. */
export async function noSeriousAxeProblems(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).options({ iframes: false }).analyze();
  const serious = results.violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""));
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}
