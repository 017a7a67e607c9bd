import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createMailer } from "./mailer";
import {
  contactInquiryReceivedEmail,
  escapeHtml,
  passwordResetEmail,
  verificationEmail,
} from "./templates";

/** Quoted-printable, as nodemailer writes long lines: soft breaks and =XX escapes. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe("mail", () => {
  const dir = mkdtempSync(join(tmpdir(), "kilele-mail-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes an .eml with text and HTML parts to the outbox and logs the link when SMTP_URL is unset", async () => {
    const logged: Array<{ object: object; message: string }> = [];
    const mailer = createMailer({
      from: "Kilele <bookings@example.com>",
      outboxDir: join(dir, "outbox"),
      logger: { info: (object, message) => logged.push({ object, message }) },
      logLinks: true,
    });
    const url = "http://localhost:3000/api/auth/verify-email?token=abc.def&callbackURL=%2F";
    await mailer.send({
      to: "guest@example.com",
      link: url,
      ...verificationEmail({ url }),
    });

    const files = readdirSync(join(dir, "outbox"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/guest@example\.com.*\.eml$/);
    const raw = readFileSync(join(dir, "outbox", files[0] ?? ""), "utf8");
    expect(raw).toMatch(/^To: guest@example\.com$/m);
    expect(raw).toMatch(/^Subject: Confirm your email/m);
    expect(raw).toContain("multipart/alternative");
    expect(decodeQuotedPrintable(raw)).toContain(url);
    expect(logged[0]?.object).toMatchObject({ to: "guest@example.com", link: url });
  });

  it("keeps links out of the log unless told (production never is)", async () => {
    const logged: object[] = [];
    const mailer = createMailer({
      from: "Kilele <bookings@example.com>",
      outboxDir: join(dir, "outbox-quiet"),
      logger: { info: (object) => logged.push(object) },
    });
    const url = "http://localhost:3000/api/auth/reset-password/secret-token";
    await mailer.send({ to: "guest@example.com", link: url, ...passwordResetEmail({ url }) });
    expect(JSON.stringify(logged)).not.toContain("secret-token");
  });

  it("escapes the link in the HTML part", () => {
    const mail = passwordResetEmail({ url: "http://localhost:3000/x?a=1&b=2" });
    expect(mail.html).toContain("Hello,");
    expect(mail.html).toContain("http://localhost:3000/x?a=1&amp;b=2");
    expect(mail.text).toContain("http://localhost:3000/x?a=1&b=2");
    expect(escapeHtml(`'&`)).toBe("&#39;&amp;");
  });

  it("confirms a contact inquiry to the visitor with its reference and none of the text they typed", () => {
    const mail = contactInquiryReceivedEmail(
      {
        reference: "AB12CD34",
        kindLabel: "Contact inquiry",
        topic: "Kilimanjaro climb",
        name: "Eve <script>alert(1)</script>",
        email: "eve@example.com",
        details: [
          ["Reference", "AB12CD34"],
          ["Name", "Eve <script>alert(1)</script>"],
        ],
        receipt: [
          ["Reference", "AB12CD34"],
          ["Adventure", "Kilimanjaro climb"],
        ],
      },
      "http://localhost:3000",
    );
    expect(mail.subject).toBe("We received your message (AB12CD34)");
    expect(mail.html).not.toContain("Eve");
    expect(mail.text).not.toContain("Eve");
    expect(mail.html).toContain("Hello,");
    expect(mail.html).toContain("AB12CD34");
    expect(mail.text).toContain("Kilimanjaro climb");
    expect(mail.text).toMatch(/within 24 hours/);
  });
});
