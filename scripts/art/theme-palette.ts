/**
 * Art palettes taken from the site's shipped theme tokens, so a picture shown on a page carries that
 * page's accent and highlight rather than one picked for the picture alone.
 */
import { derivePalette } from "../../schema/themes/theme-palette.ts";
import { defaultTheme, shippedThemes } from "../../schema/themes/shipped-themes.ts";
import { makePalette, type Palette } from "./palette.ts";

export function themePalette(name: string): Palette {
  const theme = derivePalette(shippedThemes[name] ?? shippedThemes[defaultTheme]!);
  return { ...makePalette(name, theme.accent, theme.highlight, theme.accentSoft), deep: theme.accentStrong };
}
