import AxeBuilder from "@axe-core/playwright";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { Page, Request, Route } from "@playwright/test";
import { builtFixtureSite } from "./built-fixture-site";
import { expect, test, waitForApp } from "./fixtures";

/**
 * Forms that send, in a site of their own: the smallest fixture site with pages whose forms name a
 * form service, Netlify and an e-mail address, built once for the file and served as a static host
 * serves it. Destinations stay https in the YAML, as the schema demands; the test answers for the
 * service itself (page.route), so nothing leaves the machine and every payload can be read.
 */
const service = "https://forms.fixture.example/f/contact";

const contactForm = (lang: "en" | "es") => `
  - type: message-form
    heading: ${lang === "en" ? "Write to us" : "Escríbenos"}
    fields:
      - { name: name, label: Name, required: true, requiredMessage: Name is required. }
      - name: email
        label: Email
        input: email
        required: true
        requiredMessage: Email is required.
        invalidMessage: Valid email is required.
      - { name: message, label: Message, input: textarea }
    submit: Send message
    confirmation: ${lang === "en" ? "Thank you! We will answer within a day." : "¡Gracias! Respondemos en un día."}
    send: { to: "${service}" }`;

const pages = {
  "write.yaml": `title: Write to us
description: A page whose forms send.
blocks:${contactForm("en")}
  - type: banner
    heading: Tell us by e-mail
    form: { label: Your e-mail, placeholder: you@example.com, button: Write, send: { mailto: team@fixture.example } }
  - type: footer
    copyright: Fixture Ltd
    newsletter:
      heading: Newsletter
      placeholder: Your e-mail
      button: Subscribe
      send: { netlify: newsletter }
`,
  "escribir.yaml": `title: Escríbenos
description: Una página cuyo formulario envía.
lang: es
blocks:${contactForm("es")}
`,
};

const site = builtFixtureSite("site-with-sending-forms", async (root) => {
  for (const [file, yaml] of Object.entries(pages)) await writeFile(path.join(root, "pages", file), yaml);
});

const at = (route: string) => new URL(route, site.url).href;

/** The service's answer, as a form service gives it: JSON, readable by the page that posted (CORS). */
function answer(route: Route, status: number): Promise<void> {
  return route.fulfill({
    status,
    contentType: "application/json",
    headers: { "Access-Control-Allow-Origin": "*" },
    body: JSON.stringify(status < 400 ? { ok: true } : { errors: [{ message: "failed" }] }),
  });
}

/** The fields of a urlencoded post, in order. */
function postedFields(request: Request): [string, string][] {
  return [...new URLSearchParams(request.postData() ?? "")];
}

async function fillContactForm(page: Page) {
  const form = page.locator('[data-block="message-form"] form');
  await form.getByLabel("Name").fill("Ada Lovelace");
  await form.getByLabel("Email").fill("ada@example.com");
  await form.getByLabel("Message").fill("Could we talk about a new site?");
  return form;
}

test("a contact form posts its fields to its service, says it is sending, then thanks and empties itself", async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (release = resolve));
  const posts: Request[] = [];
  await page.route(`${service}**`, async (route) => {
    posts.push(route.request());
    await answered;
    await answer(route, 200);
  });
  await page.goto(at("/write"));
  await waitForApp(page);
  const form = await fillContactForm(page);
  const button = form.getByRole("button", { name: "Send message" });
  await button.click();

  await expect(form).toHaveAttribute("aria-busy", "true");
  await expect(form.getByRole("button", { name: "Sending…" })).toHaveAttribute("aria-disabled", "true");
  await expect(form.getByRole("status")).toHaveText("Sending…");
  release();
  await expect(form.getByRole("status")).toHaveText("Thank you! We will answer within a day.");
  await expect(form).not.toHaveAttribute("aria-busy");
  await expect(button).not.toHaveAttribute("aria-disabled");
  await expect(form.getByLabel("Name")).toHaveValue("");
  await expect(form.getByLabel("Message")).toHaveValue("");

  expect(posts).toHaveLength(1);
  const [post] = posts;
  expect(post?.method()).toBe("POST");
  expect(post?.url()).toBe(service);
  expect(await post?.headerValue("accept")).toBe("application/json");
  expect(await post?.headerValue("content-type")).toMatch(/^application\/x-www-form-urlencoded/);
  expect(post && postedFields(post)).toEqual([
    ["_gotcha", ""],
    ["name", "Ada Lovelace"],
    ["email", "ada@example.com"],
    ["message", "Could we talk about a new site?"],
  ]);
});

test("a form with a mistake posts nothing: the field's own message shows and takes the focus", async ({ page }) => {
  const posts: string[] = [];
  await page.route(`${service}**`, (route) => {
    posts.push(route.request().url());
    return answer(route, 200);
  });
  await page.goto(at("/write"));
  await waitForApp(page);
  const form = await fillContactForm(page);
  await form.getByLabel("Email").fill("ada at example");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByText("Valid email is required.")).toBeVisible();
  await expect(form.getByLabel("Email")).toBeFocused();
  await expect(form.getByRole("status")).toHaveText("");
  expect(posts).toEqual([]);
});

test("a failed send says so in the page's language and keeps what the visitor wrote", async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(/status of 500/);
  await page.route(`${service}**`, (route) => answer(route, 500));
  await page.goto(at("/escribir"));
  await waitForApp(page);
  const form = await fillContactForm(page);
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByRole("status")).toHaveText(
    "No se pudo enviar. Lo que escribiste sigue aquí: vuelve a intentarlo en un momento.",
  );
  await expect(form.getByRole("status")).toHaveAttribute("data-state", "failed");
  await expect(form.getByLabel("Name")).toHaveValue("Ada Lovelace");
  await expect(form.getByLabel("Message")).toHaveValue("Could we talk about a new site?");
  await expect(form).not.toHaveAttribute("aria-busy");
});

test("a service that never answers times out as a failure, and the form keeps its fields", async ({ page }) => {
  await page.clock.install();
  let asked = false;
  // Never answered: the request hangs until the form gives up on it.
  await page.route(`${service}**`, () => {
    asked = true;
  });
  await page.goto(at("/write"));
  await waitForApp(page);
  const form = await fillContactForm(page);
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByRole("status")).toHaveText("Sending…");
  expect(asked).toBe(true);
  // The clock also runs on its own meanwhile: the check before the limit leaves it seconds to spare.
  await page.clock.runFor(10_000);
  await expect(form.getByRole("status")).toHaveText("Sending…");
  await page.clock.runFor(5_000);
  await expect(form.getByRole("status")).toHaveText(
    "No answer came in time, so it was not sent. What you wrote is still here: please try again.",
  );
  await expect(form.getByLabel("Email")).toHaveValue("ada@example.com");
  await expect(form).not.toHaveAttribute("aria-busy");
});

test("a Netlify form is in the HTML as Netlify finds it, and posts urlencoded to the page's own path", async ({
  page,
}) => {
  await page.goto(at("/write"));
  await waitForApp(page);
  const posts: Request[] = [];
  await page.route(at("/write"), (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    posts.push(route.request());
    return route.fulfill({ status: 200, contentType: "text/html", body: "<p>Thank you</p>" });
  });
  const form = page.locator('footer form[data-slot="email-form"]');
  await expect(form).toHaveAttribute("data-netlify", "true");
  await expect(form).toHaveAttribute("name", "newsletter");
  await expect(form).toHaveAttribute("netlify-honeypot", "_gotcha");
  await expect(form).toHaveAttribute("method", "post");
  await form.getByRole("textbox", { name: "Newsletter" }).fill("reader@example.com");
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("status")).toHaveText("Thank you! It has been sent.");
  await expect(form.getByRole("textbox", { name: "Newsletter" })).toHaveValue("");
  expect(posts).toHaveLength(1);
  expect(posts[0] && postedFields(posts[0])).toEqual([
    ["form-name", "newsletter"],
    ["_gotcha", ""],
    ["email", "reader@example.com"],
  ]);
});

test("the honeypot is out of sight, out of the tab order and hidden from assistive technology", async ({ page }) => {
  await page.goto(at("/write"));
  const honeypot = page.locator('[data-block="message-form"] input[name="_gotcha"]');
  await expect(honeypot).toHaveAttribute("tabindex", "-1");
  await expect(page.locator('[data-block="message-form"] [data-slot="honeypot"]')).toHaveAttribute(
    "aria-hidden",
    "true",
  );
  const box = await honeypot.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(0);
  await expect(page.getByRole("textbox", { name: "Leave this field empty" })).toHaveCount(0);
});

test("with their outcomes showing, the sending forms and their honeypots pass the accessibility audit", async ({
  page,
  consoleWatch,
}) => {
  // The audit reads the whole page, on a machine that may be busy.
  test.slow();
  consoleWatch.allow(/status of 500/);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.route(`${service}**`, (route) => answer(route, 500));
  await page.goto(at("/write"));
  await waitForApp(page);
  await page.route(at("/write"), (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 200, body: "" }) : route.fallback(),
  );
  const form = await fillContactForm(page);
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByRole("status")).toHaveAttribute("data-state", "failed");
  const newsletter = page.locator('footer form[data-slot="email-form"]');
  await newsletter.getByRole("textbox").fill("reader@example.com");
  await newsletter.getByRole("button", { name: "Subscribe" }).click();
  await expect(newsletter.getByRole("status")).toHaveAttribute("data-state", "sent");
  const audit = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(
    audit.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" "))}`),
  ).toEqual([]);
});

test("a mailto: form opens a mail draft with its fields: nothing goes over the network, and the form keeps its text", async ({
  page,
  consoleWatch,
}) => {
  // A browser with no mail program says so in its console.
  consoleWatch.allow(/mailto/);
  const requests: string[] = [];
  await page.goto(at("/write"));
  await waitForApp(page);
  page.on("request", (request) => {
    if (request.method() !== "GET" || request.isNavigationRequest()) requests.push(request.url());
  });
  const form = page.locator('[data-block="banner"] form');
  await expect(form).toHaveAttribute("action", "mailto:team@fixture.example");
  await form.getByRole("textbox", { name: "Your e-mail" }).fill("reader@example.com");
  await form.getByRole("button", { name: "Write" }).click();
  await expect(form.getByRole("status")).toHaveText(
    "Your e-mail program opens with the message written: send it from there.",
  );
  await expect(form.getByRole("textbox", { name: "Your e-mail" })).toHaveValue("reader@example.com");
  // The one navigation is the draft itself, which the browser hands to the mail program.
  expect(requests).toEqual([
    "mailto:team@fixture.example?subject=Write%20to%20us&body=email%3A%20reader%40example.com",
  ]);
});

test("a shipped page's forms name no destination: they submit with no request", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET" || request.isNavigationRequest())
      requests.push(`${request.method()} ${request.url()}`);
  });
  await page.goto("/contact/contact-v2");
  await waitForApp(page);
  requests.length = 0;
  const contact = page.locator('[data-block="message-form"] form');
  await contact.getByLabel("Name").fill("Ada Lovelace");
  await contact.getByLabel("Email").fill("ada@example.com");
  await contact.getByLabel("Your message").fill("Hello");
  await contact.getByRole("button", { name: "Send Message" }).click();
  await expect(contact.getByRole("status")).not.toHaveText("");
  const newsletter = page.locator('footer form[data-slot="email-form"]');
  await newsletter.getByRole("textbox").fill("reader@example.com");
  await newsletter.getByRole("button").click();
  await expect(page).toHaveURL(/\/contact\/contact-v2$/);
  expect(requests).toEqual([]);
  expect(await page.locator("form[data-send]").count()).toBe(0);
});
