import { authSecret } from "../platform/secret";
import { logger } from "../platform/logger";
import { startMailDelivery } from "../platform/mail";
import { describeDbError } from "../platform/db/connection";
import { migrateAppDatabase } from "../platform/db/index";
import { trips } from "../../content/trips";
import { startScheduler } from "./scheduled-jobs";
import { startPaymentStatusPolling, whenProviderPaymentCredited } from "../modules/payments";
import { sendPaymentReceipt } from "../modules/bookings";

/**
 * Everything that must hold before the server listens: an auth secret, and a database that
 * answers and is fully migrated. Throws one readable sentence; server.js prints it and exits 1.
 * Then starts the scheduler (departures, reminders) and the mail delivery loop (unref'd timers).
 */
export async function prepareServer(): Promise<void> {
  authSecret();
  let report: Awaited<ReturnType<typeof migrateAppDatabase>>;
  try {
    report = await migrateAppDatabase();
  } catch (error) {
    throw new Error(`Database not ready: ${describeDbError(error)}`, { cause: error });
  }
  if (report.applied.length > 0)
    logger.info({ applied: report.applied, database: report.description }, "database migrated");
  // The scheduler (decision 0028): a year of departures now and daily, balance reminders and
  // departure notices hourly, lapsed waitlist holds every five minutes (scheduled-jobs.ts), each
  // job in one process at a time through a database lease. A failure is logged, not fatal:
  // the site serves, and private dates can still be booked.
  const turns = await startScheduler(trips).catch((error: unknown) => {
    logger.error({ err: error }, "scheduler start failed; retrying in a minute");
    return [];
  });
  const departures = turns.find((turn) => turn.job === "departures");
  if (typeof departures?.result === "number" && departures.result > 0)
    logger.info({ scheduled: departures.result }, "departures scheduled");
  // Retries mail the transport refused, including mail queued before a restart (decision 0006).
  startMailDelivery();
  // A payment by M-Pesa prompt or card gets the same receipt mail as one the operator records;
  // the status job asks M-Pesa about prompts whose callback is late (issue 16, decision 0027).
  whenProviderPaymentCredited(async (db, bookingId, payment) => {
    const booking = await db
      .selectFrom("bookings")
      .selectAll()
      .where("id", "=", bookingId)
      .executeTakeFirst();
    if (booking) await sendPaymentReceipt(db, booking, payment);
  });
  startPaymentStatusPolling();
}
