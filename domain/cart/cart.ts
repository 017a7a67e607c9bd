import { z } from "zod";
import { parsePrice } from "../pricing/money";

/**
 * The Trip Cart (spec section 3): items kept in the browser's local storage, per signed-in
 * user under a key made from the user id, or under a guest key. Storage content is untrusted:
 * anything that does not parse is dropped, never allowed to crash the page.
 */
export const cartItemSchema = z.object({
  id: z.string().min(1).max(80),
  tripSlug: z.string().regex(/^[a-z0-9-]{1,60}$/),
  tierId: z.string().max(60).optional(),
  /** Trip name, plus the tier name where a tier is chosen. */
  adventureType: z.string().min(1).max(200),
  duration: z.string().max(60),
  participants: z.number().int().min(1).max(100),
  /** Price text with a dollar amount per person, e.g. "$850" (or "Contact for pricing"). */
  price: z.string().max(60),
  preferredDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  groupSize: z.string().max(60).optional(),
  specialRequirements: z.string().max(2000).optional(),
  /** Stored as an ISO string, restored as a Date. */
  addedAt: z.coerce.date(),
});
export type CartItem = z.infer<typeof cartItemSchema>;
export type NewCartItem = Omit<CartItem, "id" | "addedAt">;

export const GUEST_CART_KEY = "kilele-cart:guest";
export const MAX_CART_ITEMS = 20;

export function cartStorageKey(userId: string | null): string {
  return userId ? `kilele-cart:user:${userId}` : GUEST_CART_KEY;
}

export function serializeCart(items: readonly CartItem[]): string {
  return JSON.stringify(items.map((item) => ({ ...item, addedAt: item.addedAt.toISOString() })));
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
    const result = cartItemSchema.safeParse(candidate);
    if (result.success && !Number.isNaN(result.data.addedAt.getTime())) items.push(result.data);
  }
  return items;
}

/** Two items are the same trip request when trip, tier, date and group match. */
function sameRequest(a: CartItem, b: CartItem): boolean {
  return a.id === b.id || (a.tripSlug === b.tripSlug && a.tierId === b.tierId && a.preferredDate === b.preferredDate && a.participants === b.participants);
}

/** A guest's cart joins the user's cart at sign-in, without duplicates. */
export function mergeCarts(userItems: readonly CartItem[], guestItems: readonly CartItem[]): CartItem[] {
  const merged = [...userItems];
  for (const item of guestItems) if (!merged.some((existing) => sameRequest(existing, item))) merged.push(item);
  return merged.slice(0, MAX_CART_ITEMS);
}

/** Per-person price parsed from the price text, times participants. */
export function itemTotal(item: Pick<CartItem, "price" | "participants">): number {
  return parsePrice(item.price) * item.participants;
}

export function cartTotal(items: readonly Pick<CartItem, "price" | "participants">[]): number {
  return items.reduce((sum, item) => sum + itemTotal(item), 0);
}

/** The default travel date when none was chosen: 7 days from `today` (yyyy-mm-dd). */
export function defaultBookingDate(today: string): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
}
