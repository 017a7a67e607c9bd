// The inquiries module's public face: other modules, HTTP adapters and routes import it from here,
// never from its files (scripts/check-architecture.mjs).
// Questions and quote requests (contact, school, proposal, corporate): stored, mailed, answered in
// the admin. Owns `inquiries`.
export { listInquiries, setInquiryHandled } from "./admin";
export { createContactInquiry, createQuoteRequest, insertInquiry } from "./inquiries";
export type { InquirySummary } from "./inquiries";
export { sendInquiryMails } from "./mails";
export { findInquiry, inquiryWithReplies, replyToInquiry } from "./replies";
export type { ReplyAuthor, ReplyOutcome } from "./replies";
export { inquiryErasure } from "./erasure";
export {
  CONTACT_INQUIRY_RECEIVED,
  contactMessagesPerAddress,
  receiveContactInquiry,
  quoteRequestsPerAddress,
  receiveQuoteRequest,
} from "./intake";
export { receiveQuoteForm } from "./quote-form";
export type { QuoteFormOutcome } from "./quote-form";
export type { ContactInquiryOutcome, QuoteRequestOutcome } from "./intake";
