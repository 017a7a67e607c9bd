import type { Kysely } from "kysely";
import { data } from "react-router";
import type { Route } from "./+types/dashboard";
import { tabFrom, type DashboardBooking } from "~/features/dashboard/bookings";
import type { RequestAnswer } from "~/features/dashboard/booking-request-form";
import { signOutAction, requireUser } from "../../server/modules/accounts";
import {
  listBookingsForViewer,
  operatorNotesFor,
  submitTravellerRequest,
  travellerRequestsFor,
  type OperatorNote,
  cancellationQuotesFor,
  refundView,
  type CancellationQuote,
  travellerMoney,
  bookedQuotesOf,
} from "../../server/modules/bookings";
import type { Booking, Database } from "../../server/platform/db/schema";
import { clientIpContext, dbContext } from "../../server/platform/http/request-context";
import { statusOfRefusal } from "../../server/platform/http/refusal-status";
import { logger } from "../../server/platform/logger";
import { departureLinesFor } from "../../server/modules/pricing";
import { findTrip } from "../../server/modules/catalogue";
import { shortReference } from "../../domain/booking/reference";
import { tripPdfPath } from "../../domain/catalogue/trip-facts";
import {
  latestRequestsByBooking,
  type StoredTravellerRequest,
} from "../../domain/booking/traveller-requests";
import { pick } from "~/lib/pick.server";
import { payTitles } from "~/features/payments/pay-page-model";
import { amountDue, bookingPayable } from "../../server/modules/payments";
import { completenessFor } from "../../server/modules/travellers";
import { showsLines, type QuoteLine } from "../../domain/pricing/quote-lines";
import { NO_STORE } from "../lib/no-store.server";
import { businessToday } from "../../server/platform/clock";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const tab = tabFrom(new URL(request.url).searchParams.get("tab"));
  let bookings: DashboardBooking[] = [];
  let loadError: string | undefined;
  // Each booking on a group departure says whether it runs (decision 0023); none if unreadable.
  let departureLines = Promise.resolve(new Map<string, string>());
  try {
    const db = context.get(dbContext);
    const rows = await listBookingsForViewer(db, {
      userId: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
    });
    departureLines = departureLinesFor(db, rows, businessToday()).catch((error: unknown) => {
      logger.error({ err: error, userId: user.id }, "dashboard departure lines failed");
      return new Map<string, string>();
    });

    const ids = rows.map((row) => row.id);
    const confirmed = rows.filter((row) => row.booking_status === "confirmed");
    const [notes, requests, refunds, money, details, booked] = await Promise.all([
      operatorNotesFor(db, ids),
      travellerRequestsFor(db, ids),
      cancellationQuotesFor(db, rows),
      travellerMoney(db, rows),
      completenessFor(db, confirmed),
      bookedQuotesOf(db, ids),
    ]);
    bookings = await withPayLinks(
      db,
      dashboardBookings(rows, notes, requests, refunds).map((booking) => ({
        ...booking,
        // One account per booking: its card and the summary read the same figures.
        ...money.get(booking.id)!,
        // A party priced per traveller shows its lines as booked (issue 19).
        priceLines: linesShown(booked.get(booking.id)?.lines),
        // "Traveller details: 1 of 3 complete" on each confirmed booking (decision 0031).
        travellerDetails: details.has(booking.id)
          ? {
              ...details.get(booking.id)!,
              path: `/dashboard/bookings/${booking.id}/travellers`,
            }
          : null,
      })),
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
      bookings: withDepartureLines(bookings, await departureLines),
      loadError,
      today: businessToday(),
    },
    // Personal data: never cached by a shared cache or the back-forward cache after sign-out.
    { headers: NO_STORE },
  );
}

/** Each booking as the traveller sees it: its reference, trip links, our notes and their requests. */
function linesShown(lines: QuoteLine[] | undefined): QuoteLine[] | null {
  return lines && showsLines({ lines }) ? lines : null;
}

function dashboardBookings(
  rows: Booking[],
  notes: OperatorNote[],
  requests: StoredTravellerRequest[],
  refunds: ReadonlyMap<string, CancellationQuote>,
): Array<Omit<DashboardBooking, "account">> {
  const latestRequests = latestRequestsByBooking(requests);
  return rows.map((row) => {
    const trip = row.trip_slug ? findTrip(row.trip_slug) : undefined;
    return {
      ...pick(row, [
        "id",
        "adventure_type",
        "booking_status",
        "booking_date",
        "number_of_participants",
        "total_price",
        "special_requirements",
        "created_at",
      ]),
      reference: shortReference(row.id),
      trip: trip ? { pagePath: `/itinerary/${trip.slug}`, pdfPath: tripPdfPath(trip) } : null,
      notes: notes
        .filter((note) => note.booking_id === row.id)
        .map((note) => pick(note, ["text", "created_at"])),
      requests: (latestRequests.get(row.id) ?? []).map((item) =>
        pick(item, ["kind", "created_at"]),
      ),
      cancellation: refunds.has(row.id) ? refundView(refunds.get(row.id)!) : null,
    };
  });
}

/** "Pay the deposit / balance" on each booking with something due (issue 16). */
async function withPayLinks(
  db: Kysely<Database>,
  bookings: DashboardBooking[],
): Promise<DashboardBooking[]> {
  return Promise.all(
    bookings.map(async (booking) => {
      const due = await amountDue(db, bookingPayable(booking.id));
      return due
        ? {
            ...booking,
            pay: {
              // Signed in: the page opens for its owner without a pay link's key.
              path: `/booking/${encodeURIComponent(booking.id)}/pay`,
              title: payTitles[due.kind],
              amountMinor: due.amountMinor,
              currency: due.currency,
            },
          }
        : booking;
    }),
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  if (form.get("intent") === "request") {
    const outcome = await submitTravellerRequest(context.get(dbContext), Object.fromEntries(form), {
      userId: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      name: user.name,
    });
    const { retryAfterSeconds, refusalKind, ...shown } = outcome;
    const status = refusalKind ? statusOfRefusal(refusalKind) : 200;
    return data(
      { ...shown, status },
      {
        status,
        headers: retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : undefined,
      },
    );
  }
  if (form.get("intent") !== "signout") {
    // Neither of the page's forms: nothing happens, and the page says so.
    const unknown: RequestAnswer = {
      intent: "request",
      status: 400,
      bookingId: null,
      kind: null,
      notice: {
        tone: "error",
        title: "Nothing was sent",
        description: "This form could not be read. Please reload the page and try again.",
      },
    };
    return data(unknown, { status: 400 });
  }
  const outcome = await signOutAction(request, context.get(clientIpContext));
  if (outcome instanceof Response) return outcome;
  return data(outcome, { status: outcome.status });
}

/** Each booking on a departure with its line: "Guaranteed", "Needs 2 more travellers to run". */
function withDepartureLines(
  bookings: DashboardBooking[],
  lines: ReadonlyMap<string, string>,
): DashboardBooking[] {
  return bookings.map((booking) =>
    lines.has(booking.id) ? { ...booking, departureLine: lines.get(booking.id) } : booking,
  );
}
