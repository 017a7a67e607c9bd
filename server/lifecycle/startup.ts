import { authSecret, payLinkSecret } from "../platform/secret";
import { logger } from "../platform/logger";
import { startMailDelivery, stopMailDelivery } from "../platform/mail";
import { closeDatabases, describeDbError } from "../platform/db/connection";
import { migrateAppDatabase } from "../platform/db/index";
import {
  publishedTrips,
  refreshCatalogue,
  seedCatalogue,
  watchCatalogue,
} from "../modules/catalogue";
import { refreshPages, seedPages, watchPages } from "../modules/pages";
import { getDb } from "../platform/db/index";
import { seedTestimonials, watchTestimonials } from "../modules/testimonials";
import { startScheduler, stopScheduler } from "./scheduled-jobs";
import { subscribeAll, unsubscribeAll } from "./subscriptions";
import { registerPayables, unregisterPayables } from "./payables";
import { registerMediaUsageSources, unregisterMediaUsageSources } from "./media-usage";
import { registerTripRenameSteps, unregisterTripRenameSteps } from "./trip-renames";
import { startPaymentStatusPolling, stopPaymentStatusPolling } from "../modules/payments";

/**
 * The server's lifecycle, start (prepareServer) and stop (stopServer); server.js calls both.
 *
 * Everything that must hold before the server listens: the auth and pay-link secrets, and a database that
 * answers and is fully migrated. Throws one readable sentence; server.js prints it and exits 1.
 * Then registers what can be paid for (payables.ts), subscribes what follows each event
 * (subscriptions.ts), registers where photos are used (media-usage.ts) and what follows a renamed
 * trip (trip-renames.ts), and starts the scheduler
 * (departures, reminders), the mail delivery loop and the payment status poller (unref'd timers).
 */
export async function prepareServer(): Promise<void> {
  authSecret();
  payLinkSecret();
  let report: Awaited<ReturnType<typeof migrateAppDatabase>>;
  try {
    report = await migrateAppDatabase();
  } catch (error) {
    throw new Error(`Database not ready: ${describeDbError(error)}`, { cause: error });
  }
  // Before any job or request can take a payment or publish an event.
  registerPayables();
  subscribeAll();
  // Before any photo can be deleted: a photo a trip uses is refused, naming the trip.
  registerMediaUsageSources();
  // Before any trip can be published: a renamed trip's bookings, departures and settings follow it.
  registerTripRenameSteps();
  if (report.applied.length > 0)
    logger.info({ applied: report.applied, database: report.description }, "database migrated");
  await loadContent();
  await loadTestimonials();
  // The scheduler (decision 0028): a year of departures now and daily, balance reminders and
  // departure notices hourly, lapsed waitlist holds every five minutes (scheduled-jobs.ts), each
  // job in one process at a time through a database lease. A failure is logged, not fatal:
  // the site serves, and private dates can still be booked.
  const turns = await startScheduler(publishedTrips).catch((error: unknown) => {
    logger.error({ err: error }, "scheduler start failed; retrying in a minute");
    return [];
  });
  const departures = turns.find((turn) => turn.job === "departures");
  if (typeof departures?.result === "number" && departures.result > 0)
    logger.info({ scheduled: departures.result }, "departures scheduled");
  // Retries mail the transport refused, including mail queued before a restart (decision 0006).
  startMailDelivery();
  // The status job asks M-Pesa about prompts whose callback is late (issue 16, decision 0027).
  startPaymentStatusPolling();
}

let stopWatchingCatalogue: (() => void) | null = null;
let stopWatchingPages: (() => void) | null = null;
let stopWatchingTestimonials: (() => void) | null = null;

/**
 * The catalogue (decision 0065) and the pages of the site (decision 0067) live in the database: a
 * new database (or a page new to the site) is seeded from content/trips and content/pages, this
 * process serves a snapshot of what is published, and a poll of each one's version brings another
 * process's publish here within a second.
 */
async function loadContent(): Promise<void> {
  const { db } = getDb();
  try {
    const seeded = await seedCatalogue(db);
    if (seeded > 0) logger.info({ seeded }, "catalogue seeded from content/trips");
    await refreshCatalogue(db, { force: true });
    const pages = await seedPages(db);
    if (pages > 0) logger.info({ seeded: pages }, "pages seeded from content/pages");
    await refreshPages(db, { force: true });
  } catch (error) {
    throw new Error(`Catalogue not ready: ${describeDbError(error)}`, { cause: error });
  }
  stopWatchingCatalogue ??= watchCatalogue(db);
  stopWatchingPages ??= watchPages(db);
}

/**
 * The landing page's testimonials (decision 0068): a new database gets the three samples once, and
 * a poll of their version forgets this process's cached pages when another process changed them.
 */
async function loadTestimonials(): Promise<void> {
  const { db } = getDb();
  try {
    const seeded = await seedTestimonials(db);
    if (seeded > 0) logger.info({ seeded }, "sample testimonials seeded");
  } catch (error) {
    throw new Error(`Testimonials not ready: ${describeDbError(error)}`, { cause: error });
  }
  stopWatchingTestimonials ??= watchTestimonials(db);
}

/**
 * The graceful shutdown's last step (server.js, after the last answer): no new work first (the
 * payment status poller, the scheduler, each waiting for a turn in progress), then mail delivery
 * (a delivery turn in progress finishes), then the databases (the PostgreSQL pool says goodbye
 * instead of vanishing, SQLite checkpoints its WAL). Subscriptions and payable kinds go last: work
 * still finishing may publish or credit a payment.
 */
export async function stopServer(): Promise<void> {
  await stopPaymentStatusPolling();
  stopWatchingCatalogue?.();
  stopWatchingCatalogue = null;
  stopWatchingPages?.();
  stopWatchingPages = null;
  stopWatchingTestimonials?.();
  stopWatchingTestimonials = null;
  await stopScheduler();
  await stopMailDelivery();
  await closeDatabases();
  unsubscribeAll();
  unregisterPayables();
  unregisterMediaUsageSources();
  unregisterTripRenameSteps();
}
