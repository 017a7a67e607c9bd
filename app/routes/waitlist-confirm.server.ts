import { data } from "react-router";
import type { Route } from "./+types/waitlist-confirm";
import { findTrip } from "../../server/modules/catalogue";
import { confirmWaitlistEntry } from "../../server/modules/departures";
import { NO_STORE } from "../lib/no-store.server";
import { dbContext } from "../../server/platform/http/request-context";
import { statusOfRefusal } from "../../server/platform/http/refusal-status";

/**
 * The link mailed on joining a waitlist (`/waitlist/confirm/<token>`, issue 26 item 9): following
 * it confirms the entry, once; freed seats are held only for confirmed entries. An unknown or
 * lapsed token is a 404, a used one a 410, each with a sentence. The token is a secret: the
 * request log redacts it (request-log.ts loggablePath).
 */
export type WaitlistConfirmPage =
  | { state: "refused"; error: string }
  | {
      state: "confirmed";
      position: number;
      participants: number;
      trip: { slug: string; title: string };
      date: string;
    };

export async function loader({ params, context }: Route.LoaderArgs) {
  const confirmed = await confirmWaitlistEntry(context.get(dbContext), params.token);
  if (!confirmed.ok)
    return data<WaitlistConfirmPage>(
      { state: "refused", error: confirmed.message },
      { status: statusOfRefusal(confirmed.kind), headers: NO_STORE },
    );
  const { tripSlug, date } = confirmed.departure;
  return data<WaitlistConfirmPage>(
    {
      state: "confirmed",
      position: confirmed.position,
      participants: confirmed.participants,
      trip: { slug: tripSlug, title: findTrip(tripSlug)?.title ?? tripSlug },
      date,
    },
    { headers: NO_STORE },
  );
}
