import type { Kysely } from "kysely";
import type { ExchangeRate } from "../../../domain/money/exchange-rates";
import type { ParsedRates } from "../../../domain/money/rates-form";
import type { Database } from "../../platform/db/schema";
import { systemNow } from "../../platform/clock";
import { exchangeRatesSaved, saveExchangeRatesWithin } from "../payments";
import { refreshOwedSort } from "./owed-sort";

/**
 * The operator saves the exchange rates (decision 0034): payments keeps the rates, and a new
 * USD->KES rate re-sorts, in the same transaction, the bookings without a locked rate in the
 * admin's "Total" sort (their shillings count at the current rate, owed-sort.ts). Returns the
 * rates now in force.
 */
export async function saveExchangeRates(
  db: Kysely<Database>,
  rates: ParsedRates,
  now: Date = systemNow(),
): Promise<ExchangeRate[]> {
  const saved = await db.transaction().execute(async (trx) => {
    const result = await saveExchangeRatesWithin(trx, rates, now);
    if (result.kesChanged) await refreshOwedSort(trx, "unlocked", rates.kesMinorPerUsd);
    return result.rates;
  });
  await exchangeRatesSaved();
  return saved;
}
