import { parseRate, RATE_SCALE, type ConvertedCurrency } from "./exchange-rates";
import { MINOR_PER_MAJOR } from "./amount";

/**
 * The exchange-rate form on /admin/payments, read on the server: KES (which the payment ledger
 * also locks on bookings, so it is required) and EUR and GBP (display only; empty means prices
 * are not offered in that currency). One sentence per field; all or nothing is saved.
 */

/** `rate` keeps the KES field's original name (decision 0026's form). */
export const rateFields = { KES: "rate", EUR: "rateEUR", GBP: "rateGBP" } as const;
export type RatesField = (typeof rateFields)[ConvertedCurrency];

export interface ParsedRates {
  /** KES cents for one dollar, as the ledger keeps it. */
  kesMinorPerUsd: number;
  /** Scaled by RATE_SCALE; null: not offered. */
  EUR: number | null;
  GBP: number | null;
}

export function parseRatesForm(
  form: Record<string, string | undefined>,
): { ok: true; rates: ParsedRates } | { ok: false; errors: Partial<Record<RatesField, string>> } {
  const errors: Partial<Record<RatesField, string>> = {};
  const kes = parseRate(form[rateFields.KES] ?? "", "KES");
  let kesMinorPerUsd = 0;
  if (!kes.ok) errors.rate = kes.error;
  else if (kes.perUsdScaled % (RATE_SCALE / MINOR_PER_MAJOR) !== 0)
    errors.rate = "A shilling rate has at most two decimals (KES cents), for example 129.35.";
  else kesMinorPerUsd = kes.perUsdScaled / (RATE_SCALE / MINOR_PER_MAJOR);

  const optional = (currency: "EUR" | "GBP"): number | null => {
    const text = (form[rateFields[currency]] ?? "").trim();
    if (text === "") return null;
    const parsed = parseRate(text, currency);
    if (parsed.ok) return parsed.perUsdScaled;
    errors[rateFields[currency]] = parsed.error;
    return null;
  };
  const rates: ParsedRates = { kesMinorPerUsd, EUR: optional("EUR"), GBP: optional("GBP") };
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, rates };
}
