import { describe, expect, it } from "vitest";
import {
  bookingRefusal,
  decisionDay,
  defaultSalesCutoffDays,
  departureStatus,
  offerAvailability,
  runningText,
  scheduledDates,
  seatsLeftText,
  travellersNeeded,
  type DepartureState,
} from "./departures";

const today = "2026-11-24"; // a Tuesday

function departure(overrides: Partial<DepartureState> = {}): DepartureState {
  return {
    date: "2026-12-12",
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

describe("scheduled dates", () => {
  it("gives every Saturday for a weekly Saturday departure", () => {
    expect(scheduledDates({ every: "week", on: ["Sat"] }, today, "2026-12-31")).toEqual([
      "2026-11-28",
      "2026-12-05",
      "2026-12-12",
      "2026-12-19",
      "2026-12-26",
    ]);
  });

  it("gives Mondays and Thursdays for a safari running twice a week", () => {
    expect(scheduledDates({ every: "week", on: ["Mon", "Thu"] }, today, "2026-12-03")).toEqual([
      "2026-11-26",
      "2026-11-30",
      "2026-12-03",
    ]);
  });

  it("gives the 1st and 15th of each month, and skips a 31st that a month lacks", () => {
    expect(scheduledDates({ every: "month", onDays: [1, 15] }, today, "2027-01-20")).toEqual([
      "2026-12-01",
      "2026-12-15",
      "2027-01-01",
      "2027-01-15",
    ]);
    expect(scheduledDates({ every: "month", onDays: [31] }, "2027-04-01", "2027-07-31")).toEqual([
      "2027-05-31",
      "2027-07-31",
    ]);
  });
});

describe("cut-off and decision day", () => {
  it("closes day trips 2 days ahead and longer trips 7", () => {
    expect(defaultSalesCutoffDays(1)).toBe(2);
    expect(defaultSalesCutoffDays(5)).toBe(7);
  });

  it("decides 3 days before a day trip and 14 before a longer one", () => {
    expect(decisionDay("2026-12-12", 1)).toBe("2026-12-09");
    expect(decisionDay("2026-12-12", 5)).toBe("2026-11-28");
  });
});

describe("departure status", () => {
  it("is Open with seats and no minimum reached", () => {
    expect(departureStatus(departure({ seatsTaken: 1 }), today)).toBe("open");
  });

  it("is Limited with 3 or fewer seats left before the minimum is reached", () => {
    expect(departureStatus(departure({ seats: 4, minimumToRun: 4, seatsTaken: 1 }), today)).toBe(
      "limited",
    );
    expect(departureStatus(departure({ seats: 5, minimumToRun: 5, seatsTaken: 1 }), today)).toBe(
      "open",
    );
  });

  it("is Guaranteed once confirmed travellers reach the minimum", () => {
    expect(departureStatus(departure({ seatsTaken: 2, seatsConfirmed: 2 }), today)).toBe(
      "guaranteed",
    );
    expect(departureStatus(departure({ seatsTaken: 7, seatsConfirmed: 2 }), today)).toBe(
      "guaranteed",
    );
  });

  it("is not Guaranteed by requests the operator has not confirmed, however many (decision 0040)", () => {
    // Anyone can send requests: seven pending seats of eight once made this Guaranteed.
    expect(departureStatus(departure({ seatsTaken: 2 }), today)).toBe("open");
    expect(departureStatus(departure({ seatsTaken: 7, seatsConfirmed: 1 }), today)).toBe("limited");
    // Requests still hold seats: a departure they fill is Full.
    expect(departureStatus(departure({ seatsTaken: 8 }), today)).toBe("full");
  });

  it("is Full with no seat left, Closed past the cut-off or by hand, Cancelled above all", () => {
    expect(departureStatus(departure({ seatsTaken: 8 }), today)).toBe("full");
    expect(departureStatus(departure({ date: "2026-11-30" }), today)).toBe("closed");
    expect(departureStatus(departure({ date: "2026-12-01" }), today)).toBe("open");
    expect(departureStatus(departure({ salesClosed: true }), today)).toBe("closed");
    expect(departureStatus(departure({ cancelled: true, seatsTaken: 8 }), today)).toBe("cancelled");
  });
});

describe("what the traveller reads", () => {
  it("shows seats left as a number only at 4 or fewer", () => {
    expect(seatsLeftText(departure({ seatsTaken: 3 }))).toBeNull();
    expect(seatsLeftText(departure({ seatsTaken: 4 }))).toBe("4 seats left");
    expect(seatsLeftText(departure({ seatsTaken: 7 }))).toBe("1 seat left");
    expect(seatsLeftText(departure({ seatsTaken: 8 }))).toBeNull();
  });

  it("says how many more confirmed travellers a departure needs to run", () => {
    expect(runningText(departure({ minimumToRun: 4, seatsTaken: 2, seatsConfirmed: 2 }))).toBe(
      "Needs 2 more travellers to run",
    );
    expect(runningText(departure({ minimumToRun: 4, seatsTaken: 3, seatsConfirmed: 3 }))).toBe(
      "Needs 1 more traveller to run",
    );
    expect(runningText(departure({ minimumToRun: 4, seatsTaken: 4, seatsConfirmed: 4 }))).toBe(
      "Guaranteed",
    );
  });

  it("counts requests toward neither the travellers needed nor Guaranteed", () => {
    expect(runningText(departure({ minimumToRun: 4, seatsTaken: 4, seatsConfirmed: 1 }))).toBe(
      "Needs 3 more travellers to run",
    );
    expect(travellersNeeded(departure({ minimumToRun: 4, seatsTaken: 8, seatsConfirmed: 0 }))).toBe(
      4,
    );
  });
});

describe("booking a departure", () => {
  it("takes a party that fits", () => {
    expect(bookingRefusal(departure({ seatsTaken: 5 }), 3, today)).toBeNull();
  });

  it("refuses more travellers than seats, a full, closed, cancelled or past departure", () => {
    expect(bookingRefusal(departure({ seatsTaken: 5 }), 4, today)).toBe(
      "Only 3 seats are left on this departure",
    );
    expect(bookingRefusal(departure({ seatsTaken: 7 }), 2, today)).toBe(
      "Only 1 seat is left on this departure",
    );
    expect(bookingRefusal(departure({ seatsTaken: 8 }), 1, today)).toBe("This departure is full");
    expect(bookingRefusal(departure({ date: "2026-11-30" }), 1, today)).toBe(
      "Sales for this departure have closed.",
    );
    expect(bookingRefusal(departure({ cancelled: true }), 1, today)).toBe(
      "This departure has been cancelled.",
    );
    expect(bookingRefusal(departure({ date: "2026-11-20", salesCutoffDays: 0 }), 1, today)).toBe(
      "This departure is in the past.",
    );
  });
});

describe("JSON-LD availability", () => {
  it("is in stock with seats, limited with 3 or fewer, sold out when not on sale", () => {
    expect(offerAvailability(departure({ seatsTaken: 2 }), today)).toBe(
      "https://schema.org/InStock",
    );
    expect(offerAvailability(departure({ seatsTaken: 6 }), today)).toBe(
      "https://schema.org/LimitedAvailability",
    );
    // Guaranteed with 3 or fewer seats left is limited too.
    expect(offerAvailability(departure({ seatsTaken: 6, seatsConfirmed: 6 }), today)).toBe(
      "https://schema.org/LimitedAvailability",
    );
    expect(offerAvailability(departure({ seatsTaken: 8 }), today)).toBe(
      "https://schema.org/SoldOut",
    );
    expect(offerAvailability(departure({ salesClosed: true }), today)).toBe(
      "https://schema.org/SoldOut",
    );
  });
});

describe("seats held for the waitlist", () => {
  it("are not for sale: held seats fill a departure without making it guaranteed", () => {
    const held = departure({
      seats: 8,
      seatsTaken: 1,
      seatsConfirmed: 1,
      seatsHeld: 7,
      minimumToRun: 2,
    });
    expect(departureStatus(held, today)).toBe("full");
    expect(bookingRefusal(held, 1, today)).toBe("This departure is full");
    expect(runningText(held)).toBe("Needs 1 more traveller to run");
  });
});
