import { describe, expect, it } from "vitest";
import { withTripSlugMoved } from "./trip-slug-keys";

describe("settings kept per trip follow a renamed trip", () => {
  it("moves the trip's own key and its options' keys, in their places", () => {
    const moved = withTripSlugMoved(
      { "hells-gate/standard": 90, "point-lenana/standard": 900, "point-lenana/premium": 1200 },
      "point-lenana",
      "point-lenana-sirimon",
    );
    expect(Object.entries(moved!)).toEqual([
      ["hells-gate/standard", 90],
      ["point-lenana-sirimon/standard", 900],
      ["point-lenana-sirimon/premium", 1200],
    ]);
    expect(withTripSlugMoved({ samburu: "instant" }, "samburu", "samburu-camel")).toEqual({
      "samburu-camel": "instant",
    });
  });

  it("leaves another trip whose slug starts the same alone, and says when nothing moved", () => {
    const record = { "point-lenana-traverse": 1, "point-lenana-traverse/standard": 2 };
    expect(withTripSlugMoved(record, "point-lenana", "lenana")).toBeNull();
  });

  it("keeps what the new slug already has", () => {
    expect(withTripSlugMoved({ old: 1, new: 2 }, "old", "new")).toEqual({ new: 2 });
  });
});
