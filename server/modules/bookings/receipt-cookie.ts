import { signToken, verifyToken } from "../../platform/signed-token";
import { authSecret } from "../../platform/secret";
import { env } from "../../platform/config";
import { systemNow } from "../../platform/clock";

/**
 * The confirmation page shows a request's bookings only to the browser that sent it: the
 * answer to a booking sets this cookie, a list of booking ids with an expiry, signed with the
 * auth secret. Booking ids are random UUIDs, but the page must not rely on nobody guessing or
 * reading one (an id is in every mail): without the cookie the page shows nothing.
 */
export const BOOKING_RECEIPT_COOKIE = "kilele.booked";
/** Long enough to read the page and come back to it after a phone call; short enough to leave a shared computer safe. */
export const BOOKING_RECEIPT_MAX_AGE_SECONDS = 2 * 60 * 60;
/** A cart holds at most 20 trips (domain/cart/cart.ts). */
const MAX_RECEIPT_BOOKINGS = 20;
const RECEIPT_PURPOSE = "booking-receipt";

interface Receipt {
  ids: string[];
  /** Unix seconds. */
  expires: number;
}

/** The Set-Cookie header that lets this browser open the confirmation page of `bookingIds`. */
export function bookingReceiptCookie(
  secret: string,
  bookingIds: readonly string[],
  options: { now?: Date; secure: boolean },
): string {
  const now = options.now ?? systemNow();
  const receipt: Receipt = {
    ids: bookingIds.slice(0, MAX_RECEIPT_BOOKINGS),
    expires: Math.floor(now.getTime() / 1000) + BOOKING_RECEIPT_MAX_AGE_SECONDS,
  };
  const payload = Buffer.from(JSON.stringify(receipt)).toString("base64url");
  const value = signToken(secret, RECEIPT_PURPOSE, payload);
  return [
    `${BOOKING_RECEIPT_COOKIE}=${value}`,
    // Sent only to the confirmation page: no other request carries the list of bookings.
    "Path=/booking",
    `Max-Age=${BOOKING_RECEIPT_MAX_AGE_SECONDS}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(options.secure ? ["Secure"] : []),
  ].join("; ");
}

/** The booking ids this browser may see, from a valid and unexpired receipt cookie; else none. */
export function bookingIdsFromReceipt(
  cookieHeader: string | null | undefined,
  secret: string,
  now: Date = systemNow(),
): string[] {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== BOOKING_RECEIPT_COOKIE) continue;
    // A receipt of 20 bookings is longer than a link's token: no length cap here.
    const payload = verifyToken(secret, RECEIPT_PURPOSE, rest.join("="), Number.POSITIVE_INFINITY);
    if (!payload) return [];
    try {
      const receipt = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Receipt;
      if (!Array.isArray(receipt.ids) || typeof receipt.expires !== "number") return [];
      if (receipt.expires * 1000 <= now.getTime()) return [];
      return receipt.ids
        .filter((id): id is string => typeof id === "string")
        .slice(0, MAX_RECEIPT_BOOKINGS);
    } catch {
      return [];
    }
  }
  return [];
}

/** The receipt cookie for this site (its auth secret; Secure when the site is served over https). */
export function receiptCookieFor(bookingIds: readonly string[]): string {
  return bookingReceiptCookie(authSecret(), bookingIds, {
    secure: env().SITE_URL.startsWith("https://"),
  });
}

/** The booking ids this request's browser may see on the confirmation page. */
export function receiptBookingIds(cookieHeader: string | null | undefined): string[] {
  return bookingIdsFromReceipt(cookieHeader, authSecret());
}
