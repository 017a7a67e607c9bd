import { describe, expect, it } from "vitest";
import { partySizeText } from "./party";

describe("partySizeText", () => {
  it("says person for one traveller and people for more", () => {
    expect(partySizeText(1)).toBe("1 person");
    expect(partySizeText(2)).toBe("2 people");
    expect(partySizeText(12)).toBe("12 people");
  });
});
