import { describe, expect, it } from "vitest";
import { addDays, businessDay } from "../domain/calendar";
import { defaultSeasonCalendar, seasonOnDate } from "../domain/seasons/calendar";
import { faketimeStamp, otherSeasonInstant, sweepInstants } from "./any-day-dates.js";

const seasonOf = (day: string) => seasonOnDate(defaultSeasonCalendar, day);

describe("the dates the tests are run at (npm run test:any-day, CI)", () => {
  it("sweeps the next date in each season, the next leap day and Nairobi's new year, all ahead", () => {
    for (const now of [
      new Date("2026-11-26T12:00:00Z"),
      new Date("2027-01-15T10:00:00Z"), // exactly the January date: the next one is a year on
      new Date("2028-03-01T00:00:00Z"), // just past a leap day: the next is four years on
      new Date("2030-12-31T23:00:00Z"), // past this year's Nairobi new year
    ]) {
      const instants = sweepInstants(now);
      for (const { at } of instants) {
        expect(at.getTime()).toBeGreaterThan(now.getTime());
        expect(at.getTime() - now.getTime()).toBeLessThanOrEqual(4 * 366 * 86_400_000);
      }
      const days = instants.map(({ at }) => businessDay(at));
      expect(days.slice(0, 4).map((day) => day.slice(5))).toEqual([
        "01-15",
        "04-27",
        "07-05",
        "10-27",
      ]);
      expect(days.slice(0, 4).map(seasonOf)).toEqual(["dry", "long-rains", "dry", "short-rains"]);
      // Each season date is the first one ahead: a year earlier it was already past.
      for (const { at } of instants.slice(0, 4)) {
        const yearEarlier = new Date(at);
        yearEarlier.setUTCFullYear(at.getUTCFullYear() - 1);
        expect(yearEarlier.getTime()).toBeLessThanOrEqual(now.getTime());
      }
      expect(days[4]!.slice(5)).toBe("02-29");
      // 22:30 UTC on 31 December: UTC's last day of the year, Nairobi's first of the next.
      const newYear = instants[5]!.at;
      expect(newYear.toISOString().slice(5, 16)).toBe("12-31T22:30");
      expect(days[5]).toBe(`${newYear.getUTCFullYear() + 1}-01-01`);
    }
    expect(sweepInstants(new Date("2028-03-01T00:00:00Z"))[4]!.at.toISOString()).toBe(
      "2032-02-29T10:00:00.000Z",
    );
  });

  it("picks, for CI, a date in another season than today's on every day of four years", () => {
    // Every hour around Nairobi's midnight too (21:00-24:00 UTC), when its month may be UTC's next.
    for (let day = "2026-01-01"; day < "2030-01-01"; day = addDays(day, 1)) {
      for (const time of ["00:00", "12:00", "20:59", "21:00", "23:59"]) {
        const now = new Date(`${day}T${time}:00Z`);
        const other = otherSeasonInstant(now);
        expect(seasonOf(businessDay(other)), now.toISOString()).not.toBe(
          seasonOf(businessDay(now)),
        );
        expect(other.getTime()).toBeGreaterThan(now.getTime());
      }
    }
  });

  it("writes each instant as faketime reads it in any time zone", () => {
    expect(faketimeStamp(new Date("2027-12-31T22:30:00Z"))).toBe("2027-12-31 22:30:00 UTC");
  });
});
