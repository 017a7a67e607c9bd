import { useState } from "react";
import { galleryImages } from "../../../domain/landing";
import { Illustration } from "~/components/illustration";
import { Dialog } from "~/components/ui/dialog";

/** Six images; each opens enlarged in a modal overlay (Escape, the close button or the backdrop close it). */
export function Gallery() {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const current = openIndex === null ? undefined : galleryImages[openIndex];

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {galleryImages.map((image, index) => (
          <li key={image.id}>
            <button
              type="button"
              onClick={() => setOpenIndex(index)}
              className="group block w-full overflow-hidden rounded-xl bg-sand-200 text-left"
            >
              <Illustration
                scene={image.id}
                alt={image.alt}
                className="aspect-[3/2] transition-transform duration-300 group-hover:scale-105"
              />
              <span className="sr-only">Enlarge: </span>
              <span className="block px-3 py-2 text-sm font-medium text-earth-900">
                {image.caption}
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
            <Illustration
              scene={current.id}
              alt={current.alt}
              priority
              className="mx-auto max-h-[calc(100dvh-14rem)] w-auto rounded-lg object-contain"
            />
            <figcaption className="mt-3 flex items-center justify-between gap-4 text-sm">
              <span>{current.alt}</span>
              <span className="shrink-0 font-semibold">
                {(openIndex ?? 0) + 1} / {galleryImages.length}
              </span>
            </figcaption>
            <div className="mt-3 flex justify-between">
              <button
                type="button"
                className="min-h-11 rounded-md px-4 font-semibold text-forest-800 hover:bg-forest-50"
                onClick={() =>
                  setOpenIndex(((openIndex ?? 0) + galleryImages.length - 1) % galleryImages.length)
                }
              >
                Previous image
              </button>
              <button
                type="button"
                className="min-h-11 rounded-md px-4 font-semibold text-forest-800 hover:bg-forest-50"
                onClick={() => setOpenIndex(((openIndex ?? 0) + 1) % galleryImages.length)}
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
