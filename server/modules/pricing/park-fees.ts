import type { Kysely } from "kysely";
import {
  parseParkFee,
  type ParkFee,
  type ParkFeeField,
  type ParkFeeInput,
} from "../../../domain/pricing/park-fees";
import type { AdminAuditEntry, Database } from "../../platform/db/schema";
import { publish } from "../../platform/events";
import type { Actor } from "../../platform/admin-audit";
import { adminChanges, recordAdminChange } from "../../platform/admin-audit";
import { loadParkFees } from "./pricing";
import { systemNow } from "../../platform/clock";
import type { RefusalKind } from "../../platform/refusal";

/**
 * The operator's park fees (/admin/fees, issue 19, decision 0033): every change is checked
 * (domain parseParkFee), stored with an audit entry (who, when, before and after) and never
 * touches a stored booking: bookings keep the fee lines they were booked with.
 */

export const PARK_FEE_AUDIT_PREFIX = "park-fee:";

export type SaveParkFeeResult =
  | { ok: true; fee: ParkFee; created: boolean }
  | {
      ok: false;
      kind: Extract<RefusalKind, "invalid" | "not-found">;
      errors: Partial<Record<ParkFeeField, string>>;
    };

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
      return {
        ok: false,
        kind: "not-found",
        errors: { park: "There is no fee with this reference." },
      };
    const parsed = parseParkFee(
      input,
      fees.filter((fee) => fee.id !== id),
    );
    if (!parsed.ok) return { ok: false, kind: "invalid", errors: parsed.errors };
    const timestamp = now.toISOString();
    const fee: ParkFee = { ...parsed.fee, id: id ?? crypto.randomUUID() };
    const row = {
      authority: fee.authority,
      park: fee.park,
      category: fee.category,
      age_group: fee.ageGroup,
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
  // New quotes and the pages that print them use the new fee at once.
  if (result.ok) await publish("SettingsChanged", { setting: "park-fees" });
  return result;
}

/** The latest fee changes, newest first. */
export async function parkFeeAuditTrail(
  db: Kysely<Database>,
  limit = 20,
): Promise<AdminAuditEntry[]> {
  return adminChanges(db, { startsWith: PARK_FEE_AUDIT_PREFIX }, limit);
}
