import { expect, test, waitForApp } from "./fixtures";
import { firstVisibleSlide } from "./home-variants";

const route = "/home/app-landing";

test.describe("the app landing home", () => {
  test('is titled "App Landing", with the hero and six feature cards @phone', async ({ page }) => {
    await page.goto(route);
    await expect(page).toHaveTitle("App Landing");
    await expect(page.locator("[data-theme]").first()).toHaveAttribute("data-theme", "app");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your team's whole week, in one app");
    await expect(page.locator('[data-block="card-grid"] h3')).toHaveCount(6);
  });

  test("pricing starts on Monthly at $13, $20 and $43, and Yearly shows $113, $210 and $413 @phone", async ({
    page,
  }) => {
    await page.goto(route);
    await waitForApp(page);
    const pricing = page.locator('[data-block="pricing-plans"]');
    const visiblePrices = () => pricing.locator('[data-slot="price"] > p:visible > span:first-child').allTextContents();
    await expect(pricing.getByRole("tab", { name: "Monthly" })).toHaveAttribute("aria-selected", "true");
    await expect.poll(visiblePrices).toEqual(["$13", "$20", "$43"]);
    await pricing.getByRole("tab", { name: "Yearly" }).click();
    await expect.poll(visiblePrices, { timeout: 10_000 }).toEqual(["$113", "$210", "$413"]);
    await expect(pricing.getByRole("tab", { name: "Yearly" })).toHaveAttribute("aria-selected", "true");
    await pricing.getByRole("tab", { name: "Monthly" }).click();
    await expect.poll(visiblePrices, { timeout: 10_000 }).toEqual(["$13", "$20", "$43"]);
    await expect(pricing.getByText("up to 7 user + 1.99 per user")).toHaveCount(3);
  });

  test("the testimonial slider moves on its arrows and loops", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(route);
    await waitForApp(page);
    const slider = page.locator('[data-block="testimonial-slider"]');
    await slider.scrollIntoViewIfNeeded();
    await expect.poll(() => firstVisibleSlide(slider)).toBe("Hannah Cole");
    await slider.getByRole("button", { name: "Next testimonial" }).click();
    await expect.poll(() => firstVisibleSlide(slider)).toBe("Diego Fernández");
    // A double click is two presses within the first move: both count.
    await slider.getByRole("button", { name: "Previous testimonial" }).dblclick();
    await expect.poll(() => firstVisibleSlide(slider)).toBe("Jack Turner");
  });

  test("the FAQ opens one answer at a time @phone", async ({ page }) => {
    await page.goto(route);
    const faq = page.locator('[data-block="faq"]');
    await expect(faq.locator("details")).toHaveCount(4);
    await expect(faq.locator("details").first()).toHaveAttribute("open", "");
    await faq.locator("summary").nth(2).click();
    await expect(faq.locator("details[open]")).toHaveCount(1);
    await expect(faq.locator("details").nth(2)).toHaveAttribute("open", "");
  });

  test("the partner logos loop on their arrows", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(route);
    await waitForApp(page);
    const slider = page.locator('[data-block="logo-slider"]');
    await slider.scrollIntoViewIfNeeded();
    await expect.poll(() => firstVisibleSlide(slider)).toBe("Lumen");
    await slider.getByRole("button", { name: "Previous logos" }).click();
    await expect.poll(() => firstVisibleSlide(slider)).toBe("Northwind");
  });

  test("the e-mail signup needs an address and stays on the page @phone", async ({ page }) => {
    await page.goto(route);
    await waitForApp(page);
    const box = page.locator("#signup");
    const email = box.getByRole("textbox", { name: "Email address" });
    await box.getByRole("button", { name: "Get the app" }).click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await email.fill("team@taskly.example");
    await box.getByRole("button", { name: "Get the app" }).click();
    await expect(page).toHaveURL(route);
  });

  test("nothing overflows the screen sideways @phone", async ({ page }) => {
    await page.goto(route);
    await waitForApp(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
