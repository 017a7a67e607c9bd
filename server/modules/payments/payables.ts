import type { Kysely } from "kysely";
import type { KesMinorPerUsd } from "../../../domain/money/conversion";
import type { PaymentCurrency } from "../../../domain/money/amount";
import type { InstalmentKind } from "../../../domain/payments/payment-plan";
import type { Database } from "../../platform/db/schema";

/**
 * What payments take money for (decision 0062): a *payable*, named by its kind and id. A booking is
 * the first kind; a proposal's per-person share and a voucher sale will be others. Attempts,
 * providers, the ledger and the PaymentRecorded event work on the payable; what only the payable's
 * owner knows (what is due now, who pays, what it is called, how its account counts money) comes
 * from its kind, which the owning module defines and the server registers at start
 * (server/lifecycle/payables.ts): payments imports no module above it.
 */
export interface PayableRef {
  kind: string;
  id: string;
}

/**
 * The kind whose ledger rows also carry `booking_id`, the foreign key to its booking (migration
 * 0031): the one kind payments' tables name, so the booking's own readers keep their column.
 */
export const BOOKING_PAYABLE = "booking";

/** A booking as a payable. */
export function bookingPayable(bookingId: string): PayableRef {
  return { kind: BOOKING_PAYABLE, id: bookingId };
}

/** What can be paid on a payable now, as its owner says it; payments adds the M-Pesa figures. */
export interface PayableDue {
  /** Short (12 characters at most): on the traveller's phone, the card page and the receipt. */
  reference: string;
  /** What the card page shows: the trip's name, the voucher's title. */
  description: string;
  /** What this amount is: a deposit, a balance, or the whole price (a share, a voucher). */
  instalment: InstalmentKind;
  /** `YYYY-MM-DD`. */
  dueDate: string;
  /** Minor units of `currency`: what is due now. */
  amountMinor: number;
  currency: PaymentCurrency;
  /**
   * A USD amount's rate to shillings (its locked one, else the operator's), for an M-Pesa prompt;
   * null on a KES amount, or when no rate is set (no prompt is offered then).
   */
  kesRate: { kesMinorPerUsd: KesMinorPerUsd; setOn: string | null } | null;
  /** When the payable stops taking this payment (ISO-8601: a held booking's hold); null: never. */
  expiresAt: string | null;
}

/**
 * How the ledger counts money on a payable, read in the transaction that records an entry (the
 * kind locks its row there on PostgreSQL, so two refunds cannot both pass the ledger's check).
 */
export interface PayableAccount {
  /** The currency its balance is kept in; an entry in the other one is converted. */
  currency: PaymentCurrency;
  /** The USD->KES rate locked on it, if any. */
  lockedRate: KesMinorPerUsd | null;
  /** Locks the operator's current rate for an entry in the other currency; null when none is set. */
  lockRate(): Promise<KesMinorPerUsd | null>;
}

export interface PayableKind {
  kind: string;
  /**
   * What the payer calls it, lower case ("booking", "voucher"): in the sentences a refusal says
   * ("Nothing is due on this booking right now.") and, capitalised, before the reference on the
   * M-Pesa prompt ("Booking E345C836").
   */
  noun: string;
  /** What is due now; null when nothing is (unknown, cancelled, paid up). */
  due(db: Kysely<Database>, id: string, now: Date): Promise<PayableDue | null>;
  /** The payer's phone as they gave it (a prompt goes there); undefined: no such payable. */
  payerPhone(db: Kysely<Database>, id: string): Promise<string | null | undefined>;
  /** Its account, inside the recording transaction; undefined: no such payable. */
  account(trx: Kysely<Database>, id: string, now: Date): Promise<PayableAccount | undefined>;
}

const kinds = new Map<string, PayableKind>();

/**
 * Makes a kind payable through attempts and the ledger; returns the way to take it back (at
 * shutdown, and after a test). Registering a kind already registered replaces it.
 */
export function registerPayableKind(kind: PayableKind): () => void {
  kinds.set(kind.kind, kind);
  return () => {
    if (kinds.get(kind.kind) === kind) kinds.delete(kind.kind);
  };
}

/** The registered kind; throws when none is: a payable of an unknown kind is a wiring fault. */
export function payableKind(kind: string): PayableKind {
  const found = kinds.get(kind);
  if (!found)
    throw new Error(
      `No payable kind "${kind}" is registered (server/lifecycle/payables.ts registers them at start).`,
    );
  return found;
}

/** The payable an attempt or a ledger row is for. */
export function payableOf(row: { payable_kind: string; payable_id: string }): PayableRef {
  return { kind: row.payable_kind, id: row.payable_id };
}

/** The row's payable columns: `booking_id` is set for a booking only (migration 0031). */
export function payableColumns(payable: PayableRef): {
  payable_kind: string;
  payable_id: string;
  booking_id: string | null;
} {
  return {
    payable_kind: payable.kind,
    payable_id: payable.id,
    booking_id: payable.kind === BOOKING_PAYABLE ? payable.id : null,
  };
}
