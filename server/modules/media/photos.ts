import { randomUUID } from "node:crypto";
import { join } from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "../../platform/db/schema";
import { isUniqueViolation } from "../../platform/db/connection";
import { systemNow } from "../../platform/clock";
import { notOk, type NotOk } from "../../platform/refusal";
import {
  parsePhotoDetails,
  variantFileName,
  type PhotoDetailsErrors,
  type PhotoDetailsInput,
} from "../../../domain/media/photo";
import {
  ensureMediaFolders,
  mediaFiles,
  originalPath,
  removeFiles,
  writeAtomically,
  type MediaFiles,
} from "./files";
import { contentHash, encodeVariants, inspectPhoto, type InspectedPhoto } from "./processing";
import {
  deletePhotoRow,
  insertPhotoRow,
  photoRowByHash,
  photoRowById,
  photoRows,
  updatePhotoRow,
  type LibraryPhoto,
} from "./store";
import { whereUsed } from "./usage";
import { forgetPhotoViews } from "./views";

/**
 * The photo library's use cases (issue 29 slice 2, decision 0066). Each takes the database and,
 * last, the library's files (MEDIA_DIR unless a test hands in its own folder).
 */

export interface UploadPhotoInput extends PhotoDetailsInput {
  bytes: Uint8Array;
  fileName: string;
  /** The admin's user id; null for photos imported from content/images. */
  uploadedBy: string | null;
}

/** A refused upload: the sentence, and for the details each wrong field's own sentence. */
export type UploadRefusal = NotOk<"invalid" | "conflict"> & {
  field: "file" | "details";
  errors?: PhotoDetailsErrors;
};

export type UploadResult = { ok: true; photo: LibraryPhoto } | UploadRefusal;

// eslint-disable-next-line no-control-regex -- stripping control characters is the point here
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/g;

/** The file name as shown to the operator: no folders, no control characters, not too long. */
export function displayFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop()!.replace(CONTROL_CHARACTERS, "").trim();
  return (base || "The file").slice(0, 200);
}

/**
 * Checks an upload without storing anything: the details, then the file. An upload of several
 * photos checks them all first, so one bad file refuses the lot before any is stored.
 */
export async function checkUpload(input: UploadPhotoInput): Promise<
  | {
      ok: true;
      photo: InspectedPhoto;
      details: ReturnType<typeof parsePhotoDetails> & { ok: true };
    }
  | UploadRefusal
> {
  const name = displayFileName(input.fileName);
  const details = parsePhotoDetails(input);
  if (!details.ok)
    return {
      ...notOk("invalid", `${name}: ${Object.values(details.errors)[0]}`),
      field: "details",
      errors: details.errors,
    };
  const inspected = await inspectPhoto(input.bytes, name);
  if (!inspected.ok) return { ...inspected, field: "file" };
  return { ok: true, photo: inspected.photo, details };
}

/**
 * Adds one photo to the library: checked, turned upright, stripped of its metadata and encoded
 * as AVIF and WebP at the library's widths; the original is kept under originals/. Nothing is
 * written unless every step succeeded. The same photo twice is refused, naming the first.
 */
export async function uploadPhoto(
  db: Kysely<Database>,
  input: UploadPhotoInput,
  files: MediaFiles = mediaFiles(),
): Promise<UploadResult> {
  const checked = await checkUpload(input);
  if (!checked.ok) return checked;
  const name = displayFileName(input.fileName);
  const hash = contentHash(input.bytes);
  const existing = await photoRowByHash(db, hash);
  if (existing) return alreadyInLibrary(name, existing);

  let variants;
  try {
    variants = await encodeVariants(input.bytes, checked.photo);
  } catch {
    return {
      ...notOk(
        "invalid",
        `${name} could not be read to its end: it may be damaged. Export it again and upload the new file.`,
      ),
      field: "file",
    };
  }
  await ensureMediaFolders(files);
  await writeAtomically(originalPath(files, hash, checked.photo.format), input.bytes);
  for (const variant of variants)
    await writeAtomically(
      join(files.publicDir, variantFileName(hash, variant.width, variant.format)),
      variant.data,
    );

  const now = systemNow().toISOString();
  const { details } = checked.details;
  const photo: LibraryPhoto = {
    id: randomUUID(),
    contentHash: hash,
    originalName: name,
    originalFormat: checked.photo.format,
    originalBytes: input.bytes.byteLength,
    width: checked.photo.width,
    height: checked.photo.height,
    altText: details.altText,
    credit: details.credit,
    focalPoint: details.focalPoint,
    variants: variants.map(({ format, width, height, bytes }) => ({
      format,
      width,
      height,
      bytes,
    })),
    uploadedBy: input.uploadedBy,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await insertPhotoRow(db, photo);
    forgetPhotoViews();
  } catch (error) {
    // Another process stored the same photo meanwhile: its row owns the same files.
    if (!isUniqueViolation(error)) throw error;
    const winner = await photoRowByHash(db, hash);
    return winner ? alreadyInLibrary(name, winner) : Promise.reject(error);
  }
  return { ok: true, photo };
}

function alreadyInLibrary(name: string, existing: LibraryPhoto): UploadRefusal {
  return {
    ...notOk("conflict", `${name} is already in the library, as “${existing.altText}”.`),
    field: "file",
  };
}

/** Every photo in the library, newest first. */
export function listPhotos(db: Kysely<Database>): Promise<LibraryPhoto[]> {
  return photoRows(db);
}

export function findPhoto(db: Kysely<Database>, id: string): Promise<LibraryPhoto | undefined> {
  return photoRowById(db, id);
}

const noSuchPhoto = "There is no such photo in the library: it may have been deleted.";

export async function updatePhotoDetails(
  db: Kysely<Database>,
  id: string,
  input: PhotoDetailsInput,
): Promise<
  | { ok: true; photo: LibraryPhoto }
  | (NotOk<"invalid" | "not-found"> & { errors?: PhotoDetailsErrors })
> {
  const details = parsePhotoDetails(input);
  if (!details.ok)
    return {
      ...notOk("invalid", Object.values(details.errors)[0] ?? "Check the details."),
      errors: details.errors,
    };
  const updated = await updatePhotoRow(db, id, details.details, systemNow().toISOString());
  forgetPhotoViews();
  const photo = updated ? await photoRowById(db, id) : undefined;
  return photo ? { ok: true, photo } : notOk("not-found", noSuchPhoto);
}

/**
 * Removes a photo and its files, unless a page or trip uses it: then nothing is removed and the
 * answer names every place (the sources other modules registered with registerMediaUsage).
 */
export async function deletePhoto(
  db: Kysely<Database>,
  id: string,
  files: MediaFiles = mediaFiles(),
): Promise<{ ok: true } | (NotOk<"not-found" | "conflict"> & { usedIn?: string[] })> {
  const photo = await photoRowById(db, id);
  if (!photo) return notOk("not-found", noSuchPhoto);
  const usedIn = await whereUsed(db, id);
  if (usedIn.length > 0)
    return {
      ...notOk(
        "conflict",
        `“${photo.altText}” is in use on ${usedIn.join(", ")}: choose another photo there first, then delete this one.`,
      ),
      usedIn,
    };
  if (!(await deletePhotoRow(db, id))) return notOk("not-found", noSuchPhoto);
  forgetPhotoViews();
  await removeFiles([
    originalPath(files, photo.contentHash, photo.originalFormat),
    ...photo.variants.map((variant) =>
      join(files.publicDir, variantFileName(photo.contentHash, variant.width, variant.format)),
    ),
  ]);
  return { ok: true };
}
