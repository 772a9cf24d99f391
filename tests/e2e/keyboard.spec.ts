import type { Page } from "@playwright/test";
import { expect, test, waitForApp, waitForArrival } from "./fixtures";
import { firstVisibleSlide } from "./home-variants";

/**
 * A keyboard walkthrough of one page of each kind: Tab from the top reaches every control, each
 * shows a focus ring when it gets there, and a button of the page acts on Enter or Space and a link
 * leads on with Enter.
 */

interface Walkthrough {
  /** Every control Tab stopped on, in order, as `tag "name"`. */
  stops: string[];
  /** Controls of the page that Tab never reached. */
  missed: string[];
  /** Controls that showed no focus ring of their own, nor on the field frame around them. */
  unringed: string[];
}

/**
 * Marks what Tab should reach (every visible control that is not inert nor in a closed panel), with
 * the ring it shows unfocused; then records, as focus arrives on each control, the ring it shows then.
 * Transitions are off, so a ring is read as drawn rather than halfway in: through a constructed
 * stylesheet, which the page's Content Security Policy allows where it refuses a <style> element.
 */
function watchFocus(page: Page): Promise<number> {
  return page.evaluate(() => {
    const noTransitions = new CSSStyleSheet();
    noTransitions.replaceSync("*, *::before, *::after { transition: none !important; }");
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, noTransitions];
    // The control's own outline and shadow, and those of the two boxes around it: a text field's
    // ring is drawn on its frame.
    const ringOf = (control: Element) =>
      [control, control.parentElement, control.parentElement?.parentElement]
        .filter((box) => box instanceof Element)
        .map((box) => {
          const { outlineStyle, outlineWidth, outlineColor, boxShadow } = getComputedStyle(box);
          return outlineStyle === "none" || parseFloat(outlineWidth) === 0
            ? `${boxShadow}`
            : `${outlineStyle} ${outlineWidth} ${outlineColor} ${boxShadow}`;
        })
        .join(" | ");
    const nameOf = (control: Element) =>
      `${control.tagName.toLowerCase()} "${(control.getAttribute("aria-label") ?? control.textContent ?? "").trim().slice(0, 40)}"`;
    const selector =
      "a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), summary, iframe, [tabindex]";
    const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (control) =>
        control.tabIndex >= 0 &&
        !control.closest("[inert]") &&
        // Not drawn: in a closed panel, menu or dialog. The header's closed side panel is drawn from lg,
        // where its menu is the bar.
        control.checkVisibility({ visibilityProperty: true }),
    );
    const unfocused = new Map(controls.map((control) => [control, ringOf(control)]));
    const stops: string[] = [];
    const reached = new Set<Element>();
    const unringed: string[] = [];
    document.addEventListener("focusin", (event) => {
      const control = event.target;
      if (!(control instanceof Element)) return;
      stops.push(nameOf(control));
      reached.add(control);
      // A control that showed up later (back to top) has no unfocused ring to compare: it needs an outline.
      const before = unfocused.get(control as HTMLElement);
      const ringed =
        before === undefined ? getComputedStyle(control).outlineStyle !== "none" : ringOf(control) !== before;
      if (!ringed) unringed.push(nameOf(control));
    });
    const missed = () => controls.filter((control) => !reached.has(control)).map(nameOf);
    Object.assign(window, { keyboardWalk: () => ({ stops, missed: missed(), unringed: [...new Set(unringed)] }) });
    return controls.length;
  });
}

/** Tabs through the whole page from the top, once round. */
async function tabThrough(page: Page): Promise<Walkthrough> {
  const controls = await watchFocus(page);
  // One press per control, and a few more for the page itself on the way round. The presses are
  // sent back to back (the browser handles them in order), which saves a round trip each.
  await Promise.all(Array.from({ length: controls + 2 }, () => page.keyboard.press("Tab")));
  return page.evaluate(() => (window as unknown as { keyboardWalk: () => Walkthrough }).keyboardWalk());
}

/** Every control is reached by Tab, and each shows a focus ring when it is. */
async function expectWalkable(page: Page): Promise<void> {
  const { stops, missed, unringed } = await tabThrough(page);
  expect(stops.length).toBeGreaterThan(3);
  expect(missed, "controls Tab never reached").toEqual([]);
  expect(unringed, "controls focused with no visible ring").toEqual([]);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Loads a page and walks it with Tab. */
async function walk(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await waitForApp(page);
  await expectWalkable(page);
}

test.describe("with the keyboard alone", () => {
  test("a home page: tabs, accordion and slider work from the keys, and a section link leads on", async ({ page }) => {
    await walk(page, "/home/app-landing");
    const monthly = page.getByRole("tab", { name: "Monthly" });
    await monthly.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Yearly" })).toHaveAttribute("aria-selected", "true");

    // The first question is open by default; Space opens the second, which closes the first.
    const questions = page.locator("[data-block=faq] details");
    await questions.nth(1).locator("summary").focus();
    await page.keyboard.press("Space");
    await expect(questions.nth(1)).toHaveAttribute("open", "");
    await expect(questions.first()).not.toHaveAttribute("open");

    const slider = page.locator("[data-block=testimonial-slider]");
    const first = await firstVisibleSlide(slider);
    await slider.getByRole("button", { name: "Next testimonial" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => firstVisibleSlide(slider)).not.toBe(first);

    await page.getByRole("link", { name: "See pricing" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#pricing$/);
  });

  test("a company page: the accordion and the menu open from the keys, and a menu link leads on", async ({ page }) => {
    await walk(page, "/pages-menu/about-us-v1");
    const solutions = page.locator("[data-block=faq] details");
    await solutions.nth(2).locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(solutions.nth(2)).toHaveAttribute("open", "");

    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Pages" }).focus();
    await page.keyboard.press("Enter");
    const faq = nav.getByRole("link", { name: "FAQ" });
    await expect(faq).toBeVisible();
    await faq.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/pages-menu/faq");
    await waitForArrival(page);
  });

  test("a form page: Enter on the button checks the form and takes focus to the first wrong field", async ({
    page,
  }) => {
    await walk(page, "/contact/contact-v2");
    await page.getByRole("button", { name: "Send Message" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Name is required.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name" })).toBeFocused();
  });

  test("a blog list and a post: pages are chosen with Space, posts and replies are followed with Enter", async ({
    page,
  }) => {
    await walk(page, "/blog/blog-v1");
    const pages = page.getByRole("navigation", { name: "Blog pages" });
    await pages.getByRole("button", { name: "2", exact: true }).focus();
    await page.keyboard.press("Space");
    await expect(pages.getByRole("button", { name: "2", exact: true })).toHaveAttribute("aria-current", "page");
    const post = page.locator("[data-block=blog-list] article a[href^='/blog/']").first();
    const href = await post.getAttribute("href");
    await post.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(href ?? "");
    await waitForArrival(page);

    await walk(page, "/blog/1");
    await page.getByRole("link", { name: "Reply" }).first().focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#reply$/);
    await page.getByRole("button", { name: "Post Comment" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert").first()).toBeVisible();
  });

  test("a portfolio list and an entry: filters with Space, pictures open larger with Enter", async ({ page }) => {
    await walk(page, "/portfolio/portfolio-v1");
    const grid = page.locator("[data-block=portfolio-grid]");
    const design = grid.getByRole("button", { name: "Design", exact: true });
    await design.focus();
    await page.keyboard.press("Space");
    await expect(design).toHaveAttribute("aria-pressed", "true");
    await grid.locator("[data-slot=entry]:visible [data-slot=picture]").first().focus();
    await page.keyboard.press("Enter");
    await expect(page.locator(".glightbox-container")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator(".glightbox-container")).toBeHidden();

    await walk(page, "/portfolio/1");
    await page.getByRole("link", { name: /Next Project/ }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/portfolio/2");
    await waitForArrival(page);
  });

  test("a sign-in page: the password shows with Space, and the sign-up link leads on with Enter", async ({ page }) => {
    await walk(page, "/login");
    const toggle = page.getByRole("button", { name: "Show password" });
    await toggle.focus();
    await page.keyboard.press("Space");
    await expect(page.getByRole("button", { name: "Hide password" })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("link", { name: "Sign up" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/signup");
    await waitForArrival(page);
  });

  test("the personal portfolio: the side panel opens with Enter and its section link leads on", async ({ page }) => {
    await walk(page, "/home/personal-portfolio");
    await page.getByRole("button", { name: "Open menu" }).focus();
    await page.keyboard.press("Enter");
    const panel = page.getByRole("dialog", { name: "Elena Varga menu" });
    await expect(panel).toBeVisible();
    await panel.getByRole("link", { name: "Services" }).focus();
    await page.keyboard.press("Enter");
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/#s2$/);
  });
});
