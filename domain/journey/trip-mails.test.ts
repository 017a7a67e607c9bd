import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../calendar";
import {
  reviewOpen,
  tripEndDate,
  tripMailDue,
  tripMailKinds,
  type TripMailKind,
} from "./trip-mails";

const startDate = "2027-06-12";
const endDate = tripEndDate(startDate, 5);
const bookedOn = "2027-03-01";

function on(today: string, overrides: Partial<Parameters<typeof tripMailDue>[0]> = {}) {
  return tripMailDue({ status: "confirmed", startDate, endDate, bookedOn, ...overrides }, today);
}

describe("journey mails", () => {
  it("a five-day trip ends on its fifth day", () => {
    expect(endDate).toBe("2027-06-16");
    expect(tripEndDate(startDate, 1)).toBe(startDate);
  });

  it("sends 30 days before, 3 days before and the day after the trip ends", () => {
    expect(on(addDays(startDate, -31))).toBeNull();
    expect(on(addDays(startDate, -30))).toBe("30-days-before");
    expect(on(addDays(startDate, -3))).toBe("3-days-before");
    expect(on(startDate)).toBeNull();
    expect(on(endDate)).toBeNull();
    expect(on(addDays(endDate, 1))).toBe("after-trip");
  });

  it("sends a missed mail late within its window, never a 30-days mail a few days before", () => {
    expect(on(addDays(startDate, -8))).toBe("30-days-before");
    expect(on(addDays(startDate, -5))).toBeNull();
    expect(on(addDays(startDate, -1))).toBe("3-days-before");
    expect(on(addDays(endDate, 7))).toBe("after-trip");
    expect(on(addDays(endDate, 8))).toBeNull();
  });

  it("a booking made after a window opened gets only the mails still ahead of it", () => {
    const lateBooking = addDays(startDate, -5);
    expect(on(addDays(startDate, -5), { bookedOn: lateBooking })).toBeNull();
    expect(on(addDays(startDate, -3), { bookedOn: lateBooking })).toBe("3-days-before");
    expect(on(addDays(endDate, 1), { bookedOn: lateBooking })).toBe("after-trip");
    // Booked on the day the 30-day window opens: that mail is still ahead (later that day).
    expect(on(addDays(startDate, -30), { bookedOn: addDays(startDate, -30) })).toBe(
      "30-days-before",
    );
    expect(on(addDays(startDate, -20), { bookedOn: addDays(startDate, -29) })).toBeNull();
    // Booked the day before departure: only the after-trip mail.
    const lastMinute = addDays(startDate, -1);
    expect(on(lastMinute, { bookedOn: lastMinute })).toBeNull();
    expect(on(addDays(endDate, 1), { bookedOn: lastMinute })).toBe("after-trip");
  });

  it("writes only to confirmed bookings before the trip, and to completed ones after it", () => {
    for (const status of ["pending", "cancelled", "declined", "completed"]) {
      expect(on(addDays(startDate, -30), { status })).toBeNull();
      expect(on(addDays(startDate, -3), { status })).toBeNull();
    }
    expect(on(addDays(endDate, 1), { status: "completed" })).toBe("after-trip");
    expect(on(addDays(endDate, 1), { status: "cancelled" })).toBeNull();
    expect(on(addDays(endDate, 1), { status: "pending" })).toBeNull();
  });

  it("over a whole year of days, each mail is due in one unbroken run of days, in order", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 1, max: 21 }),
        (bookedDaysBefore, duration) => {
          const end = tripEndDate(startDate, duration);
          const booked = addDays(startDate, -bookedDaysBefore);
          const seen: TripMailKind[] = [];
          for (let day = -130; day <= 40; day += 1) {
            const today = addDays(startDate, day);
            if (today < booked) continue;
            const kind = tripMailDue(
              { status: "confirmed", startDate, endDate: end, bookedOn: booked },
              today,
            );
            if (kind && seen.at(-1) !== kind) seen.push(kind);
          }
          // Never twice, in the order of the trip, and the after-trip mail always.
          expect(new Set(seen).size).toBe(seen.length);
          expect(
            [...seen].sort((a, b) => tripMailKinds.indexOf(a) - tripMailKinds.indexOf(b)),
          ).toEqual(seen);
          expect(seen.at(-1)).toBe("after-trip");
          expect(seen.includes("30-days-before")).toBe(bookedDaysBefore >= 30);
          expect(seen.includes("3-days-before")).toBe(bookedDaysBefore >= 3);
        },
      ),
    );
  });
});

describe("when a booking may be reviewed", () => {
  it("opens the day after the trip ends for a confirmed booking, at once for a completed one", () => {
    expect(reviewOpen({ status: "confirmed", endDate }, endDate)).toBe(false);
    expect(reviewOpen({ status: "confirmed", endDate }, addDays(endDate, 1))).toBe(true);
    expect(reviewOpen({ status: "completed", endDate }, endDate)).toBe(true);
    expect(reviewOpen({ status: "cancelled", endDate }, addDays(endDate, 30))).toBe(false);
    expect(reviewOpen({ status: "pending", endDate }, addDays(endDate, 30))).toBe(false);
  });
});
