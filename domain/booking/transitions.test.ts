import { describe, expect, it } from "vitest";
import { checkTransition, completableFrom, nextStatuses } from "./transitions";

/** A trip on Mar 05, 2030, looked at on the day after it: every date rule is out of the way. */
const afterTheTrip = { travelDate: "2030-03-05", today: "2030-03-06" };

describe("booking transitions", () => {
  it.each([
    ["pending", "confirmed"],
    ["pending", "cancelled"],
    ["confirmed", "completed"],
    ["confirmed", "cancelled"],
  ])("allows %s -> %s", (from, to) => {
    expect(checkTransition(from, to, afterTheTrip)).toEqual({ ok: true, from, to });
  });

  it.each([
    [
      "pending",
      "completed",
      "A pending booking cannot be marked completed. A pending booking can only be confirmed or cancelled.",
    ],
    [
      "confirmed",
      "pending",
      "A confirmed booking cannot be marked pending. A confirmed booking can only be completed or cancelled.",
    ],
    [
      "cancelled",
      "confirmed",
      "A cancelled booking cannot be marked confirmed. A cancelled booking is final and cannot change any more.",
    ],
    [
      "completed",
      "cancelled",
      "A completed booking cannot be marked cancelled. A completed booking is final and cannot change any more.",
    ],
    ["pending", "pending", "This booking is already pending."],
    [
      "pending",
      "paid",
      '"paid" is not a booking status; use one of pending, confirmed, cancelled, completed.',
    ],
    [
      "weird",
      "confirmed",
      'This booking has an unknown status "weird", so it cannot be changed here.',
    ],
  ])("refuses %s -> %s with a clear sentence", (from, to, error) => {
    expect(checkTransition(from, to, afterTheTrip)).toEqual({ ok: false, error });
  });

  it("refuses to complete a trip before the day after its date, and says from when it can", () => {
    const refusal = {
      ok: false,
      error: "This trip is on Mar 05, 2030; it can be marked completed from Mar 06, 2030.",
    };
    expect(
      checkTransition("confirmed", "completed", { ...afterTheTrip, today: "2030-01-10" }),
    ).toEqual(refusal);
    // On the trip's own day it is still under way.
    expect(
      checkTransition("confirmed", "completed", { ...afterTheTrip, today: "2030-03-05" }),
    ).toEqual(refusal);
    expect(
      checkTransition("confirmed", "completed", { ...afterTheTrip, today: "2031-01-01" }).ok,
    ).toBe(true);
    // Across a month and a year end.
    expect(completableFrom("2030-02-28")).toBe("2030-03-01");
    expect(completableFrom("2030-12-31")).toBe("2031-01-01");
  });

  it("cancels a confirmed trip at any time, before or after its date", () => {
    for (const today of ["2030-01-01", "2030-03-05", "2030-04-01"])
      expect(checkTransition("confirmed", "cancelled", { ...afterTheTrip, today }).ok).toBe(true);
  });

  it("lists the next statuses for the buttons, with Mark completed only after the trip's date", () => {
    expect(nextStatuses("pending", afterTheTrip)).toEqual(["confirmed", "cancelled"]);
    expect(nextStatuses("confirmed", afterTheTrip)).toEqual(["completed", "cancelled"]);
    expect(nextStatuses("confirmed", { ...afterTheTrip, today: "2030-03-05" })).toEqual([
      "cancelled",
    ]);
    expect(nextStatuses("completed", afterTheTrip)).toEqual([]);
    expect(nextStatuses("nope", afterTheTrip)).toEqual([]);
  });
});
