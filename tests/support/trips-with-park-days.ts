import type { Trip } from "../../domain/catalogue/trip-schema";

/**
 * The catalogue with Point Lenana's four days in Mount Kenya National Park, for tests of park fee
 * lines. No trip's content names its parks yet (decision 0033: that comes with the pages that
 * show fee lines), so tests that need a trip entering a park mock the catalogue with this:
 *
 *   vi.mock("../../content/trips", async (original) =>
 *     withParkDays(await original<typeof import("../../content/trips")>()));
 */
export function withParkDays<T extends { trips: readonly Trip[] }>(actual: T): T {
  const trips = actual.trips.map((trip) =>
    trip.slug === "point-lenana"
      ? { ...trip, parkFees: [{ park: "mount-kenya" as const, days: 4 }] }
      : trip,
  );
  return {
    ...actual,
    trips,
    findTrip: (slug: string) => trips.find((trip) => trip.slug === slug),
  };
}
