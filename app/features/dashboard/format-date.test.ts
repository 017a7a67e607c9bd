import { describe, expect, it } from "vitest";
import { formatDate } from "./format-date";

describe("dashboard dates", () => {
  it("reads a travel date as written", () => {
    expect(formatDate("2030-02-10")).toBe("Feb 10, 2030");
  });

  it("shows a request made late in the UTC evening on its day in Nairobi", () => {
    expect(formatDate("2026-11-26T20:59:00.000Z")).toBe("Nov 26, 2026");
    expect(formatDate("2026-11-26T22:30:00.000Z")).toBe("Nov 27, 2026");
    expect(formatDate("2027-12-31T22:30:00.000Z")).toBe("Jan 01, 2028");
  });

  it("shows a malformed stored value as it is", () => {
    expect(formatDate("soon")).toBe("soon");
    expect(formatDate("2030-02-30")).toBe("2030-02-30");
  });
});
