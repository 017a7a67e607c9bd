import { Hono, type Context } from "hono";
import { contactInquirySchema, quoteRequestSchema } from "../../domain/inquiries/inquiry-request";
import { env, siteContacts } from "../config";
import { getDb } from "../db";
import { logger } from "../logger";
import {
  contactInquiryReceivedEmail,
  getMailer,
  inquiryNotificationEmail,
  quoteRequestReceivedEmail,
} from "../mail";
import {
  createContactInquiry,
  createQuoteRequest,
  type InquirySummary,
} from "../services/inquiries";
import {
  apiError,
  jsonBodyLimit,
  parseJsonBody,
  rateLimitPerEmail,
  rateLimitPerIp,
} from "./json-api";

/**
 * The operator's notification and the sender's confirmation (a contact message's receipt, or a
 * quote request's). The inquiry is already stored when this runs; the mailer queues what the
 * transport does not take (server/mail/outbox.ts), and anything else failing is logged.
 */
export async function sendInquiryMails(summary: InquirySummary, inquiryId: string): Promise<void> {
  const { siteUrl } = siteContacts();
  // The receipt shows only summary.receipt: anyone may type anyone's address into the form,
  // and the receipt must not carry their text to it.
  const confirmation =
    summary.kind === "contact"
      ? contactInquiryReceivedEmail(summary, siteUrl)
      : quoteRequestReceivedEmail(summary, siteUrl);
  const sends = [
    () =>
      getMailer().send({ to: env().OPERATOR_EMAIL, ...inquiryNotificationEmail(summary, siteUrl) }),
    () => getMailer().send({ to: summary.email, ...confirmation }),
  ];
  // Each send runs inside an async function, so even a synchronous throw becomes a logged rejection.
  const results = await Promise.allSettled(sends.map(async (send) => send()));
  for (const result of results) {
    if (result.status === "rejected")
      logger.error(
        { err: result.reason, inquiryId, kind: summary.kind },
        "inquiry mail failed; the inquiry is stored",
      );
  }
}

function honeypotAnswer(c: Context) {
  logger.warn({ path: c.req.path }, "inquiry honeypot filled in; request dropped");
  return apiError(c, 400, "This request could not be accepted. Please contact us directly.");
}

const quoteMessages = {
  "school-quote":
    "We'll send you a detailed quote within 24 hours. Check your email for confirmation.",
  proposal:
    "We'll send you a tailored proposal within 24 hours. Check your email for confirmation.",
  corporate: "We'll send you a detailed quote within 24 hours. Check your email for confirmation.",
} as const;

/**
 * Contact messages and quote requests together that one email address may send an hour (each
 * mails the operator and the sender). The per-address limits are wider, for many visitors
 * behind one carrier NAT address.
 */
const inquiriesPerEmail = rateLimitPerEmail({
  points: 5,
  durationSeconds: 3600,
  keyPrefix: "inquiry-email",
});

/**
 * POST /api/contact-inquiry: the landing contact form (name, email, phone, adventure, message), stored, mailed to the operator
 * and confirmed to the visitor.
 * POST /api/quote-request: school quote, team-building proposal and corporate quote requests
 * (`kind`), stored with the server's estimate, mailed to the operator and confirmed to the requester.
 */
export const inquiryApi = new Hono()
  .post(
    "/contact-inquiry",
    rateLimitPerIp({ points: 60, durationSeconds: 600, keyPrefix: "contact-inquiry" }),
    jsonBodyLimit(16 * 1024),
    async (c) => {
      const parsed = await parseJsonBody(c, contactInquirySchema);
      if ("response" in parsed) return parsed.response;
      if (parsed.data.website) return honeypotAnswer(c);
      const limited = await inquiriesPerEmail.take(c, parsed.data.email);
      if (limited) return limited;
      const { inquiry, summary } = await createContactInquiry(getDb().db, parsed.data);
      void sendInquiryMails(summary, inquiry.id);
      return c.json(
        {
          success: true,
          message: "We'll get back to you within 24 hours.",
          reference: summary.reference,
        },
        201,
      );
    },
  )
  .post(
    "/quote-request",
    rateLimitPerIp({ points: 60, durationSeconds: 600, keyPrefix: "quote-request" }),
    jsonBodyLimit(16 * 1024),
    async (c) => {
      const parsed = await parseJsonBody(c, quoteRequestSchema);
      if ("response" in parsed) return parsed.response;
      if (parsed.data.website) return honeypotAnswer(c);
      const limited = await inquiriesPerEmail.take(c, parsed.data.email);
      if (limited) return limited;
      const { inquiry, quote, summary } = await createQuoteRequest(getDb().db, parsed.data);
      void sendInquiryMails(summary, inquiry.id);
      return c.json(
        {
          success: true,
          message: quoteMessages[quote.kind],
          reference: summary.reference,
          estimate: "estimate" in quote ? quote.estimate : null,
          estimateRange: "estimateRange" in quote ? quote.estimateRange : null,
        },
        201,
      );
    },
  );
