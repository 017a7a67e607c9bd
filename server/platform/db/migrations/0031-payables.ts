import { sql, type Kysely } from "kysely";
import type { DialectMigration } from "./types";

/**
 * Payments are taken for a payable, not only a booking (decision 0062): a proposal's per-person
 * share or a voucher sale goes through the same attempts and ledger.
 *
 * - payments and payment_attempts: `payable_kind` and `payable_id` name what a row is for; every
 *   row until now is a booking's ('booking', its booking_id). `booking_id` stays the foreign key
 *   to the booking, set exactly when the payable is a booking (a check says so), so every reader
 *   of a booking's ledger keeps its column; it may now be null, for any other kind.
 * - Both are indexed by payable, newest last, as they were by booking.
 *
 * SQLite cannot drop a NOT NULL in place: both tables are rebuilt with their rows copied over
 * (no table references either, so nothing else moves), with every constraint they had.
 */
const PAYABLE_CHECK = sql.raw(
  `(payable_kind = 'booking' and booking_id is not null and booking_id = payable_id)
    or (payable_kind <> 'booking' and booking_id is null)`,
);

async function onPostgres(db: Kysely<unknown>, table: "payments" | "payment_attempts") {
  await sql`alter table ${sql.id(table)} add column payable_kind text not null default 'booking'`.execute(
    db,
  );
  await sql`alter table ${sql.id(table)} add column payable_id text`.execute(db);
  await sql`update ${sql.id(table)} set payable_id = booking_id`.execute(db);
  await sql`alter table ${sql.id(table)} alter column payable_id set not null`.execute(db);
  await sql`alter table ${sql.id(table)} alter column booking_id drop not null`.execute(db);
  await sql`alter table ${sql.id(table)} add constraint ${sql.id(`${table}_payable_check`)} check (${PAYABLE_CHECK})`.execute(
    db,
  );
}

async function paymentsOnSqlite(db: Kysely<unknown>) {
  await sql`create table payments_next (
    id text primary key,
    booking_id text references bookings(id),
    amount_minor integer not null check (amount_minor <> 0),
    currency text not null check (currency in ('USD', 'KES')),
    method text not null check (method in ('mpesa-paybill', 'mpesa-stk', 'card', 'bank-transfer', 'cash', 'refund')),
    provider_reference text,
    kes_minor_per_usd integer check (kes_minor_per_usd > 0),
    recorded_by text not null,
    note text,
    created_at text not null,
    payable_kind text not null default 'booking',
    payable_id text not null,
    constraint payments_refund_sign check ((method = 'refund' and amount_minor < 0) or (method <> 'refund' and amount_minor > 0)),
    constraint payments_payable_check check (${PAYABLE_CHECK})
  )`.execute(db);
  await sql`insert into payments_next (id, booking_id, amount_minor, currency, method,
      provider_reference, kes_minor_per_usd, recorded_by, note, created_at, payable_kind, payable_id)
    select id, booking_id, amount_minor, currency, method, provider_reference, kes_minor_per_usd,
      recorded_by, note, created_at, 'booking', booking_id from payments`.execute(db);
  await sql`drop table payments`.execute(db);
  await sql`alter table payments_next rename to payments`.execute(db);
  await db.schema
    .createIndex("payments_provider_reference_unique")
    .on("payments")
    .column("provider_reference")
    .unique()
    .execute();
  await db.schema
    .createIndex("payments_booking_created_idx")
    .on("payments")
    .columns(["booking_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("payments_created_at_idx")
    .on("payments")
    .column("created_at")
    .execute();
}

async function attemptsOnSqlite(db: Kysely<unknown>) {
  await sql`create table payment_attempts_next (
    id text primary key,
    booking_id text references bookings(id),
    method text not null check (method in ('mpesa-stk', 'card')),
    kind text not null,
    amount_minor integer not null check (amount_minor > 0),
    currency text not null check (currency in ('USD', 'KES')),
    phone text,
    provider_request_id text unique,
    status text not null check (status in ('starting', 'pending', 'paid', 'failed', 'needs-attention')),
    result text,
    provider_reference text,
    next_query_at text,
    queries integer not null default 0,
    created_at text not null,
    updated_at text not null,
    payable_kind text not null default 'booking',
    payable_id text not null,
    constraint payment_attempts_payable_check check (${PAYABLE_CHECK})
  )`.execute(db);
  await sql`insert into payment_attempts_next (id, booking_id, method, kind, amount_minor, currency,
      phone, provider_request_id, status, result, provider_reference, next_query_at, queries,
      created_at, updated_at, payable_kind, payable_id)
    select id, booking_id, method, kind, amount_minor, currency, phone, provider_request_id, status,
      result, provider_reference, next_query_at, queries, created_at, updated_at, 'booking',
      booking_id from payment_attempts`.execute(db);
  await sql`drop table payment_attempts`.execute(db);
  await sql`alter table payment_attempts_next rename to payment_attempts`.execute(db);
  await db.schema
    .createIndex("payment_attempts_booking_id_created_at_idx")
    .on("payment_attempts")
    .columns(["booking_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("payment_attempts_status_next_query_at_idx")
    .on("payment_attempts")
    .columns(["status", "next_query_at"])
    .execute();
}

export const migration: DialectMigration = (dialect) => ({
  async up(db: Kysely<unknown>) {
    if (dialect === "postgres") {
      await onPostgres(db, "payments");
      await onPostgres(db, "payment_attempts");
    } else {
      await paymentsOnSqlite(db);
      await attemptsOnSqlite(db);
    }
    await db.schema
      .createIndex("payments_payable_created_idx")
      .on("payments")
      .columns(["payable_kind", "payable_id", "created_at"])
      .execute();
    await db.schema
      .createIndex("payment_attempts_payable_created_idx")
      .on("payment_attempts")
      .columns(["payable_kind", "payable_id", "created_at"])
      .execute();
  },
});
