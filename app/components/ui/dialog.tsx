import { X } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * A modal on the native <dialog> element: the browser traps focus, closes on Escape and
 * returns focus to the opener, so the accessibility comes from the platform.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  variant = "center",
  className,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  variant?: "center" | "side";
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-label={title}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === ref.current) onClose();
      }}
      className={cn(
        "m-0 max-w-none bg-transparent p-0 backdrop:bg-earth-900/70",
        // The side panel fills the height; a centred dialog taller than the screen scrolls inside.
        variant === "side"
          ? "ml-auto h-full max-h-none w-full sm:w-[28rem]"
          : "m-auto max-h-[calc(100dvh-2rem)] w-[min(64rem,calc(100vw-2rem))] overflow-y-auto",
        className,
      )}
    >
      {open ? (
        <div
          className={cn(
            "relative bg-white shadow-xl",
            variant === "side" ? "flex h-full flex-col" : "rounded-xl",
          )}
        >
          <div className="flex items-center justify-between gap-4 border-b border-sand-200 px-5 py-4">
            <h2 className="text-lg font-bold">{title}</h2>
            <button
              type="button"
              onClick={onClose}
              className="inline-flex size-11 items-center justify-center rounded-md hover:bg-sand-100"
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">Close</span>
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
