import { constants, crc32, deflateRawSync } from "node:zlib";

/** Deflate looks back at most 32 KiB. */
const WINDOW_BYTES = 32 * 1024;

/**
 * Gzip a text with holes once, then fill the holes per response without compressing again.
 *
 * Each segment between holes is compressed separately and ends on a byte boundary (a sync
 * flush), so the segments can be laid end to end; each hole becomes a "stored" (uncompressed)
 * deflate block holding that response's fill. The result is one ordinary gzip member, which
 * every browser reads. page-cache.ts uses it to send a cached page with a fresh CSP nonce at the
 * cost of a copy and a checksum, instead of compressing 100 KB of HTML per request.
 *
 * Every fill has the same byte length (`fillBytes`), so a segment can still refer back to the
 * text before it: it is compressed with that text as its dictionary, with each hole written as
 * NUL bytes. Markup never contains NUL, so no back-reference can reach into a hole, and every
 * other byte is where the decoder will find it. Without this the page compresses a third worse.
 */
export function gzipTemplate(
  segments: readonly string[],
  fillBytes: number,
): (fill: string) => Uint8Array<ArrayBuffer> {
  if (segments.length === 0) throw new Error("gzipTemplate needs at least one segment");
  // A stored block holds at most 65,535 bytes; a nonce is 24.
  if (fillBytes > 0xffff) throw new Error("gzipTemplate fills are limited to 65,535 bytes");
  const raw = segments.map((segment) => Buffer.from(segment, "utf8"));
  const hole = Buffer.alloc(fillBytes);
  const canShareHistory = raw.every((bytes) => !bytes.includes(0));
  let history = Buffer.alloc(0);
  const compressed = raw.map((bytes, index) => {
    const last = index === raw.length - 1;
    const options = { level: 6, finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH };
    const output =
      canShareHistory && history.length > 0
        ? deflateRawSync(bytes, { ...options, dictionary: history })
        : deflateRawSync(bytes, options);
    if (canShareHistory && !last)
      history = Buffer.concat([history, bytes, hole]).subarray(-WINDOW_BYTES);
    return output;
  });
  const rawLength =
    raw.reduce((sum, bytes) => sum + bytes.length, 0) + fillBytes * (raw.length - 1);
  const storedHeader = Buffer.from([
    0,
    fillBytes & 0xff,
    fillBytes >> 8,
    ~fillBytes & 0xff,
    (~fillBytes >> 8) & 0xff,
  ]);

  return (fill) => {
    const fillContent = Buffer.from(fill, "utf8");
    if (fillContent.length !== fillBytes)
      throw new Error(`gzipTemplate expected a ${fillBytes}-byte fill, got ${fillContent.length}`);
    const parts: Buffer[] = [GZIP_HEADER];
    let crc = 0;
    for (let index = 0; index < raw.length; index++) {
      if (index > 0) {
        // BFINAL 0, BTYPE 00 (stored) padded to the byte boundary, LEN, NLEN, then the bytes.
        parts.push(storedHeader, fillContent);
        if (fillBytes > 0) crc = crc32(fillContent, crc);
      }
      parts.push(compressed[index]!);
      // Skipped when empty: crc32 of an empty buffer that zlib has already read answers 0.
      if (raw[index]!.length > 0) crc = crc32(raw[index]!, crc);
    }
    const trailer = Buffer.allocUnsafe(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(rawLength >>> 0, 4);
    parts.push(trailer);
    // Buffer.concat always allocates a fresh (never shared) ArrayBuffer.
    return Buffer.concat(parts) as Uint8Array<ArrayBuffer>;
  };
}

/** Magic, deflate, no flags, no time stamp, no extra flags, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
