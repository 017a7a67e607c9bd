/**
 * What a page needs to draw a library photo (decision 0066), without zod: the public file names
 * and the `<picture>` sources. The pages' browser code imports this file alone; the rest of the
 * photo rules (domain/media/photo.ts, with the details' schema) stay on the server and in admin.
 */

/** The longest alt text and credit a photo keeps (the upload form's limits too). */
export const altTextMaxLength = 250;
export const creditMaxLength = 120;

export const VARIANT_FORMATS = ["avif", "webp"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** Where the public variants are served: /media/<hash>-<width>.<avif|webp>. */
export const MEDIA_URL_PREFIX = "/media";

/** A public variant as the upload made it. */
export interface PhotoVariantFile {
  format: VariantFormat;
  width: number;
  height: number;
  bytes: number;
}

export function variantFileName(hash: string, width: number, format: VariantFormat): string {
  return `${hash}-${width}.${format}`;
}

export function variantUrl(hash: string, width: number, format: VariantFormat): string {
  return `${MEDIA_URL_PREFIX}/${variantFileName(hash, width, format)}`;
}

/** What a page needs to draw a library photo: its size, alt text, focal point and sources. */
export interface PhotoView {
  id: string;
  altText: string;
  credit: string | null;
  width: number;
  height: number;
  focalPoint: { x: number; y: number };
  avif: Array<{ src: string; width: number }>;
  webp: Array<{ src: string; width: number }>;
  /** A mid-size WebP for the <img> src (every browser since 2020 decodes WebP). */
  fallback: string;
}

/** A library photo as stored, reduced to what its sources need. */
export interface StoredPhoto {
  id: string;
  contentHash: string;
  altText: string;
  credit: string | null;
  width: number;
  height: number;
  focalPoint: { x: number; y: number };
  variants: readonly PhotoVariantFile[];
}

/** The `<picture>` sources of a photo: AVIF and WebP, each ascending by width. */
export function photoSources(photo: StoredPhoto): PhotoView {
  const of = (format: VariantFormat) =>
    photo.variants
      .filter((variant) => variant.format === format)
      .map((variant) => ({
        src: variantUrl(photo.contentHash, variant.width, format),
        width: variant.width,
      }))
      .sort((a, b) => a.width - b.width);
  const webp = of("webp");
  return {
    id: photo.id,
    altText: photo.altText,
    credit: photo.credit,
    width: photo.width,
    height: photo.height,
    focalPoint: photo.focalPoint,
    avif: of("avif"),
    webp,
    fallback: (webp.find((variant) => variant.width >= 800) ?? webp[webp.length - 1])?.src ?? "",
  };
}

/** "a-480.avif 480w, a-800.avif 800w" */
export function srcSet(variants: ReadonlyArray<{ src: string; width: number }>): string {
  return variants.map((variant) => `${variant.src} ${variant.width}w`).join(", ");
}

/** The width a shared link's preview (og:image) asks for: 1200 px wide. */
export const SHARE_IMAGE_WIDTH = 1200;

/**
 * The photo's WebP for a shared link's preview: the 1200 px variant, else the widest below it
 * (a narrow photo's own width), else the narrowest there is.
 */
export function shareImageOf(photo: Pick<PhotoView, "webp">): string | undefined {
  const fitting = photo.webp.filter((variant) => variant.width <= SHARE_IMAGE_WIDTH);
  return (fitting.at(-1) ?? photo.webp[0])?.src;
}

/** What a chosen photo id the library no longer holds (deleted, or from elsewhere) reads as. */
export const missingPhotoLabel = "A photo no longer in the library";
