import type { Trip } from "../../domain/catalogue/trip-schema";
import { businessDay } from "../../domain/calendar";
import { env } from "../platform/config";
import { getDb } from "../platform/db";
import { logger } from "../platform/logger";
import {
  expireUnpaidHolds,
  releaseOverdueDeposits,
  releaseUnansweredRequests,
  runDepartureNotices,
  sendBalanceReminders,
  sendTripMails,
} from "../modules/bookings";
import { scheduleDepartures, offerLapsedHolds } from "../modules/departures";
import { eraseTravellerDetails } from "../modules/travellers";
import { sendProposalReminders } from "../modules/proposals";
import { authSecret } from "../platform/secret";
import { runLiveSecurityAudit } from "../http/security-audit-live";
import { nightlySecurityAuditJob } from "../modules/audit";
import {
  createScheduler,
  type JobTurn,
  type ScheduledJob,
  type Scheduler,
} from "../platform/scheduler/scheduler";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The server's jobs, in the order a turn runs them (decision 0028). Departures: a year ahead
 * from each trip's schedule, at start (a deploy may bring a new schedule) and then daily.
 * Balance reminders: hourly, so a reminder goes out early in its day; each is sent once.
 * Departure notices (guaranteed mails, decision-day alerts, each once): at start, then hourly,
 * so a decision day's alert goes out early on that day.
 * Journey mails (30 and 3 days before a trip, the day after it; decision 0032): hourly, each once.
 * Lapsed waitlist holds: every five minutes, their seats offered to the next party waiting.
 * Checkout holds: every minute, a hold that ended unpaid cancels its booking and frees its seats;
 * hourly, unanswered requests release their seats and overdue deposits past their grace period
 * release their bookings (decision 0055).
 * Proposal reminders: hourly, a client is reminded once a few days before a version's prices
 * expire, and the operator told (issue 30).
 * Traveller details: erased daily once their trip ended TRAVELLER_RETENTION_DAYS ago
 * (decision 0031), each erase written to the audit log.
 * The security audit: offered hourly, run once a night in Nairobi's 03:00 hour and stored for
 * /admin/security (decision 0048).
 */
export function serverJobs(trips: () => readonly Trip[]): ScheduledJob[] {
  return [
    {
      name: "departures",
      everyMs: DAY,
      leaseMs: 10 * MINUTE,
      runAtStart: true,
      run: (now) => scheduleDepartures(getDb().db, trips(), businessDay(now), now),
    },
    {
      name: "balance-reminders",
      everyMs: HOUR,
      leaseMs: 10 * MINUTE,
      run: (now) => sendBalanceReminders(getDb().db, now),
    },
    {
      name: "departure-notices",
      everyMs: HOUR,
      leaseMs: 10 * MINUTE,
      runAtStart: true,
      run: (now) => runDepartureNotices(getDb().db, { now }),
    },
    {
      name: "trip-mails",
      everyMs: HOUR,
      leaseMs: 10 * MINUTE,
      run: (now) => sendTripMails(getDb().db, now),
    },
    {
      name: "proposal-reminders",
      everyMs: HOUR,
      leaseMs: 10 * MINUTE,
      run: (now) => sendProposalReminders(getDb().db, authSecret(), now),
    },
    {
      name: "waitlist-holds",
      everyMs: 5 * MINUTE,
      leaseMs: 5 * MINUTE,
      run: (now) => offerLapsedHolds(getDb().db, now),
    },
    {
      name: "checkout-holds",
      everyMs: MINUTE,
      leaseMs: 5 * MINUTE,
      run: (now) => expireUnpaidHolds(getDb().db, now),
    },
    {
      name: "seat-releases",
      everyMs: HOUR,
      leaseMs: 10 * MINUTE,
      run: async (now) => ({
        requests: await releaseUnansweredRequests(getDb().db, now),
        deposits: await releaseOverdueDeposits(getDb().db, now),
      }),
    },
    {
      name: "traveller-details-erasure",
      everyMs: DAY,
      leaseMs: 10 * MINUTE,
      run: (now) =>
        eraseTravellerDetails(getDb().db, {
          afterDays: env().TRAVELLER_RETENTION_DAYS,
          now,
        }),
    },
    nightlySecurityAuditJob({ db: () => getDb().db, runChecks: runLiveSecurityAudit }),
  ];
}

let scheduler: Scheduler | undefined;

/** Starts the process's scheduler (server start-up): a first turn now, awaited, then every minute. */
export async function startScheduler(trips: () => readonly Trip[]): Promise<JobTurn[]> {
  scheduler ??= createScheduler({ db: () => getDb().db, jobs: serverJobs(trips), logger });
  return scheduler.start();
}

/** Graceful shutdown: no new turn, and the turn in progress finishes. */
export async function stopScheduler(): Promise<void> {
  await scheduler?.stop();
}
