import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { createServer, type ViteDevServer } from "vite";
import { fixtureSite } from "../helpers/fixture-site";
import { expect, test } from "./fixtures";
import { projectRoot } from "./site-paths";

/**
 * `npm run dev` on a site of its own (the base fixture in a temporary folder, which the tests edit):
 * pages render from the YAML on each request, and a mistake shows in Vite's overlay until it is fixed.
 */
let server: ViteDevServer;
let siteRoot: string;
let address: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  siteRoot = await fixtureSite();
  process.env.SITE_ROOT = siteRoot;
  server = await createServer({
    root: projectRoot,
    configFile: path.join(projectRoot, "vite.config.ts"),
    configLoader: "runner",
    logLevel: "silent",
    server: { port: 0, host: "127.0.0.1" },
  });
  await server.listen();
  const info = server.httpServer?.address();
  address = typeof info === "object" && info ? `http://127.0.0.1:${info.port}` : "";
});

test.afterAll(async () => {
  await server.close();
  delete process.env.SITE_ROOT;
});

const pageFile = () => path.join(siteRoot, "pages/index.yaml");

test("renders a page from its YAML, for a browser and for a plain request alike", async ({ page }) => {
  const plain = await fetch(`${address}/`);
  expect(plain.status).toBe(200);
  expect(await plain.text()).toContain('<h1 id="not-found-heading" class="mt-10 text-3xl sm:text-4xl">Welcome</h1>');
  await page.goto(`${address}/`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("shows a mistake in Vite's overlay with its file, line, column, code and hint, and recovers once fixed", async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(/status of 500/);
  const original = await readFile(pageFile(), "utf8");
  await writeFile(pageFile(), original.replace(/^title:/m, "titel:"));
  try {
    await expect.poll(async () => (await fetch(`${address}/`)).status).toBe(500);
    await page.goto(`${address}/`);
    const overlay = page.locator("vite-error-overlay");
    await expect(overlay).toBeAttached();
    const file = overlay.locator(".file");
    await expect(file).toContainText(/pages\/index\.yaml:\d+:\d+/);
    await expect(overlay.locator(".message-body")).toContainText('unknown key "titel"');
    await expect(overlay.locator(".message-body")).toContainText('Did you mean "title"?');
    await expect(overlay.locator(".frame")).toContainText("titel:");
  } finally {
    await writeFile(pageFile(), original);
  }
  // The dev server reloads the page when the file changes: the page is back without a manual reload.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator("vite-error-overlay")).toHaveCount(0);
});

test("a mistake in one page answers 500 on that page only; one in site.yaml on every page", async () => {
  const original = await readFile(pageFile(), "utf8");
  const siteFile = path.join(siteRoot, "content/site.yaml");
  const site = await readFile(siteFile, "utf8");
  try {
    await writeFile(pageFile(), original.replace(/^title:/m, "titel:"));
    await expect.poll(async () => (await fetch(`${address}/`)).status).toBe(500);
    expect((await fetch(`${address}/404`)).status).toBe(200);
    await writeFile(pageFile(), original);
    await writeFile(siteFile, site.replace(/^name:/m, "nme:"));
    await expect.poll(async () => (await fetch(`${address}/404`)).status).toBe(500);
    expect(await (await fetch(`${address}/`)).text()).toContain("content/site.yaml");
  } finally {
    await writeFile(pageFile(), original);
    await writeFile(siteFile, site);
  }
  await expect.poll(async () => (await fetch(`${address}/`)).status).toBe(200);
});

test("a file public/ may not publish answers 500 on every page, at its line and column, until it is gone", async () => {
  const drawing = path.join(siteRoot, "public/art/evil.svg");
  try {
    await writeFile(drawing, '<svg xmlns="http://www.w3.org/2000/svg">\n  <script>alert(1)</script>\n</svg>\n');
    await expect.poll(async () => (await fetch(`${address}/`)).status).toBe(500);
    expect((await fetch(`${address}/404`)).status).toBe(500);
    expect(await (await fetch(`${address}/`)).text()).toContain(
      "public/art/evil.svg:2:3 error &lt;script&gt; runs script",
    );
  } finally {
    await rm(drawing, { force: true });
  }
  await expect.poll(async () => (await fetch(`${address}/`)).status).toBe(200);
});
