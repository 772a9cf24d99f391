import { expect, test, waitForApp } from "./fixtures";
import { consoleLogs } from "./home-variants";

const route = "/home/real-estate";

test.describe("the real estate home", () => {
  test('is titled "Real Estate" in its own theme @phone', async ({ page }) => {
    await page.goto(route);
    await expect(page).toHaveTitle("Real Estate");
    await expect(page.locator("[data-theme]").first()).toHaveAttribute("data-theme", "estate");
  });

  test("the search has labelled property, market and price lists; it logs their values and stays @phone", async ({
    page,
  }) => {
    const logs = consoleLogs(page);
    await page.goto(route);
    await waitForApp(page);
    const search = page.locator("[data-block=select-search]");
    await expect(search.getByRole("combobox")).toHaveCount(3);
    await search.getByRole("button", { name: "Search" }).click();
    await search.getByRole("combobox", { name: "Property" }).selectOption("Condo");
    await search.getByRole("combobox", { name: "Market" }).selectOption("Rent");
    await search.getByRole("combobox", { name: "Price" }).selectOption("Up to $250,000");
    await search.getByRole("button", { name: "Search" }).click();
    await expect.poll(logs).toEqual([
      { property: "All properties", market: "Buy", price: "Any price" },
      { property: "Condo", market: "Rent", price: "Up to $250,000" },
    ]);
    await expect(page).toHaveURL(route);
  });

  test("the property tabs PROPERTY, CONDOS and LAND show their listings with name, address and price @phone", async ({
    page,
  }) => {
    await page.goto(route);
    const block = page.locator("[data-block=property-tabs]");
    const tabs = block.getByRole("tab");
    await expect(tabs).toHaveText(["PROPERTY", "CONDOS", "LAND"]);
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
    const panel = block.getByRole("tabpanel");
    await expect(panel.locator("h3")).toHaveText([
      "Maple Row family house",
      "Birch Lane cottage",
      "Orchard Close villa",
    ]);
    await expect(panel.locator("[data-slot=price]").first()).toHaveText("$485,000");
    await block.getByRole("tab", { name: "CONDOS" }).click();
    await expect(block.getByRole("tab", { name: "CONDOS" })).toHaveAttribute("aria-selected", "true");
    await expect(block.getByRole("tabpanel").locator("h3").first()).toHaveText("Harbour View 12B");
    await expect(block.getByRole("tabpanel")).toContainText("200 Quay Street, Seattle");
    await block.getByRole("tab", { name: "CONDOS" }).press("ArrowRight");
    await expect(block.getByRole("tab", { name: "LAND" })).toBeFocused();
    await expect(block.getByRole("tabpanel").locator("h3")).toHaveText(["Cedar Ridge plot", "Willow Creek meadow"]);
  });

  test("has services, an about section with its staff, agent and customer figures, testimonials, a blog teaser, a FAQ and an e-mail signup", async ({
    page,
  }) => {
    await page.goto(route);
    await expect(page.locator("#services h3")).toHaveCount(3);
    await expect(page.locator("#about")).toContainText("Local agents");
    for (const figure of ["8,000+ staff", "9,000 agents", "32k customers"]) {
      await expect(page.locator("#about")).toContainText(figure);
    }
    await expect(page.locator("[data-block=testimonial-slider]")).toBeAttached();
    await expect(page.locator("[data-block=blog-teasers] h3").first()).toBeVisible();
    await expect(page.locator("#faq details").first()).toHaveAttribute("open", "");
    await expect(page.locator("#signup").getByRole("textbox", { name: "Email address" })).toHaveAttribute(
      "type",
      "email",
    );
  });
});
