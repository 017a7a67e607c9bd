import { describe, expect, it } from "vitest";
import { addDays, businessDay } from "../../domain/calendar";
import { travellerFormMessages } from "../../domain/travellers/traveller-fields";
import { usePrivateAppDatabase } from "../../tests/support/app-database";
import { bookingInput } from "../../tests/support/booking-input";
import { routeContext } from "../../tests/support/route-context";

usePrivateAppDatabase("traveller-link");
process.env.AUTH_SECRET = "traveller-link-test-secret-at-least-32-characters";

const { getDb } = await import("../../server/platform/db");
const { insertBooking } = await import("../../server/modules/bookings/store");
const { authSecret } = await import("../../server/platform/secret");
const { makeTravellerLink, travellerRefusals, travellerSlots } =
  await import("../../server/modules/travellers/details");
const { action, loader } = await import("./traveller-link.server");
const { serverJobs } = await import("../../server/lifecycle/scheduled-jobs");
const { trips } = await import("../../content/trips");

const form = {
  fullName: "Kamau Njoroge",
  nationality: "Kenyan",
  dateOfBirth: "1988-07-02",
  passportNumber: "27654321",
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
  const result = await action({
    request,
    params: { token },
    context: routeContext({ db: getDb().db }),
  } as unknown as Parameters<typeof action>[0]);
  return { status: result.init?.status ?? 200, page: result.data };
}

/** A confirmed booking two months ahead, and a personal link's token for its traveller `slot`. */
async function confirmedBookingWithLink(slot: number) {
  const { db } = getDb();
  const booking = await insertBooking(
    db,
    bookingInput({ status: "confirmed", bookingDate: addDays(businessDay(new Date()), 60) }),
  );
  const link = await makeTravellerLink(db, authSecret(), booking, slot);
  if (!link.ok) throw new Error(link.message);
  return { db, booking, token: link.path.split("/").pop()! };
}

describe("a traveller's personal link, through the page", () => {
  it("keeps the values and names each wrong field, then saves once; a replay and a forgery are refused", async () => {
    const { db, booking, token } = await confirmedBookingWithLink(2);

    const opened = await loader({
      params: { token },
      context: routeContext({ db }),
    } as unknown as Parameters<typeof loader>[0]);
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

  it("a submit whose answers were saved answers 200, sent twice at once or sent again (issue 26 item 8)", async () => {
    const { db, booking, token } = await confirmedBookingWithLink(1);
    // A double click (or a retry after a dropped answer) sends the same answers twice at once.
    const both = await Promise.all([post(token, form), post(token, form)]);
    expect(both.map((answer) => [answer.status, answer.page.state])).toEqual([
      [200, "thanks"],
      [200, "thanks"],
    ]);
    expect((await travellerSlots(db, booking))[0]).toMatchObject({
      filledBy: "traveller",
      details: { fullName: "Kamau Njoroge" },
    });
    // Sent again later (the browser's "resend"): the same answers are saved, so a 200 again.
    expect(await post(token, form)).toMatchObject({ status: 200, page: { state: "thanks" } });
    // Other answers through the used link are refused, and nothing changes.
    expect(await post(token, { ...form, fullName: "Someone Else" })).toEqual({
      status: 409,
      page: { state: "refused", error: travellerRefusals.used },
    });
    expect((await travellerSlots(db, booking))[0]?.details).toMatchObject({
      fullName: "Kamau Njoroge",
    });
    // Long after, the used link no longer says whether answers match the saved ones.
    const { submitTravellerLink } = await import("../../server/modules/travellers/details");
    const { parseTravellerForm, travellerFormValues } =
      await import("../../domain/travellers/traveller-form");
    const values = new URLSearchParams(form);
    const parsed = parseTravellerForm(
      travellerFormValues(
        (name) => values.get(name),
        (name) => values.getAll(name),
      ),
      { today: businessDay(new Date()), readiness: true },
    );
    if (!parsed.ok) throw new Error("form did not parse");
    const later = new Date(Date.now() + 20 * 60_000);
    expect(await submitTravellerLink(db, authSecret(), token, parsed, later)).toMatchObject({
      ok: false,
      kind: "conflict",
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
    if (!link.ok) throw new Error(link.message);
    await db
      .updateTable("booking_travellers")
      .set({
        full_name: "Kamau Njoroge",
        medical_notes: "Asthma",
        filled_at: "2029-01-05T08:00:00.000Z",
      })
      .where("booking_id", "=", booking.id)
      .execute();
    const job = serverJobs(() => trips).find(
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
