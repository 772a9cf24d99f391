import { paletteProperties, paletteTokens, type ThemePalette } from "../../../schema/themes/theme-palette";
import { radiusProperties, radiusValues, type RadiusStep } from "../../../schema/themes/theme-radius";
import type { PageData } from "../../../schema/page";
import { withBase } from "../../routing/base-path";
import type { SiteIdentity, ThemeFontFace } from "../site";

/** The one form a palette's colours have once validated; anything else never reaches the page. */
const hexColour = /^#[0-9a-f]{6}$/;
/** The forms a font's family, weights and address have once validated (validate/site-fonts.ts, base-rule.ts). */
const fontFamily = /^[A-Za-z0-9][A-Za-z0-9 ]*$/;
const fontWeight = /^[1-9]\d{0,3}( [1-9]\d{0,3})?$/;
const fontAddress = /^\/([A-Za-z0-9._-]+\/)*[a-z0-9-]+\.woff2$/;

/** What a page's theme sets: its colours, and its corners and font when it gives them. */
export interface PageLook {
  palette: ThemePalette;
  radius?: RadiusStep | undefined;
  /** The theme's font, with its address under the site's base. */
  font?: (ThemeFontFace & { url: string }) | undefined;
}

/** The fallbacks after a theme's font, as the stylesheet's own --font-sans has them (src/styles/app.css). */
const fallbackFonts = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", sans-serif';

/** A theme's font as an @font-face, drawn as the site's own is: in it when it is there for the first paint. */
function fontFace({ family, weight, style, url }: NonNullable<PageLook["font"]>): string {
  if (!fontFamily.test(family) || !fontWeight.test(weight) || !fontAddress.test(url))
    throw new Error(`the theme's font ${JSON.stringify(family)} is not a validated font`);
  return `@font-face{font-family:"${family}";font-style:${style};font-display:optional;font-weight:${weight};src:url("${url}") format("woff2")}`;
}

/**
 * The look of a page's theme as the custom properties the stylesheet reads, for a `<style>` of its own:
 * a page carries its one theme, not every theme of the site. Its colours always; the radius variables
 * of its corners' step and its font's @font-face only when its theme sets them, so pages of every other
 * theme keep the stylesheet's. The text follows from the theme alone, so the page's Content Security
 * Policy allows it by its hash (page-policy.ts).
 */
export function themeCss({ palette, radius, font }: PageLook): string {
  const properties = paletteTokens.map((token) => {
    const colour = palette[token];
    if (!hexColour.test(colour)) throw new Error(`the theme's ${token} is not a validated colour`);
    return `${paletteProperties[token]}:${colour}`;
  });
  if (radius) properties.push(...radiusProperties.map((property) => `${property}:${radiusValues[radius][property]}`));
  if (font) properties.push(`--font-sans:"${font.family}", ${fallbackFonts}`);
  return `${font ? fontFace(font) : ""}:root{${properties.join(";")}}`;
}

/** The font of a page's theme, with its address under the site's base; undefined for a theme without one. */
export function pageFont(page: Pick<PageData, "font">, identity: Pick<SiteIdentity, "base" | "fonts">) {
  const face = page.font === undefined ? undefined : identity.fonts?.[page.font];
  return face && { ...face, url: withBase(identity.base, face.path) };
}

/** The style of a page's theme, the same text for its `<style>` and for its policy's hash. */
export function pageThemeCss(
  page: Pick<PageData, "palette" | "radius" | "font">,
  identity: Pick<SiteIdentity, "base" | "fonts">,
): string {
  return themeCss({ palette: page.palette, radius: page.radius, font: pageFont(page, identity) });
}
