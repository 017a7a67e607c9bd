import type { ComponentProps } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  StaticRouterProvider,
  useLoaderData,
} from "react-router";
import { describe, expect, it } from "vitest";
import { bookingPanelFor } from "../../domain/booking/booking-panel";
import { defineTrip, tripSchema, type Trip } from "../../domain/catalogue/trip-schema";
import {
  defaultPricingSettings,
  fromPrice,
  quoteTrip,
  tripOptions,
} from "../../domain/pricing/quote";
import { renderTripDocument } from "../../server/modules/catalogue/pdf-documents";
import { defaultPdfPricing } from "../../server/modules/catalogue/pdf-prices";
import { pdfText } from "../../server/platform/pdf/read-pdf-text";
import { CartProvider } from "~/features/cart/cart-context";
import ItineraryPage from "~/routes/itinerary";
import { trips } from "./index";

/*
 * Adding a trip is one module in content/trips/ plus one line in its index: nothing else in the
 * code names trips. This test writes such a module's value (a test-only trip, not shipped) whose
 * slug no table in the code knows, and gets its page, its price quotes and its PDF from it alone.
 */
const fixtureTrip = defineTrip({
  slug: "mount-kenya-sirimon-loop",
  title: "Sirimon Loop Test Trek",
  subtitle: "Three days on the northern slopes",
  summary: "A short loop on the Sirimon route, written only for a test.",
  overview: [
    "Up through the forest to Old Moses, across the moorland to Shipton's and back down the same way.",
  ],
  duration: "3 Days",
  difficulty: "Moderate",
  groupSize: { min: 2, max: 6 },
  region: "Mount Kenya",
  scene: "mount-kenya",
  highlights: ["Giant groundsels in the Mackinder Valley"],
  days: [
    {
      day: 1,
      title: "Sirimon Gate to Old Moses",
      description: "A forest walk to the first hut.",
      activities: ["Forest walk"],
    },
    {
      day: 2,
      title: "Old Moses to Shipton's Camp",
      description: "Moorland to the foot of the peaks.",
      activities: ["Moorland trek"],
    },
    {
      day: 3,
      title: "Shipton's Camp to Sirimon Gate",
      description: "Back the way we came.",
      activities: ["Descent"],
    },
  ],
  included: ["Mountain guide"],
  notIncluded: ["Tips"],
  gear: [{ title: "Clothing", items: [{ name: "Warm jacket", essential: true }] }],
  sections: [
    { title: "Sirimon Side Notes", items: ["Water points at every hut", "Porters carry 15 kg"] },
  ],
  sectionTitles: { itinerary: "Loop Itinerary" },
  gearList: "mountain",
  pricing: {
    kind: "tier-calculator",
    tiers: [
      {
        id: "hut-loop",
        name: "Hut Loop",
        priceRange: { min: 410, max: 470 },
        basePrice: 440,
        description: "Huts and a guide.",
        features: ["Huts", "Guide"],
      },
      {
        id: "camp-loop",
        name: "Camp Loop",
        priceRange: { min: 520, max: 600 },
        basePrice: 560,
        description: "Tents, cook and porters.",
        features: ["Tents", "Cook"],
        popular: true,
      },
    ],
  },
});

type PageProps = ComponentProps<typeof ItineraryPage>;

const today = "2026-11-24";
const fromContext = { today, settings: defaultPricingSettings, bookedParticipantsOn: () => 0 };

const contacts = {
  email: "bookings@kilele.example",
  whatsappNumber: "254712345678",
  siteUrl: "https://kilele.example",
};

/** The itinerary route's component, server-rendered the way the route renders it, inside a root that provides the contacts. */
async function renderItineraryPage(trip: Trip): Promise<string> {
  const routes = [
    {
      id: "root",
      path: "/",
      loader: () => ({ contacts }),
      Component: () => (
        <CartProvider userId={null}>
          <Outlet />
        </CartProvider>
      ),
      children: [
        {
          id: "routes/itinerary",
          path: "itinerary/:slug",
          loader: () => ({
            trip,
            from: fromPrice(trip, fromContext),
            booking: {
              model: bookingPanelFor(trip, tripOptions(trip)),
              selection: { optionId: "hut-loop", participants: 2, date: null },
              problems: {},
              quote: null,
              estimate: null,
              quoteError: null,
              earliestDate: "2027-03-01",
              latestDate: "2029-03-01",
            },
            // No library photos: the page draws the trip's scene.
            photos: { hero: null, gallery: [], days: trip.days.map(() => null) },
          }),
          Component: function Page() {
            const loaderData = useLoaderData() as PageProps["loaderData"];
            return <ItineraryPage {...({ loaderData } as PageProps)} />;
          },
        },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`https://kilele.example/itinerary/${trip.slug}`));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  return renderToString(
    <StaticRouterProvider
      router={createStaticRouter(handler.dataRoutes, context)}
      context={context}
    />,
  );
}

describe("adding a trip", () => {
  const trip = tripSchema.parse(fixtureTrip);

  it("is a new module the catalogue does not ship", () => {
    expect(trips.map((shipped) => shipped.slug)).not.toContain(trip.slug);
  });

  it("renders its page from its content: sections, titles, booking panel and downloads", async () => {
    const html = await renderItineraryPage(trip);
    expect(html).toContain("<h1");
    expect(html).toContain("Sirimon Loop Test Trek");
    expect(html).toContain("Sirimon Side Notes");
    expect(html).toContain("Loop Itinerary");
    expect(html).toContain("Old Moses to Shipton&#x27;s Camp");
    // The one booking panel: the trip's own packages and group size, a date, and one WhatsApp action.
    expect(html).toContain("Book this trip");
    expect(html).toContain("Camp Loop");
    expect(html).toContain("$560 per person");
    expect(html).toContain('name="date"');
    expect(html).toMatch(/<option value="6">6 people<\/option><\/select>/);
    expect(html).not.toContain('<option value="7">');
    expect(html).toContain("Ask on WhatsApp");
    expect(html).toContain("https://wa.me/254712345678");
    expect(html).toContain(`/itineraries/${trip.slug}.pdf`);
    expect(html).toContain("Download Climbing Gear List");
    expect(html).toContain("2-6 people");
  });

  it("is quoted from its own tiers", () => {
    expect(tripOptions(trip).map((option) => [option.id, option.normalPerPerson])).toEqual([
      ["hut-loop", 440],
      ["camp-loop", 560],
    ]);
    const context = { today, settings: defaultPricingSettings, bookedParticipants: 0 };
    const camp = quoteTrip(
      trip,
      { optionId: "camp-loop", participants: 2, date: "2026-12-30" },
      context,
    );
    expect(camp).toMatchObject({
      ok: true,
      quote: { option: { name: "Camp Loop" }, perPerson: 560, total: 1120 },
    });
    expect(
      quoteTrip(trip, { optionId: "gold", participants: 2, date: "2026-12-30" }, context),
    ).toMatchObject({
      ok: false,
      errors: {
        optionId:
          '"gold" is not an option of Sirimon Loop Test Trek. Choose Hut Loop or Camp Loop.',
      },
    });
    // The From: the cheaper loop for the smallest party (2), on the first off-season day booked early.
    expect(fromPrice(trip, fromContext)).toMatchObject({
      option: { id: "hut-loop" },
      participants: 2,
      date: "2027-04-01",
      perPerson: 355,
    });
  });

  it("gets its PDF itinerary with its days and prices", async () => {
    const pdf = await renderTripDocument(
      trip,
      contacts,
      "itinerary",
      defaultPdfPricing(new Date(`${today}T08:00:00Z`)),
    );
    const text = pdfText(pdf);
    expect(text).toContain("Sirimon Loop Test Trek");
    expect(text).toContain("Shipton's Camp to Sirimon Gate");
    expect(text).toContain("Camp Loop (most popular)");
    expect(text).toContain("$560 per person");
    expect(text).toContain("From $355 per person");
  });
});
