/**
 * Partner logos: fictional wordmarks for the "trusted by" strip, 36 high and as wide as the name.
 * A geometric mark plus the name in bold system type, all in one slate colour
 * so the strip reads as a calm greyscale row. The drawing fills its box, so a logo shown
 * 40 px high is 40 px of logo, not a small mark lost in empty margins.
 */
import { mark, type MarkName } from "./marks.ts";
import { SLATE } from "./palette.ts";
import { Doc, text } from "./svg.ts";

const H = 36;
/** Room around the drawing, so antialiasing at its edges is not cut off. */
const MARGIN = 2;

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
 * Advance width of bold sans text, which sets the logo's width. The factors are DejaVu Sans Bold's,
 * rounded up, as wide as common system fonts get, so no name runs out of its box; a narrower font
 * leaves a little room on the right. The text is left-anchored next to the mark.
 */
function estimateWidth(label: string, size: number, tracking: number): number {
  let w = 0;
  for (const ch of label) {
    if ("il.".includes(ch)) w += 0.36;
    else if ("frtj".includes(ch)) w += 0.5;
    else if ("mwMW".includes(ch)) w += 1.05;
    else if (ch === ch.toUpperCase()) w += 0.86;
    else w += 0.72;
  }
  return w * size + tracking * (label.length - 1);
}

export function partnerLogo(name: PartnerName, color: string = SLATE): string {
  const spec: LogoSpec = PARTNER_LOGOS[name];
  const size = spec.caps ? 17 : 21;
  const tracking = spec.caps ? 1.5 : -0.3;
  const markSize = 32;
  const gap = 10;
  const width = Math.ceil(MARGIN + markSize + gap + estimateWidth(spec.label, size, tracking) + MARGIN);
  const doc = new Doc(width, H, `logo-${name}`);
  doc.add(mark(spec.mark, MARGIN, (H - markSize) / 2, markSize, color));
  doc.add(
    text(MARGIN + markSize + gap, H / 2 + size * 0.36, spec.label, size, color, {
      "font-weight": 700,
      "letter-spacing": tracking,
    }),
  );
  return doc.toString();
}
