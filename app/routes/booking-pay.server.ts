import { kenyanTime } from "../../domain/calendar";
import type { Kysely } from "kysely";
import { data, redirect } from "react-router";
import type { Route } from "./+types/booking-pay";
import { getSessionUser } from "../../server/modules/accounts";
import { paymentDetails, siteContacts } from "../../server/platform/config";
import {
  findBookingForViewer,
  bookedQuotesOf,
  receiptBookingIds,
} from "../../server/modules/bookings";
import type { Booking, Database } from "../../server/platform/db/schema";
import {
  paymentProviders,
  checkPayPageKey,
  amountDue,
  bookingPayable,
  recentAttempts,
  sendFreshPayLink,
  startCardPayment,
  startStkPayment,
} from "../../server/modules/payments";
import { howToPay, paymentReference } from "../../domain/payments/how-to-pay";
import { formatKesRate } from "../../domain/money/conversion";
import { maskedMpesaPhone, mpesaPhone } from "../../domain/payments/mpesa-stk";
import type { PayPageView, PayFormAnswer, PayLinkView } from "~/features/payments/pay-page-model";
import { NO_STORE } from "../lib/no-store.server";
import {
  clientIpContext,
  dbContext,
  outboxContext,
} from "../../server/platform/http/request-context";
import { refusalHeaders, statusOfRefusal } from "../../server/platform/http/refusal-status";

/** Booking ids are UUIDs; anything else is no page at all. */
const BOOKING_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Who may pay this booking here: `key`, a valid pay link from a mail (to the booking's address);
 * `owner`, a signed-in traveller who may see the booking; `receipt`, the browser that booked it a
 * moment ago (the booking receipt cookie). Anyone else gets the fresh-link page (`none`), the same
 * for every id, so an id alone tells nothing.
 */
type PayAccess =
  | { kind: "key" | "owner" | "receipt"; booking: Booking; key: string | null }
  | { kind: "none"; reason: PayLinkView["reason"] };

async function payAccess(
  db: Kysely<Database>,
  request: Request,
  bookingId: string,
): Promise<PayAccess> {
  if (!BOOKING_ID.test(bookingId))
    throw data({ message: "This payment page does not exist." }, { status: 404 });
  const key = new URL(request.url).searchParams.get("key");
  const read = () =>
    db.selectFrom("bookings").selectAll().where("id", "=", bookingId).executeTakeFirst();
  if (key && checkPayPageKey(bookingId, key) === "valid") {
    const booking = await read();
    if (booking) return { kind: "key", booking, key };
  }
  const user = await getSessionUser(request);
  const owned = user
    ? await findBookingForViewer(
        db,
        { userId: user.id, email: user.email, emailVerified: user.emailVerified },
        bookingId,
      )
    : undefined;
  if (owned) return { kind: "owner", booking: owned, key: null };
  if (receiptBookingIds(request.headers.get("cookie")).includes(bookingId)) {
    const booking = await read();
    if (booking) return { kind: "receipt", booking, key: null };
  }
  return { kind: "none", reason: key ? "expired" : "missing" };
}

/** The page's own address, with the key the visitor came with, for redirects back to it. */
function pagePath(bookingId: string, key: string | null, extra: Record<string, string> = {}) {
  const params = new URLSearchParams({ ...(key ? { key } : {}), ...extra });
  const query = params.toString();
  return `/booking/${encodeURIComponent(bookingId)}/pay${query ? `?${query}` : ""}`;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const access = await payAccess(db, request, params.id);
  if (access.kind === "none") {
    const view: PayLinkView = { page: "link", bookingId: params.id, reason: access.reason };
    return data<PayPageView | PayLinkView>(view, { headers: NO_STORE });
  }
  const view = await payPageView(db, access, new URL(request.url));
  return data<PayPageView | PayLinkView>(view, { headers: NO_STORE });
}

async function payPageView(
  db: Kysely<Database>,
  access: Extract<PayAccess, { booking: Booking }>,
  url: URL,
): Promise<PayPageView> {
  const { booking } = access;
  const providers = paymentProviders();
  const [due, attempts, booked] = await Promise.all([
    amountDue(db, bookingPayable(booking.id)),
    recentAttempts(db, bookingPayable(booking.id)),
    bookedQuotesOf(db, [booking.id]),
  ]);
  const latestStk = attempts.find((attempt) => attempt.method === "mpesa-stk");
  const latestCard = attempts.find((attempt) => attempt.method === "card");
  const bookingPhone = booking.client_phone ? mpesaPhone(booking.client_phone) : null;
  const cardParam = url.searchParams.get("card");
  return {
    page: "pay",
    bookingId: booking.id,
    key: access.key,
    reference: due?.reference ?? booking.id.slice(0, 8).toUpperCase(),
    tripName: due?.description ?? booking.adventure_type,
    travelDate: booking.booking_date,
    status: booking.booking_status,
    heldUntil: due?.expiresAt ? kenyanTime(due.expiresAt) : null,
    due: due
      ? {
          kind: due.kind,
          dueDate: due.dueDate,
          amountMinor: due.amountMinor,
          currency: due.currency,
          kesAmountMinor: due.kesAmountMinor,
          kesPromptMinor: due.kesPromptMinor,
          kesPrompts: due.kesPrompts,
          kesRate: due.kesRate
            ? { text: formatKesRate(due.kesRate.kesMinorPerUsd), setOn: due.kesRate.setOn }
            : null,
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
    phone: {
      masked: bookingPhone ? maskedMpesaPhone(bookingPhone) : null,
      mayChoose: access.kind !== "receipt",
    },
    prompt:
      latestStk && url.searchParams.get("prompt") === "sent"
        ? {
            state: latestStk.status,
            phone: latestStk.phone ? maskedMpesaPhone(latestStk.phone) : "",
            amountMinor: latestStk.amount_minor,
          }
        : null,
    card:
      cardParam === "cancelled"
        ? "cancelled"
        : cardParam === "paid"
          ? latestCard?.status === "paid"
            ? "paid"
            : "confirming"
          : null,
    whatsappNumber: siteContacts().whatsappNumber,
  };
}

const answer = (body: PayFormAnswer, status: number) => data(body, { status, headers: NO_STORE });

export async function action({ request, params, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  const clientAddress = context.get(clientIpContext);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "fresh-link") {
    if (!BOOKING_ID.test(params.id))
      throw data({ message: "This payment page does not exist." }, { status: 404 });
    const outcome = await sendFreshPayLink(
      db,
      { bookingId: params.id, clientAddress },
      context.get(outboxContext),
    );
    return outcome.kind === "sent"
      ? answer({ intent: "fresh-link", error: "", message: outcome.message, phone: "" }, 200)
      : data<PayFormAnswer>(
          { intent: "fresh-link", error: outcome.message, phone: "" },
          {
            status: statusOfRefusal(outcome.kind),
            headers: { ...NO_STORE, ...refusalHeaders(outcome) },
          },
        );
  }
  const access = await payAccess(db, request, params.id);
  if (access.kind === "none")
    return answer(
      {
        intent: intent === "card" ? "card" : "mpesa",
        error: "This payment link has expired. Ask for a fresh one below.",
        phone: "",
      },
      403,
    );
  const { booking, key } = access;
  if (intent === "mpesa") {
    const phone = String(form.get("phone") ?? "").slice(0, 40);
    const outcome = await startStkPayment(db, paymentProviders(), {
      payable: bookingPayable(booking.id),
      phone,
      mayChoosePhone: access.kind !== "receipt",
      clientAddress,
    });
    if (outcome.status === 200) throw redirect(pagePath(booking.id, key, { prompt: "sent" }), 303);
    return answer({ intent: "mpesa", error: outcome.message, phone }, outcome.status);
  }
  if (intent === "card") {
    const outcome = await startCardPayment(db, paymentProviders(), {
      payable: bookingPayable(booking.id),
      returnUrl: `${siteContacts().siteUrl}${pagePath(booking.id, key)}`,
    });
    if (outcome.status === 200 && outcome.redirectUrl) throw redirect(outcome.redirectUrl, 303);
    return answer({ intent: "card", error: outcome.message, phone: "" }, outcome.status);
  }
  return answer(
    {
      intent: "unknown",
      error: "This form could not be read. Please reload the page and try again.",
      phone: "",
    },
    400,
  );
}
