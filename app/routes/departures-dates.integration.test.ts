import { beforeAll, describe, expect, it } from "vitest";
import { usePrivateAppDatabase } from "../../tests/support/app-database";
import { routeContext } from "../../tests/support/route-context";

// The loaders' departure data (decision 0023) on the app's own database: the trip page's dates,
// month view and waitlist block, its cache header, and the listing cards' next departure.
usePrivateAppDatabase("departures-dates");

const { getDb } = await import("../../server/platform/db");
const { trips } = await import("../../content/trips");
const { businessDay } = await import("../../domain/calendar");
const { insertBooking } = await import("../../server/modules/bookings/store");
const { scheduleDepartures, upcomingDepartures } =
  await import("../../server/modules/departures/departures");
const { loader: itineraryLoader } = await import("./itinerary.server");
const { loader: categoryLoader } = await import("./category.server");

type LoaderArgs<T extends (...args: never[]) => unknown> = Parameters<T>[0];
const today = businessDay(new Date());

async function tripPage(path: string) {
  const slug = path.split("?")[0]!;
  const result = await itineraryLoader({
    params: { slug },
    request: new Request(`https://kilele.example/itinerary/${path}`),
    context: routeContext({ db: getDb().db }),
  } as unknown as LoaderArgs<typeof itineraryLoader>);
  return { data: result.data, headers: new Headers(result.init?.headers) };
}

describe("the loaders' departures", () => {
  let full: { id: string; date: string };

  beforeAll(async () => {
    const { db } = getDb();
    await scheduleDepartures(db, trips, today);
    const open = (await upcomingDepartures(db, "ngong-hills", today, 8)).filter(
      (departure) => departure.status === "open",
    );
    full = open[1]!;
    await insertBooking(db, {
      adventureType: "Ngong Hills Trek",
      bookingDate: full.date,
      numberOfParticipants: 14,
      totalPrice: 25 * 14,
      clientEmail: "school-group@example.com",
      clientName: "School Group",
      tripSlug: "ngong-hills",
      departureId: full.id,
      status: "confirmed",
    });
  });

  it("a trip page carries its next dates and month view, and stays cacheable", async () => {
    const { data, headers } = await tripPage("ngong-hills");
    expect(data.dates?.next.length).toBe(6);
    expect(data.dates?.next[1]).toMatchObject({ id: full.id, statusLabel: "Full" });
    expect(data.dates?.month.month).toBe(data.dates?.next[0]!.date.slice(0, 7));
    expect(headers.get("Cache-Control")).toBeNull();
  });

  it("?month= pages through the twelve months and stays cacheable; a month outside them is ignored", async () => {
    const months = Array.from({ length: 12 }, (_, index) => {
      const date = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
      date.setUTCMonth(date.getUTCMonth() + index);
      return date.toISOString().slice(0, 7);
    });
    const last = await tripPage(`ngong-hills?month=${months[11]}`);
    expect(last.data.dates?.month).toMatchObject({ month: months[11], next: null });
    expect(last.headers.get("Cache-Control")).toBeNull();
    const beyond = await tripPage("ngong-hills?month=2099-01");
    expect(beyond.data.dates?.month.month).not.toBe("2099-01");
  });

  it("?waitlist= (the full departure's link) makes the page the visitor's own", async () => {
    const { data, headers } = await tripPage(`ngong-hills?waitlist=${full.id}`);
    expect(data.dates?.next[1]?.link).toEqual({
      kind: "waitlist",
      href: `/itinerary/ngong-hills?waitlist=${full.id}#waitlist`,
    });
    expect(headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("a trip without departures has no dates section", async () => {
    expect((await tripPage("team-building")).data.dates).toBeNull();
  });

  it("listing cards name the next departure on sale", async () => {
    const { cards } = (
      await categoryLoader({
        request: new Request("https://kilele.example/summit-treks"),
        context: routeContext({ db: getDb().db }),
      } as unknown as LoaderArgs<typeof categoryLoader>)
    ).data;
    const lenana = cards.find((card) => card.slug === "point-lenana");
    expect(lenana?.nextDeparture).toMatchObject({ statusLabel: "Open" });
    expect((lenana?.nextDeparture?.date ?? "") >= today).toBe(true);
    expect(cards.find((card) => card.slug === "technical-climbing")?.nextDeparture).toBeNull();
  });
});
