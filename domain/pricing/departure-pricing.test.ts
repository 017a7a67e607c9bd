import { describe, expect, it } from "vitest";
import { findTrip } from "../../content/trips";
import type { Trip } from "../catalogue/trip-schema";
import { demandInputs, overridePerPerson, type DeparturePricing } from "./departure-pricing";
import {
  defaultPricingSettings,
  fromPrice,
  quoteTrip,
  type Quote,
  type QuoteRequest,
} from "./quote";

const today = "2026-11-24";

function trip(slug: string): Trip {
  const found = findTrip(slug);
  if (!found) throw new Error(`no trip ${slug}`);
  return found;
}

function quote(
  slug: string,
  request: QuoteRequest,
  departure: DeparturePricing | null,
  bookedParticipants = 0,
): Quote {
  const result = quoteTrip(trip(slug), request, {
    today,
    settings: defaultPricingSettings,
    bookedParticipants,
    departure,
  });
  if (!result.ok) throw new Error(result.message);
  return result.quote;
}

const fromContext = { today, settings: defaultPricingSettings, bookedParticipantsOn: () => 0 };

const departure = (overrides: Partial<DeparturePricing> = {}): DeparturePricing => ({
  seats: 8,
  seatsFilled: 0,
  priceOverride: null,
  sale: { lastDay: "2099-12-31", seatsLeft: 8 },
  ...overrides,
});

describe("demand where the date has a departure: its fill rate", () => {
  it("reads the departure's seats filled against its seats, not the trip's bookings around the date", () => {
    expect(
      demandInputs({ bookedParticipants: 7, capacity: 8 }, departure({ seatsFilled: 2 })),
    ).toEqual({
      bookedParticipants: 2,
      capacity: 8,
    });
    expect(demandInputs({ bookedParticipants: 7, capacity: 8 }, null)).toEqual({
      bookedParticipants: 7,
      capacity: 8,
    });
  });

  it("a departure 6 of 8 full (75 %) is high demand: +10 %; 5 of 8 is not", () => {
    // Dec 30 is shoulder season, five weeks ahead: the normal $850 without demand.
    const request = { participants: 1, date: "2026-12-30" };
    expect(quote("point-lenana", request, departure({ seatsFilled: 6 })).perPerson).toBe(935);
    expect(quote("point-lenana", request, departure({ seatsFilled: 5 })).perPerson).toBe(850);
    // The trip's seven confirmed travellers around the date do not count on a departure date.
    expect(quote("point-lenana", request, departure({ seatsFilled: 0 }), 7).perPerson).toBe(850);
    expect(quote("point-lenana", request, null, 7).perPerson).toBe(935);
  });

  it("a quiet departure within three weeks is a last-minute special; two of eight seats is still quiet, three is not", () => {
    const request = { participants: 1, date: "2026-12-05" };
    expect(quote("point-lenana", request, departure({ seatsFilled: 2 }))).toMatchObject({
      perPerson: 765,
      savingReason: "Last-minute special",
    });
    expect(quote("point-lenana", request, departure({ seatsFilled: 3 })).perPerson).toBe(850);
  });

  it("a smaller vehicle fills sooner: 6 of the Mara's 7 seats is high demand", () => {
    const request = { participants: 2, date: "2026-12-31" };
    const normal = quote("maasai-mara-holiday", request, departure({ seats: 7 })).perPerson;
    expect(
      quote("maasai-mara-holiday", request, departure({ seats: 7, seatsFilled: 6 })).perPerson,
    ).toBe(Math.round(normal * 1.1));
  });
});

describe("a departure's price override", () => {
  it("replaces the engine's price for that date: no season, early-booking or group factor", () => {
    // Apr 1, 2027 would be 850 x 0.85 x 0.95 = $686 for one; the operator set $700.
    const special = departure({ priceOverride: 700 });
    expect(quote("point-lenana", { participants: 1, date: "2027-04-01" }, special)).toMatchObject({
      perPerson: 700,
      total: 700,
      normalPerPerson: 850,
      saving: 150,
      savingReason: "Special departure price",
    });
    expect(quote("point-lenana", { participants: 6, date: "2027-04-01" }, special)).toMatchObject({
      perPerson: 700,
      total: 4200,
    });
    // Above the normal price: no saving, and the 130 % limit does not cap the operator.
    expect(
      quote(
        "point-lenana",
        { participants: 1, date: "2027-04-01" },
        departure({ priceOverride: 1200 }),
      ),
    ).toMatchObject({ perPerson: 1200, saving: 0, savingReason: null });
  });

  it("is the cheapest option's price; a dearer option keeps its proportion", () => {
    // Kilimanjaro: Standard $2,000, Premium $2,800 (x1.4).
    expect(overridePerPerson(departure({ priceOverride: 1500 }), 2800, 2000)).toBe(2100);
    expect(overridePerPerson(departure({ priceOverride: 1500 }), 2000, 2000)).toBe(1500);
    expect(overridePerPerson(departure(), 2000, 2000)).toBeNull();
    expect(
      quote(
        "kilimanjaro-marangu",
        { optionId: "premium", participants: 2, date: "2027-01-15" },
        departure({ priceOverride: 1500 }),
      ).perPerson,
    ).toBe(2100);
  });

  it("the From sees a departure's special price when it is the lowest a traveller can book", () => {
    const from = fromPrice(trip("point-lenana"), {
      ...fromContext,
      departures: new Map([
        ["2027-01-09", departure({ priceOverride: 600 })],
        ["2027-04-03", departure()],
      ]),
    });
    expect(from).toMatchObject({ date: "2027-01-09", perPerson: 600 });
  });
});

describe("the From of a trip with departures on sale: the cheapest of those departures (issue 28)", () => {
  const lenana = trip("point-lenana");
  // Without departures, the cheapest date of the year: an off-season date with early booking.
  const anyDate = fromPrice(lenana, fromContext)!;

  it("never names a private date when departures are on sale, however cheap that date", () => {
    expect(anyDate).toMatchObject({ perPerson: 686, date: "2027-04-01" });
    const from = fromPrice(lenana, {
      ...fromContext,
      departures: new Map([
        ["2026-12-05", departure()],
        ["2026-12-19", departure()],
      ]),
    })!;
    // Short-rains December: $850, less 10 % on the empty departure within 21 days of travel.
    expect(from).toMatchObject({ date: "2026-12-05", perPerson: 765, saving: 85 });
  });

  it("is the cheapest departure, with its saving against that same date's normal price", () => {
    const from = fromPrice(lenana, {
      ...fromContext,
      departures: new Map([
        ["2026-12-05", departure()],
        ["2027-05-08", departure()],
      ]),
    })!;
    expect(from.date).toBe("2027-05-08");
    expect(from.perPerson).toBeLessThan(850);
    expect(from.normalPerPerson).toBe(850);
    expect(from.saving).toBe(850 - from.perPerson);
  });

  it("skips departures a traveller cannot book: past their cut-off, closed or without seats for the party", () => {
    const from = fromPrice(lenana, {
      ...fromContext,
      departures: new Map([
        ["2027-04-03", departure({ sale: { lastDay: "2026-11-23", seatsLeft: 8 } })],
        ["2027-04-10", departure({ sale: null })],
        ["2027-04-17", departure({ sale: { lastDay: "2027-04-10", seatsLeft: 0 } })],
        ["2027-01-16", departure()],
      ]),
    })!;
    expect(from.date).toBe("2027-01-16");
  });

  it("falls back to any date of the next 12 months when no departure is on sale", () => {
    const from = fromPrice(lenana, {
      ...fromContext,
      departures: new Map([["2026-12-05", departure({ sale: null })]]),
    });
    expect(from).toMatchObject({ date: anyDate.date, perPerson: anyDate.perPerson });
  });
});
