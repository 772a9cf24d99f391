import { expect, test, waitForApp } from "./fixtures";

const route = "/home/education";

test.describe("the education home", () => {
  test('is titled "Education" in its own theme @phone', async ({ page }) => {
    await page.goto(route);
    await expect(page).toHaveTitle("Education");
    await expect(page.locator("[data-theme]").first()).toHaveAttribute("data-theme", "education");
  });

  test("the course list starts at All and filters by category @phone", async ({ page }) => {
    await page.goto(route);
    await waitForApp(page);
    const list = page.locator("#courses");
    const filters = list.getByRole("group", { name: "Filter courses" }).getByRole("button");
    await expect(filters).toHaveText(["All", "Graphic", "IT", "Language", "Coding", "Art", "Marketing"]);
    await expect(filters.first()).toHaveAttribute("aria-pressed", "true");
    const visibleTitles = list.locator("[data-slot=course]:visible h3");
    await expect(visibleTitles).toHaveCount(6);
    await list.getByRole("button", { name: "IT", exact: true }).click();
    await expect(list.getByRole("button", { name: "IT", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(visibleTitles).toHaveText([
      "Networking fundamentals for IT support",
      "Modern JavaScript, step by step",
    ]);
    await list.getByRole("button", { name: "Art" }).click();
    await expect(visibleTitles).toHaveText(["Brand identity design from scratch", "Watercolour landscapes"]);
    await list.getByRole("button", { name: "All" }).click();
    await expect(visibleTitles).toHaveCount(6);
  });

  test("course cards show instructor, duration, a rating out of 5, its count and prices with 2 decimals", async ({
    page,
  }) => {
    await page.goto(route);
    const card = page.locator("#courses [data-slot=course]").first();
    await expect(card).toContainText("Mara Lind");
    await expect(card).toContainText("8 h 20 min");
    await expect(card).toContainText("Rated 4.9 out of 5");
    await expect(card).toContainText("(2,140 ratings)");
    await expect(card.locator("[data-slot=price]")).toHaveText("$49.99Was $89.00");
    await expect(page.locator("#courses [data-slot=course]").nth(2).locator("[data-slot=price]")).toHaveText("$39.00");
  });

  test("has category cards with course counts, path cards and testimonials", async ({ page }) => {
    await page.goto(route);
    await expect(page.locator("#categories h3")).toHaveCount(6);
    await expect(page.locator("#categories")).toContainText("124 courses");
    const path = page.locator("#paths [data-slot=card]").first();
    await expect(path).toContainText("Design");
    await expect(path.locator("h3")).toHaveText("UI designer");
    await expect(path.locator("[data-slot=facts] li")).toHaveText(["Beginner", "24 classes"]);
    await expect(page.locator("[data-block=testimonial-slider]")).toBeAttached();
  });

  test("the language picker is a labelled list that starts at En and changes nothing else @phone", async ({ page }) => {
    await page.goto(route);
    const picker = page.getByRole("combobox", { name: "Language" });
    await expect(picker).toBeVisible();
    await expect(picker).toHaveValue("En");
    await picker.selectOption("Es");
    await expect(picker).toHaveValue("Es");
    await expect(page).toHaveURL(route);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});
