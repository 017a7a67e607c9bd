import { format, parseISO } from "date-fns";
import { businessDay, isCalendarDate } from "../../../domain/calendar";

/**
 * Dates on the dashboard read 'MMM dd, yyyy' (e.g. 'Feb 10, 2030'). A timestamp (a request's
 * `created_at`) is shown as its day in Nairobi (decision 0042), the same on the server and in every
 * browser; a malformed stored value is shown as stored rather than crashing the page.
 */
export function formatDate(value: string): string {
  const day = isCalendarDate(value) ? value : nairobiDayOf(value);
  if (day === null) return value;
  return format(parseISO(day), "MMM dd, yyyy");
}

function nairobiDayOf(timestamp: string): string | null {
  if (!timestamp.includes("T")) return null;
  const instant = new Date(timestamp);
  return Number.isNaN(instant.getTime()) ? null : businessDay(instant);
}
