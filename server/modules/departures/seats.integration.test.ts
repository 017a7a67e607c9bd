import { expect, it } from "vitest";
import type { Kysely } from "kysely";
import { addDays, businessDay, formatTravelDate } from "../../../domain/calendar";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import { depositReceivedOn } from "../../../tests/support/paid-deposit";
import { insertBooking } from "../bookings/store";
import type { Database } from "../../platform/db/schema";
import { transitionBooking } from "../bookings/workflow";
import {
  confirmWaitlistEntry,
  findDepartureView,
  joinWaitlist,
  type WaitlistJoin,
} from "./departures";
import { bookTrips, type TripsRequest } from "../bookings/trip-bookings";
import { joinWaitlistAndAskToConfirm, offerLapsedHolds } from "./waitlist-offers";
import { findTrip } from "../../../content/trips";
import { quoteTripOption } from "../pricing/quotes";

const now = new Date();
const today = businessDay(now); // the site's today: Nairobi's (decision 0042)
const admin = { id: "admin-1", email: "operator@example.com" };

let nextDay = 0;

async function addDeparture(
  db: Kysely<Database>,
  overrides: {
    tripSlug?: string;
    date?: string;
    seats?: number;
    minimumToRun?: number;
    salesCutoffDays?: number;
    salesClosed?: boolean;
    cancelled?: boolean;
  } = {},
): Promise<{ id: string; date: string; tripSlug: string }> {
  const departure = {
    id: crypto.randomUUID(),
    trip_slug: overrides.tripSlug ?? "point-lenana",
    // Each test's own date: one departure per trip and date.
    date: overrides.date ?? addDays(today, 40 + nextDay++),
    seats: overrides.seats ?? 8,
    minimum_to_run: overrides.minimumToRun ?? Math.min(2, overrides.seats ?? 8),
    sales_cutoff_days: overrides.salesCutoffDays ?? 7,
    sales_closed: overrides.salesClosed ? 1 : 0,
    cancelled_at: overrides.cancelled ? now.toISOString() : null,
    source: "operator" as const,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  await db.insertInto("departures").values(departure).execute();
  return { id: departure.id, date: departure.date, tripSlug: departure.trip_slug };
}

/** Seats already taken on a departure by someone else: a request, or a booking the operator confirmed. */
function takeSeats(
  db: Kysely<Database>,
  departure: { id: string; date: string },
  count: number,
  status: "pending" | "confirmed" = "pending",
) {
  return insertBooking(db, {
    adventureType: "Point Lenana Summit",
    bookingDate: departure.date,
    numberOfParticipants: count,
    totalPrice: 850 * count,
    clientEmail: `earlier-${crypto.randomUUID()}@example.com`,
    clientName: "Earlier Traveller",
    tripSlug: "point-lenana",
    departureId: departure.id,
    status,
  });
}

/** The operator confirms a request on the booking's page. */
function confirmByOperator(db: Kysely<Database>, bookingId: string) {
  return transitionBooking(db, { bookingId, to: "confirmed", note: null, actor: admin });
}

function request(
  departure: { id: string; date: string; tripSlug?: string },
  participants: number,
  extra: Partial<TripsRequest["trips"][number]> = {},
): TripsRequest {
  return {
    clientName: "Wanjiru Kamau",
    clientEmail: `traveller-${crypto.randomUUID()}@example.com`,
    trips: [
      {
        key: null,
        adventureType: "Point Lenana Summit",
        tripSlug: departure.tripSlug ?? "point-lenana",
        bookingDate: departure.date,
        numberOfParticipants: participants,
        departureId: departure.id,
        ...extra,
      },
    ],
  };
}

const countBookings = async (db: Kysely<Database>) =>
  Number(
    (
      await db
        .selectFrom("bookings")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describeOnEachDatabase("booking a departure on %s", (t) => {
  it("stores the booking on the departure's date with its id, and its seats are taken", async () => {
    const departure = await addDeparture(t.db, { minimumToRun: 4 });
    const outcome = await bookTrips(t.db, request(departure, 3), { userId: null, now });
    expect(outcome.kind).toBe("created");
    if (outcome.kind !== "created") return;
    expect(outcome.bookings[0]).toMatchObject({
      booking_date: departure.date,
      departure_id: departure.id,
      booking_status: "pending",
      number_of_participants: 3,
    });
    expect(await findDepartureView(t.db, departure.id, today)).toMatchObject({
      seatsTaken: 3,
      status: "open",
    });
  });

  it("a request on a guaranteed departure is not confirmed as it is made: anonymous and unpaid, it waits (decision 0055)", async () => {
    const departure = await addDeparture(t.db, { minimumToRun: 2 });
    await takeSeats(t.db, departure, 2, "confirmed");
    expect(await findDepartureView(t.db, departure.id, today)).toMatchObject({
      status: "guaranteed",
    });
    const outcome = await bookTrips(t.db, request(departure, 1), { userId: null, now });
    expect(outcome.kind).toBe("created");
    if (outcome.kind !== "created") return;
    const booking = outcome.bookings[0]!;
    expect(booking.booking_status).toBe("pending");
    expect(outcome.confirmations[0]!.message).toBe(
      "We'll contact you within 24 hours to confirm details.",
    );
    const history = await t.db
      .selectFrom("booking_events")
      .selectAll()
      .where("booking_id", "=", booking.id)
      .execute();
    expect(history).toEqual([]);
    const confirmations = await t.db
      .selectFrom("mail_outbox")
      .select("subject")
      .where("recipient", "=", booking.client_email)
      .where("subject", "like", "Your booking is confirmed%")
      .execute();
    expect(confirmations).toEqual([]);
    // Its seats are held for it all the same, and the confirmed ones still make the departure run.
    expect(await findDepartureView(t.db, departure.id, today)).toMatchObject({
      seatsTaken: 3,
      seatsConfirmed: 2,
    });
  });

  it("anonymous requests that reach the minimum neither make a departure Guaranteed nor confirm the next traveller; the operator's confirmations do (decision 0040)", async () => {
    const departure = await addDeparture(t.db, { seats: 8, minimumToRun: 4 });
    // The audit's attack: two anonymous requests of two travellers each reach the minimum of 4.
    const requests = [];
    for (let n = 0; n < 2; n++) {
      const sent = await bookTrips(t.db, request(departure, 2), { userId: null, now });
      expect(sent).toMatchObject({ kind: "created" });
      if (sent.kind === "created") requests.push(sent.bookings[0]!);
    }
    expect(requests.map((booking) => booking.booking_status)).toEqual(["pending", "pending"]);
    // The seats are held while the operator decides, but the departure does not run yet.
    expect(await findDepartureView(t.db, departure.id, today)).toMatchObject({
      seatsTaken: 4,
      seatsConfirmed: 0,
      status: "open",
      state: expect.objectContaining({ seatsTaken: 4, seatsConfirmed: 0 }),
    });
    // The next real traveller's booking waits for the operator: no deposit due on a trip
    // nobody agreed to run.
    const real = await bookTrips(t.db, request(departure, 1), { userId: null, now });
    expect(real).toMatchObject({ kind: "created", bookings: [{ booking_status: "pending" }] });
    if (real.kind !== "created") return;
    expect(real.confirmations[0]!.message).not.toMatch(/guaranteed/);
    const confirmationMails = await t.db
      .selectFrom("mail_outbox")
      .select("subject")
      .where("recipient", "=", real.bookings[0]!.client_email)
      .where("subject", "like", "Your booking is confirmed%")
      .execute();
    expect(confirmationMails).toEqual([]);
    // Five of eight seats are taken by requests: three left makes it Limited, still no promise.
    expect(await findDepartureView(t.db, departure.id, today)).toMatchObject({
      seatsTaken: 5,
      seatsConfirmed: 0,
      status: "limited",
    });

    // The operator confirms the two requests: four confirmed travellers, the minimum.
    for (const booking of requests)
      expect(await confirmByOperator(t.db, booking.id)).toMatchObject({ ok: true });
    expect(await findDepartureView(t.db, departure.id, today)).toMatchObject({
      seatsTaken: 5,
      seatsConfirmed: 4,
      status: "guaranteed",
    });
    // A new request still waits: only a paid deposit confirms a booking as it is made (decision 0055).
    const next = await bookTrips(t.db, request(departure, 1), { userId: null, now });
    expect(next).toMatchObject({ kind: "created", bookings: [{ booking_status: "pending" }] });
  });

  it("a request on a departure with three of its four confirmed and a fourth requested stays pending, and so does the next", async () => {
    const departure = await addDeparture(t.db, { seats: 8, minimumToRun: 4 });
    await takeSeats(t.db, departure, 3, "confirmed");
    await takeSeats(t.db, departure, 1);
    expect(await findDepartureView(t.db, departure.id, today)).toMatchObject({
      status: "open",
      seatsTaken: 4,
      seatsConfirmed: 3,
    });
    const next = await bookTrips(t.db, request(departure, 2), { userId: null, now });
    expect(next).toMatchObject({ kind: "created", bookings: [{ booking_status: "pending" }] });
  });

  it.each([
    ["in the past", { date: addDays(today, -1) }, 1, "conflict", "This departure is in the past."],
    [
      "past its sales cut-off",
      { date: addDays(today, 3), salesCutoffDays: 7 },
      1,
      "conflict",
      "Sales for this departure have closed.",
    ],
    [
      "closed by the operator",
      { salesClosed: true },
      1,
      "conflict",
      "Sales for this departure have closed.",
    ],
    ["cancelled", { cancelled: true }, 1, "conflict", "This departure has been cancelled."],
    [
      "with fewer seats than the party",
      { seats: 2 },
      3,
      "conflict",
      "Only 2 seats are left on this departure",
    ],
  ] as const)(
    "refuses a departure %s with a sentence, and stores nothing",
    async (_case, departureFields, participants, kind, message) => {
      const departure = await addDeparture(t.db, departureFields);
      const before = await countBookings(t.db);
      const outcome = await bookTrips(t.db, request(departure, participants), {
        userId: null,
        now,
      });
      expect(outcome).toEqual({ kind, message });
      expect(await countBookings(t.db)).toBe(before);
    },
  );

  it("refuses a full departure, another trip's departure, an unknown one and another date", async () => {
    const full = await addDeparture(t.db, { seats: 2 });
    await takeSeats(t.db, full, 2);
    const mara = await addDeparture(t.db, { tripSlug: "maasai-mara-holiday", seats: 7 });
    const before = await countBookings(t.db);
    const book = (req: TripsRequest) => bookTrips(t.db, req, { userId: null, now });

    expect(await book(request(full, 1))).toEqual({
      kind: "conflict",
      message: "This departure is full",
    });
    expect(await book(request({ ...mara, tripSlug: "point-lenana" }, 1))).toEqual({
      kind: "invalid",
      message: "departureId: this departure is of another trip.",
    });
    expect(await book(request({ id: crypto.randomUUID(), date: full.date }, 1))).toMatchObject({
      kind: "not-found",
    });
    expect(await book(request({ ...full, date: addDays(full.date, 1) }, 1))).toEqual({
      kind: "invalid",
      message: `bookingDate: this departure leaves on ${formatTravelDate(full.date)}.`,
    });
    expect(await countBookings(t.db)).toBe(before);
  });

  it("books a cart's trips all or none: a full departure in it rolls the other trip back", async () => {
    const open = await addDeparture(t.db, { minimumToRun: 5 });
    const full = await addDeparture(t.db, { seats: 1 });
    await takeSeats(t.db, full, 1);
    const before = await countBookings(t.db);
    const cart = request(open, 2);
    cart.trips.push({ ...request(full, 1).trips[0]!, key: null });
    const outcome = await bookTrips(t.db, cart, { userId: null, now });
    expect(outcome).toMatchObject({ kind: "conflict" });
    expect(await countBookings(t.db)).toBe(before);
    expect(await findDepartureView(t.db, open.id, today)).toMatchObject({ seatsTaken: 0 });
  });
});

describeOnEachDatabase("a full departure's waitlist on %s", (t) => {
  /** The hold link's token from the offer mail queued for `email`. */
  async function offerToken(email: string): Promise<string> {
    const mail = await t.db
      .selectFrom("mail_outbox")
      .select(["link", "subject"])
      .where("recipient", "=", email)
      .where("subject", "like", "Seats are free for you%")
      .executeTakeFirstOrThrow();
    return new URL(mail.link!).searchParams.get("hold")!;
  }

  /** Joins the waitlist and follows the confirmation link, as a real traveller does. */
  async function joinConfirmed(
    db: Kysely<Database>,
    join: Parameters<typeof joinWaitlist>[1],
  ): Promise<WaitlistJoin> {
    const joined = await joinWaitlist(db, join);
    if (joined.ok && joined.confirmToken) await confirmWaitlistEntry(db, joined.confirmToken);
    return joined;
  }

  /** The confirmation link's token from the mail queued for `email` on joining. */
  async function confirmToken(email: string): Promise<string> {
    const mail = await t.db
      .selectFrom("mail_outbox")
      .select("link")
      .where("recipient", "=", email)
      .where("subject", "like", "Confirm your place on the waitlist%")
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    return new URL(mail.link!).pathname.split("/").pop()!;
  }

  it("freed seats skip an entry whose email is unconfirmed and are held for the confirmed one behind it", async () => {
    const departure = await addDeparture(t.db, { seats: 2, minimumToRun: 2 });
    const party = await takeSeats(t.db, departure, 2);
    const join = (email: string) =>
      joinWaitlistAndAskToConfirm(t.db, {
        departureId: departure.id,
        email,
        participants: 2,
        today,
      });
    expect(await join("fake@example.com")).toMatchObject({ ok: true });
    expect(await join("real@example.com")).toMatchObject({ ok: true });
    expect(await confirmWaitlistEntry(t.db, await confirmToken("real@example.com"))).toMatchObject({
      ok: true,
      position: 1,
    });

    await transitionBooking(t.db, {
      bookingId: party.id,
      to: "cancelled",
      note: null,
      actor: admin,
    });
    const offered = await t.db
      .selectFrom("mail_outbox")
      .select("recipient")
      .where("subject", "like", "Seats are free for you%")
      .where("recipient", "in", ["fake@example.com", "real@example.com"])
      .execute();
    expect(offered.map((mail) => mail.recipient)).toEqual(["real@example.com"]);
    await offerToken("real@example.com");
    const fake = await t.db
      .selectFrom("departure_waitlist")
      .select(["offered_at", "hold_expires_at"])
      .where("email", "=", "fake@example.com")
      .executeTakeFirstOrThrow();
    expect(fake).toEqual({ offered_at: null, hold_expires_at: null });
  });

  it("the confirmation link works once, only within 48 hours; an unknown one is refused; lapsed entries are dropped", async () => {
    const departure = await addDeparture(t.db, { seats: 2, minimumToRun: 2 });
    await takeSeats(t.db, departure, 2);
    const join = (email: string) =>
      joinWaitlistAndAskToConfirm(t.db, {
        departureId: departure.id,
        email,
        participants: 1,
        today,
      });
    await join("once@example.com");
    const token = await confirmToken("once@example.com");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await confirmWaitlistEntry(t.db, token)).toMatchObject({ ok: true, position: 1 });
    expect(await confirmWaitlistEntry(t.db, token)).toMatchObject({
      ok: false,
      kind: "expired",
      message: expect.stringMatching(/^This confirmation link has been used already/),
    });
    expect(await confirmWaitlistEntry(t.db, "x".repeat(43))).toMatchObject({
      ok: false,
      kind: "not-found",
    });
    // Joining again once confirmed keeps the place and mails no second link.
    expect(await join("once@example.com")).toMatchObject({ ok: true, confirmToken: null });

    await join("never@example.com");
    const stale = await confirmToken("never@example.com");
    const twoDaysOn = new Date(now.getTime() + 49 * 3_600_000);
    expect(await confirmWaitlistEntry(t.db, stale, twoDaysOn)).toMatchObject({
      ok: false,
      kind: "not-found",
    });
    await offerLapsedHolds(t.db, twoDaysOn);
    const left = await t.db
      .selectFrom("departure_waitlist")
      .select("email")
      .where("departure_id", "=", departure.id)
      .execute();
    expect(left.map((entry) => entry.email)).toEqual(["once@example.com"]);
  });

  it("a cancelled booking frees its seats, the first waiting party is mailed a hold link, and only they can book the held seats, once", async () => {
    const departure = await addDeparture(t.db, { seats: 4, minimumToRun: 4 });
    const party = await takeSeats(t.db, departure, 2);
    await takeSeats(t.db, departure, 2);
    expect(
      await joinConfirmed(t.db, {
        departureId: departure.id,
        email: "first@example.com",
        participants: 2,
        today,
      }),
    ).toMatchObject({ ok: true, position: 1 });
    await joinConfirmed(t.db, {
      departureId: departure.id,
      email: "second@example.com",
      participants: 2,
      today,
    });

    const cancelled = await transitionBooking(t.db, {
      bookingId: party.id,
      to: "cancelled",
      note: null,
      reason: "Changed plans",
      actor: admin,
    });
    expect(cancelled.ok).toBe(true);
    const token = await offerToken("first@example.com");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored.
    const stored = await t.db
      .selectFrom("departure_waitlist")
      .select("hold_token_hash")
      .where("email", "=", "first@example.com")
      .executeTakeFirstOrThrow();
    expect(stored.hold_token_hash).not.toContain(token);

    // The two freed seats are held: someone without the link finds the departure full.
    expect(await bookTrips(t.db, request(departure, 1), { userId: null, now })).toEqual({
      kind: "conflict",
      message: "This departure is full",
    });
    // The holder books them through the link.
    const held = await bookTrips(t.db, request(departure, 2, { holdToken: token }), {
      userId: null,
      now,
    });
    expect(held).toMatchObject({ kind: "created" });
    expect(await findDepartureView(t.db, departure.id, today)).toMatchObject({
      seatsTaken: 4,
      status: "full",
    });
    // The link works once.
    expect(
      await bookTrips(t.db, request(departure, 1, { holdToken: token }), { userId: null, now }),
    ).toEqual({
      kind: "conflict",
      message: "This waitlist link has already been used to book.",
    });
  });

  it("refuses an expired hold link, another departure's and an unknown one", async () => {
    const departure = await addDeparture(t.db, { seats: 2, minimumToRun: 2 });
    const party = await takeSeats(t.db, departure, 2);
    await joinConfirmed(t.db, {
      departureId: departure.id,
      email: "late@example.com",
      participants: 2,
      today,
    });
    await transitionBooking(t.db, {
      bookingId: party.id,
      to: "cancelled",
      note: null,
      actor: admin,
    });
    const token = await offerToken("late@example.com");
    const other = await addDeparture(t.db, { seats: 8 });

    expect(
      await bookTrips(t.db, request(other, 1, { holdToken: token }), { userId: null, now }),
    ).toEqual({
      kind: "invalid",
      message: "This waitlist link is for another departure.",
    });
    expect(
      await bookTrips(t.db, request(departure, 2, { holdToken: "x".repeat(43) }), {
        userId: null,
        now,
      }),
    ).toMatchObject({ kind: "invalid" });
    const tomorrow = new Date(now.getTime() + 25 * 3_600_000);
    expect(
      await bookTrips(t.db, request(departure, 2, { holdToken: token }), {
        userId: null,
        now: tomorrow,
      }),
    ).toMatchObject({
      kind: "conflict",
      message: expect.stringMatching(/^This waitlist link has expired/),
    });
  });

  it("a hold that lapses unused goes to the next party waiting", async () => {
    const departure = await addDeparture(t.db, { seats: 2, minimumToRun: 2 });
    const party = await takeSeats(t.db, departure, 2);
    for (const email of ["slow@example.com", "next@example.com"])
      await joinConfirmed(t.db, { departureId: departure.id, email, participants: 2, today });
    await transitionBooking(t.db, {
      bookingId: party.id,
      to: "cancelled",
      note: null,
      actor: admin,
    });
    await offerToken("slow@example.com");
    // Still held for the first party: nothing to offer yet.
    expect(await offerLapsedHolds(t.db, now)).toBe(0);
    const later = new Date(now.getTime() + 25 * 3_600_000);
    expect(await offerLapsedHolds(t.db, later)).toBe(1);
    const token = await offerToken("next@example.com");
    expect(
      await bookTrips(t.db, request(departure, 2, { holdToken: token }), {
        userId: null,
        now: later,
      }),
    ).toMatchObject({ kind: "created" });
  });

  it("requests, and confirmations nobody has paid for, leave a departure's price where it was; paid travellers are its demand", async () => {
    const lenana = findTrip("point-lenana")!;
    const departure = await addDeparture(t.db, { seats: 8, minimumToRun: 8 });
    const price = async () => {
      const quoted = await quoteTripOption(
        t.db,
        lenana,
        { participants: 1, date: departure.date },
        { fresh: true },
      );
      expect(quoted.ok).toBe(true);
      return quoted.ok ? quoted.quote.perPerson : 0;
    };
    const before = await price();
    // Issue 13: anyone can send requests; six pending seats of eight moved the price before.
    const requests = [];
    for (let n = 0; n < 3; n++) requests.push(await takeSeats(t.db, departure, 2));
    expect(await price()).toBe(before);
    for (const request of requests)
      expect(
        await transitionBooking(t.db, {
          bookingId: request.id,
          to: "confirmed",
          note: null,
          actor: admin,
        }),
      ).toMatchObject({ ok: true });
    expect(await price()).toBe(before);
    await depositReceivedOn(
      t.db,
      requests.map((request) => request.id),
    );
    expect(await price()).toBeGreaterThan(before);
  });
});
