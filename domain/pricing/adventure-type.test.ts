import { describe, expect, it } from "vitest";
import { pricedTrip, resolveAdventureType } from "../../content/trips";

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

describe("pricedTrip", () => {
  it("starts from the catalogue 'From' price, or the tier's base price", () => {
    expect(pricedTrip("point-lenana")).toMatchObject({ basePrice: 450, maxGroupSize: 8 });
    expect(pricedTrip("technical-climbing", "partner-team")).toMatchObject({
      basePrice: 1394,
      tierName: "Partner Team",
      maxGroupSize: 4,
    });
    expect(pricedTrip("samburu", "premium")).toMatchObject({ basePrice: 600 });
    expect(pricedTrip("mount-longonot", "standard")).toMatchObject({ basePrice: 50 });
    expect(pricedTrip("corporate-packages", "executive-safari")).toMatchObject({ basePrice: 3250 });
    expect(pricedTrip("wildlife-spotting")).toMatchObject({ basePrice: 95 });
    expect(pricedTrip("point-lenana", "standard")).toMatchObject({ basePrice: 850 });
  });
  it("refuses an unknown tier with a sentence", () => {
    expect(pricedTrip("point-lenana", "gold")).toEqual({
      error: '"gold" is not a price tier of Point Lenana Summit.',
    });
    expect(pricedTrip("nowhere")).toBeUndefined();
  });
});
