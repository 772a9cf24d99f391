import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { startPreviewServer, type PreviewServer } from "../../scripts/preview/preview-server";
import { expect, scrollThrough, test, waitForApp, waitForIslands } from "./fixtures";
import { projectRoot } from "./site-paths";

/**
 * The site built with `--base /docs/` into a folder of its own, once for the file, and served as a
 * project site is (GitHub Pages at https://user.github.io/docs/): by the preview, under the base the
 * build recorded. Every page's links and assets load there, and its islands start.
 */
const base = "/docs/";
let server: PreviewServer;
let folder: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  folder = await mkdtemp(path.join(tmpdir(), "site-under-base-"));
  // --no-cache: the project's caches stay those of its own build, at the root.
  await promisify(execFile)(
    process.execPath,
    ["bin/blockpress.mjs", "build", "--base", base, "--no-cache", "--out", path.join(folder, "site")],
    { cwd: projectRoot, env: { ...process.env, CI: "1" } },
  );
  server = await startPreviewServer({ root: path.join(folder, "site"), port: 0, log: () => undefined });
});

test.afterAll(async () => {
  await server?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/**
 * Every address a page names for the browser to follow or load: links, stylesheets, scripts, images
 * and every copy a photo offers, islands' code.
 */
async function addressesOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const urls = [
      ...[...document.querySelectorAll<HTMLAnchorElement | HTMLLinkElement>("a[href], link[href]")].map((e) => e.href),
      ...[...document.querySelectorAll<HTMLScriptElement | HTMLImageElement>("script[src], img[src]")].map(
        (e) => e.src,
      ),
      ...[...document.querySelectorAll<HTMLSourceElement>("source[srcset]")].flatMap((e) =>
        e.srcset.split(", ").map((candidate) => new URL(candidate.split(" ")[0] ?? "", location.href).href),
      ),
      ...[...document.querySelectorAll<HTMLElement>("bp-island")].map(
        (e) => new URL(e.dataset.component ?? "", location.href).href,
      ),
    ];
    const islands = document.getElementById("islands")?.textContent;
    if (islands) urls.push(new URL((JSON.parse(islands) as { runtime: string }).runtime, location.href).href);
    return urls;
  });
}

/** This server's paths among the addresses, without their sections: the rest are other sites. */
function ownPaths(addresses: readonly string[]): string[] {
  const own = addresses.map((address) => new URL(address)).filter((url) => url.origin === new URL(server.url).origin);
  return [...new Set(own.map((url) => url.pathname + url.search))];
}

const checked = new Map<string, number>();

/** The status of a path of this server, each fetched once for the whole file. */
async function statusOf(sitePath: string): Promise<number> {
  let status = checked.get(sitePath);
  if (status === undefined) {
    status = (await fetch(new URL(sitePath, server.url))).status;
    checked.set(sitePath, status);
  }
  return status;
}

const samples = [
  { name: "the home page", path: "/docs/", status: 200 },
  { name: "a blog post", path: "/docs/blog/1", status: 200 },
  { name: "a page with sliders and pricing islands", path: "/docs/home/app-landing", status: 200 },
  { name: "a page with a photo", path: "/docs/pages-menu/about-us-v1", status: 200 },
  { name: "the not-found page", path: "/docs/no/such/page", status: 404 },
];

for (const sample of samples) {
  test(`${sample.name}: every link and asset it names loads under ${base}`, async ({ page }) => {
    const response = await page.goto(new URL(sample.path, server.url).href);
    expect(response?.status()).toBe(sample.status);
    await waitForApp(page);
    const paths = ownPaths(await addressesOf(page));
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((sitePath) => !sitePath.startsWith(base))).toEqual([]);
    const failed: string[] = [];
    for (const sitePath of paths) if ((await statusOf(sitePath)) !== 200) failed.push(sitePath);
    expect(failed).toEqual([]);
  });
}

test("islands start under the base: their code and React load from it", async ({ page }) => {
  const scripts: string[] = [];
  page.on("response", (answer) => {
    if (answer.request().resourceType() === "script")
      scripts.push(`${answer.status()} ${new URL(answer.url()).pathname}`);
  });
  await page.goto(new URL("/docs/home/app-landing", server.url).href);
  await waitForApp(page);
  await scrollThrough(page);
  await waitForIslands(page);
  await expect(page.locator('bp-island[data-type="testimonial-slider"]')).toHaveAttribute("data-state", "live");
  expect(scripts.some((script) => /^200 \/docs\/assets\/islands-/.test(script))).toBe(true);
  expect(scripts.filter((script) => !script.startsWith("200 /docs/assets/"))).toEqual([]);
});

test("the home link and the menu lead to pages under the base", async ({ page }) => {
  await page.goto(new URL("/docs/blog/1", server.url).href);
  await waitForApp(page);
  await page.locator('header a[href="/docs/"]').first().click();
  await expect(page).toHaveURL(new URL("/docs/", server.url).href);
});

test("a path outside the base is not found, and the addresses search engines read start with it", async () => {
  expect(await statusOf("/blog/1")).toBe(404);
  const site = path.join(folder, "site");
  const home = await readFile(path.join(site, "index.html"), "utf8");
  expect(home).toContain('<link rel="canonical" href="https://www.brightline.example/docs/" />');
  expect(home).toContain('content="https://www.brightline.example/docs/card.png"');
  expect(home).toContain('"href_matches":"/docs/*"');
  expect(await readFile(path.join(site, "sitemap.xml"), "utf8")).toContain(
    "<loc>https://www.brightline.example/docs/blog/1</loc>",
  );
  expect(await readFile(path.join(site, "_redirects"), "utf8")).toContain(
    "/docs/contact /docs/contact/contact-v2 301\n",
  );
  const redirect = await readFile(path.join(site, "contact/index.html"), "utf8");
  expect(redirect).toContain('<meta http-equiv="refresh" content="0; url=/docs/contact/contact-v2" />');
});
