import { describe, expect, it } from "vitest";
import { findTrip } from "../../content/trips";
import { partySizeText, partyText, priceUnitOf } from "./party";

describe("partySizeText", () => {
  it("says person for one traveller and people for more", () => {
    expect(partySizeText(1)).toBe("1 person");
    expect(partySizeText(2)).toBe("2 people");
    expect(partySizeText(12)).toBe("12 people");
  });
});

describe("priceUnitOf and partyText", () => {
  it("prices school programmes per student and every other trip per person", () => {
    expect(priceUnitOf(findTrip("student-expeditions")!)).toBe("student");
    expect(priceUnitOf(findTrip("point-lenana")!)).toBe("person");
    expect(priceUnitOf(findTrip("corporate-packages")!)).toBe("person");
  });

  it("counts students for a school and people for everyone else", () => {
    expect(partyText(1, "student")).toBe("1 student");
    expect(partyText(30, "student")).toBe("30 students");
    expect(partyText(3, "person")).toBe("3 people");
  });
});
