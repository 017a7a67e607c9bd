import { z } from "zod";
import type { VariantFormat } from "./photo-view";
import { altTextMaxLength, creditMaxLength } from "./photo-view";

export { altTextMaxLength, creditMaxLength };

export {
  MEDIA_URL_PREFIX,
  SHARE_IMAGE_WIDTH,
  VARIANT_FORMATS,
  photoSources,
  shareImageOf,
  srcSet,
  variantFileName,
  variantUrl,
  type PhotoVariantFile,
  type PhotoView,
  type StoredPhoto,
  type VariantFormat,
} from "./photo-view";

/**
 * The photo library's rules that need no file or database (decision 0066): the widths the pages
 * use, the public file names, the details an operator gives a photo, and the `<picture>` sources.
 */

/** The widths of the public variants: a phone's card (480) up to a wide, sharp hero (2400). */
export const VARIANT_WIDTHS = [480, 800, 1200, 1600, 2400] as const;

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

export const MEDIA_CONTENT_TYPES: Record<VariantFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
};

// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

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
