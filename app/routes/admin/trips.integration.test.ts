import { beforeAll, describe, expect, it } from "vitest";
import { trips as seedTrips } from "../../../content/trips";
import { usePrivateAppDatabase } from "../../../tests/support/app-database";
import { routeContext } from "../../../tests/support/route-context";

usePrivateAppDatabase("admin-trips");

const { getDb } = await import("../../../server/platform/db");
const { seedCatalogue, moveTrip } = await import("../../../server/modules/catalogue");
const { scheduleDepartures } = await import("../../../server/modules/departures");
const { businessToday } = await import("../../../server/platform/clock");
const { tripListPageSize: perPage } = await import("../../../domain/admin/trip-list-filters");
const list = await import("./trips.server");

type Args<T extends (...args: never[]) => unknown> = Parameters<T>[0];

// The 24 seed trips and copies: two full pages of the admin list and 10 trips on a third.
const catalogue = [
  ...seedTrips,
  ...Array.from({ length: 2 * perPage + 10 - seedTrips.length }, (_, n) => {
    const source = seedTrips[n % seedTrips.length]!;
    return { ...source, slug: `${source.slug}-copy-${n + 1}`, title: `${source.title} ${n + 1}` };
  }),
];

beforeAll(async () => {
  await seedCatalogue(getDb().db, catalogue);
  await scheduleDepartures(getDb().db, catalogue, businessToday());
});

function load(search = "") {
  return list.loader({
    request: new Request(`http://localhost/admin/trips${search}`),
    params: {},
    context: routeContext({ db: getDb().db }),
  } as unknown as Args<typeof list.loader>);
}

describe("/admin/trips with a large catalogue", () => {
  it("shows the trips a page at a time, in catalogue order, and says how many there are", async () => {
    const first = await load();
    expect(first).toMatchObject({
      total: 2 * perPage + 10,
      page: 1,
      pageCount: 3,
      firstShown: 1,
    });
    expect(first.trips.map((trip) => trip.slug)).toEqual(
      catalogue.slice(0, perPage).map((trip) => trip.slug),
    );
    const last = await load("?page=3");
    expect(last).toMatchObject({ page: 3, firstShown: 2 * perPage + 1 });
    expect(last.trips.map((trip) => trip.slug)).toEqual(
      catalogue.slice(2 * perPage).map((trip) => trip.slug),
    );
    // Each row still has what the list shows: the seed trips their category, copies none.
    expect(first.trips[0]).toMatchObject({ slug: "point-lenana", category: "Summit Treks" });
    expect(last.trips.at(-1)).toMatchObject({ category: null, hasDraft: false });
  });

  it("shows each trip's next departure on every page, not only the first", async () => {
    const lenana = (await load()).trips.find((trip) => trip.slug === "point-lenana")!;
    expect(lenana.nextDeparture).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const copies = (await load("?page=2")).trips.filter((trip) =>
      trip.slug.startsWith("point-lenana-copy-"),
    );
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) expect(copy.nextDeparture).toBe(lenana.nextDeparture);
  });

  it("answers a page out of range or not a number with the nearest page", async () => {
    expect((await load("?page=99")).page).toBe(3);
    expect((await load("?page=0")).page).toBe(1);
    expect((await load("?page=two")).page).toBe(1);
  });

  it("offers Up and Down across pages: only the catalogue's first and last trip lose one", async () => {
    const first = await load();
    const last = await load("?page=3");
    expect(first.firstId).toBe(first.trips[0]!.id);
    expect(first.lastId).toBe(last.trips.at(-1)!.id);
    // The last trip of page 1 moves down onto page 2, and the next trip comes up to page 1.
    const boundary = first.trips.at(-1)!;
    expect(boundary.id).not.toBe(first.lastId);
    expect(await moveTrip(getDb().db, boundary.id, "down")).toBe(true);
    const second = await load("?page=2");
    expect(second.trips[0]!.id).toBe(boundary.id);
    expect((await load()).trips.at(-1)!.slug).toBe(catalogue[perPage]!.slug);
  });

  it("finds a trip by words of its title or address and by status, with the search kept on every page", async () => {
    const copy = catalogue.find((trip) => trip.slug.startsWith("lake-naivasha-copy-"))!;
    const found = await load(`?q=${encodeURIComponent(`  ${copy.title.toUpperCase()} `)}`);
    expect(found).toMatchObject({ catalogueSize: 2 * perPage + 10, pageCount: 1 });
    expect(found.trips.map((trip) => trip.title)).toContain(copy.title);
    for (const trip of found.trips) expect(trip.title.startsWith(copy.title)).toBe(true);
    expect(
      (await load("?q=hells-gate-copy")).trips.every((t) => t.slug.includes("hells-gate-copy")),
    ).toBe(true);
    const lenanas = await load("?q=Point+Lenana");
    expect(lenanas.trips[0]!.slug).toBe("point-lenana");
    expect(lenanas.total).toBe(
      catalogue.filter((trip) => trip.title.includes("Point Lenana")).length,
    );
    expect(await load("?q=nothing+like+this")).toMatchObject({ total: 0, trips: [], page: 1 });
    expect(await load("?status=draft")).toMatchObject({ total: 0 });
    const published = await load("?status=published&page=2");
    expect(published).toMatchObject({ total: 2 * perPage + 10, page: 2 });
    expect(published.filters).toEqual({ q: "", status: "published", page: 2 });
    // An unknown status is no filter at all, not an error.
    expect((await load("?status=gone")).total).toBe(2 * perPage + 10);
  });
});
