import { describe, expect, it } from "vitest";
import { seatHoldFlag } from "./seat-hold-flag";

const request = {
  booking_status: "pending",
  created_at: "2026-11-20T06:00:00.000Z",
  hold_expires_at: null,
  seats_released_at: null,
};

describe("the admin's flag on a pending booking's seats", () => {
  it("says until when a held booking keeps its seats, in Kenyan time", () => {
    const flag = seatHoldFlag({ ...request, hold_expires_at: "2026-11-20T11:45:00.000Z" });
    expect(flag).toEqual({
      kind: "held",
      sentence:
        "Held for its deposit until Fri, Nov 20, 2026, 14:45 Kenyan time (EAT). If the deposit is not paid by then, the booking is cancelled and its seats freed.",
      short: "Held until 14:45 (Kenyan time)",
    });
  });

  it("says how long a released request went unanswered, and when", () => {
    const flag = seatHoldFlag({ ...request, seats_released_at: "2026-11-22T06:30:00.000Z" });
    expect(flag?.kind).toBe("released");
    expect(flag?.short).toBe("Seats released");
    expect(flag?.sentence).toBe(
      "Seats released: unanswered for 48 hours, on Sun, Nov 22, 2026, 09:30 Kenyan time (EAT). Confirming takes the seats again if they are still free.",
    );
  });

  it("flags nothing on a plain request or a booking no longer pending", () => {
    expect(seatHoldFlag(request)).toBeNull();
    expect(
      seatHoldFlag({
        ...request,
        booking_status: "cancelled",
        hold_expires_at: "2026-11-20T11:45:00.000Z",
      }),
    ).toBeNull();
  });
});
