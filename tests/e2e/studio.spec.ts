import { execFile } from "node:child_process";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { parse } from "yaml";
import { startPreviewServer } from "../../scripts/preview/preview-server";
import { loadSite } from "../../src/engine/load-site";
import { expect, test } from "./fixtures";
import { projectRoot } from "./site-paths";
import { noSeriousAxeProblems, studioOnCopy, type StudioOnCopy } from "./studio-on-copy";
import type { FrameLocator, Page } from "@playwright/test";

/**
 * What a marketer does in the studio, on a copy of the site in a temporary folder (the real pages/
 * are never edited), with the YAML on disk checked after each step.
 */
let studio: StudioOnCopy;
let siteRoot: string;
let address: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  studio = await studioOnCopy();
  ({ siteRoot, address } = studio);
});

test.afterAll(async () => {
  await studio.stop();
});

const pageFile = () => path.join(siteRoot, "pages/offers/studio-test.yaml");
const onDisk = async () => readFile(pageFile(), "utf8");

/** With STUDIO_SCREENSHOT set, the studio as it is now, written to docs/studio/ for its page there. */
async function docsScreenshot(page: Page, name: string) {
  if (!process.env.STUDIO_SCREENSHOT) return;
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 1100, height: 700 });
  // Kept small in the repository: a picture of a form needs no more than a palette of colours.
  await sharp(await page.screenshot())
    .png({ palette: true, compressionLevel: 9 })
    .toFile(path.join(projectRoot, `docs/studio/${name}.png`));
  if (viewport) await page.setViewportSize(viewport);
}

test("a marketer creates a page, adds and fills blocks, reorders them, fixes a mistake and saves", async ({
  page,
  consoleWatch,
}) => {
  // The walk, then a build of the whole site with the saved page.
  test.setTimeout(360_000);
  // The preview's frame is drawn again after each check, which cuts short the view transition of the page in it.
  // A check that comes while the frame still loads the previous one aborts that navigation, with its transition.
  consoleWatch.allow(/ViewTransition|Transition was skipped/);
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

  // Fill the hero's heading, its last word in the accent colour as it reads: the preview shows it without saving.
  const heading = page.locator("#field-blocks_1__heading");
  const accentWord = async (word: string) => {
    const words = page.locator("#block-1").getByRole("group", { name: "Words of heading in the accent colour:" });
    await words.getByRole("button", { name: word, exact: true }).click();
    await expect(words.getByRole("button", { name: word, exact: true })).toHaveAttribute("aria-pressed", "true");
  };
  await heading.fill("Spring offers for studios");
  await accentWord("studios");
  await expect(heading).toHaveValue("Spring offers for studios");
  const preview = page.frameLocator("iframe[title='Preview of the page']");
  const heroHeading = preview.getByRole("heading", { name: "Spring offers for studios" });
  await expect(heroHeading.locator(".text-accent")).toHaveText("studios", { timeout: 15_000 });
  await page.locator("#block-1").evaluate((block) => block.scrollIntoView({ block: "start" }));
  await docsScreenshot(page, "page-editor");

  // Pick the hero's image from the thumbnails of public/: the picker's window passes axe too.
  const hero = page.locator("#block-1");
  await hero.getByRole("button", { name: "Choose an image for image" }).click();
  const imagePicker = page.getByRole("dialog", { name: "An image for image" });
  await imagePicker.getByLabel("Search the images of public/").fill("hero");
  const seoArt = imagePicker.getByRole("button", { name: /\/art\/hero\/seo\.svg/ });
  await expect(seoArt).toBeVisible();
  // The thumbnail is drawn by the studio's server, under its token.
  await expect
    .poll(() => seoArt.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await noSeriousAxeProblems(page);
  await docsScreenshot(page, "image-picker");
  await seoArt.click();
  await expect(imagePicker).toBeHidden();
  const image = page.locator("#field-blocks_1__image");
  await expect(image).toHaveValue("/art/hero/seo.svg");

  // Undo takes the pick back, redo brings it again, by keyboard as by button.
  await page.keyboard.press("Control+z");
  await expect(image).toHaveValue("/art/hero/agency-modern.svg");
  await page.keyboard.press("Control+Shift+z");
  await expect(image).toHaveValue("/art/hero/seo.svg");
  await page.getByRole("button", { name: "Undo", exact: true }).click();
  await expect(image).toHaveValue("/art/hero/agency-modern.svg");
  await page.getByRole("button", { name: "Redo", exact: true }).click();
  await expect(image).toHaveValue("/art/hero/seo.svg");

  // Pick the first button's link from the site's pages, by keyboard, then a section of that page.
  const href = page.locator("#field-blocks_1__actions_0__href");
  await href.locator("..").getByRole("button", { name: "Choose a page for href" }).focus();
  await page.keyboard.press("Enter");
  const linkPicker = page.getByRole("dialog", { name: "A page for href" });
  await linkPicker.getByLabel("Search the site's pages").fill("education");
  await linkPicker.getByRole("button", { name: /^\/home\/education Education$/ }).press("Enter");
  await expect(href).toHaveValue("/home/education");
  await page.locator("#field-blocks_1__actions_0__href-section").selectOption("courses");
  await expect(href).toHaveValue("/home/education#courses");

  // The testimonials, written as a range, picked one by one by their names.
  const slider = page.locator("#block-3");
  await slider.getByRole("button", { name: "Pick the records of testimonials one by one" }).click();
  await slider.getByRole("button", { name: "Remove Marcus Oyelaran (id 2)" }).click();
  await slider.locator("#field-blocks_3__testimonials").selectOption({ label: "Daniel Kovac (id 4)" });
  await slider.getByRole("button", { name: "Add to testimonials" }).click();
  await expect(slider.getByRole("list", { name: "Records of testimonials" })).toContainText("Daniel Kovac (id 4)");

  // A photo from the computer, taken into public/photos/ under a name a path can hold, is the FAQ's art.
  const faq = page.locator("#block-4");
  await faq.getByRole("button", { name: "Choose an image for image" }).click();
  const faqPicker = page.getByRole("dialog", { name: "An image for image" });
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#2b6cb0" } })
    .jpeg()
    .toBuffer();
  await faqPicker
    .getByLabel(/^Photo: JPEG/)
    .setInputFiles({ name: "Team Photo.JPG", mimeType: "image/jpeg", buffer: jpeg });
  await faqPicker.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(faqPicker).toBeHidden();
  await expect(page.locator("#field-blocks_4__image")).toHaveValue("/photos/team-photo.jpg");
  expect(await readFile(path.join(siteRoot, "public/photos/team-photo.jpg"))).toEqual(jpeg);

  // A click on the FAQ in the preview selects it in the form, once the preview shows the photo.
  await expect(preview.locator('[data-block="faq"] img')).toBeAttached({ timeout: 15_000 });
  // The frame may be drawn once more for a check still on its way: a click on a document being replaced is lost.
  await expect(async () => {
    await preview.locator('[data-block="faq"]').click();
    await expect(page.locator("#block-4 > summary")).toBeFocused({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.locator(".blocks > li[aria-current='true']")).toContainText("5. faq");

  // Move the FAQ up by keyboard, from the fifth place to the fourth.
  await page.getByRole("button", { name: "Move block 5 up" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("4. faq")).toBeVisible();

  // Drag the hero below the pricing plans by its handle, folded to drag it a short way, then undo the move.
  await page.locator("#block-1 > summary").click();
  await page.locator("#block-2 > summary").click();
  const from = await page.getByRole("button", { name: "Drag block 2 to move it" }).boundingBox();
  const to = await page.getByRole("button", { name: "Drag block 3 to move it" }).boundingBox();
  if (!from || !to) throw new Error("the blocks' handles are not drawn");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 8, { steps: 12 });
  await page.mouse.up();
  await expect(page.getByTestId("save-status")).toHaveText("Block 2 moved to place 3; not saved yet");
  await expect(page.locator("#block-1 > summary")).toHaveText("2. pricing-plans");
  await page.getByRole("button", { name: "Undo", exact: true }).click();
  await expect(page.locator("#block-1 > summary")).toHaveText("2. hero");
  await page.locator("#block-1 > summary").click();
  await page.locator("#block-2 > summary").click();

  // The pricing plans' first plan moved below the second from the keyboard, by its handle.
  const pricing = page.locator("#block-2");
  await pricing.getByRole("button", { name: "Drag plans item 1 to move it" }).focus();
  // Each key waits for what a screen reader is told last: the handle measures the list once picked up.
  const told = (words: string) => expect(page.getByText(words, { exact: true })).toBeAttached();
  await page.keyboard.press("Space");
  await told("plans item 1 is over place 1.");
  await page.keyboard.press("ArrowDown");
  await told("plans item 1 is over place 2.");
  await page.keyboard.press("Space");
  await told("plans item 1 dropped at place 2.");
  await expect(page.locator("#field-blocks_2__plans_0__name")).toHaveValue("Standard");
  await expect(page.locator("#field-blocks_2__plans_1__name")).toHaveValue("Basic");
  await expect(page.getByTestId("save-status")).toHaveText("Plans item 1 moved to place 2; not saved yet");

  // Which FAQ question opens first takes a number or "none": the marketer picks "none".
  await page.locator("#block-3").getByLabel("Kind of value").selectOption({ label: '"none"' });

  // A mistake: the heading emptied. The engine's message shows at the field, and in the summary.
  await heading.fill("");
  const issues = page.locator("#field-blocks_1__heading-issues");
  await expect(issues).toContainText(/\[[a-z-]+\]/, { timeout: 15_000 });
  await expect(page.locator("#summary-title")).not.toHaveText("No errors");

  // Fixed, then saved: the file holds the blocks in their new order, and validates.
  await heading.fill("Spring offers for studios");
  await accentWord("studios");
  await expect(issues).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByTestId("save-status")).toHaveText("Saved");
  const saved = await onDisk();
  expect(saved.startsWith(created.split("\n")[0] ?? "")).toBe(true);
  const data = parse(saved) as {
    blocks: {
      type: string;
      heading?: string;
      image?: string;
      actions?: { href: string }[];
      testimonials?: unknown;
      open?: unknown;
      plans?: { name: string }[];
    }[];
  };
  expect(data.blocks.map((block) => block.type)).toEqual([
    "page-banner",
    "hero",
    "pricing-plans",
    "faq",
    "testimonial-slider",
  ]);
  expect(data.blocks[1]?.heading).toBe("Spring offers for {studios}");
  expect(data.blocks[1]?.image).toBe("/art/hero/seo.svg");
  expect(data.blocks[1]?.actions?.[0]?.href).toBe("/home/education#courses");
  expect(data.blocks[3]?.image).toBe("/photos/team-photo.jpg");
  expect(data.blocks[4]?.testimonials).toEqual({ from: "testimonials", ids: [1, 3, 4] });
  expect(data.blocks[2]?.plans?.map((plan) => plan.name)).toEqual(["Standard", "Basic", "Premium"]);
  expect(data.blocks[3]?.open).toBe("none");
  const checked = await loadSite(siteRoot);
  expect(checked.errors.filter((error) => error.file === "pages/offers/studio-test.yaml")).toEqual([]);
  await noSeriousAxeProblems(page);

  // The saved file builds to the page the preview showed: the same headings and questions, in order.
  const outline = (frame: FrameLocator | Page) => frame.locator("main :is(h1, h2, h3, summary)").allInnerTexts();
  const shown = await outline(preview);
  expect(shown).toContain("Spring offers for studios");
  const built = `${siteRoot}-built`;
  await promisify(execFile)(process.execPath, ["bin/blockpress.mjs", "build", siteRoot, built, "--no-cache"], {
    cwd: projectRoot,
    env: { ...process.env, CI: "1" },
  });
  const host = await startPreviewServer({ root: built, port: 0, log: () => undefined });
  try {
    await page.goto(new URL("/offers/studio-test", host.url).href);
    expect(await outline(page)).toEqual(shown);
    await expect(page.getByRole("heading", { name: "Spring offers for studios" }).locator(".text-accent")).toHaveText(
      "studios",
    );
  } finally {
    await host.close();
    await rm(built, { recursive: true, force: true });
  }
});
