import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { systemNow } from "../../platform/clock";
import {
  bumpContentVersion,
  claimFirstContentVersion,
  watchContentVersion,
} from "../../platform/content-versions";
import type { Database } from "../../platform/db/schema";
import { publish } from "../../platform/events";
import { sampleTestimonials, type SampleTestimonial } from "./samples";
import { insertTestimonialRow } from "./store";

/*
 * How a change to the testimonials reaches the public pages (decision 0068): each change moves
 * the "testimonials" content version in its own transaction, then this process forgets its cached
 * pages at once (ContentPublished) and every other process within its next poll of the version.
 * The landing page reads the testimonials from the database when it renders: nothing else to reload.
 */

const CONTENT = "testimonials";

/** Who wrote the sample rows, in their "last change". */
const SAMPLE_AUTHOR = "The site's first quotes (no source)";

/**
 * A new database's testimonials: the three samples, once. Does nothing when the testimonials were
 * seeded before (even if the operator has removed them all since) or another process is seeding
 * them now. Returns how many it added.
 */
export async function seedTestimonials(
  db: Kysely<Database>,
  samples: readonly SampleTestimonial[] = sampleTestimonials,
): Promise<number> {
  const now = systemNow().toISOString();
  return db.transaction().execute(async (trx) => {
    if (!(await claimFirstContentVersion(trx, CONTENT, now))) return 0;
    for (const [position, sample] of samples.entries())
      await insertTestimonialRow(trx, {
        id: randomUUID(),
        position,
        status: "published",
        source: "sample",
        ...sample,
        created_at: now,
        updated_at: now,
        updated_by: SAMPLE_AUTHOR,
      });
    return samples.length;
  });
}

async function announce(id: string): Promise<void> {
  await publish("ContentPublished", { content: "testimonial", id });
}

/**
 * Runs a change to the testimonials in one transaction with the move of their version, and tells
 * this process's pages after it committed. `change` answers false when it changed nothing (then
 * the version stays and nobody is told).
 */
export async function changeTestimonials<T>(
  db: Kysely<Database>,
  id: string,
  change: (trx: Transaction<Database>) => Promise<T | false>,
): Promise<T | false> {
  const outcome = await db.transaction().execute(async (trx) => {
    const done = await change(trx);
    if (done !== false) await bumpContentVersion(trx, CONTENT, systemNow().toISOString());
    return done;
  });
  if (outcome !== false) await announce(id);
  return outcome;
}

/** Another process's change reaches this one's pages within a poll (1 s). Returns the way to stop. */
export function watchTestimonials(db: Kysely<Database>, intervalMs = 1000): () => void {
  return watchContentVersion(db, CONTENT, (version) => announce(`version ${version}`), intervalMs);
}
