import { useState } from "react";
import type { PhotoView } from "../../../domain/media/photo-view";
import type { GalleryDrawing } from "../../../domain/pages/page-keys";
import { Illustration } from "~/components/illustration";
import { Dialog } from "~/components/ui/dialog";
import { Photo } from "~/features/media/photo";

/** One picture of the gallery: a library photo (its own alt text), else its drawing. */
export interface GalleryItem {
  caption: string;
  /** What the drawing shows. */
  alt: string;
  drawing?: GalleryDrawing;
  photo?: PhotoView;
}

/** The picture an item shows, in the grid (lazily) or enlarged (at once). */
function Picture({
  item,
  enlarged,
  className,
}: {
  item: GalleryItem;
  enlarged: boolean;
  className: string;
}) {
  if (item.photo)
    return (
      <Photo
        photo={item.photo}
        priority={enlarged}
        sizes={enlarged ? "(min-width: 1024px) 60rem, 100vw" : "(min-width: 1024px) 25rem, 50vw"}
        className={className}
      />
    );
  return (
    <Illustration
      scene={item.drawing ?? "gallery-1"}
      alt={item.alt}
      priority={enlarged}
      className={className}
    />
  );
}

/** The gallery's pictures; each opens enlarged in a modal overlay (Escape, the close button or the backdrop close it). */
export function Gallery({ items }: { items: readonly GalleryItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const current = openIndex === null ? undefined : items[openIndex];

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {items.map((item, index) => (
          <li key={index}>
            <button
              type="button"
              onClick={() => setOpenIndex(index)}
              className="group block w-full overflow-hidden rounded-xl bg-sand-200 text-left"
            >
              <Picture
                item={item}
                enlarged={false}
                className="aspect-[3/2] transition-transform duration-300 group-hover:scale-105"
              />
              <span className="sr-only">Enlarge: </span>
              <span className="block px-3 py-2 text-sm font-medium text-earth-900">
                {item.caption}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={current !== undefined}
        onClose={() => setOpenIndex(null)}
        title={current?.caption ?? "Gallery"}
      >
        {current ? (
          <figure className="p-3 sm:p-5">
            <Picture
              item={current}
              enlarged
              className="mx-auto max-h-[calc(100dvh-14rem)] w-auto rounded-lg object-contain"
            />
            <figcaption className="mt-3 flex items-center justify-between gap-4 text-sm">
              <span>{current.photo?.altText ?? current.alt}</span>
              <span className="shrink-0 font-semibold">
                {(openIndex ?? 0) + 1} / {items.length}
              </span>
            </figcaption>
            <div className="mt-3 flex justify-between">
              <button
                type="button"
                className="min-h-11 rounded-md px-4 font-semibold text-forest-800 hover:bg-forest-50"
                onClick={() => setOpenIndex(((openIndex ?? 0) + items.length - 1) % items.length)}
              >
                Previous image
              </button>
              <button
                type="button"
                className="min-h-11 rounded-md px-4 font-semibold text-forest-800 hover:bg-forest-50"
                onClick={() => setOpenIndex(((openIndex ?? 0) + 1) % items.length)}
              >
                Next image
              </button>
            </div>
          </figure>
        ) : null}
      </Dialog>
    </>
  );
}
