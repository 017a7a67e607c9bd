import { CalendarDays, Trash2, Users } from "lucide-react";
import { partySizeText } from "../../../domain/booking/party";
import { formatTravelDate } from "../../../domain/calendar";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { cartTotals } from "../../../domain/cart/cart";
import { childAgesText } from "../../../domain/pricing/children";
import { categoryLabels, countCategories } from "../../../domain/pricing/traveller-categories";
import { Button, ButtonLink } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { notify } from "~/lib/notify";
import { notifyEmptyCart, useCart } from "./cart-context";
import { CartItemPrice, CartTotals } from "./cart-prices";

// The booking form is only needed once a visitor books; keep it out of every page's bundle.
const BookAllDialog = lazy(() => import("./book-all-dialog"));

/** The navigation's Trip Cart button with its item-count badge, and the cart side panel. */
export function TripCartButton({ icon }: { icon: ReactNode }) {
  const { items, remove, clear } = useCart();
  const [open, setOpen] = useState(false);
  const [bookingOpen, setBookingOpen] = useState(false);

  function startBooking() {
    if (items.length === 0) {
      notifyEmptyCart();
      return;
    }
    setOpen(false);
    setBookingOpen(true);
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="relative inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-semibold text-earth-900 hover:bg-sand-100 sm:gap-2 sm:px-3"
      >
        {icon}
        <span className="sr-only sm:not-sr-only">Trip Cart</span>
        {/* The badge shows the bare number; the button's name says what it counts. */}
        <span
          data-testid="cart-count"
          aria-hidden="true"
          className="inline-flex min-w-6 items-center justify-center rounded-full bg-ochre-700 px-1.5 text-xs font-bold text-white"
        >
          {items.length}
        </span>
        <span className="sr-only">{`${items.length} ${items.length === 1 ? "item" : "items"}`}</span>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Trip Cart" variant="side">
        {items.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-4 p-8 text-center">
            <p className="text-lg font-semibold">Your Trip Cart is empty</p>
            <p className="text-sm">
              Add treks, safaris and escapes from any trip page, then book them all in one request.
            </p>
            <ButtonLink to="/#adventures" onClick={() => setOpen(false)}>
              Browse Adventures
            </ButtonLink>
          </div>
        ) : (
          <>
            <ul className="flex-1 divide-y divide-sand-200 overflow-y-auto px-5">
              {items.map((item) => (
                <li key={item.id} className="py-4">
                  <div className="flex items-start justify-between gap-3">
                    <div>
                      <p className="font-bold">{item.adventureType}</p>
                      <p className="text-sm">{item.duration}</p>
                    </div>
                    <button
                      type="button"
                      onClick={() => {
                        remove(item.id);
                        notify({
                          title: "Removed from cart",
                          description: "Trip has been removed from your cart",
                        });
                      }}
                      className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-red-800 hover:bg-red-50"
                    >
                      <Trash2 aria-hidden="true" className="size-5" />
                      <span className="sr-only">Remove {item.adventureType}</span>
                    </button>
                  </div>
                  <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                    <li className="flex items-center gap-1.5">
                      <Users aria-hidden="true" className="size-4" />{" "}
                      {partySizeText(item.participants)}
                      {item.travellers
                        ? `: ${countCategories(item.travellers)
                            .map(({ category, count }) => `${count} ${categoryLabels[category]}`)
                            .join(", ")}`
                        : null}
                      {item.childAges?.length ? `, ${childAgesText(item.childAges)}` : null}
                    </li>
                    {item.preferredDate ? (
                      <li className="flex items-center gap-1.5">
                        <CalendarDays aria-hidden="true" className="size-4" />{" "}
                        <time dateTime={item.preferredDate}>
                          {formatTravelDate(item.preferredDate)}
                        </time>
                      </li>
                    ) : null}
                  </ul>
                  <CartItemPrice item={item} className="mt-2" />
                </li>
              ))}
            </ul>
            <div className="border-t border-sand-200 p-5">
              <CartTotals totals={cartTotals(items)} label="Total estimate" testId="cart-total" />
              <p className="mt-1 text-xs">
                Final prices may vary with dates, group discounts and seasonal rates.
              </p>
              <div className="mt-4 grid grid-cols-2 gap-3">
                <Button
                  variant="outline"
                  onClick={() => {
                    clear();
                    notify({
                      title: "Cart cleared",
                      description: "All trips have been removed from your cart",
                    });
                  }}
                >
                  Clear Cart
                </Button>
                <Button onClick={startBooking}>Book All Trips</Button>
              </div>
            </div>
          </>
        )}
      </Dialog>
      {bookingOpen ? (
        <Suspense fallback={null}>
          <BookAllDialog open={bookingOpen} onClose={() => setBookingOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
