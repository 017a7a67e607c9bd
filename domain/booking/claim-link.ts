/**
 * The claim link (decision 0049): every booking mail sent to a booking's address carries
 * "Add this booking to your account", `/bookings/claim/<token>`. Opening it proves the reader
 * received mail at the booking's address, which is what DESIGN.md section 6 asks before a
 * booking made signed out reaches an account. Words and rules only; the token is made and checked
 * in server/modules/bookings/claims.ts.
 */

/** How long a link works after the mail was written. Every later booking mail carries a fresh one. */
export const CLAIM_LINK_DAYS = 60;

/** The most bookings one link names: a cart's request, at most (domain/cart/cart.ts MAX_CART_ITEMS). */
export const CLAIM_LINK_MAX_BOOKINGS = 20;

export const CLAIM_PATH_PREFIX = "/bookings/claim/";

export function claimPath(token: string): string {
  return `${CLAIM_PATH_PREFIX}${token}`;
}

/** The button's words in a mail, for one booking or a request of several. */
export function claimAction(count: number): string {
  return count > 1 ? "Add these bookings to your account" : "Add this booking to your account";
}

/** The sentence beside the link in a mail: what it does and for how long. */
export function claimMailSentence(count: number): string {
  const them = count > 1 ? "these bookings" : "this booking";
  return `Have an account with us, or want one? Open this link to see ${them} in it, with your statements and travellers' details. It works for ${CLAIM_LINK_DAYS} days; please do not forward it.`;
}

/** What a refused link says: each sentence names what happened and what to do next. */
export const claimRefusals = {
  forged:
    "This link is not valid. Please use the link from your booking email, or reply to that email and we will help.",
  expired: `This link has expired: links to add a booking work for ${CLAIM_LINK_DAYS} days. Each new email about your booking carries a fresh one, or reply to any of our emails and we will add it for you.`,
  otherAccount:
    "This booking is already in another account, so it cannot be added to this one. Nothing has changed. If you think this is a mistake, reply to your booking email and we will help.",
  unverified:
    "Please confirm your email address first: open the link we sent when you created your account, then open this link again.",
} as const;

/** A booking a claim link names, as the claim page shows it. */
export interface ClaimedBooking {
  id: string;
  reference: string;
  trip: string;
  date: string;
  /** Whose it is now: nobody's yet, the reader's, or another account's. */
  owner: "none" | "you" | "other";
}
