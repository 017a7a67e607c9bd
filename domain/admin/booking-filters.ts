import { isBookingStatus, type BookingStatus } from "../booking/booking-status";

/** The admin bookings table's state, read from (and written back to) the URL's search params. */
export const bookingSortKeys = ["created", "travel", "total", "name"] as const;
export type BookingSortKey = (typeof bookingSortKeys)[number];
export type SortDirection = "asc" | "desc";

export interface BookingFilters {
  q: string;
  status: BookingStatus | "";
  trip: string;
  from: string;
  to: string;
  sort: BookingSortKey;
  dir: SortDirection;
  page: number;
}

export const bookingPageSize = 25;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export const defaultBookingFilters: BookingFilters = {
  q: "",
  status: "",
  trip: "",
  from: "",
  to: "",
  sort: "created",
  dir: "desc",
  page: 1,
};

/** Lenient: anything malformed falls back to its default rather than failing the page. */
export function parseBookingFilters(params: URLSearchParams): BookingFilters {
  const status = params.get("status") ?? "";
  const sort = params.get("sort") ?? "";
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  const date = (value: string | null) => (value && isoDate.test(value) ? value : "");
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    status: isBookingStatus(status) ? status : "",
    trip: (params.get("trip") ?? "").trim().slice(0, 80),
    from: date(params.get("from")),
    to: date(params.get("to")),
    sort: (bookingSortKeys as readonly string[]).includes(sort)
      ? (sort as BookingSortKey)
      : "created",
    dir: params.get("dir") === "asc" ? "asc" : "desc",
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 100_000) : 1,
  };
}

/** The search params for these filters, defaults left out so URLs stay short. */
export function bookingFiltersToParams(filters: Partial<BookingFilters>): URLSearchParams {
  const merged = { ...defaultBookingFilters, ...filters };
  const params = new URLSearchParams();
  if (merged.q) params.set("q", merged.q);
  if (merged.status) params.set("status", merged.status);
  if (merged.trip) params.set("trip", merged.trip);
  if (merged.from) params.set("from", merged.from);
  if (merged.to) params.set("to", merged.to);
  if (merged.sort !== "created") params.set("sort", merged.sort);
  if (merged.dir !== "desc") params.set("dir", merged.dir);
  if (merged.page > 1) params.set("page", String(merged.page));
  return params;
}

/**
 * A phone number in international form and nothing else ("+254712000111"): a plus and 7 to 15
 * digits (E.164), as the site stores numbers (domain/contact/phone.ts). A spreadsheet may read it
 * as a number, but it can call no function and reach no other cell, so it gets no neutralising
 * apostrophe (which would end up in the operator's phone book). With spaces it is not plain: a
 * spreadsheet would read "+254 712" as a formula that fails.
 */
const plainPhoneNumber = /^\+\d{7,15}$/;

/**
 * One CSV field, always quoted, with formula-looking text neutralised for spreadsheets: at the
 * start, and after a semicolon, tab or line break (a spreadsheet that splits on those would
 * start a new cell there, so `Bob;=1+2` must not become a formula). Plain phone numbers are the
 * one exception at the start (see above).
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '""';
  let text = String(value);
  if (typeof value === "string") {
    if (/^[=+\-@\t\r]/.test(text) && !plainPhoneNumber.test(text)) text = `'${text}`;
    text = text.replace(/([;\t\r\n])([=+\-@])/g, "$1'$2");
  }
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvLine(values: Array<string | number | null>): string {
  return values.map(csvField).join(",");
}

/** Age of the oldest pending request against the 24-hour answer promise. */
export function pendingAge(
  oldestCreatedAt: string | null,
  now: Date,
  promiseHours: number,
): { hours: number; overdue: boolean } | null {
  if (!oldestCreatedAt) return null;
  const hours = Math.max(0, Math.floor((now.getTime() - Date.parse(oldestCreatedAt)) / 3_600_000));
  return { hours, overdue: hours >= promiseHours };
}
