import { describe, expect, it } from "vitest";
import { listsWithPricedParkFees } from "./trip-copy";

describe("a trip's lists copied into a proposal", () => {
  const lenana = {
    included: ["Mountain huts", "Guide and porters"],
    notIncluded: [
      "Mount Kenya National Park entry fees for 4 days: not in the trip price; each traveller's fee, at the Kenya Wildlife Service rate, is its own line of your quote",
      "Tips",
    ],
  };

  it("moves the fees of a park the proposal prices from not included to included", () => {
    expect(listsWithPricedParkFees(lenana, ["mount-kenya"])).toEqual({
      included: [
        "Mountain huts",
        "Guide and porters",
        "Mount Kenya National Park fees for the park days: in the price, each on its own line",
      ],
      notIncluded: ["Tips"],
    });
  });

  it("leaves the lists alone when the proposal prices no day in that park", () => {
    expect(listsWithPricedParkFees(lenana, [])).toEqual(lenana);
    expect(listsWithPricedParkFees(lenana, ["hells-gate"])).toEqual(lenana);
  });

  it("does not say it twice when the lists were moved already", () => {
    const once = listsWithPricedParkFees(lenana, ["mount-kenya"]);
    expect(listsWithPricedParkFees(once, ["mount-kenya"])).toEqual(once);
  });
});
