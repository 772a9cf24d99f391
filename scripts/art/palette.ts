/**
 * Colour palettes for the art kit.
 *
 * A palette is built from one accent and one secondary colour; the lighter and
 * darker shades are derived by mixing with white / ink so every family gets a
 * consistent tonal ladder without hand-picking five hexes per theme.
 */

export interface Palette {
  name: string;
  /** Main colour: primary shapes, buttons, chart lines. */
  accent: string;
  /** Darker shade of the accent: contrast shapes and headings on light cards. */
  deep: string;
  /** Mid-light shade of the accent: secondary shapes, chart tracks. */
  soft: string;
  /** Very light wash used for backgrounds and card fills. */
  tint: string;
  /** Complementary pop colour, used sparingly for highlights. */
  secondary: string;
  /** Light version of the secondary colour. */
  secondarySoft: string;
}

// Neutrals (Tailwind slate scale) shared by every family so mock-ups feel like one product.
export const INK = "#0f172a";
export const DARK = "#1e293b";
export const SLATE = "#475569";
export const MUTED = "#94a3b8";
export const BAR = "#cbd5e1";
export const LINE = "#e2e8f0";
export const PAPER = "#f8fafc";
export const WHITE = "#fff";
/** Positive-trend green for up-arrows, independent of the palette so "growth" always reads the same. */
export const SUCCESS = "#10b981";

function parseHex(hex: string): [number, number, number] {
  let h = hex.replace("#", "");
  if (h.length === 3) h = h.replace(/./g, (c) => c + c);
  const v = parseInt(h, 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Linear RGB mix: t = 0 returns a, t = 1 returns b. */
export function mix(a: string, b: string, t: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  const out = ca.map((c, i) => Math.round(c + ((cb[i] ?? 0) - c) * t));
  return "#" + out.map((c) => c.toString(16).padStart(2, "0")).join("");
}

export function makePalette(name: string, accent: string, secondary: string, tint?: string): Palette {
  return {
    name,
    accent,
    deep: mix(accent, INK, 0.4),
    soft: mix(accent, "#ffffff", 0.6),
    tint: tint ?? mix(accent, "#ffffff", 0.92),
    secondary,
    secondarySoft: mix(secondary, "#ffffff", 0.7),
  };
}

// Theme palettes: one per home variant of the site.
export const BRAND = makePalette("brand", "#4f46e5", "#06b6d4", "#eef2ff");
export const COURSE = makePalette("course", "#0f766e", "#f59e0b", "#f0fdfa");
export const SEO = makePalette("seo", "#7c3aed", "#f97316", "#f5f3ff");

// Editorial palettes for blog and portfolio art; secondaries are chosen to contrast with each accent.
export const TEAL = makePalette("teal", "#0d9488", "#f59e0b");
export const INDIGO = makePalette("indigo", "#4f46e5", "#f472b6");
export const VIOLET = makePalette("violet", "#7c3aed", "#fb923c");
export const ORANGE = makePalette("orange", "#ea580c", "#0ea5e9");
export const ROSE = makePalette("rose", "#e11d48", "#f59e0b");
export const SKY = makePalette("sky", "#0284c7", "#facc15");
export const EMERALD = makePalette("emerald", "#059669", "#f472b6");
export const AMBER = makePalette("amber", "#d97706", "#6366f1");

export const EDITORIAL_PALETTES: readonly Palette[] = [TEAL, INDIGO, VIOLET, ORANGE, ROSE, SKY, EMERALD, AMBER];

// Home variants of part 1: insurance, web hosting, app landing, crypto, agency modern, lead generation.
export const INSURANCE = makePalette("insurance", "#0369a1", "#f59e0b", "#f0f9ff");
export const HOSTING = makePalette("hosting", "#1d4ed8", "#10b981", "#eff6ff");
export const APP = makePalette("app", "#be185d", "#8b5cf6", "#fdf2f8");
export const CRYPTO = makePalette("crypto", "#d97706", "#14b8a6", "#fffbeb");
export const AGENCY = makePalette("agency", "#c2410c", "#0ea5e9", "#fff7ed");
export const LEADS = makePalette("leads", "#15803d", "#6366f1", "#f0fdf4");
