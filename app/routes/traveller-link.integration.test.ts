import { describe, expect, it } from "vitest";
import { addDays, businessDay } from "../../domain/calendar";
import { travellerFormMessages } from "../../domain/travellers/traveller-fields";
import { usePrivateAppDatabase } from "../../tests/support/app-database";
import { bookingInput } from "../../tests/support/booking-input";

usePrivateAppDatabase("traveller-link");
process.env.AUTH_SECRET = "traveller-link-test-secret-at-least-32-characters";

const { getDb } = await import("../../server/db");
const { insertBooking } = await import("../../server/db/bookings");
const { authSecret } = await import("../../server/auth");
const { makeTravellerLink, travellerRefusals, travellerSlots } =
  await import("../../server/services/traveller-details");
const { action, loader } = await import("./traveller-link.server");
const { serverJobs } = await import("../../server/services/scheduled-jobs");
const { trips } = await import("../../content/trips");

const form = {
  fullName: "Kamau Njoroge",
  nationality: "Kenyan",
  dateOfBirth: "1988-07-02",
  dietaryNeeds: "",
  medicalNotes: "Asthma: carries an inhaler",
  emergencyName: "Wanjiku Njoroge",
  emergencyPhone: "+254 722 000 111",
  insuranceProvider: "Jubilee",
  insurancePolicy: "JT-778",
  fitness: "regular",
  highestAltitude: "3000-4500",
  altitudeIllness: "never",
};

async function post(token: string, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const one of [value].flat()) body.append(name, one);
  const request = new Request(`http://localhost/traveller-details/${token}`, {
    method: "POST",
    body,
  });
  const result = await action({ request, params: { token } } as unknown as Parameters<
    typeof action
  >[0]);
  return { status: result.init?.status ?? 200, page: result.data };
}

describe("a traveller's personal link, through the page", () => {
  it("keeps the values and names each wrong field, then saves once; a replay and a forgery are refused", async () => {
    const { db } = getDb();
    const booking = await insertBooking(
      db,
      bookingInput({ status: "confirmed", bookingDate: addDays(businessDay(new Date()), 60) }),
    );
    const link = await makeTravellerLink(db, authSecret(), booking, 2);
    if (!link.ok) throw new Error(link.error);
    const token = link.path.split("/").pop()!;

    const opened = await loader({ params: { token } } as unknown as Parameters<typeof loader>[0]);
    expect(opened.data).toMatchObject({ state: "open", trip: { slot: 2, asksReadiness: true } });

    const wrong = await post(token, { ...form, emergencyPhone: "my mum", fitness: "" });
    expect(wrong.status).toBe(400);
    expect(wrong.page).toMatchObject({
      state: "open",
      values: { fullName: "Kamau Njoroge", emergencyPhone: "my mum" },
      errors: {
        emergencyPhone: travellerFormMessages.emergencyPhone,
        fitness: travellerFormMessages.fitness,
      },
    });
    expect((await travellerSlots(db, booking))[1]?.details).toBeNull();

    const saved = await post(token, { ...form, conditions: ["lungs"] });
    expect(saved).toMatchObject({
      status: 200,
      page: { state: "thanks", name: "Kamau Njoroge", advice: { flagged: true } },
    });
    expect((await travellerSlots(db, booking))[1]).toMatchObject({
      filledBy: "traveller",
      details: { emergencyPhone: "+254722000111" },
      readiness: { conditions: ["lungs"] },
    });

    expect(await post(token, form)).toEqual({
      status: 409,
      page: { state: "refused", error: travellerRefusals.used },
    });
    expect(await post(`${token}x`, form)).toEqual({
      status: 404,
      page: { state: "refused", error: travellerRefusals.forged },
    });
  });

  it("the scheduler's daily job erases the details TRAVELLER_RETENTION_DAYS (default 90) after the trip", async () => {
    const { db } = getDb();
    // A day trip (Ngong Hills) that started on 2029-03-01: erased from 2029-05-30.
    const booking = await insertBooking(
      db,
      bookingInput({
        status: "confirmed",
        bookingDate: "2029-03-01",
        tripSlug: "ngong-hills",
        adventureType: "Ngong Hills",
      }),
    );
    const link = await makeTravellerLink(
      db,
      authSecret(),
      booking,
      1,
      new Date("2029-01-05T08:00:00Z"),
    );
    if (!link.ok) throw new Error(link.error);
    await db
      .updateTable("booking_travellers")
      .set({
        full_name: "Kamau Njoroge",
        medical_notes: "Asthma",
        filled_at: "2029-01-05T08:00:00.000Z",
      })
      .where("booking_id", "=", booking.id)
      .execute();
    const job = serverJobs(trips).find(
      (candidate) => candidate.name === "traveller-details-erasure",
    );
    const stored = () =>
      db
        .selectFrom("booking_travellers")
        .selectAll()
        .where("booking_id", "=", booking.id)
        .executeTakeFirstOrThrow();
    await job?.run(new Date("2029-05-29T12:00:00Z"));
    expect((await stored()).full_name).toBe("Kamau Njoroge");
    await job?.run(new Date("2029-05-30T12:00:00Z"));
    const row = await stored();
    expect([row.full_name, row.medical_notes, row.erased_at]).toEqual([
      null,
      null,
      "2029-05-30T12:00:00.000Z",
    ]);
  });
});
