import { businessDay } from "../../../domain/calendar";

export const fieldClasses =
  "mt-1 block w-full rounded-lg border border-sand-200 bg-white px-3 py-2.5 text-base shadow-sm focus:border-forest-600";

/**
 * Today in Nairobi as yyyy-mm-dd, wherever the visitor is: the trips start there, and the server
 * refuses dates before Nairobi's today (decision 0042).
 */
export function todayIsoDate(now = new Date()): string {
  return businessDay(now);
}
