/**
 * Colour themes: one accent per site variant, carried through buttons, highlights and art.
 * src/styles/themes.css defines the tokens of each (a test checks that every name here has them).
 */
export const themeNames = [
  "brand",
  "course",
  "seo",
  "insurance",
  "hosting",
  "app",
  "crypto",
  "agency",
  "leads",
  "estate",
  "education",
  "charity",
  "design",
  "personal",
] as const;

export type ThemeName = (typeof themeNames)[number];
