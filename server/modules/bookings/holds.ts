import type { Kysely } from "kysely";
import { businessDay } from "../../../domain/calendar";
import {
  DEFAULT_BOOKING_HOLD_SETTINGS,
  depositGraceOver,
  isLapsedHold,
  readBookingHoldSettings,
  requestsReleasedBefore,
  type BookingHoldSettings,
} from "../../../domain/booking/instant-booking";
import type { Booking, Database } from "../../platform/db/schema";
import { publish, type Events } from "../../platform/events";
import { logger } from "../../platform/logger";
import { systemNow } from "../../platform/clock";
import {
  BOOKING_PAYABLE,
  bookingBalance,
  expireOpenCardSessions,
  flagPaymentAttention,
  loadPaymentPlanSettings,
  paymentProviders,
  planForBooking,
} from "../payments";
import { depositReleasedOperatorEmail, getMailer, latePaymentEmail } from "../../platform/mail";
import { env, siteContacts } from "../../platform/config";
import { formatTravelDate } from "../../../domain/calendar";
import { shortReference } from "../../../domain/booking/reference";
import { adminChanges, recordAdminChange, type Actor } from "../../platform/admin-audit";
import { offerSeatsFreedOn } from "../departures";
import { sendBookingStatusMail } from "./operator-mail";
import { findBooking, SYSTEM_ACTOR, transitionBooking } from "./workflow";

/**
 * Seats held while a traveller pays at checkout, and the seats that unpaid or unanswered
 * bookings give back (decision 0055): a payment that covers the deposit confirms a held booking;
 * a hold that lapses cancels its booking (the reason kept in its history); a request the operator
 * leaves unanswered stops holding its seats; a confirmed booking whose deposit stays unpaid past
 * the grace period is released. The jobs run from server/lifecycle/scheduled-jobs.ts.
 */

export const HOLD_SETTINGS_KEY = "holds";

export async function loadBookingHoldSettings(db: Kysely<Database>): Promise<BookingHoldSettings> {
  const row = await db
    .selectFrom("booking_settings")
    .select("value")
    .where("key", "=", HOLD_SETTINGS_KEY)
    .executeTakeFirst();
  if (!row) return DEFAULT_BOOKING_HOLD_SETTINGS;
  try {
    return readBookingHoldSettings(JSON.parse(row.value));
  } catch {
    return DEFAULT_BOOKING_HOLD_SETTINGS;
  }
}

/** The audit trail's subject of these settings. */
export const BOOKING_HOLDS_AUDIT_SUBJECT = "booking-holds";

/**
 * Stores the settings (read through their ranges) and, when an operator changed them, records
 * who changed what in the admin audit log, in one transaction. False when nothing changed.
 */
export async function saveBookingHoldSettings(
  db: Kysely<Database>,
  settings: BookingHoldSettings,
  actor: Actor | null = null,
  now: Date = systemNow(),
): Promise<boolean> {
  const value = JSON.stringify(readBookingHoldSettings(settings));
  const updated_at = now.toISOString();
  const changed = await db.transaction().execute(async (trx) => {
    // What checkouts use now, defaults included: saving the defaults over no row is no change.
    const before = JSON.stringify(await loadBookingHoldSettings(trx));
    if (before === value) return false;
    await trx
      .insertInto("booking_settings")
      .values({ key: HOLD_SETTINGS_KEY, value, updated_at })
      .onConflict((conflict) => conflict.column("key").doUpdateSet({ value, updated_at }))
      .execute();
    if (actor)
      await recordAdminChange(trx, {
        actor,
        action: "booking-holds.update",
        subject: BOOKING_HOLDS_AUDIT_SUBJECT,
        before,
        after: value,
        at: updated_at,
      });
    return true;
  });
  // The trip pages and checkouts say how each trip books.
  if (changed) await publish("SettingsChanged", { setting: "booking-holds" });
  return changed;
}

/** The latest changes to these settings, newest first, each with its before and after. */
export async function bookingHoldAuditTrail(db: Kysely<Database>, limit = 20) {
  const entries = await adminChanges(db, { in: [BOOKING_HOLDS_AUDIT_SUBJECT] }, limit);
  const read = (value: string | null) => {
    try {
      return readBookingHoldSettings(value ? JSON.parse(value) : null);
    } catch {
      return DEFAULT_BOOKING_HOLD_SETTINGS;
    }
  };
  return entries.map((entry) => ({
    id: entry.id,
    actorEmail: entry.actor_email,
    at: entry.created_at,
    before: read(entry.before_value),
    after: read(entry.after_value),
  }));
}

/** Which ways to pay online at checkout are configured here: instant booking needs one. */
export function onlinePaymentMethods(): { card: boolean; mpesa: boolean } {
  const providers = paymentProviders();
  return { card: Boolean(providers.card), mpesa: Boolean(providers.mpesa) };
}

/** The history's words for a hold that lapsed unpaid: the traveller reads them in the mail too. */
export const HOLD_LAPSED_REASON =
  "The seats were held while the deposit was paid, and the hold ended before a payment arrived.";
export const DEPOSIT_PAID_NOTE = "Deposit paid at checkout: confirmed at once.";

/**
 * After a payment is recorded: a held booking whose payments now cover its first instalment (the
 * deposit, or the whole amount when it is due at once) is confirmed, by the booking system, and
 * the traveller gets the usual confirmation mail. A payment for a hold that had already lapsed
 * confirms it again if its seats are still free; if not, the operator is alerted and the traveller
 * told that we will refund or move them. Anything else is left as it is.
 */
export async function confirmPaidHold(event: Events["PaymentRecorded"]): Promise<void> {
  if (event.payable.kind !== BOOKING_PAYABLE) return;
  const { db } = event;
  const bookingId = event.payable.id;
  const booking = await findBooking(db, bookingId);
  if (!booking?.hold_expires_at) return;
  const lapsed = isLapsedHold(booking);
  if (booking.booking_status !== "pending" && !lapsed) return;
  if (!(await depositCovered(db, booking))) return;
  const moved = await transitionBooking(db, {
    bookingId,
    to: "confirmed",
    note: lapsed ? PAID_AFTER_HOLD_NOTE : DEPOSIT_PAID_NOTE,
    actor: SYSTEM_ACTOR,
    lapsedHoldPaid: lapsed,
  });
  if (moved.ok) {
    await sendBookingStatusMail(moved.booking, moved.event);
    return;
  }
  logger.warn({ bookingId, error: moved.message }, "a paid hold could not be confirmed");
  if (lapsed) await alertLatePayment(db, booking, moved.message);
}

/** True when the booking's payments cover the first instalment of its plan as if it were held now. */
async function depositCovered(db: Kysely<Database>, booking: Booking): Promise<boolean> {
  const [balance, settings] = await Promise.all([
    bookingBalance(db, booking.id),
    loadPaymentPlanSettings(db),
  ]);
  if (!balance) return false;
  const plan = planForBooking({ ...booking, booking_status: "pending" }, balance.owed, settings);
  const first = plan?.instalments[0];
  return Boolean(first && balance.paidMinor >= first.amountMinor);
}

export const PAID_AFTER_HOLD_NOTE =
  "Paid after the hold ended; the seats were still free, so the booking is confirmed.";

/** A payment for seats no longer held: the operator decides (refund or another date), the traveller is told. */
async function alertLatePayment(db: Kysely<Database>, booking: Booking, why: string) {
  await flagPaymentAttention(db, {
    provider: "operator",
    bookingId: booking.id,
    reason: `Paid after the hold ended, and the seats are gone: refund the traveller or offer another date. (${why})`,
  });
  const { siteUrl } = siteContacts();
  await getMailer().send({
    to: booking.client_email,
    fromOperator: true,
    ...latePaymentEmail({
      name: booking.client_name,
      tripName: booking.adventure_type,
      travelDate: formatTravelDate(booking.booking_date),
      reference: shortReference(booking.id),
      link: `${siteUrl}/dashboard`,
    }),
  });
}

/** The operator's mail for a booking released for an unpaid deposit; a failure is logged only. */
async function tellOperatorOfRelease(booking: Booking, graceDays: number): Promise<void> {
  try {
    await getMailer().send({
      to: env().OPERATOR_EMAIL,
      replyTo: booking.client_email,
      ...depositReleasedOperatorEmail({
        clientName: booking.client_name,
        clientEmail: booking.client_email,
        clientPhone: booking.client_phone,
        tripName: booking.adventure_type,
        travelDate: formatTravelDate(booking.booking_date),
        participants: booking.number_of_participants,
        reference: shortReference(booking.id),
        graceDays,
        adminUrl: `${siteContacts().siteUrl}/admin/bookings/${booking.id}`,
      }),
    });
  } catch (error) {
    logger.error({ err: error, bookingId: booking.id }, "release mail to the operator failed");
  }
}

/** Cancels a booking as the booking system, with the reason, and tells the traveller. */
async function releaseBooking(
  db: Kysely<Database>,
  booking: Booking,
  reason: string,
  now: Date,
): Promise<boolean> {
  const moved = await transitionBooking(db, {
    bookingId: booking.id,
    to: "cancelled",
    note: null,
    reason,
    actor: SYSTEM_ACTOR,
    now,
  });
  if (!moved.ok) return false;
  await sendBookingStatusMail(moved.booking, moved.event);
  return true;
}

/** Every held booking whose hold has ended unpaid is cancelled, its open card page closed. */
export async function expireUnpaidHolds(db: Kysely<Database>, now: Date = systemNow()) {
  const lapsed = await db
    .selectFrom("bookings")
    .selectAll()
    .where("booking_status", "=", "pending")
    .where("hold_expires_at", "<=", now.toISOString())
    .orderBy("hold_expires_at")
    .limit(200)
    .execute();
  let cancelled = 0;
  for (const booking of lapsed) {
    // A card page left open would still take money for seats no longer held: it is closed first.
    await expireOpenCardSessions(db, paymentProviders(), booking.id, now);
    if (await releaseBooking(db, booking, HOLD_LAPSED_REASON, now)) cancelled += 1;
  }
  return { lapsed: lapsed.length, cancelled };
}

/**
 * Requests on a departure that the operator left unanswered too long stop holding its seats:
 * they stay requests, flagged in the admin, and the seats go to the waitlist and to others.
 */
export async function releaseUnansweredRequests(db: Kysely<Database>, now: Date = systemNow()) {
  const settings = await loadBookingHoldSettings(db);
  const released = await db.transaction().execute(async (trx) => {
    const rows = await trx
      .updateTable("bookings")
      .set({ seats_released_at: now.toISOString() })
      .where("booking_status", "=", "pending")
      .where("hold_expires_at", "is", null)
      .where("departure_id", "is not", null)
      .where("seats_released_at", "is", null)
      .where("created_at", "<", requestsReleasedBefore(now, settings))
      .returning(["id", "departure_id"])
      .execute();
    const departures = new Set(rows.flatMap((row) => row.departure_id ?? []));
    for (const departureId of departures) await offerSeatsFreedOn(trx, departureId, now);
    return rows;
  });
  if (released.length > 0) {
    logger.info(
      { bookings: released.map((row) => row.id) },
      "unanswered requests released their seats",
    );
    await publish("AvailabilityChanged", { reason: "unanswered requests released their seats" });
  }
  return { released: released.length };
}

/** The words of a release for a deposit left unpaid. */
export function depositUnpaidReason(graceDays: number): string {
  return `The deposit was still unpaid ${graceDays} days after we reminded you it was overdue, so the seats were released.`;
}

/**
 * Confirmed bookings still to travel whose deposit (or whole amount due at once) was reminded as
 * overdue (balance-reminders.ts) and is still unpaid the grace period after that reminder are
 * released, with a mail to the traveller. Counting from the reminder means nobody is released
 * without having been told first.
 */
export async function releaseOverdueDeposits(db: Kysely<Database>, now: Date = systemNow()) {
  const settings = await loadBookingHoldSettings(db);
  const today = businessDay(now);
  const reminded = await db
    .selectFrom("bookings")
    .innerJoin("payment_reminders", "payment_reminders.booking_id", "bookings.id")
    .selectAll("bookings")
    .select(["payment_reminders.due_date as reminded_due_date", "payment_reminders.sent_at"])
    .where("bookings.booking_status", "=", "confirmed")
    .where("bookings.booking_date", ">=", today)
    .where("bookings.is_probe", "=", 0)
    .where("payment_reminders.kind", "=", "overdue")
    .execute();
  let released = 0;
  for (const { reminded_due_date, sent_at, ...booking } of reminded) {
    if (!depositGraceOver(businessDay(new Date(sent_at)), today, settings)) continue;
    const balance = await bookingBalance(db, booking.id, now);
    const first = balance?.plan?.instalments[0];
    // Only the first instalment releases seats: an overdue balance is the operator's to chase.
    if (!balance || !first || first.dueDate !== reminded_due_date) continue;
    if (balance.paidMinor >= first.amountMinor) continue;
    if (await releaseBooking(db, booking, depositUnpaidReason(settings.depositGraceDays), now)) {
      released += 1;
      await tellOperatorOfRelease(booking, settings.depositGraceDays);
    }
  }
  return { released };
}
