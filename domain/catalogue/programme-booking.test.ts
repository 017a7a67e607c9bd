import { describe, expect, it } from "vitest";
import { findTrip } from "../../content/trips";
import { bookingPanelFor } from "../booking/booking-panel";
import { tripOptions } from "../pricing/quote";
import { packagesBookingSummary, programmeBookingSentence } from "./programme-booking";

const trip = findTrip("corporate-packages")!;
const options = bookingPanelFor(trip, tripOptions(trip)).options;
const programme = (id: string) => trip.programmes!.find((candidate) => candidate.id === id)!;

// Issue 30: four packages on the page, three tiers in the panel; the spec's figures are kept.
describe("which corporate packages book from the panel", () => {
  it("says the panel's $3,250 is the typical price within $2,500-$4,000", () => {
    expect(programmeBookingSentence(programme("executive-safari"), options)).toBe(
      "Books from the panel as Executive Safari at $3,250 per person, the typical price within $2,500-$4,000.",
    );
  });

  it("says the package the panel lacks is quoted on request", () => {
    expect(programmeBookingSentence(programme("cultural-heritage"), options)).toBe(
      "Quoted on request: not in the booking panel. Request a corporate quote for it.",
    );
  });

  it("names the three that book from the panel before the four packages", () => {
    expect(packagesBookingSummary(trip.programmes!, options)).toBe(
      "Three of these four packages book from the panel beside this page: Executive Safari Retreat, Coastal Corporate Getaway and Adventure Leadership Experience. The panel's price is the typical price within each package's range (Executive Safari: $3,250 within $2,500-$4,000); your group's quote confirms it. The Cultural Heritage Tour is quoted on request.",
    );
    expect(packagesBookingSummary(trip.programmes!, [])).toBeNull();
  });
});
