import { describe, expect, it } from "vitest";
import { findTrip } from "../../content/trips";
import { findCard } from "./cards";
import type { PriceDisplay } from "../money/exchange-rates";
import {
  filterFactsOf,
  filtersInWords,
  hasFilters,
  matchesFilters,
  monthOptions,
  monthsOf,
  noFilters,
  parseTripFilters,
  priceBands,
  suitsFamilies,
  tripLength,
  type TripFilterFacts,
} from "./trip-filters";

const dollars: PriceDisplay = { currency: "USD" };
const shillings: PriceDisplay = {
  currency: "KES",
  rate: { currency: "KES", perUsdScaled: 1_293_500, setOn: "2026-11-01" },
};

describe("the months a traveller can pick", () => {
  it("are this month and the eleven after it, across a new year", () => {
    const months = monthOptions("2026-11-27");
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ value: "2026-11", label: "November 2026" });
    expect(months[1]).toEqual({ value: "2026-12", label: "December 2026" });
    expect(months[2]).toEqual({ value: "2027-01", label: "January 2027" });
    expect(months[11]).toEqual({ value: "2027-10", label: "October 2027" });
    expect(monthOptions("2027-01-01").map((m) => m.value)).toEqual([
      "2027-01",
      "2027-02",
      "2027-03",
      "2027-04",
      "2027-05",
      "2027-06",
      "2027-07",
      "2027-08",
      "2027-09",
      "2027-10",
      "2027-11",
      "2027-12",
    ]);
  });

  it("a trip's months are those its bookable dates fall in", () => {
    expect([...monthsOf(["2027-03-06", "2027-03-13", "2027-05-01"])]).toEqual([
      "2027-03",
      "2027-05",
    ]);
  });
});

describe("a trip's length", () => {
  it.each([
    ["Half Day", { min: 0.5, max: 0.5 }],
    ["1 Day", { min: 1, max: 1 }],
    ["2 Days 1 Night", { min: 2, max: 2 }],
    ["5 days / 4 nights", { min: 5, max: 5 }],
    ["2-5 Days", { min: 2, max: 5 }],
    ["3-10 Days (fully customizable)", { min: 3, max: 10 }],
  ])("%s", (duration, length) => {
    expect(tripLength(duration)).toEqual(length);
  });

  it("is unknown when the duration names no days", () => {
    expect(tripLength("A weekend")).toBeNull();
  });
});

describe("the price bands", () => {
  it("read in dollars with the dollar edges", () => {
    expect(priceBands(dollars).map((band) => band.label)).toEqual([
      "Under $150",
      "$150 to $500",
      "$500 to $1,000",
      "$1,000 and over",
    ]);
  });

  it("read in the visitor's currency, the edges rounded to two figures", () => {
    expect(priceBands(shillings).map((band) => band.label)).toEqual([
      "Under KES 19,000",
      "KES 19,000 to KES 65,000",
      "KES 65,000 to KES 130,000",
      "KES 130,000 and over",
    ]);
  });
});

describe("suits families", () => {
  it("takes a child under 12 at a child's price", () => {
    const safari = [{ fromAge: 3, toAge: 11, percentOfAdult: 50 }];
    expect(suitsFamilies({ minimumAge: 0, bands: safari })).toBe(true);
    // Longonot: from 10, 10-15 at 75 %.
    expect(suitsFamilies({ minimumAge: 10, bands: [{ fromAge: 10, toAge: 15 }] })).toBe(true);
    // A trek that takes 10-year-olds at the adult price.
    expect(suitsFamilies({ minimumAge: 10, bands: [] })).toBe(false);
    // A band only for teenagers.
    expect(suitsFamilies({ minimumAge: 0, bands: [{ fromAge: 12, toAge: 15 }] })).toBe(false);
    // A band the minimum age rules out.
    expect(suitsFamilies({ minimumAge: 12, bands: safari })).toBe(false);
  });

  it("reads the real trips' child rules", () => {
    const facts = (slug: string) =>
      filterFactsOf(findCard(slug)!, findTrip(slug)!, { fromUsd: 100, dates: [] });
    expect(facts("maasai-mara-holiday").suitsFamilies).toBe(true);
    expect(facts("ngong-hills").suitsFamilies).toBe(true);
    expect(facts("point-lenana").suitsFamilies).toBe(false);
    expect(facts("alpine-lakes").suitsFamilies).toBe(false);
  });
});

describe("reading the filters from the URL", () => {
  const months = monthOptions("2026-11-27");

  it("reads what the form sends, empty values meaning any", () => {
    const params = new URLSearchParams(
      "month=2027-03&length=5-7-days&price=150-500&difficulty=Easy&families=yes",
    );
    expect(parseTripFilters(params, months)).toEqual({
      filters: {
        month: "2027-03",
        length: "5-7-days",
        price: "150-500",
        difficulty: "Easy",
        families: true,
      },
      ignored: [],
    });
    const any = parseTripFilters(new URLSearchParams("month=&length=&price=&difficulty="), months);
    expect(any).toEqual({ filters: noFilters, ignored: [] });
    expect(hasFilters(any.filters)).toBe(false);
  });

  it("leaves out and names what it cannot read, never failing", () => {
    const params = new URLSearchParams("month=2020-01&length=forever&difficulty=easy&price=5");
    const { filters, ignored } = parseTripFilters(params, months);
    expect(filters).toEqual(noFilters);
    expect(ignored).toEqual([
      'month "2020-01"',
      'length "forever"',
      'price "5"',
      'difficulty "easy"',
    ]);
  });
});

describe("which trips pass", () => {
  const trip: TripFilterFacts = {
    length: { min: 3, max: 7 },
    difficulty: "Moderate",
    suitsFamilies: false,
    fromUsd: 499,
    bookableMonths: new Set(["2027-03"]),
  };

  it("passes with no filter, and on each filter it meets", () => {
    expect(matchesFilters(trip, noFilters, dollars)).toBe(true);
    expect(matchesFilters(trip, { ...noFilters, month: "2027-03" }, dollars)).toBe(true);
    expect(matchesFilters(trip, { ...noFilters, length: "2-4-days" }, dollars)).toBe(true);
    expect(matchesFilters(trip, { ...noFilters, length: "5-7-days" }, dollars)).toBe(true);
    expect(matchesFilters(trip, { ...noFilters, price: "150-500" }, dollars)).toBe(true);
    expect(matchesFilters(trip, { ...noFilters, difficulty: "Moderate" }, dollars)).toBe(true);
  });

  it("fails each filter it does not meet", () => {
    expect(matchesFilters(trip, { ...noFilters, month: "2027-04" }, dollars)).toBe(false);
    expect(matchesFilters(trip, { ...noFilters, length: "day" }, dollars)).toBe(false);
    expect(matchesFilters(trip, { ...noFilters, length: "8-days-or-more" }, dollars)).toBe(false);
    expect(matchesFilters(trip, { ...noFilters, price: "500-1000" }, dollars)).toBe(false);
    expect(matchesFilters(trip, { ...noFilters, difficulty: "Easy" }, dollars)).toBe(false);
    expect(matchesFilters(trip, { ...noFilters, families: true }, dollars)).toBe(false);
    expect(
      matchesFilters({ ...trip, fromUsd: null }, { ...noFilters, price: "150-500" }, dollars),
    ).toBe(false);
  });

  it("puts a band's edge price in the band above, in dollars and in the visitor's currency", () => {
    const at = (fromUsd: number, display: PriceDisplay) =>
      priceBands(display)
        .filter((band) =>
          matchesFilters({ ...trip, fromUsd }, { ...noFilters, price: band.id }, display),
        )
        .map((band) => band.id);
    expect(at(500, dollars)).toEqual(["500-1000"]);
    expect(at(499, dollars)).toEqual(["150-500"]);
    // $499 is KES 64,546: under the KES 65,000 edge, as its card shows it.
    expect(at(499, shillings)).toEqual(["150-500"]);
    // $503 is KES 65,063: over it.
    expect(at(503, shillings)).toEqual(["500-1000"]);
    expect(at(5000, shillings)).toEqual(["1000-and-over"]);
  });

  it("says the filters set in words", () => {
    expect(
      filtersInWords(
        {
          month: "2027-03",
          length: "5-7-days",
          price: "under-150",
          difficulty: "Easy",
          families: true,
        },
        dollars,
      ),
    ).toBe("March 2027, 5 to 7 days, Under $150, Easy, suits families");
  });
});
