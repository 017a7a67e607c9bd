import { afterAll, describe, expect, it, vi } from "vitest";
import { addDays, businessDay } from "../../domain/calendar";
import { residentPriceFromUsd } from "../../domain/pricing/traveller-categories";
import { usePrivateAppDatabase } from "../../tests/support/app-database";
import { routeContext } from "../../tests/support/route-context";
import { withParkDays } from "../../tests/support/trips-with-park-days";

// The checkout of one trip when the server's quote changed between the page and the send (a 409,
// decision 0018): the new totals are shown in every currency, not only in dollars (issue 19).
// The catalogue is mocked so the test does not depend on which trips the content sends into parks.
vi.mock("../../content/trips", async (original) =>
  withParkDays(await original<typeof import("../../content/trips")>()),
);
usePrivateAppDatabase("checkout-price-change");
process.env.AUTH_SECRET = "checkout-price-change-test-secret-at-least-32-chars";

const { getDb } = await import("../../server/platform/db");
const { action, loader } = await import("./checkout.server");

// A shoulder-season date under 90 days ahead, whatever the real month: the clock is fixed (only
// Date, so the database drivers keep their real timers) at 26 August, and 5 October is in the
// shoulder season (0 %), 40 days ahead (no advance discount) with no bookings around it. Every
// factor is 1, so prices are the normal ones.
const now = new Date("2030-08-26T07:00:00Z");
vi.useFakeTimers({ now, toFake: ["Date"] });
afterAll(() => {
  vi.useRealTimers();
});
const date = addDays(businessDay(now), 40);
const query = `option=standard&participants=2&date=${date}&category=non-resident&category=kenyan-citizen`;
const url = `http://localhost/itinerary/point-lenana/book?${query}`;
const params = { slug: "point-lenana" };

type LoaderArgs = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];

async function send(fields: Record<string, string>) {
  const request = new Request(url, { method: "POST", body: new URLSearchParams(fields) });
  const context = routeContext({ db: getDb().db, clientIp: "198.51.100.7" });
  const result = await action({ request, params, context } as unknown as ActionArgs);
  return { status: result.init?.status ?? 200, answer: result.data };
}

describe("the checkout after the server's quote changed", () => {
  it("shows the new KES total and lines and books once the traveller sends the new totals", async () => {
    const page = await loader({
      request: new Request(url),
      params,
      context: routeContext({ db: getDb().db }),
    } as unknown as LoaderArgs);
    const shown = page.data.quote;
    const kesOf = (totals: ReadonlyArray<{ currency: string; amountMinor: number }>) =>
      (totals.find((total) => total.currency === "KES")?.amountMinor ?? 0) / 100;
    // A citizen's resident price and four days of Mount Kenya at KES 400; $850 and $40 a day.
    expect(kesOf(shown.totals)).toBe(residentPriceFromUsd(850) + 4 * 400);
    expect(shown.total).toBe(850 + 4 * 40);

    // The operator raises the citizens' Mount Kenya fee meanwhile (straight in the database, so
    // the page's two-second copy of the fees still has the old one: only the booking reads fresh).
    await getDb()
      .db.updateTable("park_fees")
      .set({ amount_minor: 800_00 })
      .where("park", "=", "mount-kenya")
      .where("category", "=", "kenyan-citizen")
      .execute();

    const details = {
      clientName: "Wanjiru Kamau",
      clientEmail: "wanjiru@example.com",
      "proof-1": "23456789",
      requestKey: "checkout-request-1",
    };
    const first = await send({
      ...details,
      seenTotal: String(shown.total),
      seenTotalKes: String(kesOf(shown.totals)),
    });
    expect(first.status).toBe(409);
    if (first.answer.kind !== "price-changed") throw new Error("expected the new quote");
    const newKes = residentPriceFromUsd(850) + 4 * 800;
    // Every currency is the server's new figure: the KES total, its fee line and the sentence.
    expect(kesOf(first.answer.quote.totals)).toBe(newKes);
    expect(first.answer.quote.total).toBe(850 + 4 * 40);
    expect(first.answer.quote.lines).toContainEqual(
      expect.objectContaining({
        kind: "fee",
        category: "kenyan-citizen",
        unitMinor: 800_00,
        amountMinor: 4 * 800_00,
      }),
    );
    expect(first.answer.error).toContain(`KES ${newKes.toLocaleString("en-US")}`);
    const stored = await getDb().db.selectFrom("bookings").select("id").execute();
    expect(stored).toHaveLength(0);

    // Sending what the page now shows books the trip (a redirect to the confirmation page).
    const second = await send({
      ...details,
      seenTotal: String(first.answer.quote.total),
      seenTotalKes: String(kesOf(first.answer.quote.totals)),
    }).catch((thrown: unknown) => thrown);
    expect(second).toBeInstanceOf(Response);
    expect((second as Response).headers.get("location")).toBe("/booking/confirmation");
    const booked = await getDb().db.selectFrom("bookings").select("total_price").execute();
    expect(booked).toEqual([{ total_price: 850 + 160 }]);
  });
});
