import type { Transaction } from "kysely";
import type { Database } from "./db/schema";

/**
 * Whose data an export or an erasure is about (decisions 0032 and 0043): the account, its
 * address, and the bookings its dashboard shows. The accounts module works it out; every module
 * that owns a table with personal data erases its own part (its ErasureStep), so no module
 * writes another's tables.
 */
export interface DataSubject {
  userId: string;
  email: string;
  /** Every booking the dashboard shows (the export's). */
  bookingIds: string[];
  /**
   * Of those, the account's own: made by it (`user_id`), or made signed out with its address.
   * The rest were made by another account and only carry this address (decision 0043).
   */
  ownBookingIds: string[];
}

/** One part of deleting an account, run in the deletion's transaction. */
export interface ErasureStep {
  name: string;
  run(trx: Transaction<Database>, subject: DataSubject): Promise<void>;
}

/** Another account's bookings that carry the subject's address: neither erased nor deleted. */
export function carriedBookingIds(subject: DataSubject): string[] {
  const own = new Set(subject.ownBookingIds);
  return subject.bookingIds.filter((id) => !own.has(id));
}
