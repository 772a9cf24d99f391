import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { aaContrast, contrastRatio, nearestPassing, oklchOf, shownRatio } from "../../schema/themes/colour-contrast";
import { shippedThemes } from "../../schema/themes/shipped-themes";
import { builtInThemes, themePalette } from "../../schema/themes/site-themes";
import { derivePalette, fixedColours } from "../../schema/themes/theme-palette";
import { createThemeSchema } from "../../schema/themes/theme-schema";
import { projectRoot } from "../helpers/site-kit";

const passesOnWhite = (hex: string) => contrastRatio(hex, fixedColours.white) >= aaContrast;
/** The messages a theme as site.yaml writes it gets, by the colour they are reported at. */
function themeProblems(theme: unknown): Record<string, string> {
  const parsed = createThemeSchema().safeParse(theme);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("contrast, as WCAG measures it", () => {
  it("is 21:1 for black on white and 1:1 for a colour on itself", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#e4572e", "#e4572e")).toBeCloseTo(1, 5);
  });

  it("shows a failing ratio cut, never rounded up to the 4.5 it misses", () => {
    expect(shownRatio(4.499)).toBe("4.4");
    expect(shownRatio(contrastRatio("#f59e0b", "#ffffff"))).toBe("2.1");
  });
});

describe("the nearest passing colour", () => {
  it("keeps the hue and chroma of #f59e0b and darkens it just until it reads on white", () => {
    const suggestion = nearestPassing("#f59e0b", passesOnWhite);
    expect(suggestion).toBe("#ac6500");
    const [from, to] = [oklchOf("#f59e0b"), oklchOf(suggestion ?? "")];
    expect(to.l).toBeLessThan(from.l);
    // Mapped into sRGB and written in hex, the hue moves a few degrees at most.
    expect(Math.abs((to.h ?? 0) - (from.h ?? 0))).toBeLessThan(8);
    expect(passesOnWhite(suggestion ?? "")).toBe(true);
    // A step lighter no longer reads: it is the nearest.
    expect(nearestPassing("#f59e0b", (hex) => passesOnWhite(hex) && oklchOf(hex).l > to.l + 0.002)).toBeUndefined();
  });

  it("lightens a colour when lighter is nearer, as text on night sections", () => {
    const onNight = (hex: string) => contrastRatio(hex, fixedColours.night) >= aaContrast;
    const suggestion = nearestPassing("#4f46e5", onNight) ?? "";
    expect(oklchOf(suggestion).l).toBeGreaterThan(oklchOf("#4f46e5").l);
    expect(onNight(suggestion)).toBe(true);
  });
});

describe("a theme's colours, derived from its accent", () => {
  it("derives every colour the stylesheet reads, each pair of them readable", () => {
    const palette = derivePalette({ accent: "#d2461a" });
    expect(palette.accent).toBe("#d2461a");
    expect(palette.accentInk).toBe("#ffffff");
    expect(oklchOf(palette.accentStrong).l).toBeLessThan(oklchOf(palette.accent).l);
    expect(oklchOf(palette.accentSoft).l).toBeGreaterThan(0.95);
    expect(contrastRatio(palette.accent, palette.accentSoft)).toBeGreaterThanOrEqual(aaContrast);
    expect(contrastRatio(palette.accentStrong, palette.accentSoft)).toBeGreaterThanOrEqual(aaContrast);
    expect(contrastRatio(palette.accentInk, palette.accentStrong)).toBeGreaterThanOrEqual(aaContrast);
    expect(contrastRatio(palette.accentOnNight, fixedColours.night)).toBeGreaterThanOrEqual(aaContrast);
    expect(palette.highlight).toBe("#f59e0b");
    expect(themeProblems({ accent: "#d2461a" })).toEqual({});
  });

  it("lightens the night tint of a near-black accent until it reads on night sections", () => {
    const palette = derivePalette({ accent: "#111111" });
    expect(contrastRatio(palette.accentOnNight, fixedColours.night)).toBeGreaterThanOrEqual(aaContrast);
  });

  it("writes on the highlight in white or the site's ink, as on the accent, and lightens it on night sections only where it must", () => {
    const amber = derivePalette({ accent: "#15803d", highlight: "#f59e0b" });
    expect([amber.highlightInk, amber.highlightOnNight]).toEqual([fixedColours.ink, "#f59e0b"]);
    const navy = derivePalette({ accent: "#15803d", highlight: "#1e3a8a" });
    expect(navy.highlight).toBe("#1e3a8a");
    expect(navy.highlightInk).toBe(fixedColours.white);
    expect(oklchOf(navy.highlightOnNight).l).toBeGreaterThan(oklchOf(navy.highlight).l);
    expect(contrastRatio(navy.highlightOnNight, fixedColours.night)).toBeGreaterThanOrEqual(aaContrast);
    expect(themeProblems({ accent: "#15803d", highlight: "#1e3a8a" })).toEqual({});
  });

  it("keeps the indigo highlight of the leads theme, with an ink that reads on it and a lighter indigo on night sections", () => {
    const leads = derivePalette(shippedThemes.leads ?? { accent: "" });
    expect(leads.highlight).toBe("#6366f1");
    expect(contrastRatio(leads.highlightInk, leads.highlight)).toBeGreaterThanOrEqual(aaContrast);
    expect(contrastRatio(leads.highlightOnNight, fixedColours.night)).toBeGreaterThanOrEqual(aaContrast);
  });

  it("writes every colour as six lower-case hex digits", () => {
    expect(derivePalette({ accent: "#C2410C", highlight: "#0EA5E9", accentSoft: "#fff" })).toMatchObject({
      accent: "#c2410c",
      highlight: "#0ea5e9",
      accentSoft: "#ffffff",
    });
  });

  it("keeps each built-in theme's colours as the stylesheet had them, and every one reads", () => {
    const themes = builtInThemes();
    expect(themePalette(themes, "brand")).toEqual({
      accent: "#4f46e5",
      accentStrong: "#3730a3",
      accentSoft: "#eef2ff",
      accentInk: "#ffffff",
      accentOnNight: "#a6b1f9",
      highlight: "#f59e0b",
      highlightInk: fixedColours.ink,
      highlightOnNight: "#f59e0b",
    });
    for (const [name, theme] of Object.entries(shippedThemes)) {
      expect(themeProblems(theme), name).toEqual({});
      expect(themePalette(themes, name), name).toMatchObject(theme);
    }
  });

  it("draws on the same surfaces as the stylesheet", async () => {
    const css = await readFile(path.join(projectRoot, "src/styles/app.css"), "utf8");
    expect(css).toContain(`--color-night: ${fixedColours.night};`);
    expect(css).toContain(`--color-ink: ${fixedColours.ink};`);
  });
});

describe("a theme that does not read", () => {
  it("is told at its accent with the ratio and the nearest passing colour", () => {
    expect(themeProblems({ accent: "#f59e0b" })).toEqual({
      accent: "#f59e0b on white is 2.1:1, AA needs 4.5:1; #ac6500 passes",
    });
  });

  it("is told at a colour given in place of a derived one, with a suggestion that reads wherever it is drawn", () => {
    const problems = themeProblems({ accent: "#c2410c", accentStrong: "#fb923c" });
    expect(Object.keys(problems)).toEqual(["accentStrong"]);
    const suggestion = /; (#[0-9a-f]{6}) passes$/.exec(problems.accentStrong ?? "")?.[1] ?? "";
    expect(themeProblems({ accent: "#c2410c", accentStrong: suggestion })).toEqual({});
  });

  it("is told at the ink given for it, and at a soft tint the accent does not read on", () => {
    expect(Object.keys(themeProblems({ accent: "#c2410c", accentInk: "#fdba74" }))).toEqual(["accentInk"]);
    expect(themeProblems({ accent: "#c2410c", accentSoft: "#fdba74" })).toEqual({
      accentSoft: "accent #c2410c on #fdba74 is 3.0:1, AA needs 4.5:1; #ffedce passes",
    });
  });

  it("is told at its highlight when neither white nor the site's ink reads on it, with the nearest that does", () => {
    const problems = themeProblems({ accent: "#15803d", highlight: "#6366f1" });
    expect(Object.keys(problems)).toEqual(["highlight"]);
    expect(problems.highlight).toMatch(
      /^highlightInk #0f172a on #6366f1 is 3\.9:1, AA needs 4\.5:1; #[0-9a-f]{6} passes$/,
    );
    const suggestion = /; (#[0-9a-f]{6}) passes$/.exec(problems.highlight ?? "")?.[1] ?? "";
    expect(themeProblems({ accent: "#15803d", highlight: suggestion })).toEqual({});
  });

  it("is told at an ink given for the highlight, and at a highlight given for night sections, that do not read", () => {
    expect(Object.keys(themeProblems({ accent: "#15803d", highlight: "#f59e0b", highlightInk: "#ffffff" }))).toEqual([
      "highlightInk",
    ]);
    expect(themeProblems({ accent: "#15803d", highlightOnNight: "#4338ca" })).toEqual({
      highlightOnNight: "#4338ca on night sections (#0b1120) is 2.3:1, AA needs 4.5:1; #676afe passes",
    });
  });

  it("refuses a colour that is not # and hex digits", () => {
    expect(themeProblems({ accent: "orange" })).toEqual({
      accent: '"orange" is not a colour; write it as # and six hex digits, such as "#e4572e"',
    });
  });
});
