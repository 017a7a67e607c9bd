import type { Kysely } from "kysely";
import {
  defaultPricingFactors,
  pricingFactorsSchema,
  type PricingFactors,
} from "../../../domain/pricing/dynamic-pricing";
import type { Database, ParkFeeRow } from "../../platform/db/schema";
import type { ParkFee } from "../../../domain/pricing/park-fees";
import { logger } from "../../platform/logger";
import { addDays, businessDay } from "../../../domain/calendar";
import { defaultSeasonCalendar, type SeasonCalendar } from "../../../domain/seasons/calendar";
import { basePricesSchema, seasonCalendarSchema } from "../../../domain/pricing/pricing-settings";
import type { PricingSettings } from "../../../domain/pricing/quote";
import type { DeparturePricing } from "../../../domain/pricing/departure-pricing";
import { salesEndDate, seatsLeft } from "../../../domain/departures/departures";
import { departuresOfTrips, paidConfirmedBooking, type DepartureView } from "../departures";
import { epochMs, systemNow } from "../../platform/clock";

export const PRICING_FACTORS_KEY = "dynamic-pricing-factors";
/** The operator's season calendar: twelve season ids, January first. */
export const SEASON_CALENDAR_KEY = "season-calendar";
/** The operator's base prices per trip option: { "point-lenana/standard": 850 }. */
export const BASE_PRICES_KEY = "base-prices";
/** Every pricing_rules row the quotes read, for the admin's audit trail. */
export const PRICING_SETTING_KEYS = [PRICING_FACTORS_KEY, SEASON_CALENDAR_KEY, BASE_PRICES_KEY];

/**
 * The operator's pricing factors from pricing_rules. The defaults are seeded on first use;
 * a stored value that no longer validates is logged and the defaults are used instead.
 */
export async function loadPricingFactors(db: Kysely<Database>): Promise<PricingFactors> {
  const row = await db
    .selectFrom("pricing_rules")
    .select("value")
    .where("key", "=", PRICING_FACTORS_KEY)
    .executeTakeFirst();
  if (!row) {
    await db
      .insertInto("pricing_rules")
      .values({
        key: PRICING_FACTORS_KEY,
        value: JSON.stringify(defaultPricingFactors),
        updated_at: systemNow().toISOString(),
      })
      .onConflict((conflict) => conflict.column("key").doNothing())
      .execute();
    return defaultPricingFactors;
  }
  let stored: unknown;
  try {
    stored = JSON.parse(row.value);
  } catch {
    stored = undefined;
  }
  const result = pricingFactorsSchema.safeParse(stored);
  if (result.success) return result.data;
  logger.error(
    {
      problems: result.error.issues
        .slice(0, 3)
        .map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    },
    "stored pricing factors are invalid; using the defaults",
  );
  return defaultPricingFactors;
}

function parseStored<T>(
  key: string,
  text: string | undefined,
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  fallback: T,
): T {
  if (text === undefined) return fallback;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    stored = undefined;
  }
  const result = schema.safeParse(stored);
  if (result.success) return result.data;
  logger.error({ key }, "a stored pricing setting is invalid; using the default");
  return fallback;
}

/**
 * Everything a quote reads from the operator: the factors, the season calendar and the base
 * prices. A calendar or base-price row that is missing or no longer validates gives the
 * default (the guide's calendar, the content's prices).
 */
export async function loadPricingSettings(db: Kysely<Database>): Promise<PricingSettings> {
  const [factors, rows] = await Promise.all([
    loadPricingFactors(db),
    db
      .selectFrom("pricing_rules")
      .select(["key", "value"])
      .where("key", "in", [SEASON_CALENDAR_KEY, BASE_PRICES_KEY])
      .execute(),
  ]);
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return {
    factors,
    seasonCalendar: parseStored<SeasonCalendar>(
      SEASON_CALENDAR_KEY,
      stored.get(SEASON_CALENDAR_KEY),
      seasonCalendarSchema,
      defaultSeasonCalendar,
    ),
    basePrices: parseStored<Record<string, number>>(
      BASE_PRICES_KEY,
      stored.get(BASE_PRICES_KEY),
      basePricesSchema,
      {},
    ),
  };
}

/**
 * Participants in paid bookings on a trip within 3 days either side of a date (DESIGN.md section
 * 5). Pending requests do not count: anyone can send one anonymously, and 20 made-up travellers
 * must not raise a real customer's price; nor does a confirmed booking nobody has paid for.
 */

export async function bookedParticipantsAround(
  db: Kysely<Database>,
  tripSlug: string,
  travelDate: string,
): Promise<number> {
  const row = await db
    .selectFrom("bookings")
    .select((eb) =>
      eb.fn.coalesce(eb.fn.sum<number>("number_of_participants"), eb.lit(0)).as("booked"),
    )
    .where("trip_slug", "=", tripSlug)
    .where(paidConfirmedBooking)
    .where("booking_date", ">=", addDays(travelDate, -3))
    .where("booking_date", "<=", addDays(travelDate, 3))
    .executeTakeFirst();
  return Number(row?.booked ?? 0);
}

/**
 * Quotes (the pricing API and the listing cards) read the pricing inputs through a short-lived
 * copy, so a burst of quotes costs one query per trip every few seconds instead of two per
 * quote. A quote is advice; the booking endpoint always reads the database itself (bookings.ts),
 * so a stale copy can never change what a customer is charged. Writes in this process clear the
 * copy at once (forgetQuoteInputs); another process's writes show within QUOTE_INPUTS_TTL_MS.
 */
export const QUOTE_INPUTS_TTL_MS = 2_000;

interface Expiring<T> {
  value: Promise<T>;
  expiresAt: number;
  /** The value once loaded, for a quote that can then be made without waiting (warmQuoteInputs). */
  loaded?: { value: T };
  /**
   * A per-trip copy: the business day it was read for. A quote for another day reads again, so a
   * caller's clock decides which bookings count, never the day the copy happened to be made on.
   */
  today?: string;
}

interface QuoteInputs {
  factors?: Expiring<PricingFactors>;
  settings?: Expiring<PricingSettings>;
  /** The park and conservancy fees on record (migration 0020). */
  parkFees?: Expiring<ParkFee[]>;
  /** Per trip: participants in confirmed bookings per travel date, from three days before today on. */
  demand: Map<string, Expiring<Map<string, number>>>;
  /** Per trip: its departures' pricing inputs per date, from the day before today on (decision 0023). */
  departures: Map<string, Expiring<Map<string, DeparturePricing>>>;
}

/** Per database handle, so tests with several databases in one process never share copies. */
let quoteInputs = new WeakMap<Kysely<Database>, QuoteInputs>();

function quoteInputsFor(db: Kysely<Database>): QuoteInputs {
  let inputs = quoteInputs.get(db);
  if (!inputs) quoteInputs.set(db, (inputs = { demand: new Map(), departures: new Map() }));
  return inputs;
}

/**
 * Quote inputs changed (a booking stored, a departure edited, a setting saved): forget this
 * process's copies. Subscribed to those events in server/lifecycle/subscriptions.ts (decision 0023).
 */
export function forgetQuoteInputs(): void {
  quoteInputs = new WeakMap();
}

/** A failed load is not kept: the next quote asks the database again. */
function expiring<T>(load: () => Promise<T>, onFailure: () => void, today?: string): Expiring<T> {
  const entry: Expiring<T> = { value: load(), expiresAt: epochMs() + QUOTE_INPUTS_TTL_MS, today };
  entry.value.then((value) => (entry.loaded = { value }), onFailure);
  return entry;
}

/** The instant a warm read is for: its time and business day, worked out once per quote. */
interface WarmAt {
  nowMs: number;
  today: string;
}

/** A copy's value when it is loaded, has not expired and (per trip) was read for `today`. */
function warm<T>(entry: Expiring<T> | undefined, at: WarmAt): T | undefined {
  if (!entry || entry.expiresAt <= at.nowMs) return undefined;
  if (entry.today !== undefined && entry.today !== at.today) return undefined;
  return entry.loaded?.value;
}

/** What a quote of one trip reads, as the short-lived copy holds it. */
export interface WarmQuoteInputs {
  settings: PricingSettings;
  demandByDate: ReadonlyMap<string, number>;
  departuresByDate: ReadonlyMap<string, DeparturePricing>;
  /** Empty when the trip has none (`withParkFees` false). */
  parkFees: ParkFee[];
}

/**
 * A trip's quote inputs when every one is loaded in the short-lived copy and fresh, so its quote
 * needs no promise (quotes.ts, quoteTripOptionAtOnce); undefined when one must be loaded first
 * (the asynchronous readers above load it). The same copies, so the same figures.
 */
export function warmQuoteInputs(
  db: Kysely<Database>,
  tripSlug: string,
  withParkFees: boolean,
  now: Date,
): WarmQuoteInputs | undefined {
  const inputs = quoteInputs.get(db);
  if (!inputs) return undefined;
  // Four copies are checked against one instant: its business day is worked out once, not per copy.
  const at: WarmAt = { nowMs: now.getTime(), today: businessDay(now) };
  const settings = warm(inputs.settings, at);
  const demandByDate = warm(inputs.demand.get(tripSlug), at);
  const departuresByDate = warm(inputs.departures.get(tripSlug), at);
  const parkFees = withParkFees ? warm(inputs.parkFees, at) : [];
  if (!settings || !demandByDate || !departuresByDate || !parkFees) return undefined;
  return { settings, demandByDate, departuresByDate, parkFees };
}

/** One of the whole-site inputs through the short-lived copy, loaded again once expired. */
function sharedCopy<K extends "factors" | "settings" | "parkFees">(
  db: Kysely<Database>,
  key: K,
  load: () => NonNullable<QuoteInputs[K]>["value"],
): NonNullable<QuoteInputs[K]>["value"] {
  const inputs = quoteInputsFor(db);
  const kept = inputs[key];
  if (kept && kept.expiresAt > epochMs()) return kept.value;
  const fresh = expiring<unknown>(load, () => (inputs[key] = undefined)) as QuoteInputs[K];
  inputs[key] = fresh;
  return fresh!.value;
}

export function quotePricingFactors(db: Kysely<Database>): Promise<PricingFactors> {
  return sharedCopy(db, "factors", () => loadPricingFactors(db));
}

/** The operator's pricing settings through the short-lived copy (see QUOTE_INPUTS_TTL_MS). */
export function quotePricingSettings(db: Kysely<Database>): Promise<PricingSettings> {
  return sharedCopy(db, "settings", () => loadPricingSettings(db));
}

/** Every park fee on record, oldest period first (domain/pricing/park-fees.ts). */
export async function loadParkFees(db: Kysely<Database>): Promise<ParkFee[]> {
  const rows = await db
    .selectFrom("park_fees")
    .selectAll()
    .orderBy("park")
    .orderBy("category")
    .orderBy("age_group")
    .orderBy("valid_from")
    .execute();
  return rows.map(parkFeeOf);
}

export function parkFeeOf(row: ParkFeeRow): ParkFee {
  return {
    id: row.id,
    authority: row.authority,
    park: row.park,
    category: row.category,
    ageGroup: row.age_group,
    amountMinor: Number(row.amount_minor),
    currency: row.currency,
    basis: row.basis,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
  };
}

/** The park fees through the short-lived copy (see QUOTE_INPUTS_TTL_MS). */
export function quoteParkFees(db: Kysely<Database>): Promise<ParkFee[]> {
  return sharedCopy(db, "parkFees", () => loadParkFees(db));
}

/**
 * Participants in confirmed bookings of a trip per travel date, from three days before `today`
 * on, through the short-lived copy: one grouped query per trip every few seconds, however many
 * quotes.
 */
export function quoteDemandByDate(
  db: Kysely<Database>,
  tripSlug: string,
  today: string,
): Promise<ReadonlyMap<string, number>> {
  return perTripCopy(quoteInputsFor(db).demand, tripSlug, today, () =>
    bookedParticipantsByDate(db, tripSlug, addDays(today, -3)),
  );
}

/** A trip's entry of a per-trip copy, loaded again once it has expired or is for another day. */
function perTripCopy<T>(
  copies: Map<string, Expiring<T>>,
  tripSlug: string,
  today: string,
  load: () => Promise<T>,
): Promise<T> {
  let entry = copies.get(tripSlug);
  if (!entry || entry.expiresAt <= epochMs() || entry.today !== today) {
    entry = expiring(load, () => copies.delete(tripSlug), today);
    copies.set(tripSlug, entry);
  }
  return entry.value;
}

/** Same answer as bookedParticipantsAround, from one grouped query per trip. */
export async function quoteBookedParticipantsAround(
  db: Kysely<Database>,
  tripSlug: string,
  travelDate: string,
  today: string,
): Promise<number> {
  return bookedAround(await quoteDemandByDate(db, tripSlug, today), travelDate);
}

/** Participants booked within 3 days either side of a date, from the per-date figures. */
export function bookedAround(byDate: ReadonlyMap<string, number>, travelDate: string): number {
  const from = addDays(travelDate, -3);
  const to = addDays(travelDate, 3);
  let booked = 0;
  for (const [date, participants] of byDate) if (date >= from && date <= to) booked += participants;
  return booked;
}

async function bookedParticipantsByDate(
  db: Kysely<Database>,
  tripSlug: string,
  fromDate: string,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("bookings")
    .select((eb) => ["booking_date", eb.fn.sum<number>("number_of_participants").as("booked")])
    .where("trip_slug", "=", tripSlug)
    .where(paidConfirmedBooking)
    .where("booking_date", ">=", fromDate)
    .groupBy("booking_date")
    .execute();
  return new Map(rows.map((row) => [row.booking_date, Number(row.booked)]));
}

/**
 * What a quote reads of a departure (decision 0023): its seats, the seats its paid travellers
 * fill, and the operator's price. Pending requests and waitlist holds are not demand:
 * anyone can make them, and they must not raise the next traveller's price (issue 13). A
 * cancelled departure prices nothing: its date is priced as a private date.
 */
export function departurePricingOf(departure: DepartureView): DeparturePricing | null {
  if (departure.state.cancelled) return null;
  return {
    seats: departure.seats,
    seatsFilled: departure.seatsPaid,
    priceOverride: departure.priceOverride,
    sale: departure.state.salesClosed
      ? null
      : { lastDay: salesEndDate(departure.state), seatsLeft: seatsLeft(departure.state) },
  };
}

/** The farthest date a departure query reaches (departures exist a year ahead). */
const LAST_DAY = "9999-12-31";

async function departurePricingByDate(
  db: Kysely<Database>,
  tripSlug: string,
  from: string,
  until = LAST_DAY,
): Promise<Map<string, DeparturePricing>> {
  const departures = await departuresOfTrips(db, [tripSlug], { from, until }, from);
  const byDate = new Map<string, DeparturePricing>();
  for (const departure of departures) {
    const pricing = departurePricingOf(departure);
    if (pricing) byDate.set(departure.date, pricing);
  }
  return byDate;
}

/**
 * A trip's departures' pricing inputs per date, from the day before `today` on, through the
 * short-lived copy: one query per trip every few seconds, however many quotes.
 */
export function quoteDeparturesByDate(
  db: Kysely<Database>,
  tripSlug: string,
  today: string,
): Promise<ReadonlyMap<string, DeparturePricing>> {
  return perTripCopy(quoteInputsFor(db).departures, tripSlug, today, () =>
    departurePricingByDate(db, tripSlug, addDays(today, -1)),
  );
}

/** The departure of a trip on one date, read from the database now (a booking's own quote). */
export async function departurePricingOn(
  db: Kysely<Database>,
  tripSlug: string,
  date: string,
): Promise<DeparturePricing | null> {
  return (await departurePricingByDate(db, tripSlug, date, date)).get(date) ?? null;
}
