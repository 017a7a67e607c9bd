import { env, siteContacts } from "../../platform/config";
import { logger } from "../../platform/logger";
import {
  contactInquiryReceivedEmail,
  getMailer,
  inquiryNotificationEmail,
  quoteRequestReceivedEmail,
} from "../../platform/mail";
import type { InquirySummary } from "./inquiries";

/**
 * The operator's notification and the sender's confirmation (a contact message's receipt, or a
 * quote request's). The inquiry is already stored when this runs; the mailer queues what the
 * transport does not take (server/platform/mail/outbox.ts), and anything else failing is logged.
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
