import { Hono } from "hono";
import { MEDIA_CONTENT_TYPES, parseVariantFileName } from "../../domain/media/photo";
import { mediaFiles, readPublicVariant, type MediaFiles } from "../modules/media";

const NOT_HERE = "There is no photo at this address.";

/**
 * GET /media/<hash>-<width>.<avif|webp>: the photo library's public variants (decision 0066).
 * The name carries the photo's content hash, so the answer never changes: browsers and proxies
 * keep it for a year. Only names of that pattern are looked up, and only in MEDIA_DIR/public:
 * originals, other files and anything with a folder in it answer 404.
 */
export const mediaRoutes = mediaRoutesFrom(() => mediaFiles());

/** The routes over the library at `files()` (mediaFiles(); a test gives its own folder). */
export function mediaRoutesFrom(files: () => MediaFiles) {
  return new Hono().get("/media/*", async (c) => {
    const name = c.req.path.slice("/media/".length);
    const variant = parseVariantFileName(name);
    const bytes = variant ? await readPublicVariant(files(), name) : null;
    if (!variant || !bytes) {
      c.header("Cache-Control", "no-store");
      return c.text(NOT_HERE, 404);
    }
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    return c.body(new Uint8Array(bytes), 200, {
      "Content-Type": MEDIA_CONTENT_TYPES[variant.format],
    });
  });
}
