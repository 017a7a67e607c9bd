import type { Trip } from "../catalogue/trip-schema";
import { addDays } from "../calendar";
import { pricingFactorsSchema } from "../pricing/dynamic-pricing";
import {
  basePricesSchema,
  MAX_BASE_PRICE,
  seasonCalendarSchema,
} from "../pricing/pricing-settings";
import {
  fromPrice,
  type FromPriceContext,
  optionKey,
  quoteTrip,
  tripOptions,
  type PricingSettings,
  type QuoteRequest,
} from "../pricing/quote";
import {
  basePriceFieldKey,
  factorFields,
  groupDiscountsField,
  monthFieldKey,
} from "./pricing-form";

/**
 * The server's half of the pricing editor: reading the posted fields into checked settings
 * (zod, with each value's allowed range) and previewing what a change does to prices with the
 * one quote function.
 */
export type SettingsParse =
  { ok: true; settings: PricingSettings } | { ok: false; errors: Record<string, string> };

const percentRanges: Partial<Record<string, [number, number]>> = {
  peakSeasonAdjustment: [-50, 50],
  shoulderSeasonAdjustment: [-50, 50],
  offSeasonAdjustment: [-50, 50],
  earlyBookingAdjustment: [-50, 0],
  lowDemandAdjustment: [-50, 0],
  lowDemandOccupancy: [0, 95],
  highDemandAdjustment: [0, 50],
  highDemandOccupancy: [5, 100],
  minMultiplier: [10, 100],
  maxMultiplier: [100, 300],
};

function parseFactors(form: Record<string, string>, errors: Record<string, string>) {
  const raw: Record<string, unknown> = {};
  for (const field of factorFields) {
    const text = (form[field.key] ?? "").trim().replace(/\s*%$/, "").replace("\u2212", "-");
    const value = Number(text);
    if (text === "" || !Number.isFinite(value)) {
      errors[field.key] = `${field.label} must be a number (${field.hint}).`;
      continue;
    }
    if (field.unit === "days") {
      raw[field.key] = value;
      continue;
    }
    const range = percentRanges[field.key];
    if (range && (value < range[0] || value > range[1]))
      errors[field.key] = `${field.label}: ${field.hint}.`;
    // Fractions are stored; 12.5 % is 0.125 exactly, not 0.12500000000000003.
    raw[field.key] = Math.round(value * 10) / 1000;
  }
  const pairs = (form[groupDiscountsField.key] ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) =>
      part
        .replace(/%$/, "")
        .split(":")
        .map((piece) => Number(piece.trim())),
    );
  if (pairs.some((pair) => pair.length !== 2 || pair.some((n) => !Number.isFinite(n))))
    errors.groupDiscounts =
      'Group discounts must look like "4:5, 6:10, 8:15" (people:% off), separated by commas.';
  raw.groupDiscounts = pairs
    .map(([people, percent]) => [people, Math.round((percent ?? 0) * 10) / 1000])
    .sort((a, b) => (b[0] ?? 0) - (a[0] ?? 0));
  if (Object.keys(errors).length) return null;
  const parsed = pricingFactorsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? "lowDemandOccupancy");
    const field = factorFields.find((candidate) => candidate.key === key);
    errors[key] ??= field
      ? `${field.label}: ${field.hint}.`
      : key === groupDiscountsField.key
        ? "Group discounts: from 2 to 100 people, 0 to 50 % off, at most 6 steps."
        : `${key}: ${issue.message}`;
  }
  return null;
}

function parseCalendar(form: Record<string, string>, errors: Record<string, string>) {
  const months = Array.from({ length: 12 }, (_, month) => form[monthFieldKey(month)] ?? "");
  const parsed = seasonCalendarSchema.safeParse(months);
  if (parsed.success) return parsed.data;
  errors.seasonCalendar =
    "Give every month one of the three seasons, and every season at least one month.";
  return null;
}

function parseBasePrices(
  form: Record<string, string>,
  trips: readonly Trip[],
  errors: Record<string, string>,
) {
  const basePrices: Record<string, number> = {};
  for (const trip of trips)
    for (const option of tripOptions(trip)) {
      const key = optionKey(trip.slug, option.id);
      const field = basePriceFieldKey(key);
      const text = (form[field] ?? "").trim().replace(/^\$/, "").replace(/,/g, "");
      // An empty field, or the content's own figure, is no override.
      if (text === "") continue;
      const value = Number(text);
      if (!Number.isInteger(value) || value < 1 || value > MAX_BASE_PRICE) {
        errors[field] =
          `${trip.title}, ${option.name}: a whole number of dollars from 1 to ${MAX_BASE_PRICE.toLocaleString("en-US")}.`;
        continue;
      }
      if (value !== option.contentPerPerson) basePrices[key] = value;
    }
  const parsed = basePricesSchema.safeParse(basePrices);
  return parsed.success ? parsed.data : null;
}

/** Every field of the editor, checked; a sentence per field that is wrong. */
export function parseSettingsForm(
  form: Record<string, string>,
  trips: readonly Trip[],
): SettingsParse {
  const errors: Record<string, string> = {};
  const factors = parseFactors(form, errors);
  const seasonCalendar = parseCalendar(form, errors);
  const basePrices = parseBasePrices(form, trips, errors);
  if (!factors || !seasonCalendar || !basePrices || Object.keys(errors).length)
    return { ok: false, errors };
  return { ok: true, settings: { factors, seasonCalendar, basePrices } };
}

export interface PreviewSample {
  label: string;
  trip: Trip;
  request: QuoteRequest;
  /** Confirmed travellers around the date in this made-up situation. */
  bookedParticipants: number;
}

/** A few representative bookings, so the operator sees what a change does before saving. */
export function sampleSituations(
  today: string,
  findTrip: (slug: string) => Trip | undefined,
): PreviewSample[] {
  const samples: Array<Omit<PreviewSample, "trip"> & { slug: string }> = [
    {
      label: "Point Lenana, 2 people, 4 months ahead, quiet dates",
      slug: "point-lenana",
      request: { participants: 2, date: addDays(today, 120) },
      bookedParticipants: 0,
    },
    {
      label: "Point Lenana, 6 people, 3 weeks ahead, nearly full",
      slug: "point-lenana",
      request: { participants: 6, date: addDays(today, 21) },
      bookedParticipants: 7,
    },
    {
      label: "Hell's Gate Standard, 2 people, in 10 days, quiet",
      slug: "hells-gate",
      request: { optionId: "standard", participants: 2, date: addDays(today, 10) },
      bookedParticipants: 0,
    },
    {
      label: "Maasai Mara Standard, 8 people, 2 months ahead",
      slug: "maasai-mara-holiday",
      request: { optionId: "standard", participants: 8, date: addDays(today, 60) },
      bookedParticipants: 2,
    },
  ];
  return samples.flatMap(({ slug, ...sample }) => {
    const trip = findTrip(slug);
    return trip ? [{ ...sample, trip }] : [];
  });
}

export interface PreviewRow {
  label: string;
  date: string;
  normalNow: number;
  now: number;
  normalProposed: number;
  proposed: number;
}

/**
 * The samples and every trip's "From" under the current and the proposed settings, from the
 * same quote function the site uses. A "From" row is listed only when it changes.
 */
export function previewQuotes(
  samples: readonly PreviewSample[],
  trips: readonly Trip[],
  today: string,
  current: PricingSettings,
  proposed: PricingSettings,
  demandOf: (slug: string) => Omit<FromPriceContext, "today" | "settings"> = () => ({
    bookedParticipantsOn: () => 0,
  }),
): PreviewRow[] {
  const rows: PreviewRow[] = [];
  for (const sample of samples) {
    const context = { today, bookedParticipants: sample.bookedParticipants };
    const before = quoteTrip(sample.trip, sample.request, { ...context, settings: current });
    const after = quoteTrip(sample.trip, sample.request, { ...context, settings: proposed });
    if (before.ok && after.ok)
      rows.push({
        label: sample.label,
        date: sample.request.date,
        normalNow: before.quote.normalPerPerson,
        now: before.quote.perPerson,
        normalProposed: after.quote.normalPerPerson,
        proposed: after.quote.perPerson,
      });
  }
  for (const trip of trips) {
    const demand = demandOf(trip.slug);
    const before = fromPrice(trip, { ...demand, today, settings: current });
    const after = fromPrice(trip, { ...demand, today, settings: proposed });
    if (before && after && before.perPerson !== after.perPerson)
      rows.push({
        label: `${trip.title}: card and page "From"`,
        date: after.date,
        normalNow: before.normalPerPerson,
        now: before.perPerson,
        normalProposed: after.normalPerPerson,
        proposed: after.perPerson,
      });
  }
  return rows;
}
