import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from "kysely";
import { describeDbError, type DbDialect } from "../connection";

import { migration as authTables } from "./0001-auth-tables";
import { migration as appTables } from "./0002-app-tables";
import { migration as adminHistory } from "./0003-admin-history";
import { migration as bookingSearch } from "./0004-booking-search";
import { migration as sharedRateLimits } from "./0005-shared-rate-limits";
import { migration as mailOutbox } from "./0006-mail-outbox";
import { migration as searchPhoneNumbers } from "./0007-search-phone-numbers";
import { migration as departures } from "./0008-departures";
import { migration as bookingReasonsAndReplyTo } from "./0009-booking-reasons-and-reply-to";
import { migration as travellerRequests } from "./0010-traveller-requests";
import { migration as waitlistHoldLinks } from "./0012-waitlist-hold-links";
import { migration as departureNotices } from "./0013-departure-notices";
import { migration as paymentsLedger } from "./0014-payments-ledger";
import { migration as paymentAttempts } from "./0015-payment-attempts";
import { migration as jobLeases } from "./0016-job-leases";
import { migration as reviews } from "./0017-reviews";
import { migration as travellerDetails } from "./0018-traveller-details";
import { migration as tripMails } from "./0019-trip-mails";
import { migration as travellerCategoriesAndParkFees } from "./0020-traveller-categories-and-park-fees";
import { migration as oneRowPerTraveller } from "./0021-one-row-per-traveller";
import { migration as mailOutboxInbox } from "./0022-mail-outbox-inbox";
import { migration as owedSortKey } from "./0023-owed-sort-key";
import { migration as emailBookingsSince } from "./0024-email-bookings-since";
import { migration as twoFactor } from "./0025-two-factor";
import { migration as waitlistConfirmation } from "./0026-waitlist-confirmation";
import { migration as securityAuditRuns } from "./0027-security-audit-runs";
import { migration as paymentRateLocks } from "./0028-payment-rate-locks";
import { migration as bookingHolds } from "./0029-booking-holds";
import { migration as childPrices } from "./0030-child-prices";
import { migration as payables } from "./0031-payables";
import { migration as passportNumbers } from "./0033-passport-numbers";
import { migration as tripsInTheDatabase } from "./0034-trips-in-the-database";
import { migration as media } from "./0035-media";
import { migration as sitePages } from "./0036-site-pages";
import { migration as testimonials } from "./0037-testimonials";
import { migration as proposals } from "./0039-proposals";
import { migration as inquiryReplies } from "./0040-inquiry-replies";
import { migration as proposalAcceptances } from "./0041-proposal-acceptances";
import type { DialectMigration } from "./types";

/**
 * Migrations live in code (no files to find at run time, so the bundled server has them too),
 * one frozen file each. Each runs in a transaction on both databases, so a failure leaves the
 * previous state. Append new migrations here; never edit one that has shipped.
 */
const migrationsInOrder: Record<string, DialectMigration> = {
  "0001_auth_tables": authTables,
  "0002_app_tables": appTables,
  "0003_admin_history": adminHistory,
  "0004_booking_search": bookingSearch,
  "0005_shared_rate_limits": sharedRateLimits,
  "0006_mail_outbox": mailOutbox,
  "0007_search_phone_numbers": searchPhoneNumbers,
  "0008_departures": departures,
  "0009_booking_reasons_and_reply_to": bookingReasonsAndReplyTo,
  "0010_traveller_requests": travellerRequests,
  // No 0011 was ever written: 0012 to 0016 were numbered up front for work done side by side, and
  // 0011 was left unused. Databases record migrations by name, so a shipped one is never renumbered.
  "0012_waitlist_hold_links": waitlistHoldLinks,
  "0013_departure_notices": departureNotices,
  "0014_payments_ledger": paymentsLedger,
  "0015_payment_attempts": paymentAttempts,
  "0016_job_leases": jobLeases,
  "0017_reviews": reviews,
  "0018_traveller_details": travellerDetails,
  "0019_trip_mails": tripMails,
  "0020_traveller_categories_and_park_fees": travellerCategoriesAndParkFees,
  "0021_one_row_per_traveller": oneRowPerTraveller,
  "0022_mail_outbox_inbox": mailOutboxInbox,
  "0023_owed_sort_key": owedSortKey,
  "0024_email_bookings_since": emailBookingsSince,
  "0025_two_factor": twoFactor,
  "0026_waitlist_confirmation": waitlistConfirmation,
  "0027_security_audit_runs": securityAuditRuns,
  "0028_payment_rate_locks": paymentRateLocks,
  "0029_booking_holds": bookingHolds,
  "0030_child_prices": childPrices,
  "0031_payables": payables,
  "0033_passport_numbers": passportNumbers,
  "0034_trips_in_the_database": tripsInTheDatabase,
  "0035_media": media,
  "0036_site_pages": sitePages,
  "0037_testimonials": testimonials,
  // No 0038: it was kept for the listings (decision 0070), which needed no migration.
  "0039_proposals": proposals,
  "0040_inquiry_replies": inquiryReplies,
  "0041_proposal_acceptances": proposalAcceptances,
};

function migrations(dialect: DbDialect): Record<string, Migration> {
  return Object.fromEntries(
    Object.entries(migrationsInOrder).map(([name, migration]) => [name, migration(dialect)]),
  );
}

async function currentSchema<T>(db: Kysely<T>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]!.schema;
}

class InCodeMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: DbDialect) {}
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(migrations(this.dialect));
  }
}

export interface MigrationReport {
  applied: string[];
}

/**
 * Bring the schema up to date (or, for tests of a migration on existing data, up to and
 * including `upTo`). Throws (with the failing migration's name) if any step fails.
 */
export async function migrateToLatest<T>(
  db: Kysely<T>,
  dialect: DbDialect,
  upTo?: string,
): Promise<MigrationReport> {
  const migrator = new Migrator({
    db: db as Kysely<unknown>,
    provider: new InCodeMigrationProvider(dialect),
    // Kysely looks for its bookkeeping tables in every schema unless told which one; with
    // several schemas in one database (the tests give each run its own) it would find another
    // run's tables and skip creating its own. Name the schema this connection works in.
    ...(dialect === "postgres" ? { migrationTableSchema: await currentSchema(db) } : {}),
  });
  const { error, results = [] } = upTo
    ? await migrator.migrateTo(upTo)
    : await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === "Error");
    const step = failed ? `migration ${failed.migrationName} failed` : "could not start migrating";
    throw new Error(`${step}: ${describeDbError(error)}`, { cause: error });
  }
  return {
    applied: results
      .filter((result) => result.status === "Success")
      .map((result) => result.migrationName),
  };
}
