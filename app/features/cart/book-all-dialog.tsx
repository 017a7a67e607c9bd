import { useId, useState, type FormEvent } from "react";
import { partySizeText } from "../../../domain/booking/party";
import { formatTravelDate } from "../../../domain/calendar";
import { useNavigate } from "react-router";
import {
  cartItemTravellers,
  cartTotals,
  defaultBookingDate,
  itemTotals,
  wholeTotal,
  type CartItem,
  type CartLine,
} from "../../../domain/cart/cart";
import type { QuoteTotal } from "../../../domain/pricing/quote-lines";
import {
  categoryLabels,
  needsProof,
  proofLabels,
} from "../../../domain/pricing/traveller-categories";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { fieldClasses, todayIsoDate } from "~/features/booking/booking-fields";
import { ContactFields } from "~/features/booking/contact-fields";
import { notify } from "~/lib/notify";
import { notifyEmptyCart, useCart } from "./cart-context";
import { CartItemPrice, CartTotals } from "./cart-prices";

/** The server's answer to POST /api/cart-booking, as far as the dialog reads it. */
interface CartBookingAnswer {
  error?: string;
  confirmationUrl?: string;
  /** 409: every trip whose total the server quotes differently, under its cart item id. */
  quotes?: Array<{
    key: string | null;
    pricePerPerson: number;
    totalPrice: number;
    /** The new quote's lines in every currency (trip price per category, park fees). */
    lines?: CartLine[];
    totals?: QuoteTotal[];
  }>;
}

type Problem = { kind: "price-changed"; message: string } | { kind: "failed"; message: string };

/** The form field of one resident's or citizen's document number: per trip, per traveller. */
function proofField(item: CartItem, index: number): string {
  return `proof-${item.id}-${index}`;
}

/**
 * Sends the whole cart as one booking request: every trip is stored or none is, and the
 * traveller gets one email listing them all. Each trip carries the total shown here; when the
 * server quotes another (the season, the group or our prices changed), nothing is stored, the
 * cart takes the new prices and the traveller is asked to send again. Each item's id is its
 * idempotency key, so a retried request never books a trip twice.
 */
async function sendCart(
  items: readonly CartItem[],
  form: FormData,
  fallbackDate: string,
): Promise<{ status: number; body: CartBookingAnswer }> {
  const field = (name: string) => String(form.get(name) ?? "").trim();
  const response = await fetch("/api/cart-booking", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      clientName: field("clientName"),
      clientEmail: field("clientEmail"),
      clientPhone: field("clientPhone") || null,
      specialRequirements: field("specialRequirements") || null,
      website: field("website"),
      trips: items.map((item) => {
        const totals = itemTotals(item);
        const travellers = cartItemTravellers(item);
        return {
          key: item.id,
          adventureType: item.adventureType,
          tripSlug: item.tripSlug,
          tierId: item.tierId ?? null,
          bookingDate: item.preferredDate ?? fallbackDate,
          numberOfParticipants: item.participants,
          // The totals shown, in every currency: the server stores them or answers 409 (decision 0018).
          totalPrice: wholeTotal(totals, "USD"),
          ...(totals.some((total) => total.currency === "KES")
            ? { totalPriceKes: wholeTotal(totals, "KES") }
            : {}),
          // Each traveller's category, with the document number asked below for a resident price.
          // Children's ages ride on the party's last travellers, so the server prices them again.
          ...(travellers
            ? {
                travellers: travellers.map((traveller, index) => ({
                  ...traveller,
                  proof: needsProof(traveller.category)
                    ? field(proofField(item, index)) || null
                    : null,
                })),
              }
            : {}),
          specialRequirements: item.specialRequirements ?? null,
          // A departure's seats are taken with the booking; its date is the item's date.
          ...(item.departureId
            ? { departureId: item.departureId, holdToken: item.holdToken ?? null }
            : {}),
        };
      }),
    }),
  });
  const body = (await response.json().catch(() => ({}))) as CartBookingAnswer;
  return { status: response.status, body };
}

export default function BookAllDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { items, clear, reprice } = useCart();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const id = useId();
  const fallbackDate = defaultBookingDate(todayIsoDate());

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (items.length === 0) {
      notifyEmptyCart();
      return;
    }
    const booked = [...items];
    setSubmitting(true);
    setProblem(null);
    let answer: { status: number; body: CartBookingAnswer };
    try {
      answer = await sendCart(booked, new FormData(event.currentTarget), fallbackDate);
    } catch {
      answer = { status: 0, body: { error: "we could not reach our booking system" } };
    }
    setSubmitting(false);

    if (answer.status === 409 && answer.body.quotes) {
      for (const quote of answer.body.quotes)
        if (quote.key)
          reprice(quote.key, { pricePerPerson: quote.pricePerPerson, lines: quote.lines });
      setProblem({ kind: "price-changed", message: answer.body.error ?? "The price changed." });
      return;
    }
    if (answer.status < 200 || answer.status >= 300) {
      const reason = answer.body.error ?? `the server answered ${answer.status}`;
      const message = `Failed to create ${booked.length} booking(s)`;
      setProblem({ kind: "failed", message: `${message}: ${reason}` });
      notify({
        title: `Failed to submit booking requests: ${reason}`,
        description: message,
        variant: "destructive",
      });
      return;
    }
    clear(booked.map((item) => item.id));
    // The confirmation page says it, with the references, and stays: no toast that disappears.
    onClose();
    void navigate(answer.body.confirmationUrl ?? "/booking/confirmation");
  }

  return (
    <Dialog open={open} onClose={onClose} title="Book All Trips">
      <form onSubmit={(event) => void handleSubmit(event)} className="grid gap-4 p-5">
        <ul className="grid gap-2 text-sm" aria-label="Trips in this request">
          {items.map((item) => (
            <li key={item.id} className="rounded-lg bg-sand-100 px-3 py-2">
              <p className="font-semibold">{item.adventureType}</p>
              <p>
                {formatTravelDate(item.preferredDate ?? fallbackDate)},{" "}
                {partySizeText(item.participants)}
              </p>
              <CartItemPrice item={item} className="mt-1 bg-white" />
            </li>
          ))}
        </ul>
        <CartTotals totals={cartTotals(items)} label="Estimated total" testId="book-all-total" />
        <p className="text-sm">
          {items.length} {items.length === 1 ? "trip" : "trips"}. We'll confirm availability and
          final prices within 24 hours. One email lists every trip with its reference.
        </p>
        <ContactFields idPrefix={id} />
        <ResidentDocuments items={items} idPrefix={id} />
        {problem ? (
          <p
            role="alert"
            className={
              problem.kind === "failed"
                ? "rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
                : "rounded-lg border border-ochre-100 bg-ochre-50 p-3 text-sm"
            }
          >
            {problem.kind === "failed"
              ? `${problem.message}. Nothing was booked; your trips are still in your cart.`
              : problem.message}
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

/**
 * A resident or citizen price needs the number of a document the operator checks when confirming
 * (issue 19): one field per such traveller of each trip, as the single trip's checkout asks.
 */
function ResidentDocuments({ items, idPrefix }: { items: readonly CartItem[]; idPrefix: string }) {
  const asking = items.filter((item) => item.travellers?.some(needsProof));
  if (asking.length === 0) return null;
  return (
    <fieldset className="grid gap-3">
      <legend className="font-semibold">Resident and citizen documents</legend>
      <p className="text-sm">
        Resident prices need the number of a document we check when we confirm your booking.
      </p>
      {asking.map((item) =>
        item.travellers!.map((category, index) =>
          needsProof(category) ? (
            <div key={proofField(item, index)}>
              <label
                htmlFor={`${idPrefix}-${proofField(item, index)}`}
                className="text-sm font-semibold"
              >
                {item.adventureType}, traveller {index + 1} ({categoryLabels[category]}):{" "}
                {proofLabels[category]}
              </label>
              <input
                id={`${idPrefix}-${proofField(item, index)}`}
                name={proofField(item, index)}
                required
                maxLength={60}
                autoComplete="off"
                className={fieldClasses}
              />
            </div>
          ) : null,
        ),
      )}
    </fieldset>
  );
}
