import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultBookingFilters } from "../../domain/admin/booking-filters";
import { insertBooking, type BookingInput } from "../db/bookings";
import { migrateToLatest } from "../db/migrations";
import { createTestDatabase, testDialects, type TestDatabase } from "../db/test-databases";
import {
  adminOverview,
  allAdminBookings,
  bookedTrips,
  bookingHistory,
  findBooking,
  listAdminBookings,
  transitionBooking,
} from "./admin-bookings";

function booking(overrides: Partial<BookingInput>): BookingInput {
  return {
    adventureType: "Point Lenana Summit",
    bookingDate: "2030-03-01",
    numberOfParticipants: 2,
    totalPrice: 1700,
    clientEmail: "someone@example.com",
    clientName: "Someone",
    tripSlug: "point-lenana",
    ...overrides,
  };
}
const actor = { id: "admin-1", email: "admin@example.com" };

describe.each(testDialects)("admin bookings on %s", (kind) => {
  let t: TestDatabase;
  let ids: string[] = [];
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    const rows = [
      booking({
        clientName: "Wanjiru Kamau",
        clientEmail: "wanjiru@example.com",
        bookingDate: "2030-02-10",
      }),
      booking({
        clientName: "John 100% Smith",
        clientEmail: "john@example.com",
        adventureType: "Hell's Gate - Standard",
        tripSlug: "hells-gate",
        bookingDate: "2030-02-20",
        totalPrice: 240,
      }),
      booking({
        clientName: "Amina Otieno",
        clientEmail: "amina@example.com",
        bookingDate: "2030-03-05",
        status: "confirmed",
        totalPrice: 900,
      }),
      booking({
        clientName: "Old Cancelled",
        bookingDate: "2030-02-15",
        status: "cancelled",
        totalPrice: 5000,
      }),
    ];
    ids = [];
    for (const [index, input] of rows.entries())
      ids.push((await insertBooking(t.db, input, new Date(Date.UTC(2030, 0, 1 + index)))).id);
  });
  afterAll(async () => {
    await t?.drop();
  });

  it("searches name, email and trip case-insensitively, with % taken literally", async () => {
    expect(
      (await listAdminBookings(t.db, { ...defaultBookingFilters, q: "WANJIRU" })).rows.map(
        (r) => r.client_name,
      ),
    ).toEqual(["Wanjiru Kamau"]);
    expect((await listAdminBookings(t.db, { ...defaultBookingFilters, q: "hell's" })).total).toBe(
      1,
    );
    expect((await listAdminBookings(t.db, { ...defaultBookingFilters, q: "100%" })).total).toBe(1);
    expect((await listAdminBookings(t.db, { ...defaultBookingFilters, q: "1%S" })).total).toBe(0);
  });

  it("search answers exactly what a substring match would, for any text (index and fallback alike)", async () => {
    const all = await t.db.selectFrom("bookings").selectAll().execute();
    const expected = (text: string) =>
      all.filter((row) => `${row.client_name} ${row.client_email} ${row.adventure_type}`.toLowerCase().includes(text.toLowerCase())).length;
    const texts = ["wan", "Wa", "j", "amina@ex", "GATE - st", "100% S", "_", "%", '"', 'he said "hi"', "AND", "OR NOT", "*", "wan*", "NEAR(a b)", "^Poi", "'; drop table bookings; --", "Ω≈ç", "a\u0000b", "🏔️ summit", "x".repeat(300)];
    for (const text of texts) {
      expect((await listAdminBookings(t.db, { ...defaultBookingFilters, q: text })).total, `search ${JSON.stringify(text)}`).toBe(expected(text));
    }
  });

  it("search follows a changed name and forgets a deleted booking", async () => {
    const extra = await insertBooking(t.db, booking({ clientName: "Nyokabi Wairimu", clientEmail: "nyokabi@example.com" }), new Date(Date.UTC(2030, 0, 20)));
    const search = async (q: string) => (await listAdminBookings(t.db, { ...defaultBookingFilters, q })).rows.map((row) => row.id);
    expect(await search("nyokabi")).toEqual([extra.id]);
    await t.db.updateTable("bookings").set({ client_name: "Nyokabi Githinji" }).where("id", "=", extra.id).execute();
    expect(await search("githinji")).toEqual([extra.id]);
    expect(await search("wairimu")).toEqual([]);
    await t.db.deleteFrom("bookings").where("id", "=", extra.id).execute();
    expect(await search("nyokabi")).toEqual([]);
  });

  it("filters by status, trip and travel dates, sorts and pages", async () => {
    expect(
      (await listAdminBookings(t.db, { ...defaultBookingFilters, status: "confirmed" })).rows.map(
        (r) => r.client_name,
      ),
    ).toEqual(["Amina Otieno"]);
    expect(
      (await listAdminBookings(t.db, { ...defaultBookingFilters, trip: "hells-gate" })).total,
    ).toBe(1);
    const feb = await listAdminBookings(t.db, {
      ...defaultBookingFilters,
      from: "2030-02-01",
      to: "2030-02-28",
      sort: "travel",
      dir: "asc",
    });
    expect(feb.rows.map((r) => r.booking_date)).toEqual(["2030-02-10", "2030-02-15", "2030-02-20"]);
    const page2 = await listAdminBookings(
      t.db,
      { ...defaultBookingFilters, sort: "total", dir: "desc", page: 2 },
      3,
    );
    expect(page2).toMatchObject({ total: 4, pageCount: 2 });
    expect(page2.rows.map((r) => r.total_price)).toEqual([240]);
    const all: string[] = [];
    for await (const batch of allAdminBookings(
      t.db,
      { ...defaultBookingFilters, sort: "name", dir: "asc" },
      2,
    ))
      all.push(...batch.map((r) => r.client_name));
    expect(all).toEqual(["Amina Otieno", "John 100% Smith", "Old Cancelled", "Wanjiru Kamau"]);
    expect((await bookedTrips(t.db)).map((trip) => trip.slug)).toEqual([
      "hells-gate",
      "point-lenana",
    ]);
  });

  it("confirms a pending booking, records who/when/note, and refuses illegal moves", async () => {
    const id = ids[0] ?? "";
    const now = new Date("2030-01-05T10:00:00Z");
    const done = await transitionBooking(t.db, {
      bookingId: id,
      to: "confirmed",
      note: " See you at Naro Moru ",
      actor,
      now,
    });
    expect(done).toMatchObject({
      ok: true,
      booking: { booking_status: "confirmed" },
      event: {
        from_status: "pending",
        to_status: "confirmed",
        note: "See you at Naro Moru",
        actor_email: "admin@example.com",
      },
    });
    expect((await findBooking(t.db, id))?.booking_status).toBe("confirmed");
    expect(
      await transitionBooking(t.db, { bookingId: id, to: "pending", note: null, actor }),
    ).toEqual({
      ok: false,
      status: 409,
      error:
        "A confirmed booking cannot be marked pending. A confirmed booking can only be completed or cancelled.",
    });
    expect(
      await transitionBooking(t.db, { bookingId: "missing", to: "confirmed", note: null, actor }),
    ).toMatchObject({ ok: false, status: 404 });
    await transitionBooking(t.db, {
      bookingId: id,
      to: "completed",
      note: null,
      actor,
      now: new Date("2030-03-01T10:00:00Z"),
    });
    const history = await bookingHistory(t.db, id);
    expect(history.map((e) => `${e.from_status}->${e.to_status}`)).toEqual([
      "pending->confirmed",
      "confirmed->completed",
    ]);
  });

  it("summarises the overview", async () => {
    await t.db
      .insertInto("inquiries")
      .values({
        id: "i1",
        kind: "contact",
        payload: "{}",
        email: "a@example.com",
        created_at: "2030-01-01T00:00:00Z",
        handled_at: null,
      })
      .execute();
    const overview = await adminOverview(t.db, new Date("2030-01-20T00:00:00Z"));
    expect(overview.pendingCount).toBe(1);
    expect(overview.oldestPendingAt).toBe("2030-01-02T00:00:00.000Z");
    expect(overview.upcomingCount).toBe(1);
    expect(overview.unhandledInquiries).toBe(1);
    expect(overview.months).toEqual([
      { month: "2030-02", bookings: 2, revenue: 1940 },
      { month: "2030-03", bookings: 1, revenue: 900 },
    ]);
  });
});

describe.each(testDialects)("admin pricing on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.drop();
  });

  it("saves factors with an audit trail and reports demand for the next 90 days", async () => {
    const { defaultPricingFactors } = await import("../../domain/pricing/dynamic-pricing");
    const { demandNext90Days, pricingAuditTrail, savePricingFactors } =
      await import("./admin-pricing");
    const { loadPricingFactors } = await import("./pricing");
    await savePricingFactors(t.db, defaultPricingFactors, actor, new Date("2030-01-01T00:00:00Z"));
    const changed = { ...defaultPricingFactors, peakSeasonAdjustment: 0.2 };
    await savePricingFactors(t.db, changed, actor, new Date("2030-01-02T00:00:00Z"));
    expect(await loadPricingFactors(t.db)).toEqual(changed);
    const trail = await pricingAuditTrail(t.db);
    expect(trail).toHaveLength(2);
    expect(trail[0]).toMatchObject({
      actor_email: "admin@example.com",
      action: "pricing-factors.update",
    });
    expect(JSON.parse(trail[0]?.before_value ?? "{}")).toMatchObject({ peakSeasonAdjustment: 0.1 });

    await insertBooking(t.db, booking({ bookingDate: "2030-02-01", numberOfParticipants: 3 }));
    await insertBooking(
      t.db,
      booking({ bookingDate: "2030-02-03", numberOfParticipants: 2, status: "confirmed" }),
    );
    await insertBooking(
      t.db,
      booking({ bookingDate: "2030-02-03", numberOfParticipants: 5, status: "cancelled" }),
    );
    await insertBooking(t.db, booking({ bookingDate: "2030-09-01", numberOfParticipants: 4 }));
    await insertBooking(
      t.db,
      booking({
        tripSlug: "hells-gate",
        adventureType: "Hell's Gate",
        bookingDate: "2030-01-20",
        numberOfParticipants: 1,
      }),
    );
    expect(await demandNext90Days(t.db, new Date("2030-01-10T00:00:00Z"))).toEqual([
      { tripSlug: "point-lenana", title: "Point Lenana Summit", bookings: 2, participants: 5 },
      { tripSlug: "hells-gate", title: "Hell's Gate", bookings: 1, participants: 1 },
    ]);
  });
});

describe.each(testDialects)("the search index migration on %s", (kind) => {
  it("fills the index from bookings stored before it", async () => {
    const t = await createTestDatabase(kind, "0003_admin_history");
    try {
      const before = await insertBooking(t.db, booking({ clientName: "Before Index", clientEmail: "chebet@example.com" }));
      expect((await migrateToLatest(t.db, t.dialect)).applied).toContain("0004_booking_search");
      expect((await listAdminBookings(t.db, { ...defaultBookingFilters, q: "chebet@" })).rows.map((row) => row.id)).toEqual([before.id]);
    } finally {
      await t.drop();
    }
  });
});
