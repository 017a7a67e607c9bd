import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, businessDay } from "../../domain/calendar";
import { usePrivateAppDatabase } from "../../tests/support/app-database";
import { routeContext } from "../../tests/support/route-context";
import { departureIdOn } from "../../tests/support/departure-row";
import { withServerSubscriptions } from "../../tests/support/subscriptions";
import {
  startStripeTestServer,
  type StripeTestServer,
} from "../../tests/support/stripe-test-server";

// Booking and paying in one go (decision 0055): the checkout of a departure on a trip the operator
// books instantly holds the seats while the deposit is paid on Stripe's page; the payment confirms
// the booking; a hold that lapses unpaid cancels it, closes its card page and frees its seats; a
// request left unanswered releases its seats and takes them again when confirmed if still free.
// Real time: the Stripe test server checks a session's expiry against the real clock.
usePrivateAppDatabase("checkout-instant");
process.env.AUTH_SECRET = "checkout-instant-test-secret-at-least-32-characters";
withServerSubscriptions();

const { getDb } = await import("../../server/platform/db");
const { action, loader } = await import("./checkout.server");
const { replacePaymentProviders } = await import("../../server/modules/payments/providers/index");
const { createStripeCheckout } =
  await import("../../server/modules/payments/providers/stripe-checkout");
const { recordPayment, bookingBalance } = await import("../../server/modules/payments");
const bookings = await import("../../server/modules/bookings");
const { findDepartureView } = await import("../../server/modules/departures/departures");

type LoaderArgs = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];

let stripe: StripeTestServer;
beforeAll(async () => {
  stripe = await startStripeTestServer({
    secretKey: "sk_test_instant",
    webhookSecret: "whsec_instant",
    webhookUrl: "http://127.0.0.1:9/api/payments/stripe/webhook",
  });
  replacePaymentProviders({
    mpesa: null,
    card: createStripeCheckout({
      secretKey: "sk_test_instant",
      webhookSecret: "whsec_instant",
      apiBase: new URL(stripe.url),
    }),
  });
});
afterAll(async () => {
  replacePaymentProviders(undefined);
  await stripe.close();
});

const today = businessDay(new Date());
let nextDay = 0;
const db = () => getDb().db;

async function newDeparture() {
  const date = addDays(today, 60 + nextDay++);
  return {
    date,
    id: await departureIdOn(db(), { tripSlug: "point-lenana", date, createdAt: new Date() }),
  };
}

function checkoutUrl(departure: { id: string; date: string }, participants = 2) {
  return `http://localhost/itinerary/point-lenana/book?option=standard&participants=${participants}&date=${departure.date}&departure=${departure.id}`;
}

async function page(url: string) {
  const answer = await loader({
    request: new Request(url),
    params: { slug: "point-lenana" },
    context: routeContext({ db: db() }),
  } as unknown as LoaderArgs);
  return answer.data;
}

/** Sends the checkout form; a redirect is returned as its Location. */
async function send(url: string, fields: Record<string, string>) {
  const shown = await page(url);
  const request = new Request(url, {
    method: "POST",
    body: new URLSearchParams({
      clientName: "Akinyi Odhiambo",
      clientEmail: `akinyi-${crypto.randomUUID()}@example.com`,
      seenTotal: String(shown.quote.total),
      requestKey: crypto.randomUUID(),
      ...fields,
    }),
  });
  try {
    const result = await action({
      request,
      params: { slug: "point-lenana" },
      context: routeContext({ db: db(), clientIp: "198.51.100.23" }),
    } as unknown as ActionArgs);
    return { status: result.init?.status ?? 200, answer: result.data, location: null };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { status: thrown.status, answer: null, location: thrown.headers.get("Location") };
  }
}

const bookingOn = (departureId: string) =>
  db()
    .selectFrom("bookings")
    .selectAll()
    .where("departure_id", "=", departureId)
    .executeTakeFirstOrThrow();

async function bookInstantly(fields: Record<string, string> = { payWith: "card" }) {
  const departure = await newDeparture();
  const sent = await send(checkoutUrl(departure), fields);
  return { departure, sent, booking: await bookingOn(departure.id) };
}

/** A confirmed group of 8 (every seat of the test departures). */
function fillDeparture(departure: { id: string; date: string }) {
  const at = new Date().toISOString();
  return db()
    .insertInto("bookings")
    .values({
      id: crypto.randomUUID(),
      adventure_type: "Point Lenana Summit",
      booking_status: "confirmed",
      booking_date: departure.date,
      number_of_participants: 8,
      total_price: 6800,
      special_requirements: null,
      created_at: at,
      updated_at: at,
      client_email: "group@example.com",
      client_name: "A Group",
      client_phone: null,
      trip_slug: "point-lenana",
      tier_id: "standard",
      user_id: null,
      idempotency_key: null,
      departure_id: departure.id,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
}

/** The operator's settings: every trip on request by default, `trips` their own way. */
function bookTripsWay(
  trips: Record<string, { mode: "instant" | "request"; instantMaxParty: number | null }>,
) {
  return bookings.saveBookingHoldSettings(db(), {
    defaultMode: "request",
    holdMinutes: 30,
    requestReleaseHours: 48,
    depositGraceDays: 7,
    trips,
  });
}

describe("a trip booked instantly", () => {
  beforeAll(async () => {
    await bookTripsWay({ "point-lenana": { mode: "instant", instantMaxParty: 6 } });
  });

  it("shows the deposit, its share, the balance and its due date, and the ways to pay before sending", async () => {
    const departure = await newDeparture();
    const shown = await page(checkoutUrl(departure));
    expect(shown.terms.how).toEqual({ way: "instant" });
    expect(shown.terms.sentence).toBe(
      "Instant booking: pay the deposit now and your seats are confirmed at once.",
    );
    const total = shown.quote.total * 100;
    expect(shown.terms.plan).toEqual({
      kind: "deposit-and-balance",
      currency: "USD",
      depositPercent: 30,
      depositMinor: Math.round(total * 0.3),
      balanceMinor: total - Math.round(total * 0.3),
      balanceDueDate: addDays(departure.date, -45),
    });
    expect(shown.terms.methods).toEqual({ card: true, mpesa: false });
    // No Paybill or bank account is set up here: the checkout offers only the card.
    expect(shown.terms.offline).toEqual({ paybill: false, bankTransfer: false });
    // A group above the trip's instant limit sends a request instead, and is told so.
    const large = await page(checkoutUrl(departure, 7));
    expect(large.terms.how).toEqual({ way: "request", reason: "group-above-limit" });
    expect(large.terms.sentence).toContain("groups above 6");
  });

  it("holds the seats for 30 minutes and sends the traveller to the card page for the deposit", async () => {
    const before = Date.now();
    const { departure, sent, booking } = await bookInstantly();
    expect(sent.status).toBe(302);
    const session = stripe.sessions.at(-1)!;
    expect(sent.location).toBe(session.url);
    expect(booking.booking_status).toBe("pending");
    const holdEnds = new Date(booking.hold_expires_at!).getTime();
    expect(holdEnds - before).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    expect(holdEnds - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    // The card page asks the deposit, and closes no later than Stripe allows after the hold.
    const due = await bookingBalance(db(), booking.id);
    expect(session.amount_total).toBe(due!.plan!.instalments[0]!.amountMinor);
    expect(session.client_reference_id).toBe(booking.id);
    expect(await findDepartureView(db(), departure.id, today)).toMatchObject({ seatsTaken: 2 });
  });

  it("is confirmed by the booking system the moment the deposit is recorded, with the confirmation mail", async () => {
    const { booking } = await bookInstantly();
    const due = (await bookingBalance(db(), booking.id))!.plan!.instalments[0]!;
    // Less than the deposit confirms nothing.
    await recordPayment(db(), {
      bookingId: booking.id,
      amountMinor: 1000,
      currency: "USD",
      method: "card",
      providerReference: `pi_part_${booking.id}`,
      recordedBy: "stripe",
    });
    expect((await bookingOn(booking.departure_id!)).booking_status).toBe("pending");
    await recordPayment(db(), {
      bookingId: booking.id,
      amountMinor: due.amountMinor - 1000,
      currency: "USD",
      method: "card",
      providerReference: `pi_rest_${booking.id}`,
      recordedBy: "stripe",
    });
    const confirmed = await bookingOn(booking.departure_id!);
    expect(confirmed).toMatchObject({ booking_status: "confirmed", hold_expires_at: null });
    expect(await bookings.bookingHistory(db(), booking.id)).toEqual([
      expect.objectContaining({
        from_status: "pending",
        to_status: "confirmed",
        note: "Deposit paid at checkout: confirmed at once.",
        actor_email: "the booking system",
      }),
    ]);
    const mails = await db()
      .selectFrom("mail_outbox")
      .select("subject")
      .where("recipient", "=", booking.client_email)
      .execute();
    expect(mails.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Your booking is confirmed: Point Lenana/)]),
    );
  });

  it("a hold that ends unpaid cancels the booking with its reason, closes its card page and frees the seats", async () => {
    const { departure, booking } = await bookInstantly();
    const session = stripe.sessions.find((s) => s.client_reference_id === booking.id)!;
    expect(session.status).toBe("open");
    // Not yet: the hold still runs. (The other tests' holds lapse too: this file shares one database.)
    await bookings.expireUnpaidHolds(db(), new Date());
    expect(await bookingOn(departure.id)).toMatchObject({ booking_status: "pending" });
    const later = new Date(new Date(booking.hold_expires_at!).getTime() + 1000);
    await bookings.expireUnpaidHolds(db(), later);
    expect(await bookingOn(departure.id)).toMatchObject({ booking_status: "cancelled" });
    expect(session.status).toBe("expired");
    const history = await bookings.bookingHistory(db(), booking.id);
    expect(history.at(-1)).toMatchObject({
      to_status: "cancelled",
      reason:
        "The seats were held while the deposit was paid, and the hold ended before a payment arrived.",
      actor_email: "the booking system",
    });
    expect(await findDepartureView(db(), departure.id, today)).toMatchObject({ seatsTaken: 0 });
  });

  it("a payment that arrives after the hold lapsed confirms the booking again while its seats are free", async () => {
    const { departure, booking } = await bookInstantly();
    await bookings.expireUnpaidHolds(
      db(),
      new Date(new Date(booking.hold_expires_at!).getTime() + 1000),
    );
    expect(await bookingOn(departure.id)).toMatchObject({ booking_status: "cancelled" });
    const deposit = (await bookingBalance(db(), booking.id))!.owed.totalMinor;
    await recordPayment(db(), {
      bookingId: booking.id,
      amountMinor: deposit,
      currency: "USD",
      method: "card",
      providerReference: `pi_late_${booking.id}`,
      recordedBy: "stripe",
    });
    expect(await bookingOn(departure.id)).toMatchObject({
      booking_status: "confirmed",
      hold_expires_at: null,
    });
    // (The lapse was run for a moment after the hold ended, so its entry is dated later.)
    const history = await bookings.bookingHistory(db(), booking.id);
    expect(history.find((entry) => entry.to_status === "confirmed")).toMatchObject({
      from_status: "cancelled",
      to_status: "confirmed",
      note: "Paid after the hold ended; the seats were still free, so the booking is confirmed.",
    });
    expect(await findDepartureView(db(), departure.id, today)).toMatchObject({ seatsTaken: 2 });
  });

  it("a payment after the hold lapsed and the seats went is recorded, the operator alerted and the traveller told", async () => {
    const { departure, booking } = await bookInstantly();
    await bookings.expireUnpaidHolds(
      db(),
      new Date(new Date(booking.hold_expires_at!).getTime() + 1000),
    );
    // Someone else took every seat meanwhile.
    await fillDeparture(departure);
    const paid = await recordPayment(db(), {
      bookingId: booking.id,
      amountMinor: (await bookingBalance(db(), booking.id))!.owed.totalMinor,
      currency: "USD",
      method: "card",
      providerReference: `pi_gone_${booking.id}`,
      recordedBy: "stripe",
    });
    expect(paid).toMatchObject({ recorded: true });
    expect(await bookingOn(departure.id)).toMatchObject({ booking_status: "cancelled" });
    const alerts = await db()
      .selectFrom("payment_attention")
      .select("reason")
      .where("booking_id", "=", booking.id)
      .execute();
    expect(alerts).toEqual([
      { reason: expect.stringMatching(/^Paid after the hold ended, and the seats are gone/) },
    ]);
    const told = await db()
      .selectFrom("mail_outbox")
      .select("subject")
      .where("recipient", "=", booking.client_email)
      .where("subject", "like", "Your payment arrived after your hold ended%")
      .execute();
    expect(told).toHaveLength(1);
  });

  it("asks for a phone number when the deposit is to be paid by M-Pesa, and keeps what was typed", async () => {
    replacePaymentProviders({
      mpesa: {
        method: "mpesa-stk",
        start: async () => ({ started: false, reason: "unused" }),
      } as never,
      card: null,
    });
    try {
      const departure = await newDeparture();
      const sent = await send(checkoutUrl(departure), { payWith: "mpesa", clientPhone: "" });
      expect(sent.status).toBe(400);
      expect(sent.answer).toMatchObject({
        kind: "invalid",
        fieldErrors: { clientPhone: expect.stringContaining("M-Pesa number") },
        values: { clientName: "Akinyi Odhiambo" },
      });
      expect(
        await db()
          .selectFrom("bookings")
          .select("id")
          .where("departure_id", "=", departure.id)
          .execute(),
      ).toEqual([]);
    } finally {
      replacePaymentProviders({
        mpesa: null,
        card: createStripeCheckout({
          secretKey: "sk_test_instant",
          webhookSecret: "whsec_instant",
          apiBase: new URL(stripe.url),
        }),
      });
    }
  });
});

describe("a trip booked on request", () => {
  beforeAll(async () => {
    await bookTripsWay({});
  });

  it("sends a request, holding no deposit, and says so before the traveller starts", async () => {
    const departure = await newDeparture();
    const shown = await page(checkoutUrl(departure));
    expect(shown.terms.how).toEqual({ way: "request", reason: "trip-on-request" });
    const sent = await send(checkoutUrl(departure), {});
    expect(sent.location).toBe("/booking/confirmation");
    expect(await bookingOn(departure.id)).toMatchObject({
      booking_status: "pending",
      hold_expires_at: null,
    });
  });

  it("a traveller who loses the last seats between the page and the send is refused with their form, not sent back to the panel", async () => {
    const departure = await newDeparture();
    const url = checkoutUrl(departure);
    const shown = await page(url);
    await fillDeparture(departure);
    // Without JavaScript the action and then the page's loader run in one request, one context.
    const context = routeContext({ db: db(), clientIp: "198.51.100.24" });
    const result = await action({
      request: new Request(url, {
        method: "POST",
        body: new URLSearchParams({
          clientName: "Njeri Wambui",
          clientEmail: "njeri@example.com",
          seenTotal: String(shown.quote.total),
          requestKey: crypto.randomUUID(),
        }),
      }),
      params: { slug: "point-lenana" },
      context,
    } as unknown as ActionArgs);
    expect(result.init?.status).toBe(409);
    expect(result.data).toMatchObject({
      kind: "invalid",
      error: "This departure is full",
      values: { clientName: "Njeri Wambui", clientEmail: "njeri@example.com" },
    });
    const redrawn = await loader({
      request: new Request(url),
      params: { slug: "point-lenana" },
      context,
    } as unknown as LoaderArgs);
    expect(redrawn.data.departure).toMatchObject({ id: departure.id });
  });

  it("left unanswered 48 hours, releases its seats but stays a request; confirming takes them again if free", async () => {
    const departure = await newDeparture();
    await send(checkoutUrl(departure, 2), {});
    const request = await bookingOn(departure.id);
    const in49Hours = new Date(Date.now() + 49 * 3_600_000);
    await bookings.releaseUnansweredRequests(db(), new Date());
    expect(await bookingOn(departure.id)).toMatchObject({ seats_released_at: null });
    await bookings.releaseUnansweredRequests(db(), in49Hours);
    expect(await bookingOn(departure.id)).toMatchObject({
      booking_status: "pending",
      seats_released_at: in49Hours.toISOString(),
    });
    expect(await findDepartureView(db(), departure.id, today)).toMatchObject({ seatsTaken: 0 });

    // Others took all 8 seats meanwhile: the operator cannot confirm it, and is told why.
    const full = await fillDeparture(departure);
    const actor = { id: "admin-1", email: "operator@example.com" };
    const refused = await bookings.transitionBooking(db(), {
      bookingId: request.id,
      to: "confirmed",
      note: null,
      actor,
    });
    expect(refused).toMatchObject({ ok: false, kind: "conflict" });
    if (refused.ok) return;
    expect(refused.message).toMatch(/^This request's seats were released while it waited/);

    // The group cancels: the seats are free, and confirming the request takes them again.
    await db()
      .updateTable("bookings")
      .set({ booking_status: "cancelled" })
      .where("id", "=", full.id)
      .execute();
    expect(
      await bookings.transitionBooking(db(), {
        bookingId: request.id,
        to: "confirmed",
        note: null,
        actor,
      }),
    ).toMatchObject({ ok: true, booking: { seats_released_at: null } });
    expect(await findDepartureView(db(), departure.id, today)).toMatchObject({ seatsTaken: 2 });
  });
});
