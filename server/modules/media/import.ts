import { existsSync, readdirSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../../platform/db/schema";
import { mediaFiles, type MediaFiles } from "./files";
import { uploadPhoto } from "./photos";

/**
 * `npm run admin -- import-photos [DIR]`: the photos in content/images/ join the library through
 * the same use case as an upload (decision 0066). Their alt text and credit come from
 * photos.json beside them ({ "mount-kenya.jpg": { "altText": "...", "credit": "..." } }): a photo
 * with no alt text there is skipped, never imported without one. A photo already in the library
 * (same bytes) is skipped too, so running it again imports only what is new.
 */
export const PHOTO_DETAILS_FILE = "photos.json";
const EXTENSIONS = new Set([".jpg", ".jpeg", ".png", ".webp"]);

const detailsFile = z.record(
  z.string(),
  z.object({
    altText: z.string(),
    credit: z.string().optional(),
    focalPoint: z.object({ x: z.number(), y: z.number() }).optional(),
  }),
);

export interface ImportReport {
  imported: string[];
  /** Photos whose bytes the library holds already. */
  alreadyInLibrary: string[];
  /** One sentence per photo not imported for a reason to fix, and why. */
  skipped: string[];
}

export async function importPhotos(
  db: Kysely<Database>,
  dir: string,
  files: MediaFiles = mediaFiles(),
): Promise<ImportReport> {
  const report: ImportReport = { imported: [], alreadyInLibrary: [], skipped: [] };
  if (!existsSync(dir)) return report;
  const photos = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && EXTENSIONS.has(extname(entry.name).toLowerCase()))
    .map((entry) => entry.name)
    .sort();
  if (photos.length === 0) return report;
  const detailsPath = join(dir, PHOTO_DETAILS_FILE);
  const parsed = detailsFile.safeParse(
    existsSync(detailsPath) ? JSON.parse(readFileSync(detailsPath, "utf8")) : {},
  );
  if (!parsed.success)
    throw new Error(`${detailsPath} must map each photo's file name to { "altText": "..." }.`);
  for (const fileName of photos) {
    const details = parsed.data[fileName];
    if (!details) {
      report.skipped.push(`${fileName}: no alt text for it in ${PHOTO_DETAILS_FILE}.`);
      continue;
    }
    const result = await uploadPhoto(
      db,
      { ...details, bytes: readFileSync(join(dir, fileName)), fileName, uploadedBy: null },
      files,
    );
    if (result.ok) report.imported.push(fileName);
    else if (result.kind === "conflict") report.alreadyInLibrary.push(fileName);
    else report.skipped.push(result.message);
  }
  return report;
}
