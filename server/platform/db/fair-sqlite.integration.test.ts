import { describe, expect, it } from "vitest";
import { openDatabase } from "./connection";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { FifoLock, withStatementCache } from "./fair-sqlite";

describe("FifoLock", () => {
  it("hands the lock over in arrival order, one holder at a time", async () => {
    const lock = new FifoLock();
    const order: number[] = [];
    let holders = 0;
    let mostHolders = 0;
    await Promise.all(
      Array.from({ length: 200 }, async (_, index) => {
        await lock.lock();
        holders++;
        mostHolders = Math.max(mostHolders, holders);
        order.push(index);
        // Hold it across a few turns of the microtask queue, as a query does.
        for (let step = 0; step < index % 4; step++) await Promise.resolve();
        holders--;
        lock.unlock();
      }),
    );
    expect(order).toEqual(Array.from({ length: 200 }, (_, index) => index));
    expect(mostHolders).toBe(1);
  });
});

describe("FifoLock under a long queue", () => {
  it("lets the event loop turn (sockets read, connections accepted) once a run of hand-overs passes its slice", async () => {
    // A clock of our own that each holder moves on by 1 ms: the slice ends after 5 holders
    // however busy the machine is (a real clock would count time the test process was not running).
    let clock = 0;
    const lock = new FifoLock({ sliceMs: 5, now: () => clock });
    const holdersBeforeTurn: number[] = [];
    let holders = 0;
    let turned = false;
    setImmediate(() => {
      turned = true;
      holdersBeforeTurn.push(holders);
    });
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        await lock.lock();
        holders++;
        clock += 1; // a 1 ms query
        lock.unlock();
      }),
    );
    expect(turned).toBe(true);
    // The loop turned after about 5 ms of hand-overs, not after all 50 ms of them.
    expect(holdersBeforeTurn[0]).toBeGreaterThan(1);
    expect(holdersBeforeTurn[0]).toBeLessThan(15);
  });
});

describe("SQLite through the fair driver", () => {
  it("answers many concurrent queries and transactions in the order they were asked", async () => {
    const handle = openDatabase({ sqliteFile: ":memory:" });
    try {
      await handle.db.schema.createTable("t").addColumn("n", "integer").execute();
      const finished: number[] = [];
      await Promise.all(
        Array.from({ length: 100 }, async (_, index) => {
          if (index % 10 === 0) {
            await handle.db.transaction().execute(async (trx) => {
              await trx
                .insertInto("t" as never)
                .values({ n: index } as never)
                .execute();
              await trx
                .selectFrom("t" as never)
                .selectAll()
                .execute();
            });
          } else {
            await handle.db
              .insertInto("t" as never)
              .values({ n: index } as never)
              .execute();
          }
          finished.push(index);
        }),
      );
      expect(finished).toEqual(Array.from({ length: 100 }, (_, index) => index));
    } finally {
      await handle.close();
    }
  });

  it("prepares each statement once, and a kept one still sees the table as it is now", async () => {
    const database = new SQLite(":memory:");
    let compiled = 0;
    const counting = {
      close: () => database.close(),
      prepare: (text: string) => {
        compiled++;
        return database.prepare(text);
      },
    };
    const cached = withStatementCache(counting, 2);
    try {
      cached.prepare("create table t (n integer)").run([]);
      const insert = "insert into t (n) values (?)";
      for (let n = 0; n < 5; n++) cached.prepare(insert).run([n]);
      expect(cached.prepare("select * from t order by n").all([])).toHaveLength(5);
      expect(compiled).toBe(3);
      // A column added after the select was kept: SQLite recompiles it, the rows carry the column.
      database.exec("alter table t add column note text default 'x'");
      expect(cached.prepare("select * from t order by n").all([])[0]).toEqual({ n: 0, note: "x" });
      // Two kept at most: the least recently used (the insert) is prepared again.
      cached.prepare("select count(*) as c from t").all([]);
      cached.prepare(insert).run([5]);
      expect(compiled).toBe(5);
    } finally {
      cached.close();
    }
  });

  it("runs the same query with new parameters through Kysely", async () => {
    const handle = openDatabase({ sqliteFile: ":memory:" });
    try {
      await sql`create table t (n integer)`.execute(handle.db);
      for (let n = 0; n < 3; n++) await sql`insert into t (n) values (${n})`.execute(handle.db);
      const found = await Promise.all(
        [0, 1, 2, 7].map(
          async (n) =>
            (await sql<{ n: number }>`select n from t where n = ${n}`.execute(handle.db)).rows,
        ),
      );
      expect(found).toEqual([[{ n: 0 }], [{ n: 1 }], [{ n: 2 }], []]);
    } finally {
      await handle.close();
    }
  });
});
