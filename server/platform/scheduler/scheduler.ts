import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { runWithLease } from "./job-leases";
import { systemNow } from "../clock";

/**
 * The server process's scheduler (issue 16, decision 0028): every minute it offers each due job
 * to the database lease, one job after another, so across all processes one job runs at a time
 * in one process, and a daily job runs once a day, not once per process. Jobs are idempotent
 * (a departure date that exists is skipped, a reminder that was sent is recorded), so a job
 * whose process died mid-run is simply run again once its lease expires.
 */

export interface ScheduledJob {
  name: string;
  /** How often the job runs, across every process. */
  everyMs: number;
  /** How long one run may hold the lease: well beyond what it takes. */
  leaseMs: number;
  /** Run at the scheduler's first turn even if another process ran it within `everyMs` (a deploy). */
  runAtStart?: boolean;
  run(now: Date): Promise<unknown>;
}

export interface SchedulerLogger {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface JobTurn {
  job: string;
  outcome: "ran" | "skipped" | "failed";
  result?: unknown;
}

export interface Scheduler {
  /** This process's lease holder id. */
  readonly holder: string;
  /** One turn: each job whose period has passed, in order, if this process gets its lease. */
  turn(): Promise<JobTurn[]>;
  /** A turn now (awaited), then one every `intervalMs` on an unref'd timer. */
  start(intervalMs?: number): Promise<JobTurn[]>;
  /** Stops the timer and waits for a turn in progress. */
  stop(): Promise<void>;
}

export const SCHEDULER_TICK_MS = 60_000;

export function createScheduler(options: {
  db: () => Kysely<Database>;
  jobs: readonly ScheduledJob[];
  logger: SchedulerLogger;
  now?: () => Date;
  holder?: string;
}): Scheduler {
  const clock = options.now ?? (() => systemNow());
  const holder = options.holder ?? crypto.randomUUID();
  let first = true;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<JobTurn[]> | undefined;

  async function runTurn(): Promise<JobTurn[]> {
    const starting = first;
    first = false;
    const turns: JobTurn[] = [];
    for (const job of options.jobs) {
      const now = clock();
      const ignorePeriod = starting && job.runAtStart;
      try {
        const run = await runWithLease(
          options.db(),
          {
            name: job.name,
            holder,
            ttlMs: job.leaseMs,
            now,
            ...(ignorePeriod ? {} : { unlessFinishedAfter: new Date(now.getTime() - job.everyMs) }),
          },
          () => job.run(now),
          clock,
        );
        turns.push(
          run.ran
            ? { job: job.name, outcome: "ran", result: run.result }
            : { job: job.name, outcome: "skipped" },
        );
      } catch (error) {
        options.logger.error({ err: error, job: job.name }, "scheduled job failed; retrying later");
        turns.push({ job: job.name, outcome: "failed" });
      }
    }
    return turns;
  }

  function turn(): Promise<JobTurn[]> {
    // Turns never overlap within a process: a slow job makes the next tick wait its turn.
    running ??= runTurn().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    holder,
    turn,
    async start(intervalMs = SCHEDULER_TICK_MS) {
      timer ??= setInterval(() => {
        void turn();
      }, intervalMs).unref();
      return turn();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
