import { expect, test, waitForApp } from "./fixtures";

test.describe("blog lists", () => {
  test("pagination: page 1 starts current; a click moves only the highlight @phone", async ({ page }) => {
    await page.goto("/blog/blog-v1");
    await waitForApp(page);
    const pages = page.getByRole("navigation", { name: "Blog pages" });
    const titles = page.locator('[data-block="blog-list"] [data-slot="post"] h2');
    const before = await titles.allTextContents();
    await expect(pages.getByRole("button", { name: "1", exact: true })).toHaveAttribute("aria-current", "page");

    await pages.getByRole("button", { name: "3", exact: true }).click();
    await expect(pages.getByRole("button", { name: "3", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(pages.locator("[aria-current]")).toHaveCount(1);

    await pages.getByRole("button", { name: "Next page" }).click();
    await expect(pages.getByRole("button", { name: "4", exact: true })).toHaveAttribute("aria-current", "page");
    await pages.getByRole("button", { name: "1", exact: true }).click();
    await pages.getByRole("button", { name: "Last" }).click();
    await expect(pages.getByRole("button", { name: "4", exact: true })).toHaveAttribute("aria-current", "page");

    expect(await titles.allTextContents()).toEqual(before);
    expect(page.url()).toMatch(/\/blog\/blog-v1$/);
  });

  test("v1 lists posts 6 to 10 (ids 7 to 11), v2 eight posts, v3 six without a sidebar", async ({ page }) => {
    await page.goto("/blog/blog-v1");
    const cards = page.locator('[data-block="blog-list"] [data-slot="post"]');
    await expect(cards).toHaveCount(5);
    await expect(cards.first().getByRole("link").first()).toHaveAttribute("href", "/blog/7");
    await expect(cards.last().getByRole("link").first()).toHaveAttribute("href", "/blog/11");
    await expect(page.locator('[data-slot="recent"] li')).toHaveCount(3);

    await page.goto("/blog/blog-v2");
    await expect(cards).toHaveCount(8);
    await page.goto("/blog/blog-v3");
    await expect(cards).toHaveCount(6);
    await expect(page.locator('[data-slot="sidebar"]')).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check our inside News");
  });

  test("the sidebar search logs its text and stays on the page", async ({ page }) => {
    await page.goto("/blog/blog-v1");
    await waitForApp(page);
    const logged = page.waitForEvent("console", (message) => message.type() === "log");
    await page.getByRole("searchbox", { name: "Search the blog" }).fill("hosting");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    expect((await logged).text()).toContain("hosting");
    expect(page.url()).toMatch(/\/blog\/blog-v1$/);
  });
});
