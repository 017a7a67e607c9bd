import { describe, expect, it } from "vitest";
import {
  filterTripList,
  isFiltered,
  pageOf,
  parseTripListFilters,
  tripListHref,
} from "./trip-list-filters";

const trips = [
  { title: "Point Lenana Summit", slug: "point-lenana", status: "published" },
  { title: "Hell's Gate Adventure", slug: "hells-gate", status: "published" },
  { title: "Ol Pejeta Conservancy", slug: "ol-pejeta", status: "archived" },
  { title: "Naivasha by Boat (copy)", slug: "lake-naivasha-copy", status: "draft" },
];
const filters = (search: string) => parseTripListFilters(new URLSearchParams(search));
const titles = (search: string) => filterTripList(trips, filters(search)).map((t) => t.title);

describe("the admin trip list's filters", () => {
  it("reads the search, status and page, and falls back to the defaults on anything else", () => {
    expect(filters("q=%20%20Lake%20%20Naivasha%20&status=draft&page=3")).toEqual({
      q: "Lake Naivasha",
      status: "draft",
      page: 3,
    });
    expect(filters("status=deleted&page=-2")).toEqual({ q: "", status: "", page: 1 });
    expect(filters("page=1.5").page).toBe(1);
    expect(filters(`q=${"x".repeat(300)}`).q).toHaveLength(100);
  });

  it("finds trips by every word in the title or the web address, any case, apostrophes and accents aside", () => {
    expect(titles("q=HELLS")).toEqual(["Hell's Gate Adventure"]);
    expect(titles("q=pejeta%20ol")).toEqual(["Ol Pejeta Conservancy"]);
    expect(titles("q=lake%20copy")).toEqual(["Naivasha by Boat (copy)"]);
    expect(titles("q=P%C3%B3int")).toEqual(["Point Lenana Summit"]);
    expect(titles("q=lenana%20gate")).toEqual([]);
    expect(titles("status=published")).toEqual(["Point Lenana Summit", "Hell's Gate Adventure"]);
    expect(titles("")).toHaveLength(4);
  });

  it("links keep the search and status and leave the defaults out", () => {
    const state = filters("q=lake boat&status=draft&page=2");
    expect(tripListHref(state, { page: 3 })).toBe("/admin/trips?q=lake+boat&status=draft&page=3");
    expect(tripListHref(state, { q: "", status: "", page: 1 })).toBe("/admin/trips");
    expect(isFiltered(state)).toBe(true);
    expect(isFiltered(filters("page=2"))).toBe(false);
  });

  it("pages by 25 and answers a page past the end with the last", () => {
    const rows = Array.from({ length: 60 }, (_, n) => n);
    expect(pageOf(rows, 1)).toMatchObject({ page: 1, pageCount: 3, firstShown: 1 });
    expect(pageOf(rows, 9)).toMatchObject({ page: 3, firstShown: 51, rows: rows.slice(50) });
    expect(pageOf([], 4)).toMatchObject({ page: 1, pageCount: 1, rows: [] });
  });
});
