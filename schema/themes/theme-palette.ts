import { formatHex, interpolate } from "culori";
import { aaContrast, contrastRatio, nearestPassing, oklchHex, oklchOf } from "./colour-contrast";

/** The colours of a theme the stylesheet reads, by the name a theme in site.yaml gives them. */
export const paletteTokens = [
  "accent",
  "accentStrong",
  "accentSoft",
  "accentInk",
  "accentOnNight",
  "highlight",
  "highlightInk",
  "highlightOnNight",
] as const;
export type PaletteToken = (typeof paletteTokens)[number];

/** Every colour of a theme, as six-digit hex. */
export type ThemePalette = Record<PaletteToken, string>;

/** A theme as site.yaml writes it: the accent, and any other colour given instead of derived. */
export type ThemeInput = Pick<ThemePalette, "accent"> & Partial<ThemePalette>;

/** The custom property of the stylesheet (src/styles/app.css) each colour sets. */
export const paletteProperties: Record<PaletteToken, string> = {
  accent: "--accent",
  accentStrong: "--accent-strong",
  accentSoft: "--accent-soft",
  accentInk: "--accent-ink",
  accentOnNight: "--accent-on-night",
  highlight: "--highlight",
  highlightInk: "--highlight-ink",
  highlightOnNight: "--highlight-on-night",
};

/** The surfaces and text colour every theme is drawn with (src/styles/app.css: white, --color-night, --color-ink). */
export const fixedColours = { white: "#ffffff", night: "#0b1120", ink: "#0f172a" } as const;

/** The highlight of a theme that names none: the amber most shipped themes use for stars and badges. */
const defaultHighlight = "#f59e0b";

/** Each colour given, as six lower-case hex digits ("#E52" is "#ee5522"), the one form a palette holds. */
function sixDigitHex(input: ThemeInput): ThemeInput {
  const entries = Object.entries(input).map(([token, colour]) => [token, formatHex(colour) ?? colour]);
  return { ...input, ...Object.fromEntries(entries) };
}

const readable = (text: string, background: string) => contrastRatio(text, background) >= aaContrast;

/** The ink of a colour text is drawn on (the accent, the highlight): white, or the site's ink on a colour too light for white. */
export const inkOn = (colour: string) => (readable(fixedColours.white, colour) ? fixedColours.white : fixedColours.ink);

/** A colour as text on night sections: itself where it reads there, else moved in lightness until it does. */
function readableOnNight(colour: string): string {
  const nightReads = (hex: string) => readable(hex, fixedColours.night);
  return nightReads(colour) ? colour : (nearestPassing(colour, nightReads) ?? colour);
}

/**
 * A theme's colours from its accent, in OKLCH: the strong shade is darker and a little less vivid, the
 * soft tint nearly white in the accent's hue, the ink white (or the site's ink on a light accent), and
 * the accent on night sections a light tint of it, as the stylesheet mixed it before themes were data.
 * The highlight's ink is chosen as the accent's is, and on night sections the highlight is drawn as it
 * is, or lightened where it would not read there.
 * Each derived colour is then moved in lightness, if it must, until the pairs it is drawn in read at
 * AA; a colour the theme gives is kept as given (site.yaml's check reports it when it does not read).
 */
export function derivePalette(written: ThemeInput): ThemePalette {
  const input = sixDigitHex(written);
  const { accent } = input;
  const { l, c, h } = oklchOf(accent);
  const accentInk = input.accentInk ?? inkOn(accent);
  const softTint = oklchHex(0.97, Math.min(c * 0.08, 0.02), h);
  const accentSoft =
    input.accentSoft ??
    (readable(accent, softTint) ? softTint : (nearestPassing(softTint, (hex) => readable(accent, hex)) ?? softTint));
  const strongShade = oklchHex(l - 0.08, c * 0.85, h);
  const strongReads = (hex: string) => readable(hex, accentSoft) && readable(accentInk, hex);
  const accentStrong =
    input.accentStrong ??
    (strongReads(strongShade) ? strongShade : (nearestPassing(strongShade, strongReads) ?? strongShade));
  const accentOnNight =
    input.accentOnNight ?? readableOnNight(formatHex(interpolate([accent, fixedColours.white], "oklab")(0.55)));
  const highlight = input.highlight ?? defaultHighlight;
  const highlightInk = input.highlightInk ?? inkOn(highlight);
  const highlightOnNight = input.highlightOnNight ?? readableOnNight(highlight);
  return { accent, accentStrong, accentSoft, accentInk, accentOnNight, highlight, highlightInk, highlightOnNight };
}
