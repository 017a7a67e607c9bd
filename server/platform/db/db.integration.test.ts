import { describe, expect, it } from "vitest";
import {
  findBookingByIdempotencyKey,
  insertBooking,
  listBookingsForViewer,
} from "../../modules/bookings/store";
import { ping } from "./connection";
import { migrateToLatest } from "./migrations";
import { UnknownUserError, grantRole, hasRole, revokeRole } from "../../modules/accounts/roles";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import type { TestDatabase } from "../../../tests/support/databases";
import { bookingInput } from "../../../tests/support/booking-input";

const bookingFor = bookingInput;

async function addUser(t: TestDatabase, id: string, email: string, verified = false) {
  const now = new Date();
  const createdAt = t.dialect === "sqlite" ? now.toISOString() : now;
  await t.db
    .insertInto("user")
    .values({
      id,
      name: id,
      email,
      emailVerified: t.dialect === "sqlite" ? Number(verified) : verified,
      image: null,
      createdAt,
      updatedAt: createdAt,
    })
    .execute();
}

describeOnEachDatabase("database on %s", (t) => {
  it("is migrated, answers select 1, and a second migration run changes nothing", async () => {
    expect(await ping(t.db)).toBe(true);
    expect((await migrateToLatest(t.db, t.dialect)).applied).toEqual([]);
    const tables = (await t.db.introspection.getTables()).map((table) => table.name);
    expect(tables).toEqual(
      expect.arrayContaining([
        "bookings",
        "inquiries",
        "user_roles",
        "pricing_rules",
        "user",
        "session",
        "account",
        "verification",
      ]),
    );
  });

  it("shows a customer the bookings with their user id, and email matches only once verified", async () => {
    await addUser(t, "alice", "alice@example.com");
    await addUser(t, "mallory", "mallory@example.com", true);
    const older = await insertBooking(
      t.db,
      bookingFor({ userId: "alice", clientEmail: "other@example.com" }),
      new Date("2029-01-01T00:00:00Z"),
    );
    const byEmail = await insertBooking(
      t.db,
      bookingFor({ clientEmail: "Alice@Example.com" }),
      new Date("2029-02-01T00:00:00Z"),
    );
    await insertBooking(t.db, bookingFor({ clientEmail: "bob@example.com" }));

    const unverified = await listBookingsForViewer(t.db, {
      userId: "alice",
      email: "alice@example.com",
      emailVerified: false,
    });
    expect(unverified.map((b) => b.id)).toEqual([older.id]);

    const verified = await listBookingsForViewer(t.db, {
      userId: "alice",
      email: "ALICE@example.com",
      emailVerified: true,
    });
    expect(verified.map((b) => b.id)).toEqual([byEmail.id, older.id]); // newest first
    expect(verified[0]?.client_email).toBe("alice@example.com");

    const stranger = await listBookingsForViewer(t.db, {
      userId: "mallory",
      email: "mallory@example.com",
      emailVerified: true,
    });
    expect(stranger).toEqual([]);
  });

  it("keeps idempotency keys unique but allows many bookings without one", async () => {
    await insertBooking(t.db, bookingFor({ idempotencyKey: "key-1" }));
    await expect(insertBooking(t.db, bookingFor({ idempotencyKey: "key-1" }))).rejects.toThrow();
    await insertBooking(t.db, bookingFor());
    await insertBooking(t.db, bookingFor());
    expect((await findBookingByIdempotencyKey(t.db, "key-1"))?.idempotency_key).toBe("key-1");
  });

  it("refuses an unknown booking status and a non-positive participant count", async () => {
    await expect(insertBooking(t.db, bookingFor({ status: "lost" as never }))).rejects.toThrow();
    await expect(insertBooking(t.db, bookingFor({ numberOfParticipants: 0 }))).rejects.toThrow();
  });

  it("grants and revokes the admin role by email", async () => {
    await addUser(t, "admin-user", "boss@example.com", true);
    expect(await hasRole(t.db, "admin-user", "admin")).toBe(false);
    expect(await grantRole(t.db, "Boss@Example.com", "admin")).toBe(true);
    expect(await grantRole(t.db, "boss@example.com", "admin")).toBe(false);
    expect(await hasRole(t.db, "admin-user", "admin")).toBe(true);
    expect(await revokeRole(t.db, "boss@example.com", "admin")).toBe(true);
    expect(await revokeRole(t.db, "boss@example.com", "admin")).toBe(false);
    expect(await hasRole(t.db, "admin-user", "admin")).toBe(false);
    await expect(grantRole(t.db, "nobody@example.com", "admin")).rejects.toBeInstanceOf(
      UnknownUserError,
    );
  });

  it("stores inquiries with a known kind only", async () => {
    const row = {
      id: crypto.randomUUID(),
      kind: "contact" as const,
      payload: JSON.stringify({ message: "hi" }),
      email: "a@example.com",
      created_at: new Date().toISOString(),
      handled_at: null,
    };
    await t.db.insertInto("inquiries").values(row).execute();
    await expect(
      t.db
        .insertInto("inquiries")
        .values({ ...row, id: crypto.randomUUID(), kind: "spam" as never })
        .execute(),
    ).rejects.toThrow();
  });
});

describe("database failures", () => {
  it("reports an unreachable PostgreSQL in one readable line", async () => {
    const { openDatabase, describeDbError } = await import("./connection");
    const handle = openDatabase({ databaseUrl: "postgres://postgres@127.0.0.1:1/none" });
    expect(await ping(handle.db)).toBe(false);
    const error = await migrateToLatest(handle.db, handle.dialect).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(describeDbError(error)).toMatch(/ECONNREFUSED/);
    await handle.close();
  });
});
