/**
 * The admin trip list's state (issue 29, decision 0074), read from and written back to the URL's
 * search params, so a search, a status and a page are links that work without JavaScript.
 */
export const tripListStatuses = ["published", "draft", "archived"] as const;
export type TripListStatus = (typeof tripListStatuses)[number];

export interface TripListFilters {
  /** Words of the title or the web address (slug), any case. */
  q: string;
  status: TripListStatus | "";
  page: number;
}

/**
 * Trips per page: the bookings list's 25. A page costs its rows, not the catalogue (at 500 trips
 * one page of everything was 2.7 MB of HTML and 400 ms; bench/catalogue-scale.ts).
 */
export const tripListPageSize = 25;

const isTripListStatus = (value: string): value is TripListStatus =>
  (tripListStatuses as readonly string[]).includes(value);

/** Lenient: anything malformed falls back to its default (every trip, page 1). */
export function parseTripListFilters(params: URLSearchParams): TripListFilters {
  const status = params.get("status") ?? "";
  const page = Number(params.get("page") ?? "1");
  return {
    q: (params.get("q") ?? "").trim().replace(/\s+/g, " ").slice(0, 100),
    status: isTripListStatus(status) ? status : "",
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, 100_000) : 1,
  };
}

/** The list's link for these filters with some changed; the defaults stay out of the URL. */
export function tripListHref(filters: TripListFilters, change: Partial<TripListFilters>): string {
  const merged = { ...filters, ...change };
  const params = new URLSearchParams();
  if (merged.q) params.set("q", merged.q);
  if (merged.status) params.set("status", merged.status);
  if (merged.page > 1) params.set("page", String(merged.page));
  const query = params.toString();
  return query ? `/admin/trips?${query}` : "/admin/trips";
}

/** True when the list shows only some trips (the catalogue's order cannot be changed then). */
export const isFiltered = (filters: TripListFilters) => filters.q !== "" || filters.status !== "";

/** Lower case, accents dropped: "Hell's Gate" is found by "hells", "Ol Pejeta" by "PEJETA". */
const folded = (text: string) =>
  text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/['’]/g, "");

/** The trips these filters keep, in the order given: every word of `q` in the title or slug. */
export function filterTripList<T extends { title: string; slug: string; status: string }>(
  trips: readonly T[],
  filters: TripListFilters,
): T[] {
  const words = folded(filters.q).split(" ").filter(Boolean);
  return trips.filter((trip) => {
    if (filters.status && trip.status !== filters.status) return false;
    if (!words.length) return true;
    const text = `${folded(trip.title)} ${trip.slug.replace(/-/g, " ")}`;
    return words.every((word) => text.includes(word));
  });
}

/** The page asked for within 1..pageCount, and the page's slice of `rows`. */
export function pageOf<T>(rows: readonly T[], page: number, size = tripListPageSize) {
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const shownPage = Math.min(page, pageCount);
  const offset = (shownPage - 1) * size;
  return {
    page: shownPage,
    pageCount,
    firstShown: offset + 1,
    rows: rows.slice(offset, offset + size),
  };
}
