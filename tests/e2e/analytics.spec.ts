import { appendFile } from "node:fs/promises";
import path from "node:path";
import type { Page, Request } from "@playwright/test";
import { builtFixtureSite } from "./built-fixture-site";
import { expect, test, waitForApp } from "./fixtures";

/**
 * The smallest site, with every analytics provider and a verification token in its site.yaml, built
 * into a folder of its own and served as a static host serves it. Each provider's script is answered
 * here, so no test reaches the network.
 */
const siteYaml = `
analytics:
  - { provider: plausible, domain: www.fixture.example }
  - { provider: google-analytics, id: G-A1B2C3D4E5 }
  - { provider: fathom, id: ABCDEFGH }
  - provider: custom
    src: https://stats.fixture.example/tracker.js?v=2
    data: { website-id: 94db1cb1 }
    connect: [https://events.fixture.example]
head:
  verification: { google: abc123DEF456ghi789 }
`;

const providers = [
  { url: "https://plausible.io/js/script.js", attributes: { "data-domain": "www.fixture.example" } },
  {
    url: "https://www.googletagmanager.com/gtag/js?id=G-A1B2C3D4E5",
    attributes: { "data-gtag-id": "G-A1B2C3D4E5" },
  },
  { url: "https://cdn.usefathom.com/script.js", attributes: { "data-site": "ABCDEFGH" } },
  { url: "https://stats.fixture.example/tracker.js?v=2", attributes: { "data-website-id": "94db1cb1" } },
];

const site = builtFixtureSite("site-with-analytics", (root) =>
  appendFile(path.join(root, "content/site.yaml"), siteYaml),
);

/** Answers every provider's script with one that says it ran; returns the requests, as they come. */
async function answerProviders(page: Page): Promise<Request[]> {
  const requests: Request[] = [];
  for (const { url } of providers) {
    await page.route(url, (route) => {
      requests.push(route.request());
      return route.fulfill({
        contentType: "text/javascript",
        body: `(window.providersRan ??= []).push(${JSON.stringify(url)});`,
      });
    });
  }
  return requests;
}

declare global {
  interface Window {
    providersRan?: string[];
    violations?: string[];
    dataLayer?: IArguments[];
  }
}

test("every provider's script is requested after the page has loaded, with its id on its tag", async ({ page }) => {
  const requests = await answerProviders(page);
  await page.addInitScript(() => {
    window.violations = [];
    document.addEventListener("securitypolicyviolation", (event) => window.violations?.push(event.blockedURI));
  });
  await page.goto(site.url);
  await waitForApp(page);
  await expect.poll(() => page.evaluate(() => window.providersRan?.length ?? 0)).toBe(providers.length);
  expect(requests.map((request) => request.url()).sort()).toEqual(providers.map(({ url }) => url).sort());

  const loadEnd = await page.evaluate(
    () => performance.getEntriesByType("navigation")[0]?.toJSON() as { loadEventEnd: number },
  );
  for (const { url, attributes } of providers) {
    const started = await page.evaluate(
      (name) => performance.getEntriesByName(name)[0]?.startTime ?? -1,
      new URL(url).href,
    );
    expect(started, `${url} is requested after the load event`).toBeGreaterThanOrEqual(loadEnd.loadEventEnd);
    const tag = page.locator(`head > script[src="${url}"]`);
    await expect(tag).toHaveCount(1);
    for (const [name, value] of Object.entries(attributes)) await expect(tag).toHaveAttribute(name, value);
    expect(await tag.evaluate((script: HTMLScriptElement) => script.async)).toBe(true);
  }
  // GA4's config call, made by the site's own script rather than an inline one.
  const commands = await page.evaluate(() => (window.dataLayer ?? []).map((command) => [...command].map(String)));
  expect(commands.map((command) => command[0])).toEqual(["js", "config"]);
  expect(commands[1]).toEqual(["config", "G-A1B2C3D4E5"]);
  expect(await page.evaluate(() => window.violations)).toEqual([]);
});

test("the built page names the providers in its policy, and keeps their tags inert until it has loaded", async () => {
  const html = await (await fetch(site.url)).text();
  const head = html.slice(0, html.indexOf("</head>"));
  // Inside a template the parser neither loads nor runs a script: only the shell's script is live.
  const template = /<template id="analytics">(.*?)<\/template>/.exec(head)?.[1] ?? "";
  expect(head.replace(template, "")).not.toMatch(/<script[^>]+src="https:/);
  expect(template).toBe(
    [
      '<script src="https://plausible.io/js/script.js" data-domain="www.fixture.example"></script>',
      '<script src="https://www.googletagmanager.com/gtag/js?id=G-A1B2C3D4E5" data-gtag-id="G-A1B2C3D4E5"></script>',
      '<script src="https://cdn.usefathom.com/script.js" data-site="ABCDEFGH"></script>',
      '<script src="https://stats.fixture.example/tracker.js?v=2" data-website-id="94db1cb1"></script>',
    ].join(""),
  );
  expect(head).toContain('<meta name="google-site-verification" content="abc123DEF456ghi789" />');
  const policy = (/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(head)?.[1] ?? "").replaceAll(
    "&#39;",
    "'",
  );
  const directive = (name: string) => new RegExp(`(^|; )${name} ([^;]*)`).exec(policy)?.[2]?.split(" ") ?? [];
  expect(directive("script-src")).toEqual(
    expect.arrayContaining([
      "https://plausible.io",
      "https://*.googletagmanager.com",
      "https://cdn.usefathom.com",
      "https://stats.fixture.example",
    ]),
  );
  expect(directive("script-src")).not.toContain("'unsafe-inline'");
  expect(directive("connect-src")).toEqual(
    expect.arrayContaining([
      "https://plausible.io",
      "https://*.google-analytics.com",
      "https://events.fixture.example",
    ]),
  );
  expect(directive("img-src")).toEqual(expect.arrayContaining(["https://cdn.usefathom.com"]));
});

test("a provider that cannot be reached breaks nothing on the page", async ({ page, consoleWatch }) => {
  consoleWatch.allow(/Failed to load resource/);
  await page.route(
    (url) => url.protocol === "https:",
    (route) => route.abort("internetdisconnected"),
  );
  await page.goto(site.url);
  await waitForApp(page);
  await expect.poll(() => page.locator("head > script[src^='https://']").count()).toBe(providers.length);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.shell)).toBe("ready");
});
