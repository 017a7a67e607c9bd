import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { systemNow } from "../clock";

/**
 * A lease on a named job (decision 0028): the one process holding it runs the job, whatever
 * number of server processes share the database. Taken with one conditional upsert that works
 * the same on SQLite and PostgreSQL:
 *
 *   insert (name, holder, expires_at) on conflict (name)
 *   do update set holder, expires_at where the lease has expired [and the job is due]
 *   returning holder
 *
 * On PostgreSQL a second, concurrent upsert waits for the first to commit and then re-checks the
 * condition against the new row, so it returns nothing; SQLite runs one write at a time. A row
 * returned means the lease is ours until `expires_at`; a process that dies holding it blocks the
 * job only until then.
 */

export interface LeaseRequest {
  name: string;
  /** This process's id (a random UUID per scheduler). */
  holder: string;
  /** How long the lease lasts: longer than the job takes. */
  ttlMs: number;
  now: Date;
  /**
   * Take the lease only if the job has not finished since this instant (a daily job: a day ago),
   * so a job runs once per period across every process, not once per process.
   */
  unlessFinishedAfter?: Date;
}

export async function takeLease(db: Kysely<Database>, request: LeaseRequest): Promise<boolean> {
  const now = request.now.toISOString();
  const expiresAt = new Date(request.now.getTime() + request.ttlMs).toISOString();
  const finishedBefore = request.unlessFinishedAfter?.toISOString();
  const row = await db
    .insertInto("job_leases")
    .values({ name: request.name, holder: request.holder, expires_at: expiresAt })
    .onConflict((conflict) =>
      conflict
        .column("name")
        .doUpdateSet({ holder: request.holder, expires_at: expiresAt })
        .where((eb) =>
          eb.and([
            eb("job_leases.expires_at", "<=", now),
            ...(finishedBefore
              ? [
                  eb.or([
                    eb("job_leases.finished_at", "is", null),
                    eb("job_leases.finished_at", "<=", finishedBefore),
                  ]),
                ]
              : []),
          ]),
        ),
    )
    .returning("holder")
    .executeTakeFirst();
  return row?.holder === request.holder;
}

/**
 * Gives the lease back at once (expires now) and, when the job completed, records when; only the
 * holder can. Returns false when the lease had already passed to another process.
 */
export async function releaseLease(
  db: Kysely<Database>,
  input: { name: string; holder: string; now: Date; finished: boolean },
): Promise<boolean> {
  const at = input.now.toISOString();
  const result = await db
    .updateTable("job_leases")
    .set({ expires_at: at, ...(input.finished ? { finished_at: at } : {}) })
    .where("name", "=", input.name)
    .where("holder", "=", input.holder)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export type LeasedRun<T> = { ran: true; result: T } | { ran: false };

/**
 * Runs `job` if this holder can take the lease, then releases it (marking the job finished when
 * it returned). A job that throws releases the lease unfinished, so the next turn tries again.
 */
export async function runWithLease<T>(
  db: Kysely<Database>,
  request: LeaseRequest,
  job: () => Promise<T>,
  clock: () => Date = () => systemNow(),
): Promise<LeasedRun<T>> {
  if (!(await takeLease(db, request))) return { ran: false };
  let finished = false;
  try {
    const result = await job();
    finished = true;
    return { ran: true, result };
  } finally {
    await releaseLease(db, {
      name: request.name,
      holder: request.holder,
      now: clock(),
      finished,
    });
  }
}
