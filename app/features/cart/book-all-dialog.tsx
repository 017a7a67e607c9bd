import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import {
  cartTotal,
  defaultBookingDate,
  itemPerPerson,
  itemTotal,
  type CartItem,
} from "../../../domain/cart/cart";
import { formatUsd } from "../../../domain/pricing/money";
import { usePrice } from "~/features/currency/use-price";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { todayIsoDate } from "~/features/booking/booking-fields";
import { ContactFields } from "~/features/booking/contact-fields";
import { notify } from "~/lib/notify";
import { notifyEmptyCart, useCart } from "./cart-context";

/** The server's answer to POST /api/cart-booking, as far as the dialog reads it. */
interface CartBookingAnswer {
  error?: string;
  confirmationUrl?: string;
  /** 409: every trip whose total the server quotes differently, under its cart item id. */
  quotes?: Array<{ key: string | null; pricePerPerson: number; totalPrice: number }>;
}

type Problem = { kind: "price-changed"; message: string } | { kind: "failed"; message: string };

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
      trips: items.map((item) => ({
        key: item.id,
        adventureType: item.adventureType,
        tripSlug: item.tripSlug,
        tierId: item.tierId ?? null,
        bookingDate: item.preferredDate ?? fallbackDate,
        numberOfParticipants: item.participants,
        totalPrice: itemTotal(item),
        specialRequirements: item.specialRequirements ?? null,
        // A departure's seats are taken with the booking; its date is the item's date.
        ...(item.departureId
          ? { departureId: item.departureId, holdToken: item.holdToken ?? null }
          : {}),
      })),
    }),
  });
  const body = (await response.json().catch(() => ({}))) as CartBookingAnswer;
  return { status: response.status, body };
}

export default function BookAllDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { items, clear, reprice } = useCart();
  const showPrice = usePrice();
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
        if (quote.key) reprice(quote.key, formatUsd(quote.pricePerPerson));
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
              <p className="flex flex-wrap justify-between gap-x-3">
                <span>
                  {item.preferredDate ?? fallbackDate}, {item.participants}{" "}
                  {item.participants === 1 ? "person" : "people"},{" "}
                  {itemPerPerson(item) > 0 ? showPrice(itemPerPerson(item)) : item.price} per person
                </span>
                <strong>{showPrice(itemTotal(item))}</strong>
              </p>
            </li>
          ))}
        </ul>
        <p className="text-sm">
          {items.length} {items.length === 1 ? "trip" : "trips"}, estimated{" "}
          <strong data-testid="book-all-total">{showPrice(cartTotal(items))}</strong>. We'll confirm
          availability and final prices within 24 hours. One email lists every trip with its
          reference.
        </p>
        <ContactFields idPrefix={id} />
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
