import type { Font } from "fontkit";
import { escapeHtml } from "../../render/escape-html";
import type { CardDrawing, CardFont, ThemeColours } from "./card-drawing";
import { margin, placeGlyphs, titleBand, titleGlyphs, type GlyphPlace } from "./card-layout";
import { cardSize } from "./card-size";

export type CardContent = Pick<CardDrawing, "siteName" | "domain"> & { title: string; colours: ThemeColours };

/** Glyphs as outlines, each a path in the font's own shapes: the card needs no font installed where it is drawn. */
function glyphPaths(font: Font, glyphs: readonly GlyphPlace[], attributes: string): string {
  const paths = glyphs.map(({ glyph, size, x, y }) => {
    const outline = glyph.path.toSVG();
    const scale = size / font.unitsPerEm;
    const matrix = [scale, 0, 0, -scale, x, y].map((n) => +n.toFixed(3)).join(" ");
    return outline === "" ? "" : `<path transform="matrix(${matrix})" d="${outline}"/>`;
  });
  return `<g ${attributes}>${paths.join("")}</g>`;
}

/**
 * What every card of a site in one theme shows: the site's mark and name and its address, in the
 * theme's colours and the site's own font; `title` goes between the name and the address.
 */
export function backgroundSvg(
  font: CardFont,
  { siteName, domain, colours }: Omit<CardContent, "title">,
  title = "",
): string {
  const { width, height } = cardSize;
  const [ink, strong, highlight] = [colours.accentInk, colours.accentStrong, colours.highlight].map(escapeHtml);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    // Flat colours: a gradient would make the PNG twice as large and slower to encode.
    `<rect width="${width}" height="${height}" fill="${strong}"/>`,
    // Rings in the corner and a dot of the second colour, as the page banners have.
    `<circle cx="1110" cy="70" r="230" fill="${escapeHtml(colours.accent)}"/>`,
    `<circle cx="1110" cy="70" r="320" fill="none" stroke="${ink}" stroke-opacity=".12" stroke-width="2"/>`,
    `<circle cx="1040" cy="540" r="34" fill="${highlight}"/>`,
    // The site's mark (public/favicon.svg) at twice its size, in the card's colours.
    `<g transform="translate(${margin} 72) scale(2)">`,
    `<rect x="2" y="8" width="20" height="20" rx="6" fill="${ink}" fill-opacity=".35"/>`,
    `<rect x="10" y="2" width="20" height="20" rx="6" fill="${ink}"/>`,
    `<path d="M16 12h8M16 16h5" stroke="${strong}" stroke-width="2.5" stroke-linecap="round"/>`,
    `</g>`,
    glyphPaths(font.bold, placeGlyphs(font.bold, siteName, 38, margin + 80, 119), `fill="${ink}"`),
    `<rect x="${margin}" y="190" width="88" height="8" rx="4" fill="${highlight}"/>`,
    title,
    glyphPaths(font.regular, placeGlyphs(font.regular, domain, 28, margin, 562), `fill="${ink}" fill-opacity=".85"`),
    `</svg>`,
  ].join("");
}

/**
 * A page's whole card as one SVG, the title in the theme's ink and cut at its band. Builds draw the
 * background once and paint titles on it (card-drawer.ts); this is the same card for resvg to draw, as
 * tests compare them.
 */
export function cardSvg(font: CardFont, content: CardContent): string {
  const ink = escapeHtml(content.colours.accentInk);
  const lines = titleGlyphs(font, content.title).map((line) => glyphPaths(font.bold, line, `fill="${ink}"`));
  const [top, bottom] = titleBand;
  const band = `<clipPath id="band"><rect y="${top}" width="${cardSize.width}" height="${bottom - top}"/></clipPath>`;
  return backgroundSvg(font, content, `${band}<g clip-path="url(#band)">${lines.join("")}</g>`);
}
