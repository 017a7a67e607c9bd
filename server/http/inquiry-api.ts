import { Hono, type Context } from "hono";
import { HONEYPOT_REFUSAL } from "../../domain/forms/honeypot";
import { contactInquirySchema, quoteRequestSchema } from "../../domain/inquiries/inquiry-request";
import { getDb } from "../platform/db";
import { logger } from "../platform/logger";
import { loggablePath } from "../platform/http/request-log";
import { createQuoteRequest, sendInquiryMails } from "../modules/inquiries";
import {
  CONTACT_INQUIRY_RECEIVED,
  contactInquiriesPerAddress,
  inquiriesPerEmail,
  receiveContactInquiry,
} from "./contact-inquiry-intake";
import {
  apiError,
  jsonAnswer,
  jsonBodyLimit,
  parseJsonBody,
  rateLimitPerEmail,
  rateLimitPerIp,
} from "../platform/http/json-api";

function honeypotAnswer(c: Context) {
  logger.warn({ path: loggablePath(c.req.path) }, "inquiry honeypot filled in; request dropped");
  return apiError(c, 400, HONEYPOT_REFUSAL);
}

const quoteMessages = {
  "school-quote":
    "We'll send you a detailed quote within 24 hours. Check your email for confirmation.",
  proposal:
    "We'll send you a tailored proposal within 24 hours. Check your email for confirmation.",
  corporate: "We'll send you a detailed quote within 24 hours. Check your email for confirmation.",
} as const;

/** Shared with the contact form's own action (contact-inquiry-intake.ts): one hourly allowance per address. */
const quotesPerEmail = rateLimitPerEmail(inquiriesPerEmail);

/**
 * POST /api/contact-inquiry: the landing contact form (name, email, phone, adventure, message), stored, mailed to the operator
 * and confirmed to the visitor.
 * POST /api/quote-request: school quote, team-building proposal and corporate quote requests
 * (`kind`), stored with the server's estimate, mailed to the operator and confirmed to the requester.
 */
export const inquiryApi = new Hono()
  .post(
    "/contact-inquiry",
    rateLimitPerIp(contactInquiriesPerAddress),
    jsonBodyLimit(16 * 1024),
    async (c) => {
      const parsed = await parseJsonBody(c, contactInquirySchema);
      if ("response" in parsed) return parsed.response;
      const outcome = await receiveContactInquiry(parsed.data, "api");
      if (!outcome.stored) {
        const wait = outcome.retryAfterSeconds;
        return apiError(
          c,
          outcome.status,
          outcome.error,
          undefined,
          wait ? { "Retry-After": String(wait) } : {},
        );
      }
      return jsonAnswer(
        c,
        { success: true, message: CONTACT_INQUIRY_RECEIVED, reference: outcome.reference },
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
      const limited = await quotesPerEmail.take(c, parsed.data.email);
      if (limited) return limited;
      const { inquiry, quote, summary } = await createQuoteRequest(getDb().db, parsed.data);
      void sendInquiryMails(summary, inquiry.id);
      return jsonAnswer(
        c,
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
