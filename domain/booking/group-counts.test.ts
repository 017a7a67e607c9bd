import { describe, expect, it } from "vitest";
import { findTrip } from "../../content/trips";
import { bookingPanelFor } from "./booking-panel";
import { parseBookingSelection } from "./booking-selection";
import { tripOptions } from "../pricing/quote";

const panel = (slug: string) => bookingPanelFor(findTrip(slug)!, tripOptions(findTrip(slug)!));
const parse = (slug: string, query: string) =>
  parseBookingSelection(panel(slug), new URLSearchParams(query), "2030-01-10");

// Issue 30: the corporate panel drew one category list per traveller (40 lists for 40 people).
describe("a group's counts per traveller category", () => {
  it("is what the corporate panel asks; a small party still names each traveller", () => {
    expect(panel("corporate-packages").groupCounts).toBe(true);
    expect(panel("maasai-mara-holiday").groupCounts).toBeUndefined();
  });

  it("becomes one category per traveller, the rest non-residents", () => {
    const { selection, problems } = parse(
      "corporate-packages",
      "participants=40&eastAfricanResidents=8&kenyanCitizens=2",
    );
    expect(problems).toEqual({});
    expect(selection.categories).toHaveLength(40);
    expect(selection.categories!.filter((c) => c === "non-resident")).toHaveLength(30);
    expect(selection.categories!.filter((c) => c === "east-african-resident")).toHaveLength(8);
    expect(selection.categories!.filter((c) => c === "kenyan-citizen")).toHaveLength(2);
  });

  it("with nobody resident is a party of non-residents (no categories to carry)", () => {
    const { selection } = parse(
      "corporate-packages",
      "participants=12&eastAfricanResidents=0&kenyanCitizens=",
    );
    expect(selection.categories).toBeUndefined();
  });

  it("that do not fit the group are refused beside the fields and kept as typed", () => {
    const { selection, problems } = parse(
      "corporate-packages",
      "participants=10&eastAfricanResidents=7&kenyanCitizens=5",
    );
    expect(problems.categories).toBe(
      "East African residents and Kenyan citizens together can be at most the 10 in your group.",
    );
    expect(selection.typedCounts).toEqual({ eastAfricanResidents: "7", kenyanCitizens: "5" });
    expect(selection.categories).toBeUndefined();
    expect(
      parse("corporate-packages", "participants=10&kenyanCitizens=-1").problems.categories,
    ).toBe("Enter how many as a whole number, 0 or more.");
  });
});
