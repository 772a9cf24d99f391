import type { Page } from "@playwright/test";
import { expect, test, waitForApp } from "./fixtures";

const path = "/pages-menu/faq";

/** The FAQ accordion's questions (buttons) and, for question n (from 1), its answer region. */
function faq(page: Page) {
  const block = page.locator('[data-block="faq"] [data-slot="accordion"]');
  const questions = block.getByRole("button");
  return {
    questions,
    question: (n: number) => questions.nth(n - 1),
    answer: (n: number) => block.getByRole("region").nth(n - 1),
    /** aria-expanded of every question, in order. */
    expanded: () => questions.evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-expanded"))),
  };
}

const onlyOpen = (n: number | null) => Array.from({ length: 8 }, (_, index) => String(index + 1 === n));

test.describe("the FAQ page", () => {
  test("shows 8 questions, the third open by default and only it @phone", async ({ page }) => {
    await page.goto(path);
    const { questions, answer, expanded } = faq(page);
    await expect(questions).toHaveCount(8);
    expect(await expanded()).toEqual(onlyOpen(3));
    await expect(answer(3)).toBeVisible();
    for (const n of [1, 2, 4, 5, 6, 7, 8]) await expect(answer(n)).toBeHidden();
    await waitForApp(page);
    expect(await expanded()).toEqual(onlyOpen(3));
    await expect(answer(3)).toBeVisible();
  });

  test("opening another question closes the third; clicking the open one closes it @phone", async ({ page }) => {
    await page.goto(path);
    await waitForApp(page);
    const { question, answer, expanded } = faq(page);

    await question(5).click();
    expect(await expanded()).toEqual(onlyOpen(5));
    await expect(answer(5)).toBeVisible();
    await expect(answer(3)).toBeHidden();

    await question(5).click();
    expect(await expanded()).toEqual(onlyOpen(null));
    await expect(answer(5)).toBeHidden();

    await question(3).click();
    expect(await expanded()).toEqual(onlyOpen(3));
    await expect(answer(3)).toBeVisible();
  });

  test("works from the keyboard with Enter and Space", async ({ page }) => {
    await page.goto(path);
    await waitForApp(page);
    const { question, answer, expanded } = faq(page);

    await question(1).focus();
    await page.keyboard.press("Enter");
    expect(await expanded()).toEqual(onlyOpen(1));
    await expect(answer(1)).toBeVisible();
    await expect(answer(3)).toBeHidden();

    await page.keyboard.press("Tab");
    await expect(question(2)).toBeFocused();
    await page.keyboard.press("Space");
    expect(await expanded()).toEqual(onlyOpen(2));

    await page.keyboard.press("Space");
    expect(await expanded()).toEqual(onlyOpen(null));
    await expect(answer(2)).toBeHidden();
  });

  test("each question names the answer it controls", async ({ page }) => {
    await page.goto(path);
    const { questions } = faq(page);
    for (const button of await questions.all()) {
      const controls = await button.getAttribute("aria-controls");
      expect(controls).toBeTruthy();
      await expect(page.locator(`[id="${controls}"]`)).toHaveAttribute(
        "aria-labelledby",
        (await button.getAttribute("id")) ?? "",
      );
    }
  });

  test("keeps closed answers findable: a find-in-page match opens its question", async ({ page }) => {
    await page.goto(path);
    await waitForApp(page);
    const { answer, expanded } = faq(page);
    await expect(answer(6)).toHaveAttribute("hidden", "until-found");
    // What the browser fires on a closed answer when find-in-page matches text in it.
    await answer(6).dispatchEvent("beforematch");
    expect(await expanded()).toEqual(onlyOpen(6));
    await expect(answer(6)).toBeVisible();
    await expect(answer(3)).toBeHidden();
  });

  test("animates the answer's height in under 300 ms, and not at all under reduced motion", async ({ page }) => {
    const duration = async () =>
      faq(page)
        .answer(3)
        .evaluate((element) => parseFloat(getComputedStyle(element).transitionDuration) * 1000);
    await page.goto(path);
    expect(await duration()).toBeGreaterThan(0);
    expect(await duration()).toBeLessThan(300);
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await duration()).toBeLessThanOrEqual(1);
  });
});
