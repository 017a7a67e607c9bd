import { describe, expect, it } from "vitest";
import {
  DEFAULT_BOOKING_HOLD_SETTINGS,
  depositGraceOver,
  holdEndsAt,
  howItBooks,
  howItBooksSentence,
  readBookingHoldSettings,
  requestsReleasedBefore,
} from "./instant-booking";

const instantTrip = { mode: "instant", instantMaxParty: 6 } as const;
const base = {
  trip: instantTrip,
  defaultMode: "request",
  onlinePayment: true,
  scheduledDeparture: true,
  participants: 2,
} as const;

describe("how a checkout books", () => {
  it("books at once only on a departure, with a way to pay online, within the trip's instant limit", () => {
    expect(howItBooks(base)).toEqual({ way: "instant" });
    expect(howItBooks({ ...base, participants: 6 })).toEqual({ way: "instant" });
    expect(howItBooks({ ...base, participants: 7 })).toEqual({
      way: "request",
      reason: "group-above-limit",
    });
    expect(howItBooks({ ...base, onlinePayment: false })).toEqual({
      way: "request",
      reason: "no-online-payment",
    });
    expect(howItBooks({ ...base, scheduledDeparture: false })).toEqual({
      way: "request",
      reason: "private-date",
    });
    expect(howItBooks({ ...base, trip: { mode: "request", instantMaxParty: null } })).toEqual({
      way: "request",
      reason: "trip-on-request",
    });
  });

  it("a trip without its own setting books the operator's default way", () => {
    expect(howItBooks({ ...base, trip: undefined })).toEqual({
      way: "request",
      reason: "trip-on-request",
    });
    expect(howItBooks({ ...base, trip: undefined, defaultMode: "instant" })).toEqual({
      way: "instant",
    });
  });

  it("says which way before the traveller starts, naming the group limit", () => {
    expect(howItBooksSentence({ way: "instant" })).toBe(
      "Instant booking: pay the deposit now and your seats are confirmed at once.",
    );
    expect(howItBooksSentence({ way: "request", reason: "group-above-limit" }, 6)).toContain(
      "groups above 6 are confirmed by our team within 24 hours",
    );
    expect(howItBooksSentence({ way: "request", reason: "private-date" })).toContain(
      "private date",
    );
  });
});

describe("holds and releases", () => {
  it("a hold lasts the operator's minutes; requests release after their hours", () => {
    const now = new Date("2027-03-01T10:00:00Z");
    expect(holdEndsAt(now, { holdMinutes: 30 }).toISOString()).toBe("2027-03-01T10:30:00.000Z");
    expect(requestsReleasedBefore(now, { requestReleaseHours: 48 })).toBe(
      "2027-02-27T10:00:00.000Z",
    );
  });

  it("the deposit's grace is over the day after its last day", () => {
    expect(depositGraceOver("2027-03-01", "2027-03-08", { depositGraceDays: 7 })).toBe(false);
    expect(depositGraceOver("2027-03-01", "2027-03-09", { depositGraceDays: 7 })).toBe(true);
  });

  it("reads stored settings back into valid ones, out-of-range values taking the defaults", () => {
    expect(readBookingHoldSettings(null)).toEqual(DEFAULT_BOOKING_HOLD_SETTINGS);
    expect(
      readBookingHoldSettings({
        defaultMode: "instant",
        holdMinutes: 5,
        requestReleaseHours: 72,
        depositGraceDays: 1.5,
        trips: {
          "point-lenana": { mode: "instant", instantMaxParty: 4 },
          "mara-safari": { mode: "sometimes" },
          "day-hike": { mode: "request", instantMaxParty: -1 },
        },
      }),
    ).toEqual({
      defaultMode: "instant",
      holdMinutes: 30,
      requestReleaseHours: 72,
      depositGraceDays: 7,
      trips: {
        "point-lenana": { mode: "instant", instantMaxParty: 4 },
        "day-hike": { mode: "request", instantMaxParty: null },
      },
    });
  });
});
