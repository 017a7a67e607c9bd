import type { Kysely } from "kysely";
import {
  claimDepartureNotice,
  decisionDayAlertEmail,
  departureGuaranteedEmail,
  seatsTakenPerDeparture,
  SEAT_HOLDING_STATUSES,
  tripDurationDays,
} from "../departures";
import { findTrip } from "../catalogue";
import { shortReference } from "../../../domain/booking/reference";
import { addDays, businessDay } from "../../../domain/calendar";
import {
  decisionAlertDue,
  guaranteedNoticeDue,
  needsDecision,
} from "../../../domain/departures/departure-admin";
import { siteContacts, env } from "../../platform/config";
import type { Booking, Database } from "../../platform/db/schema";
import { getMailOutbox, type OutgoingMail } from "../../platform/mail";
import { mailClaimFor } from "./claims";
import { systemNow } from "../../platform/clock";

/**
 * The departure mails that go out once (issue 15): "your departure is guaranteed" to every
 * confirmed traveller on a departure when its confirmed travellers reach the minimum (decision
 * 0040: requests count toward neither), and the operator's alert when a departure with
 * travellers has not reached it by its decision day.
 * Each is claimed by a conditional update of its stamp (migration 0013) in the transaction that
 * stores its mails, so a booking and the daily job, or two processes, send it once.
 */

/** Where the mails are stored: the process's outbox, or a test's. */
export interface NoticeMailer {
  queueWithin(executor: Kysely<Database>, mails: OutgoingMail[]): Promise<() => Promise<void>>;
}

export interface NoticeOptions {
  now?: Date;
  mailer?: NoticeMailer;
}

export interface NoticeReport {
  /** Travellers told their departure is guaranteed. */
  guaranteedMails: number;
  /** Departures the operator was alerted about. */
  decisionAlerts: number;
}

/** A departure as the notices read it: its stamps and the travellers holding seats. */
interface Candidate {
  id: string;
  trip_slug: string;
  date: string;
  minimum_to_run: number;
  cancelled_at: string | null;
  guaranteed_notified_at: string | null;
  decision_alerted_at: string | null;
  seats_taken: number;
  seats_confirmed: number;
}

function candidates(db: Kysely<Database>, from: string, until: string) {
  return db
    .selectFrom("departures")
    .innerJoin(
      () => seatsTakenPerDeparture(db, { from, until }).as("taken"),
      (join) => join.onRef("taken.departure_id", "=", "departures.id"),
    )
    .select([
      "departures.id",
      "departures.trip_slug",
      "departures.date",
      "departures.minimum_to_run",
      "departures.cancelled_at",
      "departures.guaranteed_notified_at",
      "departures.decision_alerted_at",
      "taken.seats_taken",
      "taken.seats_confirmed",
    ])
    .where("departures.cancelled_at", "is", null)
    .where("departures.date", ">=", from)
    .where("departures.date", "<=", until);
}

function stateOf(row: Candidate) {
  return {
    date: row.date,
    minimumToRun: row.minimum_to_run,
    seatsTaken: Number(row.seats_taken ?? 0),
    seatsConfirmed: Number(row.seats_confirmed ?? 0),
    cancelled: row.cancelled_at !== null,
    guaranteedNotifiedAt: row.guaranteed_notified_at,
    decisionAlertedAt: row.decision_alerted_at,
  };
}

function travellersOn(
  trx: Kysely<Database>,
  departureId: string,
  statuses: readonly Booking["booking_status"][] = SEAT_HOLDING_STATUSES,
) {
  return trx
    .selectFrom("bookings")
    .select([
      "id",
      "client_email",
      "client_name",
      "number_of_participants",
      "booking_date",
      "user_id",
    ])
    .where("departure_id", "=", departureId)
    .where("booking_status", "in", statuses)
    .orderBy("created_at")
    .execute();
}

/**
 * Claims a once-only mail by stamping `column` where it is still empty, and stores the mails
 * `compose` makes in the same transaction. Returns the number of mails, 0 when another process
 * (or an earlier call) claimed it first.
 */
async function claimOnce(
  db: Kysely<Database>,
  departureId: string,
  column: "guaranteed_notified_at" | "decision_alerted_at",
  now: Date,
  mailer: NoticeMailer,
  compose: (trx: Kysely<Database>) => Promise<OutgoingMail[]>,
): Promise<number> {
  const { count, send } = await db.transaction().execute(async (trx) => {
    if (!(await claimDepartureNotice(trx, departureId, column, now)))
      return { count: 0, send: null };
    const mails = await compose(trx);
    return { count: mails.length, send: await mailer.queueWithin(trx, mails) };
  });
  await send?.();
  return count;
}

async function applyNotices(
  db: Kysely<Database>,
  row: Candidate,
  today: string,
  now: Date,
  mailer: NoticeMailer,
): Promise<NoticeReport> {
  const report: NoticeReport = { guaranteedMails: 0, decisionAlerts: 0 };
  const trip = findTrip(row.trip_slug);
  if (!trip) return report;
  const state = stateOf(row);
  const { siteUrl } = siteContacts();
  if (guaranteedNoticeDue(state, today))
    report.guaranteedMails = await claimOnce(
      db,
      row.id,
      "guaranteed_notified_at",
      now,
      mailer,
      async (trx) =>
        // Only confirmed travellers are told: a request the operator has not answered may
        // still be declined, so it is promised nothing (decision 0040).
        (await travellersOn(trx, row.id, ["confirmed"])).map((booking) => ({
          to: booking.client_email,
          fromOperator: true,
          ...departureGuaranteedEmail(
            {
              reference: shortReference(booking.id),
              tripTitle: trip.title,
              tripSlug: trip.slug,
              date: row.date,
              participants: booking.number_of_participants,
              clientName: booking.client_name,
              claim: mailClaimFor([booking], now),
            },
            siteUrl,
          ),
        })),
    );
  if (decisionAlertDue(state, tripDurationDays(trip), today))
    report.decisionAlerts = await claimOnce(
      db,
      row.id,
      "decision_alerted_at",
      now,
      mailer,
      async (trx) => {
        const travellers = await travellersOn(trx, row.id);
        return [
          {
            to: env().OPERATOR_EMAIL,
            ...decisionDayAlertEmail({
              tripTitle: trip.title,
              date: row.date,
              minimumToRun: row.minimum_to_run,
              seatsTaken: state.seatsTaken,
              seatsConfirmed: state.seatsConfirmed,
              travellers: travellers.map((booking) => ({
                reference: shortReference(booking.id),
                name: booking.client_name,
                participants: booking.number_of_participants,
              })),
              adminUrl: `${siteUrl}/admin/departures/${row.id}`,
            }),
          },
        ];
      },
    );
  return report;
}

function add(a: NoticeReport, b: NoticeReport): NoticeReport {
  return {
    guaranteedMails: a.guaranteedMails + b.guaranteedMails,
    decisionAlerts: a.decisionAlerts + b.decisionAlerts,
  };
}

/**
 * Call after anything that changes a departure's travellers has committed (a booking on it, a
 * booking cancelled or moved, seats or the minimum edited): sends the guaranteed mails and the
 * decision-day alert if they are now due and were never sent.
 */
export async function noteDepartureChanged(
  db: Kysely<Database>,
  departureId: string,
  options: NoticeOptions = {},
): Promise<NoticeReport> {
  const now = options.now ?? systemNow();
  const today = businessDay(now);
  const row = await candidates(db, today, addDays(today, 3 * 366))
    .where("departures.id", "=", departureId)
    .executeTakeFirst();
  if (!row) return { guaranteedMails: 0, decisionAlerts: 0 };
  return applyNotices(db, row, today, now, options.mailer ?? getMailOutbox());
}

/**
 * The daily check over every departure from today on: a departure whose decision day came
 * without a booking since, or that filled while mail was down, gets its mail here.
 */
export async function runDepartureNotices(
  db: Kysely<Database>,
  options: NoticeOptions = {},
): Promise<NoticeReport> {
  const now = options.now ?? systemNow();
  const today = businessDay(now);
  const rows = await candidates(db, today, addDays(today, 3 * 366))
    .where((eb) =>
      eb.or([
        eb("departures.guaranteed_notified_at", "is", null),
        eb("departures.decision_alerted_at", "is", null),
      ]),
    )
    .orderBy("departures.date")
    .execute();
  let report: NoticeReport = { guaranteedMails: 0, decisionAlerts: 0 };
  for (const row of rows)
    report = add(
      report,
      await applyNotices(db, row, today, now, options.mailer ?? getMailOutbox()),
    );
  return report;
}

/** A departure the operator must decide about, for the overview. */
export interface DecisionNeeded {
  id: string;
  tripSlug: string;
  tripTitle: string;
  date: string;
  seatsTaken: number;
  seatsConfirmed: number;
  minimumToRun: number;
}

/**
 * Departures whose decision day has come without their minimum (the longest lead is 14 days, so
 * only the next 14 days are read), soonest first.
 */
export async function departuresNeedingDecision(
  db: Kysely<Database>,
  today: string,
): Promise<DecisionNeeded[]> {
  const rows = await candidates(db, today, addDays(today, 14)).orderBy("departures.date").execute();
  return rows.flatMap((row) => {
    const trip = findTrip(row.trip_slug);
    if (!trip || !needsDecision(stateOf(row), tripDurationDays(trip), today)) return [];
    return [
      {
        id: row.id,
        tripSlug: row.trip_slug,
        tripTitle: trip.title,
        date: row.date,
        seatsTaken: Number(row.seats_taken),
        seatsConfirmed: Number(row.seats_confirmed ?? 0),
        minimumToRun: row.minimum_to_run,
      },
    ];
  });
}
