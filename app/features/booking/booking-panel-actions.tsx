import { MessageCircle, ShoppingBag } from "lucide-react";
import { useState, type ReactNode } from "react";
import type { BookingPanelState } from "../../../domain/booking/booking-panel";
import { partyText } from "../../../domain/booking/party";
import { formatTravelDate } from "../../../domain/calendar";
import type { Trip } from "../../../domain/catalogue/trip-schema";
import { cartItemPrice } from "../../../domain/cart/cart";
import { tripQuestionText, whatsappLink } from "../../../domain/messaging/whatsapp";
import { showsLines, totalsText } from "../../../domain/pricing/quote-lines";
import { Button, ExternalButtonLink } from "~/components/ui/button";
import { useCart } from "~/features/cart/cart-context";
import { usePrice } from "~/features/currency/use-price";
import { notify } from "~/lib/notify";
import { useRootData } from "~/lib/root-data";
import { useHydrated } from "~/lib/use-hydrated";
import { CancellationPolicyLine } from "./cancellation-policy";

/**
 * "Add to cart": puts the quoted trip in the Trip Cart (and says so, in the panel and in a
 * notice); `added` is the panel's sentence once it is there.
 */
function useAddToCart(trip: Trip, state: BookingPanelState, tripName: string) {
  const { model, selection, quote } = state;
  const cart = useCart();
  const showPrice = usePrice();
  const [added, setAdded] = useState<string | null>(null);

  function addToCart() {
    if (!quote) return;
    cart.add({
      tripSlug: trip.slug,
      tierId: quote.optionId ?? undefined,
      adventureType: tripName,
      duration: trip.duration,
      participants: quote.participants,
      ...cartItemPrice(quote.perPerson),
      preferredDate: quote.date,
      // Who travels and the lines shown here: the cart shows and sends the same totals.
      ...(selection.categories ? { travellers: [...selection.categories] } : {}),
      ...(quote.childAges.length ? { childAges: [...quote.childAges] } : {}),
      lines: quote.lines,
      ...(selection.departureId && selection.departureId !== "private"
        ? { departureId: selection.departureId, holdToken: selection.holdToken ?? undefined }
        : {}),
    });
    setAdded(`${tripName} is in your Trip Cart.`);
    notify({
      title: "Added to your Trip Cart",
      description: `${tripName}, ${formatTravelDate(quote.date)}, ${partyText(quote.participants, model.unit)}: ${showsLines(quote) ? totalsText(quote.totals) : showPrice(quote.total)}.`,
      variant: "success",
    });
  }
  return { added, addToCart };
}

/**
 * The panel's other ways on, below its total: "Add to cart" and the cancellation policy for a
 * trip one books, the quote request beside it (corporate groups), and "Ask on WhatsApp", which
 * only opens a chat when clicked.
 */
export function PanelOtherWaysOn({
  trip,
  state,
  tripName,
  quoteRequest,
}: {
  trip: Trip;
  state: BookingPanelState;
  tripName: string;
  /** The quote request button, a second way beside booking. */
  quoteRequest: ReactNode;
}) {
  const { model, selection, quote } = state;
  const hydrated = useHydrated();
  const root = useRootData();
  const { added, addToCart } = useAddToCart(trip, state, tripName);
  const question = whatsappLink(
    root?.contacts.whatsappNumber ?? "",
    tripQuestionText([
      {
        title: tripName,
        date: selection.date,
        participants: selection.participants,
      },
    ]),
  );

  return (
    <div className="grid gap-3 px-5 pb-5" aria-live="polite">
      {model.path === "book" ? (
        <>
          <Button
            variant="outline"
            size="lg"
            className="w-full"
            disabled={!hydrated || !quote}
            onClick={addToCart}
          >
            <ShoppingBag aria-hidden="true" className="size-5" /> Add to cart
          </Button>
          {added ? <p className="text-sm font-semibold text-forest-800">{added}</p> : null}
          <CancellationPolicyLine />
        </>
      ) : null}
      {model.path === "book" && quoteRequest}
      <ExternalButtonLink href={question} variant="ghost" size="md" className="w-full">
        <MessageCircle aria-hidden="true" className="size-5" /> Ask on WhatsApp
      </ExternalButtonLink>
    </div>
  );
}
