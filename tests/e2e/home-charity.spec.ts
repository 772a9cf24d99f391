import { expect, test } from "./fixtures";

const route = "/home/charity";

test.describe("the charity home", () => {
  test('is titled "Charity" in its own theme, and its donate button goes to /contact @phone', async ({ page }) => {
    await page.goto(route);
    await expect(page).toHaveTitle("Charity");
    await expect(page.locator("[data-theme]").first()).toHaveAttribute("data-theme", "charity");
    // /contact redirects to /contact/contact-v2, and links to a redirecting path go straight to its destination.
    await expect(page.locator("[data-block=hero]").getByRole("link", { name: "Donate now" })).toHaveAttribute(
      "href",
      "/contact/contact-v2",
    );
  });

  test("the counters show their final figures", async ({ page }) => {
    await page.goto(route);
    await expect(page.locator("[data-block=counters]")).toContainText("20 million");
    await expect(page.locator("[data-block=counters]")).toContainText("07+");
  });

  test("each featured cause shows goal, days left, title, description and a progress bar with its values @phone", async ({
    page,
  }) => {
    await page.goto(route);
    const causes = page.locator("#causes [data-slot=cause]");
    await expect(causes).toHaveCount(3);
    const first = causes.first();
    await expect(first.locator("h3")).toHaveText("Clean water for Kisumu");
    await expect(first).toContainText("12 days left");
    await expect(first).toContainText("Goal: $25,000");
    await expect(first).toContainText("Four wells");
    const bar = first.getByRole("progressbar", { name: "Clean water for Kisumu" });
    await expect(bar).toHaveAttribute("value", "18250");
    await expect(bar).toHaveAttribute("max", "25000");
    await expect(first.getByRole("link", { name: "Donate now" })).toHaveAttribute("href", "/contact/contact-v2");
  });

  test("the goal accordion opens its first item, one at a time", async ({ page }) => {
    await page.goto(route);
    const items = page.locator("#goals details");
    await expect(items.first()).toHaveAttribute("open", "");
    await expect(items.nth(1)).not.toHaveAttribute("open");
    await items.nth(2).locator("summary").click();
    await expect(items.nth(2)).toHaveAttribute("open", "");
    await expect(items.first()).not.toHaveAttribute("open");
  });

  test("has the volunteer team, a join form that checks its fields, news and partners", async ({ page }) => {
    await page.goto(route);
    await expect(page.locator("#team h3")).toHaveCount(4);
    const join = page.locator("#join");
    await join.getByRole("button", { name: "Join us" }).click();
    await expect(join).toContainText("Name is required.");
    await expect(page.locator("[data-block=blog-teasers] h3")).toHaveCount(3);
    await expect(page.locator("[data-block=logo-slider]")).toBeAttached();
  });
});
