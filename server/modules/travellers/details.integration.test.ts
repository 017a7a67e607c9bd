import { expect, it } from "vitest";
import { bookingInput } from "../../../tests/support/booking-input";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import { insertBooking, listBookingsForViewer } from "../bookings/store";
import { departureManifest } from "../bookings/departure-operations";
import { createDeparture } from "../departures/create-departure";
import type { TravellerDetails } from "../../../domain/travellers/traveller-form";
import {
  completenessByDeparture,
  completenessFor,
  eraseTravellerDetails,
  eraseTravellerDetailsOfBookings,
  erasureRecordOf,
  makeTravellerLink,
  openTravellerLink,
  saveTravellerByBooker,
  submitTravellerLink,
  travellerDataForBookings,
  travellerRefusals,
  travellerSlots,
} from "./details";

const secret = "traveller-details-secret-at-least-32-characters";
const now = new Date("2030-01-10T09:00:00Z");
const details = (fullName: string): TravellerDetails => ({
  fullName,
  nationality: "Kenyan",
  dateOfBirth: "1990-04-23",
  passportNumber: "A1234567",
  dietaryNeeds: "Vegetarian",
  medicalNotes: "Penicillin allergy",
  emergencyName: "Otieno Odhiambo",
  emergencyPhone: "+254712000111",
  insuranceProvider: "AMREF Flying Doctors",
  insurancePolicy: "MS-4411",
});
const readiness = {
  fitness: "little",
  highestAltitude: "below-3000",
  altitudeIllness: "severe",
  conditions: ["heart"],
} as const;

describeOnEachDatabase("traveller details on %s", (t) => {
  async function confirmed(overrides: Parameters<typeof bookingInput>[0] = {}) {
    return insertBooking(
      t.db,
      bookingInput({ status: "confirmed", numberOfParticipants: 3, ...overrides }),
    );
  }

  it("the booker fills a traveller in; completeness counts complete slots, with readiness on a high trek", async () => {
    const booking = await confirmed();
    expect(await completenessFor(t.db, [booking])).toEqual(
      new Map([[booking.id, { complete: 0, total: 3 }]]),
    );
    // Point Lenana reaches 4,985 m: details without the questionnaire are not complete.
    await saveTravellerByBooker(
      t.db,
      booking,
      1,
      { details: details("Achieng Otieno"), readiness: null },
      now,
    );
    await saveTravellerByBooker(
      t.db,
      booking,
      2,
      {
        details: details("Wanjiru Kamau"),
        readiness: { ...readiness, conditions: [...readiness.conditions] },
      },
      now,
    );
    const slots = await travellerSlots(t.db, booking);
    expect(slots.map((slot) => slot.complete)).toEqual([false, true, false]);
    expect(slots[1]).toMatchObject({
      filledBy: "booker",
      details: { fullName: "Wanjiru Kamau", medicalNotes: "Penicillin allergy" },
      advice: {
        flagged: true,
        flagReasons: ["Heart condition", "Severe altitude illness before", "Rarely exercises"],
      },
    });
    expect((await completenessFor(t.db, [booking])).get(booking.id)).toEqual({
      complete: 1,
      total: 3,
    });
  });

  it("refuses details on a pending booking, a slot beyond the party and a trip that has started", async () => {
    const pending = await confirmed({ status: "pending" });
    const input = { details: details("A Person"), readiness: null };
    expect(await saveTravellerByBooker(t.db, pending, 1, input, now)).toEqual({
      ok: false,
      kind: "conflict",
      message: travellerRefusals.notConfirmed,
    });
    const booking = await confirmed();
    expect(await saveTravellerByBooker(t.db, booking, 4, input, now)).toMatchObject({
      kind: "not-found",
    });
    expect(
      await saveTravellerByBooker(t.db, booking, 1, input, new Date("2030-03-01T06:00:00Z")),
    ).toEqual({ ok: false, kind: "conflict", message: travellerRefusals.started });
  });

  it("a personal link fills its own slot once; replayed, replaced, forged, expired or filled by the booker: refused", async () => {
    const booking = await confirmed();
    const link = await makeTravellerLink(t.db, secret, booking, 2, now);
    if (!link.ok) throw new Error(link.message);
    const token = link.path.split("/").pop()!;
    expect(await openTravellerLink(t.db, secret, token, now)).toMatchObject({
      ok: true,
      slot: 2,
      trip: { slug: "point-lenana", asksReadiness: true },
    });
    const input = {
      details: details("Kamau Njoroge"),
      readiness: { ...readiness, conditions: [] },
    };
    const sent = await submitTravellerLink(t.db, secret, token, input, now);
    expect(sent).toMatchObject({ ok: true, advice: { flagged: true } });
    // The same answers again (a double click, a resend) are saved already: ok (issue 26 item 8);
    // other answers through the used link are refused.
    expect(await submitTravellerLink(t.db, secret, token, input, now)).toMatchObject({ ok: true });
    expect(
      await submitTravellerLink(
        t.db,
        secret,
        token,
        { ...input, details: details("Someone Else") },
        now,
      ),
    ).toEqual({
      ok: false,
      kind: "conflict",
      message: travellerRefusals.used,
    });
    const slots = await travellerSlots(t.db, booking);
    expect(slots[1]).toMatchObject({
      filledBy: "traveller",
      details: { fullName: "Kamau Njoroge" },
    });

    // A newer link replaces the older one.
    const first = await makeTravellerLink(t.db, secret, booking, 3, now);
    const second = await makeTravellerLink(t.db, secret, booking, 3, now);
    if (!first.ok || !second.ok) throw new Error("links");
    expect(await openTravellerLink(t.db, secret, first.path.split("/").pop()!, now)).toMatchObject({
      kind: "conflict",
      message: travellerRefusals.replaced,
    });
    // The booker fills the slot after sending the link: the link holder is someone else now.
    await saveTravellerByBooker(
      t.db,
      booking,
      3,
      { details: details("Booker Fills"), readiness: null },
      new Date(now.getTime() + 60_000),
    );
    expect(
      await openTravellerLink(
        t.db,
        secret,
        second.path.split("/").pop()!,
        new Date(now.getTime() + 120_000),
      ),
    ).toEqual({
      ok: false,
      kind: "conflict",
      message: travellerRefusals.filledByOther,
    });

    const fresh = await makeTravellerLink(t.db, secret, booking, 1, now);
    if (!fresh.ok) throw new Error("link");
    const freshToken = fresh.path.split("/").pop()!;
    expect(
      await openTravellerLink(t.db, secret, freshToken, new Date(now.getTime() + 31 * 86_400_000)),
    ).toMatchObject({
      kind: "expired",
      message: travellerRefusals.expired,
    });
    for (const forged of [
      freshToken.replace(/.$/, (c) => (c === "A" ? "B" : "A")),
      freshToken.replace("_1_", "_2_"),
      "nothing.at-all",
    ])
      expect(await openTravellerLink(t.db, secret, forged, now)).toMatchObject({
        kind: "not-found",
        message: travellerRefusals.forged,
      });
    expect(
      await openTravellerLink(t.db, "another-secret-that-is-at-least-32-chars", freshToken, now),
    ).toMatchObject({ kind: "not-found" });
  });

  it("another account never sees the booking, so never its travellers; the export lists what is stored", async () => {
    const booking = await confirmed({ clientEmail: "booker@example.com" });
    await saveTravellerByBooker(
      t.db,
      booking,
      1,
      { details: details("Achieng Otieno"), readiness: null },
      now,
    );
    const stranger = await listBookingsForViewer(t.db, {
      userId: "someone-else",
      email: "booker@example.com",
      emailVerified: false,
    });
    expect(stranger.map((row) => row.id)).not.toContain(booking.id);
    const owner = await listBookingsForViewer(t.db, {
      userId: "booker",
      email: "booker@example.com",
      emailVerified: true,
    });
    expect(owner.map((row) => row.id)).toContain(booking.id);
    const exported = await travellerDataForBookings(t.db, [booking.id]);
    expect(exported).toEqual([
      expect.objectContaining({
        bookingId: booking.id,
        slot: 1,
        filledBy: "booker",
        details: expect.objectContaining({ fullName: "Achieng Otieno", dateOfBirth: "1990-04-23" }),
      }),
    ]);
  });

  it("counts completeness per departure over the bookings holding seats", async () => {
    const created = await createDeparture(t.db, {
      tripSlug: "point-lenana",
      date: "2030-03-01",
      seats: 12,
      minimumToRun: 2,
      salesCutoffDays: null,
      guide: null,
      guidePhone: null,
      notes: null,
      priceOverride: null,
    });
    if (!created.ok) throw new Error(created.message);
    const departureId = created.id;
    const a = await confirmed({ departureId, numberOfParticipants: 2 });
    const b = await confirmed({ departureId, numberOfParticipants: 1, status: "pending" });
    await confirmed({ departureId, numberOfParticipants: 4, status: "cancelled" });
    await saveTravellerByBooker(
      t.db,
      a,
      1,
      { details: details("One"), readiness: { ...readiness, conditions: [] } },
      now,
    );
    expect(await completenessByDeparture(t.db, [departureId])).toEqual(
      new Map([[departureId, { complete: 1, total: 3 }]]),
    );
    // The guide's manifest carries each traveller's details and flags; missing ones are marked.
    const manifest = await departureManifest(t.db, departureId, "2030-01-10");
    // Two bookings made in the same millisecond may list in either order: read them by id.
    const rowOf = (id: string) => manifest?.rows.find((row) => row.id === id);
    expect(rowOf(a.id)?.travellers.map((traveller) => traveller.complete)).toEqual([true, false]);
    expect(rowOf(b.id)?.travellers.map((traveller) => traveller.complete)).toEqual([false]);
    expect(rowOf(a.id)?.travellers[0]).toMatchObject({
      fullName: "One",
      passportNumber: "A1234567",
      medicalNotes: "Penicillin allergy",
      emergencyPhone: "+254712000111",
      guideFlags: ["Severe altitude illness before", "Rarely exercises"],
    });
  });

  it("erases the details the set number of days after the trip's last day, once, and logs it", async () => {
    // Point Lenana lasts 5 days: 2029-03-01 to 2029-03-05, erased from 2029-06-03 with 90 days.
    const booking = await confirmed({ bookingDate: "2029-03-01" });
    const other = await confirmed({ bookingDate: "2029-05-01" });
    for (const row of [booking, other])
      await saveTravellerByBooker(
        t.db,
        row,
        1,
        { details: details("Achieng Otieno"), readiness: { ...readiness, conditions: [] } },
        new Date("2029-01-10T09:00:00Z"),
      );
    // The day is Nairobi's (decision 0042): 20:59 UTC is still 2 June there, 21:30 UTC is 3 June.
    expect(
      await eraseTravellerDetails(t.db, { afterDays: 90, now: new Date("2029-06-02T20:59:00Z") }),
    ).toBe(0);
    expect(
      await eraseTravellerDetails(t.db, { afterDays: 90, now: new Date("2029-06-02T21:30:00Z") }),
    ).toBe(1);
    expect(
      await eraseTravellerDetails(t.db, { afterDays: 90, now: new Date("2029-06-04T01:00:00Z") }),
    ).toBe(0);
    const [slot] = await travellerSlots(t.db, booking);
    expect(slot).toMatchObject({
      details: null,
      readiness: null,
      complete: false,
      erasedAt: "2029-06-02T21:30:00.000Z",
    });
    const stored = await t.db
      .selectFrom("booking_travellers")
      .selectAll()
      .where("booking_id", "=", booking.id)
      .executeTakeFirstOrThrow();
    expect([
      stored.full_name,
      stored.date_of_birth,
      stored.passport_number,
      stored.medical_notes,
      stored.insurance_policy,
      stored.readiness,
    ]).toEqual([null, null, null, null, null, null]);
    expect(await erasureRecordOf(t.db, booking.id)).toEqual({
      erasedAt: "2029-06-02T21:30:00.000Z",
      retentionDays: 90,
      reason: null,
    });
    expect((await travellerSlots(t.db, other))[0]?.details?.fullName).toBe("Achieng Otieno");
  });

  it("erases a deleted account's bookings at once, with the reason in the audit row", async () => {
    const booking = await confirmed({ clientEmail: "leaving@example.com" });
    await saveTravellerByBooker(
      t.db,
      booking,
      1,
      { details: details("Achieng Otieno"), readiness: null },
      now,
    );
    const options = {
      actor: { id: "user-1", email: "leaving@example.com" },
      reason: "The traveller deleted their account.",
      now,
    };
    expect(await eraseTravellerDetailsOfBookings(t.db, [booking.id], options)).toBe(1);
    expect(await eraseTravellerDetailsOfBookings(t.db, [booking.id], options)).toBe(0);
    expect((await travellerSlots(t.db, booking))[0]?.details).toBeNull();
    expect(await erasureRecordOf(t.db, booking.id)).toEqual({
      erasedAt: now.toISOString(),
      retentionDays: null,
      reason: "The traveller deleted their account.",
    });
  });
});
