import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createMailer } from "./mailer";
import {
  bookingNotificationEmail,
  bookingReceivedEmail,
  bookingStatusEmail,
  contactInquiryReceivedEmail,
  escapeHtml,
  inquiryNotificationEmail,
  noStatusMailChange,
  passwordResetEmail,
  quoteRequestReceivedEmail,
  verificationEmail,
  type BookingSummary,
  type InquiryMailSummary,
} from "./templates";
import { formatUsd } from "../../../domain/money/format";

const booking: BookingSummary = {
  reference: "E345C836",
  clientName: "Achieng Otieno",
  clientEmail: "achieng@example.com",
  clientPhone: "+254712000111",
  adventureType: "Point Lenana Summit",
  bookingDate: "2030-03-05",
  participants: 2,
  pricePerPerson: 850,
  totalPrice: 1700,
  specialRequirements: "Vegetarian",
};

const inquiry: InquiryMailSummary = {
  reference: "AB12CD34",
  kindLabel: "Contact inquiry",
  topic: "Kilimanjaro climb",
  name: "Amina Otieno",
  email: "amina@example.com",
  details: [["Name", "Amina Otieno"]],
  receipt: [["Reference", "AB12CD34"]],
};

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

  it("tells the traveller the estimate changed, from what to what, and why", () => {
    const mail = bookingStatusEmail(
      "confirmed",
      booking,
      {
        note: "Your guide Kamau meets you at Naro Moru gate.",
        reason: "Park fees rose on 1 March",
        priceChange: { estimateMinor: 187_000, finalMinor: 170_000, currency: "USD" },
      },
      "http://localhost:3000",
      formatUsd,
    );
    expect(mail.text).toContain(
      "Good news: your trip is confirmed. The price changed from our estimate of $1,870 to $1,700 in total: Park fees rose on 1 March.",
    );
    expect(mail.text).toContain(
      "Estimated total: $1,870\nFinal total: $1,700\nWhy the price changed: Park fees rose on 1 March",
    );
    expect(mail.text).toContain("Price per person: $850");
    expect(mail.text).toContain("Note from us: Your guide Kamau meets you at Naro Moru gate.");
    expect(mail.html).toContain("Park fees rose on 1 March");
    expect(mail.replyTo).toBeUndefined();
  });

  it("confirms without a price sentence when the estimate stands", () => {
    const mail = bookingStatusEmail(
      "confirmed",
      booking,
      noStatusMailChange,
      "http://x",
      formatUsd,
    );
    expect(mail.text).not.toContain("price changed");
    expect(mail.text).toContain("Total: $1,700");
    expect(mail.text).not.toContain("Final total");
  });

  it("tells the traveller why their booking was cancelled", () => {
    const mail = bookingStatusEmail(
      "cancelled",
      booking,
      { note: null, reason: "The Chogoria route is closed after the rains.", priceChange: null },
      "http://localhost:3000",
      formatUsd,
    );
    expect(mail.subject).toBe(
      "Your booking was cancelled: Point Lenana Summit on Tue, Mar 5, 2030",
    );
    expect(mail.text).toContain(
      "Why it was cancelled: The Chogoria route is closed after the rains.",
    );
    expect(mail.html).toContain("The Chogoria route is closed after the rains.");
  });

  it("asks every traveller of a completed booking for a review through their personal link", () => {
    const reviewUrl = "http://localhost:3000/review/booking-id.signature";
    const mail = bookingStatusEmail(
      "completed",
      booking,
      noStatusMailChange,
      "http://localhost:3000",
      formatUsd,
      reviewUrl,
    );
    expect(mail.subject).toBe("How was Point Lenana Summit? Thank you for travelling with us");
    expect(mail.text).toContain(`Write a review: ${reviewUrl}`);
    expect(mail.text).toContain("every review is published on the trip's page, with our reply");
    expect(mail.html).toContain(`href="${reviewUrl}"`);
  });

  it("names the party's size in the operator's subject, one traveller as a person", () => {
    const siteUrl = "http://localhost:3000";
    expect(bookingNotificationEmail([booking], siteUrl, formatUsd).subject).toBe(
      "New booking request: Point Lenana Summit on 2030-03-05 (2 people)",
    );
    const solo = { ...booking, participants: 1, totalPrice: 850 };
    expect(bookingNotificationEmail([solo], siteUrl, formatUsd).subject).toBe(
      "New booking request: Point Lenana Summit on 2030-03-05 (1 person)",
    );
  });

  it("puts the traveller's address in Reply-To on the operator's notifications only", () => {
    const siteUrl = "http://localhost:3000";
    expect(bookingNotificationEmail([booking], siteUrl, formatUsd).replyTo).toBe(
      "achieng@example.com",
    );
    expect(inquiryNotificationEmail(inquiry, siteUrl).replyTo).toBe("amina@example.com");
    for (const toVisitor of [
      bookingReceivedEmail([booking], siteUrl, formatUsd),
      bookingStatusEmail("completed", booking, noStatusMailChange, siteUrl, formatUsd),
      contactInquiryReceivedEmail(inquiry, siteUrl),
      quoteRequestReceivedEmail(inquiry, siteUrl),
    ])
      expect(toVisitor.replyTo).toBeUndefined();
  });

  it("writes Reply-To into the message when a mail has one", async () => {
    const mailer = createMailer({
      from: "Kilele <bookings@example.com>",
      outboxDir: join(dir, "outbox-reply"),
      logger: { info: () => {} },
    });
    await mailer.send({
      to: "operator@example.com",
      ...bookingNotificationEmail([booking], "http://localhost:3000", formatUsd),
    });
    const [file] = readdirSync(join(dir, "outbox-reply"));
    const raw = readFileSync(join(dir, "outbox-reply", file ?? ""), "utf8");
    expect(raw).toMatch(/^Reply-To: achieng@example\.com$/m);
  });

  it("sums a cart with a resident's trip once per currency: the dollars and the shillings apart", () => {
    const resident: BookingSummary = {
      ...booking,
      reference: "F456D947",
      adventureType: "Hell's Gate Adventure",
      participants: 1,
      pricePerPerson: 0,
      totalPrice: 0,
      priceLines: [["Trip price, Kenyan citizen (1 x KES 5,000)", "KES 5,000"]],
      totals: [{ currency: "KES", amountMinor: 5_000_00 }],
    };
    const mail = bookingReceivedEmail([booking, resident], "http://localhost:3000", formatUsd);
    expect(mail.text).toContain("Total, all trips, in USD: $1,700");
    expect(mail.text).toContain("Total, all trips, in KES: KES 5,000");
    expect(mail.text).not.toContain("Total, all trips: ");
    // A cart in dollars only keeps its one sum.
    expect(
      bookingReceivedEmail([booking, booking], "http://localhost:3000", formatUsd).text,
    ).toContain("Total, all trips: $3,400");
  });

  it("carries the claim link in the text and the HTML part, escaped, with its words for one or several bookings", () => {
    const claim = {
      url: "https://kilele.example/bookings/claim/b-1_ab12_1999999999.sig&x",
      count: 1,
    };
    const received = bookingReceivedEmail([booking], "https://kilele.example", formatUsd, claim);
    expect(received.text).toContain(`Add this booking to your account: ${claim.url}`);
    expect(received.text).toContain("It works for 60 days");
    expect(received.html).toContain(
      'href="https://kilele.example/bookings/claim/b-1_ab12_1999999999.sig&amp;x"',
    );
    expect(received.html).toContain("Add this booking to your account</a>");
    const cart = bookingReceivedEmail([booking, booking], "https://kilele.example", formatUsd, {
      ...claim,
      count: 2,
    });
    expect(cart.text).toContain("Add these bookings to your account: ");
    const confirmed = bookingStatusEmail(
      "confirmed",
      booking,
      noStatusMailChange,
      "https://kilele.example",
      formatUsd,
      undefined,
      claim,
    );
    expect(confirmed.text).toContain(claim.url);
    // Without a link (a booking already in an account) neither part mentions one.
    const own = bookingReceivedEmail([booking], "https://kilele.example", formatUsd);
    expect(own.text + own.html).not.toContain("/bookings/claim/");
  });
});
