/**
 * Calendar dates as the site stores, compares and sends them: "yyyy-mm-dd". Travel dates are days,
 * not instants, so they are compared as these strings (and counted as UTC midnights, which have no
 * daylight saving). The clock is always a parameter.
 *
 * "Today" is Nairobi's day (decision 0042): the operator, its cut-offs, due dates and departures
 * live on Kenyan time (EAT, UTC+3 all year), so from 21:00 to 24:00 UTC it is already tomorrow.
 */

import { intlLocales, type Language } from "./i18n/languages";

const DAY_MS = 86_400_000;
/** Kenya keeps East Africa Time, UTC+3, all year (no daylight saving). */
const NAIROBI_OFFSET_MS = 3 * 3_600_000;

/** The UTC calendar date of an instant: 2030-03-01T23:10:00Z -> "2030-03-01". */
export function isoDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** A calendar date moved by whole days (negative: back): ("2030-02-27", 2) -> "2030-03-01". */
export function addDays(day: string, days: number): string {
  return isoDate(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** Whole days from `from` to `to` (both yyyy-mm-dd), rounded up; negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.ceil((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The business day at an instant: the calendar date in Nairobi. Every "today" of the site (what can
 * still be booked, what is due, what is overdue) is this day, never the UTC one:
 * 2030-03-01T21:30:00Z -> "2030-03-02".
 */
export function businessDay(now: Date): string {
  return isoDate(nairobiWallClock(now));
}

/** An instant shifted so that its UTC fields read Nairobi's wall clock (for dates and times shown). */
export function nairobiWallClock(instant: Date): Date {
  return new Date(instant.getTime() + NAIROBI_OFFSET_MS);
}

/** The business day `days` after today in Nairobi (negative: before). */
export function isoDateInDays(now: Date, days: number): string {
  return addDays(businessDay(now), days);
}

const weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
/** "Jan" ... "Dec": every date format of the site names months this way. */
export const shortMonthNames = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
];

/**
 * A travel date for travellers: "2027-04-01" -> "Thu, Apr 1, 2027" (the same on server and
 * browser). On a German or French page (decision 0075) `Intl` writes it the reader's way:
 * "Do., 1. Apr. 2027", "jeu. 1 avr. 2027".
 */
export function formatTravelDate(day: string, language: Language = "en"): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  const locale = intlLocales[language];
  if (locale) return travelDateFormat(locale, true).format(date);
  return `${weekdayNames[date.getUTCDay()]}, ${shortMonthNames[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/**
 * A day as a short date in a language: "2026-12-12" -> "Dec 12, 2026", "12. Dez. 2026",
 * "12 déc. 2026" (the dashboard's 'MMM dd, yyyy' stays date-fns's, as the spec writes it).
 */
export function formatShortDate(day: string, language: Language): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return travelDateFormat(intlLocales[language] ?? "en-US", false).format(date);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function travelDateFormat(locale: string, weekday: boolean): Intl.DateTimeFormat {
  const key = `${locale}${weekday}`;
  let made = dateFormats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, {
      timeZone: "UTC",
      ...(weekday ? { weekday: "short" } : {}),
      day: "numeric",
      month: "short",
      year: "numeric",
    });
    dateFormats.set(key, made);
  }
  return made;
}

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written yyyy-mm-dd. */
export function isCalendarDate(value: string): boolean {
  if (!isoDatePattern.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && isoDate(parsed) === value;
}

/**
 * An instant in Kenyan time (EAT, UTC+3 all year), as the site tells when something ends or is
 * due: "Sat, Jan 9, 2027, 14:30 Kenyan time (EAT)" (a waitlist hold, the operator's reply).
 */
export function kenyanTime(instant: string): string {
  const eat = nairobiWallClock(new Date(instant));
  return `${formatTravelDate(isoDate(eat))}, ${eat.toISOString().slice(11, 16)} Kenyan time (EAT)`;
}
