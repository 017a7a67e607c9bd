import type { Kysely } from "kysely";
import type { ContactInquiry, QuoteRequest } from "../../../domain/inquiries/inquiry-request";
import { HONEYPOT_REFUSAL } from "../../../domain/forms/honeypot";
import type { Database } from "../../platform/db/schema";
import { FROM_THIS_EMAIL } from "../../platform/http/json-api";
import {
  emailRateLimitKey,
  requestLimit,
  tooManyRequestsSentence,
} from "../../platform/http/rate-limiters";
import { LIMITS } from "../../platform/limits";
import { logger } from "../../platform/logger";
import { refused, type Refusal } from "../../platform/refusal";
import { createContactInquiry, createQuoteRequest } from "./inquiries";
import { sendInquiryMails } from "./mails";

/*
 * The two ways in of the inquiries module, each one use case whichever way it arrives: a contact
 * message (as JSON to POST /api/contact-inquiry, or as the landing page's own form, with or without
 * JavaScript) and a school, proposal or corporate quote request (POST /api/quote-request, or the
 * quote page /itinerary/:slug/quote that works without JavaScript: quote-form.ts). Each
 * refuses a filled-in honeypot, applies the per-email allowance of server/platform/limits.ts,
 * stores the request and starts its mails. The per-address allowance is the adapters' first step,
 * before the body is read (a flood of broken bodies counts too), through the one shared counter
 * below.
 */

/** Contact messages one client address may send (the API's middleware and the form's action share it). */
export const contactMessagesPerAddress = requestLimit(LIMITS.contactMessagesPerAddress, {
  raisedForBenchmarks: true,
});

/** Quote requests one client address may send (the API's middleware and the quote page share it). */
export const quoteRequestsPerAddress = requestLimit(LIMITS.quoteRequestsPerAddress, {
  raisedForBenchmarks: true,
});

/** Contact messages and quote requests together per email address. */
const inquiriesPerEmail = requestLimit(LIMITS.inquiriesPerEmail);

/** What the visitor is told once the message is stored (the spec's 'Inquiry Sent Successfully!' description). */
export const CONTACT_INQUIRY_RECEIVED = "We'll get back to you within 24 hours.";

export type ContactInquiryOutcome =
  { kind: "stored"; reference: string } | Refusal<"invalid" | "limited">;

/** Honeypot, then the email's allowance: a refusal, or null to go on. */
async function refusalOf(
  email: string,
  honeypot: string | undefined,
  via: string,
): Promise<Refusal<"invalid" | "limited"> | null> {
  if (honeypot) {
    logger.warn({ via }, "inquiry honeypot filled in; request dropped");
    return refused("invalid", HONEYPOT_REFUSAL);
  }
  const wait = await inquiriesPerEmail.take(emailRateLimitKey(email));
  return wait === null
    ? null
    : refused("limited", tooManyRequestsSentence(wait, FROM_THIS_EMAIL), wait);
}

/** Stores a valid contact message and mails the operator and the sender. */
export async function receiveContactInquiry(
  db: Kysely<Database>,
  inquiry: ContactInquiry,
  via: "api" | "form",
): Promise<ContactInquiryOutcome> {
  const refusal = await refusalOf(inquiry.email, inquiry.website, `contact ${via}`);
  if (refusal) return refusal;
  const { inquiry: stored, summary } = await createContactInquiry(db, inquiry);
  void sendInquiryMails(summary, stored.id);
  return { kind: "stored", reference: summary.reference };
}

const quoteMessages = {
  "school-quote":
    "We'll send you a detailed quote within 24 hours. Check your email for confirmation.",
  proposal:
    "We'll send you a tailored proposal within 24 hours. Check your email for confirmation.",
  corporate: "We'll send you a detailed quote within 24 hours. Check your email for confirmation.",
} as const;

export type QuoteRequestOutcome =
  | {
      kind: "stored";
      message: string;
      reference: string;
      estimate: number | null;
      estimateRange: { min: number; max: number } | null;
    }
  | Refusal<"invalid" | "limited">;

/** Stores a quote request with the server's estimate and mails the operator and the requester. */
export async function receiveQuoteRequest(
  db: Kysely<Database>,
  request: QuoteRequest,
  via: "api" | "form" = "api",
): Promise<QuoteRequestOutcome> {
  const refusal = await refusalOf(request.email, request.website, `quote ${via}`);
  if (refusal) return refusal;
  const { inquiry, quote, summary } = await createQuoteRequest(db, request);
  void sendInquiryMails(summary, inquiry.id);
  return {
    kind: "stored",
    message: quoteMessages[quote.kind],
    reference: summary.reference,
    estimate: "estimate" in quote ? quote.estimate : null,
    estimateRange: "estimateRange" in quote ? quote.estimateRange : null,
  };
}
