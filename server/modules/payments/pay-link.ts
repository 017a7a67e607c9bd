import { addDays, businessDay } from "../../../domain/calendar";
import { systemNow } from "../../platform/clock";
import { siteContacts } from "../../platform/config";
import { payLinkSecret } from "../../platform/secret";
import { sameSecret, signature } from "../../platform/signed-token";

/**
 * The pay link every mail that asks for money carries: `/booking/<id>/pay?key=<key>`. The key is
 * `<last day valid, YYYYMMDD>.<signature>`, the signature an HMAC with PAY_LINK_SECRET (its own,
 * not the session key) over the booking id and that day, so the link opens the page signed out
 * (a traveller may have booked without an account), an id alone opens nothing, a key of one
 * booking opens no other, and nobody can move the day. Signed-in travellers reach the page from
 * the dashboard without a key.
 *
 * A link lasts until the later of 30 days after it is made and 7 days after the travel date: the
 * confirmation's link then still works for the balance (due weeks before travel) and the overdue
 * notices, and a reminder's link works for a month even close to travel; after the trip there is
 * nothing left to pay by link, and a forwarded or leaked mail stops opening the page.
 */
export const PAY_LINK_MIN_DAYS = 30;
export const PAY_LINK_DAYS_AFTER_TRAVEL = 7;

const PURPOSE = "pay-link";
const KEY_SHAPE = /^(\d{8})\.([A-Za-z0-9_-]{32})$/;

/** The last day (Nairobi business day, `YYYY-MM-DD`) a link made now for this travel date opens the page. */
export function payLinkLastDay(travelDate: string, now: Date = systemNow()): string {
  const fromNow = addDays(businessDay(now), PAY_LINK_MIN_DAYS);
  const afterTravel = /^\d{4}-\d{2}-\d{2}$/.test(travelDate)
    ? addDays(travelDate, PAY_LINK_DAYS_AFTER_TRAVEL)
    : fromNow;
  return afterTravel > fromNow ? afterTravel : fromNow;
}

function sign(secret: string, bookingId: string, day: string): string {
  return signature(secret, PURPOSE, `${bookingId}:${day}`).slice(0, 32);
}

/** A key for the booking's pay page that opens it through `lastDay` (`YYYY-MM-DD`). */
export function payPageKey(
  bookingId: string,
  lastDay: string,
  secret: string = payLinkSecret(),
): string {
  const day = lastDay.replaceAll("-", "");
  return `${day}.${sign(secret, bookingId, day)}`;
}

/** A booking's pay page as a mail links it: `/booking/<id>/pay?key=...`; add the site's origin. */
export function payPagePath(
  booking: { id: string; booking_date: string },
  now: Date = systemNow(),
  secret: string = payLinkSecret(),
): string {
  const key = payPageKey(booking.id, payLinkLastDay(booking.booking_date, now), secret);
  return `/booking/${encodeURIComponent(booking.id)}/pay?key=${key}`;
}

/**
 * What a key says about a booking's pay page: `valid` (signed for this booking, not past its
 * day), `expired` (signed for it, day passed), `wrong` (anything else: another booking's key,
 * another secret, an old key without a day, a made-up one).
 */
export type PayKeyCheck = "valid" | "expired" | "wrong";

export function checkPayPageKey(
  bookingId: string,
  key: string | null | undefined,
  now: Date = systemNow(),
  secret: string = payLinkSecret(),
): PayKeyCheck {
  const shape = key ? KEY_SHAPE.exec(key) : null;
  if (!shape) return "wrong";
  const [, day, given] = shape as unknown as [string, string, string];
  if (!sameSecret(given, sign(secret, bookingId, day))) return "wrong";
  const lastDay = `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}`;
  return lastDay < businessDay(now) ? "expired" : "valid";
}

export function isPayPageKey(
  bookingId: string,
  key: string | null | undefined,
  now: Date = systemNow(),
  secret: string = payLinkSecret(),
): boolean {
  return checkPayPageKey(bookingId, key, now, secret) === "valid";
}

/** The pay link a mail carries, with the site's origin (SITE_URL). */
export function payPageUrl(
  booking: { id: string; booking_date: string },
  now: Date = systemNow(),
): string {
  return `${siteContacts().siteUrl}${payPagePath(booking, now)}`;
}
