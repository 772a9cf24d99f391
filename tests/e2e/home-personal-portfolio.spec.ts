import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test, waitForApp } from "./fixtures";
import { countedUp, countReadings } from "./home-variants";

const route = "/home/personal-portfolio";

/** Each skill bar's fill as a whole percentage of its track. */
function fillPercents(page: Page): Promise<number[]> {
  return page
    .locator("#s4 [role=meter]")
    .evaluateAll((tracks) =>
      tracks.map((track) =>
        Math.round((100 * (track.firstElementChild?.getBoundingClientRect().width ?? 0)) / track.clientWidth),
      ),
    );
}

test.describe("the personal portfolio home", () => {
  test('is titled "Personal Portfolio" in its own theme, with the third question open @phone', async ({ page }) => {
    await page.goto(route);
    await expect(page).toHaveTitle("Personal Portfolio");
    await expect(page.locator("[data-theme]").first()).toHaveAttribute("data-theme", "personal");
    const questions = page.locator("[data-block=faq] details");
    await expect(questions).toHaveCount(5);
    expect(await questions.evaluateAll((items: HTMLDetailsElement[]) => items.map((item) => item.open))).toEqual([
      false,
      false,
      true,
      false,
      false,
    ]);
  });

  test("the section links mark the section followed, then the one being read, as current", async ({ page }) => {
    await page.goto(route);
    await waitForApp(page);
    // The header follows the reading from the first scroll, or from its first use. A pointer over it
    // is a use, and the browser's pointer rests at the page's top left corner, on the header, so
    // whether it has started before the first click depends on when the browser reports the pointer.
    const header = page.locator("bp-island[data-type=header]");
    await expect(header).toHaveAttribute("data-start", "scroll");
    const nav = page.getByRole("navigation", { name: "Main" });
    const current = nav.locator("[aria-current]");
    await expect(nav.getByRole("link")).toHaveText(["About me", "Services", "Portfolio", "Skill", "Contact"]);
    await expect(current).toHaveCount(0);

    // The first click starts the header if nothing has, and is replayed once it is live.
    await nav.getByRole("link", { name: "Portfolio" }).click();
    await expect(header).toHaveAttribute("data-state", "live");
    await expect(page).toHaveURL(/#s3$/);
    await expect(current).toHaveText(["Portfolio"]);
    await expect(current).toHaveAttribute("aria-current", "true");

    await page.locator("#s1").evaluate((section) => section.scrollIntoView());
    await expect(current).toHaveText(["About me"]);
    await page.locator("#s4").evaluate((section) => section.scrollIntoView());
    await expect(current).toHaveText(["Skill"]);
    // Past the skills, in sections with no link of their own, the last section passed stays current.
    await page.locator("[data-block=faq]").evaluate((section) => section.scrollIntoView());
    await expect(current).toHaveText(["Skill"]);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(current).toHaveText(["Contact"]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(current).toHaveCount(0);
  });

  test("the menu button opens a side panel that keeps Tab inside, closes on Escape and returns focus @phone", async ({
    page,
  }) => {
    await page.goto(route);
    await waitForApp(page);
    const opener = page.getByRole("button", { name: "Open menu" });
    const panel = page.getByRole("dialog", { name: "Elena Varga menu" });
    const close = panel.getByRole("button", { name: "Close menu" });
    await expect(panel).toBeHidden();
    await opener.click();
    await expect(panel).toBeVisible();
    await expect(close).toBeFocused();
    await expect(panel.getByRole("navigation", { name: "Sections" }).getByRole("link")).toHaveCount(5);
    const audit = await new AxeBuilder({ page }).include("#offcanvas").withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(audit.violations.map((violation) => violation.id)).toEqual([]);

    // Close, five section links, two contact links and three social links: eleven stops, then round again.
    for (let step = 0; step < 11; step += 1) await page.keyboard.press("Tab");
    await expect(close).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(panel.getByRole("link", { name: "X", exact: true })).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(opener).toBeFocused();

    // A section link closes the panel and leads to its section.
    await opener.click();
    await panel.getByRole("link", { name: "Skill" }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/#s4$/);
    await expect(page.locator("#s4")).toBeInViewport();
  });

  test("the portfolio filters show entries 53 to 56 by category; pictures open larger, names lead to the entry", async ({
    page,
  }) => {
    await page.goto(route);
    await waitForApp(page);
    const grid = page.locator("#s3");
    const names = grid.locator("[data-slot=entry]:visible h3");
    const filter = (label: string) => grid.getByRole("button", { name: label, exact: true });
    await expect(grid.getByRole("group", { name: "Filter projects" }).getByRole("button")).toHaveText([
      "All",
      "Design",
      "Branding",
      "Logo",
      "Illustration",
    ]);
    const all = [
      "Wildflower Honey packaging range",
      "Yellowtail Sushi analytics dashboard",
      "Zenith Analytics logo and brand board",
      "Aurora Photography social media kit",
    ];
    await expect(names).toHaveText(all);
    await filter("Logo").click();
    await expect(filter("Logo")).toHaveAttribute("aria-pressed", "true");
    await expect(names).toHaveText(["Zenith Analytics logo and brand board"]);
    await filter("Design").click();
    await expect(names).toHaveText(["Wildflower Honey packaging range", "Aurora Photography social media kit"]);
    await filter("Branding").click();
    await expect(names).toHaveText(["Wildflower Honey packaging range", "Zenith Analytics logo and brand board"]);
    await filter("Illustration").click();
    await expect(names).toHaveText(["Aurora Photography social media kit"]);
    await filter("All").click();
    await expect(names).toHaveText(all);

    await expect(grid.getByRole("link", { name: all[0], exact: true })).toHaveAttribute("href", "/portfolio/53");
    await grid.getByRole("link", { name: `View ${all[0]} larger` }).click();
    await expect(page.locator(".glightbox-container")).toBeVisible();
  });

  test("the skill bars wait empty below the fold, then fill to 93, 92, 85 and 82 % as they come into view", async ({
    page,
  }) => {
    await page.goto(route);
    await waitForApp(page);
    const skills = page.locator("#s4 ul:has([role=meter])");
    // The HTML draws them full, which is what shows with JavaScript off; the reveal holds them empty.
    expect(
      await skills.locator("[role=meter] > div").evaluateAll((fills) => fills.map((fill) => fill.style.width)),
    ).toEqual(["93%", "92%", "85%", "82%"]);
    await expect(skills).toHaveAttribute("data-reveal-state", "waiting");
    expect(await fillPercents(page)).toEqual([0, 0, 0, 0]);
    await skills.evaluate((list) => {
      const fill = list.querySelector<HTMLElement>("[role=meter] > div");
      const readings: number[] = [];
      const read = () => {
        readings.push(fill?.getBoundingClientRect().width ?? -1);
        if (readings.length < 400) requestAnimationFrame(read);
      };
      requestAnimationFrame(read);
      Object.assign(list, { readings });
    });
    await skills.scrollIntoViewIfNeeded();
    await expect(skills).toHaveAttribute("data-reveal-state", "shown");
    await expect.poll(() => fillPercents(page)).toEqual([93, 92, 85, 82]);
    const readings = await skills.evaluate((list) => ("readings" in list ? (list.readings as number[]) : []));
    const final = readings.at(-1) ?? 0;
    // They emptied, then grew to the full width without going back.
    const emptied = readings.indexOf(0);
    expect(emptied).toBeGreaterThanOrEqual(0);
    const growing = readings.slice(emptied);
    expect(growing.some((width) => width > 0 && width < final)).toBe(true);
    expect(growing.every((width, index) => index === 0 || width >= (growing[index - 1] ?? 0))).toBe(true);
  });

  test("under reduced motion the skill bars stay at their final width @phone", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(route);
    await waitForApp(page);
    const skills = page.locator("#s4 ul:has([role=meter])");
    await skills.scrollIntoViewIfNeeded();
    // The shell has run (waitForApp) and left the list as the HTML draws it.
    await expect(skills).not.toHaveAttribute("data-reveal-state");
    expect(await fillPercents(page)).toEqual([93, 92, 85, 82]);
    await expect(page.getByRole("meter", { name: "Brand identity" })).toHaveAttribute("aria-valuenow", "93");
  });

  test("the stats count up once they scroll into view", async ({ page }) => {
    await page.goto(route);
    await waitForApp(page);
    // The figures' island is the first on the page to start as it scrolls, so React loads before the
    // count begins: the window allows for that on a busy machine as well as for the count itself.
    const readings = await countReadings(page.locator("[data-block=counters]"), 6000);
    expect(countedUp(readings)).toBe(true);
    expect(readings.at(-1)).toEqual(["120+", "10", "48", "4.9"]);
  });

  test("the testimonial slider shows 3 cards at a time from 1024 px, 2 from 768 px and 1 on phones @phone", async ({
    page,
  }) => {
    await page.goto(route);
    await waitForApp(page);
    const slider = page.locator("[data-block=testimonial-slider]");
    const perView = async () => {
      const track = (await slider.locator("[data-slot=slides]").boundingBox())?.width ?? 0;
      const slide = (await slider.locator("[data-slot=slide]").first().boundingBox())?.width ?? 1;
      return Math.round(track / slide);
    };
    await expect(slider.locator("[data-slot=slide]")).toHaveCount(4);
    const width = page.viewportSize()?.width ?? 0;
    if (width < 768) {
      expect(await perView()).toBe(1);
      return;
    }
    expect(await perView()).toBe(3);
    await page.setViewportSize({ width: 900, height: 860 });
    await expect.poll(perView).toBe(2);
  });
});

test.describe("the personal portfolio home with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the section links lead to their sections, the skill bars show full and the side panel opens @phone", async ({
    page,
  }) => {
    await page.goto(route);
    expect(await fillPercents(page)).toEqual([93, 92, 85, 82]);
    const panel = page.getByRole("dialog", { name: "Elena Varga menu" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    // Under 1024 px the section links are in the panel only.
    const inPanel = (page.viewportSize()?.width ?? 0) < 1024;
    if (inPanel) await page.getByRole("button", { name: "Open menu" }).click();
    const links = inPanel ? panel : page.getByRole("navigation", { name: "Main" });
    await links.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/#s5$/);
    await expect(page.locator("#s5")).toBeInViewport();
  });
});

test("the personal portfolio opened at a section marks that section's link as current", async ({ page }) => {
  await page.goto(`${route}#s2`);
  await waitForApp(page);
  await expect(page.getByRole("navigation", { name: "Main" }).locator("[aria-current]")).toHaveText(["Services"]);
});
