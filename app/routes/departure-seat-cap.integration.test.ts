import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { trips } from "../../content/trips";
import { businessDay } from "../../domain/calendar";
import { usePrivateAppDatabase } from "../../tests/support/app-database";

// Issue 28's probe: requests hold departure seats, and one address filled 762 departures within
// the booking limits. Seats on departures now have an allowance of their own per address and per
// email over the two days an unanswered request holds them (server/platform/limits.ts).
usePrivateAppDatabase("departure-seat-cap");
process.env.AUTH_SECRET = "departure-seat-cap-test-secret-at-least-32-characters";

const { getDb } = await import("../../server/platform/db");
const { bookingApi } = await import("../../server/http/booking-api");
const { scheduleDepartures, upcomingDepartures } =
  await import("../../server/modules/departures/departures");
const api = new Hono().route("/api", bookingApi);

let open: Array<{ id: string; date: string }>;

beforeAll(async () => {
  const today = businessDay(new Date());
  await scheduleDepartures(getDb().db, trips, today);
  open = (await upcomingDepartures(getDb().db, "point-lenana", today, 20)).filter(
    (departure) => departure.status === "open",
  );
});

async function request(
  address: string,
  email: string,
  departure: { id: string; date: string },
  participants = 8,
) {
  const response = await api.request(
    "/api/secure-booking",
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        clientName: "Seat Collector",
        clientEmail: email,
        adventureType: "Point Lenana Summit",
        tripSlug: "point-lenana",
        tierId: "standard",
        bookingDate: departure.date,
        departureId: departure.id,
        numberOfParticipants: participants,
      }),
    },
    { incoming: { socket: { remoteAddress: address } } },
  );
  return { status: response.status, body: (await response.json()) as { error?: string } };
}

describe("the seats one address or email may take on departures", () => {
  it("lets one address fill seven departures of 8, then refuses the eighth with a sentence", async () => {
    expect(open.length).toBeGreaterThanOrEqual(15);
    const answers = [];
    for (let index = 0; index < 8; index += 1)
      answers.push(await request("203.0.113.50", `collector-${index}@example.com`, open[index]!));
    expect(answers.slice(0, 7).map((answer) => answer.status)).toEqual(Array(7).fill(201));
    expect(answers[7]).toMatchObject({ status: 429 });
    expect(answers[7]!.body.error).toMatch(/^Too many departure seats requested at once\./);
    // The refused request took nothing: the eighth departure is still empty, and another
    // address books it.
    expect((await request("203.0.113.51", "someone-else@example.com", open[7]!)).status).toBe(201);
  });

  it("lets one email take four departures of 8 (32 seats) from any addresses, then refuses", async () => {
    const statuses = [];
    // A whole departure at a time, from a new address each time.
    for (let index = 0; index < 5; index += 1)
      statuses.push(
        (await request(`203.0.113.${60 + index}`, "one-sender@example.com", open[10 + index]!))
          .status,
      );
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
  });
});
