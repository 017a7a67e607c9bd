import { z } from "zod";

/**
 * The photo library's rules that need no file or database (decision 0066): the widths the pages
 * use, the public file names, the details an operator gives a photo, and the `<picture>` sources.
 */

/** The widths of the public variants: a phone's card (480) up to a wide, sharp hero (2400). */
export const VARIANT_WIDTHS = [480, 800, 1200, 1600, 2400] as const;
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

/**
 * The widths to make for a photo `sourceWidth` pixels wide: every step not wider than the photo
 * (never upscaled), plus the photo's own width when it falls short of the widest step, so its
 * full resolution is on offer.
 */
export function variantWidths(sourceWidth: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((width) => width <= sourceWidth);
  if (sourceWidth < VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]! && !widths.includes(sourceWidth))
    widths.push(sourceWidth);
  return widths;
}

/** A content hash as it appears in file names: 20 lowercase hexadecimal digits. */
const HASH = "[0-9a-f]{20}";
const VARIANT_FILE = new RegExp(`^(${HASH})-([1-9][0-9]{0,4})\\.(avif|webp)$`);

export function variantFileName(hash: string, width: number, format: VariantFormat): string {
  return `${hash}-${width}.${format}`;
}

/**
 * The variant a public file name stands for, or null for any other name (so a request for
 * "../originals/x.jpg", "x.jpg" or "X-800.AVIF" never reaches the file system).
 */
export function parseVariantFileName(
  name: string,
): { hash: string; width: number; format: VariantFormat } | null {
  const match = VARIANT_FILE.exec(name);
  if (!match) return null;
  return { hash: match[1]!, width: Number(match[2]), format: match[3] as VariantFormat };
}

export function variantUrl(hash: string, width: number, format: VariantFormat): string {
  return `${MEDIA_URL_PREFIX}/${variantFileName(hash, width, format)}`;
}

export const MEDIA_CONTENT_TYPES: Record<VariantFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
};

// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const altTextMaxLength = 250;
export const creditMaxLength = 120;

const percent = (label: string) =>
  z.coerce
    .number({ error: `The focal point's ${label} must be a number from 0 to 100.` })
    .int(`The focal point's ${label} must be a whole number from 0 to 100.`)
    .min(0, `The focal point's ${label} must be from 0 to 100.`)
    .max(100, `The focal point's ${label} must be from 0 to 100.`);

/** What an operator says about a photo; the server's one check of it, on upload and on edit. */
export const photoDetailsSchema = z.object({
  altText: z
    .string({ error: "Describe the photo for people who cannot see it (alt text)." })
    .trim()
    .min(1, "Describe the photo for people who cannot see it (alt text).")
    .max(altTextMaxLength, `Keep the alt text to ${altTextMaxLength} characters.`)
    .refine((value) => !controlCharacters.test(value), "The alt text holds a character it cannot."),
  credit: z
    .string()
    .trim()
    .max(creditMaxLength, `Keep the credit to ${creditMaxLength} characters.`)
    .refine((value) => !controlCharacters.test(value), "The credit holds a character it cannot.")
    .optional()
    .transform((value) => (value ? value : null)),
  focalPoint: z
    .object({ x: percent("distance from the left"), y: percent("distance from the top") })
    .default({ x: 50, y: 50 }),
});

export type PhotoDetailsInput = z.input<typeof photoDetailsSchema>;
export type PhotoDetails = z.output<typeof photoDetailsSchema>;
export type PhotoDetailsField = "altText" | "credit" | "focalPoint";

/** Each wrong field's sentence, keyed by field. */
export type PhotoDetailsErrors = Partial<Record<PhotoDetailsField, string>>;

export function parsePhotoDetails(
  input: unknown,
): { ok: true; details: PhotoDetails } | { ok: false; errors: PhotoDetailsErrors } {
  const result = photoDetailsSchema.safeParse(input);
  if (result.success) return { ok: true, details: result.data };
  const errors: PhotoDetailsErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as PhotoDetailsField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
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
