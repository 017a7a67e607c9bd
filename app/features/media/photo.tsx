import { cn } from "~/lib/cn";
import { srcSet, type PhotoView } from "../../../domain/media/photo-view";

export type PhotoProps = {
  /** A library photo's sources (photoSources in domain/media/photo-view.ts). */
  photo: PhotoView;
  /** How wide the photo is drawn, e.g. "(min-width: 1024px) 50vw, 100vw". */
  sizes: string;
  /** The page's largest picture (its LCP element): fetched first, never lazily. */
  priority?: boolean;
  className?: string;
};

/**
 * A photo from the library as <picture>: AVIF and WebP sources with a srcset each (the browser
 * picks the width `sizes` asks for), the photo's own width and height (no layout shift), its alt
 * text, and its focal point kept in view when the slot crops it (object-position). Below the
 * fold it loads lazily; `priority` loads it first.
 */
export function Photo({ photo, sizes, priority = false, className }: PhotoProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(photo.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(photo.webp)} sizes={sizes} />
      <img
        src={photo.fallback}
        alt={photo.altText}
        width={photo.width}
        height={photo.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? undefined : "async"}
        fetchPriority={priority ? "high" : undefined}
        className={cn("h-auto w-full object-cover", className)}
        style={{ objectPosition: `${photo.focalPoint.x}% ${photo.focalPoint.y}%` }}
      />
    </picture>
  );
}
