import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const path = "/pages-menu/faq";

/**
 * The FAQ accordion: each item a details element whose summary holds the question and whose answer
 * follows the summary. Question and answer n count from 1.
 */
function faq(page: Page) {
  const items = page.locator('[data-block="faq"] [data-slot="accordion"] > details');
  return {
    items,
    question: (n: number) => items.nth(n - 1).locator("summary"),
    answer: (n: number) => items.nth(n - 1).locator("summary + *"),
    /** Whether each item is open, in order. */
    opened: () => items.evaluateAll((elements: HTMLDetailsElement[]) => elements.map((details) => details.open)),
  };
}

const onlyOpen = (n: number | null) => Array.from({ length: 8 }, (_, index) => index + 1 === n);

test.describe("the FAQ page", () => {
  test("shows 8 questions, the third open by default and only it @phone", async ({ page }) => {
    await page.goto(path);
    const { items, answer, opened } = faq(page);
    await expect(items).toHaveCount(8);
    expect(await opened()).toEqual(onlyOpen(3));
    await expect(answer(3)).toBeVisible();
    for (const n of [1, 2, 4, 5, 6, 7, 8]) await expect(answer(n)).toBeHidden();
  });

  test("opening another question closes the third; clicking the open one closes it @phone", async ({ page }) => {
    await page.goto(path);
    const { question, answer, opened } = faq(page);

    await question(5).click();
    expect(await opened()).toEqual(onlyOpen(5));
    await expect(answer(5)).toBeVisible();
    await expect(answer(3)).toBeHidden();

    await question(5).click();
    expect(await opened()).toEqual(onlyOpen(null));
    await expect(answer(5)).toBeHidden();

    await question(3).click();
    expect(await opened()).toEqual(onlyOpen(3));
    await expect(answer(3)).toBeVisible();
  });

  test("each question's mark is a plus while closed and a minus while open, both drawn", async ({ page }) => {
    await page.goto(path);
    const { items, question } = faq(page);
    /** The sign each mark draws, by the icon file that masks it, once that file has loaded. */
    const signs = () =>
      items.evaluateAll((elements) =>
        elements.map((details) => {
          const mark = details.querySelector("summary > span");
          const mask = mark ? getComputedStyle(mark, "::before").maskImage : "";
          const sign = /\/(plus|minus)-[\w-]+\.svg/.exec(mask)?.[1];
          const drawn = [...performance.getEntriesByType("resource")].some((entry) => entry.name.includes(`/${sign}-`));
          return drawn ? sign : `${sign ?? "nothing"} not loaded`;
        }),
      );
    const signsWhenOpen = (n: number | null) => onlyOpen(n).map((open) => (open ? "minus" : "plus"));
    await expect.poll(signs).toEqual(signsWhenOpen(3));
    await question(6).click();
    await expect.poll(signs).toEqual(signsWhenOpen(6));
  });

  test("works from the keyboard with Enter and Space", async ({ page }) => {
    await page.goto(path);
    const { question, answer, opened } = faq(page);

    await question(1).focus();
    await page.keyboard.press("Enter");
    expect(await opened()).toEqual(onlyOpen(1));
    await expect(answer(1)).toBeVisible();
    await expect(answer(3)).toBeHidden();

    await page.keyboard.press("Tab");
    await expect(question(2)).toBeFocused();
    await page.keyboard.press("Space");
    expect(await opened()).toEqual(onlyOpen(2));

    await page.keyboard.press("Space");
    expect(await opened()).toEqual(onlyOpen(null));
    await expect(answer(2)).toBeHidden();
  });

  test("each answer belongs to its question: a heading in the summary, the answer in the same item", async ({
    page,
  }) => {
    await page.goto(path);
    const { items, question, answer } = faq(page);
    for (let n = 1; n <= (await items.count()); n++) {
      const heading = question(n).getByRole("heading", { level: 3 });
      await expect(heading).toHaveText(/\?$/);
      await expect(answer(n)).toHaveCount(1);
      await expect(answer(n)).not.toHaveText(/^$/);
    }
  });

  test("keeps closed answers findable: closed details content, which find-in-page searches and opens", async ({
    page,
  }) => {
    await page.goto(path);
    const { items, answer } = faq(page);
    // Find-in-page (which scripts cannot drive) skips removed, hidden and display: none content; it
    // searches a closed details element's content, kept with content-visibility: hidden, and opens it.
    await expect(answer(6)).toBeHidden();
    await expect(answer(6)).toHaveText(/\w/);
    await expect(answer(6)).not.toHaveAttribute("hidden");
    await expect(answer(6)).not.toHaveCSS("display", "none");
    const contentVisibility = await items
      .nth(5)
      .evaluate((details) => getComputedStyle(details, "::details-content").contentVisibility);
    expect(contentVisibility).toBe("hidden");
  });

  test("animates the answer's height in under 300 ms, and not at all under reduced motion", async ({ page }) => {
    const duration = async () =>
      faq(page)
        .items.nth(2)
        .evaluate(
          (details) => parseFloat(getComputedStyle(details, "::details-content").transitionDuration || "0") * 1000,
        );
    await page.goto(path);
    expect(await duration()).toBeGreaterThan(0);
    expect(await duration()).toBeLessThan(300);
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await duration()).toBeLessThanOrEqual(1);
  });
});
