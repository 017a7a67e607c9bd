import { HONEYPOT_REFUSAL } from "../../domain/forms/honeypot";
import type { ContactInquiry } from "../../domain/inquiries/inquiry-request";
import { getDb } from "../platform/db";
import { logger } from "../platform/logger";
import { createContactInquiry, sendInquiryMails } from "../modules/inquiries";
import { FROM_THIS_EMAIL } from "../platform/http/json-api";
import {
  emailRateLimitKey,
  requestLimit,
  tooManyRequestsSentence,
} from "../platform/http/rate-limiters";

/*
 * What happens to a landing-page contact message, whichever way it arrives: as JSON to
 * POST /api/contact-inquiry, or as the form's own POST to the landing page's action (the way
 * it is sent without JavaScript, and with it). Both count against the same limits, refuse
 * with the same sentences and store through the same service.
 */

/** Contact messages one client address may send in 10 minutes (wide: many visitors share a carrier's address). */
export const contactInquiriesPerAddress = requestLimit(
  { keyPrefix: "contact-inquiry", points: 60, duration: 600 },
  { raisedForBenchmarks: true },
);

/**
 * Contact messages and quote requests together that one email address may send an hour (each
 * mails the operator and the sender).
 */
export const inquiriesPerEmail = requestLimit({
  keyPrefix: "inquiry-email",
  points: 5,
  duration: 3600,
});

/** What the visitor is told once the message is stored (the spec's 'Inquiry Sent Successfully!' description). */
export const CONTACT_INQUIRY_RECEIVED = "We'll get back to you within 24 hours.";

export type ContactInquiryOutcome =
  | { stored: true; reference: string }
  | { stored: false; status: 400 | 429; error: string; retryAfterSeconds?: number };

/**
 * Stores a valid contact message and mails the operator and the sender, unless the honeypot
 * is filled in or the email address is over its hourly limit. The per-address limit is the
 * caller's first step, before the body is read.
 */
export async function receiveContactInquiry(
  inquiry: ContactInquiry,
  via: "api" | "form",
): Promise<ContactInquiryOutcome> {
  if (inquiry.website) {
    logger.warn({ via }, "contact inquiry honeypot filled in; request dropped");
    return { stored: false, status: 400, error: HONEYPOT_REFUSAL };
  }
  const wait = await inquiriesPerEmail.take(emailRateLimitKey(inquiry.email));
  if (wait !== null)
    return {
      stored: false,
      status: 429,
      error: tooManyRequestsSentence(wait, FROM_THIS_EMAIL),
      retryAfterSeconds: wait,
    };
  const { inquiry: stored, summary } = await createContactInquiry(getDb().db, inquiry);
  void sendInquiryMails(summary, stored.id);
  return { stored: true, reference: summary.reference };
}
