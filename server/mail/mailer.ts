import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { MailContent } from "./templates";

export interface OutgoingMail extends MailContent {
  to: string;
  /** The one link the reader must follow (verification, reset), logged when mail goes to the outbox. */
  link?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

interface MailLogger {
  info(object: object, message: string): void;
}

/**
 * SMTP when `smtpUrl` is set; otherwise each message is written as an .eml file to `outboxDir`
 * and a log line names it and its link, so a developer can verify an account without a mail server.
 */
export function createMailer({
  smtpUrl,
  from,
  outboxDir,
  logger,
}: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: MailLogger;
}): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send({ to, subject, text, html }) {
        await transport.sendMail({ from, to, subject, text, html });
      },
    };
  }

  // streamTransport with buffer:true hands back the complete RFC 822 message without sending it.
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  return {
    async send({ to, subject, text, html, link }) {
      const info = await transport.sendMail({ from, to, subject, text, html });
      const raw = info.message as unknown;
      if (!Buffer.isBuffer(raw)) throw new Error("nodemailer did not return the message buffer");
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const recipient = to.replace(/[^a-zA-Z0-9@._-]/g, "_");
      const file = join(outboxDir, `${stamp}-${recipient}-${crypto.randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, raw);
      logger.info({ to, subject, file, link }, "mail written to outbox (SMTP_URL is not set)");
    },
  };
}
