import type { ThemeInput } from "./theme-palette";

/**
 * The themes every site has, one per variant of the first site, in the form site.yaml writes a theme.
 * Their shades and tints were chosen by hand before themes were derived, so they are given here
 * rather than derived: the pages keep the look they had. A site's theme of the same name replaces one.
 * Where the site's ink does not read on a highlight (indigo, violet), the ink is that ink darkened just
 * until it does (highlightInk): the badge keeps its colours to the eye, and the highlight stays as it was.
 */
export const shippedThemes: Readonly<Record<string, ThemeInput>> = {
  brand: { accent: "#4f46e5", accentStrong: "#3730a3", accentSoft: "#eef2ff", highlight: "#f59e0b" },
  course: { accent: "#0f766e", accentStrong: "#115e59", accentSoft: "#f0fdfa", highlight: "#f59e0b" },
  seo: { accent: "#6d28d9", accentStrong: "#5b21b6", accentSoft: "#f5f3ff", highlight: "#f97316" },
  insurance: { accent: "#0369a1", accentStrong: "#075985", accentSoft: "#f0f9ff", highlight: "#f59e0b" },
  hosting: { accent: "#1d4ed8", accentStrong: "#1e3a8a", accentSoft: "#eff6ff", highlight: "#10b981" },
  app: {
    accent: "#be185d",
    accentStrong: "#9d174d",
    accentSoft: "#fdf2f8",
    highlight: "#8b5cf6",
    highlightInk: "#080f22",
  },
  crypto: { accent: "#b45309", accentStrong: "#92400e", accentSoft: "#fffbeb", highlight: "#14b8a6" },
  agency: { accent: "#c2410c", accentStrong: "#9a3412", accentSoft: "#fff7ed", highlight: "#0ea5e9" },
  leads: {
    accent: "#15803d",
    accentStrong: "#166534",
    accentSoft: "#f0fdf4",
    highlight: "#6366f1",
    highlightInk: "#030617",
  },
  estate: { accent: "#155e75", accentStrong: "#164e63", accentSoft: "#ecfeff", highlight: "#f59e0b" },
  education: { accent: "#a21caf", accentStrong: "#86198f", accentSoft: "#fdf4ff", highlight: "#0ea5e9" },
  charity: { accent: "#b91c1c", accentStrong: "#991b1b", accentSoft: "#fef2f2", highlight: "#f59e0b" },
  design: { accent: "#3f3f46", accentStrong: "#18181b", accentSoft: "#f4f4f5", highlight: "#f43f5e" },
  personal: { accent: "#4338ca", accentStrong: "#3730a3", accentSoft: "#eef2ff", highlight: "#f97316" },
};

/** The theme of a page that names none. */
export const defaultTheme = "brand";
