import { expect, it } from "vitest";
import { findTrip } from "../../../content/trips";
import { addDays, isoDate } from "../../../domain/calendar";
import { defaultSeasonCalendar } from "../../../domain/seasons/calendar";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import { withServerSubscriptions } from "../../../tests/support/subscriptions";
import { depositReceivedOn } from "../../../tests/support/paid-deposit";
import { savePricingSettings } from "./admin";
import { createBookingRequest } from "../bookings/create-booking";
import { forgetQuoteInputs } from "./pricing";
import { fromPriceOf, quoteTripOption } from "./quotes";

const lenana = findTrip("point-lenana")!;
const now = new Date("2026-11-24T09:00:00Z");
const today = isoDate(now);
const actor = { id: "admin-1", email: "admin@example.com" };
// A saved setting or a booking makes quotes forget their inputs through the server's subscriptions.
withServerSubscriptions();

function confirmed(id: string, date: string, participants: number) {
  const stamp = now.toISOString();
  return {
    id,
    adventure_type: "Point Lenana Summit",
    booking_status: "confirmed" as const,
    booking_date: date,
    number_of_participants: participants,
    total_price: 850 * participants,
    special_requirements: null,
    created_at: stamp,
    updated_at: stamp,
    client_email: `${id}@example.com`,
    client_name: "Test",
    client_phone: null,
    trip_slug: "point-lenana",
    tier_id: "standard",
    user_id: null,
    idempotency_key: null,
  };
}

describeOnEachDatabase("quote service on %s", (t) => {
  it("quotes from the content's price with no settings stored, and says what to change", async () => {
    forgetQuoteInputs();
    const result = await quoteTripOption(
      t.db,
      lenana,
      { participants: 2, date: "2026-12-30" },
      { now },
    );
    expect(result).toMatchObject({
      ok: true,
      quote: { perPerson: 850, total: 1700 + 2 * 4 * 40, saving: 0 },
    });
    expect(
      await quoteTripOption(t.db, lenana, { participants: 12, date: "not a date" }, { now }),
    ).toEqual({
      ok: false,
      errors: {
        participants: "Point Lenana Summit takes 1 to 8 people per booking.",
        date: "Choose a travel date like 2027-01-15.",
      },
      message:
        "Point Lenana Summit takes 1 to 8 people per booking. Choose a travel date like 2027-01-15.",
    });
  });

  it("reads the operator's base price, season calendar and paid demand", async () => {
    await savePricingSettings(
      t.db,
      {
        basePrices: { "point-lenana/standard": 900 },
        // December moved into the dry season: peak +10 %.
        seasonCalendar: defaultSeasonCalendar.map((season, month) =>
          month === 11 ? "dry" : season,
        ),
      },
      actor,
      now,
    );
    await t.db
      .insertInto("bookings")
      .values(confirmed("busy", "2026-12-31", 6))
      .execute();
    await depositReceivedOn(t.db, ["busy"]);
    forgetQuoteInputs();
    const busy = await quoteTripOption(
      t.db,
      lenana,
      { participants: 2, date: "2026-12-30" },
      { now },
    );
    // 900 x 1.1 (peak) x 1.1 (six of eight places confirmed around the date)
    expect(busy).toMatchObject({
      ok: true,
      quote: { normalPerPerson: 900, perPerson: 1089, saving: 0, savingReason: null },
    });
  });

  it("a booking stores the quote's total; a later price change never rewrites it", async () => {
    const bookingDate = addDays(today, 140);
    const quoted = await quoteTripOption(
      t.db,
      lenana,
      { participants: 3, date: bookingDate },
      { now },
    );
    if (!quoted.ok) throw new Error("expected a quote");
    const request = {
      clientName: "Amina",
      clientEmail: "amina@example.com",
      adventureType: "Point Lenana Summit",
      tripSlug: "point-lenana",
      bookingDate,
      numberOfParticipants: 3,
      totalPrice: quoted.quote.total,
    };
    // (Updated for decision 0018: a total the traveller was not shown is refused, not replaced.)
    const refused = await createBookingRequest(
      t.db,
      { ...request, totalPrice: 1 },
      { userId: null, idempotencyKey: null, now },
    );
    expect(refused).toMatchObject({
      kind: "price-changed",
      quote: { totalPrice: quoted.quote.total },
    });
    const outcome = await createBookingRequest(t.db, request, {
      userId: null,
      idempotencyKey: null,
      now,
    });
    expect(outcome.kind).toBe("created");
    if (outcome.kind !== "created" || !quoted.ok) throw new Error("expected a booking and a quote");
    expect(outcome.booking.total_price).toBe(quoted.quote.total);
    expect(outcome.booking.tier_id).toBe("standard");
    // The answer's pricePerPerson is the trip price per person, as the quote's trip line says;
    // the park fee is its own line, never spread into it (decision 0038).
    expect(outcome.confirmation.booking.pricePerPerson).toBe(quoted.quote.perPerson);
    expect(outcome.confirmation.booking.pricePerPerson).toBeLessThan(
      Math.round(quoted.quote.total / 3),
    );
    // The lines are stored with the booking as they were quoted (issue 19).
    const lines = await t.db
      .selectFrom("booking_price_lines")
      .select(["kind", "amount_minor", "people"])
      .where("booking_id", "=", outcome.booking.id)
      .execute();
    expect(
      lines.map((line) => [line.kind, Number(line.amount_minor), Number(line.people)]),
    ).toEqual([
      ["trip", quoted.quote.perPerson * 3 * 100, 3],
      // Mount Kenya National Park, 4 days at $40 (decision 0036).
      ["fee", 3 * 4 * 40 * 100, 3],
    ]);

    await savePricingSettings(t.db, { basePrices: { "point-lenana/standard": 2000 } }, actor, now);
    const stored = await t.db
      .selectFrom("bookings")
      .select("total_price")
      .where("id", "=", outcome.booking.id)
      .executeTakeFirstOrThrow();
    expect(stored.total_price).toBe(quoted.quote.total);
  });

  it("a booking reads the database, not the quotes' few-seconds copy", async () => {
    await savePricingSettings(t.db, { basePrices: {} }, actor, now);
    const date = addDays(today, 45);
    // Warm the copy, then change the price behind its back (another process's save).
    await quoteTripOption(t.db, lenana, { participants: 1, date }, { now });
    await t.db
      .updateTable("pricing_rules")
      .set({ value: JSON.stringify({ "point-lenana/standard": 1000 }) })
      .where("key", "=", "base-prices")
      .execute();
    const cached = await quoteTripOption(t.db, lenana, { participants: 1, date }, { now });
    const fresh = await quoteTripOption(
      t.db,
      lenana,
      { participants: 1, date },
      { now, fresh: true },
    );
    expect(cached.ok && cached.quote.normalPerPerson).toBe(850);
    expect(fresh.ok && fresh.quote.normalPerPerson).toBe(1000);
    const outcome = await createBookingRequest(
      t.db,
      {
        clientName: "Baraka",
        clientEmail: "baraka@example.com",
        adventureType: "Point Lenana Summit",
        tripSlug: "point-lenana",
        bookingDate: date,
        numberOfParticipants: 1,
      },
      { userId: null, idempotencyKey: null, now },
    );
    expect(outcome.kind === "created" && outcome.booking.total_price).toBe(
      fresh.ok && fresh.quote.total,
    );
  });

  it("refuses an option the trip does not have, storing nothing", async () => {
    const before = await t.db
      .selectFrom("bookings")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const outcome = await createBookingRequest(
      t.db,
      {
        clientName: "Chebet",
        clientEmail: "chebet@example.com",
        adventureType: "Point Lenana Summit",
        tripSlug: "point-lenana",
        tierId: "gold",
        bookingDate: addDays(today, 30),
        numberOfParticipants: 9,
      },
      { userId: null, idempotencyKey: null, now },
    );
    expect(outcome).toEqual({
      kind: "invalid",
      message:
        'tierId: "gold" is not an option of Point Lenana Summit. Choose Standard. numberOfParticipants: Point Lenana Summit takes 1 to 8 people per booking.',
    });
    const after = await t.db
      .selectFrom("bookings")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("the From is the quote for its own date and party", async () => {
    await savePricingSettings(t.db, { basePrices: {} }, actor, now);
    forgetQuoteInputs();
    const from = await fromPriceOf(t.db, lenana, { now });
    expect(from).toMatchObject({ participants: 1, perPerson: 686, date: "2027-04-01" });
    const again = await quoteTripOption(
      t.db,
      lenana,
      { optionId: from!.option.id, participants: from!.participants, date: from!.date },
      { now },
    );
    // The booking's quote adds the park fee's line to the From's trip price (decision 0036).
    expect(again.ok && again.quote.perPerson).toBe(from!.perPerson);
    expect(again.ok && again.quote.total).toBe(from!.perPerson + 4 * 40);
  });
});
