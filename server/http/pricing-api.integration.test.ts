import fc from "fast-check";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { isoDateInDays } from "../../domain/calendar";
import { usePrivateAppDatabase } from "../../tests/support/app-database";
import { depositReceivedOn } from "../../tests/support/paid-deposit";

// A private SQLite database for this file, chosen before the server modules read the environment.
usePrivateAppDatabase("pricing-api");

const { getDb } = await import("../platform/db");
const { pricingApi } = await import("./pricing-api");
const { forgetQuoteInputs } = await import("../modules/pricing/pricing");
const app = new Hono().route("/api", pricingApi);

function daysFromToday(days: number): string {
  return isoDateInDays(new Date(), days);
}

let clientCounter = 0;
/** Each call comes from its own client address unless one is given, so only the rate-limit test meets the limit. */
async function ask(
  body: unknown,
  headers: Record<string, string> = { "content-type": "application/json" },
  clientIp = `10.0.${Math.floor(clientCounter / 250)}.${(clientCounter++ % 250) + 1}`,
) {
  const socket = { incoming: { socket: { remoteAddress: clientIp } } };
  const response = await app.request(
    "/api/dynamic-pricing",
    { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) },
    socket,
  );
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}

describe("POST /api/dynamic-pricing", () => {
  it("answers the traveller's price, total, saving and reason by hyphenated title, and nothing about demand", async () => {
    const { status, body } = await ask({
      adventureType: "point-lenana-summit",
      bookingDate: daysFromToday(7),
      participants: 2,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      tripSlug: "point-lenana",
      tierId: "standard",
      basePrice: 850,
      participants: 2,
      currency: "USD",
    });
    expect(Number.isInteger(body.finalPrice)).toBe(true);
    // Two travellers' trip price plus Mount Kenya National Park's fee, 4 days at $40 each (0036).
    expect(body.totalPrice).toBe((body.finalPrice as number) * 2 + 2 * 4 * 40);
    // The quote's lines (issue 19): without categories, both travel as non-residents.
    expect(body.categories).toEqual(["non-resident", "non-resident"]);
    expect(body.lines).toEqual([
      expect.objectContaining({
        kind: "trip",
        label: "Trip price, non-resident",
        people: 2,
        amountMinor: (body.finalPrice as number) * 200,
        currency: "USD",
      }),
      expect.objectContaining({
        kind: "fee",
        people: 2,
        amountMinor: 2 * 4 * 4000,
        currency: "USD",
      }),
    ]);
    expect(body.totals).toEqual([
      { currency: "USD", amountMinor: (body.totalPrice as number) * 100 },
    ]);
    expect(body.savings).toBe(Math.max(0, 850 - (body.finalPrice as number)));
    expect(body.savingsReason === null).toBe(body.savings === 0);
    // Issue 13 item 7: no demand level, factor or breakdown in the public answer; issue 28: the
    // season and its one-line description from the seasonal guide are (DESIGN.md section 4).
    for (const machinery of ["demandLevel", "priceBreakdown", "demandMultiplier"])
      expect(body).not.toHaveProperty(machinery);
  });

  it("prices children at the trip's child rate and refuses a child younger than the trip takes", async () => {
    const date = daysFromToday(40);
    const family = await ask({
      adventureType: "maasai-mara-holiday",
      bookingDate: date,
      participants: 4,
      childAges: [7, 10],
    });
    expect(family.status).toBe(200);
    expect(family.body.childAges).toEqual([7, 10]);
    expect((family.body.lines as Array<{ label: string }>).map((line) => line.label)).toContain(
      "Trip price, non-resident child aged 3-11",
    );
    const young = await ask({
      adventureType: "point-lenana",
      bookingDate: date,
      participants: 2,
      childAges: [9],
    });
    expect(young.status).toBe(400);
    expect(JSON.stringify(young.body)).toContain("takes travellers aged 12 and over");
  });

  it("names the date's season and its one-line description from the seasonal guide", async () => {
    // The next 15 July and the next 15 April: a dry-season and a long-rains date on any day.
    const next = (monthDay: string) => {
      const thisYear = `${daysFromToday(0).slice(0, 4)}-${monthDay}`;
      return thisYear > daysFromToday(1)
        ? thisYear
        : `${Number(thisYear.slice(0, 4)) + 1}-${monthDay}`;
    };
    const july = (
      await ask({ adventureType: "point-lenana", bookingDate: next("07-15"), participants: 2 })
    ).body;
    expect(july).toMatchObject({
      season: "Dry Season (Peak)",
      seasonInfo: "Clear, sunny days and cool, starry nights",
    });
    const april = (
      await ask({ adventureType: "point-lenana", bookingDate: next("04-15"), participants: 2 })
    ).body;
    expect(april).toMatchObject({
      season: "Long Rains",
      seasonInfo: "Heavy, regular rain, especially in April and May",
      savingsReason: "Off-season discount",
    });
  });

  it("sees paid demand from the bookings table in the price, without naming it", async () => {
    const date = daysFromToday(30);
    const request = { adventureType: "point-lenana", bookingDate: date, participants: 2 };
    const before = (await ask(request)).body;
    const now = new Date().toISOString();
    await getDb()
      .db.insertInto("bookings")
      .values({
        id: "demand-1",
        adventure_type: "Point Lenana Summit",
        booking_status: "confirmed",
        booking_date: date,
        number_of_participants: 6,
        total_price: 5100,
        special_requirements: null,
        created_at: now,
        updated_at: now,
        client_email: "d@example.com",
        client_name: "D",
        client_phone: null,
        trip_slug: "point-lenana",
        tier_id: null,
        user_id: null,
        idempotency_key: null,
      })
      .execute();
    // Confirmed and paid: demand (DESIGN.md section 5).
    await depositReceivedOn(getDb().db, ["demand-1"]);
    // Written behind the service's back, so the quotes' short-lived copy is told (pricing.ts).
    forgetQuoteInputs();
    const after = (await ask(request)).body;
    // Six of eight places taken: busy dates cost 10 % more.
    expect(after.finalPrice as number).toBeGreaterThan(before.finalPrice as number);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
  });

  it.each([
    [
      { adventureType: "everest", bookingDate: "2030-01-01", participants: 2 },
      /no trip called "everest"/,
    ],
    [{ adventureType: "hells-gate", bookingDate: "2020-01-01", participants: 2 }, /in the past/],
    [
      { adventureType: "hells-gate", bookingDate: daysFromToday(800), participants: 2 },
      /up to 2 years ahead/,
    ],
    [
      { adventureType: "maasai-mara-holiday", bookingDate: daysFromToday(60), participants: 1 },
      /takes 2 to 8 people per booking/,
    ],
    [
      { adventureType: "hells-gate", bookingDate: "next tuesday", participants: 2 },
      /bookingDate: must be a date/,
    ],
    [
      { adventureType: "hells-gate", bookingDate: "2030-02-30", participants: 2 },
      /not a real calendar date/,
    ],
    [
      { adventureType: "hells-gate", bookingDate: "2030-01-01", participants: 0 },
      /participants: must be at least 1/,
    ],
    [
      { adventureType: "hells-gate", bookingDate: "2030-01-01", participants: 101 },
      /participants: must be at most 100/,
    ],
    [
      { adventureType: "hells-gate", bookingDate: "2030-01-01", participants: 2.5 },
      /participants: must be a whole number/,
    ],
    [{ adventureType: "hells-gate", bookingDate: "2030-01-01", participants: "2" }, /participants/],
    [
      {
        adventureType: "hells-gate",
        bookingDate: daysFromToday(60),
        participants: 2,
        tierId: "gold",
      },
      /"gold" is not an option of Hell's Gate Adventure/,
    ],
    [
      { adventureType: "hells-gate", bookingDate: "2030-01-01", participants: 2, admin: true },
      /admin/,
    ],
    [[1, 2, 3], /expected object/],
  ])("refuses %j with 400 and a clear sentence", async (body, message) => {
    const response = await ask(body);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(message);
  });

  it("refuses malformed JSON, the wrong content type and an oversized body", async () => {
    expect((await ask("{not json")).status).toBe(400);
    expect(
      (await ask({ adventureType: "hells-gate" }, { "content-type": "text/plain" })).status,
    ).toBe(415);
    const huge = await ask({
      adventureType: "x".repeat(10_000),
      bookingDate: "2030-01-01",
      participants: 2,
    });
    expect(huge.status).toBe(413);
    expect(huge.body.error).toMatch(/too large/);
  });

  it("never answers 5xx and never prices below zero or in fractions, whatever it is sent", async () => {
    const validish = fc.record(
      {
        adventureType: fc.oneof(
          fc.constantFrom(
            "point-lenana",
            "hells-gate",
            "samburu",
            "Crescent Island Walking Safari",
            "corporate-packages",
          ),
          fc.string({ maxLength: 200 }),
        ),
        bookingDate: fc.oneof(
          fc.integer({ min: -30, max: 900 }).map(daysFromToday),
          fc.string({ maxLength: 30 }),
        ),
        participants: fc.oneof(fc.integer({ min: -5, max: 120 }), fc.double(), fc.string()),
        daysInAdvance: fc.option(fc.integer({ min: -10, max: 2000 }), { nil: undefined }),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(validish, fc.jsonValue()), async (body) => {
        const { status, body: answer } = await ask(body);
        expect(status).toBeLessThan(500);
        expect(status).not.toBe(429);
        if (status === 200) {
          expect(Number.isInteger(answer.finalPrice)).toBe(true);
          expect(answer.finalPrice as number).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(answer.totalPrice)).toBe(true);
        } else {
          expect(typeof answer.error).toBe("string");
        }
      }),
      { numRuns: 300 },
    );
  });

  it("lets a listing page's burst through, then answers 429 with Retry-After", async () => {
    const card = { adventureType: "hells-gate", bookingDate: daysFromToday(7), participants: 2 };
    const json = { "content-type": "application/json" };
    const statuses: number[] = [];
    for (let index = 0; index < 60; index += 1)
      statuses.push((await ask(card, json, "192.0.2.7")).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const limited = await ask(card, json, "192.0.2.7");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.body.error).toMatch(/Too many requests/);
    expect((await ask(card, json, "192.0.2.8")).status).toBe(200);
  });
});
