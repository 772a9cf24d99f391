import { mkdir } from "node:fs/promises";
import path from "node:path";
import { chromium } from "@playwright/test";
import { loadSite } from "../src/engine/load-site";
import { chromiumFlags, chromiumPath } from "./chromium-path";
import { startPreviewServer } from "./preview/preview-server";

/**
 * `npm run screenshots [-- /route ...]`: full-page pictures of every page of the built site (or the
 * routes named) at 1280, 768 and 390 px, in screenshots/, to look at after a change. Build first.
 */
const root = process.cwd();
const outDir = path.join(root, "screenshots");
const widths = [1280, 768, 390];

const { site } = await loadSite(root);
if (!site) throw new Error("The site does not validate: run npm run validate");
const wanted = process.argv.slice(2);
const routes = [...site.routes]
  .filter(([path, route]) => route.kind !== "redirect" && (wanted.length === 0 || wanted.includes(path)))
  .map(([path]) => path);

const server = await startPreviewServer({ root: path.join(root, "dist"), port: 0 });
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
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      console.log(`screenshots/${name}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
