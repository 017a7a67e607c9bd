import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { usePrivateAppDatabase } from "../../tests/support/app-database";
import { routeContext } from "../../tests/support/route-context";

// One trip, one price (issue 14): the listing card, the trip page's headline, the JSON pricing
// API and a booking all read the one quote function, on the app's own database.
usePrivateAppDatabase("one-price");

const { getDb } = await import("../../server/platform/db");
const { loader: categoryLoader } = await import("./category.server");
const { loader: itineraryLoader } = await import("./itinerary.server");
const { loader: homeLoader } = await import("./home.server");
const { pricingApi } = await import("../../server/http/pricing-api");
const { pageForEditor, publishPage, publishedPage, refreshPages, seedPages } =
  await import("../../server/modules/pages");
const { usePages } = await import("../../server/modules/pages/snapshot");
const { refreshCatalogue, seedCatalogue } = await import("../../server/modules/catalogue");
const { seedPages: seedDocuments } = await import("../../content/pages");
const api = new Hono().route("/api", pricingApi);

type LoaderArgs<T extends (...args: never[]) => unknown> = Parameters<T>[0];

async function cards(path: string) {
  const result = await categoryLoader({
    request: new Request(`https://kilele.example${path}`),
    context: routeContext({ db: getDb().db }),
  } as unknown as LoaderArgs<typeof categoryLoader>);
  return result.data.cards;
}

async function landingStats() {
  const answer = await homeLoader({
    request: new Request("http://127.0.0.1/"),
    context: routeContext({ db: getDb().db }),
  } as unknown as LoaderArgs<typeof homeLoader>);
  return answer.data.categoryStats;
}

// The pages snapshot is this process's: put the seed back for the next file's tests.
afterAll(() => usePages(seedDocuments, null));

describe("one price per trip", () => {
  it("every card's From is its trip page's headline, and the pricing API quotes it for the same date and party", async () => {
    for (const path of ["/summit-treks", "/wild-adventures", "/seasonal-escapes"]) {
      for (const card of await cards(path)) {
        expect(card.price, card.slug).not.toBeNull();
        const { data: page } = await itineraryLoader({
          params: { slug: card.slug },
          request: new Request(`https://kilele.example/itinerary/${card.slug}`),
          context: routeContext({ db: getDb().db }),
        } as unknown as LoaderArgs<typeof itineraryLoader>);
        expect(page.from?.perPerson, card.slug).toBe(card.price!.perPerson);
        expect(page.from?.date, card.slug).toBe(card.price!.date);
        const response = await api.request(
          "/api/dynamic-pricing",
          {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              adventureType: card.slug,
              tierId: page.from!.option.id,
              bookingDate: page.from!.date,
              participants: page.from!.participants,
            }),
          },
          { incoming: { socket: { remoteAddress: `10.9.0.${card.slug.length}` } } },
        );
        const body = (await response.json()) as { finalPrice: number; savings: number };
        expect(body.finalPrice, card.slug).toBe(card.price!.perPerson);
        expect(body.savings, card.slug).toBe(card.price!.saving);
      }
    }
  });

  it("a card shows a saving only when its price is below the trip's normal price", async () => {
    for (const card of await cards("/summit-treks")) {
      const price = card.price!;
      expect(price.saving, card.slug).toBe(Math.max(0, price.normalPerPerson - price.perPerson));
      expect(price.savingReason === null, card.slug).toBe(price.saving === 0);
    }
  });

  it("the landing page's category From is the lowest of its cards' figures", async () => {
    const { categoryStats, planningSeasons } = (
      await homeLoader({
        request: new Request("http://127.0.0.1/"),
        context: routeContext({ db: getDb().db }),
      } as unknown as LoaderArgs<typeof homeLoader>)
    ).data;
    const summit = await cards("/summit-treks");
    expect(categoryStats["summit-treks"]).toMatchObject({
      count: 7,
      lowestPrice: Math.min(...summit.map((card) => card.price!.perPerson)),
    });
    expect(planningSeasons).toEqual([
      { name: "Dry Season", months: "Jan-Mar and Jul-Sep", bestFor: "Best for summits" },
      { name: "Green Season", months: "Apr-Jun and Oct-Dec", bestFor: "Good for wildlife" },
    ]);
  });

  it("the landing page's category cards follow what the published listing holds (decision 0070)", async () => {
    const db = getDb().db;
    // The trips and pages in the database, as a server starts (the listing's trips are checked).
    await seedCatalogue(db);
    await refreshCatalogue(db, { force: true });
    await seedPages(db);
    await refreshPages(db, { force: true });
    const state = (await pageForEditor(db, "summit-treks"))!;
    const summitListing = publishedPage("summit-treks");
    const outcome = await publishPage(
      db,
      {
        key: "summit-treks",
        draft: {
          ...summitListing,
          tagline: "Africa's great peaks, guided",
          cards: [...summitListing.cards, { trip: "maasai-mara-holiday" }],
        } as never,
        expectedVersion: state.version,
      },
      { name: "Wanjiru", email: "wanjiru@example.com" },
    );
    expect(outcome.kind).toBe("published");
    const summit = await cards("/summit-treks");
    expect(summit.map((card) => card.slug)).toContain("maasai-mara-holiday");
    const stats = await landingStats();
    expect(stats["summit-treks"]).toEqual({
      tagline: "Africa's great peaks, guided",
      description: summitListing.description,
      count: 8,
      lowestPrice: Math.min(...summit.map((card) => card.price!.perPerson)),
    });
    // An "Also consider" row is not what a listing contains: Wild Adventures still counts six.
    expect(stats["wild-adventures"]!.count).toBe(6);
  });
});
