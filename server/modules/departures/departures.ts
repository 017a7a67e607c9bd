import { createHash, randomBytes } from "node:crypto";
import type { ExpressionBuilder, Kysely } from "kysely";
import type { Trip } from "../../../domain/catalogue/trip-schema";
import { addDays } from "../../../domain/calendar";
import {
  bookingRefusal,
  defaultSalesCutoffDays,
  departureStatus,
  SCHEDULE_HORIZON_DAYS,
  scheduledDates,
  seatsLeft,
  type DepartureState,
  type DepartureStatus,
} from "../../../domain/departures/departures";
import {
  holdExpiry,
  travellersToOffer,
  unconfirmedLapseBefore,
} from "../../../domain/departures/waitlist";
import { normalizeEmail } from "../../../domain/contact/email";
import { durationDays } from "../../../domain/inquiries/inquiry-fields";
import type { Database, Departure } from "../../platform/db/schema";
import { publish } from "../../platform/events";
import { systemNow } from "../../platform/clock";
import { notOk, type NotOk } from "../../platform/refusal";

/** Bookings in these states hold seats on their departure; a cancelled booking frees them. */
export const SEAT_HOLDING_STATUSES = ["pending", "confirmed"] as const;

/**
 * Trip length in days for the cut-off and decision-day rules: the days its duration states
 * ("1 Day", "5 days / 4 nights"), else its itinerary's entries. A day trip's itinerary lists
 * the hours of its one day (Hell's Gate has 5 entries), so the entries alone made it multi-day.
 */
export function tripDurationDays(trip: Pick<Trip, "days" | "duration">): number {
  return durationDays(trip.duration) || trip.days.length;
}

/**
 * Creates the scheduled departures of every trip with a schedule from `today` to a year ahead.
 * Dates that already have a departure are left alone, whatever the operator did to them
 * (edited, closed, cancelled): the schedule fills gaps, it never overwrites. Runs at start and
 * then daily, so the horizon rolls forward. Returns how many departures it created.
 */
export async function scheduleDepartures(
  db: Kysely<Database>,
  trips: readonly Trip[],
  today: string,
  now: Date = systemNow(),
): Promise<number> {
  const until = addDays(today, SCHEDULE_HORIZON_DAYS);
  const timestamp = now.toISOString();
  let created = 0;
  for (const trip of trips) {
    const schedule = trip.departures;
    if (!schedule) continue;
    const dates = scheduledDates(schedule.rule, today, until);
    if (dates.length === 0) continue;
    const salesCutoffDays =
      schedule.salesCutoffDays ?? defaultSalesCutoffDays(tripDurationDays(trip));
    const result = await db
      .insertInto("departures")
      .values(
        dates.map((date) => ({
          id: crypto.randomUUID(),
          trip_slug: trip.slug,
          date,
          seats: schedule.seats,
          minimum_to_run: schedule.minimumToRun,
          sales_cutoff_days: salesCutoffDays,
          source: "schedule" as const,
          created_at: timestamp,
          updated_at: timestamp,
        })),
      )
      .onConflict((conflict) => conflict.columns(["trip_slug", "date"]).doNothing())
      .executeTakeFirst();
    created += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  if (created > 0) await publish("AvailabilityChanged", { reason: "departures scheduled" });
  return created;
}

/** A departure as pages and the admin show it: its row, the seats taken and its status. */
export interface DepartureView {
  id: string;
  tripSlug: string;
  date: string;
  seats: number;
  seatsTaken: number;
  /**
   * Participants in confirmed bookings only: what makes the departure Guaranteed (decision
   * 0040), so anonymous requests the operator has not confirmed cannot make the trip run.
   */
  seatsConfirmed: number;
  /** Participants in confirmed bookings with money received: what the price's demand reads. */
  seatsPaid: number;
  minimumToRun: number;
  status: DepartureStatus;
  priceOverride: number | null;
  guide: string | null;
  guidePhone: string | null;
  notes: string | null;
  version: number;
  state: DepartureState;
  /**
   * False for a private departure (an accepted proposal's, decision 0073): the admin shows it,
   * no public list does.
   */
  listed: boolean;
  /** A private departure's own name; null for a catalogue trip's (its trip's title is shown). */
  title: string | null;
}

/** The participants a departure's bookings and waitlist offers hold, as the queries count them. */
export interface SeatCounts {
  taken: number;
  confirmed: number;
  held?: number;
}

export function departureState(row: Departure, seats: SeatCounts): DepartureState {
  return {
    date: row.date,
    seats: row.seats,
    minimumToRun: row.minimum_to_run,
    seatsTaken: seats.taken,
    seatsConfirmed: seats.confirmed,
    seatsHeld: seats.held ?? 0,
    salesCutoffDays: row.sales_cutoff_days,
    salesClosed: row.sales_closed === 1,
    cancelled: row.cancelled_at !== null,
  };
}

function toView(
  row: Departure & {
    seats_taken: unknown;
    seats_confirmed: unknown;
    seats_paid: unknown;
    seats_held: unknown;
  },
  today: string,
): DepartureView {
  const state = departureState(row, {
    taken: Number(row.seats_taken ?? 0),
    confirmed: Number(row.seats_confirmed ?? 0),
    held: Number(row.seats_held ?? 0),
  });
  return {
    id: row.id,
    tripSlug: row.trip_slug,
    date: row.date,
    seats: row.seats,
    seatsTaken: state.seatsTaken,
    seatsConfirmed: state.seatsConfirmed,
    seatsPaid: Number(row.seats_paid ?? 0),
    minimumToRun: row.minimum_to_run,
    status: departureStatus(state, today),
    priceOverride: row.price_override,
    guide: row.guide,
    guidePhone: row.guide_phone,
    notes: row.notes,
    version: row.version,
    state,
    listed: Number(row.listed ?? 1) === 1,
    title: row.title ?? null,
  };
}

/**
 * The participants of a group of seat-holding bookings that the operator (or the system, on a
 * guaranteed departure) confirmed: what makes a departure run and what its price's demand reads.
 */
export function confirmedParticipants(eb: ExpressionBuilder<Database, "bookings">) {
  return eb.fn.sum<number>(
    eb
      .case()
      .when("booking_status", "=", "confirmed")
      .then(eb.ref("number_of_participants"))
      .else(0)
      .end(),
  );
}

/**
 * A confirmed booking on which money was received: what a price's demand counts (DESIGN.md
 * section 5), so neither anonymous requests nor bookings nobody paid for move what the next
 * traveller pays.
 */
export function paidConfirmedBooking(eb: ExpressionBuilder<Database, "bookings">) {
  return eb.and([
    eb("bookings.booking_status", "=", "confirmed"),
    eb.exists(
      eb
        .selectFrom("payments")
        .select("payments.id")
        .whereRef("payments.booking_id", "=", "bookings.id")
        .where("payments.amount_minor", ">", 0),
    ),
  ]);
}

/** The participants of a group of bookings who are paid demand (paidConfirmedBooking). */
function paidParticipants(eb: ExpressionBuilder<Database, "bookings">) {
  return eb.fn.sum<number>(
    eb.case().when(paidConfirmedBooking(eb)).then(eb.ref("number_of_participants")).else(0).end(),
  );
}

/**
 * The participants of each departure's seat-holding bookings (`seats_taken`), and of its
 * confirmed ones (`seats_confirmed`): the one count every seat figure is made of. The security
 * audit's test bookings take no seats (decision 0048), nor do requests whose seats were released. A departure's bookings travel on its date,
 * so counting only the dates asked for keeps a month's list from summing a year of bookings (the
 * booking_date index serves it).
 */
export function seatsTakenPerDeparture(
  db: Kysely<Database>,
  dates: { from?: string; until?: string } = {},
) {
  return (
    db
      .selectFrom("bookings")
      .select((inner) => [
        "departure_id",
        inner.fn.sum<number>("number_of_participants").as("seats_taken"),
        confirmedParticipants(inner).as("seats_confirmed"),
        paidParticipants(inner).as("seats_paid"),
      ])
      .where("booking_status", "in", SEAT_HOLDING_STATUSES)
      .where("departure_id", "is not", null)
      .where("is_probe", "=", 0)
      // A request left unanswered too long gave its seats back (decision 0055).
      .where("seats_released_at", "is", null)
      .$if(dates.from !== undefined, (query) => query.where("booking_date", ">=", dates.from!))
      .$if(dates.until !== undefined, (query) => query.where("booking_date", "<=", dates.until!))
      .groupBy("departure_id")
  );
}

/**
 * Departures with the participants of their seat-holding bookings and the seats held by live
 * waitlist offers at `now`, as one query.
 */
function departuresWithSeatsTaken(
  db: Kysely<Database>,
  now: Date = systemNow(),
  dates: { from?: string; until?: string } = {},
  /** A waitlist offer whose held seats are not counted: the traveller booking through its link. */
  ownHoldId?: string,
) {
  return db
    .selectFrom("departures")
    .leftJoin(
      () => seatsTakenPerDeparture(db, dates).as("taken"),
      (join) => join.onRef("taken.departure_id", "=", "departures.id"),
    )
    .leftJoin(
      (eb) =>
        eb
          .selectFrom("departure_waitlist")
          .select((inner) => [
            "departure_id",
            inner.fn.sum<number>("participants").as("seats_held"),
          ])
          .where("hold_expires_at", ">", now.toISOString())
          .$if(ownHoldId !== undefined, (query) => query.where("id", "!=", ownHoldId!))
          .groupBy("departure_id")
          .as("held"),
      (join) => join.onRef("held.departure_id", "=", "departures.id"),
    )
    .selectAll("departures")
    .select(["taken.seats_taken", "taken.seats_confirmed", "taken.seats_paid", "held.seats_held"]);
}

/**
 * A trip's departures from today on, soonest first (cancelled and closed ones included; private
 * ones never: they are nobody else's to book).
 */
export async function upcomingDepartures(
  db: Kysely<Database>,
  tripSlug: string,
  today: string,
  limit = 120,
): Promise<DepartureView[]> {
  const rows = await departuresWithSeatsTaken(db, undefined, { from: today })
    .where("departures.trip_slug", "=", tripSlug)
    .where("departures.listed", "=", 1)
    .where("departures.date", ">=", today)
    .orderBy("departures.date")
    .limit(limit)
    .execute();
  return rows.map((row) => toView(row, today));
}

/**
 * One departure with its seats taken and held at `now`, or undefined. `ownHoldId`: a waitlist
 * offer whose held seats belong to the traveller asking (they are free for them).
 */
export async function findDepartureView(
  db: Kysely<Database>,
  id: string,
  today: string,
  now: Date = systemNow(),
  ownHoldId?: string,
): Promise<DepartureView | undefined> {
  const row = await departuresWithSeatsTaken(db, now, {}, ownHoldId)
    .where("departures.id", "=", id)
    .executeTakeFirst();
  return row ? toView(row, today) : undefined;
}

/** Every trip's departures from `from` to `until` (both included), by date then trip. */
export async function departuresBetween(
  db: Kysely<Database>,
  from: string,
  until: string,
  today: string,
): Promise<DepartureView[]> {
  const rows = await departuresWithSeatsTaken(db, undefined, { from, until })
    .where("departures.date", ">=", from)
    .where("departures.date", "<=", until)
    .orderBy("departures.date")
    .orderBy("departures.trip_slug")
    .execute();
  return rows.map((row) => toView(row, today));
}

/** Every trip's departures in one month ("yyyy-mm"): the admin's list. */
export function departuresInMonth(
  db: Kysely<Database>,
  month: string,
  today: string,
): Promise<DepartureView[]> {
  return departuresBetween(db, `${month}-01`, `${month}-31`, today);
}

/**
 * The departures of some trips from `from` to `until` (both included), by trip then date, in one
 * query: the listing cards' next departures (decision 0023).
 */
export async function departuresOfTrips(
  db: Kysely<Database>,
  tripSlugs: readonly string[],
  dates: { from: string; until: string },
  today: string,
): Promise<DepartureView[]> {
  if (tripSlugs.length === 0) return [];
  const rows = await departuresWithSeatsTaken(db, undefined, dates)
    .where("departures.trip_slug", "in", tripSlugs)
    .where("departures.listed", "=", 1)
    .where("departures.date", ">=", dates.from)
    .where("departures.date", "<=", dates.until)
    .orderBy("departures.trip_slug")
    .orderBy("departures.date")
    .execute();
  return rows.map((row) => toView(row, today));
}

/**
 * Departures by id, in one query (the dashboard's bookings). `dates`, when known (the bookings'
 * travel dates, which are their departures' dates), limits the bookings counted.
 */
export async function departuresByIds(
  db: Kysely<Database>,
  ids: readonly string[],
  today: string,
  dates: { from?: string; until?: string } = {},
): Promise<DepartureView[]> {
  if (ids.length === 0) return [];
  const rows = await departuresWithSeatsTaken(db, undefined, dates)
    .where("departures.id", "in", ids)
    .orderBy("departures.date")
    .execute();
  return rows.map((row) => toView(row, today));
}

export type SeatClaim =
  { ok: true; departure: DepartureView } | NotOk<"invalid" | "not-found" | "conflict">;

/**
 * Checks, inside the booking's own transaction, that a departure of `tripSlug` can take
 * `participants` more travellers, and holds its row until the transaction ends so that no other
 * booking can count the same seats: a no-op update takes PostgreSQL's row lock (a second booking
 * waits, then counts the first one's travellers), and SQLite runs one write transaction at a time.
 * The caller inserts the booking with the departure's id in the same transaction.
 */
export async function claimSeats(
  trx: Kysely<Database>,
  claim: {
    departureId: string;
    tripSlug: string;
    participants: number;
    today: string;
    /** The waitlist offer the traveller books through: its held seats are theirs (waitlist.ts). */
    ownHoldId?: string;
    now?: Date;
  },
): Promise<SeatClaim> {
  const locked = await trx
    .updateTable("departures")
    .set((eb) => ({ seats: eb.ref("seats") }))
    .where("id", "=", claim.departureId)
    .executeTakeFirst();
  if (Number(locked.numUpdatedRows) === 0)
    return notOk("not-found", "departureId: we have no such departure.");
  const row = await departuresWithSeatsTaken(trx, claim.now, {}, claim.ownHoldId)
    .where("departures.id", "=", claim.departureId)
    .executeTakeFirstOrThrow();
  if (row.trip_slug !== claim.tripSlug)
    return notOk("invalid", "departureId: this departure is of another trip.");
  const departure = toView(row, claim.today);
  const refusal = bookingRefusal(departure.state, claim.participants, claim.today);
  if (refusal) return notOk("conflict", refusal);
  return { ok: true, departure };
}

/** What the operator may change on a departure (undefined: leave as it is). */
export interface DepartureChanges {
  seats?: number;
  minimumToRun?: number;
  salesCutoffDays?: number;
  salesClosed?: boolean;
  guide?: string | null;
  guidePhone?: string | null;
  notes?: string | null;
  priceOverride?: number | null;
}

const SAVED_BY_SOMEONE_ELSE =
  "Someone else saved this departure while you were editing it. Reload the page to see their changes, then make yours again.";

export type DepartureEdit =
  { ok: true; departure: DepartureView } | NotOk<"invalid" | "not-found" | "conflict">;

/**
 * Saves the operator's changes if nobody saved the departure since `expectedVersion` was read
 * (two operators editing at once: the second save is refused, never silently overwriting), and
 * never with fewer seats than travellers already hold.
 */
export async function updateDeparture(
  db: Kysely<Database>,
  id: string,
  expectedVersion: number,
  changes: DepartureChanges,
  today: string,
  now: Date = systemNow(),
): Promise<DepartureEdit> {
  const edit = db.transaction().execute(async (trx): Promise<DepartureEdit> => {
    const row = await departuresWithSeatsTaken(trx)
      .where("departures.id", "=", id)
      .executeTakeFirst();
    if (!row) return notOk("not-found", "We have no such departure.");
    const current = toView(row, today);
    if (current.version !== expectedVersion) return notOk("conflict", SAVED_BY_SOMEONE_ELSE);
    const seats = changes.seats ?? current.seats;
    const minimumToRun = changes.minimumToRun ?? current.minimumToRun;
    if (seats < current.seatsTaken)
      return notOk(
        "invalid",
        `seats: ${current.seatsTaken} travellers already hold seats on this departure; it cannot have fewer seats than that.`,
      );
    if (minimumToRun > seats)
      return notOk(
        "invalid",
        "minimumToRun: a departure cannot need more travellers to run than it has seats.",
      );
    const saved = await trx
      .updateTable("departures")
      .set({
        seats,
        minimum_to_run: minimumToRun,
        ...(changes.salesCutoffDays !== undefined
          ? { sales_cutoff_days: changes.salesCutoffDays }
          : {}),
        ...(changes.salesClosed !== undefined ? { sales_closed: changes.salesClosed ? 1 : 0 } : {}),
        ...(changes.guide !== undefined ? { guide: changes.guide } : {}),
        ...(changes.guidePhone !== undefined ? { guide_phone: changes.guidePhone } : {}),
        ...(changes.notes !== undefined ? { notes: changes.notes } : {}),
        ...(changes.priceOverride !== undefined ? { price_override: changes.priceOverride } : {}),
        version: expectedVersion + 1,
        updated_at: now.toISOString(),
      })
      .where("id", "=", id)
      // The version check again, in the write itself: a save between our read and this write
      // (on PostgreSQL, another transaction) makes this one update nothing.
      .where("version", "=", expectedVersion)
      .executeTakeFirst();
    if (Number(saved.numUpdatedRows) === 0) return notOk("conflict", SAVED_BY_SOMEONE_ELSE);
    const updated = await departuresWithSeatsTaken(trx)
      .where("departures.id", "=", id)
      .executeTakeFirstOrThrow();
    return { ok: true, departure: toView(updated, today) };
  });
  // Seats, the minimum, a closure or the price changed what pages and quotes show.
  const outcome = await edit;
  if (outcome.ok) await publish("AvailabilityChanged", { reason: "departure edited" });
  return outcome;
}

/**
 * Cancels a departure with the operator's reason. Its bookings stay as they are: the operator
 * offers each traveller another departure, a private trip or a refund (the caller emails them).
 * Returns the seat-holding bookings so the caller can write to every traveller.
 */
export async function cancelDeparture(
  db: Kysely<Database>,
  id: string,
  expectedVersion: number,
  reason: string,
  now: Date = systemNow(),
): Promise<
  | { ok: true; travellers: Array<{ bookingId: string; email: string; name: string }> }
  | NotOk<"not-found" | "conflict">
> {
  return db
    .transaction()
    .execute((trx) => cancelDepartureIn(trx, id, expectedVersion, reason, now));
}

/** cancelDeparture inside the caller's transaction (the admin also cancels the bookings in it). */
export async function cancelDepartureIn(
  trx: Kysely<Database>,
  id: string,
  expectedVersion: number,
  reason: string,
  now: Date = systemNow(),
): Promise<
  | { ok: true; travellers: Array<{ bookingId: string; email: string; name: string }> }
  | NotOk<"not-found" | "conflict">
> {
  const cancelled = await trx
    .updateTable("departures")
    .set({
      cancelled_at: now.toISOString(),
      cancel_reason: reason,
      version: expectedVersion + 1,
      updated_at: now.toISOString(),
    })
    .where("id", "=", id)
    .where("version", "=", expectedVersion)
    .where("cancelled_at", "is", null)
    .executeTakeFirst();
  if (Number(cancelled.numUpdatedRows) === 0) {
    const exists = await trx
      .selectFrom("departures")
      .select("id")
      .where("id", "=", id)
      .executeTakeFirst();
    return exists
      ? notOk(
          "conflict",
          "This departure was changed or cancelled while you were looking at it. Reload the page and check it again.",
        )
      : notOk("not-found", "We have no such departure.");
  }
  const travellers = await trx
    .selectFrom("bookings")
    .select(["id as bookingId", "client_email as email", "client_name as name"])
    .where("departure_id", "=", id)
    .where("booking_status", "in", SEAT_HOLDING_STATUSES)
    .orderBy("created_at")
    .execute();
  return { ok: true, travellers };
}

export type WaitlistJoin =
  | {
      ok: true;
      position: number;
      /** The confirmation link's token to mail, or null when the entry was confirmed before. */
      confirmToken: string | null;
      departure: { id: string; tripSlug: string; date: string };
    }
  | NotOk<"invalid" | "not-found" | "conflict">;

/**
 * Puts a party on a departure's waitlist: only when the departure is on sale and cannot take
 * the party now (otherwise they should simply book). A new entry waits for its email's
 * confirmation (the returned token, to mail): until then freed seats skip it. Joining twice with
 * one email updates the party size; a confirmed entry keeps its place in the queue, an
 * unconfirmed one gets a fresh link (and its 48 hours start again).
 */
export async function joinWaitlist(
  db: Kysely<Database>,
  join: { departureId: string; email: string; participants: number; today: string },
  now: Date = systemNow(),
): Promise<WaitlistJoin> {
  const row = await departuresWithSeatsTaken(db, now)
    .where("departures.id", "=", join.departureId)
    .executeTakeFirst();
  if (!row) return notOk("not-found", "departureId: we have no such departure.");
  const departure = toView(row, join.today);
  const refusal = bookingRefusal(departure.state, join.participants, join.today);
  if (refusal === null)
    return notOk(
      "conflict",
      "This departure has seats for your party: book them instead of waiting.",
    );
  if (departure.status === "cancelled" || departure.status === "closed")
    return notOk("conflict", refusal);
  if (join.participants > departure.seats)
    return notOk("invalid", `participants: this departure has ${departure.seats} seats in all.`);
  const email = normalizeEmail(join.email);
  const existing = await db
    .selectFrom("departure_waitlist")
    .select(["id", "confirmed_at"])
    .where("departure_id", "=", join.departureId)
    .where("email", "=", email)
    .executeTakeFirst();
  let confirmToken: string | null = null;
  if (existing?.confirmed_at)
    await db
      .updateTable("departure_waitlist")
      .set({ participants: join.participants })
      .where("id", "=", existing.id)
      .execute();
  else {
    confirmToken = newHoldToken();
    const fresh = {
      participants: join.participants,
      created_at: now.toISOString(),
      confirm_token_hash: hashHoldToken(confirmToken),
    };
    await db
      .insertInto("departure_waitlist")
      .values({ id: crypto.randomUUID(), departure_id: join.departureId, email, ...fresh })
      .onConflict((conflict) =>
        conflict
          .columns(["departure_id", "email"])
          .doUpdateSet(fresh)
          .where("departure_waitlist.confirmed_at", "is", null),
      )
      .execute();
  }
  return {
    ok: true,
    position: await waitlistPosition(db, join.departureId, email),
    confirmToken,
    departure: { id: departure.id, tripSlug: departure.tripSlug, date: departure.date },
  };
}

/** A waiting traveller's place: confirmed entries not yet offered seats, up to and with theirs. */
async function waitlistPosition(
  db: Kysely<Database>,
  departureId: string,
  email: string,
): Promise<number> {
  const ahead = await db
    .selectFrom("departure_waitlist")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("departure_id", "=", departureId)
    .where("offered_at", "is", null)
    .where((eb) => eb.or([eb("confirmed_at", "is not", null), eb("email", "=", email)]))
    .where(
      "created_at",
      "<=",
      db
        .selectFrom("departure_waitlist")
        .select("created_at")
        .where("departure_id", "=", departureId)
        .where("email", "=", email),
    )
    .executeTakeFirstOrThrow();
  return Number(ahead.count);
}

export type WaitlistConfirmation =
  | {
      ok: true;
      position: number;
      participants: number;
      departure: { id: string; tripSlug: string; date: string };
    }
  | NotOk<"not-found" | "expired">;

/**
 * Confirms the waitlist entry whose mailed link carries `token` (issue 26 item 9). The link works
 * once, and only within WAITLIST_CONFIRM_HOURS of joining; an unknown token is a 404.
 */
export async function confirmWaitlistEntry(
  db: Kysely<Database>,
  token: string,
  now: Date = systemNow(),
): Promise<WaitlistConfirmation> {
  const entry = await db
    .selectFrom("departure_waitlist")
    .innerJoin("departures", "departures.id", "departure_waitlist.departure_id")
    .select([
      "departure_waitlist.id",
      "departure_waitlist.email",
      "departure_waitlist.participants",
      "departure_waitlist.created_at",
      "departure_waitlist.confirmed_at",
      "departures.id as departure_id",
      "departures.trip_slug",
      "departures.date",
    ])
    .where("departure_waitlist.confirm_token_hash", "=", hashHoldToken(token))
    .executeTakeFirst();
  const unknown = notOk(
    "not-found",
    "This confirmation link is not one of ours, or its waitlist entry has lapsed. Join the waitlist again from the trip's page.",
  );
  if (!entry) return unknown;
  if (entry.confirmed_at !== null)
    return notOk(
      "expired",
      "This confirmation link has been used already: your place on the waitlist is confirmed, and we will email you when seats free up.",
    );
  if (entry.created_at <= unconfirmedLapseBefore(now)) return unknown;
  const confirmed = await db
    .updateTable("departure_waitlist")
    .set({ confirmed_at: now.toISOString() })
    .where("id", "=", entry.id)
    .where("confirmed_at", "is", null)
    .executeTakeFirst();
  if (Number(confirmed.numUpdatedRows) === 0) return confirmWaitlistEntry(db, token, now);
  return {
    ok: true,
    position: await waitlistPosition(db, entry.departure_id, entry.email),
    participants: entry.participants,
    departure: { id: entry.departure_id, tripSlug: entry.trip_slug, date: entry.date },
  };
}

/** Drops entries never confirmed within WAITLIST_CONFIRM_HOURS (their address may join again). */
export async function dropUnconfirmedWaitlistEntries(
  db: Kysely<Database>,
  now: Date = systemNow(),
): Promise<number> {
  const dropped = await db
    .deleteFrom("departure_waitlist")
    .where("confirmed_at", "is", null)
    .where("created_at", "<=", unconfirmedLapseBefore(now))
    .executeTakeFirst();
  return Number(dropped.numDeletedRows);
}

/**
 * Offers a departure's free seats (neither booked nor held) to the first waiting travellers
 * whose party fits, holding them for 24 hours. Call it whenever seats may have freed up (a
 * booking cancelled, seats added, a hold lapsed). Returns the offers made, for the emails.
 */
export async function offerFreedSeats(
  db: Kysely<Database>,
  departureId: string,
  today: string,
  now: Date = systemNow(),
): Promise<WaitlistOffer[]> {
  // Inside a caller's transaction (a cancelled booking frees seats) it joins that one.
  const run = <T>(work: (trx: Kysely<Database>) => Promise<T>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  return run(async (trx) => {
    const claim = await trx
      .updateTable("departures")
      .set((eb) => ({ seats: eb.ref("seats") }))
      .where("id", "=", departureId)
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) === 0) return [];
    const row = await departuresWithSeatsTaken(trx, now)
      .where("departures.id", "=", departureId)
      .executeTakeFirstOrThrow();
    const departure = toView(row, today);
    if (!["open", "limited", "guaranteed"].includes(departure.status)) return [];
    const waiting = await trx
      .selectFrom("departure_waitlist")
      .selectAll()
      .where("departure_id", "=", departureId)
      .execute();
    const offers = travellersToOffer(
      waiting.map((entry) => ({
        id: entry.id,
        participants: entry.participants,
        createdAt: entry.created_at,
        offeredAt: entry.offered_at,
        holdExpiresAt: entry.hold_expires_at,
        confirmed: entry.confirmed_at !== null,
      })),
      seatsLeft(departure.state),
    );
    const holdExpiresAt = holdExpiry(now);
    const made: WaitlistOffer[] = [];
    for (const offer of offers) {
      const holdToken = newHoldToken();
      await trx
        .updateTable("departure_waitlist")
        .set({
          offered_at: now.toISOString(),
          hold_expires_at: holdExpiresAt,
          hold_token_hash: hashHoldToken(holdToken),
        })
        .where("id", "=", offer.id)
        .execute();
      made.push({
        id: offer.id,
        email: waiting.find((entry) => entry.id === offer.id)!.email,
        participants: offer.participants,
        holdExpiresAt,
        holdToken,
        departure: { id: departure.id, tripSlug: departure.tripSlug, date: departure.date },
      });
    }
    return made;
  });
}

/** Seats offered to a waiting traveller and held for them, with the link's token (only ever mailed). */
export interface WaitlistOffer {
  id: string;
  email: string;
  participants: number;
  holdExpiresAt: string;
  /** The hold link's secret: the mail carries it, the database only its hash. */
  holdToken: string;
  departure: { id: string; tripSlug: string; date: string };
}

/** A hold link's token: 32 random bytes, base64url (43 characters). */
export function newHoldToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a hold token: its SHA-256, so a copy of the table books nobody's seats. */
export function hashHoldToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Claims a departure's once-only notice (the "guaranteed" mails, the decision-day alert): true
 * for the one caller that stamps it, false when another turn or process already has.
 */
export async function claimDepartureNotice(
  db: Kysely<Database>,
  departureId: string,
  column: "guaranteed_notified_at" | "decision_alerted_at",
  now: Date,
): Promise<boolean> {
  const claimed = await db
    .updateTable("departures")
    .set({ [column]: now.toISOString() })
    .where("id", "=", departureId)
    .where(column, "is", null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/**
 * The next departure date from today that is not cancelled of each of `tripSlugs` (the admin's
 * trip list, a page of it): only those trips' departures are read, however many trips there are.
 */
export async function nextDepartureDates(
  db: Kysely<Database>,
  today: string,
  tripSlugs: readonly string[],
): Promise<Map<string, string>> {
  if (tripSlugs.length === 0) return new Map();
  const rows = await db
    .selectFrom("departures")
    .select(["trip_slug", (eb) => eb.fn.min("date").as("next")])
    .where("trip_slug", "in", tripSlugs)
    .where("listed", "=", 1)
    .where("date", ">=", today)
    .where("cancelled_at", "is", null)
    .groupBy("trip_slug")
    .execute();
  return new Map(rows.map((row) => [row.trip_slug, String(row.next)]));
}
