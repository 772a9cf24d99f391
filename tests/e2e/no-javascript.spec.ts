import { expect, headerSidePanel, test } from "./fixtures";

/** The menus and the FAQ are platform elements (popover, details): they work with scripts turned off. */
test.use({ javaScriptEnabled: false });

const path = "/pages-menu/faq";

test.describe("with JavaScript off, on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 860 } });

  test("a header menu opens by click and its links can be followed", async ({ page }) => {
    await page.goto(path);
    const nav = page.getByRole("navigation", { name: "Main" });
    const login = nav.getByRole("link", { name: "Login" });
    await expect(login).toBeHidden();
    await nav.getByRole("button", { name: "Pages" }).click();
    await expect(login).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(login).toBeHidden();

    await nav.getByRole("button", { name: "Contact" }).click();
    await nav.getByRole("link", { name: "Contact Agency" }).click();
    await expect(page).toHaveURL("/contact/contact-v2");
  });

  test("the mega-menu's links lead to their pages", async ({ page }) => {
    await page.goto(path);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Pages" }).click();
    await nav.getByRole("link", { name: "Login" }).click();
    await expect(page).toHaveURL("/login");
  });
});

test.describe("with JavaScript off, on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile menu opens and a link in a group can be followed @phone", async ({ page }) => {
    await page.goto(path);
    await page.getByRole("button", { name: "Open menu" }).click();
    const panel = headerSidePanel(page);
    await expect(panel).toBeVisible();
    await panel.locator("summary", { hasText: "Blog" }).click();
    await panel.getByRole("link", { name: "Blog V2" }).click();
    await expect(page).toHaveURL("/blog/blog-v2");
  });

  test("the mobile menu closes with its close button @phone", async ({ page }) => {
    await page.goto(path);
    await page.getByRole("button", { name: "Open menu" }).click();
    const panel = headerSidePanel(page);
    await expect(panel).toBeVisible();
    await panel.getByRole("button", { name: "Close menu" }).click();
    await expect(panel).toBeHidden();
  });

  test("the FAQ accordion opens and closes @phone", async ({ page }) => {
    await page.goto(path);
    const items = page.locator('[data-block="faq"] details');
    const fifth = items.nth(4);
    await expect(items.nth(2)).toHaveAttribute("open", "");
    await fifth.locator("summary").click();
    await expect(fifth).toHaveAttribute("open", "");
    await expect(fifth.locator("summary + *")).toBeVisible();
    await expect(items.nth(2)).not.toHaveAttribute("open");
    await fifth.locator("summary").click();
    await expect(fifth).not.toHaveAttribute("open");
    await expect(fifth.locator("summary + *")).toBeHidden();
  });
});
