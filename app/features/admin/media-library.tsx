import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Notice } from "~/features/auth/notice";
import { Photo } from "~/features/media/photo";
import { formatTimestamp } from "./admin-shell";
import type { PhotoView } from "../../../domain/media/photo-view";
import { AltTextField, CreditField, FocalPointFields } from "./media-upload-form";
import type { MediaAnswer } from "./media-forms";

export interface LibraryItem {
  id: string;
  originalName: string;
  originalBytes: number;
  width: number;
  height: number;
  altText: string;
  credit: string | null;
  focalPoint: { x: number; y: number };
  createdAt: string;
  view: PhotoView;
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** The library as a grid of thumbnails, each with its details, an editor and a delete button. */
export function MediaLibrary({ photos, answer }: { photos: LibraryItem[]; answer?: MediaAnswer }) {
  if (photos.length === 0)
    return <p className="mt-3">No photos yet. Until a page uses one, it shows its drawing.</p>;
  return (
    <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {photos.map((photo) => (
        <LibraryCard
          key={photo.id}
          photo={photo}
          answer={
            answer && answer.intent !== "upload" && answer.photoId === photo.id ? answer : undefined
          }
        />
      ))}
    </ul>
  );
}

function LibraryCard({
  photo,
  answer,
}: {
  photo: LibraryItem;
  answer?: Extract<MediaAnswer, { intent: "update" | "delete" }>;
}) {
  const id = (field: string) => `photo-${photo.id}-${field}`;
  const values = answer?.intent === "update" ? answer.values : undefined;
  const errors = answer?.intent === "update" ? answer.errors : undefined;
  return (
    <li className="overflow-hidden rounded-xl border border-sand-200 bg-white shadow-sm">
      <article aria-labelledby={id("title")}>
        <Photo
          photo={photo.view}
          sizes="(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 100vw"
          className="aspect-[3/2]"
        />
        <div className="grid gap-2 p-4">
          <h3 id={id("title")} className="font-semibold break-words">
            {photo.altText}
          </h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
            <dt className="font-semibold">Credit</dt>
            <dd>{photo.credit ?? "None"}</dd>
            <dt className="font-semibold">Size</dt>
            <dd>
              {photo.width} × {photo.height} px, {megabytes(photo.originalBytes)}
            </dd>
            <dt className="font-semibold">File</dt>
            <dd className="break-all">{photo.originalName}</dd>
            <dt className="font-semibold">Added</dt>
            <dd>{formatTimestamp(photo.createdAt)}</dd>
          </dl>
          {answer ? <Notice notice={answer.notice} /> : null}
          <details open={Boolean(errors)}>
            <summary className="cursor-pointer text-sm font-semibold underline">
              Edit details
            </summary>
            <Form method="post" className="mt-2 grid gap-3">
              <input type="hidden" name="intent" value="update" />
              <input type="hidden" name="photoId" value={photo.id} />
              <AltTextField
                id={id("alt")}
                name="alt-0"
                label="Alt text"
                defaultValue={values?.altText ?? photo.altText}
                error={errors?.altText}
              />
              <CreditField
                id={id("credit")}
                name="credit-0"
                defaultValue={values?.credit ?? photo.credit ?? ""}
                error={errors?.credit}
              />
              <FocalPointFields
                idPrefix={id("focal")}
                index={0}
                x={values?.focalX ?? String(photo.focalPoint.x)}
                y={values?.focalY ?? String(photo.focalPoint.y)}
                error={errors?.focalPoint}
              />
              <div>
                <Button type="submit" size="sm">
                  Save details
                </Button>
              </div>
            </Form>
          </details>
          <Form method="post">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="photoId" value={photo.id} />
            <Button type="submit" size="sm" variant="outline" aria-describedby={id("title")}>
              Delete photo
            </Button>
          </Form>
        </div>
      </article>
    </li>
  );
}
