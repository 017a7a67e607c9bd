import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../calendar";
import { reminderDue, type PaymentReminderKind } from "./balance-reminders";

const confirmedOn = "2027-01-10";
const dueDate = "2027-04-01";
const departureDate = "2027-05-16";

function on(today: string) {
  return reminderDue({ dueDate, today, departureDate, confirmedOn });
}

describe("balance reminders", () => {
  it("reminds 14 and 3 days before the due date and the day after it", () => {
    expect(on(addDays(dueDate, -15))).toBeNull();
    expect(on(addDays(dueDate, -14))).toBe("due-in-14-days");
    expect(on(addDays(dueDate, -4))).toBe("due-in-14-days");
    expect(on(addDays(dueDate, -3))).toBe("due-in-3-days");
    expect(on(dueDate)).toBe("due-in-3-days");
    expect(on(addDays(dueDate, 1))).toBe("overdue");
  });

  it("sends nothing after departure, nor on the day of confirmation", () => {
    expect(on(addDays(departureDate, 1))).toBeNull();
    expect(
      reminderDue({ dueDate: confirmedOn, today: confirmedOn, departureDate, confirmedOn }),
    ).toBeNull();
    // A deposit due at confirmation: the day after, it is overdue, never "due in 3 days".
    expect(
      reminderDue({
        dueDate: confirmedOn,
        today: addDays(confirmedOn, 1),
        departureDate,
        confirmedOn,
      }),
    ).toBe("overdue");
  });

  it("skips a 'due soon' reminder whose window had opened before the booking was confirmed", () => {
    const late = addDays(dueDate, -10);
    expect(
      reminderDue({ dueDate, today: addDays(late, 1), departureDate, confirmedOn: late }),
    ).toBeNull();
    expect(
      reminderDue({ dueDate, today: addDays(dueDate, -2), departureDate, confirmedOn: late }),
    ).toBe("due-in-3-days");
  });

  it("never goes back to an earlier reminder as the days pass (fast-check)", () => {
    const order: Array<PaymentReminderKind | null> = [
      null,
      "due-in-14-days",
      "due-in-3-days",
      "overdue",
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: -30, max: 200 }),
        fc.integer({ min: 0, max: 60 }),
        (confirmToDue, dayOffset, step) => {
          const confirmed = addDays(dueDate, -confirmToDue);
          const first = addDays(confirmed, dayOffset);
          const second = addDays(first, step);
          const departure = "2028-01-01";
          const a = reminderDue({
            dueDate,
            today: first,
            departureDate: departure,
            confirmedOn: confirmed,
          });
          const b = reminderDue({
            dueDate,
            today: second,
            departureDate: departure,
            confirmedOn: confirmed,
          });
          if (a !== null && b !== null)
            expect(order.indexOf(b)).toBeGreaterThanOrEqual(order.indexOf(a));
        },
      ),
    );
  });
});
