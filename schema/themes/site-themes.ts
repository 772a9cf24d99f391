import { shippedThemes } from "./shipped-themes";
import { createThemeSchema } from "./theme-schema";
import type { ThemePalette } from "./theme-palette";

/**
 * The themes pages may name, by name: each with its colours, or "unreadable" when site.yaml defines it
 * with a mistake (reported there, so a page naming it is not reported again).
 */
export type SiteThemes = ReadonlyMap<string, ThemePalette | "unreadable">;

/** Themes as written, by name, derived and checked as site.yaml's are. */
function paletteOfEach(themes: Readonly<Record<string, unknown>>): Map<string, ThemePalette | "unreadable"> {
  const themeSchema = createThemeSchema();
  return new Map(
    Object.entries(themes).map(([name, theme]) => {
      const parsed = themeSchema.safeParse(theme);
      return [name, parsed.success ? parsed.data : "unreadable"];
    }),
  );
}

/** The built-in themes' colours; a unit test holds each to the same checks as site.yaml's. */
export const shippedPalettes = (): SiteThemes => paletteOfEach(shippedThemes);

/** The built-in themes, and in their place or beside them those site.yaml's `themes:` defines. */
export function siteThemes(themes: unknown): SiteThemes {
  // Anything but a mapping of names is reported when site.yaml is validated.
  if (typeof themes !== "object" || themes === null || Array.isArray(themes)) return shippedPalettes();
  return new Map([...shippedPalettes(), ...paletteOfEach(themes as Record<string, unknown>)]);
}

/** A theme's colours; undefined when no theme has the name, site.yaml could not define it, or could not be read. */
export function themePalette(themes: SiteThemes | "unchecked", name: string): ThemePalette | undefined {
  const palette = themes === "unchecked" ? undefined : themes.get(name);
  return typeof palette === "object" ? palette : undefined;
}
