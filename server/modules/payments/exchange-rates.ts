import type { Kysely } from "kysely";
import type { Database } from "../../platform/db/schema";
import { businessDay } from "../../../domain/calendar";
import { kesRateFromLedger, type ExchangeRate } from "../../../domain/money/exchange-rates";
import type { ParsedRates } from "../../../domain/money/rates-form";
import { publish } from "../../platform/events";
import { logger } from "../../platform/logger";
import { loadExchangeRate, readSetting, saveExchangeRate, writeSetting } from "./ledger";
import { epochMs, systemNow } from "../../platform/clock";

/**
 * The operator's exchange rates (decision 0034): USD->KES is the payment ledger's rate (locked on
 * bookings at confirmation, decision 0026); USD->EUR and USD->GBP only convert what visitors read.
 * Each is kept with the day it was set, in `payment_settings` beside the ledger's rate.
 */

const displayRateKeys = { EUR: "usd-eur-rate", GBP: "usd-gbp-rate" } as const;
type DisplayOnly = keyof typeof displayRateKeys;

async function loadDisplayOnlyRate(
  db: Kysely<Database>,
  currency: DisplayOnly,
): Promise<ExchangeRate | null> {
  const value = (await readSetting(db, displayRateKeys[currency])) as
    { perUsdScaled?: unknown; setOn?: unknown } | undefined;
  if (
    !value ||
    !Number.isSafeInteger(value.perUsdScaled) ||
    (value.perUsdScaled as number) <= 0 ||
    typeof value.setOn !== "string"
  )
    return null;
  return { currency, perUsdScaled: value.perUsdScaled as number, setOn: value.setOn };
}

/** Every rate the operator has set, KES first; a currency without one is left out. */
export async function loadExchangeRates(db: Kysely<Database>): Promise<ExchangeRate[]> {
  const [kes, eur, gbp] = await Promise.all([
    loadExchangeRate(db),
    loadDisplayOnlyRate(db, "EUR"),
    loadDisplayOnlyRate(db, "GBP"),
  ]);
  return [kes ? kesRateFromLedger(kes.kesMinorPerUsd, kes.setOn) : null, eur, gbp].filter(
    (rate): rate is ExchangeRate => rate !== null,
  );
}

export interface SavedExchangeRates {
  /** The rates now in force, KES first. */
  rates: ExchangeRate[];
  /** True when the USD->KES rate changed (bookings without a locked rate count at it). */
  kesChanged: boolean;
}

/**
 * Saves the form's rates in the caller's transaction. A rate that did not change keeps the day
 * it was set; an empty EUR or GBP rate stops offering that currency. The operator's save is
 * bookings' `saveExchangeRates`, which re-sorts the bookings a new shilling rate moves in the same
 * transaction and then calls `exchangeRatesSaved`.
 */
export async function saveExchangeRatesWithin(
  trx: Kysely<Database>,
  rates: ParsedRates,
  now: Date = systemNow(),
): Promise<SavedExchangeRates> {
  if (!trx.isTransaction) throw new Error("saveExchangeRatesWithin needs a transaction.");
  const current = await loadExchangeRates(trx);
  const unchanged = (currency: ExchangeRate["currency"], perUsdScaled: number | null) =>
    current.find((rate) => rate.currency === currency)?.perUsdScaled === perUsdScaled;
  const kesChanged = !unchanged("KES", kesRateFromLedger(rates.kesMinorPerUsd, "").perUsdScaled);
  if (kesChanged) await saveExchangeRate(trx, rates.kesMinorPerUsd, now);
  for (const currency of ["EUR", "GBP"] as const) {
    const perUsdScaled = rates[currency];
    if (perUsdScaled === null) {
      await trx
        .deleteFrom("payment_settings")
        .where("key", "=", displayRateKeys[currency])
        .execute();
    } else if (!unchanged(currency, perUsdScaled)) {
      await writeSetting(
        trx,
        displayRateKeys[currency],
        { perUsdScaled, setOn: businessDay(now) },
        now,
      );
    }
  }
  return { rates: await loadExchangeRates(trx), kesChanged };
}

/** After the rates' transaction committed: this process's copy is forgotten, pages re-render. */
export async function exchangeRatesSaved(): Promise<void> {
  cachedRates = null;
  // Pages shown in another currency carry the old rate: the next visitor gets a fresh render.
  await publish("SettingsChanged", { setting: "exchange-rates" });
}

let cachedRates: { rates: Promise<ExchangeRate[]>; until: number } | null = null;
const RATES_COPY_MS = 5_000;

/**
 * The rates for rendering pages: a copy at most 5 seconds old, so a page render costs no database
 * read (other processes see a new rate within that time; this one at once).
 */
export function currentExchangeRates(
  db: Kysely<Database>,
  now: number = epochMs(),
): Promise<ExchangeRate[]> {
  if (cachedRates && cachedRates.until > now) return cachedRates.rates;
  // A failed read shows dollars rather than breaking every page, and is not kept: the next
  // render asks again.
  const rates = loadExchangeRates(db).catch((error: unknown) => {
    logger.warn({ err: error }, "exchange rates unreadable; prices shown in dollars");
    cachedRates = null;
    return [];
  });
  cachedRates = { rates, until: now + RATES_COPY_MS };
  return rates;
}
