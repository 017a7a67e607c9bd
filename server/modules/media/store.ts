import type { Kysely } from "kysely";
import type { Database, MediaRow } from "../../platform/db/schema";
import type { PhotoDetails, PhotoVariantFile, StoredPhoto } from "../../../domain/media/photo";
import type { OriginalFormat } from "./processing";

/** The one writer of the `media` table (migration 0035). */

export interface LibraryPhoto extends StoredPhoto {
  originalName: string;
  originalFormat: OriginalFormat;
  originalBytes: number;
  uploadedBy: string | null;
  createdAt: string;
  updatedAt: string;
}

export function toLibraryPhoto(row: MediaRow): LibraryPhoto {
  return {
    id: row.id,
    contentHash: row.content_hash,
    originalName: row.original_name,
    originalFormat: row.original_format,
    originalBytes: Number(row.original_bytes),
    width: Number(row.width),
    height: Number(row.height),
    altText: row.alt_text,
    credit: row.credit,
    focalPoint: { x: Number(row.focal_x), y: Number(row.focal_y) },
    variants: JSON.parse(row.variants) as PhotoVariantFile[],
    uploadedBy: row.uploaded_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function insertPhotoRow(db: Kysely<Database>, photo: LibraryPhoto): Promise<void> {
  await db
    .insertInto("media")
    .values({
      id: photo.id,
      content_hash: photo.contentHash,
      original_name: photo.originalName,
      original_format: photo.originalFormat,
      original_bytes: photo.originalBytes,
      width: photo.width,
      height: photo.height,
      alt_text: photo.altText,
      credit: photo.credit,
      focal_x: photo.focalPoint.x,
      focal_y: photo.focalPoint.y,
      variants: JSON.stringify(photo.variants),
      uploaded_by: photo.uploadedBy,
      created_at: photo.createdAt,
      updated_at: photo.updatedAt,
    })
    .execute();
}

export async function photoRowById(
  db: Kysely<Database>,
  id: string,
): Promise<LibraryPhoto | undefined> {
  const row = await db.selectFrom("media").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toLibraryPhoto(row) : undefined;
}

export async function photoRowByHash(
  db: Kysely<Database>,
  hash: string,
): Promise<LibraryPhoto | undefined> {
  const row = await db
    .selectFrom("media")
    .selectAll()
    .where("content_hash", "=", hash)
    .executeTakeFirst();
  return row ? toLibraryPhoto(row) : undefined;
}

/** Newest first. */
export async function photoRows(db: Kysely<Database>): Promise<LibraryPhoto[]> {
  const rows = await db
    .selectFrom("media")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map(toLibraryPhoto);
}

export async function updatePhotoRow(
  db: Kysely<Database>,
  id: string,
  details: PhotoDetails,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable("media")
    .set({
      alt_text: details.altText,
      credit: details.credit,
      focal_x: details.focalPoint.x,
      focal_y: details.focalPoint.y,
      updated_at: now,
    })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deletePhotoRow(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom("media").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
