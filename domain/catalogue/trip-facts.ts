import type { GearListKind, Trip } from "./trip-schema";

/*
 * Small facts derived from a trip's content, shared by the trip page, the PDFs and the pricing
 * engine. Kept apart from trip-schema.ts so the browser bundle gets them without zod.
 */

/** The most people one booking of the trip takes. */
export function tripMaxGroupSize(trip: Pick<Trip, "requirements" | "groupSize">): number {
  return trip.requirements?.maxGroupSize ?? trip.groupSize.max;
}

/** "2-8 people", or "10-100+ people" when larger groups are welcome. */
export function groupSizeText(trip: Pick<Trip, "groupSize">): string {
  return `${trip.groupSize.min}-${trip.groupSize.max}${trip.groupSize.openEnded ? "+" : ""} people`;
}

/** Where the trip's PDF lives: /brochures/<id>.pdf for a programme brochure, else /itineraries/<slug>.pdf. */
export function tripPdfPath(trip: Pick<Trip, "slug" | "download">): string {
  return trip.download.brochure
    ? `/brochures/${trip.download.brochure.id}.pdf`
    : `/itineraries/${trip.slug}.pdf`;
}

/** The gear lists' titles: the mountain list for treks and hikes, the safari list for safaris and wildlife walks. */
export const gearListTitles: Record<GearListKind, string> = {
  mountain: "Mountain Climbing Gear List",
  safari: "Safari & Wildlife Gear List",
};

/** The gear list a trip offers: none without gear, or when its content names no list. */
export function gearListOf(trip: Pick<Trip, "gear" | "gearList">): GearListKind | undefined {
  return trip.gear.length ? trip.gearList : undefined;
}

/** Where a trip's gear list PDF lives (server/http/pdf-routes.ts). */
export function gearListPdfPath(trip: Pick<Trip, "slug">): string {
  return `/gear-lists/${trip.slug}.pdf`;
}
