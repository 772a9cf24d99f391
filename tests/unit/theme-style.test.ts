import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { radiusProperties, radiusValues } from "../../schema/themes/theme-radius";
import { loadSite } from "../../src/engine/load-site";
import { pageThemeCss, themeCss } from "../../src/engine/render/theme-style";
import { fixtureSite } from "../helpers/fixture-site";
import { shippedPalette } from "../helpers/shipped-palette";
import { projectRoot } from "../helpers/site-kit";

const palette = shippedPalette("leads");
const serif = { family: "Fixture Serif", weight: "300 900", style: "normal" as const };
const serifFace = { ...serif, path: "/assets/fonts/x.woff2" };
const serifPath = "/assets/fonts/fixture-serif-latin-wght-normal-0a1b2c3d.woff2";

/** The value a stylesheet gives a custom property, as `--name: value;` writes it. */
const declared = (css: string, property: string) => new RegExp(`${property}:\\s*([^;]+);`).exec(css)?.[1]?.trim();

describe("a page's theme style", () => {
  it("holds the theme's colours alone when the theme sets neither corners nor font", () => {
    const css = themeCss({ palette });
    expect(css).toMatch(
      /^:root\{--accent:#15803d;.*--highlight:#6366f1;--highlight-ink:#030617;--highlight-on-night:#[0-9a-f]{6}\}$/,
    );
    expect(css).not.toContain("--radius");
    expect(css).not.toContain("@font-face");
  });

  it("sets every radius variable the components round with to the theme's step", () => {
    const css = themeCss({ palette, radius: "none" });
    for (const property of radiusProperties) expect(css).toContain(`${property}:0`);
    expect(themeCss({ palette, radius: "small" })).toContain("--radius-card:0.375rem;");
  });

  it("gives large the stylesheet's own corners, so a theme with it looks as one without a radius", async () => {
    const site = await readFile(path.join(projectRoot, "src/styles/app.css"), "utf8");
    const tailwind = await readFile(path.join(projectRoot, "node_modules/tailwindcss/theme.css"), "utf8");
    for (const property of radiusProperties) {
      expect(radiusValues.large[property], property).toBe(declared(site, property) ?? declared(tailwind, property));
    }
  });

  it("draws the page in its theme's font, from the file the site publishes under its base", () => {
    const css = pageThemeCss(
      { palette, font: "serif" },
      { base: "/docs/", fonts: { serif: { ...serif, path: serifPath } } },
    );
    expect(css).toContain(
      `@font-face{font-family:"Fixture Serif";font-style:normal;font-display:optional;font-weight:300 900;src:url("/docs${serifPath}") format("woff2")}`,
    );
    expect(css).toContain(`--font-sans:"Fixture Serif", ui-sans-serif,`);
    expect(pageThemeCss({ palette }, { base: "/", fonts: { serif: { ...serif, path: serifPath } } })).not.toContain(
      "font",
    );
  });

  it("refuses a font whose family or address was not validated, rather than write it into the page", () => {
    const font = { ...serifFace, family: 'X"}body{color:red', url: serifPath };
    expect(() => themeCss({ palette, font })).toThrow(/not a validated font/);
    expect(() =>
      themeCss({ palette, font: { ...serifFace, url: "/x.woff2) url(https://evil.example/a.woff2" } }),
    ).toThrow(/not a validated font/);
  });
});

const roots: string[] = [];
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

describe("a site's fonts", () => {
  it("are read from their installed package: family, weights, and the file named by its content", async () => {
    const root = await fixtureSite("unknown-font");
    roots.push(root);
    const file = path.join(root, "content/site.yaml");
    await writeFile(file, (await readFile(file, "utf8")).replace("font: serf", "font: serif"));
    const { site, errors } = await loadSite(root);
    expect(errors).toEqual([]);
    expect(site?.identity.fonts).toEqual({
      serif: {
        ...serif,
        path: expect.stringMatching(/^\/assets\/fonts\/fixture-serif-latin-wght-normal-[0-9a-f]{8}\.woff2$/),
      },
    });
    expect(site?.fonts.get("serif")?.source).toBe(
      path.join(root, "node_modules/@fontsource-variable/fixture-serif/files/fixture-serif-latin-wght-normal.woff2"),
    );
  });
});
