import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { formatError } from "../../src/engine/errors/site-error";
import { loadSite } from "../../src/engine/load-site";
import { buildSite } from "../../src/engine/output/build-site";
import { colourAt, decodePng } from "../helpers/decode-png";
import { fixtureSite } from "../helpers/fixture-site";
import { projectRoot } from "../helpers/site-kit";

/** site.yaml with a theme acme of the given accent, and the home page in it. */
async function siteWithAcme(accent: string): Promise<string> {
  const root = await fixtureSite();
  const site = path.join(root, "content/site.yaml");
  await writeFile(site, `${await readFile(site, "utf8")}themes:\n  acme:\n    accent: "${accent}"\n`);
  const home = path.join(root, "pages/index.yaml");
  await writeFile(home, (await readFile(home, "utf8")).replace("blocks:", "theme: acme\nblocks:"));
  return root;
}

const roots: string[] = [];
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

describe("a brand theme defined in site.yaml", { timeout: 180_000 }, () => {
  it("refuses #e4572e, too light to read on white, and names the nearest colour that reads", async () => {
    const root = await siteWithAcme("#e4572e");
    roots.push(root);
    const { site, errors } = await loadSite(root);
    expect(site).toBeUndefined();
    expect(errors.map((error) => formatError(error).split("\n")[0])).toEqual([
      "content/site.yaml:23:13 error themes.acme.accent: #e4572e on white is 3.6:1, AA needs 4.5:1; #d2461a passes [unreadable-colour]",
    ]);
  });

  it("builds a page in the colour it suggests, carrying that theme's colours alone", async () => {
    const root = await siteWithAcme("#d2461a");
    roots.push(root);
    const { site, errors } = await loadSite(root);
    expect(errors).toEqual([]);
    if (!site) throw new Error("the site did not validate");
    const outDir = path.join(root, "dist");
    await buildSite({ appRoot: projectRoot, siteRoot: root, outDir, site });
    const html = await readFile(path.join(outDir, "index.html"), "utf8");
    const styles = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((match) => match[1]);
    // So near the least contrast, the soft tint that the accent reads on is white itself.
    expect(styles).toEqual([
      ":root{--accent:#d2461a;--accent-strong:#ac3916;--accent-soft:#ffffff;--accent-ink:#ffffff;--accent-on-night:#f2b09d;--highlight:#f59e0b;--highlight-ink:#0f172a;--highlight-on-night:#f59e0b}",
    ]);
    expect(html).toContain('data-theme="acme"');
    // The site's stylesheet names no theme: every colour of the page comes from its own style.
    const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1] ?? "");
    for (const href of stylesheets) {
      const css = await readFile(path.join(outDir, href), "utf8");
      expect(css).not.toMatch(/--accent:\s*#|data-theme=/);
    }
    // Its social card is drawn in the theme's colours: the accent's shade fills the card.
    const card = decodePng(await readFile(path.join(outDir, "card.png")));
    expect(colourAt(card, 4, 4)).toBe("#ac3916");
  });
});
