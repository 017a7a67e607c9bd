import { authSecret } from "../../platform/secret";
import { sameSecret, signature } from "../../platform/signed-token";

/**
 * The pay page's address for a booking, as mailed to the traveller: the booking id and a key
 * signed with the auth secret, so the link opens the page without signing in (a traveller may
 * have booked without an account) while an id alone opens nothing. Signed-in travellers reach
 * it from the dashboard without a key.
 */
function sign(secret: string, bookingId: string): string {
  return signature(secret, "pay-page", bookingId).slice(0, 32);
}

export function payPageKey(bookingId: string, secret: string = authSecret()): string {
  return sign(secret, bookingId);
}

/** `/booking/<id>/pay?key=...`: add the site's origin for a mail. */
export function payPagePath(bookingId: string, secret: string = authSecret()): string {
  return `/booking/${encodeURIComponent(bookingId)}/pay?key=${payPageKey(bookingId, secret)}`;
}

export function isPayPageKey(
  bookingId: string,
  key: string | null | undefined,
  secret: string = authSecret(),
): boolean {
  if (!key) return false;
  return sameSecret(key, sign(secret, bookingId));
}
