import { join } from "node:path";
import { env } from "../config";
import { getDb } from "../db";
import { logger } from "../logger";
import { createTransport, type Mailer, type MailTransport } from "./mailer";
import { createMailOutbox, type MailOutbox } from "./outbox";
import { normalizeEmail } from "../../../domain/contact/email";

export {
  createMailer,
  createTransport,
  type Mailer,
  type MailTransport,
  type OutgoingMail,
} from "./mailer";
export { createMailOutbox, OUTBOX_DEFAULTS, type MailOutbox, type DeliveryReport } from "./outbox";
export {
  verificationEmail,
  passwordResetEmail,
  bookingReceivedEmail,
  bookingNotificationEmail,
  bookingStatusEmail,
  waitlistConfirmEmail,
  waitlistOfferEmail,
  latePaymentEmail,
  depositReleasedOperatorEmail,
  noStatusMailChange,
  escapeHtml,
  type MailContent,
  type MailPayLink,
  type BookingSummary,
  type BookingStatusMailKind,
  type BookingStatusMailChange,
} from "./templates";
export {
  inquiryNotificationEmail,
  quoteRequestReceivedEmail,
  contactInquiryReceivedEmail,
  inquiryReplyEmail,
  type InquiryMailSummary,
} from "./templates";

let configured: MailTransport | undefined;
let replacement: MailTransport | undefined;

/** SMTP when SMTP_URL is set, .eml files in $DATA_DIR/outbox otherwise; or a test's replacement. */
function transport(): MailTransport {
  if (replacement) return replacement;
  if (!configured) {
    const { SMTP_URL, MAIL_FROM, DATA_DIR, NODE_ENV } = env();
    configured = createTransport({
      smtpUrl: SMTP_URL,
      from: MAIL_FROM,
      outboxDir: join(DATA_DIR, "outbox"),
      logger,
      logLinks: NODE_ENV !== "production",
    });
  }
  return configured;
}

/** Tests: deliver through `replacement` (a transport that fails, say); `undefined` restores the configured one. */
export function replaceMailTransport(next: MailTransport | undefined): void {
  replacement = next;
}

let outbox: MailOutbox | undefined;

/** The process's persisted outbox on the app database (server/platform/mail/outbox.ts). */
export function getMailOutbox(): MailOutbox {
  outbox ??= createMailOutbox({
    db: () => getDb().db,
    transport,
    logger,
    isExemptRecipient: (address) =>
      normalizeEmail(address) === normalizeEmail(env().OPERATOR_EMAIL),
  });
  return outbox;
}

/**
 * The process's mailer: each message is stored in the outbox and sent at once; a transport
 * failure is retried later (by the delivery loop) instead of reaching the caller.
 */
export function getMailer(): Mailer {
  return getMailOutbox();
}

/** Starts the delivery loop that retries queued mail (once per process; server start-up). */
export function startMailDelivery(intervalMs?: number): void {
  getMailOutbox().start(intervalMs);
}

/** Stops the delivery loop and waits for a turn in progress (graceful shutdown, before the database closes). */
export async function stopMailDelivery(): Promise<void> {
  await outbox?.stop();
}
