import { describe, expect, it } from "vitest";
import {
  longDayLabel,
  monthsAhead,
  monthTitle,
  monthWeeks,
  parseMonth,
  shiftMonth,
  shortDayLabel,
} from "./month-grid";

const today = "2026-11-24";

describe("the month view's months", () => {
  it("offers this month and the next eleven, across the new year", () => {
    const months = monthsAhead(today);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe("2026-11");
    expect(months[2]).toBe("2027-01");
    expect(months.at(-1)).toBe("2027-10");
  });

  it("takes a ?month= only when the view offers it", () => {
    expect(parseMonth("2027-03", today)).toBe("2027-03");
    expect(parseMonth("2026-11", today)).toBe("2026-11");
    expect(parseMonth("2026-10", today)).toBeNull(); // past
    expect(parseMonth("2027-11", today)).toBeNull(); // beyond twelve months
    expect(parseMonth("2027-3", today)).toBeNull();
    expect(parseMonth("<script>", today)).toBeNull();
    expect(parseMonth(null, today)).toBeNull();
  });

  it("moves by months across years both ways", () => {
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2027-01", -1)).toBe("2026-12");
    expect(shiftMonth("2026-11", 14)).toBe("2028-01");
    expect(monthTitle("2027-01")).toBe("January 2027");
  });
});

describe("a month as weeks, Monday first", () => {
  it("January 2027 starts on a Friday and fills five rows of seven", () => {
    const weeks = monthWeeks("2027-01");
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]).toEqual([null, null, null, null, "2027-01-01", "2027-01-02", "2027-01-03"]);
    expect(weeks[4]).toEqual([
      "2027-01-25",
      "2027-01-26",
      "2027-01-27",
      "2027-01-28",
      "2027-01-29",
      "2027-01-30",
      "2027-01-31",
    ]);
  });

  it("February 2027 (starting on a Monday) has no leading blanks; March 2027 needs five rows with blanks after", () => {
    expect(monthWeeks("2027-02")[0]![0]).toBe("2027-02-01");
    expect(monthWeeks("2027-02").flat().filter(Boolean)).toHaveLength(28);
    const march = monthWeeks("2027-03");
    expect(march.flat().filter(Boolean)).toHaveLength(31);
    expect(march.at(-1)).toEqual([
      "2027-03-29",
      "2027-03-30",
      "2027-03-31",
      null,
      null,
      null,
      null,
    ]);
  });

  it("a month of 31 days starting on a Saturday takes six rows (May 2027)", () => {
    expect(monthWeeks("2027-05")).toHaveLength(6);
  });
});

describe("date labels", () => {
  it("the card's short date and the screen reader's long one", () => {
    expect(shortDayLabel("2027-01-09")).toBe("Sat Jan 9");
    expect(longDayLabel("2027-01-09")).toBe("Saturday, January 9, 2027");
  });
});
