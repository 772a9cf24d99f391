import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, it } from "vitest";
import { loadSite } from "../../src/engine/load-site";
import { fixtureSite } from "../helpers/fixture-site";
import { islandsScriptOf, sitePageHtml } from "../helpers/site-page-html";

it("draws the site's menu in the header and sends none of it to the page's islands", async () => {
  const root = await fixtureSite();
  await mkdir(path.join(root, "pages/numbers"), { recursive: true });
  await writeFile(
    path.join(root, "pages/numbers/index.yaml"),
    [
      "title: Numbers",
      "description: The studio's numbers.",
      "blocks:",
      "  - type: header",
      "  - type: counters",
      "    items:",
      "      - { value: 150, suffix: +, label: Clients }",
      "",
    ].join("\n"),
  );
  const { site, errors } = await loadSite(root);
  expect(errors).toEqual([]);
  const page = site?.pages.find((candidate) => candidate.route === "/numbers");
  if (!site || !page) throw new Error("the page was not made");
  const html = sitePageHtml(site, page);

  const menuLinks = site.navigation.menu.flatMap((group) => group.sections.flatMap((section) => section.links));
  expect(menuLinks.length).toBeGreaterThan(0);
  const islands = islandsScriptOf(html);
  expect(islands, "the counters start as an island").toBeDefined();
  const shared = islands ?? "";
  for (const link of menuLinks) {
    expect(html).toContain(`href="${link.href}"`);
    expect(shared).not.toContain(JSON.stringify(link.label));
  }
  expect(Object.keys(JSON.parse(shared).context.site)).not.toContain("menu");
});
