import type { PhotoSource } from "../../schema/kit/public-image";

/**
 * How wide a component shows a photo, as the browser must know before the stylesheet has loaded: the
 * `sizes` it is offered the copies with, and the most CSS pixels it takes on the widest screen, which
 * decides the largest copy it is offered. Each follows the classes of the components that use it.
 *
 * A layout that `repeats` is one picture of a list's many (cards, portraits, logos): it loads lazily
 * even in a block that opens the page. A list's later items lie below a phone's first screen, and a
 * grid's pictures loaded at once were all fetched, preloaded and drawn before the one the page waits for.
 */
export const photoLayouts = {
  /** Behind a whole band, edge to edge on every screen: a cover hero's photo. */
  cover: { sizes: "100vw", most: 1920, repeats: false },
  /** Across the page's column: a carousel, a full-width picture. */
  wide: { sizes: "(min-width: 1280px) 1216px, 100vw", most: 1216, repeats: false },
  /** An article's column: a post's main picture. */
  column: { sizes: "(min-width: 960px) 896px, 100vw", most: 896, repeats: false },
  /** Beside text, one of two columns on wide screens and the whole width on a phone. */
  half: { sizes: "(min-width: 1024px) 560px, 100vw", most: 560, repeats: false },
  /** A card in a grid of two or three. */
  card: { sizes: "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw", most: 400, repeats: true },
  /** A team member's portrait. */
  portrait: { sizes: "160px", most: 160, repeats: true },
  /** An avatar, a logo, a thumbnail in a list. */
  thumbnail: { sizes: "64px", most: 64, repeats: true },
} as const;

export type PhotoLayout = keyof typeof photoLayouts;

/**
 * The copies of a photo a layout offers: those up to the first wide enough for the layout's widest
 * box on a screen of two device pixels to the CSS pixel. A phone of three takes that one too, a little
 * soft, where the next would often be twice the bytes.
 */
export function layoutWidths(photo: Pick<PhotoSource, "widths">, layout: PhotoLayout): number[] {
  const enough = photo.widths.findIndex((width) => width >= photoLayouts[layout].most * 2);
  return enough === -1 ? photo.widths : photo.widths.slice(0, enough + 1);
}
