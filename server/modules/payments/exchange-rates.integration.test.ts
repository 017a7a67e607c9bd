import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import { bookingInput } from "../../../tests/support/booking-input";
import { insertBooking } from "../bookings/store";
import { transitionBooking } from "../bookings/workflow";
import type { Database } from "../../platform/db/schema";
import { saveExchangeRates } from "../bookings/exchange-rates";
import { currentExchangeRates, loadExchangeRates } from "./exchange-rates";
import { loadExchangeRate } from "./ledger";

const nov20 = new Date("2030-11-20T09:00:00Z");
const nov24 = new Date("2030-11-24T09:00:00Z");

describeOnEachDatabase("the operator's exchange rates on %s", (t) => {
  it("keeps each rate with the day it was set; an unchanged rate keeps its day", async () => {
    expect(await loadExchangeRates(t.db)).toEqual([]);
    await saveExchangeRates(t.db, { kesMinorPerUsd: 12935, EUR: 9234, GBP: null }, nov20);
    const later = await saveExchangeRates(
      t.db,
      { kesMinorPerUsd: 12935, EUR: 9300, GBP: 7912 },
      nov24,
    );
    expect(later).toEqual([
      { currency: "KES", perUsdScaled: 1_293_500, setOn: "2030-11-20" },
      { currency: "EUR", perUsdScaled: 9_300, setOn: "2030-11-24" },
      { currency: "GBP", perUsdScaled: 7_912, setOn: "2030-11-24" },
    ]);
    expect(await loadExchangeRates(t.db)).toEqual(later);
    // The payment ledger reads the same shilling rate it always did.
    expect(await loadExchangeRate(t.db)).toEqual({ kesMinorPerUsd: 12935, setOn: "2030-11-20" });
  });

  it("stops offering a currency whose rate the operator empties", async () => {
    await saveExchangeRates(t.db, { kesMinorPerUsd: 13000, EUR: 9234, GBP: 7912 }, nov24);
    const saved = await saveExchangeRates(
      t.db,
      { kesMinorPerUsd: 13000, EUR: null, GBP: 7912 },
      nov24,
    );
    expect(saved.map((rate) => rate.currency)).toEqual(["KES", "GBP"]);
  });

  it("locks the shilling rate set in the same form on a booking confirmed afterwards", async () => {
    await saveExchangeRates(t.db, { kesMinorPerUsd: 14000, EUR: 9234, GBP: null }, nov24);
    const booking = await insertBooking(t.db, bookingInput({ totalPrice: 1700 }));
    const outcome = await transitionBooking(t.db, {
      bookingId: booking.id,
      to: "confirmed",
      note: null,
      actor: { id: "operator-1", email: "operator@example.com" },
      now: nov24,
    });
    expect(outcome.ok && outcome.booking).toMatchObject({
      kes_minor_per_usd: 14000,
      kes_rate_set_on: "2030-11-24",
    });
  });
});

describe("rates for rendering pages", () => {
  it("shows dollars instead of breaking every page when the database cannot be read, and asks again", async () => {
    let reads = 0;
    const down = {
      selectFrom() {
        reads += 1;
        throw new Error("connection refused");
      },
    } as unknown as Kysely<Database>;
    // A moment far from any earlier test's copy, so this one reads.
    expect(await currentExchangeRates(down, 9e15)).toEqual([]);
    const afterFirst = reads;
    expect(await currentExchangeRates(down, 9e15 + 1)).toEqual([]);
    expect(reads).toBeGreaterThan(afterFirst);
  });
});
