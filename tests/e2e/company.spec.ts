import type { Page } from "@playwright/test";
import { expect, test, waitForApp } from "./fixtures";

/** Whether each accordion item of the block is open, in order. */
function opened(page: Page, block: string) {
  return page
    .locator(`[data-block="${block}"] [data-slot="accordion"] > details`)
    .evaluateAll((elements: HTMLDetailsElement[]) => elements.map((details) => details.open));
}

test.describe("pricing variants", () => {
  test("pricing v2: plans, partner logos and a FAQ with the third question open", async ({ page }) => {
    await page.goto("/pages-menu/pricing-v2");
    await expect(page).toHaveTitle(/Pricing V2/);
    await expect(page.locator('[data-block="pricing-plans"] [data-slot="plan"]')).toHaveCount(4);
    await expect(page.locator('[data-block="logo-slider"]')).toBeVisible();
    expect(await opened(page, "faq")).toEqual([false, false, true, false]);
  });

  test("pricing v3: plan 2 active, a comparison table read as yes or no, a FAQ with none open @phone", async ({
    page,
  }) => {
    await page.goto("/pages-menu/pricing-v3");
    await expect(page).toHaveTitle(/Pricing V3/);
    const plans = page.locator('[data-block="hosting-plans"] [data-slot="plan"]');
    await expect(plans.nth(1)).toHaveAttribute("data-featured", "true");
    await expect(page.locator('[data-block="hosting-plans"] [data-featured="true"]')).toHaveCount(1);

    const table = page.getByRole("table", { name: "What you get with each host" });
    await expect(table).toBeVisible();
    const columns = table.getByRole("columnheader");
    await expect(columns).toHaveText(["Feature", "Cloudnest", "HostOne", "WebBox", "SiteHub"]);
    const row = table.getByRole("row", { name: /Daily backups/ });
    await expect(row.getByRole("rowheader")).toHaveText("Daily backups");
    await expect(row.getByRole("cell")).toHaveText(["Yes", "No", "No", "Yes"]);
    await expect(table.getByRole("row")).toHaveCount(7);

    expect(await opened(page, "faq")).toEqual([false, false, false, false]);
  });
});

test.describe("about pages", () => {
  // The solutions accordion opens the first item on v1 and v3, the second on v2 and v4 (docs/decisions.md).
  const solutionsOpen: Record<number, boolean[]> = {
    1: [true, false, false],
    2: [false, true, false],
    3: [true, false, false],
    4: [false, true, false],
  };
  for (const v of [1, 2, 3, 4]) {
    test(`about us v${v}: history with counters, video banner, team, solutions and partners`, async ({ page }) => {
      await page.goto(`/pages-menu/about-us-v${v}`);
      await expect(page).toHaveTitle(new RegExp(`About Us V${v}`));
      await expect(page.locator('[data-block="counters"]')).toBeVisible();
      await expect(page.getByRole("button", { name: "Watch our story" })).toHaveAttribute("aria-haspopup", "dialog");
      await expect(page.locator('[data-block="team-grid"] [data-slot="member"]').first()).toBeVisible();
      expect(await opened(page, "faq")).toEqual(solutionsOpen[v]);
      await expect(page.locator('[data-block="logo-slider"]')).toBeVisible();
    });
  }
});

test("partner logos move by themselves, and wait while the pointer is over a logo or focus is on an arrow", async ({
  page,
}) => {
  // The page's clock is the test's: it moves on only when told, so a pause is seen without waiting it out.
  await page.clock.install();
  await page.goto("/pages-menu/about-us-v1");
  await waitForApp(page);
  const slider = page.locator('[data-block="logo-slider"]');
  await slider.scrollIntoViewIfNeeded();
  await expect(slider.locator("xpath=..")).toHaveAttribute("data-state", "live");
  const firstLogo = slider.locator("li").first();
  const place = () => firstLogo.evaluate((logo) => Math.round(logo.getBoundingClientRect().x));
  const rest = await place();

  // The autoplay interval is 3 seconds: three of them pass with the pointer on a logo.
  await firstLogo.hover();
  await page.clock.runFor(9000);
  expect(await place()).toBe(rest);
  await slider.getByRole("button", { name: /Next/ }).focus();
  await page.mouse.move(0, 0);
  await page.clock.runFor(9000);
  expect(await place()).toBe(rest);

  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.clock.runFor(4000);
  expect(await place()).not.toBe(rest);
});

test("about us v3 tells its history as a timeline: the studio's years in order along a line, then its figures @phone", async ({
  page,
}) => {
  await page.goto("/pages-menu/about-us-v3");
  const history = page.getByRole("region", { name: "Twelve years of filling pipelines" });
  const moments = history.getByRole("list").getByRole("listitem");
  expect(await history.getByRole("list").evaluate((list) => list.tagName)).toBe("OL");
  await expect(moments.locator("p:first-child")).toHaveText(["2012", "2015", "2017", "2021", "Today"]);
  await expect(history.getByRole("heading", { level: 3 })).toHaveText([
    "One broken form",
    "Pages with one offer",
    "Our first booking flow",
    "Replies in minutes",
    "Three hundred sales teams",
  ]);
  await expect(history.getByRole("heading", { name: "2012" })).toHaveCount(0);
  // The line runs down the moments' left edge, unbroken from the first to the last.
  const edges = await moments.evaluateAll((items) =>
    items.map((item) => {
      const box = item.getBoundingClientRect();
      return {
        left: Math.round(box.left),
        top: box.top,
        bottom: box.bottom,
        border: getComputedStyle(item).borderLeftWidth,
      };
    }),
  );
  for (const [index, edge] of edges.entries()) {
    expect(edge).toMatchObject({ left: edges[0]?.left, border: "2px" });
    if (index > 0) expect(edge.top).toBeCloseTo(edges[index - 1]?.bottom ?? Number.NaN, 0);
  }
  const blocks = await page
    .locator("main [data-block]")
    .evaluateAll((sections) => sections.map((section) => section.getAttribute("data-block")));
  expect(blocks.indexOf("counters")).toBe(blocks.indexOf("timeline") + 1);
});

test("the four about pages each tell their own story: no section heading is shared between two of them", async ({
  page,
}) => {
  const headings: string[][] = [];
  for (const v of [1, 2, 3, 4]) {
    await page.goto(`/pages-menu/about-us-v${v}`);
    headings.push(await page.locator("main h2").allTextContents());
  }
  for (const [index, own] of headings.entries()) {
    expect(own.length).toBeGreaterThanOrEqual(5);
    const others = new Set(headings.filter((_, other) => other !== index).flat());
    expect(own.filter((heading) => others.has(heading))).toEqual([]);
  }
});

test("the about video banner opens the video in a dialog that closes on Escape @phone", async ({ page }) => {
  const asked: string[] = [];
  await page.route("https://www.youtube-nocookie.com/**", (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title>" });
  });
  await page.goto("/pages-menu/about-us-v1");
  await waitForApp(page);
  await page.getByRole("button", { name: "Watch our story" }).click();
  const dialog = page.getByRole("dialog", { name: "Our story in two minutes" });
  await expect(dialog).toBeVisible();
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  expect(asked[0]).toContain("/embed/aqz-KE-bpKQ");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test.describe("service pages", () => {
  for (const v of [1, 2, 3, 4]) {
    test(`service v${v}: six services, testimonials and a call to action`, async ({ page }) => {
      await page.goto(`/pages-menu/service-v${v}`);
      await expect(page).toHaveTitle(new RegExp(`Service V${v}`));
      await expect(page.locator('[data-block="card-grid"] h3')).toHaveCount(6);
      await expect(page.locator('[data-block="testimonial-slider"]')).toBeVisible();
      await expect(page.locator('[data-block="banner"]')).toBeVisible();
    });
  }

  test("the four service pages each offer their own six services, under headings of their own", async ({ page }) => {
    const offers: string[][] = [];
    for (const v of [1, 2, 3, 4]) {
      await page.goto(`/pages-menu/service-v${v}`);
      offers.push(await page.locator('[data-block="card-grid"] h3, main h2').allTextContents());
    }
    for (const [index, own] of offers.entries()) {
      const others = new Set(offers.filter((_, other) => other !== index).flat());
      expect(own.filter((text) => others.has(text))).toEqual([]);
    }
  });

  test("service v3: progress items show their title, description and value, 86% success and 44% failure, as bars that fill in view @phone", async ({
    page,
  }) => {
    await page.goto("/pages-menu/service-v3");
    await waitForApp(page);
    const results = page.locator("#results");
    for (const [title, description, value] of [
      ["Success", "Campaigns that met the sales goal agreed at the start, over the last two years.", 86],
      ["Failure", "Sites we audit whose contact form fails on a phone before we start.", 44],
    ] as const) {
      const bar = results.getByRole("meter", { name: title });
      await expect(bar).toHaveAttribute("aria-valuenow", String(value));
      await expect(bar).toHaveAccessibleDescription(description);
      await expect(results.getByText(description)).toBeVisible();
      await expect(results.getByText(`${value}%`)).toBeVisible();
    }
    await results.scrollIntoViewIfNeeded();
    await expect(results.locator("ul:has([role=meter])")).toHaveAttribute("data-reveal-state", "shown");
    const widths = () =>
      results
        .locator("[role=meter]")
        .evaluateAll((tracks) =>
          tracks.map((track) =>
            Math.round((100 * (track.firstElementChild?.getBoundingClientRect().width ?? 0)) / track.clientWidth),
          ),
        );
    await expect.poll(widths).toEqual([86, 44]);
  });

  test("service v4's accordion opens the first item", async ({ page }) => {
    await page.goto("/pages-menu/service-v4");
    expect(await opened(page, "faq")).toEqual([true, false, false]);
  });

  test("service details: Web Design, the sidebar marks it, share icons @phone", async ({ page }) => {
    await page.goto("/pages-menu/service-details");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Web Design");
    const sidebar = page.getByRole("navigation", { name: "Our Services" });
    await expect(sidebar.locator('[aria-current="page"]')).toHaveText("Web Design");
    for (const name of ["Share on Facebook", "Share on X", "Share on LinkedIn"])
      await expect(page.getByRole("link", { name })).toBeVisible();
  });
});

test.describe("team pages", () => {
  for (const v of [1, 2]) {
    test(`team v${v}: 8 members and Join Now to the contact page`, async ({ page }) => {
      await page.goto(`/pages-menu/team-v${v}`);
      await expect(page.locator('[data-block="team-grid"] [data-slot="member"]')).toHaveCount(8);
      // /contact is a redirect: links to it lead straight to its destination.
      await expect(page.getByRole("link", { name: "Join Now" })).toHaveAttribute("href", /^\/contact/);
    });
  }

  test("team v1: cards, each a square portrait over the name, role and social links, aligned left @phone", async ({
    page,
  }) => {
    await page.goto("/pages-menu/team-v1");
    await expect(page.locator('[data-block="team-grid"]')).toHaveAttribute("data-variant", "cards");
    const member = page.locator('[data-block="team-grid"] [data-slot="member"]').first();
    const card = await member.locator("article").boundingBox();
    const portrait = await member.locator("article > div:first-child").boundingBox();
    const name = await member.getByRole("heading", { level: 3, name: "Maya Lindgren" }).boundingBox();
    expect(card && portrait && name).toBeTruthy();
    if (!card || !portrait || !name) return;
    expect(Math.abs(portrait.width - portrait.height)).toBeLessThanOrEqual(1);
    expect(name.y).toBeGreaterThanOrEqual(portrait.y + portrait.height);
    // The name's text starts at the card's left padding, not centred in it.
    const text = await member.locator("h3").evaluate((heading) => {
      const range = document.createRange();
      range.selectNodeContents(heading);
      const { left, width } = range.getBoundingClientRect();
      return { left, width };
    });
    expect(text.left).toBeLessThan(card.x + (card.width - text.width) / 2 - 4);
    await expect(member.getByRole("link", { name: "Maya Lindgren on LinkedIn" })).toBeVisible();
    await expect(member.locator('[data-slot="social"]')).toHaveCSS("opacity", "1");
  });

  test("team v2: the portrait fills its card and carries the name and role; on touch screens the links show at rest @phone", async ({
    page,
    isMobile,
  }) => {
    await page.goto("/pages-menu/team-v2");
    await expect(page.locator('[data-block="team-grid"]')).toHaveAttribute("data-variant", "reveal");
    const member = page.locator('[data-block="team-grid"] [data-slot="member"]').first();
    const card = await member.locator("article").boundingBox();
    const photo = await member.locator("img").boundingBox();
    const caption = await member.locator("article > div:last-child").boundingBox();
    expect(card && photo && caption).toBeTruthy();
    if (!card || !photo || !caption) return;
    expect(Math.abs(photo.width - card.width)).toBeLessThanOrEqual(2);
    await expect(member.getByText("Creative Director", { exact: true })).toBeVisible();
    if (isMobile) {
      // Nothing hovers on a phone: the links show at rest, and the caption sits under the small photo.
      await expect(member.locator('[data-slot="social"]')).toHaveCSS("opacity", "1");
      expect(caption.y).toBeGreaterThanOrEqual(photo.y + photo.height - 1);
      return;
    }
    expect(caption.y).toBeGreaterThan(photo.y);
    expect(caption.y + caption.height).toBeLessThanOrEqual(photo.y + photo.height);
  });

  test("team v2 shows a member's social icons on hover and on keyboard focus, not before", async ({ page }) => {
    await page.goto("/pages-menu/team-v2");
    const members = page.locator('[data-block="team-grid"] [data-slot="member"]');
    const social = (n: number) => members.nth(n).locator('[data-slot="social"]');
    await page.mouse.move(0, 0);
    await expect(social(0)).toHaveCSS("opacity", "0");

    await members.nth(0).hover();
    await expect(social(0)).toHaveCSS("opacity", "1");
    await expect(social(1)).toHaveCSS("opacity", "0");

    await page.mouse.move(0, 0);
    await members.nth(1).getByRole("link").first().focus();
    await expect(social(1)).toHaveCSS("opacity", "1");
    await expect(social(0)).toHaveCSS("opacity", "0");
  });
});

test.describe("features and testimonials", () => {
  test("features v1: hosting technologies and 3 blog cards", async ({ page }) => {
    await page.goto("/pages-menu/features-v1");
    await expect(page.locator('[data-block="card-grid"] h3')).toHaveCount(6);
    await expect(page.locator('[data-block="blog-teasers"] article')).toHaveCount(3);
    // Under "Hosting tips from our engineers", posts on hosting, not the school, charity and children posts.
    await expect(page.locator('[data-block="blog-teasers"] article h3')).toHaveText([
      "A practical guide to faster page load times",
      "What a good hosting support plan includes",
      "Moving your website to a new host safely",
    ]);
  });

  test("features v2: the world map with the five data centres, named on the map apart from each other or in the list on phones @phone", async ({
    page,
    isMobile,
  }) => {
    await page.goto("/pages-menu/features-v2");
    const map = page.locator('[data-block="server-map"]');
    await expect(map.getByRole("img", { name: "World map of our server locations" })).toBeVisible();
    await expect(map.locator('[data-slot="land"]')).toBeVisible();
    const places = ["Phoenix", "Chicago", "Toronto", "Montreal", "Amsterdam"];
    await expect(map.locator('[data-slot="locations"] li')).toHaveText(places);
    const labels = map.locator('[data-slot="pin"] text');
    await expect(labels).toHaveText(places);
    if (isMobile) {
      for (const label of await labels.all()) await expect(label).toBeHidden();
      // Without their names the pins carry the map: each dot big enough to see at a glance.
      const dots = await map
        .locator('[data-slot="pin"] circle:last-of-type')
        .evaluateAll((circles) => circles.map((circle) => circle.getBoundingClientRect().width));
      expect(dots).toHaveLength(places.length);
      for (const dot of dots) expect(dot).toBeGreaterThanOrEqual(4);
      return;
    }
    const boxes = await labels.evaluateAll((texts: SVGTextElement[]) =>
      texts.map((text) => {
        const box = text.getBBox();
        return {
          name: text.textContent,
          left: box.x,
          top: box.y,
          right: box.x + box.width,
          bottom: box.y + box.height,
        };
      }),
    );
    const { width, height } = await map
      .locator("svg[role=img]")
      .evaluate((svg: SVGSVGElement) => ({ width: svg.viewBox.baseVal.width, height: svg.viewBox.baseVal.height }));
    for (const [i, box] of boxes.entries()) {
      expect(
        box.left >= 0 && box.top >= 0 && box.right <= width && box.bottom <= height,
        `${box.name} on the map`,
      ).toBe(true);
      for (const other of boxes.slice(i + 1)) {
        const apart =
          box.right <= other.left || other.right <= box.left || box.bottom <= other.top || other.bottom <= box.top;
        expect(apart, `${box.name} clear of ${other.name}`).toBe(true);
      }
    }
  });

  test("testimonials page: two sliders of client stories", async ({ page }) => {
    await page.goto("/pages-menu/testimonials");
    await expect(page).toHaveTitle(/Testimonials/);
    await expect(page.locator('[data-block="testimonial-slider"]')).toHaveCount(2);
  });
});
