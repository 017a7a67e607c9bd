import type { Kysely } from "kysely";
import { formatTravelDate } from "../../../domain/calendar";
import { shortReference } from "../../../domain/booking/reference";
import { site } from "../../../domain/site";
import { systemNow } from "../../platform/clock";
import { siteContacts } from "../../platform/config";
import type { Database } from "../../platform/db/schema";
import { requestLimit, tooManyRequestsSentence } from "../../platform/http/rate-limiters";
import { LIMITS } from "../../platform/limits";
import { logger } from "../../platform/logger";
import { getMailer, type Mailer } from "../../platform/mail";
import { detailsText, greetingFor, layout, type MailContent } from "../../platform/mail/templates";
import { refused, type Refusal } from "../../platform/refusal";
import { payLinkLastDay, payPagePath } from "./pay-link";

/**
 * "Email me a fresh link": an expired or unknown pay link's page asks for a new one. The link goes
 * to the email address on the booking, never to one typed in, and the answer is the same sentence
 * whether the booking exists or not, so the form tells nobody which ids are bookings. Counted per
 * client address and per booking id (known or not) in platform/limits.ts.
 */
export const FRESH_PAY_LINK_SENT =
  "If this is one of our bookings, a fresh payment link is on its way to the email address on it. It arrives within a few minutes; check your spam folder too.";

export type FreshPayLinkOutcome = { kind: "sent"; message: string } | Refusal<"limited">;

const perAddress = requestLimit(LIMITS.payLinksPerAddress);
const perBooking = requestLimit(LIMITS.payLinksPerBooking);

export async function sendFreshPayLink(
  db: Kysely<Database>,
  request: { bookingId: string; clientAddress: string; now?: Date },
  mailer: Mailer = getMailer(),
): Promise<FreshPayLinkOutcome> {
  const now = request.now ?? systemNow();
  const addressWait = await perAddress.take(request.clientAddress);
  if (addressWait !== null)
    return refused("limited", tooManyRequestsSentence(addressWait, " from here"), addressWait);
  const bookingId = request.bookingId.slice(0, 64);
  const bookingWait = await perBooking.take(bookingId);
  if (bookingWait !== null)
    return refused(
      "limited",
      tooManyRequestsSentence(bookingWait, " for this booking"),
      bookingWait,
    );
  const booking = await db
    .selectFrom("bookings")
    .select(["id", "client_email", "client_name", "adventure_type", "booking_date"])
    .where("id", "=", bookingId)
    .executeTakeFirst();
  // An erased booking's address (`…@erased.invalid`) reaches nobody.
  if (booking && !booking.client_email.endsWith(".invalid")) {
    const url = `${siteContacts().siteUrl}${payPagePath(booking, now)}`;
    const mail = freshPayLinkEmail({
      reference: shortReference(booking.id),
      clientName: booking.client_name,
      adventureType: booking.adventure_type,
      bookingDate: booking.booking_date,
      url,
      lastDay: payLinkLastDay(booking.booking_date, now),
    });
    await mailer.send({ to: booking.client_email, fromOperator: true, ...mail });
    logger.info({ bookingId: booking.id }, "fresh pay link mailed");
  }
  return { kind: "sent", message: FRESH_PAY_LINK_SENT };
}

/** The mail with the fresh link: the booking as the site knows it, and until when the link works. */
export function freshPayLinkEmail(input: {
  reference: string;
  /** The name on the booking, for the greeting (decision 0059). */
  clientName: string;
  adventureType: string;
  bookingDate: string;
  url: string;
  lastDay: string;
}): MailContent {
  const intro = `Here is a fresh link to the payment page of your booking ${input.reference}. It shows what is due and every way to pay, and works without signing in.`;
  const details: Array<[string, string]> = [
    ["Reference", input.reference],
    ["Trip", input.adventureType],
    ["Travel date", formatTravelDate(input.bookingDate)],
    ["Link works until", formatTravelDate(input.lastDay)],
  ];
  const footnote =
    "Someone asked for this link on our payment page. If it was not you, ignore this email: the link only lets its holder pay for this booking.";
  const action = "Open the payment page";
  return {
    subject: `Your payment link: ${input.adventureType} (${input.reference})`,
    text: `${greetingFor(input.clientName)}\n\n${intro}\n\n${detailsText(details)}\n\n${action}: ${input.url}\n\n${footnote}\n\n${site.brandName}, ${site.baseAddress}\n`,
    html: layout({
      heading: greetingFor(input.clientName),
      intro,
      details,
      action,
      link: input.url,
      footnote,
    }),
  };
}
