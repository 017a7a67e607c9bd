import type { Kysely } from "kysely";
import { trips } from "../../../content/trips";
import { shortReference } from "../../../domain/booking/reference";
import {
  parseParkFee,
  type ParkFee,
  type ParkFeeField,
  type ParkFeeInput,
} from "../../../domain/pricing/park-fees";
import {
  categoryCurrency,
  type TravellerCategory,
} from "../../../domain/pricing/traveller-categories";
import type { AdminAuditEntry, Database } from "../../platform/db/schema";
import { forgetCachedPages } from "../../platform/http/page-cache";
import { bookedQuotesOf } from "../bookings/lines";
import type { Actor } from "../bookings/workflow";
import { adminChanges, recordAdminChange } from "../accounts/admin-audit";
import { forgetQuoteInputs, loadParkFees } from "./pricing";
import { systemNow } from "../../platform/clock";

/**
 * The operator's park fees (/admin/fees, issue 19, decision 0033): every change is checked
 * (domain parseParkFee), stored with an audit entry (who, when, before and after) and never
 * touches a stored booking: bookings keep the fee lines they were booked with.
 */

export const PARK_FEE_AUDIT_PREFIX = "park-fee:";

export type SaveParkFeeResult =
  | { ok: true; fee: ParkFee; created: boolean }
  | { ok: false; status: 400 | 404; errors: Partial<Record<ParkFeeField, string>> };

/** Adds a fee (id null) or changes one; nothing is stored when the fee is refused. */
export async function saveParkFee(
  db: Kysely<Database>,
  id: string | null,
  input: ParkFeeInput,
  actor: Actor,
  now: Date = systemNow(),
): Promise<SaveParkFeeResult> {
  const result = await db.transaction().execute(async (trx): Promise<SaveParkFeeResult> => {
    const fees = await loadParkFees(trx);
    const before = id ? fees.find((fee) => fee.id === id) : undefined;
    if (id && !before)
      return { ok: false, status: 404, errors: { park: "There is no fee with this reference." } };
    const parsed = parseParkFee(
      input,
      fees.filter((fee) => fee.id !== id),
    );
    if (!parsed.ok) return { ok: false, status: 400, errors: parsed.errors };
    const timestamp = now.toISOString();
    const fee: ParkFee = { ...parsed.fee, id: id ?? crypto.randomUUID() };
    const row = {
      authority: fee.authority,
      park: fee.park,
      category: fee.category,
      amount_minor: fee.amountMinor,
      currency: fee.currency,
      basis: fee.basis,
      valid_from: fee.validFrom,
      valid_until: fee.validUntil,
      updated_at: timestamp,
    };
    if (before) await trx.updateTable("park_fees").set(row).where("id", "=", fee.id).execute();
    else
      await trx
        .insertInto("park_fees")
        .values({ ...row, id: fee.id, created_at: timestamp })
        .execute();
    await recordAdminChange(trx, {
      actor,
      action: before ? "park-fee.update" : "park-fee.create",
      subject: `${PARK_FEE_AUDIT_PREFIX}${fee.id}`,
      before: before ? JSON.stringify(before) : null,
      after: JSON.stringify(fee),
      at: timestamp,
    });
    return { ok: true, fee, created: !before };
  });
  if (result.ok) {
    // New quotes and the pages that print them use the new fee at once.
    forgetQuoteInputs();
    forgetCachedPages();
  }
  return result;
}

/** The latest fee changes, newest first. */
export async function parkFeeAuditTrail(
  db: Kysely<Database>,
  limit = 20,
): Promise<AdminAuditEntry[]> {
  return adminChanges(db, { startsWith: PARK_FEE_AUDIT_PREFIX }, limit);
}

export interface AffectedBooking {
  id: string;
  reference: string;
  clientName: string;
  tripTitle: string;
  bookingDate: string;
  status: string;
  /** Travellers of the fee's category on the booking. */
  travellers: number;
  /** The fee the booking was priced with for this park and category, minor units; null: none. */
  bookedUnitMinor: number | null;
  currency: "USD" | "KES";
}

/**
 * The bookings a fee (as it would be saved) applies to that have not paid anything yet: pending
 * or confirmed, travelling within the fee's period and from today on, on a trip that enters the
 * park, with a traveller of the fee's category (a booking from before categories is all
 * non-residents). They keep the price they were booked at; the operator decides whether to ask.
 */
export async function unpaidBookingsAffected(
  db: Kysely<Database>,
  fee: Pick<ParkFee, "park" | "category" | "validFrom" | "validUntil">,
  today: string,
): Promise<AffectedBooking[]> {
  const paying = trips.filter((trip) => trip.parkFees.some((entry) => entry.park === fee.park));
  if (!paying.length) return [];
  const from = fee.validFrom > today ? fee.validFrom : today;
  let query = db
    .selectFrom("bookings")
    .select([
      "id",
      "client_name",
      "trip_slug",
      "booking_date",
      "booking_status",
      "number_of_participants",
    ])
    // Not the security audit's test bookings (decision 0048).
    .where("is_probe", "=", 0)
    .where(
      "trip_slug",
      "in",
      paying.map((trip) => trip.slug),
    )
    .where("booking_status", "in", ["pending", "confirmed"])
    .where("booking_date", ">=", from)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("payments")
            .select("payments.id")
            .whereRef("payments.booking_id", "=", "bookings.id"),
        ),
      ),
    )
    .orderBy("booking_date")
    .limit(200);
  if (fee.validUntil) query = query.where("booking_date", "<=", fee.validUntil);
  const rows = await query.execute();
  const quotes = await bookedQuotesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.flatMap((row) => {
    const stored = quotes.get(row.id);
    const categories: TravellerCategory[] = stored?.travellers.length
      ? stored.travellers.map((traveller) => traveller.category)
      : Array.from({ length: Number(row.number_of_participants) }, () => "non-resident" as const);
    const travellers = categories.filter((category) => category === fee.category).length;
    if (!travellers) return [];
    const line = stored?.lines.find(
      (candidate) => candidate.park === fee.park && candidate.category === fee.category,
    );
    return [
      {
        id: row.id,
        reference: shortReference(row.id),
        clientName: row.client_name,
        tripTitle: paying.find((trip) => trip.slug === row.trip_slug)?.title ?? row.trip_slug ?? "",
        bookingDate: row.booking_date,
        status: row.booking_status,
        travellers,
        bookedUnitMinor: line?.unitMinor ?? null,
        currency: categoryCurrency[fee.category],
      },
    ];
  });
}
