// The fuzz test's view of the server's database, on SQLite (the file in DATA_DIR, read-only
// beside the live server) or on PostgreSQL (a throwaway database the test created): every
// table's content to compare before and after a refused request, the admin role granted the way
// the operator's CLI does, and a booking's departure.
import pg from "pg";
import { databaseSnapshot, grantAdminRole } from "./http";
import { openServerDatabase } from "./system";

export interface FuzzDatabase {
  kind: "sqlite" | "postgres";
  /**
   * Every table's content, one line per table ("name:rows"); the mail outbox counted only,
   * rate-limit, lease and migration tables left out.
   */
  snapshot(): Promise<string>;
  grantAdminRole(email: string): Promise<void>;
  /** The departure a booking holds seats on, if any. */
  departureOf(bookingId: string): Promise<string | null>;
  close(): Promise<void>;
}

/**
 * Tables whose rows change on their own whatever the requests: the scheduler's leases (its jobs
 * take one every 5 minutes at the most, decision 0028), and on PostgreSQL the shared rate-limit
 * counts. A 1,000-case run lasts long enough to see a lease taken between a case's two snapshots.
 */
const UNCOMPARED = new Set(["job_leases", "rate_limits", "rateLimit"]);

export function sqliteFuzzDatabase(dataDir: string): FuzzDatabase {
  const db = openServerDatabase(dataDir);
  // SQLite's data_version changes when another connection commits: until it does, the last
  // snapshot is still the content, and reading every table again is the test's biggest cost.
  const dataVersion = () => db.pragma("data_version", { simple: true }) as number;
  let last: { version: number; text: string } | undefined;
  return {
    kind: "sqlite",
    async snapshot() {
      const version = dataVersion();
      if (last?.version !== version)
        last = {
          version,
          // One line per table (http.ts), "name:rows".
          text: databaseSnapshot(db)
            .split("\n")
            .filter((line) => !UNCOMPARED.has(line.slice(0, line.indexOf(":"))))
            .join("\n"),
        };
      return last.text;
    },
    grantAdminRole: async (email) => grantAdminRole(dataDir, email),
    departureOf: async (bookingId) =>
      (
        db.prepare("select departure_id from bookings where id = ?").get(bookingId) as
          { departure_id: string | null } | undefined
      )?.departure_id ?? null,
    close: async () => void db.close(),
  };
}

export async function postgresFuzzDatabase(url: string): Promise<FuzzDatabase> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // One statement reads every table: each as its rows' text, sorted (PostgreSQL keeps no order).
  let snapshotQuery: string | undefined;
  const buildSnapshotQuery = async () => {
    const tables = (
      await client.query<{ name: string }>(
        "select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name",
      )
    ).rows
      .map((row) => row.name)
      .filter(
        (name) =>
          !name.startsWith("kysely_") &&
          !name.startsWith("bookings_search") &&
          !UNCOMPARED.has(name),
      );
    const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
    return `select ${tables
      .map((name) =>
        name === "mail_outbox"
          ? `(select count(*)::text from ${quote(name)}) as ${quote(name)}`
          : `(select coalesce(string_agg(r::text, E'\\x1e' order by r::text), '') from ${quote(name)} r) as ${quote(name)}`,
      )
      .join(", ")}`;
  };
  return {
    kind: "postgres",
    async snapshot() {
      snapshotQuery ??= await buildSnapshotQuery();
      const row = (await client.query<Record<string, string>>(snapshotQuery)).rows[0] ?? {};
      return Object.entries(row)
        .map(([table, rows]) => `${table}:${rows}`)
        .join("\n");
    },
    async grantAdminRole(email) {
      const granted = await client.query(
        `insert into user_roles (user_id, role, created_at) select id, 'admin', now()::text from "user" where email = $1 on conflict do nothing`,
        [email.toLowerCase()],
      );
      if (granted.rowCount === 0) {
        const exists = await client.query(`select 1 from "user" where email = $1`, [
          email.toLowerCase(),
        ]);
        if (exists.rowCount === 0) throw new Error(`no user ${email}`);
      }
    },
    async departureOf(bookingId) {
      return (
        (
          await client.query<{ departure_id: string | null }>(
            "select departure_id from bookings where id = $1",
            [bookingId],
          )
        ).rows[0]?.departure_id ?? null
      );
    },
    close: () => client.end(),
  };
}
