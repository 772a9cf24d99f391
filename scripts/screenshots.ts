import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { readCommandLine } from "../src/engine/cli/command-line";
import { loadSite } from "../src/engine/load-site";
import { chromiumFlags, chromiumPath } from "./chromium-path";
import { startPreviewServer } from "./preview/preview-server";

/**
 * `npm run screenshots [-- /route ...] [--dist <folder>] [--out <folder>] [--compare <folder>]`:
 * full-page pictures of every page of a built site (or the routes named) at 1280, 768 and 390 px, in
 * screenshots/, to look at after a change. Build first. With --compare, each picture is set against
 * the one of the same name in another folder (taken before the change, from another build), and the
 * pictures that differ are listed: the browser draws the same page to the same bytes.
 */
const { values, positionals: wanted } = readCommandLine({
  usage: "npm run screenshots --",
  summary: "Takes full-page pictures of the built site's pages at 1280, 768 and 390 px.",
  positionals: [{ name: "route", description: "only these routes (every page when none is named)", many: true }],
  options: {
    dist: { type: "string", value: "folder", description: "the built site (dist/ when not given)" },
    out: { type: "string", value: "folder", description: "where the pictures go (screenshots/ when not given)" },
    compare: { type: "string", value: "folder", description: "list the pictures that differ from this folder's" },
  },
  examples: ["npm run screenshots -- /pricing", "npm run screenshots -- --out /tmp/after --compare /tmp/before"],
});
const root = process.cwd();
const text = (value: string | boolean | undefined) => (typeof value === "string" ? value : undefined);
const outDir = path.resolve(text(values.out) ?? "screenshots");
const distDir = path.resolve(text(values.dist) ?? "dist");
const compareDir = text(values.compare) && path.resolve(text(values.compare) ?? "");
const widths = [1280, 768, 390];

const { site } = await loadSite(root);
if (!site) throw new Error("The site does not validate: run npm run validate");
const routes = [...site.routes]
  .filter(([path, route]) => route.kind !== "redirect" && (wanted.length === 0 || wanted.includes(path)))
  .map(([path]) => path);
const differing: string[] = [];

/**
 * The full-page picture the browser draws most steadily: the first one it draws twice. Chromium lays
 * a page out again for each full-page capture, and now and then draws it as the live page never is:
 * a heading's accent words a size smaller, a slider's slides wider. The live page measures the same
 * before and after. Taking the first picture drawn twice makes those captures rare, not impossible:
 * look at a picture that differs before believing it.
 */
async function steadyPicture(page: Page): Promise<Buffer> {
  const first = await page.screenshot({ fullPage: true });
  const seen = [first];
  for (let attempt = 0; attempt < 5; attempt++) {
    const picture = await page.screenshot({ fullPage: true });
    if (seen.some((earlier) => earlier.equals(picture))) return picture;
    seen.push(picture);
  }
  return first;
}

const server = await startPreviewServer({ root: distDir, port: 0 });
const executablePath = chromiumPath();
const browser = await chromium.launch({ args: chromiumFlags, ...(executablePath ? { executablePath } : {}) });
try {
  await mkdir(outDir, { recursive: true });
  for (const width of widths) {
    // Reduced motion: every section as it looks once revealed, none caught mid-animation.
    const page = await browser.newPage({
      viewport: { width, height: width > 600 ? 860 : 844 },
      reducedMotion: "reduce",
    });
    for (const route of routes) {
      await page.goto(new URL(route, server.url).href);
      // Scrolling through starts every island, as a visitor's scrolling would.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 40));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForTimeout(1300);
      const name = `${route === "/" ? "home" : route.slice(1).replaceAll("/", "_")}-${width}.png`;
      const picture = await steadyPicture(page);
      await writeFile(path.join(outDir, name), picture);
      const before = compareDir ? await readFile(path.join(compareDir, name)).catch(() => undefined) : undefined;
      if (compareDir && !before?.equals(picture)) differing.push(name);
      console.log(
        `${path.relative(root, path.join(outDir, name))}${compareDir && differing.at(-1) === name ? " differs" : ""}`,
      );
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
if (compareDir) {
  console.log(`\n${differing.length} of ${routes.length * widths.length} pictures differ from ${compareDir}`);
  if (differing.length > 0) process.exitCode = 1;
}
