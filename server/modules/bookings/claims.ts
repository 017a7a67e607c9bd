import type { Kysely } from "kysely";
import { recordBookingEvent } from "./workflow";
import { shortReference } from "../../../domain/booking/reference";
import {
  CLAIM_LINK_DAYS,
  CLAIM_LINK_MAX_BOOKINGS,
  claimPath,
  claimRefusals,
  type ClaimedBooking,
} from "../../../domain/booking/claim-link";

export type { ClaimedBooking };
import { normalizeEmail } from "../../../domain/contact/email";
import { authSecret } from "../../platform/secret";
import { signToken, signature, verifyToken } from "../../platform/signed-token";
import { systemNow } from "../../platform/clock";
import { siteContacts } from "../../platform/config";
import type { MailClaim } from "../../platform/mail/templates";
import type { Booking, Database } from "../../platform/db/schema";
import { notOk, type NotOk } from "../../platform/refusal";

/**
 * The claim link of decision 0049: `/bookings/claim/<ids>_<address tag>_<expiry>.<signature>`,
 * signed with the auth secret like the review and traveller links (server/platform/signed-token.ts).
 * It names the bookings of one mail, is bound to the address the mail went to (a keyed tag, so the
 * link dies when the booking's address changes, and the address itself is not in the link) and
 * lapses CLAIM_LINK_DAYS after the mail. Claiming is idempotent, so no use is stored: a second
 * click answers "already in your account".
 */

const CLAIM_LINK_PURPOSE = "booking-claim-v1";
const ADDRESS_TAG_PURPOSE = "booking-claim-address-v1";
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A keyed tag of the address: equal for the same spelling, and says nothing of it. In hex, since
 * base64url's "_" and "-" would mix with the token's separators.
 */
function addressTag(secret: string, email: string): string {
  const keyed = signature(secret, ADDRESS_TAG_PURPOSE, normalizeEmail(email));
  return Buffer.from(keyed, "base64url").toString("hex").slice(0, 20);
}

/** The link for the bookings of one mail, all made with `email`; null when none is claimable. */
export function claimLink(
  siteUrl: string,
  secret: string,
  bookings: ReadonlyArray<Pick<Booking, "id" | "client_email" | "user_id">>,
  now: Date = systemNow(),
): string | null {
  // A booking made signed in is its account's already: its mails carry no link.
  const open = bookings.filter((booking) => booking.user_id === null);
  if (open.length === 0 || open.length > CLAIM_LINK_MAX_BOOKINGS) return null;
  const email = open[0]!.client_email;
  if (open.some((booking) => normalizeEmail(booking.client_email) !== normalizeEmail(email)))
    return null;
  const expires = Math.floor((now.getTime() + CLAIM_LINK_DAYS * DAY_MS) / 1000);
  const value = `${open.map((booking) => booking.id).join("~")}_${addressTag(secret, email)}_${expires}`;
  return `${siteUrl}${claimPath(signToken(secret, CLAIM_LINK_PURPOSE, value))}`;
}

/**
 * The claim block of a booking mail to the bookings' address (every booking mail uses this), or
 * null when the bookings are an account's already.
 */
export function mailClaimFor(
  bookings: ReadonlyArray<Pick<Booking, "id" | "client_email" | "user_id">>,
  now: Date = systemNow(),
): MailClaim | null {
  const url = claimLink(siteContacts().siteUrl, authSecret(), bookings, now);
  return url ? { url, count: bookings.filter((booking) => booking.user_id === null).length } : null;
}

/** What a genuine token names, or null for a forged or malformed one. */
function claimOf(
  secret: string,
  token: string,
): { ids: string[]; tag: string; expires: number } | null {
  const parts = verifyToken(secret, CLAIM_LINK_PURPOSE, token, 1200)?.split("_") ?? [];
  if (parts.length !== 3) return null;
  const [idsText, tag, expiresText] = parts as [string, string, string];
  const ids = idsText.split("~");
  if (ids.length > CLAIM_LINK_MAX_BOOKINGS || !/^\d{1,12}$/.test(expiresText)) return null;
  return { ids, tag, expires: Number(expiresText) };
}

export type OpenedClaim =
  | { ok: true; bookings: ClaimedBooking[] }
  | NotOk<"forbidden" | "not-found" | "conflict" | "expired">;

export interface Claimant {
  id: string;
  email: string;
  emailVerified: boolean;
}

/**
 * The bookings a link names, when the link is genuine and current and every booking still carries
 * the address it was sent to. `claimant`: the signed-in reader, to say whose each booking is.
 */
export async function openClaim(
  db: Kysely<Database>,
  secret: string,
  token: string,
  claimant: Claimant | null,
  now: Date = systemNow(),
): Promise<OpenedClaim> {
  const forged = notOk("not-found", claimRefusals.forged);
  const claim = claimOf(secret, token);
  if (!claim) return forged;
  const rows = await db
    .selectFrom("bookings")
    .selectAll()
    .where("id", "in", claim.ids)
    .orderBy("created_at")
    .execute();
  // A booking erased or given another address since the mail (an operator's correction, 0043's
  // deletion): the link was for that address only.
  if (
    rows.length !== claim.ids.length ||
    rows.some((row) => addressTag(secret, row.client_email) !== claim.tag)
  )
    return forged;
  if (now.getTime() >= claim.expires * 1000) return notOk("expired", claimRefusals.expired);
  const bookings = rows.map((row): ClaimedBooking => ({
    id: row.id,
    reference: shortReference(row.id),
    trip: row.adventure_type,
    date: row.booking_date,
    owner: row.user_id === null ? "none" : row.user_id === claimant?.id ? "you" : "other",
  }));
  return { ok: true, bookings };
}

export type ClaimOutcome =
  | { ok: true; added: number; bookings: ClaimedBooking[] }
  | NotOk<"forbidden" | "not-found" | "conflict" | "expired">;

/**
 * Links the bookings a link names to a verified account, each with a booking_events row (the
 * booking's history), all or none: a booking in another account refuses the whole claim and
 * changes nothing. Linked only these bookings, never others made with the address (0049).
 */
export async function claimBookings(
  db: Kysely<Database>,
  secret: string,
  token: string,
  claimant: Claimant,
  now: Date = systemNow(),
): Promise<ClaimOutcome> {
  if (!claimant.emailVerified) return notOk("forbidden", claimRefusals.unverified);
  return db
    .transaction()
    .execute(async (trx): Promise<ClaimOutcome> => {
      const opened = await openClaim(trx, secret, token, claimant, now);
      if (!opened.ok) return opened;
      if (opened.bookings.some((booking) => booking.owner === "other"))
        return notOk("conflict", claimRefusals.otherAccount);
      const timestamp = now.toISOString();
      let added = 0;
      for (const booking of opened.bookings.filter((row) => row.owner === "none")) {
        // Only while still nobody's: a claim racing another from a second account links once.
        const linked = await trx
          .updateTable("bookings")
          .set({ user_id: claimant.id, updated_at: timestamp })
          .where("id", "=", booking.id)
          .where("user_id", "is", null)
          .returning("booking_status")
          .executeTakeFirst();
        if (!linked) throw new ClaimRaced();
        await recordBookingEvent(trx, {
          bookingId: booking.id,
          fromStatus: linked.booking_status,
          toStatus: linked.booking_status,
          note: `Added to the account of ${claimant.email} by the link in a booking email.`,
          actor: claimant,
          at: timestamp,
        });
        added += 1;
      }
      return {
        ok: true,
        added,
        bookings: opened.bookings.map((booking) => ({ ...booking, owner: "you" as const })),
      };
    })
    .catch((error: unknown): ClaimOutcome => {
      if (error instanceof ClaimRaced) return notOk("conflict", claimRefusals.otherAccount);
      throw error;
    });
}

/** Another account linked a booking between our read and our write: roll the claim back. */
class ClaimRaced extends Error {
  constructor() {
    super("a booking was linked to another account during the claim; rolled back");
  }
}
