import type { Page } from "@playwright/test";
import { expect, mapHost, stubMapService, test, waitForApp } from "./fixtures";

/** What "sending" would take: a request other than GET, or a navigation of the page. */
function watchSends(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.frame() !== page.mainFrame()) return;
    if (request.method() !== "GET" || request.isNavigationRequest()) sent.push(request.url());
  });
  return sent;
}

interface ContactForm {
  path: string;
  labels: { name: string; email: string; message: string };
  submit: string;
  messages: { name: string; email: string; message: string };
}

const english = { name: "Name is required.", email: "Valid email is required.", message: "Please,leave us a message." };

const forms: ContactForm[] = [
  {
    path: "/contact/contact-v1",
    labels: { name: "Tu nombre*", email: "Tu email*", message: "Tu mensaje*" },
    submit: "Enviar",
    messages: { name: "Ingresá un nombre válido.", email: "Ingresá un email válido.", message: "Ingresá un mensaje." },
  },
  {
    path: "/contact/contact-v2",
    labels: { name: "Name", email: "Email", message: "Your message" },
    submit: "Send Message",
    messages: english,
  },
  {
    path: "/contact/contact-v3",
    labels: { name: "Name", email: "Email", message: "Message" },
    submit: "Send Message",
    messages: english,
  },
  {
    path: "/contact/contact-v4",
    labels: { name: "Name", email: "Email", message: "Message" },
    submit: "Send Message",
    messages: english,
  },
];

test.describe("contact forms", () => {
  for (const { path, labels, submit, messages } of forms) {
    test(`${path}: messages beside the fields, focus on the first error, nothing sent, then a confirmation @phone`, async ({
      page,
    }) => {
      await stubMapService(page);
      await page.goto(path);
      await waitForApp(page);
      const sent = watchSends(page);
      const form = page.locator('[data-block="message-form"]');
      const name = form.getByLabel(labels.name, { exact: true });
      const email = form.getByLabel(labels.email, { exact: true });
      const message = form.getByLabel(labels.message, { exact: true });
      const button = form.getByRole("button", { name: submit });

      await button.click();
      await expect(name).toHaveAccessibleDescription(messages.name);
      await expect(email).toHaveAccessibleDescription(messages.email);
      await expect(message).toHaveAccessibleDescription(messages.message);
      await expect(form.getByRole("alert")).toHaveCount(3);
      await expect(name).toBeFocused();
      expect(await name.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(messages.name);

      await name.fill("Ada Lovelace");
      await email.fill("ada@");
      await message.fill("Hello, we would like a new site.");
      await button.click();
      await expect(email).toBeFocused();
      await expect(email).toHaveAccessibleDescription(messages.email);
      expect(await email.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(messages.email);
      await expect(form.getByRole("alert")).toHaveCount(1);
      await expect(form.getByRole("status")).toHaveText("");

      await email.fill("ada@example.com");
      await button.click();
      await expect(form.getByRole("alert")).toHaveCount(0);
      await expect(form.getByRole("status")).not.toHaveText("");
      await expect(name).toHaveValue("");
      expect(page.url()).toMatch(new RegExp(`${path}$`));
      expect(sent).toEqual([]);
    });
  }
});

test.describe("contact pages", () => {
  test("v1 is in Spanish with its heading", async ({ page }) => {
    await page.goto("/contact/contact-v1");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("¡Hablemos!");
  });

  test("v2 has its three info blocks and a phone link", async ({ page }) => {
    await page.goto("/contact/contact-v2");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    for (const title of ["Our Address", "Contact Info", "Live Support"])
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await expect(page.locator('[data-block="card-grid"] a[href^="tel:"]')).toHaveCount(1);
  });

  test("v3 has the two cards, the banner to this page and a newsletter in the footer", async ({ page }) => {
    await page.goto("/contact/contact-v3");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get in Touch");
    for (const title of ["Talk to us", "Knowledge Base"])
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await expect(page.getByRole("link", { name: "Chat with us" })).toHaveCount(2);
    await expect(page.getByRole("heading", { name: "Drop us a line for any kind of info." })).toBeVisible();
    const banner = page.locator('[data-block="banner"]');
    await expect(banner).toContainText("Sign up for best web hosting today.");
    const links = banner.getByRole("link");
    await expect(links).toHaveCount(2);
    for (const link of await links.all()) await expect(link).toHaveAttribute("href", "/contact/contact-v3");
    await expect(page.locator("footer").getByRole("textbox")).toHaveAttribute("type", "email");
  });

  test("v4 frames the map lazily, with a title and the fixed query; the map host is stubbed", async ({ page }) => {
    await stubMapService(page);
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith(mapHost)) asked.push(request.url());
    });
    await page.goto("/contact/contact-v4");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our team are here to help you.");
    const frame = page.locator('[data-block="map-embed"] iframe');
    await expect(frame).toHaveAttribute("loading", "lazy");
    await expect(frame).toHaveAttribute("title", /Empire State Building/);
    await expect(frame).toHaveAttribute(
      "src",
      /^https:\/\/www\.google\.com\/maps\?q=Empire%20State%20Building%2C%20New%20York&output=embed$/,
    );
    await frame.scrollIntoViewIfNeeded();
    await expect(page.frameLocator('[data-block="map-embed"] iframe').getByText("Map")).toBeVisible();
    expect(asked.length).toBeGreaterThan(0);
  });

  test("v4 still says where the office is when the map service cannot be reached", async ({ page }) => {
    await page.route(`${mapHost}**`, (route) => route.abort("internetdisconnected"));
    await page.goto("/contact/contact-v4");
    const map = page.locator('[data-block="map-embed"]');
    await map.scrollIntoViewIfNeeded();
    const place = map.getByRole("link", { name: "Empire State Building, New York" });
    await expect(place).toBeVisible();
    await expect(place).toHaveAttribute(
      "href",
      "https://www.google.com/maps?q=Empire%20State%20Building%2C%20New%20York",
    );
    // The frame's box is drawn as streets, not left blank, until (and unless) the frame paints.
    const backdrop = await map
      .locator("iframe")
      .evaluate((frame) => getComputedStyle(frame.parentElement!).backgroundImage);
    expect(backdrop).toContain("linear-gradient");
  });
});
