import type { ThemePalette } from "../../schema/themes/theme-palette";
import { escapeHtml } from "../../src/render/escape-html";
import type { CardDrawing, CardFont } from "../../src/engine/social-card/card-drawer";
import { backgroundSvg, cardSize, glyphPaths, titleBand, titleGlyphs } from "../../src/engine/social-card/card-layout";

/**
 * A page's whole card as one SVG, the title in the theme's ink and cut at its band, for resvg to draw
 * the card the build paints by hand, as tests and the card bench compare them. The title goes last,
 * over what the band crosses, as the build paints it.
 */
export function cardSvg(font: CardFont, drawing: CardDrawing, title: string, colours: ThemePalette): string {
  const ink = escapeHtml(colours.accentInk);
  const lines = titleGlyphs(font, title).map((line) => glyphPaths(font.bold, line, `fill="${ink}"`));
  const [top, bottom] = titleBand;
  const band = `<clipPath id="band"><rect y="${top}" width="${cardSize.width}" height="${bottom - top}"/></clipPath>`;
  const titled = `${band}<g clip-path="url(#band)">${lines.join("")}</g></svg>`;
  return backgroundSvg(font, drawing, colours).replace(/<\/svg>$/, () => titled);
}
