/**
 * Writes every illustration the site uses into public/art/, and the rendered
 * photos into public/photos/, and the art blocks draw inline as TypeScript modules (MODULES).
 *
 *   npx tsx scripts/art/generate.ts
 *
 * Output is deterministic (seeded from file names), so re-running only changes
 * files whose drawing code changed. Each SVG is validated before writing:
 * a standalone root with xmlns / integer width / height / viewBox, no scripts,
 * no raster images and no external references, and within the size budget.
 * Photos are JPEGs rendered from drawn scenes, so they only get a size check.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { avatar } from "./avatar.ts";
import { POST_SCENES } from "./blog.ts";
import { drawScene } from "./blog-kit.ts";
import {
  courseFreeStart,
  courseIntegrated,
  courseVideoPoster,
  stepAccess,
  stepContent,
  stepCourses,
} from "./course.ts";
import { COURSE_SCENES } from "./course-subjects.ts";
import { cottage, familyHouse, villa } from "./estate-houses.ts";
import { glassTower, harbourBlock, millLofts } from "./estate-condos.ts";
import { agencyOffice, creekMeadow, ridgePlot } from "./estate-land.ts";
import { courseHero } from "./hero-course.ts";
import { agencyHero, appHero, cryptoHero, hostingHero, insuranceHero, leadsHero } from "./hero-homes.ts";
import { seoHero } from "./hero-seo.ts";
import { charityHero } from "./hero-charity.ts";
import { causeArt } from "./causes.ts";
import { designHero } from "./hero-design.ts";
import { educationHero, estateHero } from "./hero-homes-2.ts";
import { personalHero } from "./hero-personal.ts";
import { PARTNER_LOGOS, partnerLogo, type PartnerName } from "./logo.ts";
import { personalAbout } from "./personal.ts";
import { loginArt, notFoundArt, subscribeArt } from "./pages.ts";
import { EDITORIAL_PALETTES } from "./palette.ts";
import { portfolioThumb } from "./portfolio.ts";
import { portfolioProjects } from "./portfolio-projects.ts";
import { postThemes } from "./post-themes.ts";
import { planBadge, PLANS } from "./pricing.ts";
import { PORTRAITS, portraitSeed } from "./portraits.ts";
import { studioPhoto } from "./studio-photo.ts";
import { themePalette } from "./theme-palette.ts";
import { defaultTheme } from "../../schema/themes/shipped-themes.ts";
import { worldMapModule } from "./world-map.ts";

const OUT = fileURLToPath(new URL("../../public/art/", import.meta.url));
const PHOTO_OUT = fileURLToPath(new URL("../../public/photos/", import.meta.url));
const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const PAGES = join(ROOT, "pages");

/** Soft budget from the brief; hero and section mock-ups may go up to the hard cap. */
const SOFT_LIMIT = 4 * 1024;
const HARD_LIMIT = 10 * 1024;
/** A 2400-wide photo with film grain lands at a few hundred KB; past this it slows the About page. */
const PHOTO_LIMIT = 700 * 1024;

/** Every photo to render, as relative path -> renderer returning JPEG bytes. */
export const PHOTOS: Record<string, () => Promise<Buffer>> = {
  "studio.jpg": studioPhoto,
};

/** Art the blocks draw inline so it takes the theme's colours, as path from the project's root -> TypeScript source. */
export const MODULES: Record<string, () => string> = {
  "src/blocks/server-map/world-map.generated.ts": worldMapModule,
};

/** Every file to write, as relative path -> SVG markup. */
export function buildAll(): Map<string, string> {
  const files = new Map<string, string>();
  const pal = (i: number) => EDITORIAL_PALETTES[i % EDITORIAL_PALETTES.length]!;

  // Blog: each post its own scene, in the theme of the page that features it.
  const themes = postThemes(PAGES);
  for (const [id, scene] of Object.entries(POST_SCENES))
    files.set(`blog/${id}.svg`, drawScene(scene, `blog-${id}`, themePalette(themes.get(Number(id)) ?? defaultTheme)));

  // Courses on the education home, in its theme.
  for (const [name, scene] of Object.entries(COURSE_SCENES))
    files.set(`course/${name}.svg`, drawScene(scene, `course-${name}`, themePalette("education")));

  // Real estate: every listing its own building, and the agency's office for About us.
  const estate = themePalette("estate");
  const buildings = {
    "house-1": familyHouse,
    "house-2": cottage,
    "house-3": villa,
    "condo-1": harbourBlock,
    "condo-2": millLofts,
    "condo-3": glassTower,
    "land-1": ridgePlot,
    "land-2": creekMeadow,
    about: agencyOffice,
  };
  for (const [name, draw] of Object.entries(buildings)) files.set(`estate/${name}.svg`, draw(estate, `estate-${name}`));

  // Portfolio: each project drawn from its name; the list runs through the eight kinds of work in
  // turn, so the palette shifts by one on every pass and a kind never repeats a palette.
  for (const [i, project] of portfolioProjects(ROOT).entries())
    files.set(`portfolio/${project.id}.svg`, portfolioThumb(project, pal(i * 3 + Math.floor(i / 8))));

  // Faces: one per person, by id, drawn in the look of their name with their complexion; the name's
  // seed decides the rest (hair style and colour, background, shirt, glasses, beard).
  for (const [index, { name, look, ...drawn }] of PORTRAITS.entries()) {
    files.set(`faces/${index + 1}.svg`, avatar(portraitSeed(name), look, drawn));
  }

  for (const name of Object.keys(PARTNER_LOGOS) as PartnerName[]) files.set(`logos/${name}.svg`, partnerLogo(name));

  files.set("hero/seo.svg", seoHero());
  files.set("hero/course.svg", courseHero());
  files.set("hero/insurance.svg", insuranceHero());
  files.set("hero/web-hosting.svg", hostingHero());
  files.set("hero/app-landing.svg", appHero());
  files.set("hero/crypto.svg", cryptoHero());
  files.set("hero/agency-modern.svg", agencyHero());
  files.set("hero/lead-generation.svg", leadsHero());
  files.set("hero/real-estate.svg", estateHero());
  files.set("hero/education.svg", educationHero());
  files.set("hero/charity.svg", charityHero());
  files.set("hero/design-agency.svg", designHero());
  files.set("hero/personal-portfolio.svg", personalHero());
  files.set("personal/about.svg", personalAbout());
  for (const [i, kind] of (["water", "school", "food"] as const).entries())
    files.set(`causes/${i + 1}.svg`, causeArt(kind, `cause-${i}`));
  files.set("course/integrated.svg", courseIntegrated());
  files.set("course/step-content.svg", stepContent());
  files.set("course/step-courses.svg", stepCourses());
  files.set("course/step-access.svg", stepAccess());
  files.set("course/free-start.svg", courseFreeStart());
  files.set("course/video-poster.svg", courseVideoPoster());
  files.set("auth/login.svg", loginArt());
  files.set("not-found.svg", notFoundArt());
  for (const plan of PLANS) files.set(`pricing/${plan}.svg`, planBadge(plan));
  files.set("seo/subscribe.svg", subscribeArt());
  return files;
}

/** Returns a list of problems (empty when the file is fine). */
export function validate(svg: string): string[] {
  const problems: string[] = [];
  const root = /^<svg\b[^>]*>/.exec(svg)?.[0] ?? "";
  if (!root.includes('xmlns="http://www.w3.org/2000/svg"')) problems.push("root lacks xmlns");
  const w = /\bwidth="(\d+)"/.exec(root)?.[1];
  const h = /\bheight="(\d+)"/.exec(root)?.[1];
  if (!w || !h) problems.push("root lacks integer width/height");
  if (!new RegExp(`viewBox="0 0 ${w} ${h}"`).test(root)) problems.push("viewBox does not match width/height");
  if (/<script|<image|<foreignObject|\bon[a-z]+=|@import|url\((?!#)/i.test(svg))
    problems.push("forbidden content (script, raster, handler or external url)");
  if (/href="(?!#)/.test(svg)) problems.push("external href");
  if (/\d\.\d{2,}/.test(svg.replace(/(?:opacity|offset)="[^"]*"|scale\([^)]*\)|stroke-dash\w+="[^"]*"/g, "")))
    problems.push("coordinates with more than one decimal");
  const bytes = Buffer.byteLength(svg);
  if (bytes > HARD_LIMIT) problems.push(`too large: ${bytes} bytes`);
  return problems;
}

function main(): void {
  const files = buildAll();
  let total = 0;
  let failed = false;
  const sizes: [string, number][] = [];
  for (const [rel, svg] of files) {
    const problems = validate(svg);
    if (problems.length) {
      failed = true;
      console.error(`✗ ${rel}: ${problems.join("; ")}`);
    }
    const target = join(OUT, rel);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, svg);
    const bytes = Buffer.byteLength(svg);
    total += bytes;
    sizes.push([rel, bytes]);
  }
  sizes.sort((a, b) => b[1] - a[1]);
  const over = sizes.filter(([, b]) => b > SOFT_LIMIT).length;
  console.log(
    `Wrote ${files.size} SVG files to ${relative(process.cwd(), OUT) || OUT} (${total} bytes, ${(total / 1024).toFixed(1)} KB).`,
  );
  console.log(
    `Largest: ${sizes
      .slice(0, 5)
      .map(([r, b]) => `${r} ${(b / 1024).toFixed(1)} KB`)
      .join(", ")}`,
  );
  console.log(`${over} file(s) above the ${SOFT_LIMIT / 1024} KB soft budget; hard cap ${HARD_LIMIT / 1024} KB.`);
  if (failed) process.exitCode = 1;
}

/** Photos are written after the SVGs: rendering them takes seconds, not milliseconds. */
async function writePhotos(): Promise<void> {
  for (const [rel, render] of Object.entries(PHOTOS)) {
    const jpeg = await render();
    const target = join(PHOTO_OUT, rel);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, jpeg);
    const size = `${(jpeg.length / 1024).toFixed(1)} KB`;
    if (jpeg.length > PHOTO_LIMIT) {
      process.exitCode = 1;
      console.error(`✗ ${rel}: too large: ${size}`);
    }
    console.log(`Wrote ${relative(process.cwd(), target) || target} (${size}).`);
  }
}

function writeModules(): void {
  for (const [rel, source] of Object.entries(MODULES)) {
    const text = source();
    writeFileSync(join(ROOT, rel), text);
    console.log(`Wrote ${rel} (${(Buffer.byteLength(text) / 1024).toFixed(1)} KB).`);
  }
}

// Run only when executed directly, so tests can import buildAll/validate without writing files.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main();
  writeModules();
  await writePhotos();
}
