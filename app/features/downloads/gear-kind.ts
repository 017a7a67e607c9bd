import type { GearListKind } from "../../../domain/catalogue/trip-schema";

/** Which gear list a trip offers, kept apart from the HTML builder so pages load the builder only on click. */
export type { GearListKind };

export interface GearListTrip {
  slug: string;
  title: string;
  duration: string;
  /** The list the trip's content names: summit treks and hikes the mountain list, safaris and wildlife walks the safari list. */
  gearList?: GearListKind;
  gear: ReadonlyArray<{
    title: string;
    items: ReadonlyArray<{ name: string; essential: boolean }>;
  }>;
  preparation: ReadonlyArray<{ title: string; items: readonly string[] }>;
}

/** The gear list a trip offers: none without gear, or when its content names no list. */
export function gearListKind(
  trip: Pick<GearListTrip, "gear" | "gearList">,
): GearListKind | undefined {
  return trip.gear.length ? trip.gearList : undefined;
}

export const gearListFileNames: Record<GearListKind, string> = {
  mountain: "mountain-climbing-gear-list.html",
  safari: "safari-wildlife-gear-list.html",
};
