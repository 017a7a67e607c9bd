import { expect, it } from "vitest";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import { useSecondConnection } from "../../../tests/support/second-connection";
import { releaseLease, runWithLease, takeLease } from "./job-leases";
import { createScheduler } from "./scheduler";

const HOUR = 3_600_000;
const quietLogger = { info: () => {}, error: () => {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeOnEachDatabase("job leases on %s", (t, dialect) => {
  // A second "process": its own connection to the same database (PostgreSQL's pool already
  // hands concurrent statements to separate connections).
  const second = useSecondConnection(t, dialect);

  it("gives a lease to one of two holders asking at once", async () => {
    const now = new Date("2030-01-01T00:00:00Z");
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        takeLease(index % 2 ? second() : t.db, {
          name: "race",
          holder: `holder-${index}`,
          ttlMs: 60_000,
          now,
        }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("runs a job in one process at a time, and lets another take over once the lease expires", async () => {
    const t0 = new Date("2030-02-01T00:00:00Z");
    const ask = (holder: string, at: Date) =>
      takeLease(holder === "a" ? t.db : second(), {
        name: "expiry",
        holder,
        ttlMs: 60_000,
        now: at,
      });
    expect(await ask("a", t0)).toBe(true);
    expect(await ask("b", new Date(t0.getTime() + 59_999))).toBe(false);
    // A holder that died keeps the job only until its lease runs out.
    expect(await ask("b", new Date(t0.getTime() + 60_000))).toBe(true);
    expect(await ask("a", new Date(t0.getTime() + 61_000))).toBe(false);
    // Only the holder can give it back.
    const later = new Date(t0.getTime() + 62_000);
    expect(
      await releaseLease(t.db, { name: "expiry", holder: "a", now: later, finished: true }),
    ).toBe(false);
    expect(
      await releaseLease(second(), { name: "expiry", holder: "b", now: later, finished: true }),
    ).toBe(true);
    expect(await ask("a", later)).toBe(true);
  });

  it("never runs two copies of a job at once, however many processes try", async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const job = async () => {
      running += 1;
      runs += 1;
      most = Math.max(most, running);
      await sleep(50);
      running -= 1;
    };
    const now = new Date("2030-03-01T00:00:00Z");
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        runWithLease(
          index % 2 ? second() : t.db,
          { name: "exclusive", holder: `p${index}`, ttlMs: 60_000, now },
          job,
          () => now,
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.ran)).toHaveLength(1);
    expect(runs).toBe(1);
    expect(most).toBe(1);
  });

  it("runs a periodic job once per period across processes, and again after a failure", async () => {
    let clock = new Date("2030-04-01T08:00:00Z");
    let runs = 0;
    let fail = true;
    const job = {
      name: "hourly",
      everyMs: HOUR,
      leaseMs: 60_000,
      run: async () => {
        runs += 1;
        if (fail) throw new Error("the job failed");
      },
    };
    const a = createScheduler({
      db: () => t.db,
      jobs: [job],
      logger: quietLogger,
      now: () => clock,
    });
    const b = createScheduler({ db: second, jobs: [job], logger: quietLogger, now: () => clock });

    // A failed run is not a finished one: the next turn runs it again.
    expect((await a.turn())[0]!.outcome).toBe("failed");
    fail = false;
    const [first, again] = await Promise.all([a.turn(), b.turn()]);
    expect([first[0]!.outcome, again[0]!.outcome].sort()).toEqual(["ran", "skipped"]);
    expect(runs).toBe(2);

    clock = new Date(clock.getTime() + 30 * 60_000);
    await Promise.all([a.turn(), b.turn()]);
    expect(runs).toBe(2);

    clock = new Date(clock.getTime() + HOUR);
    const turns = await Promise.all([b.turn(), a.turn()]);
    expect(turns.flat().filter((turn) => turn.outcome === "ran")).toHaveLength(1);
    expect(runs).toBe(3);
  });

  it("runs a start-up job at every start, but never twice at once", async () => {
    const clock = new Date("2030-05-01T08:00:00Z");
    let runs = 0;
    const job = {
      name: "at-start",
      everyMs: 24 * HOUR,
      leaseMs: 60_000,
      runAtStart: true,
      run: async () => {
        runs += 1;
      },
    };
    const make = () =>
      createScheduler({ db: () => t.db, jobs: [job], logger: quietLogger, now: () => clock });
    await make().turn();
    const restarted = make();
    await restarted.turn();
    expect(runs).toBe(2);
    // After its first turn a process waits for the period like any other.
    await restarted.turn();
    expect(runs).toBe(2);
  });
});
