import type { Kysely } from "kysely";
import { createMailOutbox } from "../../server/platform/mail/outbox";
import type { Database } from "../../server/platform/db/schema";
import type { OutgoingMail } from "../../server/platform/mail/mailer";
import type { TestDialect } from "./database-fixture";

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** What one "process" delivers: its own outbox on its own connection, recording each mail. */
export function aProcess(db: () => Kysely<Database>) {
  const delivered: OutgoingMail[] = [];
  const outbox = createMailOutbox({
    db,
    transport: () => ({
      deliver: async (mail) => {
        delivered.push(mail);
      },
    }),
    logger: quiet,
  });
  return { outbox, delivered };
}

/**
 * Runs two processes' work at once. better-sqlite3 waits for a lock synchronously, so two
 * connections in one thread (unlike two processes) would wait on each other: on SQLite they
 * take turns.
 */
export function runAtOnce(dialect: TestDialect) {
  return async (runs: Array<() => Promise<unknown>>): Promise<void> => {
    if (dialect === "postgres") await Promise.all(runs.map((run) => run()));
    else for (const run of runs) await run();
  };
}
