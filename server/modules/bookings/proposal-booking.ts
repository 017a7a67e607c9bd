import type { Kysely } from "kysely";
import { businessDay } from "../../../domain/calendar";
import { dollarLinesTotal, type QuoteLine } from "../../../domain/pricing/quote-lines";
import type { Booking, Database } from "../../platform/db/schema";
import type { OutgoingMail } from "../../platform/mail";
import { notOk, type NotOk } from "../../platform/refusal";
import { takeDepartureSeats } from "../departures";
import { loadExchangeRate } from "../payments";
import { storeQuoteOfBooking, type BookedTraveller } from "./lines";
import { bookingStatusMailOf } from "./operator-mail";
import { confirmationPaymentRows } from "./payment-receipts";
import { insertBooking } from "./store";
import { SYSTEM_ACTOR, transitionWithin } from "./workflow";

/**
 * A booking made from an accepted proposal (issue 30 slice 2, decision 0073), in the caller's
 * transaction (the proposals module's acceptance): the party takes every seat of its private
 * departure, the accepted lines become the booking's lines (so the ledger owes exactly what the
 * client accepted), and the booking is confirmed at once by the booking system (the operator
 * agreed by sending the proposal, the client by accepting it), which starts its payment plan: the
 * deposit is due today. The usual confirmation mail, with what is due and the signed pay link, is
 * queued in the same transaction. Everything after is any booking's: traveller details, payments,
 * reminders, journey mails, the manifest and the dashboard.
 */

export interface ProposalBookingInput {
  departure: { id: string; tripSlug: string };
  /** The proposal's title: the booking's trip name everywhere it is shown. */
  title: string;
  firstDay: string;
  /** The plan's days: the booking's length for its payment plan and end date. */
  days: number;
  client: { name: string; email: string; phone: string | null };
  travellers: readonly BookedTraveller[];
  lines: readonly QuoteLine[];
  /** The history's line: who accepted which version, when. */
  note: string;
  now: Date;
}

export interface ProposalMailer {
  queueWithin(executor: Kysely<Database>, mails: OutgoingMail[]): Promise<() => Promise<void>>;
}

export type ProposalBookingOutcome =
  | { ok: true; booking: Booking; send: () => Promise<void> }
  | NotOk<"invalid" | "not-found" | "conflict">;

/** Stores the booking in `trx`; a refusal means the caller must roll its transaction back. */
export async function bookAcceptedProposal(
  trx: Kysely<Database>,
  input: ProposalBookingInput,
  mailer: ProposalMailer,
): Promise<ProposalBookingOutcome> {
  const { now } = input;
  const participants = input.travellers.length;
  const seats = await takeDepartureSeats(trx, {
    departureId: input.departure.id,
    tripSlug: input.departure.tripSlug,
    participants,
    today: businessDay(now),
    now,
  });
  if (!seats.ok) return seats;
  const stored = await insertBooking(
    trx,
    {
      adventureType: input.title,
      bookingDate: input.firstDay,
      numberOfParticipants: participants,
      totalPrice: dollarLinesTotal(input.lines),
      clientEmail: input.client.email,
      clientName: input.client.name,
      clientPhone: input.client.phone,
      // No catalogue trip: the departure is the proposal's own (its slug is no trip's).
      tripSlug: null,
      tripDays: input.days,
      departureId: input.departure.id,
    },
    now,
  );
  const rate = (await loadExchangeRate(trx))?.kesMinorPerUsd ?? null;
  await storeQuoteOfBooking(trx, stored.id, input.travellers, input.lines, stored.created_at, rate);
  const confirmed = await transitionWithin(trx, {
    bookingId: stored.id,
    to: "confirmed",
    note: input.note,
    actor: SYSTEM_ACTOR,
    now,
  });
  if (!confirmed.ok) return notOk("conflict", confirmed.message);
  const payment = await confirmationPaymentRows(trx, confirmed.booking, now);
  const mail = bookingStatusMailOf(confirmed.booking, confirmed.event, payment, true, [
    ...input.lines,
  ]);
  const send = await mailer.queueWithin(trx, mail ? [mail] : []);
  return { ok: true, booking: confirmed.booking, send };
}
