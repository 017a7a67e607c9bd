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
}: {
  heading: string;
  intro: string;
  action: string;
  link: string;
  footnote: string;
}): string {
  const safeLink = escapeHtml(link);
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
