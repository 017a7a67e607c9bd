import type { WaitlistRequest } from "../../domain/departures/waitlist-form";
import { HONEYPOT_REFUSAL } from "../../domain/forms/honeypot";
import { getDb } from "../platform/db";
import { logger } from "../platform/logger";
import { joinWaitlistAndAskToConfirm } from "../modules/departures";
import { FROM_THIS_EMAIL } from "../platform/http/json-api";
import {
  emailRateLimitKey,
  requestLimit,
  tooManyRequestsSentence,
} from "../platform/http/rate-limiters";
import { businessToday } from "../platform/clock";

/*
 * A traveller joining a full departure's waitlist from the trip page's form (with or without
 * JavaScript): the public forms' limits (decision 0014), the honeypot, then the departure's rules.
 */

/** Waitlist requests one client address may send in 10 minutes (wide: a carrier's NAT address). */
export const waitlistJoinsPerAddress = requestLimit(
  { keyPrefix: "departure-waitlist", points: 30, duration: 600 },
  { raisedForBenchmarks: true },
);

/** Waitlist requests one email address may send an hour (each may later get an offer mail). */
const waitlistJoinsPerEmail = requestLimit({
  keyPrefix: "departure-waitlist-email",
  points: 5,
  duration: 3600,
});

export type WaitlistOutcome =
  | { joined: true; position: number; confirmed: boolean }
  | { joined: false; status: 400 | 404 | 409 | 429; error: string };

/** Puts the party on the departure's waitlist of `tripSlug` unless a limit, the honeypot or the departure refuses. */
export async function receiveWaitlistJoin(
  request: WaitlistRequest,
  context: { tripSlug: string; clientIp: string; honeypot: string },
): Promise<WaitlistOutcome> {
  const addressWait = await waitlistJoinsPerAddress.take(context.clientIp);
  if (addressWait !== null)
    return {
      joined: false,
      status: 429,
      error: tooManyRequestsSentence(addressWait, " from here"),
    };
  if (context.honeypot) {
    logger.warn({ via: "waitlist" }, "waitlist honeypot filled in; request dropped");
    return { joined: false, status: 400, error: HONEYPOT_REFUSAL };
  }
  const { db } = getDb();
  const departure = await db
    .selectFrom("departures")
    .select("trip_slug")
    .where("id", "=", request.departureId)
    .executeTakeFirst();
  if (!departure) return { joined: false, status: 404, error: "We have no such departure." };
  if (departure.trip_slug !== context.tripSlug)
    return { joined: false, status: 400, error: "This departure is of another trip." };
  const emailWait = await waitlistJoinsPerEmail.take(emailRateLimitKey(request.email));
  if (emailWait !== null)
    return {
      joined: false,
      status: 429,
      error: tooManyRequestsSentence(emailWait, FROM_THIS_EMAIL),
    };
  const joined = await joinWaitlistAndAskToConfirm(db, { ...request, today: businessToday() });
  if (!joined.ok) {
    await waitlistJoinsPerEmail.giveBack(emailRateLimitKey(request.email));
    return { joined: false, status: joined.status, error: sentence(joined.error) };
  }
  return { joined: true, position: joined.position, confirmed: joined.confirmToken === null };
}

/** "participants: this departure has 8 seats in all." -> "This departure has 8 seats in all." */
function sentence(error: string): string {
  return error.replace(/^\w+: (\w)/, (_match, first: string) => first.toUpperCase());
}
