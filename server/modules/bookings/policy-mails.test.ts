import { describe, expect, it } from "vitest";
import { cancellationPolicySentences } from "../../../domain/payments/cancellation-policy";
import { formatUsd } from "../../../domain/money/format";
import { cancellationApprovedEmail, balanceReminderEmail } from "./policy-mails";
import {
  bookingReceivedEmail,
  bookingStatusEmail,
  noStatusMailChange,
  type BookingSummary,
} from "../../platform/mail/templates";

const booking: BookingSummary = {
  reference: "E345C836",
  clientName: "Achieng Otieno",
  clientEmail: "achieng@example.com",
  clientPhone: null,
  adventureType: "Point Lenana Summit",
  bookingDate: "2030-03-05",
  participants: 2,
  pricePerPerson: 850,
  totalPrice: 1700,
  specialRequirements: null,
};
const siteUrl = "https://kilele.example";

describe("the cancellation policy in the traveller's mails", () => {
  it("is in the confirmation and the request receipt, tier by tier, in text and HTML", () => {
    for (const mail of [
      bookingStatusEmail("confirmed", booking, noStatusMailChange, siteUrl, formatUsd),
      bookingReceivedEmail([booking], siteUrl, formatUsd),
    ]) {
      for (const sentence of cancellationPolicySentences()) {
        expect(mail.text).toContain(`- ${sentence}`);
        expect(mail.html).toContain(`<li>${sentence.replace(/'/g, "&#39;")}</li>`);
      }
    }
  });

  it("is not repeated in a cancelled or completed booking's mail", () => {
    const mail = bookingStatusEmail("completed", booking, noStatusMailChange, siteUrl, formatUsd);
    expect(mail.text).not.toContain("Cancellation policy");
  });

  it("tells a cancelled traveller the refund, what they paid and why", () => {
    const mail = cancellationApprovedEmail({
      reference: "E345C836",
      clientName: "Amina Wanjiru",
      adventureType: "Point Lenana Summit",
      bookingDate: "2030-03-05",
      reason: "Cancelled at the traveller's request.",
      note: null,
      quote: {
        currency: "USD",
        paidMinor: 170_000,
        refundMinor: 85_000,
        daysBefore: 40,
        asOf: "2030-01-24",
        rule: cancellationPolicySentences()[1]!,
      },
      siteUrl,
    });
    expect(mail.subject).toBe("Your booking is cancelled: Point Lenana Summit on Tue, Mar 5, 2030");
    expect(mail.text).toContain("We refund $850 of the $1,700 you paid");
    expect(mail.text).toContain("Asked to cancel: Thu, Jan 24, 2030, 40 days before departure");
    expect(mail.text).toContain("Why: Cancel 60 to 31 days before departure");
  });

  it("words each reminder for its moment", () => {
    const reminder = (kind: "due-in-14-days" | "due-in-3-days" | "overdue") =>
      balanceReminderEmail({
        kind,
        reference: "E345C836",
        clientName: "Amina Wanjiru",
        adventureType: "Point Lenana Summit",
        bookingDate: "2030-03-05",
        dueDate: "2030-01-19",
        amountMinor: 119_000,
        currency: "USD",
        howToPay: ["M-Pesa Paybill or bank transfer."],
        siteUrl,
        payLink: `${siteUrl}/booking/b-1/pay?key=20300312.${"k".repeat(32)}`,
      });
    expect(reminder("due-in-14-days").subject).toBe(
      "Payment reminder: $1,190 due on Sat, Jan 19, 2030 (E345C836)",
    );
    expect(reminder("due-in-3-days").text).toContain("is due on Sat, Jan 19, 2030, in a few days");
    expect(reminder("overdue").subject).toMatch(/^Payment overdue: \$1,190 was due on/);
    expect(reminder("overdue").text).toContain("How to pay:\n- M-Pesa Paybill or bank transfer.");
    // Every reminder carries the one-tap pay link, as a button (HTML) and a line (text).
    const link = `${siteUrl}/booking/b-1/pay?key=20300312.${"k".repeat(32)}`;
    expect(reminder("due-in-3-days").text).toContain(`Pay $1,190 now: ${link}`);
    expect(reminder("due-in-3-days").html).toContain(`href="${link}"`);
  });
});
