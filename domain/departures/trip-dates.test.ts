import { describe, expect, it } from "vitest";
import type { DepartureState } from "./departures";
import {
  bookDepartureHref,
  bookingDepartureLine,
  monthHref,
  monthView,
  nextDepartures,
  nextOnSale,
  openingMonth,
  tripDeparture,
  waitlistHref,
} from "./trip-dates";

const today = "2026-11-24"; // a Tuesday

function state(date: string, overrides: Partial<DepartureState> = {}): DepartureState {
  return {
    date,
    seats: 8,
    minimumToRun: 2,
    seatsTaken: 0,
    seatsConfirmed: 0,
    salesCutoffDays: 7,
    salesClosed: false,
    cancelled: false,
    ...overrides,
  };
}

function listed(id: string, date: string, overrides: Partial<DepartureState> = {}, price = 850) {
  return tripDeparture("point-lenana", { id, state: state(date, overrides) }, price, today);
}

describe("a departure as the trip page lists it", () => {
  it("an open date links to the booking panel with the departure, with its price", () => {
    expect(listed("d1", "2026-12-12")).toEqual({
      id: "d1",
      date: "2026-12-12",
      status: "open",
      statusLabel: "Open",
      seatsLeftText: null,
      perPerson: 850,
      link: { kind: "book", href: "/itinerary/point-lenana?departure=d1#book" },
      availability: "https://schema.org/InStock",
    });
  });

  it("a guaranteed date with 2 seats left says both, and is limited availability", () => {
    expect(listed("d2", "2026-12-12", { seatsTaken: 6, seatsConfirmed: 2 })).toMatchObject({
      status: "guaranteed",
      statusLabel: "Guaranteed",
      seatsLeftText: "2 seats left",
      availability: "https://schema.org/LimitedAvailability",
    });
    // Four seats left is shown as a number; five is not.
    // The same seats taken by requests alone: Limited, not Guaranteed (decision 0040).
    expect(listed("d2p", "2026-12-12", { seatsTaken: 6 })).toMatchObject({
      status: "limited",
      statusLabel: "Limited",
      seatsLeftText: "2 seats left",
    });
    expect(listed("d3", "2026-12-12", { seatsTaken: 4 }).seatsLeftText).toBe("4 seats left");
    expect(listed("d4", "2026-12-12", { seatsTaken: 3 }).seatsLeftText).toBeNull();
  });

  it("a full date links to its waitlist, with no price; a closed or cancelled one links nowhere", () => {
    expect(listed("d5", "2026-12-12", { seatsTaken: 8 })).toMatchObject({
      status: "full",
      perPerson: null,
      link: { kind: "waitlist", href: "/itinerary/point-lenana?waitlist=d5#waitlist" },
      availability: "https://schema.org/SoldOut",
    });
    expect(listed("d6", "2026-11-28")).toMatchObject({ status: "closed", link: null }); // inside the cut-off
    expect(listed("d7", "2026-12-12", { cancelled: true })).toMatchObject({
      status: "cancelled",
      link: null,
      availability: "https://schema.org/SoldOut",
    });
  });

  it("the list keeps the next dates a traveller can book or wait for, six at most", () => {
    const all = [
      listed("closed", "2026-11-28"),
      ...["12-05", "12-12", "12-19", "12-26", "01-02", "01-09", "01-16"].map((day, index) =>
        listed(
          `d${index}`,
          `${day.startsWith("01") ? "2027" : "2026"}-${day}`,
          index === 1 ? { seatsTaken: 8 } : {},
        ),
      ),
    ];
    const next = nextDepartures(all);
    expect(next.map((departure) => departure.id)).toEqual(["d0", "d1", "d2", "d3", "d4", "d5"]);
    expect(next[1]!.link?.kind).toBe("waitlist");
  });

  it("links are escaped and go back to the dates section", () => {
    expect(bookDepartureHref("mara", "a b")).toBe("/itinerary/mara?departure=a%20b#book");
    expect(waitlistHref("mara", "x")).toBe("/itinerary/mara?waitlist=x#waitlist");
    expect(monthHref("mara", "2027-01")).toBe("/itinerary/mara?month=2027-01#dates");
  });
});

describe("the month view", () => {
  const departures = [
    listed("closed", "2026-11-28"),
    listed("a", "2026-12-05"),
    listed("b", "2027-01-09"),
  ];

  it("opens on the asked month, else the next bookable departure's month", () => {
    expect(openingMonth("2027-01", departures, today)).toBe("2027-01");
    expect(openingMonth(null, departures, today)).toBe("2026-12");
    expect(openingMonth(null, [], today)).toBe("2026-11");
  });

  it("puts each departure on its day, with previous and next months only within the twelve", () => {
    const view = monthView("2027-01", departures, today);
    expect(view.title).toBe("January 2027");
    expect(view.previous).toBe("2026-12");
    expect(view.next).toBe("2027-02");
    const days = view.weeks.flat().filter((cell) => cell !== null);
    expect(days).toHaveLength(31);
    expect(
      days.filter((cell) => cell.departure).map((cell) => [cell.date, cell.departure!.id]),
    ).toEqual([["2027-01-09", "b"]]);
    expect(monthView("2026-11", departures, today).previous).toBeNull();
    expect(monthView("2027-10", departures, today).next).toBeNull();
  });
});

describe("the card's next departure", () => {
  it("is the first on sale: closed and full dates are passed over", () => {
    const rows = [
      { id: "closed", state: state("2026-11-28") },
      { id: "full", state: state("2026-12-05", { seatsTaken: 8 }) },
      { id: "sure", state: state("2026-12-12", { seatsTaken: 2, seatsConfirmed: 2 }) },
    ];
    expect(nextOnSale(rows, today)).toEqual({ departure: rows[2], status: "guaranteed" });
    // Requests alone do not make the card say Guaranteed.
    const requested = { id: "asked", state: state("2026-12-12", { seatsTaken: 2 }) };
    expect(nextOnSale([requested], today)).toEqual({ departure: requested, status: "open" });
    expect(nextOnSale(rows.slice(0, 2), today)).toBeNull();
  });
});

describe("the dashboard's departure line", () => {
  const line = (departure: DepartureState, status: string, participants = 1) =>
    bookingDepartureLine(departure, { status, participants }, today);

  it("says whether the departure runs while the booking holds seats on it", () => {
    expect(line(state("2026-12-12", { seatsTaken: 3, seatsConfirmed: 2 }), "pending")).toBe(
      "Guaranteed",
    );
    expect(
      line(state("2026-12-12", { seatsTaken: 1, seatsConfirmed: 1, minimumToRun: 3 }), "confirmed"),
    ).toBe("Needs 2 more travellers to run");
    expect(line(state("2026-12-12", { cancelled: true }), "confirmed")).toMatch(/cancelled/);
    expect(line(state("2026-12-12"), "cancelled")).toBeNull();
    expect(line(state("2026-11-20"), "confirmed")).toBeNull();
  });

  // Issue 28: the traveller's own party counts. A confirmed party of 2 on a departure that needs 4
  // needs 2 more, never 4; a pending party of 2 is told what is needed besides it once confirmed,
  // and is not told the trip runs before the operator confirms it (decision 0040).
  it("counts the traveller's own party", () => {
    const needsFour = { minimumToRun: 4 };
    expect(
      line(state("2026-12-12", { ...needsFour, seatsTaken: 2, seatsConfirmed: 2 }), "confirmed", 2),
    ).toBe("Needs 2 more travellers to run");
    // Even when the confirmed count misses the party, its own travellers are never asked for.
    expect(
      line(state("2026-12-12", { ...needsFour, seatsTaken: 3, seatsConfirmed: 0 }), "confirmed", 3),
    ).toBe("Needs 1 more traveller to run");
    expect(
      line(state("2026-12-12", { ...needsFour, seatsTaken: 3, seatsConfirmed: 1 }), "pending", 2),
    ).toBe("Needs 1 more traveller besides your party to run, once your booking is confirmed");
    expect(
      line(state("2026-12-12", { ...needsFour, seatsTaken: 4, seatsConfirmed: 1 }), "pending", 3),
    ).toBe("Runs once your booking is confirmed");
  });
});
