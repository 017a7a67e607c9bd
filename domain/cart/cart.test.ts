import { describe, expect, it } from "vitest";
import {
  cartItemPrice,
  cartItemTravellers,
  cartStorageKey,
  cartTotals,
  wholeTotal,
  defaultBookingDate,
  deserializeCart,
  GUEST_CART_KEY,
  itemTotal,
  mergeCarts,
  serializeCart,
  type CartItem,
  type CartLine,
} from "./cart";

// A mixed party on Point Lenana (issue 19): a non-resident and a Kenyan citizen, 4 park days.
const lines: CartLine[] = [
  {
    kind: "trip",
    label: "Trip price, non-resident",
    category: "non-resident",
    people: 1,
    unitsPerPerson: 1,
    unitMinor: 85_000,
    amountMinor: 85_000,
    currency: "USD",
  },
  {
    kind: "trip",
    label: "Trip price, Kenyan citizen",
    category: "kenyan-citizen",
    people: 1,
    unitsPerPerson: 1,
    unitMinor: 6_080_000,
    amountMinor: 6_080_000,
    currency: "KES",
  },
  {
    kind: "fee",
    label: "Mount Kenya National Park fee, non-resident",
    category: "non-resident",
    people: 1,
    unitsPerPerson: 4,
    unitMinor: 4_000,
    amountMinor: 16_000,
    currency: "USD",
    park: "mount-kenya",
    authority: "Kenya Wildlife Service",
    basis: "per-day",
  },
  {
    kind: "fee",
    label: "Mount Kenya National Park fee, Kenyan citizen",
    category: "kenyan-citizen",
    people: 1,
    unitsPerPerson: 4,
    unitMinor: 40_000,
    amountMinor: 160_000,
    currency: "KES",
    park: "mount-kenya",
    authority: "Kenya Wildlife Service",
    basis: "per-day",
  },
];
const mixed = (overrides: Partial<CartItem> = {}): CartItem =>
  ({ ...item(), travellers: ["non-resident", "kenyan-citizen"], lines, ...overrides }) as CartItem;

const item = (overrides: Partial<CartItem> = {}): CartItem => ({
  id: "a",
  tripSlug: "point-lenana",
  adventureType: "Point Lenana Summit",
  duration: "5 Days",
  participants: 2,
  price: "$850",
  pricePerPerson: 850,
  addedAt: new Date("2026-11-22T10:00:00Z"),
  ...overrides,
});

describe("a family in the cart", () => {
  it("keeps the children's ages and sends them on the party's last travellers", () => {
    const family = item({ participants: 4, childAges: [4, 9] });
    const [restored] = deserializeCart(serializeCart([family]));
    expect(restored!.childAges).toEqual([4, 9]);
    expect(cartItemTravellers(restored!)).toEqual([
      { category: "non-resident" },
      { category: "non-resident" },
      { category: "non-resident", age: 4 },
      { category: "non-resident", age: 9 },
    ]);
    expect(cartItemTravellers(item({ participants: 2 }))).toBeUndefined();
  });

  it("drops an item whose ages are not children's or leave no adult", () => {
    for (const childAges of [[18], [2.5], [-1], [3, 4]])
      expect(deserializeCart(serializeCart([item({ participants: 2, childAges })]))).toEqual([]);
  });

  it("is a different request from the same trip without the children", () => {
    const merged = mergeCarts(
      [item({ participants: 3 })],
      [item({ id: "b", participants: 3, childAges: [7] })],
    );
    expect(merged).toHaveLength(2);
  });
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

  it("round-trips a mixed party's categories and lines", () => {
    expect(deserializeCart(serializeCart([mixed()]))).toEqual([mixed()]);
  });

  it.each([
    ["a category the site does not know", { travellers: ["non-resident", "martian"] }],
    ["fewer categories than travellers", { travellers: ["kenyan-citizen"] }],
    [
      "a line whose amount is not unit x units x people",
      { lines: [{ ...lines[0]!, amountMinor: 1 }, ...lines.slice(1)] },
    ],
    [
      "a line in a currency we do not charge",
      { lines: [{ ...lines[0]!, currency: "EUR" }, ...lines.slice(1)] },
    ],
    [
      "trip lines for another party size",
      { lines: lines.filter((line) => line.category === "non-resident") },
    ],
    [
      "a fee of a park we do not know",
      { lines: [...lines.slice(0, 3), { ...lines[3]!, park: "atlantis" }] },
    ],
  ])("drops an item with %s", (_reason, overrides) => {
    const raw = JSON.stringify([{ ...mixed(), ...overrides, addedAt: "2026-11-22T10:00:00Z" }]);
    expect(deserializeCart(raw)).toEqual([]);
  });

  it("stores the price per person as a number beside its text", () => {
    const stored = JSON.parse(serializeCart([item()])) as Array<Record<string, unknown>>;
    expect(stored[0]).toMatchObject({ price: "$850", pricePerPerson: 850 });
    expect(cartItemPrice(1394)).toEqual({ price: "$1,394", pricePerPerson: 1394 });
  });

  it("reads the number of an item saved before items kept it from its price text, once, at load", () => {
    const saved = (price: string) => {
      const { pricePerPerson: _number, ...old } = item({ price });
      return { ...old, addedAt: "2026-11-22T10:00:00Z" };
    };
    const raw = JSON.stringify([
      saved("$1,394 per person"),
      { ...saved("Contact for pricing"), id: "b" },
    ]);
    expect(deserializeCart(raw).map((entry) => entry.pricePerPerson)).toEqual([1394, 0]);
    expect(wholeTotal(cartTotals(deserializeCart(raw)), "USD")).toBe(1394 * 2);
  });

  it("computes from the stored number, not the text, and drops an item whose number is not a price", () => {
    const stored = (pricePerPerson: unknown) =>
      JSON.stringify([{ ...item(), pricePerPerson, addedAt: "2026-11-22T10:00:00Z" }]);
    expect(itemTotal(deserializeCart(stored(900))[0]!)).toBe(1800);
    for (const bad of [-1, 12.5, "850", null, 1e9])
      expect(deserializeCart(stored(bad)), String(bad)).toEqual([]);
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
    const guest = [
      item({ id: "g1" }),
      item({ id: "g2", tripSlug: "hells-gate", price: "$100", pricePerPerson: 100 }),
    ];
    expect(mergeCarts(user, guest).map((entry) => entry.id)).toEqual(["a", "g2"]);
  });

  it("totals per-person price times participants", () => {
    expect(itemTotal(item())).toBe(1700);
    expect(itemTotal(item({ price: "Contact for pricing", pricePerPerson: 0 }))).toBe(0);
  });

  it("totals a mixed party by currency: the trip price and the fee lines, USD and KES apart", () => {
    // $850 + 4 x $40 for the non-resident; KES 60,800 + 4 x KES 400 for the citizen.
    expect(itemTotal(mixed())).toBe(1010);
    expect(
      cartTotals([mixed(), item({ id: "b", price: "$120", pricePerPerson: 120, participants: 3 })]),
    ).toEqual([
      { currency: "USD", amountMinor: (1010 + 360) * 100 },
      { currency: "KES", amountMinor: 62_400 * 100 },
    ]);
  });

  it("keeps two parties of the same size but other categories as two requests", () => {
    expect(mergeCarts([item()], [mixed({ id: "g" })]).map((entry) => entry.id)).toEqual(["a", "g"]);
  });

  it("defaults the travel date to 7 days ahead", () => {
    expect(defaultBookingDate("2026-12-28")).toBe("2027-01-04");
  });
});
