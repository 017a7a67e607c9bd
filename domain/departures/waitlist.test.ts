import { describe, expect, it } from "vitest";
import { holdExpiry, seatsHeld, travellersToOffer, type WaitingTraveller } from "./waitlist";

const now = new Date("2026-11-24T10:00:00Z");

function waiting(
  id: string,
  participants: number,
  minute: number,
  offer?: string,
): WaitingTraveller {
  return {
    id,
    participants,
    createdAt: `2026-11-20T09:${String(minute).padStart(2, "0")}:00.000Z`,
    offeredAt: offer ? "2026-11-24T08:00:00.000Z" : null,
    holdExpiresAt: offer ?? null,
    confirmed: true,
  };
}

describe("the waitlist", () => {
  it("offers freed seats first come, first served", () => {
    const list = [waiting("late", 1, 30), waiting("early", 1, 10), waiting("middle", 1, 20)];
    expect(travellersToOffer(list, 2).map((t) => t.id)).toEqual(["early", "middle"]);
  });

  it("skips a party too large for the seats left instead of blocking the ones behind it", () => {
    const list = [waiting("four", 4, 10), waiting("couple", 2, 20), waiting("solo", 1, 30)];
    expect(travellersToOffer(list, 3).map((t) => t.id)).toEqual(["couple", "solo"]);
    expect(travellersToOffer(list, 4).map((t) => t.id)).toEqual(["four"]);
  });

  it("skips an entry whose email is not confirmed, without blocking the ones behind it", () => {
    const list = [
      { ...waiting("unconfirmed", 2, 10), confirmed: false },
      waiting("confirmed", 2, 20),
    ];
    expect(travellersToOffer(list, 2).map((t) => t.id)).toEqual(["confirmed"]);
  });

  it("never offers twice: someone already offered, whose hold lapsed, is not offered again", () => {
    const list = [waiting("lapsed", 2, 10, "2026-11-24T09:00:00.000Z"), waiting("next", 2, 20)];
    expect(travellersToOffer(list, 2).map((t) => t.id)).toEqual(["next"]);
  });

  it("holds offered seats for 24 hours, then frees them", () => {
    const list = [
      waiting("holding", 2, 10, holdExpiry(new Date("2026-11-24T09:00:00Z"))),
      waiting("lapsed", 3, 20, "2026-11-24T09:59:59.000Z"),
      waiting("waiting", 4, 30),
    ];
    expect(seatsHeld(list, now)).toBe(2);
    expect(seatsHeld(list, new Date("2026-11-25T09:00:00Z"))).toBe(0);
  });
});
