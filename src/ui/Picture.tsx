import type { ImageAsset } from "../../schema/kit/asset-kit";

interface PictureProps {
  image: ImageAsset;
  alt: string;
  className?: string;
  /** Above the fold: load at once and first. Everything else loads lazily. */
  priority?: boolean;
}

/** An image from public/ with its intrinsic size, so the page does not shift while it loads. */
export function Picture({ image, alt, className, priority = false }: PictureProps) {
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={alt}
      className={className}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
    />
  );
}
