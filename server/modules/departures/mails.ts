import { formatTravelDate } from "../../../domain/calendar";
import { site } from "../../../domain/site";
import {
  claimText,
  detailsText,
  greetingFor,
  layout,
  type MailClaim,
  type MailContent,
} from "../../platform/mail/templates";
import { partySizeText } from "../../../domain/booking/party";
import { confirmedTravellersText } from "../../../domain/departures/departure-admin";
import { travellersNeeded } from "../../../domain/departures/departures";

/**
 * The departure mails (issue 15). To travellers: only what the site knows (trip, date, party,
 * reference) and the operator's own words (a cancellation reason); never text a visitor typed.
 */

/** A traveller's booking on a departure, as the mails show it. */
export interface DepartureBookingSummary {
  reference: string;
  tripTitle: string;
  tripSlug: string;
  date: string;
  participants: number;
  /** The name on the booking, for the greeting (decision 0059). */
  clientName: string;
  /** The booking's claim link (decision 0049), when it is nobody's account's yet. */
  claim?: MailClaim | null;
}

function bookingDetails(booking: DepartureBookingSummary): Array<[string, string]> {
  return [
    ["Reference", booking.reference],
    ["Trip", booking.tripTitle],
    ["Date", formatTravelDate(booking.date)],
    ["Participants", String(booking.participants)],
  ];
}

function travellerMail(
  subject: string,
  intro: string,
  details: Array<[string, string]>,
  action: { label: string; link: string },
  footnote: string,
  booking: Pick<DepartureBookingSummary, "clientName" | "claim">,
): MailContent {
  const greeting = greetingFor(booking.clientName);
  const claim = booking.claim ?? null;
  return {
    subject,
    text: `${greeting}\n\n${intro}\n\n${detailsText(details)}\n\n${action.label}: ${action.link}\n\n${claimText(claim)}${footnote}\n\n${site.brandName}, ${site.baseAddress}\n`,
    html: layout({
      heading: greeting,
      intro,
      details,
      action: action.label,
      link: action.link,
      footnote,
      claim,
    }),
  };
}

/** To each traveller on a departure once it reaches its minimum: it will run. */
export function departureGuaranteedEmail(
  booking: DepartureBookingSummary,
  siteUrl: string,
): MailContent {
  return travellerMail(
    `Your departure is guaranteed: ${booking.tripTitle} on ${formatTravelDate(booking.date)}`,
    `Good news: enough travellers have booked ${booking.tripTitle} on ${formatTravelDate(booking.date)}, so this departure is guaranteed to run. Your guide will be in touch before departure with the meeting point and packing details.`,
    bookingDetails(booking),
    { label: "See my bookings", link: `${siteUrl}/dashboard` },
    "Questions? Reply to this email or message us on WhatsApp.",
    booking,
  );
}

/** The traveller's three ways on from a cancelled departure, in the order the mail offers them. */
export const cancelledDepartureOptions = [
  "Another date: choose another departure of this trip and we move your booking to it.",
  "A private date: your own trip on a date you choose, at the private price.",
  "A full refund of everything you have paid.",
] as const;

/** To each traveller on a departure the operator cancelled: why, and their options. */
export function departureCancelledEmail(
  booking: DepartureBookingSummary,
  reason: string,
  siteUrl: string,
): MailContent {
  const options = cancelledDepartureOptions.map((option, index) => `${index + 1}. ${option}`);
  return travellerMail(
    `Your departure was cancelled: ${booking.tripTitle} on ${formatTravelDate(booking.date)}`,
    `We are sorry: we have had to cancel the departure of ${booking.tripTitle} on ${formatTravelDate(booking.date)}, and your booking on it is cancelled. Reply to this email with the option you prefer and we will arrange it.`,
    [
      ...bookingDetails(booking),
      ["Why it was cancelled", reason],
      ["Your options", options.join("\n")],
    ],
    { label: "See other dates", link: `${siteUrl}/itinerary/${booking.tripSlug}` },
    "Nothing more is charged for a cancelled departure.",
    booking,
  );
}

/** To a traveller the operator moved to another departure of the same trip. */
export function departureMovedEmail(
  booking: DepartureBookingSummary,
  fromDate: string,
  siteUrl: string,
): MailContent {
  return travellerMail(
    `Your trip has a new date: ${booking.tripTitle} on ${formatTravelDate(booking.date)}`,
    `The departure of ${booking.tripTitle} on ${formatTravelDate(fromDate)} did not reach the travellers it needs to run, so we have moved your booking to the departure on ${formatTravelDate(booking.date)}. If that date does not suit you, reply to this email and we will find another way.`,
    [...bookingDetails(booking), ["Previous date", formatTravelDate(fromDate)]],
    { label: "See my bookings", link: `${siteUrl}/dashboard` },
    "Your seats on the new departure are held for you.",
    booking,
  );
}

/** To a traveller whose departure now runs as their own private trip. */
export function privateTripEmail(
  booking: DepartureBookingSummary,
  prices: { before: string; after: string },
  siteUrl: string,
): MailContent {
  return travellerMail(
    `Your trip runs as a private trip: ${booking.tripTitle} on ${formatTravelDate(booking.date)}`,
    `The departure of ${booking.tripTitle} on ${formatTravelDate(booking.date)} did not reach the travellers it needs to run as a group, so we will run it for your party as a private trip on the same date. The total is now ${prices.after} (it was ${prices.before}). If you would rather not, reply to this email and we will find another way.`,
    [...bookingDetails(booking), ["Total before", prices.before], ["Total now", prices.after]],
    { label: "See my bookings", link: `${siteUrl}/dashboard` },
    "Nothing is charged until you confirm.",
    booking,
  );
}

/** One departure the operator must decide about, as their alert shows it. */
export interface DecisionAlert {
  tripTitle: string;
  date: string;
  minimumToRun: number;
  seatsTaken: number;
  seatsConfirmed: number;
  travellers: ReadonlyArray<{ reference: string; name: string; participants: number }>;
  adminUrl: string;
}

/** To the operator, once per departure that has not reached its minimum by its decision day. */
export function decisionDayAlertEmail(alert: DecisionAlert): MailContent {
  const needed = travellersNeeded(alert);
  const intro = `${alert.tripTitle} on ${formatTravelDate(alert.date)}: ${confirmedTravellersText(alert)}, and today is its decision day. Confirming a request on its booking page counts toward the minimum. For each other booking, choose on the departure's page: move it to another departure, run it as a private trip at the private price, or cancel it. Each traveller is emailed.`;
  const details: Array<[string, string]> = [
    ["Trip", alert.tripTitle],
    ["Date", formatTravelDate(alert.date)],
    [
      "Travellers",
      `${alert.seatsConfirmed} confirmed, ${alert.seatsTaken} booked, ${alert.minimumToRun} needed`,
    ],
    ...alert.travellers.map((traveller): [string, string] => [
      traveller.reference,
      `${traveller.name}, ${partySizeText(traveller.participants)}`,
    ]),
  ];
  return {
    subject: `Decide today: ${alert.tripTitle} on ${formatTravelDate(alert.date)} needs ${needed} more ${needed === 1 ? "traveller" : "travellers"}`,
    text: `${intro}\n\n${detailsText(details)}\n\nDecide: ${alert.adminUrl}\n`,
    html: layout({
      heading: "A departure needs your decision",
      intro,
      details,
      action: "Decide on the departure's page",
      link: alert.adminUrl,
      footnote: `Sent by ${site.brandName}'s booking site.`,
    }),
  };
}
