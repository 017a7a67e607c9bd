import { describe, expect, it } from "vitest";
import { erasureDate, erasureDue, tripEndDate } from "./erasure";

describe("erasure of a traveller's details", () => {
  it("counts the days from the trip's last day", () => {
    expect(tripEndDate("2030-03-01", 5)).toBe("2030-03-05");
    expect(tripEndDate("2030-03-01", 1)).toBe("2030-03-01");
    expect(erasureDate("2030-03-01", 5, 90)).toBe("2030-06-03");
    expect(erasureDate("2030-12-30", 3, 0)).toBe("2031-01-01");
  });

  it("is due on the erasure date and after, never before", () => {
    expect(erasureDue("2030-03-01", 5, 90, "2030-06-02")).toBe(false);
    expect(erasureDue("2030-03-01", 5, 90, "2030-06-03")).toBe(true);
    expect(erasureDue("2030-03-01", 5, 90, "2031-01-01")).toBe(true);
  });
});
