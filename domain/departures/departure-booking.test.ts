import { describe, expect, it } from "vitest";
import { parseBookingSelection, withDeparture } from "../booking/booking-selection";
import { selectionQuery, type BookingPanelModel } from "../booking/booking-panel";
import {
  departureBookingPath,
  departureOption,
  holdRefusal,
  panelDepartures,
  parseDepartureChoice,
  waitlistPath,
  type DepartureOption,
  type DeparturePanel,
} from "./departure-booking";
import type { DepartureState } from "./departures";

const today = "2026-11-24";
const state = (overrides: Partial<DepartureState> = {}): DepartureState => ({
  date: "2027-01-09",
  seats: 8,
  minimumToRun: 2,
  seatsTaken: 0,
  seatsConfirmed: 0,
  seatsHeld: 0,
  salesCutoffDays: 7,
  salesClosed: false,
  cancelled: false,
  ...overrides,
});

describe("the departure a query names", () => {
  const query = (text: string) => parseDepartureChoice(new URLSearchParams(text));
  it("reads a departure id, the private date, or nothing chosen", () => {
    expect(query("departure=0b6c1c9e-4f7a-4b8e-9a55-1d2f3e4a5b6c")).toEqual({
      kind: "departure",
      id: "0b6c1c9e-4f7a-4b8e-9a55-1d2f3e4a5b6c",
    });
    expect(query("departure=private&date=2027-02-01")).toEqual({ kind: "private" });
    // A link from before departures (a date, no departure) is a private date.
    expect(query("date=2027-02-01")).toEqual({ kind: "private" });
    expect(query("participants=2")).toEqual({ kind: "none" });
    expect(query("departure=%3Cscript%3E")).toEqual({ kind: "invalid" });
  });
});

describe("departures as the panel offers them", () => {
  it("gives the status and the seats left, and offers only departures on sale", () => {
    expect(
      departureOption({ id: "a", state: state({ seatsTaken: 6, seatsConfirmed: 2 }) }, today),
    ).toEqual({
      id: "a",
      date: "2027-01-09",
      status: "guaranteed",
      statusLabel: "Guaranteed",
      seatsLeftText: "2 seats left",
      seatsLeft: 2,
      bookable: true,
    });
    expect(departureOption({ id: "b", state: state({ seatsTaken: 8 }) }, today)).toMatchObject({
      status: "full",
      bookable: false,
    });
    // Seats held for a waiting traveller are not free for anyone else.
    expect(
      departureOption({ id: "c", state: state({ seatsTaken: 1, seatsHeld: 6 }) }, today),
    ).toMatchObject({ seatsLeft: 1, seatsLeftText: "1 seat left", status: "limited" });
    // Requests hold seats but do not make it run: six pending of eight is still Open.
    expect(departureOption({ id: "d", state: state({ seatsTaken: 6 }) }, today)).toMatchObject({
      status: "limited",
      statusLabel: "Limited",
      seatsLeft: 2,
      bookable: true,
    });
  });

  const option = (id: string, date: string, bookable = true): DepartureOption => ({
    id,
    date,
    status: bookable ? "open" : "full",
    statusLabel: bookable ? "Open" : "Full",
    seatsLeftText: null,
    seatsLeft: bookable ? 8 : 0,
    bookable,
  });

  it("lists the next bookable ones, plus the chosen one wherever it is, in date order", () => {
    const options = [
      option("full", "2027-01-02", false),
      option("a", "2027-01-09"),
      option("b", "2027-01-16"),
      option("c", "2027-01-23"),
    ];
    expect(panelDepartures(options, null, 2).map((o) => o.id)).toEqual(["a", "b"]);
    expect(panelDepartures(options, "c", 2).map((o) => o.id)).toEqual(["a", "b", "c"]);
    expect(panelDepartures(options, "full", 2).map((o) => o.id)).toEqual(["full", "a", "b"]);
  });
});

describe("a booking on a departure", () => {
  it("through a hold link: refused when unknown, for another departure, used or expired", () => {
    const now = new Date("2026-11-24T10:00:00Z");
    const offer = {
      departureId: "d1",
      holdExpiresAt: "2026-11-25T09:00:00.000Z",
      usedAt: null,
    };
    expect(holdRefusal(offer, "d1", now)).toBeNull();
    expect(holdRefusal(undefined, "d1", now)).toMatch(/^This waitlist link is not valid/);
    expect(holdRefusal(offer, "d2", now)).toBe("This waitlist link is for another departure.");
    expect(holdRefusal({ ...offer, usedAt: "2026-11-24T09:30:00Z" }, "d1", now)).toBe(
      "This waitlist link has already been used to book.",
    );
    expect(holdRefusal(offer, "d1", new Date("2026-11-25T09:00:00Z"))).toMatch(
      /^This waitlist link has expired/,
    );
  });

  it("links to the panel with the departure and its hold, and to the waitlist form", () => {
    expect(departureBookingPath("point-lenana", "d1", "t".repeat(43))).toBe(
      `/itinerary/point-lenana?departure=d1&hold=${"t".repeat(43)}#book`,
    );
    expect(waitlistPath("point-lenana", "d1")).toBe("/itinerary/point-lenana?waitlist=d1#waitlist");
  });
});

describe("a panel selection on a trip with departures", () => {
  const model: BookingPanelModel = {
    path: "book",
    options: [],
    defaultOptionId: null,
    participants: { min: 1, max: 8, initial: 2 },
    dateRequired: true,
    unit: "person",
  };
  const chosen: DepartureOption = {
    id: "d1",
    date: "2027-01-09",
    status: "limited",
    statusLabel: "Limited",
    seatsLeftText: "1 seat left",
    seatsLeft: 1,
    bookable: true,
  };
  const panel = (overrides: Partial<DeparturePanel>): DeparturePanel => ({
    options: [chosen],
    choice: "departure",
    chosen,
    hold: null,
    problem: null,
    ...overrides,
  });
  const parse = (text: string) => parseBookingSelection(model, new URLSearchParams(text), today);

  it("takes the departure's date, ignores the free date, and carries the hold to the checkout", () => {
    const result = withDeparture(
      parse("departure=d1&date=not-a-date&participants=1"),
      panel({ hold: { token: "h".repeat(43), participants: 1, until: "soon" } }),
    );
    expect(result.problems).toEqual({});
    expect(result.selection).toMatchObject({ date: "2027-01-09", departureId: "d1" });
    expect(selectionQuery(result.selection)).toBe(
      `participants=1&departure=d1&hold=${"h".repeat(43)}`,
    );
  });

  it("puts the departure's refusal beside the departure field and prices nothing", () => {
    const result = withDeparture(
      parse("departure=d1&participants=2"),
      panel({ problem: "Only 1 seat is left on this departure" }),
    );
    expect(result.problems).toEqual({ departure: "Only 1 seat is left on this departure" });
  });

  it("keeps the free date for a private date, and asks for a choice when nothing is chosen", () => {
    const privateDate = withDeparture(
      parse("departure=private&date=2027-02-03"),
      panel({ choice: "private", chosen: null }),
    );
    expect(privateDate.selection).toMatchObject({ date: "2027-02-03", departureId: "private" });
    expect(selectionQuery(privateDate.selection)).toBe(
      "participants=2&departure=private&date=2027-02-03",
    );
    const nothing = withDeparture(parse(""), panel({ choice: "none", chosen: null }));
    expect(nothing.selection).toMatchObject({ date: null, departureId: null });
  });
});
