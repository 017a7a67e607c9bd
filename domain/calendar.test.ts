import { describe, expect, it } from "vitest";
import {
  addDays,
  businessDay,
  formatShortDate,
  formatTravelDate,
  isoDate,
  isoDateInDays,
  kenyanTime,
} from "./calendar";

describe("calendar dates", () => {
  it("takes the UTC date of an instant, whatever the hour", () => {
    expect(isoDate(new Date("2030-03-01T23:59:59Z"))).toBe("2030-03-01");
    expect(isoDate(new Date("2030-03-01T23:30:00-05:00"))).toBe("2030-03-02");
  });

  it("moves across month, leap day and year ends", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2030-02-28", 1)).toBe("2030-03-01");
    expect(addDays("2030-12-31", 1)).toBe("2031-01-01");
    expect(addDays("2030-01-01", -1)).toBe("2029-12-31");
  });

  it("counts days ahead from today in Nairobi, which starts at 21:00 UTC", () => {
    expect(isoDateInDays(new Date("2030-03-01T20:59:59Z"), 7)).toBe("2030-03-08");
    expect(isoDateInDays(new Date("2030-03-01T20:59:59Z"), 0)).toBe("2030-03-01");
    expect(isoDateInDays(new Date("2030-03-01T22:00:00Z"), 7)).toBe("2030-03-09");
    expect(isoDateInDays(new Date("2030-03-01T22:00:00Z"), 0)).toBe("2030-03-02");
    expect(isoDateInDays(new Date("2030-03-01T22:00:00Z"), -1)).toBe("2030-03-01");
  });

  it("takes today from Nairobi's calendar: from 21:00 UTC it is already tomorrow there", () => {
    expect(businessDay(new Date("2030-03-01T00:00:00Z"))).toBe("2030-03-01");
    expect(businessDay(new Date("2030-03-01T20:59:59Z"))).toBe("2030-03-01");
    expect(businessDay(new Date("2030-03-01T21:00:00Z"))).toBe("2030-03-02");
    expect(businessDay(new Date("2030-03-01T23:59:59Z"))).toBe("2030-03-02");
    // New Year's Eve 22:30 UTC is 01:30 on New Year's Day in Nairobi: a new year and a new season.
    expect(businessDay(new Date("2030-12-31T22:30:00Z"))).toBe("2031-01-01");
    // And the leap day arrives three hours early too.
    expect(businessDay(new Date("2028-02-28T21:00:00Z"))).toBe("2028-02-29");
  });
});

describe("Kenyan time", () => {
  it("tells an instant as the team's clock in Nairobi reads it, across midnight", () => {
    expect(kenyanTime("2026-11-24T21:30:00.000Z")).toBe(
      "Wed, Nov 25, 2026, 00:30 Kenyan time (EAT)",
    );
    expect(kenyanTime("2026-11-24T06:14:00.000Z")).toBe(
      "Tue, Nov 24, 2026, 09:14 Kenyan time (EAT)",
    );
  });
});

describe("dates on a German or French page (decision 0075)", () => {
  it("writes a travel date the reader's way", () => {
    expect(formatTravelDate("2026-12-12", "en")).toBe("Sat, Dec 12, 2026");
    expect(formatTravelDate("2026-12-12", "de")).toBe("Sa., 12. Dez. 2026");
    expect(formatTravelDate("2026-12-12", "fr")).toBe("sam. 12 déc. 2026");
  });

  it("writes a short date as each language does", () => {
    expect(formatShortDate("2026-12-12", "en")).toBe("Dec 12, 2026");
    expect(formatShortDate("2026-12-12", "de")).toBe("12. Dez. 2026");
    expect(formatShortDate("2026-12-12", "fr")).toBe("12 déc. 2026");
    expect(formatShortDate("not a day", "de")).toBe("not a day");
  });
});
