import { majorToMinor } from "../money/amount";
import { formatUsd } from "../money/format";
import { parsePrice } from "../money/parse";
import { addDays } from "../calendar";
import { ADULT_AGE, childAgeAt } from "../pricing/children";
import { isParkId } from "../pricing/park-fees";
import { totalsOf, type QuoteLine, type QuoteTotal } from "../pricing/quote-lines";
import {
  DEFAULT_CATEGORY,
  categoryNames,
  isTravellerCategory,
  type TravellerCategory,
} from "../pricing/traveller-categories";
import { canBeRecordId } from "../record-id";

/** A quote line as the cart keeps it: the server's line without the fee record it was priced from. */
export type CartLine = Omit<QuoteLine, "feeId">;

/**
 * The Trip Cart: items kept in the browser's local storage, per signed-in
 * user under a key made from the user id, or under a guest key. Storage content is untrusted:
 * anything that does not parse is dropped, never allowed to crash the page.
 */
export interface CartItem {
  id: string;
  tripSlug: string;
  tierId?: string;
  /** Trip name, plus the tier name where a tier is chosen. */
  adventureType: string;
  duration: string;
  participants: number;
  /** Price text with a dollar amount per person, e.g. "$850" (or "Contact for pricing"): what the cart shows. */
  price: string;
  /**
   * The same price per person as a number of whole dollars (0: on request), written beside the
   * text when the item is added: every total is computed from this, never from the text.
   */
  pricePerPerson: number;
  preferredDate?: string;
  /** The departure whose seats the item books (its date is preferredDate); absent: a private date. */
  departureId?: string;
  /** A waitlist offer's hold link token, for the held seats of that departure. */
  holdToken?: string;
  groupSize?: string;
  specialRequirements?: string;
  /**
   * Each participant's traveller category, in order (issue 19); absent: everyone travels as a
   * non-resident. Document numbers are not kept here: Book All Trips asks for them.
   */
  travellers?: TravellerCategory[];
  /**
   * The children's ages, whole years under 18: the party's last travellers, as the panel priced
   * them (decision 0060). Book All Trips sends them so the server prices the children again;
   * absent: no children.
   */
  childAges?: number[];
  /**
   * The server's quote lines as the traveller saw them when adding the trip: the trip price per
   * category and each park fee. Their totals per currency are what Book All Trips sends. Absent
   * (carts filled before fee lines): the price per person x people, in USD.
   */
  lines?: CartLine[];
  /** Stored as an ISO string, restored as a Date. */
  addedAt: Date;
}
export type NewCartItem = Omit<CartItem, "id" | "addedAt">;

/**
 * An item's two price fields for `perPerson` whole dollars: the spec's text ("$850") and the number
 * computations read. Adding or repricing an item writes both from the one number.
 */
export function cartItemPrice(perPerson: number): Pick<CartItem, "price" | "pricePerPerson"> {
  const whole = Math.max(0, Math.round(perPerson));
  return { price: formatUsd(whole), pricePerPerson: whole };
}

/** Largest per-person price an item may carry, in whole dollars: far above any trip. */
const MAX_PRICE_PER_PERSON = 1_000_000;

export const GUEST_CART_KEY = "kilele-cart:guest";
export const MAX_CART_ITEMS = 20;

export function cartStorageKey(userId: string | null): string {
  return userId ? `kilele-cart:user:${userId}` : GUEST_CART_KEY;
}

export function serializeCart(items: readonly CartItem[]): string {
  return JSON.stringify(items.map((item) => ({ ...item, addedAt: item.addedAt.toISOString() })));
}

function text(value: unknown, max: number): value is string {
  return typeof value === "string" && value.length <= max;
}
function optionalText(value: unknown, max: number): boolean {
  return value === undefined || text(value, max);
}

function wholeNumber(value: unknown, min: number, max: number): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
}

/** One stored quote line, checked field by field: its amount must be its unit x units x people. */
function parseCartLine(value: unknown): CartLine | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const line = value as Record<string, unknown>;
  const valid =
    (line.kind === "trip" || line.kind === "fee") &&
    text(line.label, 200) &&
    isTravellerCategory(line.category) &&
    wholeNumber(line.people, 1, 100) &&
    wholeNumber(line.unitsPerPerson, 1, 30) &&
    wholeNumber(line.unitMinor, 0, 1_000_000_000) &&
    wholeNumber(line.amountMinor, 0, 100_000_000_000) &&
    line.amountMinor === line.unitMinor * line.unitsPerPerson * line.people &&
    (line.currency === "USD" || line.currency === "KES") &&
    (line.park === undefined || isParkId(line.park)) &&
    optionalText(line.authority, 120) &&
    (line.basis === undefined || line.basis === "per-day" || line.basis === "per-entry");
  if (!valid) return null;
  return {
    kind: line.kind as CartLine["kind"],
    label: line.label as string,
    category: line.category as TravellerCategory,
    people: line.people as number,
    unitsPerPerson: line.unitsPerPerson as number,
    unitMinor: line.unitMinor as number,
    amountMinor: line.amountMinor as number,
    currency: line.currency as CartLine["currency"],
    ...(line.park ? { park: line.park as CartLine["park"] } : {}),
    ...(line.authority ? { authority: line.authority as string } : {}),
    ...(line.basis ? { basis: line.basis as CartLine["basis"] } : {}),
  };
}

/** Stored lines, or null when any line is not one the server could have quoted for this party. */
function parseCartLines(value: unknown, participants: number): CartLine[] | null {
  if (!Array.isArray(value) || value.length === 0 || value.length > 30) return null;
  const lines = value.map(parseCartLine);
  if (lines.some((line) => line === null)) return null;
  const parsed = lines as CartLine[];
  const tripPeople = parsed
    .filter((line) => line.kind === "trip")
    .reduce((sum, line) => sum + line.people, 0);
  return tripPeople === participants ? parsed : null;
}

/**
 * Checks one stored item field by field. Hand-written rather than a zod schema because it runs
 * in every visitor's browser: zod would add ~27 KiB to every page.
 */
export function parseCartItem(value: unknown): CartItem | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const item = value as Record<string, unknown>;
  const addedAt =
    typeof item.addedAt === "string" || typeof item.addedAt === "number"
      ? new Date(item.addedAt)
      : null;
  const valid =
    text(item.id, 80) &&
    item.id.length > 0 &&
    typeof item.tripSlug === "string" &&
    /^[a-z0-9-]{1,60}$/.test(item.tripSlug) &&
    optionalText(item.tierId, 60) &&
    text(item.adventureType, 200) &&
    item.adventureType.length > 0 &&
    text(item.duration, 60) &&
    typeof item.participants === "number" &&
    Number.isInteger(item.participants) &&
    item.participants >= 1 &&
    item.participants <= 100 &&
    text(item.price, 60) &&
    (item.pricePerPerson === undefined ||
      wholeNumber(item.pricePerPerson, 0, MAX_PRICE_PER_PERSON)) &&
    (item.preferredDate === undefined ||
      (typeof item.preferredDate === "string" && /^\d{4}-\d{2}-\d{2}$/.test(item.preferredDate))) &&
    (item.departureId === undefined ||
      (typeof item.departureId === "string" && canBeRecordId(item.departureId))) &&
    (item.holdToken === undefined ||
      (typeof item.holdToken === "string" && /^[A-Za-z0-9_-]{43}$/.test(item.holdToken))) &&
    optionalText(item.groupSize, 60) &&
    optionalText(item.specialRequirements, 2000) &&
    (item.travellers === undefined ||
      (Array.isArray(item.travellers) &&
        item.travellers.length === item.participants &&
        item.travellers.every(isTravellerCategory))) &&
    (item.childAges === undefined ||
      (Array.isArray(item.childAges) &&
        item.childAges.length < (item.participants as number) &&
        item.childAges.every((age) => wholeNumber(age, 0, ADULT_AGE - 1)))) &&
    addedAt !== null &&
    !Number.isNaN(addedAt.getTime());
  if (!valid) return null;
  const lines =
    item.lines === undefined ? undefined : parseCartLines(item.lines, item.participants as number);
  if (lines === null) return null;
  // Copy the known fields only: nothing else from storage reaches the app.
  return {
    id: item.id as string,
    tripSlug: item.tripSlug as string,
    tierId: item.tierId as string | undefined,
    adventureType: item.adventureType as string,
    duration: item.duration as string,
    participants: item.participants as number,
    price: item.price as string,
    // Carts saved before items kept the number have only the text (a migration on read): it is
    // parsed here, once, when the cart is loaded (the spec's rule: the first dollar amount, whole;
    // 0 when there is none), and the number is stored when the cart is saved, which the cart's
    // provider does right after loading it.
    pricePerPerson:
      item.pricePerPerson === undefined
        ? parsePrice(item.price as string)
        : (item.pricePerPerson as number),
    preferredDate: item.preferredDate as string | undefined,
    ...(item.departureId ? { departureId: item.departureId as string } : {}),
    ...(item.holdToken ? { holdToken: item.holdToken as string } : {}),
    groupSize: item.groupSize as string | undefined,
    specialRequirements: item.specialRequirements as string | undefined,
    ...(item.travellers ? { travellers: [...(item.travellers as TravellerCategory[])] } : {}),
    ...(Array.isArray(item.childAges) && item.childAges.length
      ? { childAges: [...(item.childAges as number[])] }
      : {}),
    ...(lines ? { lines } : {}),
    addedAt: addedAt as Date,
  };
}

/** Parses stored cart text; corrupt JSON, foreign shapes and invalid items are ignored. */
export function deserializeCart(raw: string | null | undefined): CartItem[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const items: CartItem[] = [];
  for (const candidate of parsed.slice(0, MAX_CART_ITEMS)) {
    const item = parseCartItem(candidate);
    if (item) items.push(item);
  }
  return items;
}

/** Two items are the same trip request when trip, tier, date and group match. */
function sameRequest(a: CartItem, b: CartItem): boolean {
  return (
    a.id === b.id ||
    (a.tripSlug === b.tripSlug &&
      a.tierId === b.tierId &&
      a.preferredDate === b.preferredDate &&
      a.departureId === b.departureId &&
      a.participants === b.participants &&
      (a.travellers ?? []).join() === (b.travellers ?? []).join() &&
      (a.childAges ?? []).join() === (b.childAges ?? []).join())
  );
}

/** A guest's cart joins the user's cart at sign-in, without duplicates. */
export function mergeCarts(
  userItems: readonly CartItem[],
  guestItems: readonly CartItem[],
): CartItem[] {
  const merged = [...userItems];
  for (const item of guestItems)
    if (!merged.some((existing) => sameRequest(existing, item))) merged.push(item);
  return merged.slice(0, MAX_CART_ITEMS);
}

/** A cart line's per-person price in whole dollars (0: on request): the number stored beside its text. */
export function itemPerPerson(item: Pick<CartItem, "pricePerPerson">): number {
  return item.pricePerPerson;
}

type PricedItem = Pick<CartItem, "pricePerPerson" | "participants" | "lines">;

/**
 * An item's quote lines: the ones the traveller saw, or for an item kept without them one
 * non-resident trip line of its price per person x people (none when priced on request).
 */
export function itemLines(item: PricedItem): CartLine[] {
  if (item.lines) return item.lines;
  const perPerson = itemPerPerson(item);
  if (perPerson <= 0) return [];
  return [
    {
      kind: "trip",
      label: `Trip price, ${categoryNames["non-resident"]}`,
      category: "non-resident",
      people: item.participants,
      unitsPerPerson: 1,
      unitMinor: majorToMinor(perPerson),
      amountMinor: majorToMinor(perPerson) * item.participants,
      currency: "USD",
    },
  ];
}

/** An item's totals, one per currency (USD first): each the sum of its lines in that currency. */
export function itemTotals(item: PricedItem): QuoteTotal[] {
  return totalsOf(itemLines(item));
}

/** The cart's totals, one per currency: every item's lines summed by currency. */
export function cartTotals(items: readonly PricedItem[]): QuoteTotal[] {
  return totalsOf(items.flatMap(itemLines));
}

/** A total in whole units of its currency (0 when the lines have none in it). */
export function wholeTotal(
  totals: readonly QuoteTotal[],
  currency: QuoteTotal["currency"],
): number {
  return (totals.find((total) => total.currency === currency)?.amountMinor ?? 0) / 100;
}

/** An item's USD total in whole dollars: the trip price and fee lines in USD, what the booking sends as totalPrice. */
export function itemTotal(item: PricedItem): number {
  return wholeTotal(itemTotals(item), "USD");
}

/** The default travel date when none was chosen: 7 days from `today` (yyyy-mm-dd). */
export function defaultBookingDate(today: string): string {
  return addDays(today, 7);
}

/**
 * Who travels on a cart item as Book All Trips sends them: each traveller's category and, for
 * the party's last travellers, the child's age; absent when the item names neither (everyone a
 * non-resident adult).
 */
export function cartItemTravellers(
  item: Pick<CartItem, "participants" | "travellers" | "childAges">,
): Array<{ category: TravellerCategory; age?: number }> | undefined {
  const childAges = item.childAges ?? [];
  if (!item.travellers && childAges.length === 0) return undefined;
  const categories =
    item.travellers ?? Array.from({ length: item.participants }, () => DEFAULT_CATEGORY);
  return categories.map((category, index) => {
    const age = childAgeAt(item.participants, childAges, index);
    return age === null ? { category } : { category, age };
  });
}
