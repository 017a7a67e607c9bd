import { isoDate } from "../../../domain/calendar";

export const fieldClasses =
  "mt-1 block w-full rounded-lg border border-sand-200 bg-white px-3 py-2.5 text-base shadow-sm focus:border-forest-600";

/** Today's date as yyyy-mm-dd in the visitor's time zone. */
export function todayIsoDate(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return isoDate(local);
}
