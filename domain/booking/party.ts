import type { Trip } from "../catalogue/trip-schema";

/** A party's size in words: "1 person", "3 people" (mails, chat texts, the admin, manifests). */
export function partySizeText(participants: number): string {
  return `${participants} ${participants === 1 ? "person" : "people"}`;
}

/** Who a trip's price is for: school programmes are priced per student, everything else per person. */
export type PriceUnit = "person" | "student";

export function priceUnitOf(trip: Pick<Trip, "pricing">): PriceUnit {
  return trip.pricing.kind === "school" ? "student" : "person";
}

/** A party in the trip's own unit: "1 student", "30 students", or partySizeText's people. */
export function partyText(count: number, unit: PriceUnit): string {
  if (unit === "student") return `${count} ${count === 1 ? "student" : "students"}`;
  return partySizeText(count);
}
