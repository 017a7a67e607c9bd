/**
 * Real photos, when an operator has added some: `npm run images` (scripts/build-images.js) turns
 * each photo in content/images/ into AVIF/WebP variants under /img/generated/ and writes
 * ./photo-manifest.generated.json (build output, not in git). The glob makes that file optional:
 * without it the manifest is empty and every picture falls back to its SVG illustration.
 *
 * The generated file is kept tiny (hash and widths only) because it ends up in the client
 * JavaScript of every page that renders a <ResponsivePicture>; the URLs are rebuilt here.
 */

type ManifestEntry = {
  /** Content hash in the variants' file names. */
  hash: string;
  /** Size of the largest variant (gives the photo's aspect ratio). */
  width: number;
  height: number;
  /** Variant widths, ascending. */
  widths: number[];
};

export type PhotoVariant = { src: string; width: number };

export type Photo = {
  name: string;
  width: number;
  height: number;
  /** Ascending by width. */
  avif: PhotoVariant[];
  webp: PhotoVariant[];
  /** A mid-size WebP for the <img> src. */
  fallback: string;
};

export const PHOTO_URL_PREFIX = "/img/generated";
export const PHOTO_FORMATS = ["avif", "webp"] as const;

const generated = import.meta.glob<Record<string, ManifestEntry>>(
  "./photo-manifest.generated.json",
  {
    eager: true,
    import: "default",
  },
);

const manifest: Readonly<Record<string, ManifestEntry>> = Object.values(generated)[0] ?? {};

/** Must match `variantFile` in scripts/build-images.js. */
export function variantUrl(
  name: string,
  hash: string,
  width: number,
  format: (typeof PHOTO_FORMATS)[number],
): string {
  return `${PHOTO_URL_PREFIX}/${name}-${hash}-${width}.${format}`;
}

/** The photo called `name` (the file's base name: "mount-kenya" for mount-kenya.jpg), if there is one. */
export function findPhoto(name: string): Photo | undefined {
  if (!Object.hasOwn(manifest, name)) return undefined;
  const entry = manifest[name];
  if (!entry || entry.widths.length === 0) return undefined;
  const variants = (format: (typeof PHOTO_FORMATS)[number]) =>
    entry.widths.map((width) => ({ src: variantUrl(name, entry.hash, width, format), width }));
  const webp = variants("webp");
  return {
    name,
    width: entry.width,
    height: entry.height,
    avif: variants("avif"),
    webp,
    // Every browser since 2020 decodes WebP; the 800 px one is a sensible default without srcset.
    fallback: (webp.find((variant) => variant.width >= 800) ?? webp[webp.length - 1]!).src,
  };
}

/** "a-480.avif 480w, a-800.avif 800w" */
export function srcSet(variants: readonly PhotoVariant[]): string {
  return variants.map((variant) => `${variant.src} ${variant.width}w`).join(", ");
}
