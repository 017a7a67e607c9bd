// `npx vite-node --config server/platform/db/vite-node.config.ts bench/media-upload.ts`: how long
// one upload takes (check, decode, upright, AVIF and WebP at every width, files written, row
// stored) for a phone-sized photo, on SQLite in a temporary folder. Figures in bench/RESULTS.md.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { migrateToLatest, openDatabase } from "../server/platform/db";
import { mediaFiles, uploadPhoto } from "../server/modules/media";

const dir = mkdtempSync(join(tmpdir(), "media-bench-"));
const handle = openDatabase({ sqliteFile: join(dir, "app.db") });
await migrateToLatest(handle.db, handle.dialect);
try {
  // A 12 MP phone photo's size (4032 x 3024); a smooth gradient with mild noise, closer to a photo
  // than a flat colour (which encodes at once) or pure noise (which no photo is).
  for (const [label, sigma] of [
    ["smooth", 4],
    ["grainy", 30],
  ] as const) {
    const bytes = await sharp({
      create: {
        width: 4032,
        height: 3024,
        channels: 3,
        background: "#7a8c5a",
        noise: { type: "gaussian", mean: 120, sigma },
      },
    })
      .blur(sigma > 10 ? 0.6 : 3)
      .jpeg({ quality: 88 })
      .toBuffer();
    const started = performance.now();
    const result = await uploadPhoto(
      handle.db,
      { altText: `bench ${label}`, bytes, fileName: `${label}.jpg`, uploadedBy: null },
      mediaFiles(join(dir, "media")),
    );
    if (!result.ok) throw new Error(result.message);
    const total = result.photo.variants.reduce((sum, variant) => sum + variant.bytes, 0);
    console.log(
      `${label}: ${(bytes.byteLength / 1024 / 1024).toFixed(1)} MB JPEG 4032x3024 -> ${result.photo.variants.length} variants, ${(total / 1024).toFixed(0)} KB in all, ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
} finally {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
}
