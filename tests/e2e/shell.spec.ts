import { expect, headerSidePanel, test, waitForApp } from "./fixtures";
import { sitePaths } from "./site-paths";

/** The default home page: long enough to scroll past every threshold. */
const longPage = "/";

test.describe("the header", () => {
  test("becomes fixed once the page is scrolled 10 px, not before", async ({ page }) => {
    await page.goto(longPage);
    await waitForApp(page);
    const header = page.locator("header[data-block=header]");
    await page.evaluate(() => window.scrollTo(0, 9));
    await expect(header).not.toHaveAttribute("data-fixed");
    await expect(header).toHaveCSS("position", "relative");
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).toHaveAttribute("data-fixed", "true");
    await expect(header).toHaveCSS("position", "fixed");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute("data-fixed");
  });

  test("Contact us goes to /contact/contact-v2", async ({ page }) => {
    await page.goto("/pages-menu/faq");
    await expect(page.locator("header").getByRole("link", { name: "Contact us" })).toHaveAttribute(
      "href",
      "/contact/contact-v2",
    );
  });

  test("the mega-menu opens its groups, marks the current page, and closes on Escape and outside", async ({ page }) => {
    await page.goto("/pages-menu/faq");
    await waitForApp(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const group of ["Home", "Pages", "Portfolio", "Blog", "Contact"]) {
      await expect(nav.getByRole("button", { name: group })).toBeVisible();
    }
    const pages = nav.getByRole("button", { name: "Pages" });
    await expect(pages).toHaveAttribute("aria-expanded", "false");
    await pages.click();
    await expect(pages).toHaveAttribute("aria-expanded", "true");
    const faq = nav.getByRole("link", { name: "FAQ" });
    await expect(faq).toBeVisible();
    await expect(faq).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Login" })).not.toHaveAttribute("aria-current", "page");
    await page.keyboard.press("Escape");
    await expect(faq).toBeHidden();
    await expect(pages).toHaveAttribute("aria-expanded", "false");

    const contact = nav.getByRole("button", { name: "Contact" });
    await contact.click();
    await expect(contact).toHaveAttribute("aria-expanded", "true");
    for (const [name, href] of <const>[
      ["Contact Insurance", "/contact/contact-v1"],
      ["Contact Agency", "/contact/contact-v2"],
      ["Contact Web Hosting", "/contact/contact-v3"],
      ["Contact Lead Generation", "/contact/contact-v4"],
    ]) {
      await expect(nav.getByRole("link", { name })).toBeVisible();
      await expect(nav.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    await page.mouse.click(640, 700);
    await expect(nav.getByRole("link", { name: "Contact Agency" })).toBeHidden();
    await expect(contact).toHaveAttribute("aria-expanded", "false");
  });

  test("the group holding the current page keeps the accent colour", async ({ page }) => {
    await page.goto("/pages-menu/faq");
    const nav = page.getByRole("navigation", { name: "Main" });
    const colour = (name: string) =>
      nav.getByRole("button", { name }).evaluate((button) => getComputedStyle(button).color);
    const accent = await page.evaluate(() => {
      const probe = document.body.appendChild(document.createElement("span"));
      probe.style.color = "var(--accent)";
      return getComputedStyle(probe).color;
    });
    expect(await colour("Pages")).toBe(accent);
    expect(await colour("Blog")).not.toBe(accent);
  });

  test("the menu's details entries link records 1 @phone", async ({ page }) => {
    await page.goto("/pages-menu/faq");
    const menu = page.locator("header");
    await expect(menu.getByRole("link", { name: "Portfolio Details", includeHidden: true }).first()).toHaveAttribute(
      "href",
      "/portfolio/1",
    );
    await expect(menu.getByRole("link", { name: "Blog Details", includeHidden: true }).first()).toHaveAttribute(
      "href",
      "/blog/1",
    );
  });
});

test.describe("the menu on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens, lists the groups, and ends with Contact us to /contact/contact-v1 @phone", async ({ page }) => {
    await page.goto("/pages-menu/faq");
    await waitForApp(page);
    const open = page.getByRole("button", { name: "Open menu" });
    await open.click();
    const panel = headerSidePanel(page);
    await expect(panel).toBeVisible();
    await expect(open).toHaveAttribute("aria-expanded", "true");
    const groups = panel.locator("details > summary");
    await expect(groups).toHaveText(["Home", "Pages", "Portfolio", "Blog", "Contact"]);
    await groups.filter({ hasText: "Pages" }).click();
    await expect(panel.getByRole("link", { name: "FAQ" })).toHaveAttribute("aria-current", "page");
    await expect(panel.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact/contact-v1");
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(open).toHaveAttribute("aria-expanded", "false");
  });

  test("opens one group at a time, and closes with its close button @phone", async ({ page }) => {
    await page.goto("/pages-menu/faq");
    await page.getByRole("button", { name: "Open menu" }).click();
    const panel = headerSidePanel(page);
    const group = (label: string) => panel.locator("details", { has: page.locator("summary", { hasText: label }) });
    await group("Pages").locator("summary").click();
    await expect(group("Pages")).toHaveAttribute("open", "");
    await group("Blog").locator("summary").click();
    await expect(group("Blog")).toHaveAttribute("open", "");
    await expect(group("Pages")).not.toHaveAttribute("open");
    await panel.getByRole("button", { name: "Close menu" }).click();
    await expect(panel).toBeHidden();
  });

  test("follows a link and closes @phone", async ({ page }) => {
    await page.goto("/pages-menu/faq");
    await page.getByRole("button", { name: "Open menu" }).click();
    const panel = headerSidePanel(page);
    await panel.locator("summary", { hasText: "Pages" }).click();
    await panel.getByRole("link", { name: "Login" }).click();
    await expect(page).toHaveURL("/login");
    await expect(panel).toBeHidden();
  });
});

test.describe("the back-to-top button", () => {
  test("shows only above 500 px and scrolls smoothly to the top", async ({ page }) => {
    await page.goto(longPage);
    await waitForApp(page);
    const button = page.getByRole("button", { name: "Volver arriba" });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 500));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 501));
    await expect(button).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 2000));
    // Every position the page passes through on its way up, as the page sees it.
    await page.evaluate(() => {
      const passed: number[] = [];
      Object.assign(window, { passed });
      window.addEventListener("scroll", () => passed.push(window.scrollY), { passive: true });
    });
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Smooth: the page stopped on the way, not only at the top.
    const passed = await page.evaluate(() => ("passed" in window && Array.isArray(window.passed) ? window.passed : []));
    expect(passed.some((y) => y > 0 && y < 2000)).toBe(true);
    await expect(button).toBeHidden();
  });
});

test.describe("the footer's layout", () => {
  for (const width of [390, 768, 1280]) {
    test(`at the page's end the back-to-top button covers no footer link at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/pages-menu/faq");
      await waitForApp(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const button = page.locator(".back-to-top");
      await expect(button).toBeVisible();
      const box = await button.boundingBox();
      const links = await page.locator("footer a").evaluateAll((anchors) =>
        anchors.map((anchor) => {
          const { left, top, right, bottom } = anchor.getBoundingClientRect();
          return { text: anchor.textContent?.trim() ?? "", left, top, right, bottom };
        }),
      );
      if (!box) throw new Error("the button has no box");
      const covered = links.filter(
        (link) =>
          link.left < box.x + box.width && link.right > box.x && link.top < box.y + box.height && link.bottom > box.y,
      );
      expect(covered.map((link) => link.text)).toEqual([]);
    });
  }

  test("a footer with two link columns and no contact column fills its row from lg", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/home/charity");
    const row = page.locator("footer .footer-columns");
    const columns = row.locator("nav");
    await expect(columns).toHaveCount(2);
    const rowBox = await row.boundingBox();
    const lastBox = await columns.last().boundingBox();
    if (!rowBox || !lastBox) throw new Error("the footer's row has no box");
    // The columns share what the brand leaves of the row: the last one reaches its right end.
    expect(rowBox.x + rowBox.width - (lastBox.x + lastBox.width)).toBeLessThan(rowBox.width * 0.05);
  });
});

test.describe("navigation", () => {
  test("a link loads the next page as a document: at its top, with its own title, description and canonical", async ({
    page,
  }) => {
    const faq = (await sitePaths()).get("/pages-menu/faq");
    if (!faq || "redirect" in faq) throw new Error("the site has no FAQ page");
    await page.goto("/login");
    await waitForApp(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.locator("footer").getByRole("link", { name: "FAQ", exact: true }).click();
    await expect(page).toHaveURL("/pages-menu/faq");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveTitle(faq.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", faq.description);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/pages-menu\/faq$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("feels instant: same-site links are prefetched and prerendered, and pages cross-fade where supported", async ({
    page,
  }) => {
    await page.goto("/pages-menu/faq");
    const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent()) ?? "{}") as {
      prerender?: Array<{ eagerness: string; where: unknown }>;
      prefetch?: Array<{ eagerness: string; where: unknown }>;
    };
    expect(rules.prerender?.[0]).toMatchObject({ eagerness: "moderate", where: { href_matches: "/*" } });
    expect(rules.prefetch?.[0]?.eagerness).toBe("eager");
    const optsIn = await page.evaluate(() =>
      [...document.styleSheets].some((sheet) =>
        [...sheet.cssRules].some((rule) => /@view-transition\s*\{\s*navigation: auto/.test(rule.cssText)),
      ),
    );
    expect(optsIn).toBe(true);
  });

  test("a view transition the browser skips on its own is no error of the page; other rejections still are", async ({
    page,
    consoleWatch,
  }) => {
    await page.goto("/pages-menu/faq");
    await waitForApp(page);
    // As Chromium rejects the promises of a transition it skips into a page already showing.
    consoleWatch.allow(/Something else broke/);
    const reported = page.waitForEvent("pageerror");
    await page.evaluate(() => {
      void Promise.reject(
        new DOMException("Transition was aborted because of invalid state. Page already revealed", "InvalidStateError"),
      );
      void Promise.reject(new DOMException("Something else broke", "InvalidStateError"));
    });
    expect((await reported).message).toBe("Something else broke");
    expect(consoleWatch.errors).toEqual(["uncaught: Something else broke"]);
  });

  test("back and forward show the pages again", async ({ page }) => {
    await page.goto("/login");
    await waitForApp(page);
    await page
      .getByRole("link", { name: /sign up/i })
      .first()
      .click();
    await expect(page).toHaveURL("/signup");
    await page.goBack();
    await expect(page).toHaveURL("/login");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a slipped path redirects visitors arriving at it; the site's own links to it go straight to its destination", async ({
    page,
  }) => {
    await page.goto("/home/seo");
    await expect(page).toHaveURL("/home/seo-agency");
    await page.goto("/pages-menu/faq");
    await waitForApp(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Home" }).click();
    // content/site.yaml links /home/seo, which only redirects: the page links its destination.
    await expect(nav.getByRole("link", { name: "SEO Agency" })).toHaveAttribute("href", "/home/seo-agency");
    await nav.getByRole("link", { name: "SEO Agency" }).click();
    await expect(page).toHaveURL("/home/seo-agency");
    await expect(page).toHaveTitle("Seo Agency");
  });
});

test.describe("an island that fails to start", () => {
  /** The login page's form is an island; its code is swapped for code that fails. */
  const formModule = "**/assets/block-auth-form-*.js";

  test("shows the error screen with the message in place of its block; the rest of the page works", async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.allow(/Broken on purpose|The above error occurred/);
    // With requests intercepted, Chromium aborts the cross-document view transition of the link followed
    // below, and rejects promises no page script is given, sometimes before the next page's shell runs.
    consoleWatch.allow(/Transition was aborted because of invalid state/);
    await page.route(formModule, (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: 'export default function Broken() { throw new Error("Broken on purpose"); }',
      }),
    );
    await page.goto("/login");
    await waitForApp(page);
    const block = page.locator('bp-island[data-type="auth-form"]');
    await block.getByRole("button", { name: "Show password", exact: true }).hover();
    await expect(block.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
    await expect(block.getByText("Broken on purpose")).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Pages" }).click();
    await nav.getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL("/pages-menu/faq");
  });

  test("shows the error screen when its code cannot be loaded", async ({ page, consoleWatch }) => {
    consoleWatch.allow(/status of 500|Failed to fetch dynamically imported module/);
    await page.route(formModule, (route) => route.fulfill({ status: 500, body: "broken" }));
    await page.goto("/login");
    await waitForApp(page);
    const block = page.locator('bp-island[data-type="auth-form"]');
    await block.getByRole("button", { name: "Show password", exact: true }).hover();
    await expect(block.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
    await expect(block.getByText(/Failed to fetch dynamically imported module/)).toBeVisible();
  });

  test("heads the error screen in the page's language", async ({ page, consoleWatch }) => {
    consoleWatch.allow(/status of 500|Failed to fetch dynamically imported module/);
    await page.route("**/assets/block-message-form-*.js", (route) => route.fulfill({ status: 500, body: "broken" }));
    await page.goto("/contact/contact-v1");
    await waitForApp(page);
    const block = page.locator('bp-island[data-type="message-form"]');
    await block.locator("input, textarea").first().focus();
    await expect(block.getByRole("heading", { name: "¡Error inesperado de la aplicación!" })).toBeVisible();
  });
});

test.describe("the footer", () => {
  test("shows the current year, even when it is later than the build's", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2031-03-15T10:00:00Z"));
    await page.goto("/login");
    await expect(page.locator("footer [data-slot=year]")).toHaveText("2031");
  });

  test("shows this year", async ({ page }) => {
    await page.goto("/login");
    await expect(page.locator("footer [data-slot=year]")).toHaveText(String(new Date().getFullYear()));
  });
});

test.describe("scroll reveal", () => {
  test("sections below the fold fade in once when scrolled to", async ({ page }) => {
    await page.goto(longPage);
    await waitForApp(page);
    const waiting = page.locator('[data-reveal-state="waiting"]');
    const count = await waiting.count();
    expect(count).toBeGreaterThan(0);
    const target = waiting.first();
    const duration = await target.evaluate((element) => getComputedStyle(element).transitionDuration);
    await target.scrollIntoViewIfNeeded();
    await expect(page.locator('[data-reveal-state="shown"]').first()).toBeAttached();
    const shown = page.locator('[data-reveal-state="shown"]').first();
    expect(await shown.evaluate((element) => getComputedStyle(element).transitionDuration)).toContain("1.2s");
    expect(duration).not.toContain("1.2s");
    // Once: scrolling away and back does not hide it again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(shown).toHaveAttribute("data-reveal-state", "shown");
  });

  test("nothing is hidden or animated for visitors who prefer reduced motion", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto(longPage);
    await waitForApp(page);
    await expect(page.locator("[data-reveal-state]")).toHaveCount(0);
    await context.close();
  });
});

test.describe("prerendered pages", () => {
  test("read before any JavaScript runs", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(longPage);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("footer [data-slot=year]")).toHaveText(String(new Date().getFullYear()));
    await page.goto("/home/seo-agency");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await context.close();
  });

  test("the icon sprite takes no room at the top of the page, with the stylesheet or without it", async ({ page }) => {
    const sprite = page.locator("#sprite_icons");
    await page.goto("/pages-menu/faq");
    await expect(sprite).toBeHidden();
    await page.route("**/*.css", (route) => route.fulfill({ contentType: "text/css", body: "" }));
    await page.goto("/pages-menu/faq");
    await expect(sprite).toBeHidden();
  });
});
