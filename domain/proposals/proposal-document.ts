import { addDays, daysBetween } from "../calendar";
import type { ProposalDraft } from "./proposal";
import type { ProposalPrices } from "./proposal-lines";

/**
 * A sent version (issue 30, decision 0071): the draft as it was sent with its prices frozen (the
 * park fees in force then, the plan settings then), its number and the operator's note of what
 * changed. The client's page, the PDF and the "what changed" sentences read it, never the draft,
 * so a price the operator or the fee table changes later does not move a sent proposal: its
 * prices are honoured until it expires.
 */
export interface ProposalDocument {
  draft: ProposalDraft;
  prices: ProposalPrices;
  /** `YYYY-MM-DD`, Nairobi's business day it was sent. */
  sentOn: string;
}

export type ProposalState =
  | "draft"
  /** Sent, not yet opened by the client. */
  | "sent"
  /** The client opened the latest version. */
  | "viewed"
  /** Past its expiry date. */
  | "expired"
  /** The client accepted a version: it is a booking (decision 0073). */
  | "accepted";

/** How many days before expiry the client is reminded (once) and the operator told. */
export const REMINDER_DAYS_BEFORE_EXPIRY = 3;

/** Prices are honoured through the expiry day (Nairobi's business day); the day after, it has expired. */
export function hasExpired(expiresOn: string, today: string): boolean {
  return today > expiresOn;
}

/** Whether today is inside the reminder window: from a few days before expiry to the day itself. */
export function dueForExpiryReminder(expiresOn: string, today: string): boolean {
  return !hasExpired(expiresOn, today) && today >= addDays(expiresOn, -REMINDER_DAYS_BEFORE_EXPIRY);
}

/** Where a proposal stands for the operator's list. */
export function proposalState(input: {
  latestVersion: number | null;
  expiresOn: string | null;
  viewedVersion: number | null;
  today: string;
  /** The version the client accepted, if they did. */
  acceptedVersion?: number | null;
}): ProposalState {
  if (input.acceptedVersion) return "accepted";
  if (input.latestVersion === null) return "draft";
  if (input.expiresOn && hasExpired(input.expiresOn, input.today)) return "expired";
  return input.viewedVersion === input.latestVersion ? "viewed" : "sent";
}

export function proposalStateLabel(state: ProposalState, version: number | null): string {
  if (state === "draft") return "Draft";
  if (state === "accepted") return `Accepted v${version}`;
  if (state === "expired") return `Expired (v${version})`;
  if (state === "viewed") return `Viewed v${version}`;
  return `Sent v${version}`;
}

/** "Prices are honoured until Fri, Jan 8, 2027 (5 days from today)." style count of days left. */
export function daysLeft(expiresOn: string, today: string): number {
  return daysBetween(today, expiresOn);
}
