import type { ThemeName } from "../../../schema/themes";

/** The tokens every theme defines in src/styles/themes.css. */
export interface ThemeColours {
  accent: string;
  accentStrong: string;
  accentSoft: string;
  accentInk: string;
  highlight: string;
}

const tokens: Record<keyof ThemeColours, string> = {
  accent: "--accent",
  accentStrong: "--accent-strong",
  accentSoft: "--accent-soft",
  accentInk: "--accent-ink",
  highlight: "--highlight",
};

/**
 * Each theme's colours as the stylesheet defines them (`[data-theme="seo"] { --accent: #6d28d9; ... }`),
 * so a card is drawn in the same colours as its page. A theme missing a token is an error: the page
 * would be missing it too.
 */
export function themeColours(css: string): Map<ThemeName | string, ThemeColours> {
  const themes = new Map<string, ThemeColours>();
  for (const [, name = "", body = ""] of css.matchAll(/\[data-theme="([a-z-]+)"\]\s*\{([^}]*)\}/g)) {
    const values = new Map(
      [...body.matchAll(/(--[a-z-]+):\s*([^;]+);/g)].map(([, key = "", value = ""]) => [key, value.trim()]),
    );
    const colour = (key: keyof ThemeColours) => {
      const value = values.get(tokens[key]);
      if (!value) throw new Error(`themes.css: the theme "${name}" has no ${tokens[key]}`);
      return value;
    };
    themes.set(name, {
      accent: colour("accent"),
      accentStrong: colour("accentStrong"),
      accentSoft: colour("accentSoft"),
      accentInk: colour("accentInk"),
      highlight: colour("highlight"),
    });
  }
  return themes;
}
