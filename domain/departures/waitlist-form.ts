import { canBeRecordId } from "../record-id";
/**
 * The waitlist form of a full departure (issue 15): an email address and the party's size.
 * Plain checks, no zod: the form's own messages are read in the browser too. The server runs
 * the same function and then the departure's rules (server/modules/departures/departures.ts joinWaitlist).
 */

export type WaitlistField = "email" | "participants";
export type WaitlistErrors = Partial<Record<WaitlistField, string>>;

export interface WaitlistRequest {
  departureId: string;
  email: string;
  participants: number;
}

/** What the visitor typed, kept for the form after a refusal (never more than the fields' limits). */
export interface WaitlistValues {
  email: string;
  participants: string;
}

/** The most people one waitlist place stands for (a departure has at most this many seats, migration 0008). */
export const MAX_WAITLIST_PARTY = 500;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function parseWaitlistForm(
  read: (name: string) => string,
):
  | { ok: true; request: WaitlistRequest }
  | { ok: false; errors: WaitlistErrors; values: WaitlistValues } {
  const values: WaitlistValues = {
    email: read("email").trim().slice(0, 254),
    participants: read("participants").trim().slice(0, 4),
  };
  const departureId = read("departureId").trim();
  const errors: WaitlistErrors = {};
  if (!values.email) errors.email = "Enter your email address.";
  else if (!emailPattern.test(values.email) || read("email").trim().length > 254)
    errors.email = "Enter an email address like name@example.com.";
  const participants = /^\d{1,3}$/.test(values.participants) ? Number(values.participants) : NaN;
  if (!Number.isInteger(participants) || participants < 1 || participants > MAX_WAITLIST_PARTY)
    errors.participants = "Choose how many people are travelling, 1 or more.";
  if (!canBeRecordId(departureId))
    return { ok: false, errors: { ...errors, participants: errors.participants }, values };
  if (Object.keys(errors).length > 0) return { ok: false, errors, values };
  return { ok: true, request: { departureId, email: values.email, participants } };
}

/** What the traveller reads once on the waitlist (confirmed through the link mailed on joining). */
export function waitlistJoinedMessage(position: number): string {
  return `You're number ${position} on the waitlist. When seats free up we'll email you a link that holds them for 24 hours.`;
}

/** What the traveller reads after asking to join: the mailed link confirms the place (issue 26 item 9). */
export function waitlistConfirmByEmailMessage(email: string): string {
  return `Almost there: confirm by email. We've sent a link to ${email}; follow it within 48 hours to take your place on the waitlist. Until you do, freed seats are not held for you.`;
}
