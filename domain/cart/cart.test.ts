import { describe, expect, it } from "vitest";
import {
  cartStorageKey,
  cartTotal,
  defaultBookingDate,
  deserializeCart,
  GUEST_CART_KEY,
  itemTotal,
  mergeCarts,
  serializeCart,
  type CartItem,
} from "./cart";

const item = (overrides: Partial<CartItem> = {}): CartItem => ({
  id: "a",
  tripSlug: "point-lenana",
  adventureType: "Point Lenana Summit",
  duration: "5 Days",
  participants: 2,
  price: "$850",
  addedAt: new Date("2026-11-22T10:00:00Z"),
  ...overrides,
});

describe("cart storage", () => {
  it("keys a signed-in user's cart by user id and a guest's by the guest key", () => {
    expect(cartStorageKey("user-1")).toBe("kilele-cart:user:user-1");
    expect(cartStorageKey(null)).toBe(GUEST_CART_KEY);
  });

  it("round-trips items with addedAt restored as a Date", () => {
    const restored = deserializeCart(
      serializeCart([item(), item({ id: "b", tierId: "premium", preferredDate: "2027-01-15" })]),
    );
    expect(restored).toHaveLength(2);
    expect(restored[0]!.addedAt).toBeInstanceOf(Date);
    expect(restored[0]!.addedAt.toISOString()).toBe("2026-11-22T10:00:00.000Z");
    expect(restored[1]).toMatchObject({ tierId: "premium", preferredDate: "2027-01-15" });
  });

  it.each([
    null,
    "",
    "not json",
    "{}",
    '"text"',
    "[1,2]",
    '[{"id":"x"}]',
    '[{"__proto__":{"polluted":true}}]',
  ])("ignores corrupt or foreign content %j", (raw) => {
    expect(deserializeCart(raw)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("keeps the valid items of a partly corrupt cart", () => {
    const raw = JSON.stringify([
      { ...item(), addedAt: "2026-11-22T10:00:00Z" },
      { ...item({ id: "b" }), participants: -3, addedAt: "x" },
    ]);
    expect(deserializeCart(raw).map((entry) => entry.id)).toEqual(["a"]);
  });
});

describe("cart merge and totals", () => {
  it("merges a guest cart into the user's without duplicates", () => {
    const user = [item()];
    const guest = [item({ id: "g1" }), item({ id: "g2", tripSlug: "hells-gate", price: "$100" })];
    expect(mergeCarts(user, guest).map((entry) => entry.id)).toEqual(["a", "g2"]);
  });

  it("totals per-person price times participants", () => {
    expect(itemTotal(item())).toBe(1700);
    expect(itemTotal(item({ price: "Contact for pricing" }))).toBe(0);
    expect(cartTotal([item(), item({ price: "$1,394 per person", participants: 3 })])).toBe(
      1700 + 4182,
    );
  });

  it("defaults the travel date to 7 days ahead", () => {
    expect(defaultBookingDate("2026-12-28")).toBe("2027-01-04");
  });
});
