import { cn } from "~/lib/cn";
import { findPhoto, srcSet } from "~/lib/photo-manifest";

export type ResponsivePictureProps = {
  /** The photo's base name in content/images/ ("mount-kenya" for mount-kenya.jpg). */
  name: string;
  /** Describe the picture; "" for a decorative one. */
  alt: string;
  /** How wide the picture is drawn, e.g. "(min-width: 1024px) 50vw, 100vw". Defaults to full width. */
  sizes?: string;
  /** The page's largest image (its LCP element): loaded eagerly, at high priority. */
  priority?: boolean;
  /** Shown when there is no photo called `name` (usually the SVG illustration's URL). */
  fallbackSrc: string;
  /**
   * The slot's intrinsic size. The picture keeps this aspect ratio whatever the photo's own
   * (it is cropped with object-cover), so swapping an SVG for a photo never shifts the layout.
   */
  width: number;
  height: number;
  className?: string;
};

/**
 * A photo from content/images/ as <picture> with AVIF and WebP sources and a srcset for each,
 * or, when no such photo has been added, the fallback (SVG) as a plain <img>.
 */
export function ResponsivePicture({
  name,
  alt,
  sizes = "100vw",
  priority = false,
  fallbackSrc,
  width,
  height,
  className,
}: ResponsivePictureProps) {
  const photo = findPhoto(name);
  const loading = priority ? "eager" : "lazy";
  const fetchPriority = priority ? "high" : "auto";
  const classes = cn("h-auto w-full object-cover", className);
  const aspectRatio = `${width} / ${height}`;

  if (!photo) {
    return (
      <img
        src={fallbackSrc}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        decoding={priority ? "sync" : "async"}
        fetchPriority={fetchPriority}
        className={classes}
        style={{ aspectRatio }}
      />
    );
  }

  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(photo.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(photo.webp)} sizes={sizes} />
      <img
        src={photo.fallback}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
        className={classes}
        style={{ aspectRatio }}
      />
    </picture>
  );
}
