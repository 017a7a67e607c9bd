import sharp from "sharp";

/**
 * Photos made with sharp for the media tests (no photo can be downloaded here): plain colour
 * fields, small so the suite stays quick on a shared machine.
 */

/** A JPEG as a phone writes it: EXIF with the camera's make and a GPS position near Nanyuki. */
export async function jpegWithGps(
  width: number,
  height: number,
  orientation = 1,
  background = "#6b8e23",
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg({ quality: 80 })
    .withMetadata({ orientation })
    .withExif({
      IFD0: { Make: "TestCam", Model: "Trail 1" },
      IFD3: {
        GPSLatitudeRef: "S",
        GPSLatitude: "0/1 9/1 3/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "37/1 18/1 0/1",
      },
    })
    .toBuffer();
}

export function plainPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: "#c2a14d80" } })
    .png()
    .toBuffer();
}

/** CRC-32 of PNG chunks (ISO 3309), for rewriting a chunk's header. */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * An image bomb: a tiny, highly compressed blank PNG whose header declares `width` x `height`
 * pixels (a few hundred bytes that would decode to gigabytes).
 */
export async function pngBomb(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 64, height: 64, channels: 3, background: "#ffffff" } })
      .png({ compressionLevel: 9 })
      .toBuffer(),
  );
  // Signature (8 bytes), then IHDR: length (4), type (4), width (4), height (4), ..., CRC (4).
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** Whether an EXIF block (sharp's `metadata().exif`) points to GPS data (tag 0x8825 in IFD0). */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(exif.indexOf("Exif\0\0") + 6);
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  for (let entry = 0; entry < u16(ifd0); entry++)
    if (u16(ifd0 + 2 + entry * 12) === 0x8825) return true;
  return false;
}
