import { findCard } from "../catalogue/cards";
import type { Trip } from "../catalogue/trip-schema";

/** Lower-case, spaces to hyphens (how the cards name a trip), and a stricter form without punctuation. */
function titleKeys(title: string): string[] {
  const hyphenated = title.toLowerCase().trim().replace(/\s+/g, "-");
  const strict = hyphenated.replace(/[^a-z0-9-]/g, "").replace(/-+/g, "-");
  return [hyphenated, strict];
}

/**
 * A lookup from an `adventureType` (a slug, or a trip or card title lower-cased with spaces as
 * hyphens) to the trip slug, for the given trips. Unknown names resolve to undefined.
 */
export function adventureTypeResolver(
  trips: readonly Trip[],
): (adventureType: string) => string | undefined {
  const slugByKey = new Map<string, string>();
  for (const trip of trips) {
    slugByKey.set(trip.slug, trip.slug);
    for (const key of titleKeys(trip.title)) slugByKey.set(key, trip.slug);
    const card = findCard(trip.slug);
    if (card) for (const key of titleKeys(card.title)) slugByKey.set(key, trip.slug);
  }
  return (adventureType) => {
    const [hyphenated, strict] = titleKeys(adventureType);
    return slugByKey.get(hyphenated!) ?? slugByKey.get(strict!);
  };
}
