import { create, type Font } from "fontkit";
import type { CardDrawing } from "./card-drawing";

/** The site's typeface at the two weights a card uses. */
export interface CardFont {
  bold: Font;
  regular: Font;
}

/** Opens the font at the two weights a card uses: the site's headings are bold (700). */
export function openCardFont({ ttf }: CardDrawing["font"]): CardFont {
  const font = create(Buffer.from(ttf.buffer, ttf.byteOffset, ttf.byteLength));
  if (!("getVariation" in font)) throw new Error("the site's font file is a collection, not one font");
  return { bold: "wght" in font.variationAxes ? font.getVariation({ wght: 700 }) : font, regular: font };
}
