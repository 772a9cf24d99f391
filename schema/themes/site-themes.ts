import { shippedThemes } from "./shipped-themes";
import { createThemeSchema, type SiteTheme } from "./theme-schema";
import type { ThemePalette } from "./theme-palette";

/**
 * The themes pages may name, by name: each with its colours, corners and font, or "unreadable" when
 * site.yaml defines it with a mistake (reported there, so a page naming it is not reported again).
 */
export type SiteThemes = ReadonlyMap<string, SiteTheme | "unreadable">;

/** Themes as written, by name, derived and checked as site.yaml's are. */
function themeOfEach(themes: Readonly<Record<string, unknown>>): Map<string, SiteTheme | "unreadable"> {
  const themeSchema = createThemeSchema();
  return new Map(
    Object.entries(themes).map(([name, theme]) => {
      const parsed = themeSchema.safeParse(theme);
      return [name, parsed.success ? parsed.data : "unreadable"];
    }),
  );
}

/** The built-in themes, derived; a unit test holds each to the same checks as site.yaml's. */
export const builtInThemes = (): SiteThemes => themeOfEach(shippedThemes);

/** The built-in themes, and in their place or beside them those site.yaml's `themes:` defines. */
export function siteThemes(themes: unknown): SiteThemes {
  // Anything but a mapping of names is reported when site.yaml is validated.
  if (typeof themes !== "object" || themes === null || Array.isArray(themes)) return builtInThemes();
  return new Map([...builtInThemes(), ...themeOfEach(themes as Record<string, unknown>)]);
}

/** A theme; undefined when no theme has the name, site.yaml could not define it, or could not be read. */
export function siteTheme(themes: SiteThemes | "unchecked", name: string): SiteTheme | undefined {
  const theme = themes === "unchecked" ? undefined : themes.get(name);
  return typeof theme === "object" ? theme : undefined;
}

/** A theme's colours; undefined as for siteTheme. */
export function themePalette(themes: SiteThemes | "unchecked", name: string): ThemePalette | undefined {
  return siteTheme(themes, name)?.palette;
}
