import type { Kysely } from "kysely";
import { findTrip, resolveAdventureType } from "../catalogue";
import { addDays, businessDay } from "../../../domain/calendar";
import type { Trip } from "../../../domain/catalogue/trip-schema";
import { shortReference } from "../../../domain/booking/reference";
import { paymentDetailRows, paymentReference } from "../../../domain/payments/how-to-pay";
import { tripEndDate, tripMailDue, type TripMailKind } from "../../../domain/journey/trip-mails";
import { formatPhoneForDisplay } from "../../../domain/site";
import { formatUsd } from "../../../domain/money/format";
import { authSecret } from "../../platform/secret";
import { paymentDetails, siteContacts } from "../../platform/config";
import type { Booking, Database, Departure, Payment } from "../../platform/db/schema";
import {
  getMailOutbox,
  noStatusMailChange,
  bookingStatusEmail,
  type MailOutbox,
  type OutgoingMail,
} from "../../platform/mail";
import { summaryOf } from "./mail-summary";
import { thirtyDaysBeforeEmail, threeDaysBeforeEmail } from "./journey-templates";
import {
  amountsOwed,
  balanceOf,
  bookingDurationDays,
  loadPaymentPlanSettings,
  lockedRates,
  type LockedRate,
} from "../payments";
import { reviewLink } from "../reviews";
import type { PaymentPlanSettings } from "../../../domain/payments/payment-plan";
import type { AmountOwed } from "../../../domain/payments/amount-owed";
import type { QuoteLine } from "../../../domain/pricing/quote-lines";
import { bookedQuotesOf } from "./lines";
import { mailClaimFor } from "./claims";
import { systemNow } from "../../platform/clock";
import { infoSectionParagraphs } from "../pages";

/**
 * The journey mails job (issue 17, decision 0032): 30 days before a confirmed trip, 3 days before
 * it, and the day after it ends (domain/journey/trip-mails.ts says which is due). Each is sent at
 * most once per booking and kind: the `trip_mails` row and the mail's outbox row are stored in one
 * transaction, and the row's primary key makes a second insert (another process, a second run)
 * insert nothing and so queue nothing. The operator's "completed" mail claims the same
 * "after-trip" row (`claimAfterTripMail`), so the review request goes out once, whichever is first.
 */

export interface TripMailRun {
  /** Mails stored and queued in this run. */
  sent: number;
  /** Bookings looked at. */
  bookings: number;
}

/** Trips run at most three weeks; the after-trip window closes a week after the end. */
const LONGEST_LOOKBACK_DAYS = 40;
const LOOKAHEAD_DAYS = 30;

/** The trip a booking is for: its slug, or the trip its name resolves to (older bookings). */
export function tripOfBooking(
  booking: Pick<Booking, "trip_slug" | "adventure_type">,
): Trip | undefined {
  const slug = booking.trip_slug ?? resolveAdventureType(booking.adventure_type);
  return slug ? findTrip(slug) : undefined;
}

/** The booking's last day of travel. */
export function bookingEndDate(
  booking: Pick<Booking, "booking_date" | "trip_slug"> & Partial<Pick<Booking, "trip_days">>,
): string {
  return tripEndDate(booking.booking_date, bookingDurationDays(booking));
}

/** What to pack, from the trip's content: its packing list, else its gear list's essentials. */
export function packingList(trip: Trip | undefined): string[] {
  if (!trip) return [];
  if (trip.packing.length) return [...trip.packing];
  return trip.gear.flatMap((category) =>
    category.items.filter((item) => item.essential).map((item) => item.name),
  );
}

/** The after-trip mail: the "completed" status mail with the booking's review link (decision 0030). */
export function afterTripMail(
  booking: Booking,
  siteUrl: string,
  /** The booking's stored price lines: its trip price per person and fees as booked (0038). */
  lines: readonly QuoteLine[] = [],
): OutgoingMail {
  return {
    to: booking.client_email,
    fromOperator: true,
    ...bookingStatusEmail(
      "completed",
      summaryOf(booking, lines),
      noStatusMailChange,
      siteUrl,
      formatUsd,
      reviewLink(siteUrl, authSecret(), booking.id),
      mailClaimFor([booking]),
    ),
  };
}

function mailFor(
  kind: TripMailKind,
  booking: Booking,
  context: {
    departure: Departure | undefined;
    payments: Payment[];
    settings: PaymentPlanSettings;
    owed: AmountOwed;
    locked: LockedRate | null;
    lines: readonly QuoteLine[];
    now: Date;
  },
): OutgoingMail {
  const { siteUrl, whatsappNumber } = siteContacts();
  const trip = tripOfBooking(booking);
  const reference = shortReference(booking.id);
  const tripTitle = trip?.title ?? booking.adventure_type;
  if (kind === "after-trip") return afterTripMail(booking, siteUrl, context.lines);
  if (kind === "3-days-before")
    return {
      to: booking.client_email,
      fromOperator: true,
      ...threeDaysBeforeEmail({
        reference,
        clientName: booking.client_name,
        tripTitle,
        startDate: booking.booking_date,
        meeting: trip?.schedule ?? null,
        guideName: context.departure?.guide ?? null,
        guidePhone: context.departure?.guide_phone ?? null,
        officePhone: formatPhoneForDisplay(whatsappNumber),
        participants: booking.number_of_participants,
        siteUrl,
        claim: mailClaimFor([booking], context.now),
      }),
    };
  const balance = balanceOf(
    booking,
    context.payments,
    context.settings,
    context.now,
    context.owed,
    context.locked,
  );
  const payment =
    balance.plan && balance.status
      ? paymentDetailRows(
          balance.status,
          balance.plan.depositPercent,
          balance.currency,
          paymentReference(booking.id),
          paymentDetails(),
          balance.owed,
        )
      : [];
  return {
    to: booking.client_email,
    fromOperator: true,
    ...thirtyDaysBeforeEmail({
      reference,
      clientName: booking.client_name,
      tripTitle,
      startDate: booking.booking_date,
      // The page's eTA section; its Tanzanian-visa paragraph only for the trip that crosses over.
      etaAdvice: infoSectionParagraphs("travel-info", "eta").filter(
        (paragraph, index) => index === 0 || /kilimanjaro/.test(trip?.slug ?? ""),
      ),
      packing: packingList(trip),
      tripUrl: trip ? `${siteUrl}/itinerary/${trip.slug}` : null,
      payment,
      siteUrl,
      claim: mailClaimFor([booking], context.now),
    }),
  };
}

/** Stores the mark and the mail together; null when the mail was sent before (nothing stored). */
async function claimAndQueue(
  db: Kysely<Database>,
  bookingId: string,
  kind: TripMailKind,
  mail: OutgoingMail | ((claimed: boolean) => OutgoingMail | null),
  now: Date,
  outbox: MailOutbox,
): Promise<(() => Promise<void>) | null> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("trip_mails")
      .values({ booking_id: bookingId, kind, sent_at: now.toISOString() })
      .onConflict((conflict) => conflict.columns(["booking_id", "kind"]).doNothing())
      .executeTakeFirst();
    const claimed = Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
    const message = typeof mail === "function" ? mail(claimed) : claimed ? mail : null;
    if (!message) return null;
    return outbox.queueWithin(trx, [message]);
  });
}

export async function sendTripMails(
  db: Kysely<Database>,
  now: Date,
  outbox: MailOutbox = getMailOutbox(),
): Promise<TripMailRun> {
  const today = businessDay(now);
  const bookings = await db
    .selectFrom("bookings")
    .selectAll()
    .where("booking_status", "in", ["confirmed", "completed"])
    .where("booking_date", ">=", addDays(today, -LONGEST_LOOKBACK_DAYS))
    .where("booking_date", "<=", addDays(today, LOOKAHEAD_DAYS))
    .execute();
  const due = bookings.flatMap((booking) => {
    const kind = tripMailDue(
      {
        status: booking.booking_status,
        startDate: booking.booking_date,
        endDate: bookingEndDate(booking),
        bookedOn: booking.created_at.slice(0, 10),
      },
      today,
    );
    return kind ? [{ booking, kind }] : [];
  });
  if (!due.length) return { sent: 0, bookings: bookings.length };
  const ids = due.map(({ booking }) => booking.id);
  const departureIds = due.flatMap(({ booking }) =>
    booking.departure_id ? [booking.departure_id] : [],
  );
  const [sentBefore, payments, departures, settings, owed, booked, locked] = await Promise.all([
    db.selectFrom("trip_mails").selectAll().where("booking_id", "in", ids).execute(),
    db.selectFrom("payments").selectAll().where("booking_id", "in", ids).execute(),
    departureIds.length
      ? db.selectFrom("departures").selectAll().where("id", "in", departureIds).execute()
      : Promise.resolve([] as Departure[]),
    loadPaymentPlanSettings(db),
    amountsOwed(
      db,
      due.map(({ booking }) => booking),
    ),
    bookedQuotesOf(db, ids),
    lockedRates(
      db,
      due.map(({ booking }) => booking),
    ),
  ]);
  let sent = 0;
  for (const { booking, kind } of due) {
    // Sent before: skip building it (the insert below would refuse it anyway).
    if (sentBefore.some((row) => row.booking_id === booking.id && row.kind === kind)) continue;
    const mail = mailFor(kind, booking, {
      departure: departures.find((departure) => departure.id === booking.departure_id),
      payments: payments.filter((payment) => payment.booking_id === booking.id),
      settings,
      owed: owed.get(booking.id)!,
      locked: locked.get(booking.id) ?? null,
      lines: booked.get(booking.id)?.lines ?? [],
      now,
    });
    const deliver = await claimAndQueue(db, booking.id, kind, mail, now, outbox);
    if (deliver) {
      sent += 1;
      await deliver();
    }
  }
  return { sent, bookings: bookings.length };
}

/**
 * The operator marked a booking completed: its status mail asks for the review only if the
 * after-trip mail has not (and then counts as it), else it is a plain thank-you. `mails(asks)`
 * builds the mail either way; the claim and the mail are stored together.
 */
export async function queueCompletedMail(
  db: Kysely<Database>,
  bookingId: string,
  mails: (asksForReview: boolean) => OutgoingMail | null,
  now: Date = systemNow(),
  outbox: MailOutbox = getMailOutbox(),
): Promise<boolean> {
  const deliver = await claimAndQueue(db, bookingId, "after-trip", mails, now, outbox);
  if (!deliver) return false;
  await deliver();
  return true;
}
