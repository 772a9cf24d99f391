/** The tokens of src/styles/themes.css a card is drawn in. */
const tokens = {
  accent: "--accent",
  accentStrong: "--accent-strong",
  accentInk: "--accent-ink",
  highlight: "--highlight",
};

export type ThemeColours = Record<keyof typeof tokens, string>;

/**
 * Each theme's colours as the stylesheet defines them (`[data-theme="seo"] { --accent: #6d28d9; ... }`),
 * so a card is drawn in the same colours as its page. A theme missing a token is an error: the page
 * would be missing it too.
 */
export function themeColours(css: string): Map<string, ThemeColours> {
  const themes = new Map<string, ThemeColours>();
  for (const [, name = "", body = ""] of css.matchAll(/\[data-theme="([a-z-]+)"\]\s*\{([^}]*)\}/g)) {
    const values = new Map(
      [...body.matchAll(/(--[a-z-]+):\s*([^;]+);/g)].map(([, key, value]) => [key, value?.trim()]),
    );
    const colour = (token: string) => {
      const value = values.get(token);
      if (!value) throw new Error(`themes.css: the theme "${name}" has no ${token}`);
      return value;
    };
    themes.set(name, {
      accent: colour(tokens.accent),
      accentStrong: colour(tokens.accentStrong),
      accentInk: colour(tokens.accentInk),
      highlight: colour(tokens.highlight),
    });
  }
  return themes;
}
