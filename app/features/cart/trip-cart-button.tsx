import { useState, type ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";

/** The navigation's Trip Cart button with its item-count badge, opening the cart side panel. */
export function TripCartButton({ icon }: { icon: ReactNode }) {
  const [open, setOpen] = useState(false);
  const itemCount = 0;

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="relative inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-semibold text-earth-900 hover:bg-sand-100"
      >
        {icon}
        <span className="sr-only sm:not-sr-only">Trip Cart</span>
        <span aria-label={`${itemCount} items`} className="inline-flex min-w-6 items-center justify-center rounded-full bg-ochre-600 px-1.5 text-xs font-bold text-white">
          {itemCount}
        </span>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Trip Cart" variant="side">
        <div className="flex flex-1 flex-col items-center justify-center gap-4 p-8 text-center">
          <p className="text-lg font-semibold">Your Trip Cart is empty</p>
          <p className="text-sm text-earth-900/80">Add treks, safaris and escapes from any trip page, then book them all in one request.</p>
          <ButtonLink to="/#adventures" onClick={() => setOpen(false)}>
            Browse Adventures
          </ButtonLink>
        </div>
      </Dialog>
    </>
  );
}
