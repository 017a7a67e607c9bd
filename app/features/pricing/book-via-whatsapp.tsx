import { MessageCircle } from "lucide-react";
import { useRouteLoaderData } from "react-router";
import { bookingRequestText, whatsappLink, type BookingRequestText } from "../../../domain/messaging/whatsapp";
import { formatUsd } from "../../../domain/pricing/money";
import { buttonClasses } from "~/components/ui/button";
import type { loader as rootLoader } from "~/root";

/** Sends a priced booking request to the operator's WhatsApp chat in a new tab (spec section 7). */
export function BookViaWhatsApp({ request, label = "Book via WhatsApp", disabled = false }: { request: BookingRequestText; label?: string; disabled?: boolean }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const href = whatsappLink(root?.contacts.whatsappNumber ?? "", bookingRequestText(request, formatUsd));
  if (disabled) {
    return (
      <button type="button" disabled className={buttonClasses("whatsapp", "lg", "w-full")}>
        <MessageCircle aria-hidden="true" className="size-5" />
        {label}
      </button>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClasses("whatsapp", "lg", "w-full")}>
      <MessageCircle aria-hidden="true" className="size-5" />
      {label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
