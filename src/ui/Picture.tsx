import { preload } from "react-dom";
import type { ImageAsset } from "../../schema/kit/asset-kit";
import type { PhotoSource } from "../../schema/kit/public-image";
import { useFirstScreen } from "../page/first-screen";
import { fallbackWidth, photoCopyUrl, photoFormats } from "./photo-addresses";
import { layoutWidths, photoLayouts, type PhotoLayout } from "./photo-layouts";

interface PictureProps {
  image: ImageAsset;
  alt: string;
  /** How wide the component shows it: decides which copies of a photo the browser is offered. */
  layout: PhotoLayout;
  className?: string;
  /**
   * The page's main picture, when its block opens the page: loaded at once and first. A block lower
   * down asks in vain (a portfolio grid's first entries), so it takes no bandwidth from the first
   * screen. The other pictures of the blocks that open the page load at once, but for those of lists
   * (a layout that `repeats`); the rest lazily.
   */
  priority?: boolean;
}

/** The `srcset` of one format's copies. */
const srcSet = (photo: PhotoSource, widths: readonly number[], format: (typeof photoFormats)[number]) =>
  widths.map((width) => `${photoCopyUrl(photo, width, format)} ${width}w`).join(", ");

/**
 * An image from public/ with its intrinsic size, so the page does not shift while it loads. An SVG is
 * served as it is; a photo as the copies the build made of it, AVIF and WebP in the widths its layout
 * can use and one JPEG or PNG for the rest, its box filled with its colour until one arrives.
 */
export function Picture({ image, alt, layout, className, priority = false }: PictureProps) {
  const { photo } = image;
  const firstScreen = useFirstScreen();
  const main = priority && firstScreen;
  const atOnce = main || (firstScreen && !photoLayouts[layout].repeats);
  const loading = {
    loading: atOnce ? "eager" : "lazy",
    decoding: "async",
    fetchPriority: main ? "high" : undefined,
  } as const;
  if (!photo) {
    return (
      <img src={image.src} width={image.width} height={image.height} alt={alt} className={className} {...loading} />
    );
  }
  const widths = layoutWidths(photo, layout);
  const { sizes } = photoLayouts[layout];
  // The page's main picture is asked for with the stylesheet, not once the body is parsed down to it;
  // in AVIF alone, which every browser that preloads by srcset decodes.
  if (main) {
    preload(photoCopyUrl(photo, fallbackWidth(photo), "avif"), {
      as: "image",
      type: "image/avif",
      imageSrcSet: srcSet(photo, widths, "avif"),
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  // `contents`: the picture adds no box, so the image stays the flex or grid item its classes style.
  return (
    <picture className="contents">
      {photoFormats.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet(photo, widths, format)} sizes={sizes} />
      ))}
      <img
        src={photoCopyUrl(photo, fallbackWidth(photo), photo.fallback)}
        width={image.width}
        height={image.height}
        alt={alt}
        className={className}
        style={{ backgroundColor: photo.colour }}
        {...loading}
      />
    </picture>
  );
}
