import type { SceneId } from "../../domain/catalogue/trip-schema";
import { cn } from "~/lib/cn";

// Vite fingerprints each SVG, so the URLs are safe to cache for a year.
const sceneUrls = import.meta.glob<string>("../assets/illustrations/*.svg", {
  eager: true,
  query: "?url",
  import: "default",
});

export function illustrationUrl(name: SceneId | `gallery-${number}`): string {
  return sceneUrls[`../assets/illustrations/${name}.svg`] ?? "";
}

/**
 * An illustration with fixed intrinsic size (3:2) so nothing shifts while it loads.
 * `priority` marks the page's largest image (its LCP element): loaded eagerly and early.
 * One vector file draws sharp at every width, so it has no srcset, and then no `sizes` either
 * (HTML allows `sizes` only beside a `srcset`; React would also copy it to the preload link).
 */
export function Illustration({
  scene,
  alt,
  className,
  priority = false,
}: {
  scene: SceneId | `gallery-${number}`;
  alt: string;
  className?: string;
  priority?: boolean;
}) {
  return (
    <img
      src={illustrationUrl(scene)}
      alt={alt}
      width={1200}
      height={800}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : "auto"}
      className={cn("h-auto w-full object-cover", className)}
    />
  );
}
