import { expect, it, vi } from "vitest";
import { withParkDays } from "../../../tests/support/trips-with-park-days";
import { addDays, isoDate } from "../../../domain/calendar";
import { residentPriceFromUsd } from "../../../domain/pricing/traveller-categories";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import { bookedQuotesOf } from "./lines";
import { createBookingRequest } from "./create-booking";
import { forgetQuoteInputs } from "../pricing/pricing";
import { tripsMails } from "./trip-bookings";
import { bookingBalance } from "../payments/ledger";
import { eraseTravellerDetails } from "../travellers/details";
import { paymentDetails, siteContacts } from "../../platform/config";
import { renderStatement } from "../payments/documents-pdf";
import { pdfText } from "../../platform/pdf/read-pdf-text";
import { formatKes } from "../../../domain/money/format";

// Point Lenana with its four days in Mount Kenya National Park (no content trip names a park yet).
vi.mock("../../../content/trips", async (original) =>
  withParkDays(await original<typeof import("../../../content/trips")>()),
);

const now = new Date("2026-11-24T09:00:00Z");
// A shoulder-season date five weeks ahead: every factor is 1, so prices are the normal ones.
const bookingDate = addDays(isoDate(now), 36);

const request = {
  clientName: "Wanjiru Kamau",
  clientEmail: "wanjiru@example.com",
  adventureType: "Point Lenana Summit",
  tripSlug: "point-lenana",
  bookingDate,
  numberOfParticipants: 3,
};

describeOnEachDatabase("traveller categories in a booking on %s", (t) => {
  const book = (extra: Record<string, unknown>) => {
    forgetQuoteInputs();
    return createBookingRequest(
      t.db,
      { ...request, ...extra },
      { userId: null, idempotencyKey: null, now },
    );
  };
  const bookingCount = async () =>
    Number(
      (
        await t.db
          .selectFrom("bookings")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("prices each participant in their category and stores the categories, proofs and lines", async () => {
    const kes = residentPriceFromUsd(850);
    const travellers = [
      { category: "non-resident" },
      { category: "kenyan-citizen", proof: "23456789" },
      { category: "east-african-resident", proof: "KE-RP-1234" },
    ];
    // The KES total the traveller saw: two resident prices and their Mount Kenya fees (KES 400
    // a day for a citizen, KES 600 for a resident, 4 days).
    const kesTotal = 2 * kes + 4 * 400 + 4 * 600;
    const wrong = await book({ travellers, totalPrice: 850 + 160, totalPriceKes: kesTotal + 1 });
    expect(wrong).toMatchObject({ kind: "price-changed", quote: { totalPriceKes: kesTotal } });

    const outcome = await book({ travellers, totalPrice: 850 + 160, totalPriceKes: kesTotal });
    if (outcome.kind !== "created") throw new Error(`expected a booking, got ${outcome.kind}`);
    expect(outcome.booking.total_price).toBe(850 + 160);
    const stored = (await bookedQuotesOf(t.db, [outcome.booking.id])).get(outcome.booking.id)!;
    expect(stored.travellers).toEqual([
      { category: "non-resident", proof: null },
      { category: "kenyan-citizen", proof: "23456789" },
      { category: "east-african-resident", proof: "KE-RP-1234" },
    ]);
    // The traveller's receipt lists the lines and a total per currency, not "per person x people".
    const [receipt] = tripsMails.compose(
      [outcome.booking],
      new Map([[outcome.booking.id, stored]]),
    );
    expect(receipt!.text).toContain(
      `Trip price, Kenyan citizen (1 x ${formatKes(kes)}): ${formatKes(kes)}`,
    );
    expect(receipt!.text).toContain(`Total in KES: ${formatKes(kesTotal)}`);
    expect(receipt!.text).toContain("Total in USD: $1,010");
    expect(receipt!.text).not.toContain("Price per person");
    // So does the booking's statement PDF.
    const statement = pdfText(
      await renderStatement(
        outcome.booking,
        (await bookingBalance(t.db, outcome.booking.id, now))!,
        paymentDetails(),
        siteContacts(),
        now,
        {},
        stored.lines,
      ),
    );
    expect(statement).toContain("Price as booked");
    // (The PDF writes its labels in capitals.)
    expect(statement).toContain(`TOTAL IN KES ${formatKes(kesTotal)}`);
    expect(statement).toContain(`TRIP PRICE, KENYAN CITIZEN (1 X ${formatKes(kes)})`);
    expect(stored.lines.map((line) => [line.label, line.amountMinor, line.currency])).toEqual([
      ["Trip price, non-resident", 85000, "USD"],
      ["Trip price, East African resident", kes * 100, "KES"],
      ["Trip price, Kenyan citizen", kes * 100, "KES"],
      ["Mount Kenya National Park fee, non-resident", 16000, "USD"],
      ["Mount Kenya National Park fee, East African resident", 240000, "KES"],
      ["Mount Kenya National Park fee, Kenyan citizen", 160000, "KES"],
    ]);
  });

  it.each([
    [
      [{ category: "tourist" }, { category: "non-resident" }, { category: "non-resident" }],
      'travellers: "tourist" is not a traveller category Point Lenana Summit offers.',
    ],
    [
      [{ category: "non-resident" }],
      "travellers: Choose a category for each of the 3 travellers (1 given).",
    ],
    [
      [{ category: "non-resident" }, { category: "kenyan-citizen" }, { category: "non-resident" }],
      "travellers: Traveller 2 (Kenyan citizen): enter the Kenyan ID or passport number.",
    ],
  ])("refuses %j with a 400 sentence and stores nothing", async (travellers, sentence) => {
    const before = await bookingCount();
    const outcome = await book({ travellers });
    expect(outcome).toMatchObject({ kind: "invalid" });
    if (outcome.kind === "invalid") expect(outcome.message).toContain(sentence);
    expect(await bookingCount()).toBe(before);
  });

  it("a booking without categories is everyone a non-resident, stored as such", async () => {
    const outcome = await book({ numberOfParticipants: 2 });
    if (outcome.kind !== "created") throw new Error("expected a booking");
    const stored = (await bookedQuotesOf(t.db, [outcome.booking.id])).get(outcome.booking.id)!;
    expect(stored.travellers.map((traveller) => traveller.category)).toEqual([
      "non-resident",
      "non-resident",
    ]);
    expect(outcome.booking.total_price).toBe(1700 + 320);
  });

  it("a retry under the same Idempotency-Key with other categories is refused, not replayed", async () => {
    const travellers = [
      { category: "non-resident" },
      { category: "kenyan-citizen", proof: "23456789" },
    ];
    const send = (sent: typeof travellers) =>
      createBookingRequest(
        t.db,
        { ...request, numberOfParticipants: 2, travellers: sent },
        { userId: null, idempotencyKey: "categories-retry-1", now },
      );
    expect((await send(travellers)).kind).toBe("created");
    expect((await send(travellers)).kind).toBe("replayed");
    expect(await send([{ category: "non-resident" }, { category: "non-resident" }])).toMatchObject({
      kind: "key-reused",
    });
  });
});

describeOnEachDatabase("a traveller's category after erasure on %s (migration 0021)", (t) => {
  it("erases the document number after the trip and keeps the category that explains the price", async () => {
    forgetQuoteInputs();
    const outcome = await createBookingRequest(
      t.db,
      {
        ...request,
        numberOfParticipants: 1,
        travellers: [{ category: "kenyan-citizen", proof: "23456789" }],
      },
      { userId: null, idempotencyKey: null, now },
    );
    if (outcome.kind !== "created") throw new Error(`expected a booking, got ${outcome.kind}`);
    const slot = () =>
      t.db
        .selectFrom("booking_travellers")
        .select(["slot", "category", "document_number"])
        .where("booking_id", "=", outcome.booking.id)
        .execute();
    expect(await slot()).toEqual([
      { slot: 1, category: "kenyan-citizen", document_number: "23456789" },
    ]);
    const erased = await eraseTravellerDetails(t.db, {
      afterDays: 90,
      now: new Date(`${addDays(bookingDate, 120)}T03:00:00Z`),
    });
    expect(erased).toBe(1);
    expect(await slot()).toEqual([{ slot: 1, category: "kenyan-citizen", document_number: null }]);
    const [stored] = (await bookedQuotesOf(t.db, [outcome.booking.id])).get(
      outcome.booking.id,
    )!.travellers;
    expect(stored).toEqual({ category: "kenyan-citizen", proof: null });
  });
});
