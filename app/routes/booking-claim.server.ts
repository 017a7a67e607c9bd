import { data, redirect } from "react-router";
import type { Route } from "./+types/booking-claim";
import { signInPathFor } from "../../domain/auth/return-path";
import { claimRefusals } from "../../domain/booking/claim-link";
import { authSecret } from "../../server/platform/secret";
import { readSession, type SessionUser } from "../../server/modules/accounts";
import { isDatabaseUnavailable } from "../../server/platform/db/connection";
import { claimBookings, openClaim, type ClaimedBooking } from "../../server/modules/bookings";
import { NO_STORE } from "../lib/no-store.server";
import { dbContext } from "../../server/platform/http/request-context";
import { statusOfRefusal } from "../../server/platform/http/refusal-status";

/**
 * "Add this booking to your account" (`/bookings/claim/<token>`, decision 0049), the link in
 * every booking mail. Signed out: what the link does, and sign in or create an account, coming
 * back here. Signed in and verified: the page asks, and only its form's POST links the bookings
 * (a GET never changes anything: mail scanners and link previews open links). A forged or
 * changed link is a 404, a lapsed one a 410, a booking in another account a 409, each with a
 * sentence. The token is a secret: the request log redacts it (request-log.ts SECRET_AFTER).
 */
export type ClaimPage =
  | { state: "refused"; error: string }
  | { state: "signed-out"; bookings: ClaimedBooking[]; signIn: string; signUp: string }
  | { state: "unverified"; error: string; account: string }
  | { state: "confirm"; bookings: ClaimedBooking[]; account: string }
  | { state: "added" | "already"; bookings: ClaimedBooking[]; account: string };

function page(shown: ClaimPage, status = 200) {
  return data<ClaimPage>(shown, { status, headers: NO_STORE });
}

/** The reader, or null signed out; a database outage is the 503 page, not "please sign in". */
async function readerOf(request: Request): Promise<SessionUser | null> {
  const { user, failure } = await readSession(request);
  if (!user && failure !== undefined && isDatabaseUnavailable(failure)) throw failure;
  return user;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const reader = await readerOf(request);
  const opened = await openClaim(context.get(dbContext), authSecret(), params.token, reader);
  if (!opened.ok)
    return page({ state: "refused", error: opened.message }, statusOfRefusal(opened.kind));
  const { bookings } = opened;
  if (!reader) {
    const signIn = signInPathFor(new URL(request.url).pathname);
    return page({
      state: "signed-out",
      bookings,
      signIn,
      signUp: signIn.replace("/auth?", "/auth?tab=signup&"),
    });
  }
  if (!reader.emailVerified)
    return page(
      { state: "unverified", error: claimRefusals.unverified, account: reader.email },
      403,
    );
  if (bookings.some((booking) => booking.owner === "other"))
    return page({ state: "refused", error: claimRefusals.otherAccount }, 409);
  const state = bookings.every((booking) => booking.owner === "you") ? "already" : "confirm";
  return page({ state, bookings, account: reader.email });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const reader = await readerOf(request);
  // The session ended between the page and the click: sign in, then back to the question.
  if (!reader) throw redirect(signInPathFor(new URL(request.url).pathname));
  const claimed = await claimBookings(context.get(dbContext), authSecret(), params.token, reader);
  if (!claimed.ok) {
    if (claimed.kind === "forbidden")
      return page(
        { state: "unverified", error: claimed.message, account: reader.email },
        statusOfRefusal(claimed.kind),
      );
    return page({ state: "refused", error: claimed.message }, statusOfRefusal(claimed.kind));
  }
  return page({
    state: claimed.added > 0 ? "added" : "already",
    bookings: claimed.bookings,
    account: reader.email,
  });
}
