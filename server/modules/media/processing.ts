import { createHash } from "node:crypto";
import sharp from "sharp";
import {
  VARIANT_FORMATS,
  variantWidths,
  type PhotoVariantFile,
  type VariantFormat,
} from "../../../domain/media/photo";
import { notOk, type NotOk } from "../../platform/refusal";

/**
 * What an upload's bytes become (decision 0066): checked to be a JPEG, PNG or WebP photo of a
 * sane size, turned upright from its EXIF orientation, and encoded as AVIF and WebP at the
 * library's widths. sharp writes no metadata unless asked to (we never call keepExif or
 * withMetadata), so no variant carries the camera's EXIF: no GPS position, no serial number.
 */

/** The most one file may weigh: a phone's photo is 2 to 12 MB; a camera's JPEG up to about 20. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** The most one upload form may carry: several photos at once, each up to MAX_UPLOAD_BYTES. */
export const MAX_UPLOAD_FORM_BYTES = 100 * 1024 * 1024;
/**
 * The most pixels a photo may have: 50 megapixels holds a 48 MP phone photo (8064 x 6048). An
 * image bomb declares far more in a few kilobytes; sharp refuses to decode past this too.
 */
export const MAX_PIXELS = 50_000_000;

/** Bump when the encoding changes: the hash (and so every URL) of a new upload changes with it. */
const PIPELINE_VERSION = "media-v1";

const ENCODERS: Record<VariantFormat, (image: sharp.Sharp) => sharp.Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 3, chromaSubsampling: "4:2:0" }),
  webp: (image) => image.webp({ quality: 74, effort: 4, smartSubsample: true }),
};

export type OriginalFormat = "jpeg" | "png" | "webp";
const ACCEPTED: readonly string[] = ["jpeg", "png", "webp"];

export interface InspectedPhoto {
  format: OriginalFormat;
  /** Upright: EXIF orientation applied. */
  width: number;
  height: number;
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** Whether the bytes are a photo the library takes, from the file's header (nothing decoded yet). */
export async function inspectPhoto(
  bytes: Uint8Array,
  fileName: string,
): Promise<{ ok: true; photo: InspectedPhoto } | NotOk<"invalid">> {
  if (bytes.byteLength === 0) return notOk("invalid", `${fileName} is empty.`);
  if (bytes.byteLength > MAX_UPLOAD_BYTES)
    return notOk(
      "invalid",
      `${fileName} is ${megabytes(bytes.byteLength)}; a photo may be at most ${megabytes(MAX_UPLOAD_BYTES)}.`,
    );
  let metadata: sharp.Metadata;
  try {
    // Only the header is read here, so no limit applies yet: the pixel count is checked below.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return notOk("invalid", notAPhoto(fileName));
  }
  if (
    !metadata.format ||
    !ACCEPTED.includes(metadata.format) ||
    !metadata.width ||
    !metadata.height
  )
    return notOk("invalid", notAPhoto(fileName));
  const pixels = metadata.width * metadata.height;
  if (pixels > MAX_PIXELS)
    return notOk(
      "invalid",
      `${fileName} is ${metadata.width} x ${metadata.height} pixels (${Math.round(pixels / 1e6)} megapixels); a photo may have at most ${MAX_PIXELS / 1e6} megapixels.`,
    );
  const turned = (metadata.orientation ?? 1) >= 5;
  return {
    ok: true,
    photo: {
      format: metadata.format as OriginalFormat,
      width: turned ? metadata.height : metadata.width,
      height: turned ? metadata.width : metadata.height,
    },
  };
}

function notAPhoto(fileName: string): string {
  return `${fileName} is not a photo we can read: upload a JPEG, PNG or WebP file.`;
}

/** The hash in a photo's file names: its bytes and the encoder's version. */
export function contentHash(bytes: Uint8Array): string {
  return createHash("sha256").update(PIPELINE_VERSION).update(bytes).digest("hex").slice(0, 20);
}

export interface EncodedVariant extends PhotoVariantFile {
  data: Buffer;
}

/**
 * Every variant of a photo, in memory (nothing is written until all succeeded). The photo is
 * decoded once, turned upright and shrunk to the widest variant; each variant starts from that.
 * Throws when the file breaks off past its header (a truncated or doctored file).
 */
export async function encodeVariants(
  bytes: Uint8Array,
  photo: InspectedPhoto,
): Promise<EncodedVariant[]> {
  const widths = variantWidths(photo.width);
  const widest = widths[widths.length - 1]!;
  const base = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" })
    .rotate()
    .resize({ width: widest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = {
    width: base.info.width,
    height: base.info.height,
    channels: base.info.channels,
  } as const;
  const variants: EncodedVariant[] = [];
  for (const width of widths) {
    for (const format of VARIANT_FORMATS) {
      let image = sharp(base.data, { raw });
      if (width !== raw.width) image = image.resize({ width });
      const { data, info } = await ENCODERS[format](image).toBuffer({ resolveWithObject: true });
      variants.push({
        format,
        width: info.width,
        height: info.height,
        bytes: data.byteLength,
        data,
      });
    }
  }
  return variants;
}
