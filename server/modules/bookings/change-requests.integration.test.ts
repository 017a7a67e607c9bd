import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sql, type Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { usePrivateAppDatabase } from "../../../tests/support/app-database";
import { bookingInput } from "../../../tests/support/booking-input";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import { createTestDatabase, testDialects } from "../../../tests/support/databases";
import type { Database } from "../../platform/db/schema";

const dataDir = usePrivateAppDatabase("traveller-requests");
process.env.OPERATOR_EMAIL = "operator@example.com";
process.env.SITE_URL = "https://kilele.example";

const { getDb } = await import("../../platform/db");
const { insertBooking } = await import("./store");
const { migrateToLatest } = await import("../../platform/db/migrations");
const { transitionBooking } = await import("./workflow");
const { createTravellerRequest, operatorNotesFor, submitTravellerRequest, travellerRequestsFor } =
  await import("./change-requests");

const now = new Date("2030-01-15T09:30:00.000Z");

/** A signed-in traveller with an account row (bookings.user_id references it): verified, named. */
async function traveller(label: string, db: Kysely<Database> = getDb().db, dialect = "sqlite") {
  const requester = {
    userId: `user-${label}-${crypto.randomUUID()}`,
    email: `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`,
    emailVerified: true,
    name: `Traveller ${label}`,
  };
  const createdAt = dialect === "sqlite" ? now.toISOString() : now;
  await db
    .insertInto("user")
    .values({
      id: requester.userId,
      name: requester.name,
      email: requester.email,
      emailVerified: dialect === "sqlite" ? 1 : true,
      image: null,
      createdAt,
      updatedAt: createdAt,
    })
    .execute();
  return requester;
}

/** The .eml files written for `address` (SMTP_URL is unset in tests), decoded enough to read. */
function mailsTo(address: string): string[] {
  let names: string[];
  try {
    names = readdirSync(join(dataDir, "outbox"));
  } catch {
    return [];
  }
  return names
    .filter((name) => name.includes(address.replace(/[^a-zA-Z0-9@._-]/g, "_")))
    .sort()
    .map((name) =>
      readFileSync(join(dataDir, "outbox", name), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
}

async function storedRequests(bookingId: string) {
  return getDb()
    .db.selectFrom("inquiries")
    .selectAll()
    .where("booking_id", "=", bookingId)
    .execute();
}

describe("a traveller's request from the dashboard", () => {
  it("is stored as an inquiry about the booking and mailed to the operator with the traveller as Reply-To", async () => {
    const me = await traveller("change");
    const booking = await insertBooking(
      getDb().db,
      bookingInput({ clientEmail: me.email, userId: me.userId, clientPhone: "+254712000111" }),
    );
    const outcome = await submitTravellerRequest(
      getDb().db,
      {
        intent: "request",
        kind: "change-request",
        bookingId: booking.id,
        message: "Could we move to 14 March? <b>Three</b> of us now.",
      },
      me,
      now,
    );
    expect(outcome.refusalKind).toBeNull();
    expect(outcome.notice.title).toBe("Request sent");

    const [stored] = await storedRequests(booking.id);
    expect(stored?.kind).toBe("change-request");
    expect(stored?.email).toBe(me.email);
    expect(stored?.handled_at).toBeNull();
    expect(JSON.parse(stored?.payload ?? "{}")).toMatchObject({
      bookingReference: booking.id.slice(0, 8).toUpperCase(),
      trip: "Point Lenana Summit",
      message: "Could we move to 14 March? <b>Three</b> of us now.",
    });

    const operatorMail = mailsTo("operator@example.com").find((mail) =>
      mail.includes(booking.id.slice(0, 8).toUpperCase()),
    );
    expect(operatorMail).toBeDefined();
    expect(operatorMail).toMatch(new RegExp(`^Reply-To: ${me.email}$`, "m"));
    expect(operatorMail).toMatch(/^Subject: New booking change request: Point Lenana Summit/m);
    expect(operatorMail).toContain(`https://kilele.example/admin/bookings/${booking.id}`);
    // The traveller's text reaches the operator escaped in the HTML part.
    expect(operatorMail).toContain("&lt;b&gt;Three&lt;/b&gt;");
    // The acknowledgement is on the dashboard: no mail carries the request to the traveller.
    expect(mailsTo(me.email)).toEqual([]);
  });

  it("tells the operator what the booking owes, in shillings for a party of citizens (decision 0038)", async () => {
    const me = await traveller("citizens");
    const booking = await insertBooking(
      getDb().db,
      bookingInput({ clientEmail: me.email, userId: me.userId, totalPrice: 0 }),
    );
    await getDb()
      .db.insertInto("booking_price_lines")
      .values({
        booking_id: booking.id,
        position: 0,
        kind: "trip",
        label: "Trip price, Kenyan citizen",
        category: "kenyan-citizen",
        people: 2,
        units_per_person: 1,
        unit_minor: 3_120_000,
        amount_minor: 6_240_000,
        currency: "KES",
        park: null,
        fee_id: null,
      })
      .execute();
    const outcome = await submitTravellerRequest(
      getDb().db,
      { intent: "request", kind: "change-request", bookingId: booking.id, message: "A day later?" },
      me,
      now,
    );
    expect(outcome.refusalKind).toBeNull();
    const operatorMail = mailsTo("operator@example.com").find((mail) =>
      mail.includes(booking.id.slice(0, 8).toUpperCase()),
    );
    // Not "$0", the dollar column of a party that pays in shillings.
    expect(operatorMail).toContain("Booking total: KES 62,400");
  });

  it("tells the operator that a cancellation request has not cancelled anything", async () => {
    const me = await traveller("cancel");
    const booking = await insertBooking(
      getDb().db,
      bookingInput({ clientEmail: me.email, userId: me.userId, status: "confirmed" }),
    );
    const outcome = await submitTravellerRequest(
      getDb().db,
      { kind: "cancellation-request", bookingId: booking.id },
      me,
      now,
    );
    expect(outcome.refusalKind).toBeNull();
    expect(outcome.notice.description).toMatch(/stays as it is/);
    const row = await getDb()
      .db.selectFrom("bookings")
      .select("booking_status")
      .where("id", "=", booking.id)
      .executeTakeFirstOrThrow();
    expect(row.booking_status).toBe("confirmed");
    const mail = mailsTo("operator@example.com").find((text) =>
      text.includes(booking.id.slice(0, 8).toUpperCase()),
    );
    expect(mail).toMatch(/Subject: New booking cancellation request/);
    expect(mail).toContain("The booking is not cancelled yet");
  });

  it("refuses someone else's booking as if it did not exist, and stores nothing", async () => {
    const owner = await traveller("owner");
    const other = await traveller("other");
    const booking = await insertBooking(
      getDb().db,
      bookingInput({ clientEmail: owner.email, userId: owner.userId }),
    );
    const outcome = await submitTravellerRequest(
      getDb().db,
      { kind: "change-request", bookingId: booking.id, message: "Mine now" },
      other,
      now,
    );
    expect(outcome.refusalKind).toBe("not-found");
    expect(outcome.notice.description).toMatch(/could not find this booking/);
    expect(outcome.message).toBe("Mine now");
    expect(await storedRequests(booking.id)).toEqual([]);
  });

  it("accepts a guest booking made with the traveller's verified address", async () => {
    const me = await traveller("guest");
    const booking = await insertBooking(
      getDb().db,
      bookingInput({ clientEmail: me.email.toUpperCase() }),
    );
    const outcome = await submitTravellerRequest(
      getDb().db,
      { kind: "change-request", bookingId: booking.id, message: "Vegetarian meals please" },
      me,
      now,
    );
    expect(outcome.refusalKind).toBeNull();
    // An unverified account does not own the address's guest bookings.
    const unverified = await submitTravellerRequest(
      getDb().db,
      { kind: "change-request", bookingId: booking.id, message: "Let me in" },
      { ...me, userId: `${me.userId}-2`, emailVerified: false },
      now,
    );
    expect(unverified.refusalKind).toBe("not-found");
  });

  it("refuses a cancelled, completed or past trip, and an empty change request, with a sentence", async () => {
    const me = await traveller("closed");
    const cancelled = await insertBooking(
      getDb().db,
      bookingInput({ clientEmail: me.email, userId: me.userId, status: "cancelled" }),
    );
    const past = await insertBooking(
      getDb().db,
      bookingInput({ clientEmail: me.email, userId: me.userId, bookingDate: "2030-01-14" }),
    );
    const ask = (bookingId: string, message = "Please change it") =>
      submitTravellerRequest(getDb().db, { kind: "change-request", bookingId, message }, me, now);
    expect((await ask(cancelled.id)).refusalKind).toBe("conflict");
    expect((await ask(cancelled.id)).notice.description).toMatch(/cancelled/);
    expect((await ask(past.id)).notice.description).toMatch(/date has passed/);
    const empty = await ask(past.id, "   ");
    expect(empty.refusalKind).toBe("invalid");
    expect(empty.notice.description).toBe("Please tell us what you would like to change.");
    expect([...(await storedRequests(cancelled.id)), ...(await storedRequests(past.id))]).toEqual(
      [],
    );
  });

  it("allows five requests an hour per account; refused ones do not count", async () => {
    const me = await traveller("busy");
    const booking = await insertBooking(
      getDb().db,
      bookingInput({ clientEmail: me.email, userId: me.userId }),
    );
    const ask = (bookingId: string) =>
      submitTravellerRequest(
        getDb().db,
        { kind: "change-request", bookingId, message: "One more thing" },
        me,
        now,
      );
    expect((await ask("not-a-booking")).refusalKind).toBe("not-found");
    for (let n = 0; n < 5; n++) expect((await ask(booking.id)).refusalKind).toBeNull();
    const sixth = await ask(booking.id);
    expect(sixth.refusalKind).toBe("limited");
    expect(sixth.notice.description).toMatch(/Please wait \d+ minutes?/);
    expect(sixth.retryAfterSeconds).toBeGreaterThan(0);
    expect(await storedRequests(booking.id)).toHaveLength(5);
    // Another account is not held back by this one.
    const neighbour = await traveller("neighbour");
    const theirs = await insertBooking(
      getDb().db,
      bookingInput({ clientEmail: neighbour.email, userId: neighbour.userId }),
    );
    expect(
      (
        await submitTravellerRequest(
          getDb().db,
          { kind: "change-request", bookingId: theirs.id, message: "Hello" },
          neighbour,
          now,
        )
      ).refusalKind,
    ).toBeNull();
  });
});

describeOnEachDatabase("requests and operator notes read back for the dashboard on %s", (t) => {
  it("lists each booking's requests and the operator's notes to the traveller", async () => {
    const me = await traveller("reader", t.db, t.dialect);
    const booking = await insertBooking(
      t.db,
      bookingInput({ clientEmail: me.email, userId: me.userId }),
    );
    const other = await insertBooking(t.db, bookingInput({ clientEmail: "someone@example.com" }));
    const made = await createTravellerRequest(t.db, {
      requester: me,
      request: { kind: "change-request", bookingId: booking.id, message: "Later date" },
      today: "2030-01-15",
      now,
    });
    expect(made.ok).toBe(true);
    await createTravellerRequest(t.db, {
      requester: me,
      request: { kind: "cancellation-request", bookingId: booking.id, message: "" },
      today: "2030-01-15",
      now: new Date("2030-01-16T10:00:00.000Z"),
    });
    expect(await travellerRequestsFor(t.db, [booking.id, other.id])).toEqual([
      { booking_id: booking.id, kind: "change-request", created_at: "2030-01-15T09:30:00.000Z" },
      {
        booking_id: booking.id,
        kind: "cancellation-request",
        created_at: "2030-01-16T10:00:00.000Z",
      },
    ]);
    expect(await travellerRequestsFor(t.db, [])).toEqual([]);

    const admin = { id: "admin-1", email: "boss@example.com" };
    await transitionBooking(t.db, {
      bookingId: booking.id,
      to: "confirmed",
      note: "Your guide Kamau meets you at Naro Moru gate.",
      actor: admin,
      now: new Date("2030-01-17T08:00:00.000Z"),
    });
    await transitionBooking(t.db, {
      bookingId: other.id,
      to: "cancelled",
      note: null,
      actor: admin,
    });
    expect(await operatorNotesFor(t.db, [booking.id, other.id])).toEqual([
      {
        booking_id: booking.id,
        text: "Your guide Kamau meets you at Naro Moru gate.",
        created_at: "2030-01-17T08:00:00.000Z",
      },
    ]);
  });
});

describe.each(testDialects)("the traveller requests migration on %s", (kind) => {
  it("keeps every inquiry stored before it and takes the two new kinds with their booking", async () => {
    const t = await createTestDatabase(kind, "0009_booking_reasons_and_reply_to");
    try {
      const id = crypto.randomUUID();
      await sql`insert into inquiries (id, kind, payload, email, created_at, handled_at)
        values (${id}, ${"school-quote"}, ${'{"schoolName":"Alliance High"}'}, ${"a@example.com"}, ${"2030-01-01T00:00:00.000Z"}, ${"2030-01-02T00:00:00.000Z"})`.execute(
        t.db,
      );
      expect((await migrateToLatest(t.db, t.dialect)).applied).toContain("0010_traveller_requests");
      expect(await t.db.selectFrom("inquiries").selectAll().where("id", "=", id).execute()).toEqual(
        [
          {
            id,
            kind: "school-quote",
            payload: '{"schoolName":"Alliance High"}',
            email: "a@example.com",
            created_at: "2030-01-01T00:00:00.000Z",
            handled_at: "2030-01-02T00:00:00.000Z",
            booking_id: null,
          },
        ],
      );
      const booking = await insertBooking(t.db, bookingInput());
      const request = {
        id: crypto.randomUUID(),
        kind: "cancellation-request" as const,
        payload: "{}",
        email: "b@example.com",
        created_at: "2030-01-03T00:00:00.000Z",
        handled_at: null,
        booking_id: booking.id,
      };
      await t.db.insertInto("inquiries").values(request).execute();
      await expect(
        t.db
          .insertInto("inquiries")
          .values({ ...request, id: crypto.randomUUID(), kind: "refund" as never })
          .execute(),
      ).rejects.toThrow(/check/i);
      // The inbox's and the dashboard's lookups keep their indexes.
      const indexes =
        kind === "sqlite"
          ? await sql<{
              name: string;
            }>`select name from sqlite_master where type = 'index' and tbl_name = 'inquiries'`.execute(
              t.db,
            )
          : await sql<{
              name: string;
            }>`select indexname as name from pg_indexes where tablename = 'inquiries' and schemaname = current_schema()`.execute(
              t.db,
            );
      expect(indexes.rows.map((row) => row.name)).toEqual(
        expect.arrayContaining([
          "inquiries_created_at_idx",
          "inquiries_kind_created_at_idx",
          "inquiries_booking_id_created_at_idx",
        ]),
      );
    } finally {
      await t.drop();
    }
  });
});
