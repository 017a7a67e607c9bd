import { describe, expect, it } from "vitest";
import { addDays, isoDate, isoDateInDays, kenyanTime } from "./calendar";

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

  it("counts days ahead from the UTC date of now", () => {
    expect(isoDateInDays(new Date("2030-03-01T22:00:00Z"), 7)).toBe("2030-03-08");
    expect(isoDateInDays(new Date("2030-03-01T22:00:00Z"), 0)).toBe("2030-03-01");
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
