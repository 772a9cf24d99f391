import { paletteProperties, paletteTokens, type ThemePalette } from "../../../schema/themes/theme-palette";

/** The one form a palette's colours have once validated; anything else never reaches the page. */
const hexColour = /^#[0-9a-f]{6}$/;

/**
 * The colours of a page's theme as the custom properties the stylesheet reads, for a `<style>` of its
 * own: a page carries its one theme, not every theme of the site. The text follows from the palette
 * alone, so the page's Content Security Policy allows it by its hash (page-policy.ts).
 */
export function themeCss(palette: ThemePalette): string {
  const properties = paletteTokens.map((token) => {
    const colour = palette[token];
    if (!hexColour.test(colour)) throw new Error(`the theme's ${token} is not a validated colour`);
    return `${paletteProperties[token]}:${colour}`;
  });
  return `:root{${properties.join(";")}}`;
}
