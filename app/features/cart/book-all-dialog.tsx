import { useId, useState, type FormEvent } from "react";
import { cartTotal, defaultBookingDate, itemTotal, type CartItem } from "../../../domain/cart/cart";
import { multiTripSummaryText, whatsappLink } from "../../../domain/messaging/whatsapp";
import { formatUsd } from "../../../domain/pricing/money";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { fieldClasses, todayIsoDate } from "~/features/booking/booking-fields";
import { notify } from "~/lib/notify";
import { useRootData } from "~/lib/root-data";
import { notifyEmptyCart, useCart } from "./cart-context";
import { HoneypotField } from "~/components/ui/honeypot-field";

interface Contact {
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  specialRequirements: string;
  website: string;
}

/** Sends one booking request per cart item; the item's id is its idempotency key, so a retry never books twice. */
async function submitBooking(item: CartItem, contact: Contact, bookingDate: string): Promise<void> {
  const response = await fetch("/api/secure-booking", {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": item.id },
    body: JSON.stringify({
      clientName: contact.clientName,
      clientEmail: contact.clientEmail,
      clientPhone: contact.clientPhone || null,
      adventureType: item.adventureType,
      tripSlug: item.tripSlug,
      tierId: item.tierId,
      bookingDate,
      numberOfParticipants: item.participants,
      totalPrice: itemTotal(item),
      specialRequirements:
        [item.specialRequirements, contact.specialRequirements].filter(Boolean).join("\n") || null,
      website: contact.website,
    }),
  });
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok || body.error)
    throw new Error(body.error ?? `the server answered ${response.status}`);
}

export default function BookAllDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { items, clear } = useCart();
  const root = useRootData();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (items.length === 0) {
      notifyEmptyCart();
      return;
    }
    const form = new FormData(event.currentTarget);
    const contact = Object.fromEntries(
      ["clientName", "clientEmail", "clientPhone", "specialRequirements", "website"].map((key) => [
        key,
        String(form.get(key) ?? "").trim(),
      ]),
    ) as unknown as Contact;
    // Opened now, while the click still counts as the visitor's action, so no popup blocker stops it.
    const chat = window.open("", "_blank");
    if (chat) chat.opener = null;
    setSubmitting(true);
    setFailure(null);
    const fallbackDate = defaultBookingDate(todayIsoDate());
    const booked = [...items];
    const results = await Promise.allSettled(
      booked.map((item) => submitBooking(item, contact, item.preferredDate ?? fallbackDate)),
    );
    setSubmitting(false);

    const failed = results.flatMap((result, index) =>
      result.status === "rejected"
        ? [{ item: booked[index]!, reason: result.reason as Error }]
        : [],
    );
    const succeeded = booked.filter((_, index) => results[index]!.status === "fulfilled");
    clear(succeeded.map((item) => item.id));
    if (failed.length > 0) {
      chat?.close();
      const message = `Failed to create ${failed.length} booking(s)`;
      setFailure(`${message}: ${failed[0]!.reason.message}`);
      notify({
        title: `Failed to submit booking requests: ${failed[0]!.reason.message}`,
        description: message,
        variant: "destructive",
      });
      return;
    }
    notify({
      title: "Booking Requests Submitted!",
      description: "We'll contact you within 24 hours to confirm details.",
      variant: "success",
    });
    onClose();
    const text = multiTripSummaryText(
      {
        trips: booked.map((item) => ({
          adventureType: item.adventureType,
          participants: item.participants,
          bookingDate: item.preferredDate ?? fallbackDate,
          total: itemTotal(item),
        })),
        clientName: contact.clientName,
        clientEmail: contact.clientEmail,
        clientPhone: contact.clientPhone,
        totalEstimate: cartTotal(booked),
        specialRequirements: contact.specialRequirements,
      },
      formatUsd,
    );
    const link = whatsappLink(root?.contacts.whatsappNumber ?? "", text);
    if (chat) chat.location.href = link;
    else window.open(link, "_blank", "noopener,noreferrer");
  }

  return (
    <Dialog open={open} onClose={onClose} title="Book All Trips">
      <form onSubmit={(event) => void handleSubmit(event)} className="grid gap-4 p-5">
        <p className="text-sm">
          {items.length} {items.length === 1 ? "trip" : "trips"}, estimated{" "}
          {formatUsd(cartTotal(items))}. We'll confirm availability and final prices within 24
          hours. Trips without a date are requested for 7 days from today.
        </p>
        <div>
          <label htmlFor={`${id}-name`} className="text-sm font-semibold">
            Full name <span aria-hidden="true">*</span>
          </label>
          <input
            id={`${id}-name`}
            name="clientName"
            required
            maxLength={120}
            autoComplete="name"
            className={fieldClasses}
          />
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="text-sm font-semibold">
            Email <span aria-hidden="true">*</span>
          </label>
          <input
            id={`${id}-email`}
            name="clientEmail"
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            className={fieldClasses}
          />
        </div>
        <div>
          <label htmlFor={`${id}-phone`} className="text-sm font-semibold">
            Phone (optional)
          </label>
          <input
            id={`${id}-phone`}
            name="clientPhone"
            type="tel"
            maxLength={40}
            autoComplete="tel"
            className={fieldClasses}
          />
        </div>
        <div>
          <label htmlFor={`${id}-requirements`} className="text-sm font-semibold">
            Special requirements (optional)
          </label>
          <textarea
            id={`${id}-requirements`}
            name="specialRequirements"
            rows={3}
            maxLength={2000}
            className={fieldClasses}
          />
        </div>
        <HoneypotField id={`${id}-website`} />
        {failure ? (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
          >
            {failure}. The trips that failed are still in your cart.
          </p>
        ) : null}
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={submitting}>
            {submitting ? "Sending..." : "Send Booking Requests"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
