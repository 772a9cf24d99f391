import { aaContrast, contrastRatio, nearestPassing, shownRatio } from "./colour-contrast";
import { fixedColours, inkOn, type PaletteToken, type ThemeInput, type ThemePalette } from "./theme-palette";

/** A colour drawn on another somewhere in the stylesheet: text (or an icon) and what is behind it. */
interface ReadablePair {
  text: PaletteToken;
  on: PaletteToken | "white" | "night";
}

/**
 * Where a theme's colours meet in the stylesheet, each of which must read at AA: links and outlined
 * buttons (accent on white), buttons (ink on accent, and on accentStrong when hovered), the menu's
 * current entry and the accordion's mark (accent and accentStrong on accentSoft), accent words in
 * night sections (accentOnNight), a featured plan's badge and the check marks of a dark hero (ink on
 * the highlight), and the words, outlined buttons and icons a dark hero, banner or tag list draws in the
 * highlight (highlightOnNight).
 */
const readablePairs: readonly ReadablePair[] = [
  { text: "accent", on: "white" },
  { text: "accentInk", on: "accent" },
  { text: "accent", on: "accentSoft" },
  { text: "accentStrong", on: "accentSoft" },
  { text: "accentInk", on: "accentStrong" },
  { text: "accentOnNight", on: "night" },
  { text: "highlightInk", on: "highlight" },
  { text: "highlightOnNight", on: "night" },
];

/** A pair that does not read: which colour of the theme to change, what the message says, and to what. */
export interface UnreadableColour {
  token: PaletteToken;
  facts: { colour: string; on: string; ratio: string; suggestion: string | undefined };
}

/** The colours a brand chooses, which the others are derived from. */
const brandColours = new Set<PaletteToken>(["accent", "highlight"]);

const surfaceNames = { white: "white", night: `night sections (${fixedColours.night})` };

const colourOf = (palette: ThemePalette, colour: ReadablePair["on"]) =>
  colour === "white" || colour === "night" ? fixedColours[colour] : palette[colour];

/** The colours derivation moves until they read with these (theme-palette.ts), when the theme does not give them. */
const derivedToRead: Partial<Record<PaletteToken, readonly PaletteToken[]>> = {
  accentSoft: ["accent"],
  accentStrong: ["accent", "accentSoft", "accentInk"],
};

/** The ink derived for a colour text is drawn on, when the theme gives none (theme-palette.ts). */
const inkOf: Partial<Record<PaletteToken, "accentInk" | "highlightInk">> = {
  accent: "accentInk",
  highlight: "highlightInk",
};

/**
 * Whether every pair a colour of the theme is drawn in reads with `hex` in its place. A derived colour
 * that derivation makes read with it is not held against it; the ink of an accent or a highlight is
 * derived again (a darker one takes white ink).
 */
function readsEverywhere(input: ThemeInput, palette: ThemePalette, token: PaletteToken, hex: string): boolean {
  const ink = inkOf[token];
  const derivedInk = ink !== undefined && input[ink] === undefined;
  const changed = { ...palette, [token]: hex, ...(derivedInk ? { [ink]: inkOn(hex) } : {}) };
  const held = (colour: ReadablePair["on"]) =>
    colour === "white" ||
    colour === "night" ||
    input[colour] !== undefined ||
    !(derivedToRead[colour]?.includes(token) ?? false);
  return readablePairs
    .filter(({ text, on }) => (text === token && held(on)) || (on === token && held(text)))
    .every(({ text, on }) => contrastRatio(changed[text], colourOf(changed, on)) >= aaContrast);
}

/**
 * The pairs of a theme's colours that read under AA, each reported at a colour the theme gives: the
 * text's own when given, else what is behind it, and the accent only when the other is derived. A
 * pair of derived colours alone is never reported: derivation makes them read once the colours they
 * come from do. The suggestion keeps the hue and chroma of the colour to change and moves its
 * lightness until every pair it is drawn in reads.
 */
export function unreadableColours(input: ThemeInput, palette: ThemePalette): UnreadableColour[] {
  const problems: UnreadableColour[] = [];
  for (const { text, on } of readablePairs) {
    const background = colourOf(palette, on);
    const ratio = contrastRatio(palette[text], background);
    if (ratio >= aaContrast) continue;
    // The brand's accent and highlight are the last to change: a shade, tint or ink given beside one is reported first.
    const token = [text, on]
      .filter(
        (colour): colour is PaletteToken => colour !== "white" && colour !== "night" && input[colour] !== undefined,
      )
      .sort((a, b) => Number(brandColours.has(a)) - Number(brandColours.has(b)))[0];
    // One report a colour: the first pair it fails is where it is used most.
    if (!token || problems.some((problem) => problem.token === token)) continue;
    const suggestion = nearestPassing(palette[token], (hex) => readsEverywhere(input, palette, token, hex));
    const named = (colour: PaletteToken) => (colour === token ? palette[colour] : `${colour} ${palette[colour]}`);
    const onName = on === "white" || on === "night" ? surfaceNames[on] : named(on);
    problems.push({ token, facts: { colour: named(text), on: onName, ratio: shownRatio(ratio), suggestion } });
  }
  return problems;
}
