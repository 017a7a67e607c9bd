import type { Kysely, Transaction } from "kysely";
import type { Database } from "./db/schema";
import { pollEvery } from "./poll";

/*
 * How a change to content the public pages show reaches every server process (DESIGN.md section
 * 9: through the database, never memory alone). Each kind of content ("testimonials") has one
 * row in `content_versions` (migration 0037) whose version grows in the same transaction as each
 * change; every process polls it and, when it moved, forgets what it cached (decision 0068). The
 * catalogue and the pages keep rows of their own, catalogue_state and site_pages_state (decisions
 * 0065 and 0067), polled the same way (poll.ts).
 */

type Db = Kysely<Database> | Transaction<Database>;

/** A content kind's version, or null before its first row (before it was seeded). */
export async function readContentVersion(db: Db, content: string): Promise<number | null> {
  const row = await db
    .selectFrom("content_versions")
    .select("version")
    .where("content", "=", content)
    .executeTakeFirst();
  return row ? Number(row.version) : null;
}

/**
 * Claims a content kind's first version. True for the one caller that made it: only that one
 * seeds the kind, when two processes start on one new database together.
 */
export async function claimFirstContentVersion(
  db: Db,
  content: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .insertInto("content_versions")
    .values({ content, version: 1, changed_at: now })
    .onConflict((oc) => oc.column("content").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Moves a content kind's version on (creating its row if need be): every process hears of it. */
export async function bumpContentVersion(db: Db, content: string, now: string): Promise<void> {
  await db
    .insertInto("content_versions")
    .values({ content, version: 1, changed_at: now })
    .onConflict((oc) =>
      oc.column("content").doUpdateSet((eb) => ({
        version: eb("content_versions.version", "+", 1),
        changed_at: now,
      })),
    )
    .execute();
}

/**
 * Polls a content kind's version every `intervalMs` and calls `moved` when it changed since the
 * last poll (not on the first read: nothing was cached from before it). Returns the way to stop.
 */
export function watchContentVersion(
  db: Kysely<Database>,
  content: string,
  moved: (version: number) => Promise<void>,
  intervalMs = 1000,
): () => void {
  let seen: number | null | undefined;
  return pollEvery(
    intervalMs,
    async () => {
      const version = await readContentVersion(db, content);
      const before = seen;
      seen = version;
      if (before !== undefined && version !== null && version !== before) await moved(version);
    },
    `${content} version poll failed`,
  );
}
