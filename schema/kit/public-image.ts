/**
 * What a page knows of an image in public/, shared by the schemas, the components and the engine. An
 * SVG is served as it is; a photo (JPEG, PNG, WebP, AVIF or GIF) is served as copies the build makes
 * in several widths and formats, whose addresses follow from what is here alone
 * (src/ui/photo-addresses.ts), so a component writes them in the browser as on the server.
 */

/** Where a photo's copies are, and what fills its box until one loads. */
export interface PhotoSource {
  /** The copies' address but for the width and the extension: "/_images/team.3f9a2b1c4d5e6f70". */
  stem: string;
  /** The widths it has copies in, ascending: the ladder's up to its own width, never more. */
  widths: number[];
  /** The copy for browsers that take neither AVIF nor WebP: PNG when the picture has transparency. */
  fallback: "jpeg" | "png";
  /** The picture's average colour, "#rrggbb", shown in its box while it loads. */
  colour: string;
}

/** An image in public/ that a page may show, at its intrinsic size (after its EXIF orientation). */
export interface PublicImage {
  width: number;
  height: number;
  /** Set for a photo: the build serves copies, not the file. */
  photo?: PhotoSource;
}

/** Why a file with an image's extension cannot be shown: the schema reports it where a page names it. */
export interface UnusableImage {
  problem: "not-an-image" | "corrupt" | "unsupported-format" | "too-many-pixels" | "animated";
  /** What was found: "a TIFF image", "8000 × 9000 pixels", the decoder's words. */
  detail: string;
}

/** The formats a photo is copied in: AVIF and WebP, and the fallback of its kind. */
export type PhotoFormat = "avif" | "webp" | PhotoSource["fallback"];
