import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { renderAsync } from "@resvg/resvg-js";
import type { PageData } from "../../schema/page";
import { openCardFont, type createCardDrawer as DrawerFactory } from "../../src/engine/social-card/card-drawer";
import { createPageCards, writeCard } from "../../src/engine/speedups/page-cards";
import { cardSvg } from "../../tests/helpers/card-svg";
import { shippedPalette } from "../../tests/helpers/shipped-palette";

/**
 * `tsx scripts/bench/card-cost.ts [--cards 1000] [--themes 4] [--titles long|short] [--folder dir] [--resvg]`:
 * the processor time (every thread, the thread pool included) a clean build spends on social cards:
 * the per-build setup, then `cards` cards of different titles over `themes` themes, one after another
 * as a prerender thread draws them, into an empty cache; then the same cards again, all from the cache.
 * Long titles are 2 to 13 words (one to three lines); short ones are the generated sites' "Generated
 * page 7". `--folder` draws with another copy of src/engine/social-card/ (an earlier commit's, say: through tsx,
 * or bundled from a copy of this file that imports it), the card cache staying this one's. `--resvg` draws each card as resvg draws the card's
 * whole SVG instead (the drawing the build replaced: `renderAsync` and `asPng`), to compare the two.
 * Last, what the file system alone charges for writing as many files of the cards' average size.
 * Run it bundled, as the engine runs (through tsx, its loader's thread adds to the figures):
 *   npx esbuild scripts/bench/card-cost.ts --bundle --platform=node --format=esm --packages=external \
 *     --outfile=.cache/card-cost.mjs && node .cache/card-cost.mjs --titles short --themes 1
 */
const { values } = parseArgs({
  options: {
    cards: { type: "string", default: "1000" },
    themes: { type: "string", default: "4" },
    titles: { type: "string", default: "long" },
    folder: { type: "string", default: "src/engine/social-card" },
    resvg: { type: "boolean", default: false },
  },
});
const count = Number(values.cards);
const folder = values.folder === "src/engine/social-card" ? undefined : path.resolve(values.folder);
const { createCardDrawer } = (await (folder
  ? import(path.join(folder, "card-drawer.ts"))
  : import("../../src/engine/social-card/card-drawer"))) as { createCardDrawer: typeof DrawerFactory };
const appRoot = process.cwd();
const themes = ["brand", "seo", "hosting", "charity", "course", "app"].slice(0, Number(values.themes));
const words =
  "Why whitespace makes your landing page convert better than anything else you could try this year growth agency pricing plans team careers blog post story".split(
    " ",
  );

/** A title different for every index. */
function title(index: number): string {
  if (values.titles === "short") return `Generated page ${index + 1}`;
  const length = 1 + ((index * 7) % 12);
  const picked = Array.from({ length }, (_, at) => words[(index * 13 + at * 5) % words.length]);
  return `${picked.join(" ")} ${index + 1}`;
}

const pages = Array.from(
  { length: count },
  (_, index) =>
    ({
      title: title(index),
      palette: shippedPalette(themes[index % themes.length] ?? "brand"),
      route: `/p/${index}`,
    }) as PageData,
);

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** The main thread's processor time in ms, where Linux tells it (/proc), to tell it from other threads'. */
function mainThreadMs(): number {
  const file = `/proc/self/task/${process.pid}/stat`;
  if (!existsSync(file)) return Number.NaN;
  const fields = readFileSync(file, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

// In the project, as a build keeps its cards: writing files costs far more in this machine's /tmp.
await mkdir(path.join(appRoot, ".cache"), { recursive: true });
const cacheDir = await mkdtemp(path.join(appRoot, ".cache/card-cost-"));
try {
  const identity = { name: "Brightline", url: "https://brightline.example", languages: [], sameAs: [] };
  let cpu = cpuMs();
  let wall = performance.now();
  const cardsOfBuild = () => createPageCards({ appRoot, cacheDir, identity: identity as never });
  let cards = await cardsOfBuild();
  const font = openCardFont(cards.drawing.font);
  const draw = values.resvg
    ? async ({ title, palette: colours }: PageData) => {
        const svg = cardSvg(font, cards.drawing, title, colours);
        return (await renderAsync(svg, { font: { loadSystemFonts: false } })).asPng();
      }
    : createCardDrawer(cards.drawing);
  console.log(`setup: ${(cpuMs() - cpu).toFixed(0)} ms cpu, ${(performance.now() - wall).toFixed(0)} ms wall`);
  for (const pass of ["drawn", "cached"]) {
    cpu = cpuMs();
    const main = mainThreadMs();
    wall = performance.now();
    let drawn = 0;
    for (const page of pages) {
      const { base, cached } = cards.place(page);
      if (cached) continue;
      writeCard(base, await draw(page));
      drawn++;
    }
    const cpuPerCard = (cpuMs() - cpu) / count;
    const mainPerCard = (mainThreadMs() - main) / count;
    console.log(
      `${pass}: ${count} cards (${drawn} drawn) over ${themes.length} themes, ${cpuPerCard.toFixed(2)} ms cpu a card (every thread; the main thread ${mainPerCard.toFixed(2)}), ${((performance.now() - wall) / count).toFixed(2)} ms wall a card`,
    );
    // The next build finds the cards this one drew.
    cards = await cardsOfBuild();
  }
  // What the file system alone charges for a card's file at this moment (it varies widely on a
  // shared machine): the same number of files of the same size, written and renamed into place.
  const sizes = await Promise.all(
    (await readdir(cacheDir)).map(async (file) => (await stat(path.join(cacheDir, file))).size),
  );
  const bytes = Buffer.alloc(Math.round(sizes.reduce((sum, size) => sum + size, 0) / sizes.length));
  await mkdir(path.join(cacheDir, "files"));
  cpu = cpuMs();
  for (let index = 0; index < count; index++) {
    const file = path.join(cacheDir, "files", `${index}.png`);
    writeFileSync(`${file}.partial`, bytes);
    renameSync(`${file}.partial`, file);
  }
  console.log(
    `of which writing a file of ${(bytes.length / 1024).toFixed(1)} KB (the average card) alone: ${((cpuMs() - cpu) / count).toFixed(2)} ms cpu a card`,
  );
} finally {
  await rm(cacheDir, { recursive: true, force: true });
}
