import type { Font } from "fontkit";
import type { CardPalette } from "./card-palette";
import type { GlyphPlace } from "./card-svg";
import { glyphEdges, rasterize, type Coverage, type GlyphEdges } from "./glyph-raster";
import { paintPng, type PngCanvas } from "./png";

/**
 * Glyphs are placed across to an eighth of a pixel, as text renderers place them (a sixteenth at most
 * from where the layout puts them, which no one can see), and down on their line's own baseline: a
 * title's lines sit on a handful of baselines in all. So a glyph at a size has a few dozen drawings
 * at most, made once a build and kept for every title that uses them.
 */
const steps = 8;

/** Draws titles' glyphs, keeping each glyph's outline and drawings for the next title. */
export class TitlePainter {
  readonly #font: Font;
  readonly #edges = new Map<string, GlyphEdges>();
  readonly #drawings = new Map<string, Coverage>();

  constructor(font: Font) {
    this.#font = font;
  }

  /** A glyph's coverage, drawn at its place (across, to an eighth of a pixel); its box on the card. */
  coverage({ glyph, size, x, y }: GlyphPlace): Coverage {
    const [left, top] = [Math.floor(x), Math.floor(y)];
    const offsetX = Math.round((x - left) * steps);
    const key = `${glyph.id} ${size} ${offsetX} ${y - top}`;
    let drawing = this.#drawings.get(key);
    if (!drawing) {
      const outline = `${glyph.id} ${size}`;
      let edges = this.#edges.get(outline);
      if (!edges) this.#edges.set(outline, (edges = glyphEdges(glyph, size / this.#font.unitsPerEm)));
      drawing = rasterize([{ edges, x: offsetX / steps, y: y - top }]);
      this.#drawings.set(key, drawing);
    }
    return { ...drawing, left: drawing.left + left, top: drawing.top + top };
  }

  /**
   * The card: the title's glyphs painted one after another over the background in the palette's
   * ink, as an SVG paints a run of paths, each pixel by how much of it the glyph covers.
   */
  paint(canvas: PngCanvas, palette: CardPalette, lines: readonly GlyphPlace[][]): Buffer {
    const glyphs = lines
      .flat()
      .map((place) => this.coverage(place))
      .filter((glyph) => glyph.width > 0 && glyph.height > 0);
    // A title of spaces alone paints nothing: the card is the background.
    const top = glyphs.length > 0 ? Math.min(...glyphs.map((glyph) => glyph.top)) : 0;
    const bottom = glyphs.length > 0 ? Math.max(...glyphs.map((glyph) => glyph.top + glyph.height)) : 0;
    return paintPng(canvas, top, bottom, (painting) => {
      for (const glyph of glyphs) painting.paint(glyph, palette);
    });
  }
}
