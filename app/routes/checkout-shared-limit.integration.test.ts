import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { isoDateInDays } from "../../domain/calendar";
import { usePrivateAppDatabase } from "../../tests/support/app-database";
import { routeContext } from "../../tests/support/route-context";

// The checkout form and the JSON API book through one use case, so one address has one allowance
// of booking requests (server/platform/limits.ts, decision 0052), whichever way it sends them.
usePrivateAppDatabase("checkout-shared-limit");
process.env.AUTH_SECRET = "checkout-shared-limit-test-secret-at-least-32-chars";

const { getDb } = await import("../../server/platform/db");
const { bookingApi } = await import("../../server/http/booking-api");
const { action, loader } = await import("./checkout.server");
const api = new Hono().route("/api", bookingApi);

const date = isoDateInDays(new Date(), 40);
const checkoutUrl = `http://localhost/itinerary/point-lenana/book?option=standard&participants=2&date=${date}`;

async function viaApi(address: string, n: number): Promise<number> {
  const response = await api.request(
    "/api/secure-booking",
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        clientName: "Crowd Member",
        clientEmail: `crowd-${n}@example.com`,
        adventureType: "Point Lenana Summit",
        tripSlug: "point-lenana",
        tierId: "standard",
        bookingDate: date,
        numberOfParticipants: 2,
      }),
    },
    { incoming: { socket: { remoteAddress: address } } },
  );
  return response.status;
}

/** The total the checkout page shows for the query, as a traveller's browser would send it back. */
async function shownTotal(): Promise<number> {
  type Args = Parameters<typeof loader>[0];
  const page = await loader({
    request: new Request(checkoutUrl),
    params: { slug: "point-lenana" },
    context: routeContext({ db: getDb().db }),
  } as unknown as Args);
  return page.data.quote.total;
}

/** The checkout form sent from `address`: a status and the error shown, or the redirect's target. */
async function viaForm(address: string, email: string) {
  const request = new Request(checkoutUrl, {
    method: "POST",
    body: new URLSearchParams({
      clientName: "Wanjiru Kamau",
      clientEmail: email,
      seenTotal: String(await shownTotal()),
      requestKey: crypto.randomUUID(),
    }),
  });
  const context = routeContext({ db: getDb().db, clientIp: address });
  type Args = Parameters<typeof action>[0];
  try {
    const answer = await action({
      request,
      params: { slug: "point-lenana" },
      context,
    } as unknown as Args);
    return { status: answer.init?.status ?? 200, error: answer.data.error, location: null };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { status: thrown.status, error: null, location: thrown.headers.get("location") };
  }
}

const bookingCount = async () =>
  Number(
    (
      await getDb()
        .db.selectFrom("bookings")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("one allowance of booking requests per address, for the form and the API together", () => {
  it("after 100 requests by the API from one address the checkout form from it is refused with 429; another address books", async () => {
    const crowd = "10.77.0.1";
    for (let n = 0; n < 100; n += 1) expect(await viaApi(crowd, n)).toBe(201);
    const before = await bookingCount();

    const refused = await viaForm(crowd, "late@example.com");
    expect(refused.status).toBe(429);
    expect(refused.error).toMatch(
      /^Too many requests\. Please wait \d+ (minutes|seconds) and try again\.$/,
    );
    expect(await bookingCount()).toBe(before);

    const elsewhere = await viaForm("10.77.0.2", "elsewhere@example.com");
    expect(elsewhere.location).toBe("/booking/confirmation");
    expect(await bookingCount()).toBe(before + 1);
  });
});
