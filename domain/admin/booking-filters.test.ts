import { describe, expect, it } from "vitest";
import {
  bookingFiltersToParams,
  csvField,
  csvLine,
  parseBookingFilters,
  pendingAge,
} from "./booking-filters";

describe("admin booking filters", () => {
  it("reads valid params and ignores malformed ones", () => {
    const filters = parseBookingFilters(
      new URLSearchParams(
        "q= Wanjiru &status=pending&trip=point-lenana&from=2030-01-01&to=bad&sort=travel&dir=asc&page=3",
      ),
    );
    expect(filters).toEqual({
      q: "Wanjiru",
      status: "pending",
      trip: "point-lenana",
      from: "2030-01-01",
      to: "",
      sort: "travel",
      dir: "asc",
      page: 3,
    });
    expect(parseBookingFilters(new URLSearchParams("status=paid&sort=evil&page=-2"))).toMatchObject(
      { status: "", sort: "created", page: 1 },
    );
  });

  it("round-trips through search params, leaving defaults out", () => {
    expect(bookingFiltersToParams({ status: "confirmed", page: 2 }).toString()).toBe(
      "status=confirmed&page=2",
    );
    expect(bookingFiltersToParams({}).toString()).toBe("");
  });

  it("writes safe CSV: every field quoted, formulas neutralised wherever a spreadsheet could start a cell", () => {
    expect(csvLine(["a,b", 'say "hi"', null, 5, "=SUM(A1)"])).toBe(
      '"a,b","say ""hi""","","5","\'=SUM(A1)"',
    );
    expect(csvLine(["Bob;=1+2;x", "tab\t@cmd", "line\n-2+3", "+254 700", "ok-fine"])).toBe(
      '"Bob;\'=1+2;x","tab\t\'@cmd","line\n\'-2+3","\'+254 700","ok-fine"',
    );
  });

  it("writes a phone number in international form without an apostrophe, and neutralises everything else that starts with +", () => {
    expect(csvLine(["+254712000111", "+14155550123", "+4930123456"])).toBe(
      '"+254712000111","+14155550123","+4930123456"',
    );
    for (const [cell, written] of [
      // Operators, functions, references and separators after the digits: not a phone number.
      ["+254712000111+1", "'+254712000111+1"],
      ["+1+2", "'+1+2"],
      ["+SUM(A1:A9)", "'+SUM(A1:A9)"],
      ["+254712000111;=1+2", "'+254712000111;'=1+2"],
      ["+2547120001*3", "'+2547120001*3"],
      ["+12345678901234567", "'+12345678901234567"],
      ["+123456", "'+123456"],
      ["+254 712 000 111", "'+254 712 000 111"],
      ["+254712000111\n=1", "'+254712000111\n'=1"],
      ["-254712000111", "'-254712000111"],
      ["=254712000111", "'=254712000111"],
      ["@254712000111", "'@254712000111"],
    ] as Array<[string, string]>)
      expect(csvField(cell), cell).toBe(`"${written}"`);
  });

  it("measures the oldest pending request against the promise", () => {
    const now = new Date("2030-01-02T12:00:00Z");
    expect(pendingAge("2030-01-02T00:00:00Z", now, 24)).toEqual({ hours: 12, overdue: false });
    expect(pendingAge("2030-01-01T11:00:00Z", now, 24)).toEqual({ hours: 25, overdue: true });
    expect(pendingAge(null, now, 24)).toBeNull();
  });
});
