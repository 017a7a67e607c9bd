import { beforeAll, describe, expect, it } from "vitest";
import { usePrivateAppDatabase } from "../../tests/support/app-database";
import { routeContext } from "../../tests/support/route-context";

// The listings' filters and the search (decision 0064) on the app's own database: a month keeps
// a trip for a departure on sale then, or for any date when it has none on sale; words find trips.
usePrivateAppDatabase("trip-finder");

const { getDb } = await import("../../server/platform/db");
const { trips } = await import("../../content/trips");
const { businessDay } = await import("../../domain/calendar");
const { monthOptions } = await import("../../domain/catalogue/trip-filters");
const { scheduleDepartures } = await import("../../server/modules/departures/departures");
const { loader: categoryLoader } = await import("./category.server");
const { loader: searchLoader } = await import("./search.server");

type LoaderArgs<T extends (...args: never[]) => unknown> = Parameters<T>[0];
const today = businessDay(new Date());
// A month wholly ahead (the fourth offered), whatever the day: every departure in it is on sale.
const closedMonth = monthOptions(today)[3]!.value;
const nextMonth = monthOptions(today)[4]!.value;

async function listing(path: string) {
  const answer = await categoryLoader({
    request: new Request(`https://kilele.example${path}`),
    context: routeContext({ db: getDb().db }),
  } as unknown as LoaderArgs<typeof categoryLoader>);
  return answer.data;
}

async function search(query: string) {
  return searchLoader({
    request: new Request(`https://kilele.example/search${query}`),
    context: routeContext({ db: getDb().db }),
  } as unknown as LoaderArgs<typeof searchLoader>);
}

const slugs = (cards: Array<{ slug: string }>) => cards.map((card) => card.slug);

describe("the listings' filters", () => {
  beforeAll(async () => {
    const { db } = getDb();
    await scheduleDepartures(db, trips, today);
    // The operator closes sales of the Burguret-Chogoria departure (the 10th, monthly) that month.
    const closed = await db
      .updateTable("departures")
      .set({ sales_closed: 1 })
      .where("trip_slug", "=", "burguret-chogoria")
      .where("date", "like", `${closedMonth}-%`)
      .executeTakeFirst();
    expect(Number(closed.numUpdatedRows)).toBe(1);
  });

  it("without a filter, the spec's seven cards in their order", async () => {
    const page = await listing("/summit-treks");
    expect(page.filtered).toBe(false);
    expect(page.total).toBe(7);
    expect(slugs(page.cards)).toEqual([
      "point-lenana",
      "technical-climbing",
      "rwenzori-mountains",
      "burguret-chogoria",
      "timau-chogoria",
      "kilimanjaro-marangu",
      "alpine-lakes",
    ]);
  });

  it("a month keeps the trips with a departure on sale then, and those booked on any date", async () => {
    const closed = await listing(`/summit-treks?month=${closedMonth}`);
    expect(closed.filtered).toBe(true);
    // Technical climbing and the Rwenzori have no departures: any date is theirs.
    expect(slugs(closed.cards)).toEqual([
      "point-lenana",
      "technical-climbing",
      "rwenzori-mountains",
      "timau-chogoria",
      "kilimanjaro-marangu",
      "alpine-lakes",
    ]);
    const open = await listing(`/summit-treks?month=${nextMonth}`);
    expect(slugs(open.cards)).toContain("burguret-chogoria");
  });

  it("the filters combine, and say themselves in words", async () => {
    const page = await listing(
      `/summit-treks?month=${closedMonth}&length=5-7-days&difficulty=Challenging`,
    );
    expect(slugs(page.cards)).toEqual(["point-lenana", "timau-chogoria", "kilimanjaro-marangu"]);
    expect(page.filtersInWords).toBe(`${monthOptions(today)[3]!.label}, 5 to 7 days, Challenging`);
  });

  it("suits families keeps the trips that take young children at a child's price", async () => {
    const page = await listing("/seasonal-escapes?families=yes");
    expect(slugs(page.cards)).toEqual([
      "mount-longonot",
      "ngong-hills",
      "nairobi-safari-walk",
      "crescent-island",
      "giraffe-centre",
      "maasai-mara-holiday",
      "diani-beach",
    ]);
    expect(slugs((await listing("/summit-treks?families=yes")).cards)).toEqual([]);
  });

  it("a price band keeps the cards whose From is in it", async () => {
    const all = (await listing("/seasonal-escapes")).cards;
    const under150 = all.filter((card) => card.price && card.price.perPerson < 150);
    expect(under150.length).toBeGreaterThan(0);
    const page = await listing("/seasonal-escapes?price=under-150");
    expect(slugs(page.cards)).toEqual(slugs(under150));
  });

  it("a value the form never offers is left out and named, never an error", async () => {
    const page = await listing("/summit-treks?month=1999-01&price=cheap");
    expect(page.cards).toHaveLength(7);
    expect(page.filtered).toBe(false);
    expect(page.ignored).toEqual(['month "1999-01"', 'price "cheap"']);
  });
});

describe("the search", () => {
  it("finds trips by words, best first, the card-less trip too", async () => {
    const giraffe = await search("?q=Giraffe");
    expect(giraffe.cards[0]).toMatchObject({
      slug: "giraffe-centre",
      categoryTitle: "Seasonal Escapes",
    });
    const park = await search("?q=nairobi+national+park");
    expect(park.cards.find((card) => card.slug === "wildlife-spotting")).toMatchObject({
      categoryTitle: "Wild Adventures",
      duration: "1 Day",
    });
    expect(park.cards.every((card) => card.price !== null)).toBe(true);
  });

  it("says when there is nothing to search for or too much", async () => {
    expect(await search("")).toEqual({ query: { kind: "empty", text: "" }, cards: [] });
    expect(await search("?q=the")).toMatchObject({ query: { kind: "empty" }, cards: [] });
    expect(await search(`?q=${"safari ".repeat(20)}`)).toMatchObject({
      query: { kind: "too-long" },
      cards: [],
    });
    expect(await search("?q=xylophone")).toMatchObject({ query: { kind: "words" }, cards: [] });
  });
});
