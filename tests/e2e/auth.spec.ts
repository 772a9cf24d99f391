import type { Page } from "@playwright/test";
import { expect, test, waitForApp } from "./fixtures";

/** The auth form of the page and its fields, found by their labels. */
function authForm(page: Page) {
  const form = page.locator('[data-block="auth-form"] form');
  return {
    form,
    name: form.getByLabel("Full name", { exact: false }),
    email: form.getByLabel("Email address", { exact: true }),
    password: form.getByLabel("Password", { exact: true }),
    confirm: form.getByLabel("Confirm password", { exact: true }),
    terms: form.getByRole("checkbox"),
    isValid: () => form.evaluate((element) => (element as HTMLFormElement).checkValidity()),
  };
}

/** Marks the window, so a later check can tell that the page was neither reloaded nor left. */
async function markWindow(page: Page) {
  await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
  return async () => expect(await page.evaluate(() => "stayedOnPage" in window)).toBe(true);
}

test.describe("the login page", () => {
  test("hides the password until Show password is pressed, then offers Hide password @phone", async ({ page }) => {
    await page.goto("/login");
    await waitForApp(page);
    const { password } = authForm(page);
    await expect(password).toHaveAttribute("type", "password");
    const show = page.getByRole("button", { name: "Show password", exact: true });
    await expect(show).toHaveAttribute("aria-pressed", "false");
    await show.click();
    await expect(password).toHaveAttribute("type", "text");
    const hide = page.getByRole("button", { name: "Hide password", exact: true });
    await expect(hide).toHaveAttribute("aria-pressed", "true");
    await hide.click();
    await expect(password).toHaveAttribute("type", "password");
    await expect(show).toBeVisible();
  });

  test("submitting it empty leaves it to the browser's validation and stays on the page @phone", async ({ page }) => {
    await page.goto("/login");
    await waitForApp(page);
    const stayed = await markWindow(page);
    const { email, password, isValid } = authForm(page);
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    expect(await isValid()).toBe(false);
    await expect(email).toBeFocused();
    expect(await email.evaluate((input) => (input as HTMLInputElement).validity.valueMissing)).toBe(true);
    expect(await password.evaluate((input) => (input as HTMLInputElement).validity.valueMissing)).toBe(true);
    await expect(page).toHaveURL("/login");
    await stayed();
  });

  test("asks for an e-mail address in the e-mail field and a password", async ({ page }) => {
    await page.goto("/login");
    await waitForApp(page);
    const { email, password, isValid } = authForm(page);
    await email.fill("not an address");
    await password.fill("secret");
    expect(await isValid()).toBe(false);
    await email.fill("ada@example.com");
    await password.fill("");
    expect(await isValid()).toBe(false);
    await password.fill("secret");
    expect(await isValid()).toBe(true);
  });

  test("a valid submit stays on the page and prints nothing @phone", async ({ page }) => {
    const output: string[] = [];
    page.on("console", (message) => output.push(message.text()));
    await page.goto("/login");
    await waitForApp(page);
    const stayed = await markWindow(page);
    const { email, password } = authForm(page);
    await email.fill("ada@example.com");
    await password.fill("secret");
    const requests: string[] = [];
    // The form's own code may load as the visitor reaches it; nothing else may go over the network.
    page.on("request", (request) => {
      if (request.resourceType() !== "script") requests.push(request.url());
    });
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await page.waitForTimeout(300);
    await expect(page).toHaveURL("/login");
    await expect(email).toHaveValue("ada@example.com");
    await stayed();
    expect(requests).toEqual([]);
    expect(output).toEqual([]);
  });

  test("leads to the sign-up form @phone", async ({ page }) => {
    await page.goto("/login");
    await waitForApp(page);
    await page.getByRole("link", { name: "Sign up", exact: true }).click();
    await expect(page).toHaveURL("/signup");
    await expect(page.getByRole("button", { name: "Create account" })).toBeVisible();
  });
});

test.describe("the sign-up page", () => {
  test("hides both passwords; each button toggles only its own field @phone", async ({ page }) => {
    await page.goto("/signup");
    await waitForApp(page);
    const { password, confirm } = authForm(page);
    await expect(password).toHaveAttribute("type", "password");
    await expect(confirm).toHaveAttribute("type", "password");

    await page.getByRole("button", { name: "Show password", exact: true }).click();
    await expect(password).toHaveAttribute("type", "text");
    await expect(confirm).toHaveAttribute("type", "password");
    await expect(page.getByRole("button", { name: "Hide password", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByRole("button", { name: "Show confirm password", exact: true })).toHaveAttribute(
      "aria-pressed",
      "false",
    );

    await page.getByRole("button", { name: "Show confirm password", exact: true }).click();
    await expect(confirm).toHaveAttribute("type", "text");
    await expect(password).toHaveAttribute("type", "text");
    await expect(page.getByRole("button", { name: "Hide confirm password", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    await page.getByRole("button", { name: "Hide password", exact: true }).click();
    await expect(password).toHaveAttribute("type", "password");
    await expect(confirm).toHaveAttribute("type", "text");
  });

  test("submitting it empty leaves it to the browser's validation and stays on the page @phone", async ({ page }) => {
    await page.goto("/signup");
    await waitForApp(page);
    const stayed = await markWindow(page);
    const { email, password, confirm, isValid } = authForm(page);
    await page.getByRole("button", { name: "Create account" }).click();
    expect(await isValid()).toBe(false);
    await expect(email).toBeFocused();
    for (const field of [email, password, confirm]) {
      expect(await field.evaluate((input) => (input as HTMLInputElement).validity.valueMissing)).toBe(true);
    }
    await expect(page).toHaveURL("/signup");
    await stayed();
  });

  test("requires e-mail, password and confirm password only: name optional, passwords unmatched, terms unticked @phone", async ({
    page,
  }) => {
    await page.goto("/signup");
    await waitForApp(page);
    const stayed = await markWindow(page);
    const { name, email, password, confirm, terms, isValid } = authForm(page);
    await email.fill("ada@example.com");
    await password.fill("first secret");
    expect(await isValid()).toBe(false);
    await confirm.fill("another secret");
    await expect(name).toHaveValue("");
    await expect(terms).not.toBeChecked();
    expect(await isValid()).toBe(true);

    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForTimeout(300);
    await expect(page).toHaveURL("/signup");
    await expect(confirm).toHaveValue("another secret");
    await stayed();

    await email.fill("not an address");
    expect(await isValid()).toBe(false);
  });

  test("leads back to the login form @phone", async ({ page }) => {
    await page.goto("/signup");
    await waitForApp(page);
    await page.getByRole("link", { name: "Log in", exact: true }).click();
    await expect(page).toHaveURL("/login");
    await expect(page.getByRole("button", { name: "Log in", exact: true })).toBeVisible();
  });
});
