import type { Kysely } from "kysely";
import { data, redirect } from "react-router";
import type { Route } from "./+types/booking-pay";
import { getSessionUser } from "../../server/modules/accounts";
import { paymentDetails, siteContacts } from "../../server/platform/config";
import { findBookingForViewer, bookedQuotesOf } from "../../server/modules/bookings";
import type { Booking, Database } from "../../server/platform/db/schema";
import {
  paymentProviders,
  isPayPageKey,
  payPageKey,
  amountDue,
  recentAttempts,
  startCardPayment,
  startStkPayment,
} from "../../server/modules/payments";
import { howToPay, paymentReference } from "../../domain/payments/how-to-pay";
import { displayMpesaPhone } from "../../domain/payments/mpesa-stk";
import type { PayPageView, PayFormAnswer } from "~/features/payments/pay-page-model";
import { NO_STORE } from "../lib/no-store.server";
import { dbContext } from "../../server/platform/http/request-context";

/**
 * The booking this request may pay: the pay link's key (from the mail) or a signed-in traveller
 * who may see the booking. Anything else is a 404, so an id alone tells nothing.
 */
async function payableBooking(
  db: Kysely<Database>,
  request: Request,
  bookingId: string,
): Promise<Booking> {
  const key = new URL(request.url).searchParams.get("key");
  if (isPayPageKey(bookingId, key)) {
    const booking = await db
      .selectFrom("bookings")
      .selectAll()
      .where("id", "=", bookingId)
      .executeTakeFirst();
    if (booking) return booking;
  }
  const user = await getSessionUser(request);
  const booking = user
    ? await findBookingForViewer(
        db,
        { userId: user.id, email: user.email, emailVerified: user.emailVerified },
        bookingId,
      )
    : undefined;
  if (!booking) throw data({ message: "This payment page does not exist." }, { status: 404 });
  return booking;
}

/** The page's own address with its key, for redirects back to it. */
function pagePath(bookingId: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ key: payPageKey(bookingId), ...extra });
  return `/booking/${encodeURIComponent(bookingId)}/pay?${params}`;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const booking = await payableBooking(db, request, params.id);
  const providers = paymentProviders();
  const [due, attempts, booked] = await Promise.all([
    amountDue(db, booking.id),
    recentAttempts(db, booking.id),
    bookedQuotesOf(db, [booking.id]),
  ]);
  const url = new URL(request.url);
  const latestStk = attempts.find((attempt) => attempt.method === "mpesa-stk");
  const latestCard = attempts.find((attempt) => attempt.method === "card");
  const view: PayPageView = {
    bookingId: booking.id,
    key: payPageKey(booking.id),
    reference: due?.reference ?? booking.id.slice(0, 8).toUpperCase(),
    tripName: due?.tripName ?? booking.adventure_type,
    travelDate: booking.booking_date,
    status: booking.booking_status,
    due: due
      ? {
          kind: due.kind,
          dueDate: due.dueDate,
          amountMinor: due.amountMinor,
          currency: due.currency,
          kesAmountMinor: due.kesAmountMinor,
        }
      : null,
    adjustments: booked
      .get(booking.id)!
      .lines.filter((line) => line.kind === "adjustment")
      .map(({ label, amountMinor, currency }) => ({ label, amountMinor, currency })),
    methods: {
      mpesa: Boolean(providers.mpesa && due?.kesAmountMinor),
      card: Boolean(providers.card && due),
    },
    otherMethods: howToPay(paymentDetails(), paymentReference(booking.id)),
    prompt:
      latestStk && url.searchParams.get("prompt") === "sent"
        ? {
            state: latestStk.status,
            phone: latestStk.phone ? displayMpesaPhone(latestStk.phone) : "",
            amountMinor: latestStk.amount_minor,
          }
        : null,
    card:
      url.searchParams.get("card") === "cancelled"
        ? "cancelled"
        : url.searchParams.get("card") === "paid"
          ? latestCard?.status === "paid"
            ? "paid"
            : "confirming"
          : null,
    whatsappNumber: siteContacts().whatsappNumber,
  };
  return data(view, { headers: NO_STORE });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  const booking = await payableBooking(db, request, params.id);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "mpesa") {
    const phone = String(form.get("phone") ?? "").slice(0, 40);
    const outcome = await startStkPayment(db, paymentProviders(), {
      bookingId: booking.id,
      phone,
    });
    if (outcome.status === 200) throw redirect(pagePath(booking.id, { prompt: "sent" }), 303);
    const answer: PayFormAnswer = { intent: "mpesa", error: outcome.message, phone };
    return data(answer, { status: outcome.status, headers: NO_STORE });
  }
  if (intent === "card") {
    const outcome = await startCardPayment(db, paymentProviders(), {
      bookingId: booking.id,
      returnUrl: `${siteContacts().siteUrl}${pagePath(booking.id)}`,
    });
    if (outcome.status === 200 && outcome.redirectUrl) throw redirect(outcome.redirectUrl, 303);
    const answer: PayFormAnswer = { intent: "card", error: outcome.message, phone: "" };
    return data(answer, { status: outcome.status, headers: NO_STORE });
  }
  const answer: PayFormAnswer = {
    intent: "unknown",
    error: "This form could not be read. Please reload the page and try again.",
    phone: "",
  };
  return data(answer, { status: 400, headers: NO_STORE });
}
