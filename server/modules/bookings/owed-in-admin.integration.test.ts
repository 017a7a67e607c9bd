import { expect, it } from "vitest";
import { defaultBookingFilters } from "../../../domain/admin/booking-filters";
import { shortReference } from "../../../domain/booking/reference";
import { addDays, isoDate } from "../../../domain/calendar";
import { kesToUsdMinor } from "../../../domain/money/conversion";
import { bookPartyWithSums } from "../../../tests/support/book-party";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import { adminOverview } from "./overview";
import { listAdminBookings, withOwed } from "./search";
import { bookingsCsvChunks } from "./csv";
import { saveExchangeRates } from "./exchange-rates";

/**
 * Decision 0038: the admin overview's revenue, the bookings table's "Total owed" and its sort,
 * and the CSV export read what each booking owes (its lines, each currency as booked), not the
 * old dollar column `total_price`, which is 0 for a party of residents and leaves out a mixed
 * party's shillings.
 */

const now = new Date("2026-11-24T09:00:00Z");
const bookingDate = addDays(isoDate(now), 80);
const month = bookingDate.slice(0, 7);
const rate = 13_000;

describeOnEachDatabase("what bookings owe in the admin's lists on %s (decision 0038)", (t) => {
  const book = (travellers: Array<{ category: string; proof?: string }>) =>
    bookPartyWithSums(t.db, travellers, { bookingDate, now });

  it("revenue per month per currency, the table's total and sort, and the CSV count every line", async () => {
    await saveExchangeRates(t.db, { kesMinorPerUsd: rate, EUR: null, GBP: null }, now);
    const dollars = await book([{ category: "non-resident" }]);
    const citizens = await book([
      { category: "kenyan-citizen", proof: "23456789" },
      { category: "kenyan-citizen", proof: "34567890" },
    ]);
    const mixed = await book([
      { category: "non-resident" },
      { category: "east-african-resident", proof: "RP-1" },
    ]);
    // A booking from before lines owes its total_price, in dollars.
    const older = await book([{ category: "non-resident" }]);
    await t.db
      .deleteFrom("booking_price_lines")
      .where("booking_id", "=", older.booking.id)
      .execute();
    await t.db
      .updateTable("bookings")
      .set({ total_price: 999, owed_sort_minor: null })
      .where("id", "=", older.booking.id)
      .execute();
    expect(citizens.booking.total_price).toBe(0);
    expect(mixed.kesMinor).toBeGreaterThan(0);

    // Revenue: dollars and shillings summed apart, as booked; nothing converted.
    const overview = await adminOverview(t.db, now);
    expect(overview.months).toEqual([
      {
        month,
        bookings: 4,
        revenueUsdMinor: dollars.usdMinor + mixed.usdMinor + 99_900,
        revenueKesMinor: citizens.kesMinor + mixed.kesMinor,
      },
    ]);

    // The table: each booking's parts, and the "Total" sort by what it owes counted in dollars.
    const page = await listAdminBookings(t.db, { ...defaultBookingFilters, sort: "total" }, 10);
    const byId = new Map((await withOwed(t.db, page.rows)).map((row) => [row.id, row]));
    expect(byId.get(mixed.booking.id)!.owedParts).toEqual([
      { currency: "USD", amountMinor: mixed.usdMinor },
      { currency: "KES", amountMinor: mixed.kesMinor },
    ]);
    expect(byId.get(citizens.booking.id)!.owedParts).toEqual([
      { currency: "KES", amountMinor: citizens.kesMinor },
    ]);
    const orderAt = (kesRate: number) =>
      (
        [
          [dollars.booking.id, dollars.usdMinor],
          [citizens.booking.id, kesToUsdMinor(citizens.kesMinor, kesRate)],
          [mixed.booking.id, mixed.usdMinor + kesToUsdMinor(mixed.kesMinor, kesRate)],
          [older.booking.id, 99_900],
        ] as const
      )
        .toSorted((a, b) => b[1] - a[1] || b[0].localeCompare(a[0]))
        .map(([id]) => id);
    expect(page.rows.map((row) => row.id)).toEqual(orderAt(rate));
    // The citizens' booking is not last at "$0", as it was when the sort read total_price.
    expect(orderAt(rate).at(-1)).not.toBe(citizens.booking.id);
    // A new rate moves the unconfirmed bookings' shillings in the sort, as in what they owe.
    await saveExchangeRates(t.db, { kesMinorPerUsd: 4 * rate, EUR: null, GBP: null }, now);
    const reordered = await listAdminBookings(
      t.db,
      { ...defaultBookingFilters, sort: "total" },
      10,
    );
    expect(reordered.rows.map((row) => row.id)).toEqual(orderAt(4 * rate));
    expect(orderAt(4 * rate)).not.toEqual(orderAt(rate));

    // The CSV: total_usd and total_kes, each as booked.
    let csv = "";
    for await (const chunk of bookingsCsvChunks(t.db, defaultBookingFilters)) csv += chunk;
    const lines = csv.split("\r\n");
    expect(lines[0]).toContain('"participants","total_usd","total_kes","client_name"');
    const row = (id: string) => lines.find((line) => line.startsWith(`"${shortReference(id)}"`))!;
    const decimal = (minor: number) => `"${(minor / 100).toFixed(2)}"`;
    expect(row(mixed.booking.id)).toContain(
      `,"2",${decimal(mixed.usdMinor)},${decimal(mixed.kesMinor)},`,
    );
    expect(row(citizens.booking.id)).toContain(`,"2","",${decimal(citizens.kesMinor)},`);
    expect(row(older.booking.id)).toContain(`,"1","999.00","",`);
  });
});
