import type { NoticeData } from "~/features/auth/notice";

/**
 * What the photo library's forms send and answer (app/routes/admin/media.server.ts reads them,
 * app/features/admin/media-upload-form.tsx and media-library.tsx draw them).
 */

/** One chosen photo's row in the upload form: its file's name and what was typed for it. */
export interface UploadRow {
  /** The file's name the row describes; null on the first row before any file is named. */
  name: string | null;
  altText: string;
  credit: string;
  focalX: string;
  focalY: string;
}

export interface RowErrors {
  file?: string;
  altText?: string;
  credit?: string;
  focalPoint?: string;
}

export type MediaAnswer =
  | {
      intent: "upload";
      notice: NoticeData;
      /** Shown again after a refusal, one per chosen photo, with each row's sentences. */
      rows?: UploadRow[];
      errors?: RowErrors[];
    }
  | {
      intent: "update" | "delete";
      photoId: string;
      notice: NoticeData;
      errors?: RowErrors;
      values?: Omit<UploadRow, "name">;
    };

export const blankRow = (name: string | null): UploadRow => ({
  name,
  altText: "",
  credit: "",
  focalX: "50",
  focalY: "50",
});

/** The field names of row `index` (the same names with and without JavaScript). */
export const rowField = {
  name: (index: number) => `name-${index}`,
  altText: (index: number) => `alt-${index}`,
  credit: (index: number) => `credit-${index}`,
  focalX: (index: number) => `focal-x-${index}`,
  focalY: (index: number) => `focal-y-${index}`,
};

/** The largest number of rows a form may describe (more photos than this are refused). */
export const MAX_PHOTOS_PER_UPLOAD = 20;
