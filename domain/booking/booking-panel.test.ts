import { describe, expect, it } from "vitest";
import { findTrip, trips } from "../../content/trips";
import {
  bookedTripName,
  bookingPanelFor,
  chosenOption,
  estimateFor,
  partyLimit,
  selectionQuery,
} from "./booking-panel";
import { latestBookableDate, parseBookingSelection } from "./booking-selection";
import { tripOptions } from "../pricing/quote";

const panel = (slug: string) => bookingPanelFor(findTrip(slug)!, tripOptions(findTrip(slug)!));
const today = "2030-01-10";
const parse = (slug: string, query: string) =>
  parseBookingSelection(panel(slug), new URLSearchParams(query), today);

describe("the booking panel of a trip", () => {
  it("offers exactly the trip's own group size, as its page states it", () => {
    expect(panel("maasai-mara-holiday").participants).toEqual({ min: 2, max: 8, initial: 2 });
    expect(panel("technical-climbing").participants).toEqual({ min: 1, max: 4, initial: 2 });
    expect(panel("ngong-hills").participants).toEqual({ min: 2, max: 25, initial: 2 });
    expect(panel("corporate-packages").participants).toEqual({ min: 10, max: 100, initial: 10 });
    expect(panel("point-lenana").participants).toEqual({ min: 1, max: 8, initial: 2 });
    for (const trip of trips) {
      const { min, max, initial } = bookingPanelFor(trip, tripOptions(trip)).participants;
      expect(min, trip.slug).toBeLessThanOrEqual(initial);
      expect(initial, trip.slug).toBeLessThanOrEqual(max);
    }
  });

  it("lists options only where the trip has several, and one form for Technical Rock Climbing", () => {
    expect(panel("point-lenana").options.map((option) => option.id)).toEqual(["standard"]);
    expect(panel("technical-climbing").options.map((option) => option.name)).toEqual([
      "Solo Climber",
      "Partner Team",
    ]);
    expect(panel("technical-climbing").path).toBe("book");
    expect(panel("samburu").options.map((option) => option.fromPerPerson)).toEqual([160, 425, 600]);
  });

  it("books every dated trip and quotes the group programmes", () => {
    for (const trip of trips) {
      const model = bookingPanelFor(trip, tripOptions(trip));
      expect(model.dateRequired, trip.slug).toBe(model.path === "book");
    }
    expect(panel("student-expeditions")).toMatchObject({ path: "quote", unit: "student" });
    expect(panel("team-building")).toMatchObject({ path: "quote", quoteRequest: "proposal" });
    expect(panel("corporate-packages")).toMatchObject({ path: "book", quoteRequest: "corporate" });
  });

  it("estimates a group programme as its per-person price times the group", () => {
    // Team building: $150 per person per day; the Laikipia programme runs 2 days.
    const teamBuilding = panel("team-building");
    expect(
      estimateFor(teamBuilding, {
        optionId: "laikipia-ranch-retreat",
        participants: 10,
        date: null,
      }),
    ).toEqual({ optionId: "laikipia-ranch-retreat", participants: 10, total: 3000 });
    expect(
      estimateFor(panel("student-expeditions"), {
        optionId: "custom",
        participants: 30,
        date: null,
      }).total,
    ).toBe(0);
  });

  it("names a booking after the trip and, where there are several, the option", () => {
    const samburu = panel("samburu");
    expect(
      bookedTripName("Samburu Safari", samburu, chosenOption(samburu, { optionId: "mid-range" })),
    ).toMatch(/^Samburu Safari - /);
    const lenana = panel("point-lenana");
    expect(
      bookedTripName("Point Lenana Summit", lenana, chosenOption(lenana, { optionId: null })),
    ).toBe("Point Lenana Summit");
  });
});

describe("reading the panel's query", () => {
  it("takes a complete choice as it is and writes it back the same way", () => {
    const { selection, problems } = parse(
      "technical-climbing",
      "option=partner-team&participants=4&date=2030-02-01",
    );
    expect(problems).toEqual({});
    expect(selection).toEqual({ optionId: "partner-team", participants: 4, date: "2030-02-01" });
    expect(selectionQuery(selection)).toBe("option=partner-team&participants=4&date=2030-02-01");
  });

  it("falls back to the defaults when nothing is chosen yet", () => {
    expect(parse("maasai-mara-holiday", "")).toEqual({
      selection: {
        optionId: panel("maasai-mara-holiday").defaultOptionId,
        participants: 2,
        date: null,
      },
      problems: {},
    });
  });

  it.each([
    ["ngong-hills", "participants=1", "participants", "Choose from 2 to 25 people."],
    ["technical-climbing", "participants=8", "participants", "Choose from 1 to 4 people."],
    ["point-lenana", "participants=two", "participants", "Choose from 1 to 8 people."],
    ["samburu", "option=gold", "option", "Choose one of the options listed."],
    ["point-lenana", "date=2030-02-30", "date", "Enter the date as yyyy-mm-dd."],
    ["point-lenana", "date=2029-12-01", "date", "Choose today or a later date."],
    [
      "point-lenana",
      "date=2033-01-01",
      "date",
      "We take bookings up to 2 years ahead. Choose an earlier date.",
    ],
  ])("names what it cannot use in %s?%s", (slug, query, field, message) => {
    const { problems } = parse(slug, query);
    expect(problems).toEqual({ [field]: message });
  });

  it("offers dates up to the booking horizon", () => {
    expect(latestBookableDate("2030-01-10")).toBe("2032-01-10");
  });
});

describe("the party the panel offers on a departure (issue 28)", () => {
  const mara = panel("maasai-mara-holiday");
  const departure = (id: string, date: string, seatsLeft: number) => ({
    id,
    date,
    status: "open" as const,
    statusLabel: "Open",
    seatsLeftText: null,
    seatsLeft,
    bookable: seatsLeft > 0,
  });
  const state = (
    options: ReturnType<typeof departure>[],
    chosen: ReturnType<typeof departure> | null,
    participants = 2,
  ) => ({
    model: mara,
    selection: { optionId: null, participants, date: chosen?.date ?? null },
    departures: {
      options,
      choice: chosen ? ("departure" as const) : ("none" as const),
      chosen,
      hold: null,
      problem: null,
    },
  });

  it("caps the party at the chosen date's seats and says both limits when they differ", () => {
    const saturday = departure("d1", "2030-02-02", 7);
    expect(partyLimit(state([saturday], saturday))).toEqual({
      largest: 7,
      note: "Groups of 2-8; 7 seats left on Sat, Feb 2, 2030.",
    });
    // A party already larger than the seats keeps its choice, so its problem is shown.
    expect(partyLimit(state([saturday], saturday, 8)).largest).toBe(8);
  });

  it("before a date is chosen, says the departures hold fewer than the trip's group size", () => {
    const options = [departure("d1", "2030-02-02", 7), departure("d2", "2030-02-09", 5)];
    expect(partyLimit(state(options, null))).toEqual({
      largest: 8,
      note: "Groups of 2-8; the departures below have at most 7 seats left. A larger group can ask for a private date.",
    });
  });

  it("says nothing more where the seats are not the limit", () => {
    const roomy = departure("d1", "2030-02-02", 12);
    expect(partyLimit(state([roomy], roomy))).toEqual({ largest: 8, note: null });
    expect(
      partyLimit({ model: mara, selection: { optionId: null, participants: 2, date: null } }),
    ).toEqual({ largest: 8, note: null });
  });
});

describe("children in the panel's query (issue 28)", () => {
  it("asks for children where an age changes the price, not on a trip for adults only", () => {
    expect(panel("maasai-mara-holiday").children).toEqual({
      minimumAge: 0,
      note: "Children aged 0-2 travel free; children aged 3-11 pay 50 % of the adult price.",
    });
    // Point Lenana enters Mount Kenya National Park: its child fee changes the price.
    expect(panel("point-lenana").children).toEqual({ minimumAge: 12, note: "Minimum age 12." });
    expect(panel("technical-climbing").children).toBeUndefined();
    expect(panel("student-expeditions").children).toBeUndefined();
  });

  it("reads the count and the ages, keeps the count while an age is missing, and round-trips", () => {
    const full = parse("maasai-mara-holiday", "participants=4&children=2&childAge=7&childAge=10");
    expect(full.selection).toMatchObject({ participants: 4, children: 2, childAges: [7, 10] });
    expect(full.problems).toEqual({});
    expect(selectionQuery(full.selection)).toContain("children=2&childAge=7&childAge=10");
    const missing = parse("maasai-mara-holiday", "participants=4&children=2&childAge=7");
    expect(missing.selection).toMatchObject({ children: 2 });
    expect(missing.selection.childAges).toBeUndefined();
    expect(missing.problems).toEqual({ children: "Choose the age of each child." });
  });

  it("refuses a party of children only and a child younger than the trip takes", () => {
    expect(parse("maasai-mara-holiday", "participants=2&children=2").problems.children).toBe(
      "Choose from 0 to 1 children: at least one adult travels with them.",
    );
    expect(parse("point-lenana", "participants=2&children=1&childAge=9").problems.children).toBe(
      "This trip takes travellers aged 12 and over.",
    );
    // The panel ignores children where it does not ask.
    expect(
      parse("technical-climbing", "participants=2&children=1&childAge=9").selection,
    ).not.toHaveProperty("children");
  });
});
