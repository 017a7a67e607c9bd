import { describe, expect, it } from "vitest";
import { cardPhotoId, tripPhotoUses } from "./trip-photos";

const days = [{ day: 1 }, { day: 2, photo: "d2" }, { day: 3 }];

describe("a trip's library photos", () => {
  it("names each use by its field and by where an operator sees it", () => {
    expect(tripPhotoUses({ photos: { hero: "h", card: "c", gallery: ["g1", "h"] }, days })).toEqual(
      [
        { field: "photos.hero", place: "hero", id: "h" },
        { field: "photos.card", place: "card", id: "c" },
        { field: "photos.gallery", place: "gallery", id: "g1" },
        { field: "photos.gallery", place: "gallery", id: "h" },
        { field: "days.1.photo", place: "day 2", id: "d2" },
      ],
    );
    expect(tripPhotoUses({ days: [{ day: 1 }] })).toEqual([]);
  });

  it("shows the hero on the card unless the trip has a card photo", () => {
    expect(cardPhotoId({ photos: { hero: "h" } })).toBe("h");
    expect(cardPhotoId({ photos: { hero: "h", card: "c" } })).toBe("c");
    expect(cardPhotoId({})).toBeUndefined();
  });
});
