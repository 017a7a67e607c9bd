import { afterAll, describe, expect, it, vi } from "vitest";
import { addDays, businessDay } from "../../domain/calendar";
import { usePrivateAppDatabase } from "../../tests/support/app-database";
import { routeContext } from "../../tests/support/route-context";

// A family books the Mara through the checkout (issue 28): two adults and two children see the
// child rate and the child park fee before sending, and the booking keeps the children's ages.
usePrivateAppDatabase("checkout-children");
process.env.AUTH_SECRET = "checkout-children-test-secret-at-least-32-characters";

const { getDb } = await import("../../server/platform/db");
const { action, loader } = await import("./checkout.server");

// A shoulder-season date 40 days ahead (no season, advance or demand factor), on a fixed clock.
const now = new Date("2030-08-26T07:00:00Z");
vi.useFakeTimers({ now, toFake: ["Date"] });
afterAll(() => {
  vi.useRealTimers();
});
const date = addDays(businessDay(now), 40);
const params = { slug: "maasai-mara-holiday" };
const urlOf = (query: string) => `http://localhost/itinerary/maasai-mara-holiday/book?${query}`;

type LoaderArgs = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];

async function page(query: string) {
  return loader({
    request: new Request(urlOf(query)),
    params,
    context: routeContext({ db: getDb().db }),
  } as unknown as LoaderArgs);
}

describe("a family's checkout", () => {
  const family = `option=budget&participants=4&children=2&childAge=7&childAge=10&departure=private&date=${date}`;

  it("shows the children's trip price and park fee, and stores the booking with their ages", async () => {
    const shown = (await page(family)).data;
    const adults = (await page(`option=budget&participants=4&departure=private&date=${date}`)).data;
    const adult = adults.quote.perPerson;
    // Two adults, two children at half the adult price, two days in the Mara: $200 and $50 a day.
    expect(shown.quote.total).toBe(
      2 * adult + 2 * Math.round(adult / 2) + 2 * 2 * 200 + 2 * 2 * 50,
    );
    expect(adults.quote.total).toBe(4 * adult + 4 * 2 * 200);
    expect(shown.quote.lines.map((line: { label: string }) => line.label)).toEqual([
      "Trip price, non-resident",
      "Trip price, non-resident child aged 3-11",
      "Maasai Mara National Reserve fee, non-resident",
      "Maasai Mara National Reserve fee, non-resident child",
    ]);

    const request = new Request(urlOf(family), {
      method: "POST",
      body: new URLSearchParams({
        clientName: "Akinyi Otieno",
        clientEmail: "akinyi@example.com",
        requestKey: "family-request-1",
        seenTotal: String(shown.quote.total),
      }),
    });
    const sent = await action({
      request,
      params,
      context: routeContext({ db: getDb().db, clientIp: "198.51.100.9" }),
    } as unknown as ActionArgs).catch((thrown: unknown) => thrown);
    expect(sent).toBeInstanceOf(Response);
    const [booking] = await getDb()
      .db.selectFrom("bookings")
      .select(["id", "total_price", "number_of_participants"])
      .execute();
    expect(booking).toMatchObject({ total_price: shown.quote.total, number_of_participants: 4 });
    const travellers = await getDb()
      .db.selectFrom("booking_travellers")
      .select(["slot", "age"])
      .where("booking_id", "=", booking!.id)
      .orderBy("slot")
      .execute();
    expect(travellers.map((traveller) => traveller.age)).toEqual([null, null, 7, 10]);
    const lines = await getDb()
      .db.selectFrom("booking_price_lines")
      .select(["label", "amount_minor"])
      .where("booking_id", "=", booking!.id)
      .orderBy("position")
      .execute();
    expect(lines.map((line) => line.label)).toEqual(
      shown.quote.lines.map((line: { label: string }) => line.label),
    );
  });

  it("sends a family back to the panel while a child's age is missing", async () => {
    const missing = await page(
      `option=budget&participants=4&children=2&childAge=7&departure=private&date=${date}`,
    ).catch((thrown: unknown) => thrown);
    expect(missing).toBeInstanceOf(Response);
    expect((missing as Response).headers.get("location")).toContain(
      "/itinerary/maasai-mara-holiday?",
    );
    expect((missing as Response).headers.get("location")).toContain("children=2");
  });
});
