import { useEffect, useState } from "react";
import { formatTravelDate } from "../../../domain/calendar";
import { usePartyPrice, usePrice } from "~/features/currency/use-price";
import type { PartyPrice } from "../../../domain/pricing/party-prices";
import type { Quote } from "../../../domain/pricing/quote";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { BOOKING_PANEL_ID } from "./booking-panel";
import type { PriceUnit } from "../../../domain/booking/party";

const HERO_ACTION_ID = "trip-book-action";

interface PriceProps {
  /** The trip's "From": the quote for the lowest per-person price a traveller can book (decision 0015). */
  from: Quote | null;
  /** The server's per-person price for the visitor's choice, once they made one, in the party's currency. */
  quoted?: PartyPrice | null;
  /** "book": "Check dates and book"; "quote": group programmes quoted by the operator. */
  path: "book" | "quote";
  /** A trip entering parks: the sentence saying their fees are added to the trip price (issue 19). */
  feesNote?: string | null;
  /** Who the price is for, as the panel says it: "per person", or "per student" for schools. */
  unit: PriceUnit;
}

function actionLabel(path: PriceProps["path"]): string {
  return path === "quote" ? "Plan your group" : "Check dates and book";
}

function PriceText({
  from,
  quoted,
  feesNote,
  unit,
  tone,
  testId,
}: PriceProps & { tone: "dark" | "light"; testId: string }) {
  const showPartyPrice = usePartyPrice();
  const perPerson: PartyPrice | null = quoted?.amount
    ? quoted
    : from?.perPerson
      ? { amount: from.perPerson, currency: "USD" }
      : null;
  if (!perPerson) return null;
  // In the phone's bar the price reads as one line ("From $565 per person + park fees") that
  // wraps rather than push the button off a 320 px screen (issue 28).
  const bar = tone === "light";
  return (
    <p className={cn("leading-tight", bar && "min-w-0")} data-testid={testId}>
      <span className={cn("text-sm", bar ? "text-earth-900" : "block text-sand-100")}>
        {quoted?.amount ? "Your price" : "From"}
      </span>{" "}
      <strong className={bar ? "text-xl" : "text-2xl"}>{showPartyPrice(perPerson)}</strong>{" "}
      <span className={cn("text-sm", !bar && "whitespace-nowrap")}>
        per {unit}
        {feesNote ? " + park fees" : ""}
      </span>
    </p>
  );
}

/**
 * The price and the booking action at the top of every trip page: the trip's "From" (and, when
 * it is a saving, why and for when), and a plain link to the panel.
 */
export function TripPriceCallToAction(props: PriceProps) {
  const { from } = props;
  const showPrice = usePrice();
  return (
    <div className="mt-5">
      <div className="no-print flex flex-wrap items-center gap-x-6 gap-y-3">
        <PriceText {...props} tone="dark" testId="trip-from-price" />
        <a
          id={HERO_ACTION_ID}
          href={`#${BOOKING_PANEL_ID}`}
          className={buttonClasses("secondary", "lg")}
          data-testid="hero-book-action"
        >
          {actionLabel(props.path)}
        </a>
      </div>
      {props.feesNote ? (
        <p
          className="mt-2 max-w-xl text-sm text-sand-100 print:text-earth-900"
          data-testid="trip-fees-note"
        >
          {props.feesNote}
        </p>
      ) : null}
      {from && from.saving > 0 && !props.quoted?.amount ? (
        <p className="mt-2 text-sm text-sand-100 print:text-earth-900">
          Normally {showPrice(from.normalPerPerson)}: {from.savingReason} for travel on{" "}
          {formatTravelDate(from.date)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * On phones the panel sits below the itinerary, many screens down: this bar keeps the price and
 * the way to it at the bottom of the screen. It steps aside while the top action or the panel
 * itself is in view (without JavaScript it simply stays).
 */
export function StickyBookingBar(props: PriceProps) {
  const [actionInView, setActionInView] = useState(false);
  useEffect(() => {
    const targets = [HERO_ACTION_ID, BOOKING_PANEL_ID].flatMap((id) => {
      const element = document.getElementById(id);
      return element ? [element] : [];
    });
    if (!targets.length || typeof IntersectionObserver === "undefined") return;
    const visible = new Set<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries)
        if (entry.isIntersecting) visible.add(entry.target);
        else visible.delete(entry.target);
      setActionInView(visible.size > 0);
    });
    for (const target of targets) observer.observe(target);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      className={cn(
        "no-print fixed inset-x-0 bottom-0 z-30 border-t border-sand-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.08)] lg:hidden",
        actionInView && "hidden",
      )}
      data-testid="sticky-booking-bar"
    >
      {/* Price and button side by side where they fit; on a narrower phone the button takes
          a row of its own, full width, and never loses a word. */}
      <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <PriceText {...props} tone="light" testId="sticky-price" />
        <a
          href={`#${BOOKING_PANEL_ID}`}
          className={buttonClasses("primary", "md", "grow whitespace-nowrap sm:grow-0")}
          data-testid="sticky-booking-action"
        >
          {actionLabel(props.path)}
        </a>
      </div>
    </div>
  );
}
