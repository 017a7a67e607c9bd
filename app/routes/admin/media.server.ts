import { data } from "react-router";
import type { Route } from "./+types/media";
import {
  blankRow,
  MAX_PHOTOS_PER_UPLOAD,
  rowField,
  type MediaAnswer,
  type RowErrors,
  type UploadRow,
} from "~/features/admin/media-forms";
import {
  checkUpload,
  deletePhoto,
  listPhotos,
  photoSources,
  updatePhotoDetails,
  uploadPhoto,
  type UploadPhotoInput,
} from "../../../server/modules/media";
import { dbContext } from "../../../server/platform/http/request-context";
import { adminUserContext } from "./layout.server";

/** Every photo in the library, newest first, with what the grid shows of it. */
export async function loader({ context }: Route.LoaderArgs) {
  const photos = await listPhotos(context.get(dbContext));
  return {
    photos: photos.map((photo) => ({
      id: photo.id,
      originalName: photo.originalName,
      originalBytes: photo.originalBytes,
      width: photo.width,
      height: photo.height,
      altText: photo.altText,
      credit: photo.credit,
      focalPoint: photo.focalPoint,
      createdAt: photo.createdAt,
      view: photoSources(photo),
    })),
  };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, 1000) : "";
};

function rowAt(form: FormData, index: number): UploadRow {
  return {
    name: form.has(rowField.name(index)) ? text(form, rowField.name(index)) : null,
    altText: text(form, rowField.altText(index)),
    credit: text(form, rowField.credit(index)),
    focalX: text(form, rowField.focalX(index)) || "50",
    focalY: text(form, rowField.focalY(index)) || "50",
  };
}

const detailsOf = (row: Omit<UploadRow, "name">) => ({
  altText: row.altText,
  credit: row.credit,
  focalPoint: { x: row.focalX, y: row.focalY },
});

const refusedUpload = (description: string, rows?: UploadRow[], errors?: RowErrors[]) =>
  data<MediaAnswer>(
    {
      intent: "upload",
      notice: { tone: "error", title: "No photo added", description },
      rows,
      errors,
    },
    { status: 400 },
  );

/**
 * Pairs each chosen file with its row by the file's name, so a photo can never take another's
 * alt text. Without JavaScript the form has one unnamed row: it describes a single file. Several
 * files and no row of their own: the form comes back with one row per file.
 */
function rowsForFiles(form: FormData, files: File[]): { rows: UploadRow[]; complete: boolean } {
  const sent = Array.from({ length: MAX_PHOTOS_PER_UPLOAD }, (_, index) => index)
    .filter((index) => form.has(rowField.altText(index)))
    .map((index) => rowAt(form, index));
  const unnamed = sent.length === 1 && sent[0]!.name === null ? sent[0] : undefined;
  let complete = true;
  const rows = files.map((file) => {
    const own = sent.find((row) => row.name === file.name);
    if (own) return own;
    if (unnamed && files.length === 1) return { ...unnamed, name: file.name };
    complete = false;
    return blankRow(file.name);
  });
  return { rows, complete };
}

type Db = Parameters<typeof uploadPhoto>[0];

async function upload(form: FormData, uploadedBy: string, db: Db) {
  const files = form
    .getAll("photos")
    .filter(
      (value): value is File => typeof value !== "string" && value.size + value.name.length > 0,
    );
  if (files.length === 0)
    return refusedUpload(
      "Choose one or more photos to upload.",
      [rowAt(form, 0)],
      [{ file: "Choose one or more photos to upload." }],
    );
  if (files.length > MAX_PHOTOS_PER_UPLOAD)
    return refusedUpload(`Upload at most ${MAX_PHOTOS_PER_UPLOAD} photos at a time.`);
  const { rows, complete } = rowsForFiles(form, files);
  if (!complete)
    return refusedUpload(
      `You chose ${files.length} photos: give each its own alt text below, then choose the same photos again.`,
      rows,
      rows.map((row) => (row.altText ? {} : { altText: `Describe ${row.name} (alt text).` })),
    );
  const inputs: UploadPhotoInput[] = await Promise.all(
    files.map(async (file, index) => ({
      ...detailsOf(rows[index]!),
      bytes: new Uint8Array(await file.arrayBuffer()),
      fileName: file.name,
      uploadedBy,
    })),
  );
  // Every photo is checked before any is stored: one refusal stores none.
  const checks = await Promise.all(inputs.map((input) => checkUpload(input)));
  const errors = checks.map((check): RowErrors =>
    check.ok ? {} : check.field === "file" ? { file: check.message } : (check.errors ?? {}),
  );
  const refusals = checks.filter((check) => !check.ok).length;
  if (refusals > 0)
    return refusedUpload(
      `${refusals === 1 ? "One photo was" : `${refusals} photos were`} refused: see the sentence beside it, then choose the photos again.`,
      rows,
      errors,
    );
  const added: string[] = [];
  const failed: string[] = [];
  for (const input of inputs) {
    const result = await uploadPhoto(db, input);
    if (result.ok) added.push(input.fileName);
    else failed.push(result.message);
  }
  if (failed.length > 0)
    return data<MediaAnswer>(
      {
        intent: "upload",
        notice: {
          tone: "error",
          title: added.length
            ? `${added.length} of ${files.length} photos added`
            : "No photo added",
          description: failed.join(" "),
        },
      },
      { status: added.length ? 200 : 409 },
    );
  return data<MediaAnswer>({
    intent: "upload",
    notice: {
      tone: "success",
      title: added.length === 1 ? "Photo added" : `${added.length} photos added`,
      description: `${added.join(", ")} ${added.length === 1 ? "is" : "are"} in the library below, in every size the pages use.`,
    },
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = text(form, "intent");
  const db = context.get(dbContext);
  if (intent === "upload") return upload(form, context.get(adminUserContext).id, db);
  const photoId = text(form, "photoId");
  if (intent === "delete") {
    const result = await deletePhoto(db, photoId);
    if (result.ok)
      return data<MediaAnswer>({
        intent,
        photoId,
        notice: { tone: "success", title: "Photo deleted", description: "Its files are gone too." },
      });
    return data<MediaAnswer>(
      {
        intent,
        photoId,
        notice: { tone: "error", title: "Photo not deleted", description: result.message },
      },
      { status: result.kind === "not-found" ? 404 : 409 },
    );
  }
  if (intent !== "update") throw data("The form names no action this page takes.", { status: 400 });
  const values = rowAt(form, 0);
  const result = await updatePhotoDetails(db, photoId, detailsOf(values));
  if (result.ok)
    return data<MediaAnswer>({
      intent: "update",
      photoId,
      notice: { tone: "success", title: "Details saved", description: `“${result.photo.altText}”` },
    });
  return data<MediaAnswer>(
    {
      intent: "update",
      photoId,
      notice: { tone: "error", title: "Details not saved", description: result.message },
      errors: result.errors,
      values,
    },
    { status: result.kind === "not-found" ? 404 : 400 },
  );
}
