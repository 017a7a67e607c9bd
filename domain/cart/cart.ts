import { parsePrice } from "../pricing/money";
import { addDays } from "../calendar";

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
  /** Price text with a dollar amount per person, e.g. "$850" (or "Contact for pricing"). */
  price: string;
  preferredDate?: string;
  /** The departure whose seats the item books (its date is preferredDate); absent: a private date. */
  departureId?: string;
  /** A waitlist offer's hold link token, for the held seats of that departure. */
  holdToken?: string;
  groupSize?: string;
  specialRequirements?: string;
  /** Stored as an ISO string, restored as a Date. */
  addedAt: Date;
}
export type NewCartItem = Omit<CartItem, "id" | "addedAt">;

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
    (item.preferredDate === undefined ||
      (typeof item.preferredDate === "string" && /^\d{4}-\d{2}-\d{2}$/.test(item.preferredDate))) &&
    (item.departureId === undefined ||
      (typeof item.departureId === "string" && /^[A-Za-z0-9-]{1,80}$/.test(item.departureId))) &&
    (item.holdToken === undefined ||
      (typeof item.holdToken === "string" && /^[A-Za-z0-9_-]{43}$/.test(item.holdToken))) &&
    optionalText(item.groupSize, 60) &&
    optionalText(item.specialRequirements, 2000) &&
    addedAt !== null &&
    !Number.isNaN(addedAt.getTime());
  if (!valid) return null;
  // Copy the known fields only: nothing else from storage reaches the app.
  return {
    id: item.id as string,
    tripSlug: item.tripSlug as string,
    tierId: item.tierId as string | undefined,
    adventureType: item.adventureType as string,
    duration: item.duration as string,
    participants: item.participants as number,
    price: item.price as string,
    preferredDate: item.preferredDate as string | undefined,
    ...(item.departureId ? { departureId: item.departureId as string } : {}),
    ...(item.holdToken ? { holdToken: item.holdToken as string } : {}),
    groupSize: item.groupSize as string | undefined,
    specialRequirements: item.specialRequirements as string | undefined,
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
      a.participants === b.participants)
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

/** Per-person price parsed from the price text, times participants. */
/** A cart line's per-person price in whole dollars (0: on request), read from its stored price text. */
export function itemPerPerson(item: Pick<CartItem, "price">): number {
  return parsePrice(item.price);
}

export function itemTotal(item: Pick<CartItem, "price" | "participants">): number {
  return itemPerPerson(item) * item.participants;
}

export function cartTotal(items: readonly Pick<CartItem, "price" | "participants">[]): number {
  return items.reduce((sum, item) => sum + itemTotal(item), 0);
}

/** The default travel date when none was chosen: 7 days from `today` (yyyy-mm-dd). */
export function defaultBookingDate(today: string): string {
  return addDays(today, 7);
}
