/**
 * The one season calendar: which of Kenya's three seasons each month belongs to. The seasonal
 * guide, the landing page's Plan section, the PDFs, the pricing engine and the admin editor all
 * read it, so the site can never name two different dry seasons again (issue 14). The operator
 * may move months between seasons on /admin/pricing; the default is the guide's calendar.
 *
 * Kept free of zod and of the guide's texts, so the browser gets it cheaply.
 */

export const seasonIds = ["dry", "short-rains", "long-rains"] as const;
export type SeasonId = (typeof seasonIds)[number];

/** Twelve season ids, January first. */
export type SeasonCalendar = readonly SeasonId[];

/** Dry January-March and July-September, short rains October-December, long rains April-June. */
export const defaultSeasonCalendar: SeasonCalendar = [
  "dry",
  "dry",
  "dry",
  "long-rains",
  "long-rains",
  "long-rains",
  "dry",
  "dry",
  "dry",
  "short-rains",
  "short-rains",
  "short-rains",
];

export const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** The pricing name of each season: the dry months are the peak, the long rains the off-season. */
export const pricingSeasonNames: Record<SeasonId, string> = {
  dry: "Peak season",
  "short-rains": "Shoulder season",
  "long-rains": "Off-season",
};

/** Short names for forms and tables. */
export const seasonShortNames: Record<SeasonId, string> = {
  dry: "Dry season",
  "short-rains": "Short rains",
  "long-rains": "Long rains",
};

/** True for twelve known season ids in which every season keeps at least one month. */
export function isSeasonCalendar(value: unknown): value is SeasonCalendar {
  return (
    Array.isArray(value) &&
    value.length === 12 &&
    value.every((id) => (seasonIds as readonly unknown[]).includes(id)) &&
    seasonIds.every((id) => value.includes(id))
  );
}

/** The season of a travel date (yyyy-mm-dd). */
export function seasonOnDate(calendar: SeasonCalendar, isoDate: string): SeasonId {
  return calendar[Number(isoDate.slice(5, 7)) - 1] ?? "dry";
}

/** Month numbers (0 = January) of a season, in calendar order. */
export function monthsOfSeason(calendar: SeasonCalendar, season: SeasonId): number[] {
  return calendar.flatMap((id, month) => (id === season ? [month] : []));
}

/**
 * Runs of consecutive months, joining across the new year: [11, 0, 1] is one run from
 * December to February.
 */
function monthRuns(months: readonly number[]): Array<[number, number]> {
  const inSet = new Set(months);
  if (inSet.size === 12) return [[0, 11]];
  const runs: Array<[number, number]> = [];
  for (const month of months) {
    if (inSet.has((month + 11) % 12)) continue; // not the start of a run
    let end = month;
    while (inSet.has((end + 1) % 12)) end = (end + 1) % 12;
    runs.push([month, end]);
  }
  return runs;
}

/**
 * A season's months as text: "January - March and July - September" (long) or
 * "Jan-Mar and Jul-Sep" (short).
 */
export function monthsText(months: readonly number[], style: "long" | "short" = "long"): string {
  const name = (month: number) =>
    style === "long" ? monthNames[month]! : monthNames[month]!.slice(0, 3);
  const separator = style === "long" ? " - " : "-";
  const parts = monthRuns(months).map(([start, end]) =>
    start === end ? name(start) : `${name(start)}${separator}${name(end)}`,
  );
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/** "January - March and July - September" for the dry season of the calendar. */
export function seasonMonthsText(
  calendar: SeasonCalendar,
  season: SeasonId,
  style: "long" | "short" = "long",
): string {
  return monthsText(monthsOfSeason(calendar, season), style);
}
