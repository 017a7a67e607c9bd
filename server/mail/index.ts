import { join } from "node:path";
import { env } from "../config";
import { logger } from "../logger";
import { createMailer, type Mailer } from "./mailer";

export { createMailer, type Mailer, type OutgoingMail } from "./mailer";
export { verificationEmail, passwordResetEmail, bookingReceivedEmail, bookingNotificationEmail, bookingStatusEmail, escapeHtml, type MailContent, type BookingSummary, type BookingStatusMailKind } from "./templates";
export { inquiryNotificationEmail, quoteRequestReceivedEmail, type InquiryMailSummary } from "./templates";

let mailer: Mailer | undefined;

/** The process's mailer, configured from the environment on first use. */
export function getMailer(): Mailer {
  if (!mailer) {
    const { SMTP_URL, MAIL_FROM, DATA_DIR } = env();
    mailer = createMailer({
      smtpUrl: SMTP_URL,
      from: MAIL_FROM,
      outboxDir: join(DATA_DIR, "outbox"),
      logger,
    });
  }
  return mailer;
}
