import { addDays, shortMonthNames } from "../calendar";
import { monthNames } from "../seasons/calendar";
import { weekdays } from "./departures";

/**
 * The trip page's month view of departures (issue 15): which months a traveller can page through,
 * the weeks of one month as a table, and the short date labels. Pure: "today" is a parameter.
 * Months are "yyyy-mm", days "yyyy-mm-dd" (domain/calendar.ts).
 */

/** How many months the month view offers: this month and the next eleven. */
export const MONTHS_SHOWN = 12;

const longWeekdays = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

/** The table's column headers: weeks start on Monday, as Kenyan calendars print them. */
export const weekdayHeaders = [1, 2, 3, 4, 5, 6, 0].map((day) => ({
  short: weekdays[day]!,
  long: longWeekdays[day]!,
}));

function utc(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** The month ("yyyy-mm") `count` months after `month` (negative: before). */
export function shiftMonth(month: string, count: number): string {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7)) - 1 + count;
  const shiftedYear = year + Math.floor(index / 12);
  const shiftedMonth = ((index % 12) + 12) % 12;
  return `${String(shiftedYear).padStart(4, "0")}-${String(shiftedMonth + 1).padStart(2, "0")}`;
}

/** The months the view offers from `today`: this month first, MONTHS_SHOWN in all. */
export function monthsAhead(today: string, count = MONTHS_SHOWN): string[] {
  const first = today.slice(0, 7);
  return Array.from({ length: count }, (_, index) => shiftMonth(first, index));
}

/**
 * The month a `?month=` value asks for, when it is one the view offers; null for anything else
 * (a malformed value, a past month, a month beyond the twelve), so the page shows its default.
 */
export function parseMonth(value: string | null | undefined, today: string): string | null {
  if (!value || !/^\d{4}-\d{2}$/.test(value)) return null;
  return monthsAhead(today).includes(value) ? value : null;
}

/** "2027-01" -> "January 2027". */
export function monthTitle(month: string): string {
  return `${monthNames[Number(month.slice(5, 7)) - 1] ?? month} ${Number(month.slice(0, 4))}`;
}

/**
 * The weeks of a month, Monday first, as rows of seven: each cell is a day of the month
 * ("yyyy-mm-dd") or null before the first and after the last day.
 */
export function monthWeeks(month: string): Array<Array<string | null>> {
  const first = `${month}-01`;
  // Monday = 0 ... Sunday = 6.
  const lead = (utc(first).getUTCDay() + 6) % 7;
  const days: Array<string | null> = Array.from({ length: lead }, () => null);
  for (let day = first; day.startsWith(month); day = addDays(day, 1)) days.push(day);
  while (days.length % 7 !== 0) days.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return weeks;
}

/** The card's short date: "2027-01-09" -> "Sat Jan 9". */
export function shortDayLabel(day: string): string {
  const date = utc(day);
  if (Number.isNaN(date.getTime())) return day;
  return `${weekdays[date.getUTCDay()]} ${shortMonthNames[date.getUTCMonth()]} ${date.getUTCDate()}`;
}

/** A date read in full, for screen readers and link text: "Saturday, January 9, 2027". */
export function longDayLabel(day: string): string {
  const date = utc(day);
  if (Number.isNaN(date.getTime())) return day;
  return `${longWeekdays[date.getUTCDay()]}, ${monthNames[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
