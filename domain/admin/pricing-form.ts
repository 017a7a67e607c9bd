// Only types from the pricing modules: this module is what the admin pricing page's browser code
// carries, and zod (the allowed ranges) stays on the server (pricing-form-parse.ts).
import type { PricingFactors } from "../pricing/dynamic-pricing";
import type { PricingSettings, TripOption } from "../pricing/quote";
import {
  monthNames,
  seasonIds,
  seasonShortNames,
  type SeasonCalendar,
  type SeasonId,
} from "../seasons/calendar";

/**
 * The pricing editor's form (issue 14): adjustments in percentages ("Peak season +10 %"), the
 * season calendar's months, and a base price per trip option. Everything is text fields and
 * selects posted as a plain form, so it works without JavaScript.
 */

type FactorKey = Exclude<keyof PricingFactors, "groupDiscounts">;

export interface FactorField {
  key: FactorKey;
  label: string;
  /** "percent": the stored fraction x 100, signed; "days": whole days. */
  unit: "percent" | "days";
  hint: string;
}

export const factorFields: readonly FactorField[] = [
  {
    key: "peakSeasonAdjustment",
    label: "Peak season (dry months)",
    unit: "percent",
    hint: "-50 to +50 %: 10 means 10 % above the normal price",
  },
  {
    key: "shoulderSeasonAdjustment",
    label: "Shoulder season (short rains)",
    unit: "percent",
    hint: "-50 to +50 %",
  },
  {
    key: "offSeasonAdjustment",
    label: "Off-season (long rains)",
    unit: "percent",
    hint: "-50 to +50 %: -15 means 15 % below the normal price",
  },
  {
    key: "earlyBookingAdjustment",
    label: "Early booking",
    unit: "percent",
    hint: "-50 to 0 %: -5 means 5 % off",
  },
  {
    key: "earlyBookingDays",
    label: "Early booking from (days before travel)",
    unit: "days",
    hint: "1 to 730 days",
  },
  {
    key: "lowDemandAdjustment",
    label: "Last-minute special (quiet dates)",
    unit: "percent",
    hint: "-50 to 0 %",
  },
  {
    key: "lowDemandWindowDays",
    label: "Last-minute window (days before travel)",
    unit: "days",
    hint: "0 to 365 days",
  },
  {
    key: "lowDemandOccupancy",
    label: "Quiet when booked up to",
    unit: "percent",
    hint: "0 to 95 % of the group size, below the busy level",
  },
  {
    key: "highDemandAdjustment",
    label: "Busy dates",
    unit: "percent",
    hint: "0 to +50 %",
  },
  {
    key: "highDemandOccupancy",
    label: "Busy when booked from",
    unit: "percent",
    hint: "5 to 100 % of the group size (confirmed bookings)",
  },
  {
    key: "minMultiplier",
    label: "Lowest price",
    unit: "percent",
    hint: "10 to 100 % of the normal price",
  },
  {
    key: "maxMultiplier",
    label: "Highest price",
    unit: "percent",
    hint: "100 to 300 % of the normal price",
  },
];

/** The text field after the factors: group discounts as "people:percent off" pairs. */
export const groupDiscountsField = {
  key: "groupDiscounts",
  label: "Group discounts",
  hint: 'people:% off, e.g. "4:5, 6:10, 8:15" (4 or more people 5 % off...)',
} as const;

/** The select for a month of the season calendar: "month-0" is January. */
export function monthFieldKey(month: number): string {
  return `month-${month}`;
}

/** The field of an option's base price: "price:point-lenana/standard". */
export function basePriceFieldKey(optionKey: string): string {
  return `price:${optionKey}`;
}

/** 0.1 -> "10", -0.15 -> "-15", 1.3 -> "130" (one decimal at most). */
export function percentText(fraction: number): string {
  return String(Math.round(fraction * 1000) / 10);
}

/** "+10 %", "0 %", "-15 %": how the page and the audit trail write an adjustment. */
export function signedPercent(fraction: number): string {
  const value = Math.round(fraction * 1000) / 10;
  return `${value > 0 ? "+" : value < 0 ? "\u2212" : ""}${Math.abs(value)} %`;
}

export interface PricedTripOptions {
  slug: string;
  title: string;
  options: Array<Pick<TripOption, "id" | "name" | "contentPerPerson" | "normalPerPerson">>;
}

/** The form's values for the stored settings. */
export function settingsToForm(
  settings: PricingSettings,
  trips: readonly PricedTripOptions[] = [],
): Record<string, string> {
  const form: Record<string, string> = {};
  for (const field of factorFields) {
    const value = settings.factors[field.key];
    form[field.key] = field.unit === "percent" ? percentText(value) : String(value);
  }
  form.groupDiscounts = [...settings.factors.groupDiscounts]
    .sort((a, b) => a[0] - b[0])
    .map(([people, discount]) => `${people}:${percentText(discount)}`)
    .join(", ");
  settings.seasonCalendar.forEach((season, month) => (form[monthFieldKey(month)] = season));
  for (const trip of trips)
    for (const option of trip.options)
      form[basePriceFieldKey(`${trip.slug}/${option.id}`)] = String(option.normalPerPerson);
  return form;
}

/** The months a change moves: ["April: Long rains to Dry season"]. */
export function describeCalendarChange(before: SeasonCalendar, after: SeasonCalendar): string[] {
  return after.flatMap((season, month) =>
    before[month] !== season
      ? [
          `${monthNames[month]}: ${seasonShortNames[before[month] as SeasonId] ?? "none"} to ${seasonShortNames[season]}`,
        ]
      : [],
  );
}

export const seasonChoices: ReadonlyArray<{ value: SeasonId; label: string }> = seasonIds.map(
  (id) => ({ value: id, label: seasonShortNames[id] }),
);
