import { MessageCircle } from "lucide-react";
import type { NewCartItem } from "../../../domain/cart/cart";
import {
  bookingRequestText,
  whatsappLink,
  type BookingRequestText,
} from "../../../domain/messaging/whatsapp";
import { formatUsd } from "../../../domain/pricing/money";
import { buttonClasses } from "~/components/ui/button";
import { useCart } from "~/features/cart/cart-context";
import { notify } from "~/lib/notify";
import { useRootData } from "~/lib/root-data";

/**
 * Adds the priced trip to the Trip Cart and opens the operator's WhatsApp chat in a new tab
 * with the prefilled booking request (trip, duration, participants, price per person, total,
 * date, notes), and says 'Added to cart!' and 'Redirecting to WhatsApp'. Without JavaScript it is still
 * a working link to the chat.
 */
export function BookViaWhatsApp({
  request,
  cartItem,
  label = "Add to Cart & Book via WhatsApp",
  disabled = false,
}: {
  request: BookingRequestText;
  cartItem: NewCartItem;
  label?: string;
  disabled?: boolean;
}) {
  const root = useRootData();
  const cart = useCart();
  const href = whatsappLink(
    root?.contacts.whatsappNumber ?? "",
    bookingRequestText(request, formatUsd),
  );
  if (disabled) {
    return (
      <button type="button" disabled className={buttonClasses("whatsapp", "lg", "w-full")}>
        <MessageCircle aria-hidden="true" className="size-5" />
        {label}
      </button>
    );
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses("whatsapp", "lg", "w-full text-center")}
      onClick={() => {
        cart.add(cartItem);
        notify({
          title: "Added to cart!",
          description: `${cartItem.adventureType} is in your Trip Cart.`,
          variant: "success",
        });
        notify({
          title: "Redirecting to WhatsApp",
          description: "Your booking request is ready to send in the chat.",
        });
      }}
    >
      <MessageCircle aria-hidden="true" className="size-5 shrink-0" />
      {label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
