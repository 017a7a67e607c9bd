import { site } from "../../../domain/site";
import { formatTravelDate } from "../../../domain/calendar";
import { totalsOf, type QuoteTotal } from "../../../domain/pricing/quote-lines";
import type { PriceChange } from "../../../domain/booking/price-change";
import { formatMoney } from "../../../domain/money/format";
import {
  cancellationPolicySentences,
  cancellationPolicyTitle,
} from "../../../domain/payments/cancellation-policy";
import { partySizeText } from "../../../domain/booking/party";
import { claimAction, claimMailSentence } from "../../../domain/booking/claim-link";

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /**
   * Where a reply goes: the traveller's address, on the operator's notifications only, so the
   * operator answers with one click. Never on a mail to a visitor (issue 13: a visitor types the
   * address, so a Reply-To there would let anyone route our mail's answers); the outbox drops it
   * on any mail that is not to the operator.
   */
  replyTo?: string;
}

/** Everything user-supplied goes through this before it reaches an HTML email. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );
}

/** Long words, numbers and links break where they must rather than widen the mail. */
const WRAP = "overflow-wrap:anywhere;word-break:break-word";

/**
 * A plain, branded layout (used by every module's mails): one column, inline styles only (mail
 * clients drop <style> and classes), a real button plus the raw link for clients that block
 * buttons. Fluid (issue 28): the card is at most 560 px and otherwise the screen's width, the
 * details table is laid out to that width (`table-layout:fixed`) and every cell wraps, so a
 * 360 px phone reads the Paybill number and the amounts without scrolling sideways.
 */
export function layout({
  heading,
  intro,
  action,
  link,
  footnote,
  details = [],
  sections = [],
  claim = null,
  payLinks = [],
  message = null,
}: {
  heading: string;
  intro: string;
  /** A person's own words below the intro (the operator's reply), line breaks kept. */
  message?: string | null;
  action: string;
  link: string;
  footnote: string;
  /** Label / value rows shown as a table above the button (booking summaries). */
  details?: Array<[string, string]>;
  /** Headed lists below the button (the cancellation policy). */
  sections?: MailSection[];
  /** The booking's claim link (decision 0049), above the footnote. */
  claim?: MailClaim | null;
  /** Pay links (decision 0056), each a button above the main action. */
  payLinks?: readonly MailPayLink[];
}): string {
  const safeLink = escapeHtml(link);
  const detailRows = details
    .map(
      ([label, value]) =>
        `<tr><td width="38%" style="width:38%;padding:6px 12px 6px 0;font-size:14px;color:#5b4f45;vertical-align:top;${WRAP}">${escapeHtml(label)}</td><td style="padding:6px 0;font-size:15px;vertical-align:top;white-space:pre-wrap;${WRAP}">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const detailTable = details.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 24px;width:100%;table-layout:fixed;border-top:1px solid #e7ddcc">${detailRows}</table>`
    : "";
  const sectionBlocks = sections
    .map(
      (section) =>
        `<h2 style="margin:0 0 8px;font-size:16px;color:#143624">${escapeHtml(section.heading)}</h2><ul style="margin:0 0 24px;padding-left:20px;font-size:14px;line-height:1.5;${WRAP}">${section.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`,
    )
    .join("");
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:0;background:#fbf8f3;font-family:Arial,Helvetica,sans-serif;color:#2a211b;-webkit-text-size-adjust:100%">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="width:100%;background:#fbf8f3">
    <tr><td align="center" style="padding:16px 8px">
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border:1px solid #e7ddcc;border-radius:12px">
        <tr><td style="background:#1b4530;color:#ffffff;padding:18px 20px;border-radius:12px 12px 0 0;font-size:20px;font-weight:bold;${WRAP}">${escapeHtml(site.brandName)}</td></tr>
        <tr><td style="padding:20px;${WRAP}">
          <h1 style="margin:0 0 16px;font-size:22px;color:#143624;${WRAP}">${escapeHtml(heading)}</h1>
          <p style="margin:0 0 24px;font-size:16px;line-height:1.5;${WRAP}">${escapeHtml(intro)}</p>
          ${message ? `<p style="margin:0 0 24px;font-size:16px;line-height:1.5;white-space:pre-wrap;${WRAP}">${escapeHtml(message)}</p>` : ""}
          ${detailTable}
          ${payLinksHtml(payLinks)}
          <p style="margin:0 0 24px"><a href="${safeLink}" style="display:inline-block;max-width:100%;box-sizing:border-box;background:#23573a;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 22px;border-radius:8px">${escapeHtml(action)}</a></p>
          <p style="margin:0 0 8px;font-size:14px;line-height:1.5">If the button does not work, copy this link into your browser:</p>
          <p style="margin:0 0 24px;font-size:14px;word-break:break-all"><a href="${safeLink}" style="color:#23573a">${safeLink}</a></p>
          ${sectionBlocks}
          ${claimHtml(claim)}
          <p style="margin:0;font-size:13px;color:#5b4f45;line-height:1.5;${WRAP}">${escapeHtml(footnote)}</p>
        </td></tr>
        <tr><td style="padding:16px 20px;border-top:1px solid #e7ddcc;font-size:12px;color:#5b4f45;${WRAP}">${escapeHtml(site.brandName)} &middot; ${escapeHtml(site.baseAddress)}</td></tr>
      </table>
    </td></tr>
  </table>
</body>
</html>`;
}

/**
 * "Add this booking to your account" (decision 0049): every booking mail to the booking's address
 * carries it, in the text and the HTML part alike, through these two helpers. `count`: how many
 * bookings the link names (a cart's request names each of its trips).
 */
export interface MailClaim {
  url: string;
  count: number;
}

/** The claim link's lines in a text mail, ending with a blank line; nothing without a link. */
export function claimText(claim: MailClaim | null | undefined): string {
  if (!claim) return "";
  return `${claimAction(claim.count)}: ${claim.url}\n${claimMailSentence(claim.count)}\n\n`;
}

function claimHtml(claim: MailClaim | null): string {
  if (!claim) return "";
  const url = escapeHtml(claim.url);
  return `<p style="margin:0 0 8px;font-size:14px;line-height:1.5"><a href="${url}" style="color:#23573a;font-weight:bold">${escapeHtml(claimAction(claim.count))}</a></p>
          <p style="margin:0 0 24px;font-size:13px;color:#5b4f45;line-height:1.5">${escapeHtml(claimMailSentence(claim.count))} <span style="word-break:break-all">${url}</span></p>`;
}

/**
 * A booking's one-tap pay link (decision 0056): every mail that asks for money carries one per
 * booking it names. `label` says what it opens ("Pay the deposit: $510"), `url` the signed link.
 */
export interface MailPayLink {
  label: string;
  url: string;
}

/** The pay links' lines in a text mail, ending with a blank line; nothing without links. */
export function payLinksText(links: readonly MailPayLink[] | undefined): string {
  if (!links?.length) return "";
  return `${links.map((link) => `${link.label}: ${link.url}`).join("\n")}\n\n`;
}

/** Each link a button that wraps on a narrow screen, with its address beneath (it breaks anywhere). */
function payLinksHtml(links: readonly MailPayLink[]): string {
  return links
    .map((link) => {
      const url = escapeHtml(link.url);
      return `<p style="margin:0 0 6px"><a href="${url}" style="display:inline-block;max-width:100%;box-sizing:border-box;background:#23573a;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 22px;border-radius:8px">${escapeHtml(link.label)}</a></p>
          <p style="margin:0 0 20px;font-size:12px;color:#5b4f45;word-break:break-all">${url}</p>`;
    })
    .join("");
}

/** A headed list in a mail: the heading, then one bullet per line. */
export interface MailSection {
  heading: string;
  lines: string[];
}

export function sectionsText(sections: readonly MailSection[]): string {
  return sections
    .map(
      (section) =>
        `${section.heading}:\n${section.lines.map((line) => `- ${line}`).join("\n")}\n\n`,
    )
    .join("");
}

/** The cancellation policy's tiers, worded once (domain/payments/cancellation-policy.ts). */
export function cancellationPolicySection(): MailSection {
  return { heading: cancellationPolicyTitle, lines: cancellationPolicySentences() };
}

/**
 * Mails to visitors carry no text a visitor typed (issue 13): anyone can type anyone's address
 * into a form, and our mail must not carry their words or links to it. So visitors are shown only
 * what the site itself knows (trip, date, price, reference); the operator's notification carries
 * everything. A mail about a booking greets its traveller by name all the same (decision 0059),
 * through greetingFor: one word of letters cannot carry a link or a sentence.
 */
export const GREETING = "Hello,";

/**
 * "Hello Amina,": the first word of the name on the booking, when it is a plain name (letters,
 * with an apostrophe or a hyphen, at most 30); otherwise, and without a name, "Hello,".
 */
export function greetingFor(name: string | null | undefined): string {
  const first = name?.trim().split(/\s+/)[0] ?? "";
  return /^\p{L}[\p{L}\p{M}'’-]{0,29}$/u.test(first) ? `Hello ${first},` : GREETING;
}

/** An account mail's link, and the account's name for the greeting (decision 0059) when known. */
export interface AccountLink {
  url: string;
  name?: string | null;
}

/** A mail with one link to open (confirm an address, choose a password), to an account's address. */
function accountLinkEmail(
  { url, name }: AccountLink,
  texts: { subject: string; intro: string; action: string; footnote: string },
): MailContent {
  const greeting = greetingFor(name);
  const { subject, intro, action, footnote } = texts;
  return {
    subject,
    text: `${greeting}\n\n${intro}\n\n${action}: ${url}\n\n${footnote}\n\n${site.brandName}, ${site.baseAddress}\n`,
    html: layout({ heading: greeting, intro, action, link: url, footnote }),
  };
}

export function verificationEmail(link: AccountLink): MailContent {
  return accountLinkEmail(link, {
    subject: `Confirm your email for ${site.brandName}`,
    intro: `Welcome to ${site.brandName}! Please confirm your email address so we can link your bookings to your account.`,
    action: "Confirm my email",
    footnote:
      "The link is valid for 24 hours. If you did not create an account, you can ignore this email.",
  });
}

export function passwordResetEmail(link: AccountLink): MailContent {
  return accountLinkEmail(link, {
    subject: `Reset your ${site.brandName} password`,
    intro: `Someone (hopefully you) asked to reset the password of your ${site.brandName} account.`,
    action: "Choose a new password",
    footnote:
      "The link is valid for 1 hour and works once. If you did not ask for this, ignore this email: your password stays the same.",
  });
}

export interface BookingSummary {
  reference: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string | null;
  adventureType: string;
  bookingDate: string;
  participants: number;
  pricePerPerson: number;
  totalPrice: number;
  specialRequirements: string | null;
  /** The price as lines and a total per currency, for a party priced per traveller (issue 19). */
  priceLines?: Array<[string, string]>;
  /** That party's totals, one per currency (a party in KES, park fees), for a cart's sum. */
  totals?: QuoteTotal[];
}

/** A booking as its traveller's mails show it: only what the site computed or chose. */
function visitorBookingDetails(
  booking: BookingSummary,
  formatUsd: (amount: number) => string,
): Array<[string, string]> {
  return [
    ["Reference", booking.reference],
    ["Trip", booking.adventureType],
    ["Date", formatTravelDate(booking.bookingDate)],
    ["Participants", String(booking.participants)],
    ...(booking.priceLines ?? [
      ["Price per person", formatUsd(booking.pricePerPerson)],
      ["Total", formatUsd(booking.totalPrice)],
    ]),
  ];
}

export function detailsText(details: Array<[string, string]>): string {
  return details.map(([label, value]) => `${label}: ${value}`).join("\n");
}

/** The rows of several trips: each trip's rows, a blank row between trips, and the sum when there are several. */
function tripsDetails(
  bookings: readonly BookingSummary[],
  rowsOf: (booking: BookingSummary) => Array<[string, string]>,
  formatUsd: (amount: number) => string,
): Array<[string, string]> {
  const rows = bookings.flatMap((booking, index): Array<[string, string]> => [
    ...(bookings.length > 1
      ? [[`Trip ${index + 1} of ${bookings.length}`, ""] satisfies [string, string]]
      : []),
    ...rowsOf(booking),
  ]);
  if (bookings.length > 1) {
    // One sum per currency: residents' and citizens' lines are in KES (issue 19).
    const sums = totalsOf(
      bookings.flatMap(
        (booking) =>
          booking.totals ?? [{ currency: "USD" as const, amountMinor: booking.totalPrice * 100 }],
      ),
    );
    if (sums.length === 1 && sums[0]!.currency === "USD")
      rows.push([
        "Total, all trips",
        formatUsd(bookings.reduce((sum, booking) => sum + booking.totalPrice, 0)),
      ]);
    else
      for (const sum of sums)
        rows.push([
          `Total, all trips, in ${sum.currency}`,
          formatMoney(sum.amountMinor, sum.currency),
        ]);
  }
  return rows;
}

function tripsTopic(bookings: readonly BookingSummary[]): string {
  return bookings.length === 1 ? bookings[0]!.adventureType : `${bookings.length} trips`;
}

/**
 * To the traveller, once per request (a cart of several trips is one request): every trip with
 * its reference, and what happens next and by when.
 */
export function bookingReceivedEmail(
  bookings: readonly BookingSummary[],
  siteUrl: string,
  formatUsd: (amount: number) => string,
  claim: MailClaim | null = null,
  /** Each booking's pay link (decision 0056): its page shows the request's state and how to pay once confirmed. */
  payLinks: readonly MailPayLink[] = [],
  /** Booked at checkout to be paid now (decision 0055): when the seats stop being held, in Kenyan time. */
  heldUntil: string | null = null,
): MailContent {
  const several = bookings.length > 1;
  const greeting = greetingFor(bookings[0]?.clientName);
  const intro = heldUntil
    ? `Thank you for booking. Your seats are held until ${heldUntil} while you pay the deposit: your booking is confirmed the moment it is paid. If the payment does not reach us by then, the seats go back on sale and nothing is charged.`
    : `Thank you for your booking request${several ? ` for ${bookings.length} trips` : ""}. We'll contact you within ${site.responsePromiseHours} hours to confirm availability and the final price. Nothing is charged until you confirm.`;
  const footnote = `Quote your reference${several ? "s" : ""} when you write to us. ${several ? "These are the prices" : "This is the price"} the site showed you and stored with your request. If we ever need to change one when we confirm, we tell you the new price and why before you pay. Your contact details and special requirements reached our team with the request.`;
  const details = tripsDetails(
    bookings,
    (booking) => visitorBookingDetails(booking, formatUsd),
    formatUsd,
  );
  const sections = [cancellationPolicySection()];
  return {
    subject: heldUntil
      ? `Your seats are held: pay the deposit to confirm ${tripsTopic(bookings)}`
      : `We received your booking request${several ? "s" : ""}: ${tripsTopic(bookings)}`,
    text: `${greeting}\n\n${intro}\n\n${detailsText(details)}\n\n${payLinksText(payLinks)}Your bookings: ${siteUrl}/dashboard\n\n${sectionsText(sections)}${claimText(claim)}${footnote}\n\n${site.brandName}, ${site.baseAddress}\n`,
    html: layout({
      heading: greeting,
      intro,
      details,
      action: "See my bookings",
      link: `${siteUrl}/dashboard`,
      footnote,
      sections,
      claim,
      payLinks,
    }),
  };
}

/** To the operator, once per request: every trip to confirm within the 24-hour promise, and the traveller's details. */
export function bookingNotificationEmail(
  bookings: readonly BookingSummary[],
  siteUrl: string,
  formatUsd: (amount: number) => string,
): MailContent {
  const first = bookings[0]!;
  const several = bookings.length > 1;
  const intro = `A new booking request${several ? ` for ${bookings.length} trips` : ""} arrived. The traveller was promised an answer within ${site.responsePromiseHours} hours.`;
  const tripRows = tripsDetails(
    bookings,
    (booking) => visitorBookingDetails(booking, formatUsd),
    formatUsd,
  );
  // The traveller's details are the same for every trip of one request: shown once.
  const details: Array<[string, string]> = [
    ...tripRows,
    ["Name", first.clientName],
    ["Email", first.clientEmail],
    ["Phone", first.clientPhone ?? "Not provided"],
    ...bookings.map((booking): [string, string] => [
      several ? `Special requirements (${booking.reference})` : "Special requirements",
      booking.specialRequirements ?? "None",
    ]),
  ];
  const topic = several
    ? `${bookings.length} trips from ${first.bookingDate}`
    : `${first.adventureType} on ${first.bookingDate} (${partySizeText(first.participants)})`;
  const reply = `mailto:${first.clientEmail}?subject=${encodeURIComponent(`Your booking request: ${tripsTopic(bookings)}`)}`;
  return {
    replyTo: first.clientEmail,
    subject: `New booking request: ${topic}`,
    text: `${intro}\n\n${detailsText(details)}\n\nReply to ${first.clientEmail}\n`,
    html: layout({
      heading: "New booking request",
      intro,
      details,
      action: `Reply to ${first.clientName}`,
      link: reply,
      footnote: `Sent by ${siteUrl}.`,
    }),
  };
}

export type BookingStatusMailKind = "confirmed" | "cancelled" | "completed";

/** What the operator said with a status change: all of it the operator's own text. */
export interface BookingStatusMailChange {
  /** An optional note to the traveller. */
  note: string | null;
  /** Why the booking was cancelled, or why the final price differs from the estimate. */
  reason: string | null;
  /**
   * Set when the operator confirmed at a final total other than what the booking owed: both in
   * minor units of the booking's ledger currency (decision 0038).
   */
  priceChange: PriceChange | null;
  /** On confirmation: what is due, by when and how to pay (issue 16), as detail rows. */
  payment?: Array<[string, string]>;
  /** On confirmation: the booking's pay link (decision 0056). */
  payLinks?: readonly MailPayLink[];
}

export const noStatusMailChange: BookingStatusMailChange = {
  note: null,
  reason: null,
  priceChange: null,
};

/**
 * To the traveller when the operator confirms, cancels or completes their booking. A completed
 * booking's mail is also its review request, the same for every traveller (`reviewUrl`, the
 * booking's personal review link; decision 0030).
 */
/** A status mail's rows: the booking, the price change, the operator's words, what is due. */
function statusMailDetails(
  kind: BookingStatusMailKind,
  booking: BookingSummary,
  { note, reason, priceChange, payment }: BookingStatusMailChange,
  formatUsd: (amount: number) => string,
): Array<[string, string]> {
  // The note and the reason are the operator's own text; everything else is what the site knows.
  const summary = visitorBookingDetails(booking, formatUsd);
  const details: Array<[string, string]> = priceChange
    ? [
        ...summary.filter(([label]) => label !== "Total"),
        ["Estimated total", formatMoney(priceChange.estimateMinor, priceChange.currency)],
        ["Final total", formatMoney(priceChange.finalMinor, priceChange.currency)],
        ...(reason ? ([["Why the price changed", reason]] as Array<[string, string]>) : []),
      ]
    : summary;
  if (kind === "cancelled" && reason) details.push(["Why it was cancelled", reason]);
  if (note) details.push(["Note from us", note]);
  if (kind === "confirmed" && payment) details.push(...payment);
  return details;
}

export function bookingStatusEmail(
  kind: BookingStatusMailKind,
  booking: BookingSummary,
  change: BookingStatusMailChange,
  siteUrl: string,
  formatUsd: (amount: number) => string,
  reviewUrl?: string,
  claim: MailClaim | null = null,
): MailContent {
  const { reason, priceChange } = change;
  const greeting = greetingFor(booking.clientName);
  // The operator's reason ends the sentence, with a full stop if they did not type one.
  const because = reason
    ? `: ${reason.replace(/\s+/g, " ")}${/[.!?]$/.test(reason) ? "" : "."}`
    : ".";
  const priceSentence = priceChange
    ? ` The price changed from our estimate of ${formatMoney(priceChange.estimateMinor, priceChange.currency)} to ${formatMoney(priceChange.finalMinor, priceChange.currency)} in total${because}`
    : "";
  const texts: Record<
    BookingStatusMailKind,
    { subject: string; intro: string; footnote: string; action: string }
  > = {
    confirmed: {
      subject: `Your booking is confirmed: ${booking.adventureType} on ${formatTravelDate(booking.bookingDate)}`,
      intro: `Good news: your trip is confirmed.${priceSentence} Your guide will be in touch before departure with meeting point and packing details.`,
      footnote: "Questions or changes? Reply to this email or message us on WhatsApp.",
      action: "See my bookings",
    },
    cancelled: {
      subject: `Your booking was cancelled: ${booking.adventureType} on ${formatTravelDate(booking.bookingDate)}`,
      intro:
        "Your booking has been cancelled. If this is unexpected, or you would like another date, reply to this email and we will help.",
      footnote: "Nothing is charged for a cancelled request.",
      action: "See my bookings",
    },
    completed: reviewUrl
      ? {
          subject: `How was ${booking.adventureType}? Thank you for travelling with us`,
          intro: `Thank you for adventuring with ${site.brandName}! We hope ${booking.adventureType} was everything you wished for. Would you tell other travellers how it was? We ask every traveller the same, and every review is published on the trip's page, with our reply.`,
          footnote:
            "The link is personal to this booking and takes two minutes. Photos or other feedback? Reply to this email: we read every message.",
          action: "Write a review",
        }
      : {
          subject: `Thank you for travelling with us: ${booking.adventureType}`,
          intro: `Thank you for adventuring with ${site.brandName}! We hope ${booking.adventureType} was everything you wished for, and we would love to welcome you back.`,
          footnote:
            "Tell your friends, or reply with your photos and feedback: we read every message.",
          action: "Plan my next adventure",
        },
  };
  const { subject, intro, footnote, action } = texts[kind];
  const details = statusMailDetails(kind, booking, change, formatUsd);
  const link = kind === "completed" ? (reviewUrl ?? siteUrl) : `${siteUrl}/dashboard`;
  // A confirmed trip is a commitment: its mail states what cancelling it would cost.
  const sections = kind === "confirmed" ? [cancellationPolicySection()] : [];
  const payLinks = kind === "confirmed" ? (change.payLinks ?? []) : [];
  return {
    subject,
    text: `${greeting}\n\n${intro}\n\n${detailsText(details)}\n\n${payLinksText(payLinks)}${action}: ${link}\n\n${sectionsText(sections)}${claimText(claim)}${footnote}\n\n${site.brandName}, ${site.baseAddress}\n`,
    html: layout({
      heading: greeting,
      intro,
      details,
      action,
      link,
      footnote,
      sections,
      claim,
      payLinks,
    }),
  };
}

/** A contact inquiry or quote request as its mails show it: every value is the visitor's text, escaped by the layout. */
export interface InquiryMailSummary {
  reference: string;
  /** "Contact inquiry", "School quote request"... */
  kindLabel: string;
  /** What it is about: the adventure, the school, the company. */
  topic: string;
  name: string;
  email: string;
  details: Array<[string, string]>;
  /** What the visitor's receipt shows: the reference and values the site chose or computed, never their text. */
  receipt: Array<[string, string]>;
}

/** Header values stay on one line whatever the visitor typed. */
function oneLine(value: string, max = 120): string {
  const line = value.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** To the operator: a new inquiry or quote request, to answer within the 24-hour promise. */
export function inquiryNotificationEmail(
  inquiry: InquiryMailSummary,
  siteUrl: string,
): MailContent {
  const intro = `A new ${inquiry.kindLabel.toLowerCase()} arrived from the website. We promised an answer within ${site.responsePromiseHours} hours.`;
  const reply = `mailto:${inquiry.email}?subject=${encodeURIComponent(`Re: ${oneLine(inquiry.kindLabel)} ${inquiry.reference}`)}`;
  return {
    replyTo: inquiry.email,
    subject: oneLine(
      `New ${inquiry.kindLabel.toLowerCase()}: ${inquiry.topic} (${inquiry.name})`,
      200,
    ),
    text: `${intro}\n\n${detailsText(inquiry.details)}\n\nReply to ${inquiry.email}\n`,
    html: layout({
      heading: `New ${inquiry.kindLabel.toLowerCase()}`,
      intro,
      details: inquiry.details,
      action: `Reply to ${oneLine(inquiry.name)}`,
      link: reply,
      footnote: `Sent by ${siteUrl}.`,
    }),
  };
}

/** To the school, team or company that asked for a quote: what we received and when they will hear from us. */
export function quoteRequestReceivedEmail(
  inquiry: InquiryMailSummary,
  siteUrl: string,
): MailContent {
  const intro = `Thank you for your ${inquiry.kindLabel.toLowerCase()}. We'll send you a detailed quote within ${site.responsePromiseHours} hours.`;
  const footnote =
    "The estimate is a guide; your quote confirms the final price for your dates and group. Reply to this email if anything needs changing.";
  return receiptEmail({
    subject: `We received your ${inquiry.kindLabel.toLowerCase()} (${inquiry.reference})`,
    intro,
    receipt: inquiry.receipt,
    footnote,
    siteUrl,
  });
}

/** To the visitor who sent the contact form: what we received and when they will hear from us. */
export function contactInquiryReceivedEmail(
  inquiry: InquiryMailSummary,
  siteUrl: string,
): MailContent {
  const intro = `Thank you for getting in touch. We have your message and will answer within ${site.responsePromiseHours} hours.`;
  const footnote = "Want to add something? Reply to this email and quote your reference.";
  return receiptEmail({
    subject: `We received your message (${inquiry.reference})`,
    intro,
    receipt: inquiry.receipt,
    footnote,
    siteUrl,
  });
}

/** A receipt to a visitor: only rows the site chose or computed, never text they typed. */
function receiptEmail(receipt: {
  subject: string;
  intro: string;
  receipt: Array<[string, string]>;
  footnote: string;
  siteUrl: string;
}): MailContent {
  const { intro, footnote } = receipt;
  return {
    subject: oneLine(receipt.subject, 200),
    text: `${GREETING}\n\n${intro}\n\n${detailsText(receipt.receipt)}\n\n${footnote}\n\n${site.brandName}, ${site.baseAddress}\n`,
    html: layout({
      heading: GREETING,
      intro,
      details: receipt.receipt,
      action: `Visit ${site.brandName}`,
      link: receipt.siteUrl,
      footnote,
    }),
  };
}

/**
 * The operator's reply to an inquiry, written in the admin (issue 30, decision 0072): the
 * operator's words as typed, signed with the writer's name, and the request's reference.
 */
export function inquiryReplyEmail(reply: {
  name: string | null;
  subject: string;
  reference: string;
  kindLabel: string;
  text: string;
  authorName: string;
  siteUrl: string;
}): MailContent {
  const greeting = greetingFor(reply.name);
  const intro = `Thank you for your ${reply.kindLabel.toLowerCase()} (reference ${reply.reference}).`;
  const signature = `${reply.authorName}\n${site.brandName}`;
  const footnote = "Reply to this email to answer us; please keep the reference in the subject.";
  return {
    subject: oneLine(reply.subject, 200),
    text: `${greeting}\n\n${intro}\n\n${reply.text}\n\n${signature}\n\n${footnote}\n\n${site.brandName}, ${site.baseAddress}\n`,
    html: layout({
      heading: greeting,
      intro,
      message: `${reply.text}\n\n${signature}`,
      action: `Visit ${site.brandName}`,
      link: reply.siteUrl,
      footnote,
    }),
  };
}

/** A departure's freed seats, offered to a traveller on its waitlist (issue 15). */
/** The mail that asks a traveller joining a waitlist to confirm their address (issue 26 item 9). */
export function waitlistConfirmEmail(entry: {
  tripTitle: string;
  travelDate: string;
  participants: number;
  /** The one-use confirmation link. */
  link: string;
}): MailContent {
  const party = `${entry.participants} ${entry.participants === 1 ? "traveller" : "travellers"}`;
  const intro = `You asked to join the waitlist for ${entry.tripTitle} on ${entry.travelDate}. Confirm your email through the link below: until you do, freed seats are not held for you.`;
  const footnote =
    "The link works once, within 48 hours. If you did not ask for this, ignore this email: the request lapses by itself.";
  const details: Array<[string, string]> = [
    ["Trip", entry.tripTitle],
    ["Departure", entry.travelDate],
    ["Party", party],
  ];
  return {
    subject: `Confirm your place on the waitlist: ${entry.tripTitle} on ${entry.travelDate}`,
    text: `${GREETING}\n\n${intro}\n\n${detailsText(details)}\n\nConfirm my place: ${entry.link}\n\n${footnote}\n\n${site.brandName}, ${site.baseAddress}\n`,
    html: layout({
      heading: GREETING,
      intro,
      details,
      action: "Confirm my place",
      link: entry.link,
      footnote,
    }),
  };
}

export interface WaitlistOfferSummary {
  tripTitle: string;
  /** "Sat, Jan 9, 2027". */
  travelDate: string;
  participants: number;
  /** When the hold ends, as the traveller reads it ("Jan 8, 2027, 14:30 Kenyan time"). */
  holdUntil: string;
  /** Opens the trip's booking panel with the departure and the hold. */
  link: string;
}

/**
 * To a waiting traveller when seats free up: the link holds them for 24 hours and works once.
 * Only what the site knows (trip, date, seats): the address was typed by someone on a form.
 */
export function waitlistOfferEmail(offer: WaitlistOfferSummary): MailContent {
  const seats = `${offer.participants} ${offer.participants === 1 ? "seat" : "seats"}`;
  const intro = `Seats have freed up on ${offer.tripTitle} on ${offer.travelDate}, and we are holding ${seats} for you until ${offer.holdUntil}. Book them through the link below; after that they go to the next traveller on the waitlist.`;
  const footnote =
    "The link works once and only for this departure. If you no longer want the seats, ignore this email: the hold ends by itself.";
  const details: Array<[string, string]> = [
    ["Trip", offer.tripTitle],
    ["Departure", offer.travelDate],
    ["Seats held", String(offer.participants)],
    ["Held until", offer.holdUntil],
  ];
  return {
    subject: `Seats are free for you: ${offer.tripTitle} on ${offer.travelDate}`,
    text: `${GREETING}\n\n${intro}\n\n${detailsText(details)}\n\nBook my seats: ${offer.link}\n\n${footnote}\n\n${site.brandName}, ${site.baseAddress}\n`,
    html: layout({
      heading: GREETING,
      intro,
      details,
      action: "Book my seats",
      link: offer.link,
      footnote,
    }),
  };
}

/**
 * To a traveller whose payment arrived after their seats' hold had ended and the departure had
 * no room left (decision 0055): the money is safe, and the operator is on it.
 */
export function latePaymentEmail(late: {
  name: string;
  tripName: string;
  travelDate: string;
  reference: string;
  /** Where the traveller sees the booking and its payments. */
  link: string;
}): MailContent {
  const greeting = greetingFor(late.name);
  const intro = `Your payment for ${late.tripName} on ${late.travelDate} reached us after the hold on your seats had ended, and the departure has no seats left now. Your money is safe: we will contact you within 24 hours to offer another date or a full refund.`;
  const footnote = "Reply to this email or message us on WhatsApp if you would rather decide now.";
  const details: Array<[string, string]> = [
    ["Trip", late.tripName],
    ["Date", late.travelDate],
    ["Reference", late.reference],
  ];
  return {
    subject: `Your payment arrived after your hold ended: ${late.tripName} (${late.reference})`,
    text: `${greeting}\n\n${intro}\n\n${detailsText(details)}\n\nSee your booking: ${late.link}\n\n${footnote}\n\n${site.brandName}, ${site.baseAddress}\n`,
    html: layout({
      heading: greeting,
      intro,
      details,
      action: "See your booking",
      link: late.link,
      footnote,
    }),
  };
}

/**
 * To the operator when a confirmed booking's deposit stayed unpaid past the grace period after its
 * overdue reminder and the booking was released (issue 28): the seats are free again and the
 * traveller has been told; the operator may still call them.
 */
export function depositReleasedOperatorEmail(released: {
  clientName: string;
  clientEmail: string;
  clientPhone: string | null;
  tripName: string;
  /** The travel date as a traveller reads it ("Sat, Dec 12, 2026"). */
  travelDate: string;
  participants: number;
  reference: string;
  graceDays: number;
  /** The booking's page in the admin. */
  adminUrl: string;
}): MailContent {
  const intro = `The deposit for ${released.tripName} on ${released.travelDate} was still unpaid ${released.graceDays} days after the overdue reminder, so the booking was cancelled and its ${released.participants === 1 ? "seat is" : `${released.participants} seats are`} free again. The traveller has been emailed.`;
  const details: Array<[string, string]> = [
    ["Reference", released.reference],
    ["Traveller", released.clientName],
    ["Email", released.clientEmail],
    ...(released.clientPhone ? [["Phone", released.clientPhone] as [string, string]] : []),
    ["Trip", released.tripName],
    ["Date", released.travelDate],
  ];
  return {
    subject: `Released for an unpaid deposit: ${released.tripName}, ${released.travelDate} (${released.reference})`,
    text: `${intro}\n\n${detailsText(details)}\n\nSee the booking: ${released.adminUrl}\n\nReply to this email to write to the traveller.\n`,
    html: layout({
      heading: "A booking was released for an unpaid deposit",
      intro,
      details,
      action: "See the booking",
      link: released.adminUrl,
      footnote: "Reply to this email to write to the traveller.",
    }),
  };
}
