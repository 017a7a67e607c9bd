import { beforeAll, expect, it } from "vitest";
import { findTrip, trips } from "../../../content/trips";
import { businessDay } from "../../../domain/calendar";
import { defaultPricingSettings, quoteTrip } from "../../../domain/pricing/quote";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import { depositReceivedOn } from "../../../tests/support/paid-deposit";
import { insertBooking } from "../bookings/store";
import { transitionBooking } from "../bookings/workflow";
import { scheduleDepartures, upcomingDepartures, updateDeparture } from "../departures/departures";
import { forgetQuoteInputs } from "./pricing";
import { fromPriceOf, quoteTripOption } from "./quotes";
import { departureLinesFor, nextDeparturesOf, tripDatesOf } from "./trip-dates";

// What travellers see of departures (decision 0023), on the real clock: the quote service prices
// from today, so the departures are picked by position, never by a fixed date.
const today = businessDay(new Date());
const lenana = findTrip("point-lenana")!;

describeOnEachDatabase("what travellers see of departures on %s", (t) => {
  let bookable: Awaited<ReturnType<typeof upcomingDepartures>>;

  /** A booking on the departure; a confirmed one paid its deposit too (paid seats are demand). */
  const book = async (
    departure: { id: string; date: string },
    participants: number,
    status: "pending" | "confirmed" = "confirmed",
    email = "traveller@example.com",
  ) => {
    const booking = await insertBooking(t.db, {
      adventureType: "Point Lenana Summit",
      bookingDate: departure.date,
      numberOfParticipants: participants,
      totalPrice: 850 * participants,
      clientEmail: email,
      clientName: "Group Traveller",
      tripSlug: "point-lenana",
      departureId: departure.id,
      status,
    });
    if (status === "confirmed") await depositReceivedOn(t.db, [booking.id]);
    return booking;
  };

  beforeAll(async () => {
    await scheduleDepartures(t.db, trips, today);
    // The first few Saturdays may be inside the 7-day cut-off: keep the ones on sale.
    bookable = (await upcomingDepartures(t.db, "point-lenana", today, 12)).filter(
      (departure) => departure.status === "open",
    );
    await book(bookable[1]!, 6); // Guaranteed, 2 seats left, 75 % full
    await book(bookable[2]!, 8); // Full
    forgetQuoteInputs();
  });

  it("the trip page lists the next dates with status, seats left and the booking panel's price for that date", async () => {
    const dates = await tripDatesOf(t.db, lenana, { today, month: null });
    expect(dates).not.toBeNull();
    const [first, guaranteed, full] = dates!.next;
    expect(first).toMatchObject({
      id: bookable[0]!.id,
      statusLabel: "Open",
      seatsLeftText: null,
      link: { kind: "book", href: `/itinerary/point-lenana?departure=${bookable[0]!.id}#book` },
    });
    expect(guaranteed).toMatchObject({
      id: bookable[1]!.id,
      statusLabel: "Guaranteed",
      seatsLeftText: "2 seats left",
      availability: "https://schema.org/LimitedAvailability",
    });
    expect(full).toMatchObject({
      statusLabel: "Full",
      perPerson: null,
      link: {
        kind: "waitlist",
        href: `/itinerary/point-lenana?waitlist=${bookable[2]!.id}#waitlist`,
      },
      availability: "https://schema.org/SoldOut",
    });
    expect(dates!.next.length).toBeLessThanOrEqual(6);

    // Each listed price is the quote the booking panel gives for that date and the smallest party.
    for (const departure of [first!, guaranteed!]) {
      const panel = await quoteTripOption(t.db, lenana, { participants: 1, date: departure.date });
      expect(panel.ok && panel.quote.perPerson, departure.date).toBe(departure.perPerson);
      const booking = await quoteTripOption(
        t.db,
        lenana,
        { participants: 1, date: departure.date },
        { fresh: true },
      );
      expect(booking.ok && booking.quote.perPerson, departure.date).toBe(departure.perPerson);
    }
    // The demand on a departure date is its fill rate: 6 of 8 seats is high demand.
    const asFilled = (seatsFilled: number) => {
      const result = quoteTrip(
        lenana,
        { participants: 1, date: guaranteed!.date },
        {
          today,
          settings: defaultPricingSettings,
          bookedParticipants: 0,
          departure: { seats: 8, seatsFilled, priceOverride: null, sale: null },
        },
      );
      return result.ok ? result.quote.perPerson : null;
    };
    expect(guaranteed!.perPerson).toBe(asFilled(6));
    expect(asFilled(6)).toBeGreaterThan(asFilled(0)!);
  });

  it("the month view opens on the next departure's month, and every departure of the month is on its day", async () => {
    const dates = await tripDatesOf(t.db, lenana, { today, month: null });
    const month = dates!.next[0]!.date.slice(0, 7);
    expect(dates!.month.month).toBe(month);
    const onDays = dates!.month.weeks
      .flat()
      .flatMap((cell) => (cell?.departure ? [cell.date] : []));
    const inMonth = (await upcomingDepartures(t.db, "point-lenana", today, 60))
      .filter((departure) => departure.date.startsWith(month))
      .map((departure) => departure.date);
    expect(onDays).toEqual(inMonth);
    // JSON-LD: every departure to come that is not cancelled, a year of Saturdays.
    expect(dates!.offers.length).toBeGreaterThanOrEqual(51);
  });

  it("a departure's price override is its price everywhere: the list, the panel and the booking's quote", async () => {
    const target = bookable[3]!;
    const saved = await updateDeparture(
      t.db,
      target.id,
      target.version,
      { priceOverride: 500 },
      today,
    );
    expect(saved.ok).toBe(true);
    forgetQuoteInputs();
    const dates = await tripDatesOf(t.db, lenana, { today, month: null });
    expect(dates!.next.find((departure) => departure.id === target.id)?.perPerson).toBe(500);
    for (const fresh of [false, true]) {
      const quote = await quoteTripOption(
        t.db,
        lenana,
        { participants: 4, date: target.date },
        { fresh },
      );
      // The override is the trip price; Mount Kenya's park fee is its own line on top (0036).
      const fees = quote.ok
        ? quote.quote.lines
            .filter((line) => line.kind === "fee" && line.currency === "USD")
            .reduce((sum, line) => sum + line.amountMinor / 100, 0)
        : 0;
      expect(quote.ok && quote.quote).toMatchObject({ perPerson: 500, total: 2000 + fees });
    }
  });

  it("a trip without departures shows no dates section", async () => {
    expect(await tripDatesOf(t.db, findTrip("team-building")!, { today, month: null })).toBeNull();
  });

  it("every card's next departure on sale comes from one query; trips without departures have none", async () => {
    const slugs = ["point-lenana", "technical-climbing", "kilimanjaro-marangu"];
    const next = await nextDeparturesOf(t.db, slugs, today);
    expect(next.get("point-lenana")).toEqual({ date: bookable[0]!.date, statusLabel: "Open" });
    expect(next.has("technical-climbing")).toBe(false);
    expect(next.get("kilimanjaro-marangu")?.statusLabel).toBe("Open");
  });

  it("the dashboard says whether each booking's departure runs", async () => {
    const target = bookable[4]!;
    const first = await book(target, 1, "pending", "first@example.com");
    const lines = async () =>
      departureLinesFor(
        t.db,
        [
          // The traveller's booking as the dashboard reads it now (its status moves below).
          await t.db
            .selectFrom("bookings")
            .selectAll()
            .where("id", "=", first.id)
            .executeTakeFirstOrThrow(),
          {
            id: "private",
            departure_id: null,
            booking_status: "pending",
            booking_date: target.date,
            number_of_participants: 1,
          },
        ],
        today,
      );
    // Issue 28: the traveller's own party counts towards the minimum of 2, once confirmed.
    const besidesYou =
      "Needs 1 more traveller besides your party to run, once your booking is confirmed";
    expect(await lines()).toEqual(new Map([[first.id, besidesYou]]));
    // A second request reaches the minimum of 2, but the operator has confirmed nobody yet
    // (decision 0040): the traveller is not told the trip runs.
    const second = await book(target, 1, "pending", "second@example.com");
    expect(await lines()).toEqual(new Map([[first.id, besidesYou]]));
    expect(
      await transitionBooking(t.db, {
        bookingId: first.id,
        to: "confirmed",
        note: null,
        actor: { id: "admin-1", email: "operator@example.com" },
      }),
    ).toMatchObject({ ok: true });
    // Confirmed, the party is one of the 2 the departure needs: 1 more, not 2.
    expect(await lines()).toEqual(new Map([[first.id, "Needs 1 more traveller to run"]]));
    for (const booking of [second])
      expect(
        await transitionBooking(t.db, {
          bookingId: booking.id,
          to: "confirmed",
          note: null,
          actor: { id: "admin-1", email: "operator@example.com" },
        }),
      ).toMatchObject({ ok: true });
    expect(await lines()).toEqual(new Map([[first.id, "Guaranteed"]]));
  });

  it("the From is the cheapest departure a traveller can book: never a full one, never a private date", async () => {
    // The full departure (bookable[2]) at a price no one can book: the From must not show it.
    const full = (await upcomingDepartures(t.db, "point-lenana", today, 12)).find(
      (departure) => departure.id === bookable[2]!.id,
    )!;
    expect(full.status).toBe("full");
    expect(
      (await updateDeparture(t.db, full.id, full.version, { priceOverride: 100 }, today)).ok,
    ).toBe(true);
    forgetQuoteInputs();
    const dates = await tripDatesOf(t.db, lenana, { today, month: null });
    const onSale = dates!.offers.filter(
      (offer) => offer.status !== "full" && offer.status !== "closed" && offer.perPerson !== null,
    );
    const cheapest = Math.min(...onSale.map((offer) => offer.perPerson!));
    const from = await fromPriceOf(t.db, lenana);
    expect(from!.perPerson).toBe(cheapest);
    expect(onSale.find((offer) => offer.date === from!.date)?.perPerson).toBe(cheapest);
    expect(from!.date).not.toBe(full.date);
  });
});
