import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { defaultBookingFilters } from "../../../domain/admin/booking-filters";
import { insertBooking } from "./store";
import { migrateToLatest } from "../../platform/db/migrations";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import { createTestDatabase, testDialects } from "../../../tests/support/databases";
import { indexedSearchText } from "../../platform/db/migrations/0007-search-phone-numbers";
import { adminOverview } from "./overview";
import { allAdminBookings, bookedTrips, bookingSearchText, listAdminBookings } from "./search";
import { bookingHistory, findBooking, transitionBooking } from "./workflow";
import { bookingInput } from "../../../tests/support/booking-input";

const booking = bookingInput;
const actor = { id: "admin-1", email: "admin@example.com" };

describeOnEachDatabase("admin bookings on %s", (t) => {
  let ids: string[] = [];
  beforeAll(async () => {
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
      all.filter((row) =>
        `${row.client_name} ${row.client_email} ${row.adventure_type}`
          .toLowerCase()
          .includes(text.toLowerCase()),
      ).length;
    const texts = [
      "wan",
      "Wa",
      "j",
      "amina@ex",
      "GATE - st",
      "100% S",
      "_",
      "%",
      '"',
      'he said "hi"',
      "AND",
      "OR NOT",
      "*",
      "wan*",
      "NEAR(a b)",
      "^Poi",
      "'; drop table bookings; --",
      "Ω≈ç",
      "a\u0000b",
      "🏔️ summit",
      "x".repeat(300),
    ];
    for (const text of texts) {
      expect(
        (await listAdminBookings(t.db, { ...defaultBookingFilters, q: text })).total,
        `search ${JSON.stringify(text)}`,
      ).toBe(expected(text));
    }
  });

  it("search follows a changed name and forgets a deleted booking", async () => {
    const extra = await insertBooking(
      t.db,
      booking({ clientName: "Nyokabi Wairimu", clientEmail: "nyokabi@example.com" }),
      new Date(Date.UTC(2030, 0, 20)),
    );
    const search = async (q: string) =>
      (await listAdminBookings(t.db, { ...defaultBookingFilters, q })).rows.map((row) => row.id);
    expect(await search("nyokabi")).toEqual([extra.id]);
    await t.db
      .updateTable("bookings")
      .set({ client_name: "Nyokabi Githinji" })
      .where("id", "=", extra.id)
      .execute();
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
      kind: "conflict",
      message:
        "A confirmed booking cannot be marked pending. A confirmed booking can only be completed or cancelled.",
    });
    expect(
      await transitionBooking(t.db, { bookingId: "missing", to: "confirmed", note: null, actor }),
    ).toMatchObject({ ok: false, kind: "not-found" });
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

  it("confirms at a final total: stored on the booking, both totals and the reason in its history; a trip is completed only after its date", async () => {
    const { id } = await insertBooking(
      t.db,
      booking({ clientName: "Reprice Me", bookingDate: "2030-04-01", totalPrice: 1870 }),
      new Date(Date.UTC(2030, 0, 9)),
    );
    const confirmed = await transitionBooking(t.db, {
      bookingId: id,
      to: "confirmed",
      note: null,
      reason: " Park fees fell ",
      finalTotal: 1700,
      actor,
      now: new Date("2030-01-10T10:00:00Z"),
    });
    expect(confirmed).toMatchObject({
      ok: true,
      booking: { booking_status: "confirmed", total_price: 1700 },
      event: { reason: "Park fees fell", price_before_minor: 187_000, price_after_minor: 170_000 },
    });
    expect((await findBooking(t.db, id))?.total_price).toBe(1700);
    expect(await bookingHistory(t.db, id)).toMatchObject([
      {
        to_status: "confirmed",
        price_before_minor: 187_000,
        price_after_minor: 170_000,
        price_currency: "USD",
      },
    ]);
    // The trip's own day is too early; the day after is not.
    expect(
      await transitionBooking(t.db, {
        bookingId: id,
        to: "completed",
        note: null,
        actor,
        now: new Date("2030-04-01T20:00:00Z"),
      }),
    ).toEqual({
      ok: false,
      kind: "conflict",
      message: "This trip is on Apr 01, 2030; it can be marked completed from Apr 02, 2030.",
    });
    expect(
      await transitionBooking(t.db, {
        bookingId: id,
        to: "completed",
        note: null,
        actor,
        now: new Date("2030-04-02T06:00:00Z"),
      }),
    ).toMatchObject({ ok: true, event: { price_before_minor: null, reason: null } });
    await t.db.deleteFrom("bookings").where("id", "=", id).execute();
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
      { month: "2030-02", bookings: 2, revenueUsdMinor: 194_000, revenueKesMinor: 0 },
      { month: "2030-03", bookings: 1, revenueUsdMinor: 90_000, revenueKesMinor: 0 },
    ]);
  });
});

describeOnEachDatabase("admin pricing on %s", (t) => {
  it("saves factors with an audit trail and reports demand for the next 90 days", async () => {
    const { defaultPricingFactors } = await import("../../../domain/pricing/dynamic-pricing");
    const { demandNext90Days, pricingAuditTrail, savePricingFactors } =
      await import("../pricing/admin");
    const { loadPricingFactors } = await import("../pricing/pricing");
    await savePricingFactors(t.db, defaultPricingFactors, actor, new Date("2030-01-01T00:00:00Z"));
    const changed = { ...defaultPricingFactors, peakSeasonAdjustment: 0.2 };
    await savePricingFactors(t.db, changed, actor, new Date("2030-01-02T00:00:00Z"));
    expect(await loadPricingFactors(t.db)).toEqual(changed);
    const trail = await pricingAuditTrail(t.db);
    // Saving the defaults that were already in use changed nothing, so only one entry.
    expect(trail).toHaveLength(1);
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

it("searches the very expression the newest search migration (0007) indexed (else PostgreSQL scans every booking)", () => {
  expect(bookingSearchText).toBe(indexedSearchText);
});

describe.each(testDialects)("the search index migration on %s", (kind) => {
  it("fills the index from bookings stored before it, and keeps it up after", async () => {
    const t = await createTestDatabase(kind, "0003_admin_history");
    try {
      const first = await insertBooking(
        t.db,
        booking({ clientName: "Before Index", clientEmail: "chebet@example.com" }),
      );
      const second = await insertBooking(
        t.db,
        booking({ clientName: "Also Earlier", adventureType: "Samburu Safari" }),
      );
      expect((await migrateToLatest(t.db, t.dialect)).applied).toContain("0004_booking_search");
      const search = async (q: string) =>
        (await listAdminBookings(t.db, { ...defaultBookingFilters, q })).rows.map((row) => row.id);
      expect(await search("chebet@")).toEqual([first.id]);
      expect(await search("FORE IND")).toEqual([first.id]);
      expect(await search("samburu")).toEqual([second.id]);
      if (kind === "sqlite") {
        const { rows } = await sql<{
          count: number;
        }>`select count(*) as count from bookings_search`.execute(t.db);
        expect(rows[0]?.count).toBe(2);
      } else {
        const { rows } = await sql<{
          indexname: string;
        }>`select indexname from pg_indexes where tablename = 'bookings' and indexname = 'bookings_search_trgm_idx' and schemaname = current_schema()`.execute(
          t.db,
        );
        expect(rows).toHaveLength(1);
      }
      const later = await insertBooking(t.db, booking({ clientName: "After Index" }));
      expect(await search("after ind")).toEqual([later.id]);
    } finally {
      await t.drop();
    }
  });
});

describeOnEachDatabase("admin search on %s", (t) => {
  // Bookings whose name, email or trip hold the characters a search has to take literally.
  const people: Array<[name: string, email: string]> = [
    ["Wanjiru Kamau", "wanjiru.kamau@example.com"],
    ["Kamau Otieno", "k.otieno@example.org"],
    ["Zoë Ñandú-Müller", "zoe.nandu@example.com"],
    ['Dan O\'Brien "Bobby"', "obrien@example.com"],
    ["50% Off_Tom", "tom_50@example.com"],
    ["Anne AND Bob", "anne.bob@example.com"],
    ["NEAR(x y) Person", "near@example.com"],
    ["Åsa Ölund", "asa@example.se"],
    ["李 小龍", "li@example.cn"],
    ["🏔️ Climber", "climber@example.com"],
    ["Back\\Slash Star*", "star@example.com"],
    ["Caret ^Col:umn", "caret@example.com"],
  ];
  const trips = [
    { tripSlug: "point-lenana", adventureType: "Point Lenana Summit" },
    { tripSlug: "hells-gate", adventureType: "Hell's Gate - Standard" },
    { tripSlug: "maasai-mara", adventureType: "Maasai Mara Safari" },
  ];
  const statuses = ["pending", "confirmed", "cancelled", "completed"] as const;
  let all: Awaited<ReturnType<typeof insertBooking>>[] = [];
  beforeAll(async () => {
    all = [];
    for (let i = 0; i < people.length * 2; i++) {
      const [clientName, clientEmail] = people[i % people.length]!;
      const trip = trips[i % trips.length]!;
      const input = booking({
        ...trip,
        clientName,
        clientEmail,
        status: statuses[i % statuses.length],
        bookingDate: `2030-0${1 + (i % 9)}-${10 + (i % 18)}`,
        totalPrice: 100 * ((i * 7) % 13),
      });
      all.push(await insertBooking(t.db, input, new Date(Date.UTC(2030, 0, 1, i))));
    }
  });

  const texts = [
    "kamau",
    "KAMAU",
    "ka",
    "K",
    "mara",
    "MAASAI MARA",
    "gate - st",
    "lenana summit",
    "example.com",
    "o'brien",
    '"bobby"',
    '"',
    '""',
    "50%",
    "%",
    "_",
    "f_t",
    "0% o",
    "and",
    "AND Bob",
    "near(x",
    "*",
    "star*",
    "^",
    "^col",
    ":um",
    "\\",
    "k\\s",
    "-",
    "Ñ",
    "Ñandú",
    "ü",
    "-Mü",
    "Åsa",
    "李",
    "小龍",
    "李 小龍",
    "🏔",
    "🏔️ Cl",
    "nobody-here",
  ];
  // ASCII letters match in any case; other letters are only asserted in their stored case, as
  // folding them depends on the database (SQLite's LIKE folds ASCII only, PostgreSQL its ctype).
  const matches = (row: (typeof all)[number], text: string) =>
    `${row.client_name} ${row.client_email} ${row.adventure_type}`
      .toLowerCase()
      .includes(text.toLowerCase());
  const newestFirst = (a: (typeof all)[number], b: (typeof all)[number]) =>
    b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);

  it("finds exactly the bookings containing the text, alone and with every other filter", async () => {
    const filterSets = [
      {},
      { status: "confirmed" as const },
      { trip: "maasai-mara" },
      { from: "2030-03-01", to: "2030-06-30" },
      { status: "pending" as const, trip: "point-lenana" },
    ];
    for (const text of texts) {
      for (const extra of filterSets) {
        const filters = { ...defaultBookingFilters, ...extra, q: text };
        const expected = all
          .filter((row) => matches(row, text))
          .filter((row) => !filters.status || row.booking_status === filters.status)
          .filter((row) => !filters.trip || row.trip_slug === filters.trip)
          .filter((row) => !filters.from || row.booking_date >= filters.from)
          .filter((row) => !filters.to || row.booking_date <= filters.to)
          .sort(newestFirst)
          .map((row) => row.id);
        const label = `search ${JSON.stringify(text)} with ${JSON.stringify(extra)}`;
        const page = await listAdminBookings(t.db, filters, 1000);
        expect(page.total, label).toBe(expected.length);
        expect(
          page.rows.map((row) => row.id),
          label,
        ).toEqual(expected);
      }
    }
  });

  it("pages and sorts search results, and the CSV export lists the same bookings", async () => {
    const text = "example.com";
    const expected = all.filter((row) => matches(row, text));
    expect(expected.length).toBeGreaterThan(6);
    const byTotal = [...expected].sort(
      (a, b) => b.total_price - a.total_price || b.id.localeCompare(a.id),
    );
    const page2 = await listAdminBookings(
      t.db,
      { ...defaultBookingFilters, q: text, sort: "total", page: 2 },
      3,
    );
    expect(page2).toMatchObject({
      total: expected.length,
      pageCount: Math.ceil(expected.length / 3),
    });
    expect(page2.rows.map((row) => row.id)).toEqual(byTotal.slice(3, 6).map((row) => row.id));
    const byTravel = await listAdminBookings(
      t.db,
      { ...defaultBookingFilters, q: "KAMAU", sort: "travel", dir: "asc" },
      1000,
    );
    expect(byTravel.rows.map((row) => row.id)).toEqual(
      all
        .filter((row) => matches(row, "kamau"))
        .sort((a, b) => a.booking_date.localeCompare(b.booking_date) || a.id.localeCompare(b.id))
        .map((row) => row.id),
    );
    const exported: string[] = [];
    for await (const batch of allAdminBookings(t.db, { ...defaultBookingFilters, q: text }, 4))
      exported.push(...batch.map((row) => row.id));
    expect(exported).toEqual([...expected].sort(newestFirst).map((row) => row.id));
  });

  it("keeps up with bookings added, renamed and deleted", async () => {
    const search = async (q: string) =>
      (await listAdminBookings(t.db, { ...defaultBookingFilters, q })).rows.map((row) => row.id);
    const added = await insertBooking(
      t.db,
      booking({ clientName: "Chebet Jepkosgei", clientEmail: "cj@example.com" }),
      new Date(Date.UTC(2031, 0, 1)),
    );
    expect(await search("jepkos")).toEqual([added.id]);
    expect(await search("cj@ex")).toEqual([added.id]);
    await t.db
      .updateTable("bookings")
      .set({ client_email: "chebet.new@example.com", adventure_type: "Ol Pejeta Rhinos" })
      .where("id", "=", added.id)
      .execute();
    expect(await search("cj@ex")).toEqual([]);
    expect(await search("chebet.new")).toEqual([added.id]);
    expect(await search("pejeta rhi")).toEqual([added.id]);
    // A change to another column leaves the search text as it was.
    await t.db
      .updateTable("bookings")
      .set({ booking_status: "confirmed" })
      .where("id", "=", added.id)
      .execute();
    expect(await search("jepkos")).toEqual([added.id]);
    await t.db.deleteFrom("bookings").where("id", "=", added.id).execute();
    expect(await search("jepkos")).toEqual([]);
    expect(await search("pejeta")).toEqual([]);
  });
});

describeOnEachDatabase("admin search by what a traveller quotes on %s", (t) => {
  let chebet: Awaited<ReturnType<typeof insertBooking>>;
  let olderRow: Awaited<ReturnType<typeof insertBooking>>;
  beforeAll(async () => {
    chebet = await insertBooking(
      t.db,
      booking({ clientName: "Chebet Rono", clientPhone: "+254712000111" }),
    );
    // Stored before numbers were normalised: as the traveller typed it.
    olderRow = await insertBooking(
      t.db,
      booking({ clientName: "Otieno Odhiambo", clientPhone: "0733 456-789" }),
    );
    await insertBooking(t.db, booking({ clientName: "No Phone" }));
    await insertBooking(
      t.db,
      booking({ clientName: "Someone Abroad", clientPhone: "+44 7700 900123" }),
    );
  });
  const search = async (q: string) =>
    (await listAdminBookings(t.db, { ...defaultBookingFilters, q })).rows.map((row) => row.id);
  const reference = (id: string) => id.slice(0, 8).toUpperCase();

  it("finds a booking by the 8-character reference on its emails, in any case, with or without #", async () => {
    expect(await search(reference(chebet.id))).toEqual([chebet.id]);
    expect(await search(`#${reference(olderRow.id).toLowerCase()}`)).toEqual([olderRow.id]);
    const page = await listAdminBookings(t.db, {
      ...defaultBookingFilters,
      q: reference(chebet.id),
    });
    expect(page.total).toBe(1);
  });

  it("finds a booking by phone number, typed locally or internationally, with or without spaces", async () => {
    expect(await search("0712 000 111")).toEqual([chebet.id]);
    expect(await search("+254 712 000 111")).toEqual([chebet.id]);
    expect(await search("0733456789")).toEqual([olderRow.id]);
    expect(await search("+254 733 456 789")).toEqual([olderRow.id]);
    expect(await search("7700 900123")).toHaveLength(1);
    expect(await search("0799 999 999")).toEqual([]);
  });
});

describe.each(testDialects)("the phone search migration on %s", (kind) => {
  it("indexes the phone numbers of bookings stored before it, and of those stored or changed after", async () => {
    const t = await createTestDatabase(kind, "0006_mail_outbox");
    try {
      const before = await insertBooking(
        t.db,
        booking({ clientName: "Before", clientPhone: "+254 722 111 222" }),
      );
      expect((await migrateToLatest(t.db, t.dialect, "0007_search_phone_numbers")).applied).toEqual(
        ["0007_search_phone_numbers"],
      );
      const after = await insertBooking(
        t.db,
        booking({ clientName: "After", clientPhone: "+254733000444" }),
      );
      // The list reads columns of later migrations (bookings.is_probe, 0027): bring the schema up
      // to date before searching; no later migration touches the phone index.
      await migrateToLatest(t.db, t.dialect);
      const search = async (q: string) =>
        (await listAdminBookings(t.db, { ...defaultBookingFilters, q })).rows.map((row) => row.id);
      expect(await search("0722 111 222")).toEqual([before.id]);
      expect(await search("0733 000 444")).toEqual([after.id]);
      await t.db
        .updateTable("bookings")
        .set({ client_phone: "+254799888777" })
        .where("id", "=", after.id)
        .execute();
      expect(await search("0733 000 444")).toEqual([]);
      expect(await search("0799 888 777")).toEqual([after.id]);
      expect(await search("Before")).toEqual([before.id]);
    } finally {
      await t.drop();
    }
  });
});
