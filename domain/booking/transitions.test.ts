import { describe, expect, it } from "vitest";
import { checkTransition, nextStatuses } from "./transitions";

describe("booking transitions", () => {
  it.each([
    ["pending", "confirmed"],
    ["pending", "cancelled"],
    ["confirmed", "completed"],
    ["confirmed", "cancelled"],
  ])("allows %s -> %s", (from, to) => {
    expect(checkTransition(from, to)).toEqual({ ok: true, from, to });
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
    expect(checkTransition(from, to)).toEqual({ ok: false, error });
  });

  it("lists the next statuses for the buttons", () => {
    expect(nextStatuses("pending")).toEqual(["confirmed", "cancelled"]);
    expect(nextStatuses("confirmed")).toEqual(["completed", "cancelled"]);
    expect(nextStatuses("completed")).toEqual([]);
    expect(nextStatuses("nope")).toEqual([]);
  });
});
