import { expect, test, waitForApp } from "./fixtures";

const heading = "Opps! you’r on the wrong place.";
const text = "Can not find what you need? Take a moment and do a search below or start from our Homepage.";

test.describe("the not-found page", () => {
  for (const path of ["/404", "/no/such/page"]) {
    test(`${path} shows the not-found texts and a way home @phone`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(path === "/404" ? 200 : 404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByText(text)).toBeVisible();
      await waitForApp(page);
      await page.getByRole("link", { name: "Back to home" }).click();
      await expect(page).toHaveURL("/");
    });
  }
});
