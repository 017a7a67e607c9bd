import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { MailContent } from "./templates";
import { systemNow } from "../clock";

/** A file sent with a mail (a receipt PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMail extends MailContent {
  attachments?: MailAttachment[];
  to: string;
  /** The one link the reader must follow (verification, reset), logged when mail goes to the outbox. */
  link?: string;
  /** The operator's own message (a booking's status): sent even past the recipient's daily limit. */
  fromOperator?: boolean;
  /** The outbox row's id, where the caller keeps it (an inquiry reply's mail status); new otherwise. */
  outboxId?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * What actually hands a message over: SMTP, or the .eml directory in development and tests.
 * `deliver` throws when the message was not accepted; the outbox (outbox.ts) retries it.
 */
export interface MailTransport {
  deliver(mail: OutgoingMail): Promise<void>;
}

interface MailLogger {
  info(object: object, message: string): void;
}

interface TransportOptions {
  /** SMTP when set; otherwise .eml files in `outboxDir`. */
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: MailLogger;
  /** Put each mail's sign-in or reset link in the log line (development only: a link in a log opens the account). */
  logLinks?: boolean;
}

/**
 * Time limits for one SMTP delivery. Nodemailer's defaults wait up to 10 minutes on a silent
 * socket; a delivery must end well within the outbox's claim (10 minutes) or a second process
 * could take the message over and send it again.
 */
const SMTP_TIMEOUTS = {
  connectionTimeout: 15_000,
  greetingTimeout: 15_000,
  socketTimeout: 60_000,
} as const;

/**
 * The message as nodemailer takes it, for either transport.
 *
 * `textEncoding`: quoted-printable, always. Left unset, nodemailer chooses per part by matching
 * every letter of the text against a regular expression into an array; for the HTML of a booking
 * mail that choice was 7 % of the server's CPU time under the booking load (decision 0039). Our
 * mails are English prose, for which it chose quoted-printable anyway, and quoted-printable
 * carries any text; only a part in a non-Latin script grows by it.
 */
function nodemailerMessage(from: string, mail: OutgoingMail) {
  const { to, subject, text, html, replyTo, attachments } = mail;
  return {
    from,
    to,
    subject,
    text,
    html,
    textEncoding: "quoted-printable" as const,
    ...(replyTo ? { replyTo } : {}),
    ...(attachments?.length ? { attachments } : {}),
  };
}

export function smtpTransport({ smtpUrl, from }: { smtpUrl: string; from: string }): MailTransport {
  // Nodemailer reads options from the URL's query (numbers included); one set there wins.
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries(SMTP_TIMEOUTS)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(value));
  }
  const transport = nodemailer.createTransport(url.toString());
  return {
    async deliver(mail) {
      await transport.sendMail(nodemailerMessage(from, mail));
    },
  };
}

/**
 * Each message written as an .eml file to `outboxDir`, and a log line naming it and its link,
 * so a developer can verify an account without a mail server (and tests can read the mail).
 */
export function fileTransport({
  from,
  outboxDir,
  logger,
  logLinks = false,
}: Omit<TransportOptions, "smtpUrl">): MailTransport {
  // streamTransport with buffer:true hands back the complete RFC 822 message without sending it.
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  return {
    async deliver(mail) {
      const { to, subject, link } = mail;
      const info = await transport.sendMail(nodemailerMessage(from, mail));
      const raw = info.message as unknown;
      if (!Buffer.isBuffer(raw)) throw new Error("nodemailer did not return the message buffer");
      // Written beside the directory, then moved in: whoever reads the outbox (a developer's
      // mail viewer, a test) never sees a half-written message.
      const partialDir = `${outboxDir}.partial`;
      await Promise.all([
        mkdir(outboxDir, { recursive: true }),
        mkdir(partialDir, { recursive: true }),
      ]);
      const stamp = systemNow().toISOString().replace(/[:.]/g, "-");
      const recipient = to.replace(/[^a-zA-Z0-9@._-]/g, "_");
      const name = `${stamp}-${recipient}-${crypto.randomUUID().slice(0, 8)}.eml`;
      const file = join(outboxDir, name);
      await writeFile(join(partialDir, name), raw);
      await rename(join(partialDir, name), file);
      logger.info(
        { to, subject, file, ...(logLinks && link ? { link } : {}) },
        "mail written to outbox (SMTP_URL is not set)",
      );
    },
  };
}

/** SMTP when `smtpUrl` is set, the .eml directory otherwise. */
export function createTransport({ smtpUrl, ...options }: TransportOptions): MailTransport {
  return smtpUrl ? smtpTransport({ smtpUrl, from: options.from }) : fileTransport(options);
}

/**
 * A mailer that hands each message straight to the transport and throws when it fails, with no
 * retry. The app uses the persisted outbox instead (`getMailer()`, outbox.ts); this is its
 * fallback when the database cannot take the message, and a simple mailer for tools and tests.
 */
export function createMailer(options: TransportOptions): Mailer {
  const transport = createTransport(options);
  return { send: (mail) => transport.deliver(mail) };
}
