import type { Transaction } from "kysely";
import type { Database } from "../../platform/db/schema";

/*
 * What other modules keep under a trip's slug follows the trip when the operator renames it
 * (decision 0069): bookings, departures, reviews, and the per-trip settings of bookings, payments
 * and pricing. Each module moves its own rows; the catalogue sits below them and imports none, so
 * they register a step here (server/lifecycle/trip-renames.ts) and publishing runs every step in
 * its own transaction: the rename and everything that follows it commit together or not at all.
 */

/**
 * One module's part of a rename: moves what it keys by `oldSlug` to `newSlug`, through `trx`
 * only (SQLite has one connection, which the publish's transaction holds). It never refuses: a
 * step that throws rolls the whole publish back.
 */
export interface TripRenameStep {
  /** What it moves, for the log when it fails: "bookings", "departures"... */
  name: string;
  run(trx: Transaction<Database>, oldSlug: string, newSlug: string): Promise<void>;
}

/** A step failed, so the publish was rolled back: which records could not follow the trip. */
export class TripRenameFailed extends Error {
  constructor(
    readonly stepName: string,
    oldSlug: string,
    newSlug: string,
    cause: unknown,
  ) {
    super(`Moving the ${stepName} of ${oldSlug} to ${newSlug} failed`, { cause });
    this.name = "TripRenameFailed";
  }
}

const steps = new Set<TripRenameStep>();

/** Adds a step; the answer removes it again (at shutdown, in tests). */
export function registerTripRenameStep(step: TripRenameStep): () => void {
  steps.add(step);
  return () => void steps.delete(step);
}

/** Runs every registered step, one after another on the one transaction. */
export async function runTripRenameSteps(
  trx: Transaction<Database>,
  oldSlug: string,
  newSlug: string,
): Promise<void> {
  for (const step of steps) {
    try {
      await step.run(trx, oldSlug, newSlug);
    } catch (error) {
      throw new TripRenameFailed(step.name, oldSlug, newSlug, error);
    }
  }
}
