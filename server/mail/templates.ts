import { site } from "../../domain/site";

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** Everything user-supplied goes through this before it reaches an HTML email. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );
}

/**
 * A plain, branded layout: one column, inline styles only (mail clients drop <style> and
 * classes), a real button plus the raw link for clients that block buttons.
 */
function layout({
  heading,
  intro,
  action,
  link,
  footnote,
  details = [],
}: {
  heading: string;
  intro: string;
  action: string;
  link: string;
  footnote: string;
  /** Label / value rows shown as a table above the button (booking summaries). */
  details?: Array<[string, string]>;
}): string {
  const safeLink = escapeHtml(link);
  const detailRows = details
    .map(([label, value]) => `<tr><td style="padding:6px 12px 6px 0;font-size:14px;color:#5b4f45;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:6px 0;font-size:15px;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`)
    .join("");
  const detailTable = details.length ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 24px;width:100%;border-top:1px solid #e7ddcc">${detailRows}</table>` : "";
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:0;background:#fbf8f3;font-family:Arial,Helvetica,sans-serif;color:#2a211b">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fbf8f3;padding:24px 0">
    <tr><td align="center">
      <table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border:1px solid #e7ddcc;border-radius:12px">
        <tr><td style="background:#1b4530;color:#ffffff;padding:20px 28px;border-radius:12px 12px 0 0;font-size:20px;font-weight:bold">${escapeHtml(site.brandName)}</td></tr>
        <tr><td style="padding:28px">
          <h1 style="margin:0 0 16px;font-size:22px;color:#143624">${escapeHtml(heading)}</h1>
          <p style="margin:0 0 24px;font-size:16px;line-height:1.5">${escapeHtml(intro)}</p>
          ${detailTable}
          <p style="margin:0 0 24px"><a href="${safeLink}" style="display:inline-block;background:#23573a;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 22px;border-radius:8px">${escapeHtml(action)}</a></p>
          <p style="margin:0 0 8px;font-size:14px;line-height:1.5">If the button does not work, copy this link into your browser:</p>
          <p style="margin:0 0 24px;font-size:14px;word-break:break-all"><a href="${safeLink}" style="color:#23573a">${safeLink}</a></p>
          <p style="margin:0;font-size:13px;color:#5b4f45;line-height:1.5">${escapeHtml(footnote)}</p>
        </td></tr>
        <tr><td style="padding:16px 28px;border-top:1px solid #e7ddcc;font-size:12px;color:#5b4f45">${escapeHtml(site.brandName)} &middot; ${escapeHtml(site.baseAddress)}</td></tr>
      </table>
    </td></tr>
  </table>
</body>
</html>`;
}

function greeting(name: string): string {
  const trimmed = name.trim();
  return trimmed ? `Hello ${trimmed},` : "Hello,";
}

export function verificationEmail({ name, url }: { name: string; url: string }): MailContent {
  const intro = `Welcome to ${site.brandName}! Please confirm your email address so we can link your bookings to your account.`;
  const footnote =
    "The link is valid for 24 hours. If you did not create an account, you can ignore this email.";
  return {
    subject: `Confirm your email for ${site.brandName}`,
    text: `${greeting(name)}\n\n${intro}\n\nConfirm your email: ${url}\n\n${footnote}\n\n${site.brandName}, ${site.baseAddress}\n`,
    html: layout({
      heading: greeting(name),
      intro,
      action: "Confirm my email",
      link: url,
      footnote,
    }),
  };
}

export function passwordResetEmail({ name, url }: { name: string; url: string }): MailContent {
  const intro = `Someone (hopefully you) asked to reset the password of your ${site.brandName} account.`;
  const footnote =
    "The link is valid for 1 hour and works once. If you did not ask for this, ignore this email: your password stays the same.";
  return {
    subject: `Reset your ${site.brandName} password`,
    text: `${greeting(name)}\n\n${intro}\n\nChoose a new password: ${url}\n\n${footnote}\n\n${site.brandName}, ${site.baseAddress}\n`,
    html: layout({
      heading: greeting(name),
      intro,
      action: "Choose a new password",
      link: url,
      footnote,
    }),
  };
}

export interface BookingSummary {
  reference: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string | null;
  adventureType: string;
  bookingDate: string;
  participants: number;
  pricePerPerson: number;
  totalPrice: number;
  specialRequirements: string | null;
}

function bookingDetails(booking: BookingSummary, formatUsd: (amount: number) => string): Array<[string, string]> {
  return [
    ["Reference", booking.reference],
    ["Trip", booking.adventureType],
    ["Date", booking.bookingDate],
    ["Participants", String(booking.participants)],
    ["Price per person", formatUsd(booking.pricePerPerson)],
    ["Estimated total", formatUsd(booking.totalPrice)],
    ["Name", booking.clientName],
    ["Email", booking.clientEmail],
    ["Phone", booking.clientPhone ?? "Not provided"],
    ["Special requirements", booking.specialRequirements ?? "None"],
  ];
}

function detailsText(details: Array<[string, string]>): string {
  return details.map(([label, value]) => `${label}: ${value}`).join("\n");
}

/** To the traveller: what we received and what happens next. */
export function bookingReceivedEmail(booking: BookingSummary, siteUrl: string, formatUsd: (amount: number) => string): MailContent {
  const intro = `Thank you for your booking request. We'll contact you within ${site.responsePromiseHours} hours to confirm availability and the final price. Nothing is charged until you confirm.`;
  const footnote = "Prices may vary with dates, group size and season; we always confirm the final price with you first.";
  const details = bookingDetails(booking, formatUsd);
  return {
    subject: `We received your booking request: ${booking.adventureType}`,
    text: `${greeting(booking.clientName)}\n\n${intro}\n\n${detailsText(details)}\n\nYour bookings: ${siteUrl}/dashboard\n\n${footnote}\n\n${site.brandName}, ${site.baseAddress}\n`,
    html: layout({ heading: greeting(booking.clientName), intro, details, action: "See my bookings", link: `${siteUrl}/dashboard`, footnote }),
  };
}

/** To the operator: a new request to confirm within the 24-hour promise. */
export function bookingNotificationEmail(booking: BookingSummary, siteUrl: string, formatUsd: (amount: number) => string): MailContent {
  const intro = `A new booking request arrived. The traveller was promised an answer within ${site.responsePromiseHours} hours.`;
  const details = bookingDetails(booking, formatUsd);
  const reply = `mailto:${booking.clientEmail}?subject=${encodeURIComponent(`Your booking request: ${booking.adventureType}`)}`;
  return {
    subject: `New booking request: ${booking.adventureType} on ${booking.bookingDate} (${booking.participants} people)`,
    text: `${intro}\n\n${detailsText(details)}\n\nReply to ${booking.clientEmail}\n`,
    html: layout({ heading: "New booking request", intro, details, action: `Reply to ${booking.clientName}`, link: reply, footnote: `Sent by ${siteUrl}.` }),
  };
}
