import { data } from "react-router";
import type { Route } from "./+types/dashboard";
import { tabFrom, type DashboardBooking } from "~/features/dashboard/bookings";
import { signOutAction } from "../../server/auth/actions";
import { requireUser } from "../../server/auth/session";
import { getDb } from "../../server/db";
import { listBookingsForViewer } from "../../server/db/bookings";
import { clientIpContext } from "../../server/http/request-context";
import { logger } from "../../server/logger";
import { isoDate } from "../../domain/calendar";
import { pick } from "~/lib/pick.server";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const tab = tabFrom(new URL(request.url).searchParams.get("tab"));
  let bookings: DashboardBooking[] = [];
  let loadError: string | undefined;
  try {
    const rows = await listBookingsForViewer(getDb().db, {
      userId: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
    });
    bookings = rows.map((row) =>
      pick(row, [
        "id",
        "adventure_type",
        "booking_status",
        "booking_date",
        "number_of_participants",
        "total_price",
        "special_requirements",
        "created_at",
      ]),
    );
  } catch (error) {
    logger.error({ err: error, userId: user.id }, "dashboard bookings query failed");
    // The detail stays in the log; the visitor gets a sentence without SQL in it.
    loadError = "our booking records are temporarily unavailable. Please try again in a moment.";
  }
  return data(
    {
      greetingName: user.name.trim() || user.email,
      tab,
      bookings,
      loadError,
      today: isoDate(new Date()),
    },
    // Personal data: never cached by a shared cache or the back-forward cache after sign-out.
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request);
  const outcome = await signOutAction(request, context.get(clientIpContext));
  if (outcome instanceof Response) return outcome;
  return data(outcome, { status: outcome.status });
}
