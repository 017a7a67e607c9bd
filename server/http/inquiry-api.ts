import { Hono } from "hono";
import { contactInquirySchema } from "../../domain/inquiries/inquiry-request";
import { quoteRequestSchema } from "../../content/quote-requests";
import { getDb } from "../platform/db";
import {
  CONTACT_INQUIRY_RECEIVED,
  contactMessagesPerAddress,
  quoteRequestsPerAddress,
  receiveContactInquiry,
  receiveQuoteRequest,
} from "../modules/inquiries";
import {
  apiRefusal,
  jsonAnswer,
  jsonBodyLimit,
  parseJsonBody,
  rateLimitPerIp,
} from "../platform/http/json-api";

/**
 * POST /api/contact-inquiry: the landing contact form (name, email, phone, adventure, message), stored, mailed to the operator
 * and confirmed to the visitor.
 * POST /api/quote-request: school quote, team-building proposal and corporate quote requests
 * (`kind`), stored with the server's estimate, mailed to the operator and confirmed to the requester.
 * Both are the JSON adapters of the inquiries module's use cases (receiveContactInquiry,
 * receiveQuoteRequest); the per-address allowance is counted first, before the body is read.
 */
export const inquiryApi = new Hono()
  .post(
    "/contact-inquiry",
    rateLimitPerIp(contactMessagesPerAddress),
    jsonBodyLimit(16 * 1024),
    async (c) => {
      const parsed = await parseJsonBody(c, contactInquirySchema);
      if ("response" in parsed) return parsed.response;
      const outcome = await receiveContactInquiry(getDb().db, parsed.data, "api");
      if (outcome.kind !== "stored") return apiRefusal(c, outcome);
      return jsonAnswer(
        c,
        { success: true, message: CONTACT_INQUIRY_RECEIVED, reference: outcome.reference },
        201,
      );
    },
  )
  .post(
    "/quote-request",
    rateLimitPerIp(quoteRequestsPerAddress),
    jsonBodyLimit(16 * 1024),
    async (c) => {
      const parsed = await parseJsonBody(c, quoteRequestSchema);
      if ("response" in parsed) return parsed.response;
      const outcome = await receiveQuoteRequest(getDb().db, parsed.data);
      if (outcome.kind !== "stored") return apiRefusal(c, outcome);
      const { kind: _stored, ...answer } = outcome;
      return jsonAnswer(c, { success: true, ...answer }, 201);
    },
  );
