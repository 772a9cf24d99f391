import { builtInThemes, themePalette } from "../../schema/themes/site-themes";
import type { ThemePalette } from "../../schema/themes/theme-palette";

/** The colours of a built-in theme, for a page a test makes by hand. */
export function shippedPalette(name: string): ThemePalette {
  const palette = themePalette(builtInThemes(), name);
  if (!palette) throw new Error(`no built-in theme "${name}"`);
  return palette;
}
