import { defaultPricingFactors, type PricingFactors } from "../pricing/dynamic-pricing";
import { formatUsd } from "../money/format";
import { defaultSeasonCalendar, type SeasonCalendar } from "../seasons/calendar";
import {
  describeCalendarChange,
  factorFields,
  groupDiscountsField,
  percentText,
  signedPercent,
  type PricedTripOptions,
} from "./pricing-form";

/**
 * The pricing audit trail in the operator's words: "Peak season (dry months): +10 % to +12 %",
 * "April: Long rains to Dry season", "Point Lenana Summit, Standard: $850 to $900".
 */

function parse(value: string | null): unknown {
  if (!value) return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}

function describeFactors(
  before: Partial<PricingFactors>,
  after: Partial<PricingFactors>,
): string[] {
  const lines: string[] = [];
  for (const field of factorFields) {
    const a = before[field.key];
    const b = after[field.key];
    if (b === undefined || a === b) continue;
    const text = (value: number | undefined) =>
      value === undefined
        ? "not set"
        : field.unit === "days"
          ? `${value} days`
          : field.key === "minMultiplier" || field.key === "maxMultiplier"
            ? `${percentText(value)} %`
            : signedPercent(value);
    lines.push(`${field.label}: ${text(a)} to ${text(b)}`);
  }
  const groups = (value: PricingFactors["groupDiscounts"] | undefined) =>
    value?.length
      ? [...value]
          .sort((x, y) => x[0] - y[0])
          .map(([people, fraction]) => `${people}+ people ${percentText(fraction)} % off`)
          .join(", ")
      : "none";
  if (JSON.stringify(before.groupDiscounts) !== JSON.stringify(after.groupDiscounts))
    lines.push(
      `${groupDiscountsField.label}: ${groups(before.groupDiscounts)} to ${groups(after.groupDiscounts)}`,
    );
  return lines;
}

function describeBasePrices(
  before: Record<string, number>,
  after: Record<string, number>,
  trips: readonly PricedTripOptions[],
): string[] {
  const lines: string[] = [];
  for (const trip of trips)
    for (const option of trip.options) {
      const key = `${trip.slug}/${option.id}`;
      const a = before[key] ?? option.contentPerPerson;
      const b = after[key] ?? option.contentPerPerson;
      if (a !== b) lines.push(`${trip.title}, ${option.name}: ${formatUsd(a)} to ${formatUsd(b)}`);
    }
  return lines;
}

/** What one audit entry changed, in one line; "No change" when nothing did. */
export function describePricingChange(
  subject: string,
  before: string | null,
  after: string | null,
  trips: readonly PricedTripOptions[],
): string {
  const a = parse(before);
  const b = parse(after);
  let lines: string[];
  // Before the first save, quotes used the default calendar and factors: compare with those.
  if (subject === "season-calendar")
    lines = describeCalendarChange(
      (Array.isArray(a) ? a : defaultSeasonCalendar) as SeasonCalendar,
      (Array.isArray(b) ? b : defaultSeasonCalendar) as SeasonCalendar,
    );
  else if (subject === "base-prices")
    lines = describeBasePrices(
      (a ?? {}) as Record<string, number>,
      (b ?? {}) as Record<string, number>,
      trips,
    );
  else
    lines = describeFactors(
      (a ?? defaultPricingFactors) as Partial<PricingFactors>,
      (b ?? {}) as Partial<PricingFactors>,
    );
  return lines.length ? lines.join("; ") : "No change";
}
