import { format, parseISO } from "date-fns";

/** Dates on the dashboard read 'MMM dd, yyyy' (e.g. 'Feb 10, 2030'); a malformed stored date is shown as stored rather than crashing the page. */
export function formatDate(value: string): string {
  const date = parseISO(value);
  return Number.isNaN(date.getTime()) ? value : format(date, "MMM dd, yyyy");
}
