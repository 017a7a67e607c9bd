import type { Kysely } from "kysely";
import type { BookingStatus } from "../../domain/booking/booking-status";
import type { Database, Payment } from "./db/schema";
import { logger } from "./logger";

/**
 * The in-process event bus: a module says what happened ("a payment was recorded") without
 * knowing who cares; whoever cares subscribes. Every subscription is listed in one place,
 * server/lifecycle/subscriptions.ts, so a newcomer reads there what follows each event.
 *
 * The rules:
 * - Publish after the change is committed, never inside a transaction: a subscriber may read
 *   the database, mail the traveller or drop a cached copy, and must see the change.
 * - Subscribers run one after another, in the order they subscribed, and the publisher waits for
 *   them. A subscriber that throws is logged here and never fails the publisher: the change
 *   is stored already, and the next subscriber still runs.
 * - In this process only. What another process must learn (settings, published content) goes
 *   through the database; the caches here also expire on their own (page cache 30 s, quote
 *   inputs 2 s).
 */
export interface Events {
  /** A booking was stored: a request, or a hold awaiting its deposit (decision 0055); both pending. */
  BookingStored: { bookingId: string; tripSlug: string | null; status: BookingStatus };
  /** The workflow moved a stored booking to another status (the operator, or a cancellation). */
  BookingStatusChanged: { bookingId: string; tripSlug: string | null; to: BookingStatus };
  /**
   * A ledger entry (payment or refund, by provider or by hand) was appended for a payable
   * (decision 0062): a booking, or another kind its module registered; a subscriber acts on its
   * own kind only. `receipt` says whether the payer gets a receipt mail for it: a cancellation's
   * refund does not, its cancellation mail states it. `db` is the handle it was recorded on, for subscribers to read.
   */
  PaymentRecorded: {
    db: Kysely<Database>;
    payable: { kind: string; id: string };
    payment: Payment;
    receipt: boolean;
  };
  /**
   * Seats or a departure changed without one booking's store or status change saying so: a
   * departure created, scheduled, edited, closed or cancelled, travellers moved between
   * departures, seats held for a waiting traveller.
   */
  AvailabilityChanged: { reason: string };
  /** The operator saved settings that change prices or how pages print them. */
  SettingsChanged: { setting: "pricing" | "park-fees" | "exchange-rates" | "booking-holds" };
  /**
   * Text travellers wrote or the operator answered went onto public pages at once. Apart from
   * SettingsChanged because it changes no price (quotes keep their inputs); named after the
   * design's content event, which the content studio's publishing will share.
   */
  ContentPublished: {
    content: "review" | "review-reply" | "trip" | "page" | "testimonial";
    id: string;
  };
  /**
   * This process put a trip on sale: published it (new, changed or renamed) or put it back from
   * the archive. Published by the process that did it, never by another one learning of it from
   * the database, so what follows (its departures scheduled) happens once. `db` is the handle it
   * was published on.
   */
  TripPublished: { db: Kysely<Database>; tripSlug: string };
}

export type EventName = keyof Events;
export type Subscriber<E extends EventName> = (event: Events[E]) => void | Promise<void>;

const subscribers: { [E in EventName]?: Array<Subscriber<E>> } = {};

/** Calls `subscriber` after each `name` event from now on; returns the way to stop. */
export function subscribe<E extends EventName>(name: E, subscriber: Subscriber<E>): () => void {
  const list: Array<Subscriber<E>> = (subscribers[name] ??= []);
  list.push(subscriber);
  return () => {
    const at = list.indexOf(subscriber);
    if (at >= 0) list.splice(at, 1);
  };
}

/**
 * Tells every subscriber of `name`, after the change committed. Resolves once they have all
 * run, to true when none of them threw (each failure is logged, never thrown here).
 */
export async function publish<E extends EventName>(name: E, event: Events[E]): Promise<boolean> {
  let allRan = true;
  for (const subscriber of [...(subscribers[name] ?? [])]) {
    try {
      await subscriber(event);
    } catch (error) {
      allRan = false;
      logger.error({ err: error, event: name }, "event subscriber failed");
    }
  }
  return allRan;
}
