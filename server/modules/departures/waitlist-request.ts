import type { Kysely } from "kysely";
import type { WaitlistRequest } from "../../../domain/departures/waitlist-form";
import { HONEYPOT_REFUSAL } from "../../../domain/forms/honeypot";
import { businessToday } from "../../platform/clock";
import type { Database } from "../../platform/db/schema";
import { FROM_THIS_EMAIL } from "../../platform/http/json-api";
import {
  emailRateLimitKey,
  requestLimit,
  tooManyRequestsSentence,
} from "../../platform/http/rate-limiters";
import { LIMITS } from "../../platform/limits";
import { logger } from "../../platform/logger";
import { refused, type Refusal } from "../../platform/refusal";
import { joinWaitlistAndAskToConfirm } from "./waitlist-offers";

/**
 * Ask for a waitlist place: a traveller asks for a seat on a full departure from the trip page's form
 * (app/routes/itinerary-waitlist.server.ts, with or without JavaScript). The public forms' limits
 * (server/platform/limits.ts), the honeypot, then the departure's own rules; the traveller is
 * asked to confirm by email unless signed in with this address.
 */
export type WaitlistJoinOutcome =
  | { kind: "joined"; position: number; confirmed: boolean }
  | Refusal<"invalid" | "not-found" | "conflict" | "limited">;

const joinsPerAddress = requestLimit(LIMITS.waitlistJoinsPerAddress, {
  raisedForBenchmarks: true,
});
const joinsPerEmail = requestLimit(LIMITS.waitlistJoinsPerEmail);

export async function receiveWaitlistRequest(
  db: Kysely<Database>,
  request: WaitlistRequest,
  requester: { tripSlug: string; clientAddress: string; honeypot: string },
): Promise<WaitlistJoinOutcome> {
  const addressWait = await joinsPerAddress.take(requester.clientAddress);
  if (addressWait !== null)
    return refused("limited", tooManyRequestsSentence(addressWait, " from here"), addressWait);
  if (requester.honeypot) {
    logger.warn({ via: "waitlist" }, "waitlist honeypot filled in; request dropped");
    return refused("invalid", HONEYPOT_REFUSAL);
  }
  const departure = await db
    .selectFrom("departures")
    .select("trip_slug")
    .where("id", "=", request.departureId)
    .executeTakeFirst();
  if (!departure) return refused("not-found", "We have no such departure.");
  if (departure.trip_slug !== requester.tripSlug)
    return refused("invalid", "This departure is of another trip.");
  const emailKey = emailRateLimitKey(request.email);
  const emailWait = await joinsPerEmail.take(emailKey);
  if (emailWait !== null)
    return refused("limited", tooManyRequestsSentence(emailWait, FROM_THIS_EMAIL), emailWait);
  const joined = await joinWaitlistAndAskToConfirm(db, { ...request, today: businessToday() });
  if (!joined.ok) {
    await joinsPerEmail.giveBack(emailKey);
    return refused(joined.kind, sentence(joined.message));
  }
  return { kind: "joined", position: joined.position, confirmed: joined.confirmToken === null };
}

/** "participants: this departure has 8 seats in all." -> "This departure has 8 seats in all." */
function sentence(error: string): string {
  return error.replace(/^\w+: (\w)/, (_match, first: string) => first.toUpperCase());
}
