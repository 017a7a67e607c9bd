import { PostgresAdapter, type Kysely } from "kysely";
import { findTrip } from "../catalogue";
import { businessDay } from "../../../domain/calendar";
import { durationDays } from "../../../domain/inquiries/inquiry-fields";
import { amountOwed, type AmountOwed } from "../../../domain/payments/amount-owed";
import { amountInCurrency, type KesMinorPerUsd } from "../../../domain/money/conversion";
import {
  accountEntries,
  bookingAccount,
  entryInCurrency,
  sumEntries,
  type BookingAccount,
} from "../../../domain/payments/booking-account";
import {
  isPaymentCurrency,
  MAX_AMOUNT_MINOR,
  type PaymentCurrency,
} from "../../../domain/money/amount";
import { isPaymentMethod, type PaymentMethod } from "../../../domain/payments/methods";
import {
  defaultPaymentPlanSettings,
  paymentPlan,
  planStatus,
  type PaymentPlan,
  type PaymentPlanSettings,
  type PlanStatus,
} from "../../../domain/payments/payment-plan";
import { paymentPlanSettingsSchema } from "../../../domain/payments/payment-plan-settings";
import { isUniqueViolation } from "../../platform/db/connection";
import type { Booking, Database, Payment, PaymentAttention } from "../../platform/db/schema";
import { lockedRateOf, lockedRates, lockRateForPayment, type LockedRate } from "./rate-locks";
import { systemNow } from "../../platform/clock";
import { publish } from "../../platform/events";
import {
  BOOKING_PAYABLE,
  bookingPayable,
  payableColumns,
  payableKind,
  type PayableAccount,
  type PayableKind,
  type PayableRef,
} from "./payables";

/**
 * The payment ledger (issue 16, decision 0026): append-only entries in integer minor units; a
 * refund is a negative entry. A booking's paid amount and balance are always summed from here.
 * Every function takes the database (or a transaction) and, where time matters, the clock.
 */

/**
 * What each booking owes, from its booked lines (decision 0035): one amount in the booking's
 * ledger currency (KES for a party priced only in shillings, USD otherwise). KES lines of a USD
 * booking count at its locked rate, or at the operator's current rate as an estimate before
 * confirmation. Bookings without lines owe their `total_price`.
 */
export async function amountsOwed(
  db: Kysely<Database>,
  bookings: ReadonlyArray<
    Pick<Booking, "id" | "total_price" | "kes_minor_per_usd" | "kes_rate_set_on">
  >,
): Promise<Map<string, AmountOwed>> {
  const owed = new Map<string, AmountOwed>();
  if (bookings.length === 0) return owed;
  const ids = bookings.map((booking) => booking.id);
  const [lines, locked, current] = await Promise.all([
    db
      .selectFrom("booking_price_lines")
      .select(["booking_id", "amount_minor", "currency"])
      .where("booking_id", "in", ids)
      .execute(),
    lockedRates(db, bookings),
    bookings.some((booking) => booking.kes_minor_per_usd === null)
      ? loadExchangeRate(db)
      : Promise.resolve(null),
  ]);
  for (const booking of bookings)
    owed.set(
      booking.id,
      amountOwed({
        lines: lines
          .filter((row) => row.booking_id === booking.id)
          .map((row) => ({ amountMinor: Number(row.amount_minor), currency: row.currency })),
        totalPriceUsd: booking.total_price,
        lockedRate: locked.get(booking.id)?.kesMinorPerUsd ?? null,
        currentRate: current?.kesMinorPerUsd ?? null,
      }),
    );
  return owed;
}

/** What one booking owes (see `amountsOwed`). */
export async function amountOwedBy(
  db: Kysely<Database>,
  booking: Pick<Booking, "id" | "total_price" | "kes_minor_per_usd" | "kes_rate_set_on">,
): Promise<AmountOwed> {
  return (await amountsOwed(db, [booking])).get(booking.id)!;
}

export interface PaymentEntry {
  bookingId: string;
  /** Integer minor units of `currency`: positive for a payment, negative for a refund. */
  amountMinor: number;
  currency: PaymentCurrency;
  method: PaymentMethod;
  /** M-Pesa receipt number, card payment id, the operator's receipt code; recorded once. */
  providerReference?: string | null;
  /** The operator's email, or the provider ("mpesa", "stripe"). */
  recordedBy: string;
  /** The operator's note; for a refund, its reason. */
  note?: string | null;
  /**
   * False when the entry comes with a mail of its own (a cancellation's refund, stated in the
   * cancellation mail); every other entry gets the traveller a receipt mail (PaymentRecorded).
   */
  receipt?: boolean;
  now?: Date;
}

export type RecordRefusal =
  /** This provider reference is already in the ledger (a retry, a duplicate callback, a race). */
  | "duplicate"
  | "unknown-booking"
  /** A payable of another kind than a booking that its kind does not know. */
  | "unknown-payable"
  /** Not an integer, zero, too large, or the sign does not match the method. */
  | "invalid-amount"
  | "invalid-currency"
  | "invalid-method"
  /** A refund larger than what was paid and not yet refunded. */
  | "refund-exceeds-paid"
  /** An amount in the other currency than the booking's, with no rate locked on it nor set by the operator. */
  | "no-exchange-rate";

export type RecordOutcome =
  /** `announced`: every PaymentRecorded subscriber (the receipt mail) ran without failing. */
  | { recorded: true; payment: Payment; announced: boolean }
  | { recorded: false; reason: "duplicate"; payment: Payment }
  | { recorded: false; reason: Exclude<RecordRefusal, "duplicate"> };

export const PROVIDER_REFERENCE_MAX = 100;
export const PAYMENT_NOTE_MAX = 500;

/** The entry's reference as stored: trimmed, upper-case (M-Pesa codes are), null when empty. */
export function normaliseProviderReference(reference: string | null | undefined): string | null {
  const trimmed = reference?.trim().slice(0, PROVIDER_REFERENCE_MAX).toUpperCase();
  return trimmed ? trimmed : null;
}

export async function findPaymentByReference(
  db: Kysely<Database>,
  reference: string,
): Promise<Payment | undefined> {
  const normalised = normaliseProviderReference(reference);
  if (!normalised) return undefined;
  return db
    .selectFrom("payments")
    .selectAll()
    .where("provider_reference", "=", normalised)
    .executeTakeFirst();
}

function amountRefusal(entry: Omit<PaymentEntry, "bookingId">): RecordRefusal | null {
  if (!isPaymentCurrency(entry.currency)) return "invalid-currency";
  if (!isPaymentMethod(entry.method)) return "invalid-method";
  const amount = entry.amountMinor;
  if (!Number.isSafeInteger(amount) || amount === 0 || Math.abs(amount) > MAX_AMOUNT_MINOR)
    return "invalid-amount";
  if ((entry.method === "refund") !== amount < 0) return "invalid-amount";
  return null;
}

/**
 * Appends one entry to a booking's ledger (the operator's entries, a cancellation's refund): see
 * recordPayableEntry, with the booking's account.
 */
export async function recordPayment(
  db: Kysely<Database>,
  entry: PaymentEntry,
): Promise<RecordOutcome> {
  const { bookingId, ...rest } = entry;
  return recordPayableEntry(db, bookingPayable(bookingId), rest, bookingLedgerAccount);
}

/**
 * Appends one entry to the ledger for a payable, exactly once per provider reference: a retry, a
 * duplicate callback or another process racing with the same reference gets `duplicate` and the
 * entry already recorded (the unique index decides; its violation is caught). An amount in the
 * other currency than the payable's account (KES on a USD booking, USD on a KES one) is counted at
 * its locked rate (locking the operator's current rate first if it has none). A refund never takes
 * back more than was paid. Once committed, PaymentRecorded names the payable: what follows a
 * payment (a booking's receipt mail, a held booking's confirmation) is its subscribers'.
 */
export async function recordPayableEntry(
  db: Kysely<Database>,
  payable: PayableRef,
  entry: Omit<PaymentEntry, "bookingId">,
  account: PayableKind["account"] = payableKind(payable.kind).account,
): Promise<RecordOutcome> {
  const refusal = amountRefusal(entry);
  if (refusal && refusal !== "duplicate") return { recorded: false, reason: refusal };
  const reference = normaliseProviderReference(entry.providerReference);
  const now = entry.now ?? systemNow();
  if (reference) {
    const existing = await findPaymentByReference(db, reference);
    if (existing) return { recorded: false, reason: "duplicate", payment: existing };
  }
  let recorded: RecordOutcome;
  try {
    recorded = await db
      .transaction()
      .execute((trx) => appendEntry(trx, payable, entry, account, reference, now));
  } catch (error) {
    if (reference && isUniqueViolation(error)) {
      const winner = await findPaymentByReference(db, reference);
      if (winner) return { recorded: false, reason: "duplicate", payment: winner };
    }
    throw error;
  }
  if (!recorded.recorded) return recorded;
  const announced = await publish("PaymentRecorded", {
    db,
    payable,
    payment: recorded.payment,
    receipt: entry.receipt ?? true,
  });
  return { ...recorded, announced };
}

/** The entry's checks and its row, in the recording transaction (see recordPayableEntry). */
async function appendEntry(
  trx: Kysely<Database>,
  payable: PayableRef,
  entry: Omit<PaymentEntry, "bookingId">,
  account: PayableKind["account"],
  reference: string | null,
  now: Date,
): Promise<RecordOutcome> {
  const held = await account(trx, payable.id, now);
  if (!held)
    return {
      recorded: false,
      reason: payable.kind === BOOKING_PAYABLE ? "unknown-booking" : "unknown-payable",
    };
  let rate: KesMinorPerUsd | null = null;
  if (entry.currency !== held.currency) {
    rate = held.lockedRate ?? (await held.lockRate());
    if (!rate) return { recorded: false, reason: "no-exchange-rate" };
  }
  if (entry.amountMinor < 0) {
    const paid = sumLedger(await payablePayments(trx, payable), held.lockedRate, held.currency);
    const refund = amountInCurrency(entry, held.currency, rate) ?? 0;
    if (paid + refund < 0) return { recorded: false, reason: "refund-exceeds-paid" };
  }
  const payment: Payment = {
    id: crypto.randomUUID(),
    ...payableColumns(payable),
    amount_minor: entry.amountMinor,
    currency: entry.currency,
    method: entry.method,
    provider_reference: reference,
    kes_minor_per_usd: rate,
    recorded_by: entry.recordedBy.trim().slice(0, 200) || "unknown",
    note: entry.note?.trim() ? entry.note.trim().slice(0, PAYMENT_NOTE_MAX) : null,
    created_at: now.toISOString(),
  };
  await trx.insertInto("payments").values(payment).execute();
  return { recorded: true, payment, announced: false };
}

/**
 * A booking's account for the ledger (decision 0058): its currency from what it owes, its locked
 * rate, and the booking row locked (PostgreSQL) for the transaction. The booking kind's account.
 */
export async function bookingLedgerAccount(
  trx: Kysely<Database>,
  bookingId: string,
  now: Date,
): Promise<PayableAccount | undefined> {
  const booking = await lockBooking(trx, bookingId);
  if (!booking) return undefined;
  const [{ currency }, locked] = await Promise.all([
    amountOwedBy(trx, booking),
    lockedRateOf(trx, booking),
  ]);
  return {
    currency,
    lockedRate: locked?.kesMinorPerUsd ?? null,
    lockRate: () => lockCurrentRate(trx, booking.id, now),
  };
}

async function lockBooking(trx: Kysely<Database>, bookingId: string): Promise<Booking | undefined> {
  const query = trx.selectFrom("bookings").selectAll().where("id", "=", bookingId);
  // SQLite has no FOR UPDATE and needs none: it runs one write transaction at a time.
  return trx.getExecutor().adapter instanceof PostgresAdapter
    ? query.forUpdate().executeTakeFirst()
    : query.executeTakeFirst();
}

/** Every ledger entry of a payable, oldest first. */
export async function payablePayments(
  db: Kysely<Database>,
  payable: PayableRef,
): Promise<Payment[]> {
  return db
    .selectFrom("payments")
    .selectAll()
    .where("payable_kind", "=", payable.kind)
    .where("payable_id", "=", payable.id)
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
}

/**
 * Locks the operator's current USD->KES rate on a booking that has none, in payments' own table
 * (rate-locks.ts); null when no rate is set.
 */
async function lockCurrentRate(
  trx: Kysely<Database>,
  bookingId: string,
  now: Date,
): Promise<KesMinorPerUsd | null> {
  const current = await loadExchangeRate(trx);
  if (!current) return null;
  await lockRateForPayment(trx, bookingId, current, now);
  return current.kesMinorPerUsd;
}

/** Every ledger entry of a booking, oldest first. */
export async function bookingPayments(db: Kysely<Database>, bookingId: string): Promise<Payment[]> {
  return db
    .selectFrom("payments")
    .selectAll()
    .where("booking_id", "=", bookingId)
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
}

/** One entry in the booking's ledger currency (its own rate, else the booking's locked one). */
export function entryInBookingCurrency(
  payment: Pick<Payment, "amount_minor" | "currency" | "kes_minor_per_usd">,
  bookingRate: KesMinorPerUsd | null,
  currency: PaymentCurrency,
): number {
  return entryInCurrency(accountEntries([payment])[0]!, currency, bookingRate);
}

/** The sum of the ledger (payments less refunds) in the booking's ledger currency. */
export function sumLedger(
  payments: ReadonlyArray<Pick<Payment, "amount_minor" | "currency" | "kes_minor_per_usd">>,
  bookingRate: KesMinorPerUsd | null,
  currency: PaymentCurrency,
): number {
  return sumEntries(accountEntries(payments), bookingRate, currency);
}

/** A booking's account (domain/payments/booking-account.ts) with its plan, rate and entries. */
export interface BookingBalance extends BookingAccount {
  bookingId: string;
  /** The plan (null until the booking is confirmed) and where it stands today. */
  plan: PaymentPlan | null;
  status: PlanStatus | null;
  /** The rate locked on the booking (rate-locks.ts), and the day the operator set it. */
  kesMinorPerUsd: KesMinorPerUsd | null;
  kesRateSetOn: string | null;
  entries: Payment[];
}

/**
 * The trip's length in days for the plan and the end date: the trip's content, else the booking's
 * own (an accepted proposal's plan, decision 0073), else a multi-day trip.
 */
export function bookingDurationDays(
  booking: Pick<Booking, "trip_slug"> & Partial<Pick<Booking, "trip_days">>,
): number {
  const trip = booking.trip_slug ? findTrip(booking.trip_slug) : undefined;
  return trip ? durationDays(trip.duration) : (booking.trip_days ?? 2);
}

/**
 * The plan of a booking once confirmed, for what it owes; null before. A booking held while its
 * deposit is paid at checkout (decision 0055) has its plan from the moment it was made: the
 * deposit it pays is what confirms it.
 */
export function planForBooking(
  booking: Pick<
    Booking,
    | "booking_date"
    | "trip_slug"
    | "trip_days"
    | "confirmed_at"
    | "booking_status"
    | "updated_at"
    | "created_at"
    | "hold_expires_at"
  >,
  owed: Pick<AmountOwed, "totalMinor" | "currency">,
  settings: PaymentPlanSettings,
): PaymentPlan | null {
  const held = booking.booking_status === "pending" && booking.hold_expires_at !== null;
  if (!booking.confirmed_at && booking.booking_status !== "confirmed" && !held) return null;
  return paymentPlan(
    {
      totalMinor: owed.totalMinor,
      currency: owed.currency,
      // Confirmed before migration 0014 recorded the moment: its last change is the best guess.
      // The day is Nairobi's: confirmed at 01:00 there is still the day before in UTC.
      confirmedOn: businessDay(
        new Date(booking.confirmed_at ?? (held ? booking.created_at : booking.updated_at)),
      ),
      departureDate: booking.booking_date,
      durationDays: bookingDurationDays(booking),
      tripSlug: booking.trip_slug,
    },
    settings,
  );
}

/** A booking's amounts due, paid and outstanding, from the ledger and the plan; undefined if unknown. */
export async function bookingBalance(
  db: Kysely<Database>,
  bookingId: string,
  now: Date = systemNow(),
): Promise<BookingBalance | undefined> {
  const booking = await db
    .selectFrom("bookings")
    .selectAll()
    .where("id", "=", bookingId)
    .executeTakeFirst();
  if (!booking) return undefined;
  const [entries, settings, owed, locked] = await Promise.all([
    bookingPayments(db, booking.id),
    loadPaymentPlanSettings(db),
    amountOwedBy(db, booking),
    lockedRateOf(db, booking),
  ]);
  return balanceOf(booking, entries, settings, now, owed, locked);
}

/** Each booking's balance (`bookingBalance`) from a handful of queries, for lists of bookings. */
export async function balancesOf(
  db: Kysely<Database>,
  bookings: Booking[],
  now: Date = systemNow(),
): Promise<Map<string, BookingBalance>> {
  const balances = new Map<string, BookingBalance>();
  if (!bookings.length) return balances;
  const [settings, owed, locked, entries] = await Promise.all([
    loadPaymentPlanSettings(db),
    amountsOwed(db, bookings),
    lockedRates(db, bookings),
    db
      .selectFrom("payments")
      .selectAll()
      .where(
        "booking_id",
        "in",
        bookings.map((booking) => booking.id),
      )
      .orderBy("created_at", "asc")
      .orderBy("id", "asc")
      .execute(),
  ]);
  for (const booking of bookings)
    balances.set(
      booking.id,
      balanceOf(
        booking,
        entries.filter((entry) => entry.booking_id === booking.id),
        settings,
        now,
        owed.get(booking.id)!,
        locked.get(booking.id) ?? null,
      ),
    );
  return balances;
}

/**
 * The balance of a booking already read, with its entries, what it owes (`amountsOwed`) and its
 * locked rate (`lockedRates`), for lists of many bookings.
 */
export function balanceOf(
  booking: Booking,
  entries: Payment[],
  settings: PaymentPlanSettings,
  now: Date,
  owed: AmountOwed,
  locked: LockedRate | null,
): BookingBalance {
  const rate = locked?.kesMinorPerUsd ?? null;
  const account = bookingAccount(owed, accountEntries(entries), rate);
  const plan = planForBooking(booking, owed, settings);
  return {
    ...account,
    bookingId: booking.id,
    plan,
    status: plan ? planStatus(plan, account.paidMinor, businessDay(now)) : null,
    kesMinorPerUsd: rate,
    kesRateSetOn: locked?.setOn ?? booking.kes_rate_set_on,
    entries,
  };
}

// ---- needs attention -------------------------------------------------------------------------

export interface AttentionEntry {
  /** "mpesa", "stripe", "operator"... */
  provider: string;
  reference?: string | null;
  bookingId?: string | null;
  /** One sentence the operator understands: "The amount does not match the booking's due amount." */
  reason: string;
  /** A short summary of what arrived, without secrets (at most 1,000 characters are kept). */
  payloadSummary?: string | null;
  now?: Date;
}

/**
 * Records something the operator must look at. The same provider, reference and reason still
 * open is not recorded twice (a provider retrying its callback adds no noise).
 */
export async function flagPaymentAttention(
  db: Kysely<Database>,
  entry: AttentionEntry,
): Promise<PaymentAttention> {
  const reference = entry.reference?.trim().slice(0, PROVIDER_REFERENCE_MAX) || null;
  const reason = entry.reason.trim().slice(0, 500);
  let open = db
    .selectFrom("payment_attention")
    .selectAll()
    .where("provider", "=", entry.provider)
    .where("reason", "=", reason)
    .where("resolved_at", "is", null);
  open = reference ? open.where("reference", "=", reference) : open.where("reference", "is", null);
  const existing = await open.executeTakeFirst();
  if (existing) return existing;
  let bookingId = entry.bookingId ?? null;
  if (bookingId) {
    const known = await db
      .selectFrom("bookings")
      .select("id")
      .where("id", "=", bookingId)
      .executeTakeFirst();
    if (!known) bookingId = null;
  }
  const row: PaymentAttention = {
    id: crypto.randomUUID(),
    provider: entry.provider.trim().slice(0, 50) || "unknown",
    reference,
    booking_id: bookingId,
    reason,
    payload_summary: entry.payloadSummary?.slice(0, 1000) ?? null,
    created_at: (entry.now ?? systemNow()).toISOString(),
    resolved_at: null,
    resolved_by: null,
  };
  await db.insertInto("payment_attention").values(row).execute();
  return row;
}

export async function openAttentionEntries(db: Kysely<Database>): Promise<PaymentAttention[]> {
  return db
    .selectFrom("payment_attention")
    .selectAll()
    .where("resolved_at", "is", null)
    .orderBy("created_at", "desc")
    .limit(200)
    .execute();
}

/** Marks an entry resolved; false when it does not exist or was already resolved. */
export async function resolvePaymentAttention(
  db: Kysely<Database>,
  id: string,
  resolvedBy: string,
  now: Date = systemNow(),
): Promise<boolean> {
  const result = await db
    .updateTable("payment_attention")
    .set({ resolved_at: now.toISOString(), resolved_by: resolvedBy })
    .where("id", "=", id)
    .where("resolved_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ---- settings --------------------------------------------------------------------------------

export const PAYMENT_PLAN_KEY = "payment-plan";
export const EXCHANGE_RATE_KEY = "usd-kes-rate";

export interface ExchangeRateSetting {
  kesMinorPerUsd: KesMinorPerUsd;
  /** The day the operator set it, `YYYY-MM-DD`. */
  setOn: string;
}

/** One of the operator's settings (JSON in `payment_settings`); undefined when unset or unreadable. */
export async function readSetting(db: Kysely<Database>, key: string): Promise<unknown> {
  const row = await db
    .selectFrom("payment_settings")
    .select("value")
    .where("key", "=", key)
    .executeTakeFirst();
  if (!row) return undefined;
  try {
    return JSON.parse(row.value) as unknown;
  } catch {
    return undefined;
  }
}

export async function writeSetting(
  db: Kysely<Database>,
  key: string,
  value: unknown,
  now: Date,
): Promise<void> {
  const text = JSON.stringify(value);
  const updated_at = now.toISOString();
  await db
    .insertInto("payment_settings")
    .values({ key, value: text, updated_at })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: text, updated_at }))
    .execute();
}

/** The operator's plan settings; the defaults (30 %, 45 days) until the operator saves some. */
export async function loadPaymentPlanSettings(db: Kysely<Database>): Promise<PaymentPlanSettings> {
  const parsed = paymentPlanSettingsSchema.safeParse(await readSetting(db, PAYMENT_PLAN_KEY));
  return parsed.success ? parsed.data : defaultPaymentPlanSettings;
}

export async function savePaymentPlanSettings(
  db: Kysely<Database>,
  settings: PaymentPlanSettings,
  now: Date = systemNow(),
): Promise<void> {
  await writeSetting(db, PAYMENT_PLAN_KEY, paymentPlanSettingsSchema.parse(settings), now);
}

/** The operator's current USD->KES rate; null until one is set. */
export async function loadExchangeRate(db: Kysely<Database>): Promise<ExchangeRateSetting | null> {
  const value = (await readSetting(db, EXCHANGE_RATE_KEY)) as Partial<ExchangeRateSetting> | null;
  if (
    !value ||
    !Number.isSafeInteger(value.kesMinorPerUsd) ||
    (value.kesMinorPerUsd ?? 0) <= 0 ||
    typeof value.setOn !== "string"
  )
    return null;
  return { kesMinorPerUsd: value.kesMinorPerUsd!, setOn: value.setOn };
}

export async function saveExchangeRate(
  db: Kysely<Database>,
  kesMinorPerUsd: KesMinorPerUsd,
  now: Date = systemNow(),
): Promise<ExchangeRateSetting> {
  if (!Number.isSafeInteger(kesMinorPerUsd) || kesMinorPerUsd <= 0)
    throw new Error("An exchange rate is a positive whole number of KES cents per dollar.");
  const setting = { kesMinorPerUsd, setOn: businessDay(now) };
  await writeSetting(db, EXCHANGE_RATE_KEY, setting, now);
  // The admin's "Total" sort of bookings without a locked rate counts their shillings at this
  // rate: the operator's save goes through bookings' saveExchangeRates, which re-sorts them.
  return setting;
}

/**
 * What a booking records when the operator confirms it: the time, and the operator's current
 * USD->KES rate (locked for the booking's KES payments). Called inside the confirm transition.
 */
export async function confirmationPaymentFields(
  db: Kysely<Database>,
  now: Date,
): Promise<Pick<Booking, "confirmed_at" | "kes_minor_per_usd" | "kes_rate_set_on">> {
  const rate = await loadExchangeRate(db);
  return {
    confirmed_at: now.toISOString(),
    kes_minor_per_usd: rate?.kesMinorPerUsd ?? null,
    kes_rate_set_on: rate?.setOn ?? null,
  };
}
