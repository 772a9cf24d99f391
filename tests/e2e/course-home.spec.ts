import type { Page } from "@playwright/test";
import { expect, test, waitForApp } from "./fixtures";

/** The host of the course platform's app, as content/site.yaml declares it. */
const app = "https://app.aulaviva.example";
const title = "Aulaviva | Creá tu academia online";
const videoId = "M7lc1UVf-VE";

/** The spec's price table (section 9): users, ARS plus VAT, USD; the 50-user plan is free. */
const tiers = [
  { users: "50", ars: "Gratis", usd: "Gratis" },
  { users: "100", ars: "$ 65.000", usd: "US$ 45" },
  { users: "150", ars: "$ 92.000", usd: "US$ 64" },
  { users: "200", ars: "$ 116.000", usd: "US$ 81" },
  { users: "300", ars: "$ 164.000", usd: "US$ 115" },
  { users: "500", ars: "$ 257.000", usd: "US$ 180" },
  { users: "750", ars: "$ 362.000", usd: "US$ 253" },
];

/** Serves the video player from a stub, and records every request the page makes to the video site. */
async function stubVideoSite(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route("https://www.youtube-nocookie.com/**", (route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title>" });
  });
  return requests;
}

test.describe("the course platform home page", () => {
  for (const path of ["/", "/home/sass-product"]) {
    test(`${path} shows the Spanish Aulaviva page @phone`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(title);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Creá tu academia online y enseñá sin límites");
      await expect(page.locator("header").getByRole("link", { name: "Aulaviva" })).toBeVisible();
    });
  }

  test("the header's Ingresar and Dar cursos gratis go to the app's login and sign-up", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header");
    await expect(header.getByRole("link", { name: "Ingresar" })).toHaveAttribute("href", `${app}/login`);
    await expect(header.getByRole("link", { name: "Dar cursos gratis" })).toHaveAttribute("href", `${app}/signup`);
  });

  test("the hero offers free use and a conversation @phone", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("[data-block=hero]");
    await expect(hero.getByRole("link", { name: "Usalo gratis" })).toHaveAttribute("href", `${app}/signup`);
    await expect(hero.getByRole("link", { name: "Hablemos" })).toHaveAttribute("href", "/contact/contact-v1");
    await expect(hero.getByText("Gratis hasta 50 usuarios")).toBeVisible();
  });

  test("the intro video opens in a 16:9 window and closes on Escape, the close button and the backdrop @phone", async ({
    page,
  }) => {
    const videoRequests = await stubVideoSite(page);
    await page.goto("/");
    await waitForApp(page);
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(videoRequests).toEqual([]);

    const dialog = page.getByRole("dialog", { name: "Video de presentación de Aulaviva" });
    const open = async () => {
      await page.getByRole("button", { name: "Ver video" }).click();
      await expect(dialog).toBeVisible();
      await expect(dialog.locator("iframe")).toHaveAttribute("src", new RegExp(`/embed/${videoId}\\?autoplay=1`));
    };
    const closed = async () => {
      await expect(dialog).toBeHidden();
      await expect(page.locator("iframe")).toHaveCount(0);
    };

    await open();
    const frame = await dialog.locator("[data-slot=video-frame]").boundingBox();
    expect(frame && frame.width / frame.height).toBeCloseTo(16 / 9, 1);
    await page.keyboard.press("Escape");
    await closed();

    await open();
    await dialog.getByRole("button", { name: "Cerrar video" }).click();
    await closed();

    await open();
    await page.mouse.click(4, 4);
    await closed();
  });

  test("has every section the spec lists, in order", async ({ page }) => {
    await page.goto("/");
    const main = page.locator("main");
    const sections = [
      "[data-block=hero]",
      "[data-block=split-feature]",
      "[data-block=card-grid]",
      "[data-block=tabbed-showcase]",
      "[data-block=tag-list]",
      "[data-block=card-grid]",
      "[data-block=banner]",
      "[data-block=seat-pricing]",
      "[data-block=banner]",
    ];
    const blocks = await main
      // A block with behaviour sits in its island wrapper, which adds no box.
      .locator(":scope > [data-block], :scope > bp-island > [data-block]")
      .evaluateAll((elements) => elements.map((element) => `[data-block=${element.getAttribute("data-block")}]`));
    expect(blocks.filter((block) => block !== "[data-block=chat-button]")).toEqual(sections);

    await expect(
      main.getByRole("heading", { level: 2, name: "Todo tu espacio de formación, en un solo lugar" }),
    ).toBeVisible();
    const idealFor = page.locator("#para-quien");
    for (const audience of ["Emprendedores", "Empresas", "Institutos y academias"]) {
      await expect(idealFor.getByRole("heading", { level: 3, name: audience })).toBeVisible();
    }
    await expect(page.locator("#como-funciona").getByRole("tab")).toHaveText([
      "1Creá contenido",
      "2Creá cursos",
      "3Enviá accesos",
    ]);
    await expect(page.locator("[data-block=tag-list] [data-slot=tag]").first()).toHaveText("Gratis hasta 50 usuarios");
    const features = page.locator("[data-block=card-grid][data-variant=bordered] h3");
    await expect(features).toHaveText([
      "Creá cursos y exámenes",
      "Subí todo tu material",
      "Organizá alumnos en comisiones",
      "Invitá alumnos o docentes",
      "Personalizá tu academia",
    ]);
    await expect(
      main.getByRole("heading", { name: "¿Necesitás más de 750 usuarios? Armamos un plan a medida" }),
    ).toBeVisible();
    await expect(main.getByRole("heading", { name: "Empezá gratis hoy" })).toBeVisible();
    const footer = page.locator("footer");
    // The YAML links /faq, a path that only redirects: the built page links its destination directly.
    await expect(footer.getByRole("link", { name: "Términos y condiciones" })).toHaveAttribute(
      "href",
      "/pages-menu/faq",
    );
    await expect(footer.getByRole("link", { name: "Política de privacidad" })).toHaveAttribute(
      "href",
      "/pages-menu/faq",
    );
    await expect(footer.getByRole("link", { name: "hola@aulaviva.example" })).toHaveAttribute(
      "href",
      "mailto:hola@aulaviva.example",
    );
    await expect(footer).toContainText("Aulaviva. Todos los derechos reservados.");
  });

  test("the step tabs switch on click and with the arrow keys @phone", async ({ page }) => {
    await page.goto("/");
    await waitForApp(page);
    const showcase = page.locator("#como-funciona");
    const tab = (name: string) => showcase.getByRole("tab", { name });
    const panel = showcase.getByRole("tabpanel");
    await expect(tab("Creá contenido")).toHaveAttribute("aria-selected", "true");
    await expect(panel).toHaveCount(1);
    await expect(panel.getByRole("heading")).toHaveText("Subí tu material en minutos");

    await tab("Creá cursos").click();
    await expect(tab("Creá cursos")).toHaveAttribute("aria-selected", "true");
    await expect(tab("Creá contenido")).toHaveAttribute("aria-selected", "false");
    await expect(panel.getByRole("heading")).toHaveText("Armá cursos y exámenes a tu medida");

    await page.keyboard.press("ArrowRight");
    await expect(tab("Enviá accesos")).toBeFocused();
    await expect(tab("Enviá accesos")).toHaveAttribute("aria-selected", "true");
    await expect(panel.getByRole("heading")).toHaveText("Invitá a tus alumnos y colaboradores");
    await page.keyboard.press("ArrowRight");
    await expect(tab("Creá contenido")).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(tab("Enviá accesos")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(tab("Creá contenido")).toHaveAttribute("aria-selected", "true");
  });

  test("/#planes opens the page at the pricing table", async ({ page }) => {
    await page.goto("/#planes");
    await expect(page.locator("#planes")).toBeInViewport();
    await expect(page.locator("#planes").getByRole("heading", { level: 2 })).toBeInViewport();
  });

  test("the header's Planes link scrolls to the pricing table", async ({ page }) => {
    await page.goto("/");
    await waitForApp(page);
    await expect(page.locator("#planes h2")).not.toBeInViewport();
    await page.locator("header").getByRole("link", { name: "Planes" }).click();
    await expect(page).toHaveURL("/#planes");
    await expect(page.locator("#planes h2")).toBeInViewport();
  });

  test("the table lists every plan's price without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/#planes");
    const table = page.getByRole("table", { name: "Precios de todos los planes" });
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(tiers.length);
    for (const [index, tier] of tiers.entries()) {
      await expect(rows.nth(index).locator("th, td")).toHaveText([tier.users, tier.ars, tier.usd]);
    }
    await context.close();
  });

  test("picking a number of users shows that plan's prices in ARS and USD @phone", async ({ page }) => {
    await page.goto("/#planes");
    await waitForApp(page);
    const pricing = page.locator("#planes");
    const picker = pricing.getByRole("group", { name: "¿Cuántos usuarios necesitás?" });
    const ars = pricing.locator("[data-price=ars]");
    const usd = pricing.locator("[data-price=usd]");
    await expect(picker.getByRole("radio", { name: "50", exact: true })).toBeChecked();
    await expect(ars).toHaveText("Gratis");
    await expect(usd).toHaveText("Gratis");

    for (const tier of [...tiers.slice(1), tiers[0]]) {
      if (!tier) continue;
      await picker
        .locator("label")
        .filter({ hasText: new RegExp(`^${tier.users}$`) })
        .click();
      await expect(picker.getByRole("radio", { name: tier.users, exact: true })).toBeChecked();
      await expect(pricing.locator("[data-slot=tier-name]")).toHaveText(`Plan de hasta ${tier.users} usuarios`);
      await expect(ars).toHaveText(tier.ars);
      await expect(usd).toHaveText(tier.usd);
      await expect(pricing.locator("tbody tr[data-selected]")).toContainText(tier.users);
    }
  });

  test("the price per user falls as plans grow, and arrow keys move the choice", async ({ page }) => {
    await page.goto("/#planes");
    await waitForApp(page);
    const pricing = page.locator("#planes");
    const perUser = pricing.locator("[data-slot=per-user]");
    await expect(perUser).toHaveText("");
    await pricing.getByRole("radio", { name: "50", exact: true }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(pricing.getByRole("radio", { name: "100", exact: true })).toBeChecked();
    await expect(pricing.locator("[data-price=ars]")).toHaveText("$ 65.000");
    await expect(perUser).toHaveText("$ 650 por usuario · US$ 0,45 por usuario");
    await page.keyboard.press("ArrowLeft");
    await expect(pricing.getByRole("radio", { name: "50", exact: true })).toBeChecked();
    await page.keyboard.press("ArrowLeft");
    await expect(pricing.getByRole("radio", { name: "750", exact: true })).toBeChecked();
    await expect(perUser).toHaveText("$ 483 por usuario · US$ 0,34 por usuario");
    await expect(pricing).toContainText("¿Necesitás más de 750 usuarios?");
  });

  test("the chat button links to WhatsApp from the bottom-right corner, above the back-to-top button @phone", async ({
    page,
  }) => {
    await page.goto("/");
    const chat = page.getByRole("link", { name: "Escribinos por WhatsApp" });
    await expect(chat).toHaveAttribute("href", /^https:\/\/wa\.me\/5491155550123\?text=/);
    await expect(chat).toHaveCSS("position", "fixed");
    const box = await chat.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.x > viewport.width / 2 && box.y > viewport.height / 2).toBe(true);
    // Clear of the back-to-top button once it shows (above 500 px of scroll).
    await page.evaluate(() => window.scrollTo(0, 1200));
    const toTop = page.locator("[data-slot=back-to-top]");
    await expect(toTop).toBeVisible();
    const top = await toTop.boundingBox();
    const chatBox = await chat.boundingBox();
    expect(top && chatBox && chatBox.y + chatBox.height <= top.y).toBe(true);
  });

  test("has no horizontal scroll @phone", async ({ page }) => {
    await page.goto("/");
    await waitForApp(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});
