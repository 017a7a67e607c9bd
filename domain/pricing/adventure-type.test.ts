import { describe, expect, it } from "vitest";
import { resolveAdventureType } from "../../content/trips";

describe("resolveAdventureType", () => {
  it.each([
    ["point-lenana", "point-lenana"],
    ["point-lenana-summit", "point-lenana"],
    ["Point Lenana Summit", "point-lenana"],
    ["hell's-gate-adventure", "hells-gate"],
    ["giraffe-centre-&-elephant-orphanage", "giraffe-centre"],
    ["nairobi-national-park-wildlife-spotting", "wildlife-spotting"],
    ["kilimanjaro-marangu-route", "kilimanjaro-marangu"],
  ])("%s -> %s", (input, slug) => expect(resolveAdventureType(input)).toBe(slug));

  it("does not guess unknown trips", () => {
    expect(resolveAdventureType("everest-base-camp")).toBeUndefined();
    expect(resolveAdventureType("")).toBeUndefined();
  });
});
