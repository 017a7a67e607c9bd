import type { Kysely } from "kysely";
import { beforeEach, expect, it } from "vitest";
import { findTrip, trips } from "../../../content/trips";
import { addDays, businessDay } from "../../../domain/calendar";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import { insertBooking } from "./store";
import type { Database } from "../../platform/db/schema";
import type { OutgoingMail } from "../../platform/mail";
import { createDeparture } from "../departures/create-departure";
import {
  adminDepartureList,
  cancelDepartureWithBookings,
  departureManifest,
  findAdminDeparture,
  moveBookingToDeparture,
  runBookingAsPrivateTrip,
} from "./departure-operations";
import {
  departuresNeedingDecision,
  noteDepartureChanged,
  runDepartureNotices,
} from "./departure-notices";
import { scheduleDepartures, updateDeparture, upcomingDepartures } from "../departures/departures";
import { formatMoney } from "../../../domain/money/format";
import { kesToUsdMinor } from "../../../domain/money/conversion";
import { savePricingSettings } from "../pricing/admin";
import { bookedQuotesOf } from "./lines";
import { createBookingRequest } from "./create-booking";
import { bookingBalance, saveExchangeRate } from "../payments/ledger";
import { forgetQuoteInputs } from "../pricing/pricing";
import { quoteTripOption } from "../pricing/quotes";

const now = new Date();
const today = businessDay(now); // the site's today: Nairobi's (decision 0042)
const actor = { id: "admin-1", email: "operator@example.com" };

/** A mailer that stores in the test database's transaction and records what would be sent. */
function recordingMailer() {
  const sent: OutgoingMail[] = [];
  return {
    sent,
    async queueWithin(_executor: Kysely<Database>, mails: OutgoingMail[]) {
      return async () => {
        sent.push(...mails);
      };
    },
  };
}

let booked = 0;

/** A booking on a departure; each a millisecond after the last, so booking order is certain. */
function book(
  db: Kysely<Database>,
  departure: { id: string; date: string; tripSlug: string },
  label: string,
  participants = 1,
  status: "pending" | "confirmed" = "pending",
) {
  return insertBooking(
    db,
    {
      adventureType: departure.tripSlug,
      bookingDate: departure.date,
      numberOfParticipants: participants,
      totalPrice: 700 * participants,
      clientEmail: `${label}@example.com`,
      clientName: `Traveller ${label}`,
      clientPhone: "+254712000111",
      specialRequirements: label === "veg" ? "Vegetarian" : null,
      tripSlug: departure.tripSlug,
      departureId: departure.id,
      status,
    },
    new Date(now.getTime() + ++booked),
  );
}

async function history(db: Kysely<Database>, bookingId: string) {
  return db
    .selectFrom("booking_events")
    .selectAll()
    .where("booking_id", "=", bookingId)
    .orderBy("created_at")
    .execute();
}

describeOnEachDatabase("the operator's departures on %s", (t) => {
  let mailer: ReturnType<typeof recordingMailer>;
  beforeEach(() => {
    mailer = recordingMailer();
  });

  it("adds a departure by hand once per trip and date, with the trip's default cut-off", async () => {
    const date = addDays(today, 40);
    const created = await createDeparture(t.db, {
      tripSlug: "team-building",
      date,
      seats: 20,
      minimumToRun: 10,
      salesCutoffDays: null,
      guide: "Amina Njeri",
      guidePhone: "+254712345678",
      notes: "Corporate group, bring the big tent",
      priceOverride: 140,
    });
    expect(created.ok).toBe(true);
    const id = created.ok ? created.id : "";
    expect(await findAdminDeparture(t.db, id, today)).toMatchObject({
      tripTitle: expect.stringMatching(/Team/),
      seats: 20,
      minimumToRun: 10,
      priceOverride: 140,
      guide: "Amina Njeri",
      guidePhone: "+254712345678",
      status: "open",
      state: { salesCutoffDays: 7 },
    });
    const again = await createDeparture(t.db, {
      tripSlug: "team-building",
      date,
      seats: 5,
      minimumToRun: 1,
      salesCutoffDays: 2,
      guide: null,
      guidePhone: null,
      notes: null,
      priceOverride: null,
    });
    expect(again).toMatchObject({ ok: false, kind: "conflict" });
    const month = await adminDepartureList(
      t.db,
      { month: date.slice(0, 7), tripSlug: "team-building" },
      today,
    );
    expect(month.map((row) => row.id)).toEqual([id]);
  });

  it("refuses a stale save with a sentence, closes sales and keeps seats above the travellers", async () => {
    await scheduleDepartures(t.db, trips, today);
    const departure = (await upcomingDepartures(t.db, "point-lenana", addDays(today, 30), 1))[0]!;
    await book(t.db, departure, "holder", 3);
    const first = await updateDeparture(
      t.db,
      departure.id,
      departure.version,
      { guide: "Kamau" },
      today,
    );
    expect(first.ok).toBe(true);
    const stale = await updateDeparture(
      t.db,
      departure.id,
      departure.version,
      { seats: 10 },
      today,
    );
    expect(stale).toEqual({
      ok: false,
      kind: "conflict",
      message:
        "Someone else saved this departure while you were editing it. Reload the page to see their changes, then make yours again.",
    });
    const current = (await findAdminDeparture(t.db, departure.id, today))!;
    expect(current).toMatchObject({ guide: "Kamau", seats: 8 });
    expect(
      await updateDeparture(t.db, departure.id, current.version, { seats: 2 }, today),
    ).toMatchObject({ ok: false, kind: "invalid" });
    const closed = await updateDeparture(
      t.db,
      departure.id,
      current.version,
      { salesClosed: true },
      today,
    );
    expect(closed).toMatchObject({ ok: true, departure: { status: "closed", seatsTaken: 3 } });
  });

  it("cancels a departure with every booking on it, the reason in each history and a mail with the options to each traveller", async () => {
    const departure = (await upcomingDepartures(t.db, "point-lenana", addDays(today, 60), 1))[0]!;
    const a = await book(t.db, departure, "cancel-a", 2, "confirmed");
    const b = await book(t.db, departure, "cancel-b", 1);
    const outcome = await cancelDepartureWithBookings(
      t.db,
      { id: departure.id, version: departure.version, reason: "Snow closed the route", actor },
      { mailer },
    );
    expect(outcome).toEqual({ ok: true, travellers: 2 });
    for (const booking of [a, b]) {
      const stored = await t.db
        .selectFrom("bookings")
        .select("booking_status")
        .where("id", "=", booking.id)
        .executeTakeFirstOrThrow();
      expect(stored.booking_status).toBe("cancelled");
      expect(await history(t.db, booking.id)).toMatchObject([
        {
          to_status: "cancelled",
          reason: "The departure was cancelled: Snow closed the route",
          actor_email: "operator@example.com",
        },
      ]);
    }
    expect(mailer.sent.map((mail) => mail.to).sort()).toEqual([
      "cancel-a@example.com",
      "cancel-b@example.com",
    ]);
    const text = mailer.sent[0]!.text;
    expect(mailer.sent[0]!.subject).toMatch(/^Your departure was cancelled: Point Lenana/);
    expect(text).toContain("Why it was cancelled: Snow closed the route");
    expect(text).toContain("Another date");
    expect(text).toContain("A private date");
    expect(text).toContain("A full refund");
    expect((await findAdminDeparture(t.db, departure.id, today))!.status).toBe("cancelled");
    // A second click (the same version) changes nothing and sends nothing.
    const twice = await cancelDepartureWithBookings(
      t.db,
      { id: departure.id, version: departure.version, reason: "again", actor },
      { mailer },
    );
    expect(twice).toMatchObject({ ok: false, kind: "conflict" });
    expect(mailer.sent).toHaveLength(2);
  });

  it("prints a manifest of the travellers holding seats, with totals", async () => {
    const departure = (await upcomingDepartures(t.db, "point-lenana", addDays(today, 70), 1))[0]!;
    await book(t.db, departure, "veg", 2, "confirmed");
    await book(t.db, departure, "plain", 1);
    const manifest = (await departureManifest(t.db, departure.id, today))!;
    expect(
      manifest.rows.map((row) => [row.name, row.participants, row.specialRequirements]),
    ).toEqual([
      ["Traveller veg", 2, "Vegetarian"],
      ["Traveller plain", 1, null],
    ]);
    expect(manifest.totals).toEqual({
      bookings: 2,
      travellers: 3,
      confirmedTravellers: 2,
      pendingTravellers: 1,
      owed: [{ currency: "USD", amountMinor: 210_000 }],
    });
  });

  it("tells the confirmed travellers once when their confirmed travellers reach the minimum", async () => {
    const departure = (await upcomingDepartures(t.db, "point-lenana", addDays(today, 80), 1))[0]!;
    await book(t.db, departure, "first", 1, "confirmed");
    expect(await noteDepartureChanged(t.db, departure.id, { mailer })).toEqual({
      guaranteedMails: 0,
      decisionAlerts: 0,
    });
    // A request reaches the minimum of 2 with the first traveller, but nobody confirmed it
    // (decision 0040): nobody is told the departure runs.
    const asker = await book(t.db, departure, "asker");
    expect(await noteDepartureChanged(t.db, departure.id, { mailer })).toEqual({
      guaranteedMails: 0,
      decisionAlerts: 0,
    });
    await book(t.db, departure, "second", 1, "confirmed");
    expect(await noteDepartureChanged(t.db, departure.id, { mailer })).toEqual({
      guaranteedMails: 2,
      decisionAlerts: 0,
    });
    // The request still waiting for the operator is promised nothing.
    expect(mailer.sent.map((mail) => mail.to).sort()).toEqual([
      "first@example.com",
      "second@example.com",
    ]);
    expect(mailer.sent[0]!.subject).toMatch(/^Your departure is guaranteed: Point Lenana/);
    expect(asker.booking_status).toBe("pending");
    // A third traveller, the daily run, and two calls at once: nobody is told twice.
    await book(t.db, departure, "third", 1, "confirmed");
    await Promise.all([
      noteDepartureChanged(t.db, departure.id, { mailer }),
      noteDepartureChanged(t.db, departure.id, { mailer }),
      runDepartureNotices(t.db, { mailer }),
    ]);
    // (The daily run also tells the travellers of the earlier tests' departures.)
    const ours = ["first", "second", "third"].map((label) => `${label}@example.com`);
    expect(mailer.sent.filter((mail) => ours.includes(mail.to))).toHaveLength(2);
  });

  it("alerts the operator once on the decision day, lists it for the overview, and offers move, private and cancel", async () => {
    // Point Lenana is a multi-day trek: its decision day is 14 days before the date.
    const inside = (await upcomingDepartures(t.db, "point-lenana", addDays(today, 8), 1))[0]!;
    expect(inside.date <= addDays(today, 14)).toBe(true);
    const short = await book(t.db, inside, "short", 1, "confirmed");
    const later = (await upcomingDepartures(t.db, "point-lenana", addDays(today, 20), 1))[0]!;
    await book(t.db, later, "later-short", 1, "confirmed");

    const report = await runDepartureNotices(t.db, { mailer });
    expect(report.decisionAlerts).toBe(1);
    const alert = mailer.sent.find((mail) => mail.subject.startsWith("Decide today"))!;
    expect(alert.subject).toMatch(/needs 1 more traveller$/);
    expect(alert.text).toContain(`/admin/departures/${inside.id}`);
    expect(alert.text).toContain("Traveller short, 1 person");
    expect((await runDepartureNotices(t.db, { mailer })).decisionAlerts).toBe(0);
    expect(await noteDepartureChanged(t.db, inside.id, { mailer })).toEqual({
      guaranteedMails: 0,
      decisionAlerts: 0,
    });
    expect((await departuresNeedingDecision(t.db, today)).map((d) => d.id)).toContain(inside.id);
    expect((await findAdminDeparture(t.db, inside.id, today))!.needsDecision).toBe(true);
    expect((await findAdminDeparture(t.db, later.id, today))!.needsDecision).toBe(false);

    // Move: seats claimed on the later departure, the travel date follows, the traveller is told.
    mailer.sent.length = 0;
    const moved = await moveBookingToDeparture(
      t.db,
      { bookingId: short.id, fromDepartureId: inside.id, toDepartureId: later.id, actor },
      { mailer },
    );
    expect(moved).toMatchObject({
      ok: true,
      booking: { departure_id: later.id, booking_date: later.date },
    });
    expect((await findAdminDeparture(t.db, later.id, today))!.seatsTaken).toBe(2);
    expect(mailer.sent[0]).toMatchObject({
      to: "short@example.com",
      subject: expect.stringMatching(/^Your trip has a new date/),
    });
    // Moving the traveller made the later departure reach its minimum of 2: both are told.
    expect(
      mailer.sent
        .slice(1)
        .map((mail) => [mail.to, mail.subject.split(":")[0]])
        .sort(),
    ).toEqual([
      ["later-short@example.com", "Your departure is guaranteed"],
      ["short@example.com", "Your departure is guaranteed"],
    ]);
    expect((await history(t.db, short.id)).at(-1)!.note).toBe(
      `Moved from the departure on ${inside.date} to the departure on ${later.date}.`,
    );
    // The same click again: the booking is no longer on the first departure.
    expect(
      await moveBookingToDeparture(
        t.db,
        { bookingId: short.id, fromDepartureId: inside.id, toDepartureId: later.id, actor },
        { mailer },
      ),
    ).toMatchObject({ ok: false, kind: "conflict" });
  });

  it("moves a party only where its seats are free, and runs a party privately at the private price", async () => {
    const [from, full] = await upcomingDepartures(t.db, "point-lenana", addDays(today, 100), 2);
    const party = await book(t.db, from!, "party", 3);
    await book(t.db, full!, "filler", 6);
    const refused = await moveBookingToDeparture(
      t.db,
      { bookingId: party.id, fromDepartureId: from!.id, toDepartureId: full!.id, actor },
      { mailer },
    );
    expect(refused).toEqual({
      ok: false,
      kind: "conflict",
      message: "Not moved: Only 2 seats are left on this departure",
    });

    const privately = await runBookingAsPrivateTrip(
      t.db,
      { bookingId: party.id, departureId: from!.id, actor },
      { mailer },
    );
    expect(privately.ok).toBe(true);
    const booking = privately.ok ? privately.booking : party;
    expect(booking.departure_id).toBeNull();
    expect(booking.booking_date).toBe(from!.date);
    expect(booking.total_price).toBeGreaterThan(0);
    expect(booking.total_price % 3).toBe(0);
    const event = (await history(t.db, party.id)).at(-1)!;
    expect(event).toMatchObject({
      price_before_minor: 2100 * 100,
      price_after_minor: booking.total_price * 100,
    });
    expect(mailer.sent.at(-1)!.subject).toMatch(/^Your trip runs as a private trip/);
    expect(mailer.sent.at(-1)!.text).toContain("Total before: $2,100");
    expect((await findAdminDeparture(t.db, from!.id, today))!.seatsTaken).toBe(0);
  });

  it("a party booked with lines runs privately repriced line by line: what it owes, its history and mail follow (decision 0038)", async () => {
    await saveExchangeRate(t.db, 13_000, now);
    const [departure] = await upcomingDepartures(t.db, "point-lenana", addDays(today, 130), 1);
    const travellers = [
      { category: "non-resident" },
      { category: "east-african-resident", proof: "RP-1" },
    ];
    forgetQuoteInputs();
    const created = await createBookingRequest(
      t.db,
      {
        clientName: "Achieng",
        clientEmail: "achieng@example.com",
        adventureType: "Point Lenana Summit",
        tripSlug: "point-lenana",
        bookingDate: departure!.date,
        numberOfParticipants: 2,
        travellers,
        departureId: departure!.id,
      },
      { userId: null, idempotencyKey: null, now },
    );
    if (created.kind !== "created") throw new Error(`expected a booking, got ${created.kind}`);
    const id = created.booking.id;
    const before = (await bookingBalance(t.db, id, now))!.totalMinor;
    // The guide's manifest shows what the party owes in each currency, not its dollars alone.
    const booked = (await bookedQuotesOf(t.db, [id])).get(id)!.lines;
    const inCurrency = (currency: string) =>
      booked.filter((l) => l.currency === currency).reduce((n, l) => n + l.amountMinor, 0);
    const manifest = (await departureManifest(t.db, departure!.id, today))!;
    expect(manifest.rows.find((row) => row.id === id)!.owed).toEqual([
      { currency: "USD", amountMinor: inCurrency("USD") },
      { currency: "KES", amountMinor: inCurrency("KES") },
    ]);
    expect(manifest.totals.owed.find((part) => part.currency === "KES")!.amountMinor).toBe(
      inCurrency("KES"),
    );
    // The operator's price for the trip changed since: the private price is today's.
    await savePricingSettings(t.db, { basePrices: { "point-lenana/standard": 1_200 } }, actor, now);

    const privately = await runBookingAsPrivateTrip(
      t.db,
      { bookingId: id, departureId: departure!.id, actor },
      { mailer },
    );
    if (!privately.ok) throw new Error(privately.message);
    const quoted = await quoteTripOption(
      t.db,
      findTrip("point-lenana")!,
      { participants: 2, date: departure!.date, categories: travellers.map((x) => x.category) },
      { now, fresh: true },
    );
    if (!quoted.ok) throw new Error("expected a quote");
    const amounts = (
      lines: ReadonlyArray<{ kind: string; currency: string; amountMinor: number }>,
    ) => lines.map((line) => [line.kind, line.currency, line.amountMinor]);
    const stored = (await bookedQuotesOf(t.db, [id])).get(id)!;
    expect(amounts(stored.lines)).toEqual(amounts(quoted.quote.lines));
    // The categories stay the party's own: the resident is still priced in KES.
    expect(stored.travellers.map((x) => x.category)).toEqual(travellers.map((x) => x.category));

    const owed = (await bookingBalance(t.db, id, now))!;
    const sum = (currency: string) =>
      stored.lines.filter((l) => l.currency === currency).reduce((n, l) => n + l.amountMinor, 0);
    expect(owed.totalMinor).toBe(sum("USD") + kesToUsdMinor(sum("KES"), 13_000));
    expect(owed.totalMinor).not.toBe(before);
    expect(privately.booking.total_price).toBe(sum("USD") / 100);
    expect((await history(t.db, id)).at(-1)).toMatchObject({
      price_before_minor: before,
      price_after_minor: owed.totalMinor,
      price_currency: "USD",
    });
    expect(mailer.sent.at(-1)!.text).toContain(`Total now: ${formatMoney(owed.totalMinor, "USD")}`);
  });
});
