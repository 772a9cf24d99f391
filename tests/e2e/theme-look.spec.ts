import { execFile } from "node:child_process";
import { appendFile, cp, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { startPreviewServer, type PreviewServer } from "../../scripts/preview/preview-server";
import { expect, test } from "./fixtures";
import { projectRoot } from "./site-paths";

/**
 * The smallest site with an installed font and a theme that sets square corners and that font, and a
 * page of that theme with buttons, cards with images and a form; built under a base, into a folder of
 * its own, with the project's packages installed beside it, and served as a static host serves it.
 */
const siteYaml = `
fonts:
  fraunces:
    package: "@fontsource-variable/fraunces"
    file: fraunces-latin-wght-normal.woff2
themes:
  editorial:
    accent: "#9f1239"
    radius: none
    font: fraunces
`;

const editorialPage = `title: Editorial
description: A page in the editorial theme.
theme: editorial
blocks:
  - type: card-grid
    heading: Stories that {sell}
    cards:
      - { title: Research, text: What readers ask., image: /art/picture.svg }
      - { title: Writing, text: Words that answer., image: /art/picture.svg }
  - type: message-form
    heading: Send us a {message}
    fields:
      - { name: name, label: Name }
      - { name: email, label: Email, input: email, invalidMessage: Please enter an e-mail address. }
    submit: Send Message
    confirmation: Thank you!
`;

let server: PreviewServer;
let folder: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  folder = await mkdtemp(path.join(tmpdir(), "site-with-theme-font-"));
  const site = path.join(folder, "source");
  await cp(path.join(projectRoot, "tests/fixtures/base"), site, { recursive: true });
  await symlink(path.join(projectRoot, "node_modules"), path.join(site, "node_modules"));
  await appendFile(path.join(site, "content/site.yaml"), siteYaml);
  await writeFile(path.join(site, "pages/editorial.yaml"), editorialPage);
  await promisify(execFile)(
    process.execPath,
    ["bin/blockpress.mjs", "build", site, path.join(folder, "site"), "--base", "/docs/", "--no-cache"],
    { cwd: projectRoot, env: { ...process.env, CI: "1" } },
  );
  server = await startPreviewServer({ root: path.join(folder, "site"), port: 0, log: () => undefined });
});

test.afterAll(async () => {
  await server?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

declare global {
  interface Window {
    violations?: string[];
  }
}

/** Opens a page of the built site, noting what its policy refuses and every font file it asks for. */
async function openPage(page: Page, route: string): Promise<{ fonts: { url: string; status: number }[] }> {
  const fonts: { url: string; status: number }[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith(".woff2"))
      fonts.push({ url: new URL(response.url()).pathname, status: response.status() });
  });
  await page.addInitScript(() => {
    window.violations = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      window.violations?.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await page.goto(new URL(route, server.url).href);
  await page.waitForLoadState("load");
  return { fonts };
}

/** The corner radius the browser draws an element with, in px. */
const radiusOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => parseFloat(getComputedStyle(element).borderTopLeftRadius));

test("a page of a theme with square corners and a font draws both, loading that font alone under its policy", async ({
  page,
}) => {
  const { fonts } = await openPage(page, "editorial");
  expect(await radiusOf(page, ".btn")).toBe(0);
  expect(await radiusOf(page, "[data-block=card-grid] [data-slot=card]")).toBe(0);
  expect(await radiusOf(page, "[data-block=card-grid] img")).toBe(0);
  expect(await radiusOf(page, "[data-block=message-form] input[type=email]")).toBe(0);

  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?Fraunces"?,/);
  const faces = await page.evaluate(async () => (await document.fonts.load('16px "Fraunces"')).length);
  expect(faces).toBe(1);
  expect(await page.evaluate(() => document.fonts.check('16px "Fraunces"'))).toBe(true);

  expect(fonts).toEqual([
    {
      url: expect.stringMatching(/^\/docs\/assets\/fonts\/fraunces-latin-wght-normal-[0-9a-f]{8}\.woff2$/),
      status: 200,
    },
  ]);
  expect(await page.evaluate(() => window.violations)).toEqual([]);
});

test("a page of another theme keeps the site's round corners and its font, and loads no theme's font", async ({
  page,
}) => {
  const { fonts } = await openPage(page, "");
  // A pill: Tailwind's rounded-full, as wide a radius as the browser draws.
  expect(await radiusOf(page, ".btn")).toBeGreaterThan(1000);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Plus Jakarta Sans",/);
  expect(fonts.map(({ url }) => url)).not.toContainEqual(expect.stringContaining("/assets/fonts/"));
  expect(fonts.every(({ url }) => url.includes("plus-jakarta-sans"))).toBe(true);
  expect(await page.evaluate(() => window.violations)).toEqual([]);
});
