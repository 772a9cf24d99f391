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

test.describe("a blog post", () => {
  test("a list card leads to its post", async ({ page }) => {
    await page.goto("/blog/blog-v1");
    const card = page.locator('[data-block="blog-list"] [data-slot="post"]').first();
    const title = (await card.locator("h2").textContent()) ?? "";
    await card.getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(/\/blog\/7$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  });

  test("shows tags, share icons, 2 comments with Reply links and the sign-in note", async ({ page }) => {
    await page.goto("/blog/1");
    await expect(page.locator('[data-slot="tags"]')).toContainText("business");
    await expect(page.locator('[data-slot="tags"]')).toContainText("makreting");
    await expect(page.getByRole("heading", { name: "2 Comments" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Reply/ })).toHaveCount(2);
    await expect(page.getByRole("link", { name: "sign in" })).toHaveAttribute("href", "/login");
    await expect(page.getByRole("link", { name: "sign up" })).toHaveAttribute("href", "/signup");
  });

  test("each post reads its own body, pull quote and comments", async ({ page }) => {
    await page.goto("/blog/3");
    const body = page.locator('[data-block="blog-post"] [data-slot="body"]');
    await expect(body).toContainText("Most slow sites are slow for the same three reasons.");
    await expect(body.locator("blockquote")).toHaveText(/paints in a second/);
    const comments = page.locator('[data-slot="comments"] li');
    await expect(comments).toHaveCount(2);
    await expect(comments.first()).toContainText("Lena Fischer");
    await expect(comments.first()).toContainText("6 February, 2025");

    await page.goto("/blog/9");
    await expect(body).toContainText("People buying a home are also buying a street");
    await expect(body).not.toContainText("Most slow sites");
    await expect(comments.first()).toContainText("Chloe Bennett");
  });

  test("the comment form shows its messages, focuses the first wrong field and sends nothing @phone", async ({
    page,
  }) => {
    await page.goto("/blog/12");
    await waitForApp(page);
    // What "sending" would take: a request other than GET, or a navigation of the page.
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET" || request.isNavigationRequest()) sent.push(request.url());
    });
    const form = page.locator('[data-block="message-form"]');
    const name = form.getByRole("textbox", { name: "Name*" });
    const email = form.getByRole("textbox", { name: "Email*" });
    const post = form.getByRole("button", { name: "Post Comment" });

    await post.click();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Please enter your name.");
    await expect(email).toHaveAccessibleDescription("Please enter your email address.");
    await expect(form.getByRole("alert")).toHaveCount(2);
    await expect(name).toBeFocused();

    await name.fill("Ada Lovelace");
    await email.fill("not-an-email");
    await expect(name).not.toHaveAttribute("aria-invalid");
    await post.click();
    await expect(email).toHaveAccessibleDescription("Please enter a valid email address, such as name@example.com.");
    await expect(email).toBeFocused();
    await expect(form.getByRole("status")).toHaveText("");

    await email.fill("ada@example.com");
    await post.click();
    await expect(form.getByRole("status")).toHaveText(/Thank you!/);
    await expect(form.getByRole("alert")).toHaveCount(0);
    await expect(name).toHaveValue("");
    expect(page.url()).toMatch(/\/blog\/12$/);
    expect(sent).toEqual([]);
  });
});
