/**
 * Partner logos (200×64): fictional wordmarks for the "trusted by" strip.
 * A geometric mark plus the name in bold system type, all in one slate colour
 * so the strip reads as a calm greyscale row.
 */
import { mark, type MarkName } from "./marks.ts";
import { SLATE } from "./palette.ts";
import { Doc, text } from "./svg.ts";

const W = 200;
const H = 64;

interface LogoSpec {
  label: string;
  mark: MarkName;
  /** Uppercase names get tracking and a smaller size so they don't shout. */
  caps?: boolean;
}

export const PARTNER_LOGOS = {
  northwind: { label: "Northwind", mark: "northwind" },
  lumen: { label: "lumen", mark: "lumen" },
  orbit: { label: "Orbit", mark: "orbit" },
  pinecone: { label: "pinecone", mark: "pinecone" },
  quantum: { label: "QUANTUM", mark: "quantum", caps: true },
  sparrow: { label: "Sparrow", mark: "sparrow" },
  tidal: { label: "tidal", mark: "tidal" },
  vertex: { label: "VERTEX", mark: "vertex", caps: true },
  zenith: { label: "Zenith", mark: "zenith" },
  harbor: { label: "Harbor", mark: "harbor" },
} satisfies Record<string, LogoSpec>;

export type PartnerName = keyof typeof PARTNER_LOGOS;

/**
 * Rough advance width of bold sans text. Real fonts differ (system-ui varies by OS),
 * so this only centres the group approximately; the text is left-anchored next to the
 * mark so a wider font grows to the right instead of overlapping the mark.
 */
function estimateWidth(label: string, size: number, tracking: number): number {
  let w = 0;
  for (const ch of label) {
    // Factors err on the wide side (DejaVu-like fonts), so narrower system fonts only shift left a little.
    if ("il.".includes(ch)) w += 0.32;
    else if ("mwMW".includes(ch)) w += 0.95;
    else if (ch === ch.toUpperCase()) w += 0.74;
    else w += 0.64;
  }
  return w * size + tracking * (label.length - 1);
}

export function partnerLogo(name: PartnerName, color: string = SLATE): string {
  const spec: LogoSpec = PARTNER_LOGOS[name];
  const doc = new Doc(W, H, `logo-${name}`);
  const size = spec.caps ? 17 : 21;
  const tracking = spec.caps ? 1.5 : -0.3;
  const markSize = 32;
  const gap = 10;
  const total = markSize + gap + estimateWidth(spec.label, size, tracking);
  const x0 = Math.max(6, Math.round((W - total) / 2));
  doc.add(mark(spec.mark, x0, (H - markSize) / 2, markSize, color));
  doc.add(
    text(x0 + markSize + gap, H / 2 + size * 0.36, spec.label, size, color, {
      "font-weight": 700,
      "letter-spacing": tracking,
    }),
  );
  return doc.toString();
}
