import type { Kysely } from "kysely";
import {
  isNightlyAuditHour,
  MIN_MS_BETWEEN_RUNS,
  parseAuditRunFindings,
  type AuditRunFindings,
  type AuditTrigger,
} from "../../../domain/admin/security-audit-runs";
import type { Database } from "../../platform/db/schema";
import { runWithLease } from "../../platform/scheduler/job-leases";
import type { ScheduledJob } from "../../platform/scheduler/scheduler";
import { systemNow } from "../../platform/clock";

/**
 * Runs of the security audit, stored (decision 0048). A run takes the "security-audit" lease of
 * the scheduler's lease table (decision 0028), so two runs never overlap, whichever process or
 * trigger starts them; a button press also waits a minute after the last run, so repeated clicks
 * run nothing. The lease ends after LEASE_MS even if a process dies holding it.
 */
export const AUDIT_LEASE = "security-audit";
const LEASE_MS = 10 * 60_000;

export interface StoredAuditRun extends AuditRunFindings {
  id: string;
  startedAt: string;
  trigger: AuditTrigger;
  durationMs: number;
}

export type AuditRunOutcome = { kind: "stored"; run: StoredAuditRun } | { kind: "busy" };

export interface AuditRunRequest {
  trigger: AuditTrigger;
  /** The admin who pressed the button; null for the nightly job. */
  triggeredBy: string | null;
  now: Date;
  /** The checks themselves (security-audit-live.ts runs them against this server). */
  runChecks: () => Promise<AuditRunFindings>;
  /** Reads the clock for the run's duration; tests pass a fixed one. */
  clock?: () => Date;
  /** This process's lease holder id. */
  holder?: string;
}

/** Runs the checks once, unless a run is in progress (or, for the button, just finished), and stores what they found. */
export async function runAndStoreAudit(
  db: Kysely<Database>,
  request: AuditRunRequest,
): Promise<AuditRunOutcome> {
  const clock = request.clock ?? systemNow;
  const leased = await runWithLease(
    db,
    {
      name: AUDIT_LEASE,
      holder: request.holder ?? crypto.randomUUID(),
      ttlMs: LEASE_MS,
      now: request.now,
      ...(request.trigger === "button"
        ? { unlessFinishedAfter: new Date(request.now.getTime() - MIN_MS_BETWEEN_RUNS) }
        : {}),
    },
    async () => {
      const startedAt = clock();
      const findings = await request.runChecks();
      const run: StoredAuditRun = {
        id: crypto.randomUUID(),
        // The run's time is the one it was asked for at (the scheduler's turn, the button's press).
        startedAt: request.now.toISOString(),
        trigger: request.trigger,
        durationMs: Math.max(0, clock().getTime() - startedAt.getTime()),
        ...findings,
      };
      await db
        .insertInto("security_audit_runs")
        .values({
          id: run.id,
          started_at: run.startedAt,
          trigger: run.trigger,
          triggered_by: request.triggeredBy,
          findings: JSON.stringify({ findings: run.findings, further: run.further }),
          duration_ms: run.durationMs,
        })
        .execute();
      return run;
    },
    clock,
  );
  return leased.ran ? { kind: "stored", run: leased.result } : { kind: "busy" };
}

/** The latest stored run the page can show, or null before the first. */
export async function latestAuditRun(db: Kysely<Database>): Promise<StoredAuditRun | null> {
  const row = await db
    .selectFrom("security_audit_runs")
    .select(["id", "started_at", "trigger", "findings", "duration_ms"])
    .orderBy("started_at", "desc")
    .limit(1)
    .executeTakeFirst();
  const findings = row ? parseAuditRunFindings(row.findings) : null;
  if (!row || !findings) return null;
  return {
    id: row.id,
    startedAt: row.started_at,
    trigger: row.trigger,
    durationMs: Number(row.duration_ms),
    ...findings,
  };
}

/**
 * The nightly run as a scheduler job (decision 0028's pattern). The scheduler offers it every
 * hour; it runs the checks only in Nairobi's 03:00 hour (isNightlyAuditHour), so it runs once a
 * night and never while a server starts during the day. It shares the audit's lease with the
 * button, so the two never overlap.
 */
export function nightlySecurityAuditJob(options: {
  db: () => Kysely<Database>;
  runChecks: () => Promise<AuditRunFindings>;
}): ScheduledJob {
  return {
    name: "security-audit-nightly",
    everyMs: 60 * 60_000,
    leaseMs: LEASE_MS,
    async run(now) {
      if (!isNightlyAuditHour(now)) return "not tonight's hour";
      const outcome = await runAndStoreAudit(options.db(), {
        trigger: "nightly",
        triggeredBy: null,
        now,
        runChecks: options.runChecks,
      });
      return outcome.kind;
    },
  };
}
