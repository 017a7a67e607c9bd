import { afterAll, expect, it } from "vitest";
import { trips as seedTrips } from "../../content/trips";
import { addDays } from "../../domain/calendar";
import { DEFAULT_BOOKING_HOLD_SETTINGS } from "../../domain/booking/instant-booking";
import { FIXED_PRICE_TIER_ID } from "../../domain/pricing/tiers";
import { bookingInput } from "../../tests/support/booking-input";
import { describeOnEachDatabase } from "../../tests/support/database-fixture";
import { departureIdOn } from "../../tests/support/departure-row";
import { usePrivateAppDatabase } from "../../tests/support/app-database";
import type { Kysely } from "kysely";
import type { Database } from "../platform/db/schema";

// Booking at the checkout starts its mails at once: they go through this file's own app database.
usePrivateAppDatabase("trip-renames");

const { bookAtCheckout, loadBookingHoldSettings, saveBookingHoldSettings, tripPage } =
  await import("../modules/bookings");
const { createBookingRequest } = await import("../modules/bookings/create-booking");
const { insertBooking } = await import("../modules/bookings/store");
const {
  findPublishedTrip,
  findTrip,
  listTripsForAdmin,
  publishTrip,
  refreshCatalogue,
  registerTripRenameStep,
  renamedTripSlug,
  seedCatalogue,
  tripForEditor,
  tripHistory,
} = await import("../modules/catalogue");
const { useCatalogue } = await import("../modules/catalogue/snapshot");
const { loadPaymentPlanSettings, savePaymentPlanSettings } = await import("../modules/payments");
const { forgetQuoteInputs, loadPricingSettings, quoteTripOption, savePricingSettings } =
  await import("../modules/pricing");
const { reviewToken, submitReview } = await import("../modules/reviews/reviews");
const { businessToday, systemNow } = await import("../platform/clock");

// What a trip's slug keys follows the trip when the operator renames it (decision 0069): the
// steps server/lifecycle/trip-renames.ts registers (tests/support/trip-renames-setup.ts, as
// prepareServer does) run in the publish's transaction.

const editor = { name: "Wanjiru", email: "wanjiru@example.com" };
const actor = { id: "admin-1", email: "operator@example.com" };
const secret = "a-review-secret-that-is-at-least-32-characters";
const oldSlug = "point-lenana";
const newSlug = "point-lenana-sirimon";

// The snapshot is this process's: put the seed back for the next file's tests.
afterAll(() =>
  useCatalogue(
    seedTrips.map((trip) => ({ trip, status: "published", formerSlugs: [] })),
    null,
  ),
);

async function slugsOf(db: Kysely<Database>, table: "bookings" | "departures" | "reviews") {
  const rows = await db.selectFrom(table).select("trip_slug").execute();
  return [...new Set(rows.map((row) => row.trip_slug))];
}

/** Publishes Point Lenana under `slug`, from its editor's state now. */
async function publishLenanaAs(db: Kysely<Database>, slug: string) {
  const id = (await listTripsForAdmin(db)).find((trip) => trip.title.includes("Lenana"))!.id;
  const state = (await tripForEditor(db, id))!;
  return {
    id,
    outcome: publishTrip(
      db,
      { id, draft: { ...(state.draft as object), slug }, expectedVersion: state.version },
      editor,
    ),
  };
}

describeOnEachDatabase("a renamed trip's records follow it on %s", (t) => {
  const today = businessToday();
  const departureDate = addDays(today, 60);
  const privateDate = addDays(today, 75);
  let departureId = "";
  let quotedTotal = 0;

  it("starts with a booking holding seats on a departure, a review and the trip's own settings", async () => {
    await seedCatalogue(t.db);
    await refreshCatalogue(t.db, { force: true });
    departureId = await departureIdOn(t.db, {
      tripSlug: oldSlug,
      date: departureDate,
      createdAt: systemNow(),
    });
    forgetQuoteInputs();
    const held = await createBookingRequest(
      t.db,
      {
        clientName: "Achieng Otieno",
        clientEmail: "achieng@example.com",
        adventureType: "Point Lenana Summit",
        tripSlug: oldSlug,
        bookingDate: departureDate,
        numberOfParticipants: 6,
        departureId,
      },
      { userId: null, idempotencyKey: null },
    );
    expect(held.kind).toBe("created");
    const travelled = await insertBooking(
      t.db,
      bookingInput({ status: "completed", bookingDate: addDays(today, -30) }),
    );
    const review = await submitReview(t.db, secret, reviewToken(secret, travelled.id), {
      rating: 5,
      firstName: "Kamau",
      country: "Kenya",
      text: "The sunrise from Point Lenana was worth every cold step of the night walk.",
    });
    expect(review.ok).toBe(true);
    await saveBookingHoldSettings(t.db, {
      ...DEFAULT_BOOKING_HOLD_SETTINGS,
      trips: { [oldSlug]: { mode: "instant", instantMaxParty: 4 } },
    });
    await savePaymentPlanSettings(t.db, {
      depositPercent: 30,
      balanceDueDays: 45,
      tripOverrides: { [oldSlug]: { depositPercent: 50 } },
    });
    await savePricingSettings(
      t.db,
      { basePrices: { [`${oldSlug}/${FIXED_PRICE_TIER_ID}`]: 910 } },
      actor,
    );
    // The price a traveller is shown today, before the rename.
    forgetQuoteInputs();
    const quoted = await quoteTripOption(
      t.db,
      findPublishedTrip(oldSlug)!,
      { participants: 2, date: privateDate },
      { fresh: true },
    );
    if (!quoted.ok) throw new Error("Point Lenana did not quote");
    quotedTotal = quoted.quote.total;
    expect(quoted.quote.perPerson).toBeGreaterThan(0);
  });

  it("rolls the whole publish back when one module's step fails, keeping the draft typed and naming what could not move", async () => {
    const unregister = registerTripRenameStep({
      name: "a module that fails",
      run: async () => {
        throw new Error("disk full");
      },
    });
    try {
      const { id, outcome } = await publishLenanaAs(t.db, newSlug);
      expect(await outcome).toMatchObject({
        kind: "rename-failed",
        records: "a module that fails",
      });
      const state = (await tripForEditor(t.db, id))!;
      expect(state.slug).toBe(oldSlug);
      expect((state.draft as { slug: string }).slug).toBe(newSlug);
      expect(await tripHistory(t.db, id)).toHaveLength(1);
    } finally {
      unregister();
    }
    // The steps that ran before the failing one were rolled back with it.
    expect(await slugsOf(t.db, "bookings")).toEqual([oldSlug]);
    expect(await slugsOf(t.db, "departures")).toEqual([oldSlug]);
    expect(await slugsOf(t.db, "reviews")).toEqual([oldSlug]);
    expect(Object.keys((await loadBookingHoldSettings(t.db)).trips)).toEqual([oldSlug]);
    expect(findPublishedTrip(oldSlug)).toBeDefined();
    expect(findPublishedTrip(newSlug)).toBeUndefined();
  });

  it("moves the bookings, departures, reviews and settings to the new slug with the publish", async () => {
    const { outcome } = await publishLenanaAs(t.db, newSlug);
    expect(await outcome).toMatchObject({ kind: "published", slug: newSlug });
    expect(await slugsOf(t.db, "bookings")).toEqual([newSlug]);
    expect(await slugsOf(t.db, "departures")).toEqual([newSlug]);
    expect(await slugsOf(t.db, "reviews")).toEqual([newSlug]);
    expect((await loadBookingHoldSettings(t.db)).trips).toEqual({
      [newSlug]: { mode: "instant", instantMaxParty: 4 },
    });
    expect((await loadPaymentPlanSettings(t.db)).tripOverrides).toEqual({
      [newSlug]: { depositPercent: 50 },
    });
    expect((await loadPricingSettings(t.db)).basePrices).toEqual({
      [`${newSlug}/${FIXED_PRICE_TIER_ID}`]: 910,
    });
    // The old address answers 301, and what was booked under it reads the renamed trip.
    expect(renamedTripSlug(oldSlug)).toBe(newSlug);
    expect(findTrip(oldSlug)?.slug).toBe(newSlug);
  });

  it("shows the departure with its seats held and the review on the renamed page", async () => {
    forgetQuoteInputs();
    const page = await tripPage(
      t.db,
      newSlug,
      new URLSearchParams({ month: departureDate.slice(0, 7) }),
    );
    if (page.kind !== "page") throw new Error("the renamed trip has no page");
    const departure = page.page.dates?.offers.find((offer) => offer.id === departureId);
    expect(departure).toMatchObject({ date: departureDate });
    const next = page.page.dates?.next.find((offer) => offer.id === departureId);
    expect(next?.seatsLeftText).toBe("2 seats left");
    expect(page.page.reviews?.summary).toMatchObject({ count: 1 });
  });

  it("honours a price quoted before the rename, booked under the old slug", async () => {
    forgetQuoteInputs();
    const booked = await createBookingRequest(
      t.db,
      {
        clientName: "Njeri Wambui",
        clientEmail: "njeri@example.com",
        adventureType: "Point Lenana Summit",
        tripSlug: oldSlug,
        bookingDate: privateDate,
        numberOfParticipants: 2,
        totalPrice: quotedTotal,
      },
      { userId: null, idempotencyKey: null },
    );
    expect(booked).toMatchObject({
      kind: "created",
      booking: { trip_slug: newSlug, total_price: quotedTotal },
    });
    // The checkout form of a page drawn before the rename, sent to the old address after it.
    const form = new Map([
      ["clientName", "Otieno Mwangi"],
      ["clientEmail", "otieno@example.com"],
      ["seenTotal", String(quotedTotal)],
      ["requestKey", "checkout-before-the-rename"],
    ]);
    const query = new URLSearchParams({
      option: FIXED_PRICE_TIER_ID,
      participants: "2",
      date: privateDate,
    });
    const checkedOut = await bookAtCheckout(
      t.db,
      oldSlug,
      query,
      { field: (name) => form.get(name) ?? "" },
      { clientAddress: "198.51.100.7", userId: null, path: `/itinerary/${oldSlug}/book` },
    );
    if (checkedOut.kind !== "created") throw new Error(`not booked: ${checkedOut.kind}`);
    const stored = await t.db
      .selectFrom("bookings")
      .select(["trip_slug", "total_price"])
      .where("id", "=", checkedOut.confirmations[0]!.booking.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ trip_slug: newSlug, total_price: quotedTotal });
  });

  it("renames back: what moved follows again, and the slug it left answers 301", async () => {
    const { outcome } = await publishLenanaAs(t.db, oldSlug);
    expect(await outcome).toMatchObject({ kind: "published", slug: oldSlug });
    expect(await slugsOf(t.db, "bookings")).toEqual([oldSlug]);
    expect(await slugsOf(t.db, "departures")).toEqual([oldSlug]);
    expect(renamedTripSlug(newSlug)).toBe(oldSlug);
  });

  it("moves what reached a former slug after the rename at the trip's next publish", async () => {
    // A process still serving the old catalogue in its last second booked and scheduled under it.
    const straggler = await insertBooking(
      t.db,
      bookingInput({ tripSlug: newSlug, bookingDate: privateDate }),
    );
    const lateDate = addDays(today, 90);
    const late = await departureIdOn(t.db, {
      tripSlug: newSlug,
      date: lateDate,
      createdAt: systemNow(),
    });
    // A second departure on a date the trip has one: it stays, one departure a day.
    const twin = await departureIdOn(t.db, {
      tripSlug: newSlug,
      date: departureDate,
      createdAt: systemNow(),
    });
    const { outcome } = await publishLenanaAs(t.db, oldSlug);
    expect(await outcome).toMatchObject({ kind: "published", slug: oldSlug });
    const slugOf = async (table: "bookings" | "departures", id: string) =>
      (await t.db.selectFrom(table).select("trip_slug").where("id", "=", id).executeTakeFirst())
        ?.trip_slug;
    expect(await slugOf("bookings", straggler.id)).toBe(oldSlug);
    expect(await slugOf("departures", late)).toBe(oldSlug);
    expect(await slugOf("departures", twin)).toBe(newSlug);
    expect(await slugOf("departures", departureId)).toBe(oldSlug);
  });
});
