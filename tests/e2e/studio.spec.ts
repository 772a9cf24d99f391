import AxeBuilder from "@axe-core/playwright";
import { cp, mkdtemp, readFile, realpath } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { createServer, type ViteDevServer } from "vite";
import { studioPlugin } from "../../scripts/studio/studio-plugin";
import { newSessionToken } from "../../scripts/studio/session-token";
import { loadSite } from "../../src/engine/load-site";
import { expect, test } from "./fixtures";
import { projectRoot } from "./site-paths";
import type { Page } from "@playwright/test";

/**
 * What a marketer does in the studio, on a copy of the site in a temporary folder (the real pages/
 * are never edited), with the YAML on disk checked after each step.
 */
let server: ViteDevServer;
let siteRoot: string;
let address: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  siteRoot = await mkdtemp(path.join(tmpdir(), "studio-site-"));
  for (const folder of ["pages", "content", "public"]) {
    await cp(path.join(projectRoot, folder), path.join(siteRoot, folder), { recursive: true });
  }
  process.env.SITE_ROOT = siteRoot;
  const token = newSessionToken();
  server = await createServer({
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
  address = `http://127.0.0.1:${port}/_studio/?token=${token}`;
});

test.afterAll(async () => {
  await server.close();
  delete process.env.SITE_ROOT;
});

const pageFile = () => path.join(siteRoot, "pages/offers/studio-test.yaml");
const onDisk = async () => readFile(pageFile(), "utf8");

async function noSeriousAxeProblems(page: Page) {
  const results = await new AxeBuilder({ page }).options({ iframes: false }).analyze();
  const serious = results.violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""));
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test("a marketer creates a page, adds and fills blocks, reorders them, fixes a mistake and saves", async ({
  page,
  consoleWatch,
}) => {
  test.setTimeout(120_000);
  // The preview's frame is drawn again after each check, which cuts short the view transition of the page in it.
  consoleWatch.allow(/ViewTransition/);
  await page.goto(address);
  // The first visit waits for Vite to prepare the app's modules.
  await expect(page.getByRole("table")).toContainText("/contact/contact-v1", { timeout: 60_000 });
  await noSeriousAxeProblems(page);

  // Create the page: it is on disk at once, as npx blockpress new writes it.
  await page.getByLabel("Route").fill("/offers/studio-test");
  await page.getByRole("button", { name: "Create the page" }).click();
  await expect(page.getByRole("heading", { name: "pages/offers/studio-test.yaml" })).toBeVisible();
  const created = await onDisk();
  expect(created).toMatch(
    /^# yaml-language-server: \$schema=\.\.\/\.\.\/schema\/page\.schema\.json\ntitle: Studio Test\n/,
  );

  // Add a hero and a FAQ from the catalog, found by searching: not saved yet, so the file is unchanged.
  for (const type of ["hero", "pricing-plans", "testimonial-slider", "faq"]) {
    await page.getByLabel("Search the blocks").fill(type);
    await page.getByRole("button", { name: `Add ${type}`, exact: true }).click();
  }
  await expect(page.getByText("5. faq")).toBeVisible();
  expect(await onDisk()).toBe(created);

  // Fill the hero's heading: the preview shows it without saving.
  const heading = page.locator("#field-blocks_1__heading");
  await heading.fill("Spring offers for {studios}");
  const preview = page.frameLocator("iframe[title='Preview of the page']");
  await expect(preview.getByText("Spring offers for")).toBeVisible({ timeout: 15_000 });

  // Move the FAQ up by keyboard, from the fifth place to the fourth.
  await page.getByRole("button", { name: "Move block 5 up" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("4. faq")).toBeVisible();

  // A mistake: the heading emptied. The engine's message shows at the field, and in the summary.
  await heading.fill("");
  const issues = page.locator("#field-blocks_1__heading-issues");
  await expect(issues).toContainText(/\[[a-z-]+\]/, { timeout: 15_000 });
  await expect(page.locator("#summary-title")).not.toHaveText("No errors");

  // Fixed, then saved: the file holds the blocks in their new order, and validates.
  await heading.fill("Spring offers for {studios}");
  await expect(issues).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByTestId("save-status")).toHaveText("Saved");
  const saved = await onDisk();
  expect(saved.startsWith(created.split("\n")[0] ?? "")).toBe(true);
  const data = parse(saved) as { blocks: { type: string; heading?: string }[] };
  expect(data.blocks.map((block) => block.type)).toEqual([
    "page-banner",
    "hero",
    "pricing-plans",
    "faq",
    "testimonial-slider",
  ]);
  expect(data.blocks[1]?.heading).toBe("Spring offers for {studios}");
  const checked = await loadSite(siteRoot);
  expect(checked.errors.filter((error) => error.file === "pages/offers/studio-test.yaml")).toEqual([]);
  await noSeriousAxeProblems(page);
});
