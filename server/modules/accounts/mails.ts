import { site } from "../../../domain/site";
import { GREETING, layout, type MailContent } from "../../platform/mail/templates";

/**
 * The account mails of issue 17 (decision 0032): the link that confirms a new email address, the
 * notices to the old address and after a password change, and the operator's note that a
 * traveller deleted their account. None carries anything the visitor typed but the address.
 */

function plain(intro: string, action: string, link: string, footnote: string): string {
  return `${GREETING}\n\n${intro}\n\n${action}: ${link}\n\n${footnote}\n\n${site.brandName}, ${site.baseAddress}\n`;
}

/** To the new address: the link that makes it the account's address. */
export function emailChangeVerificationEmail({ url }: { url: string }): MailContent {
  // Opening the link is consent on the address's behalf: say what it grants (the account signs in
  // with this address, and bookings made with it from then on show there) and what it does not
  // (earlier bookings, decision 0043), so nobody confirms a stranger's request by reflex.
  const intro = `Someone asked to use this address for their ${site.brandName} account. Confirm only if that account is yours: once confirmed, it signs in with this address, our mails for it come here, and bookings made with this address from then on show in it. Bookings made with this address before the change do not come with it.`;
  const footnote =
    "The link is valid for 24 hours. If you did not ask for this, ignore this email: nothing changes.";
  return {
    subject: `Confirm your new email for ${site.brandName}`,
    text: plain(intro, "Confirm my new email", url, footnote),
    html: layout({ heading: GREETING, intro, action: "Confirm my new email", link: url, footnote }),
  };
}

/** To the old address, when a change is asked for: nothing changes until the new one confirms. */
export function emailChangeRequestedEmail({
  siteUrl,
  newEmail,
}: {
  siteUrl: string;
  newEmail: string;
}): MailContent {
  const intro = `Your ${site.brandName} account asked to change its email address to ${newEmail}. It changes only when the link we sent to that address is opened; until then, sign in with this one.`;
  const footnote =
    "Not you? Sign in and change your password now, then reply to this email: we will help.";
  const link = `${siteUrl}/dashboard/account`;
  return {
    subject: `Your ${site.brandName} email address is being changed`,
    text: plain(intro, "Check my account", link, footnote),
    html: layout({ heading: GREETING, intro, action: "Check my account", link, footnote }),
  };
}

/** After a password change: every other device was signed out. */
export function passwordChangedEmail({ siteUrl }: { siteUrl: string }): MailContent {
  const intro = `The password of your ${site.brandName} account was just changed, and every other device signed in to it was signed out.`;
  const footnote =
    "Not you? Choose a new password with 'Forgot password' on the sign-in page at once, then reply to this email so we can check your bookings.";
  const link = `${siteUrl}/auth`;
  return {
    subject: `Your ${site.brandName} password was changed`,
    text: plain(intro, "Sign in", link, footnote),
    html: layout({ heading: GREETING, intro, action: "Sign in", link, footnote }),
  };
}

/** To the operator: an account was deleted; which bookings were kept without personal data. */
export function accountDeletedOperatorEmail({
  siteUrl,
  keptReferences,
  handedToBookerReferences = [],
}: {
  siteUrl: string;
  keptReferences: string[];
  /** Other accounts' bookings that carried the address: their contact is now their booker (0043). */
  handedToBookerReferences?: string[];
}): MailContent {
  const kept = keptReferences.length
    ? `Its ${keptReferences.length === 1 ? "booking is" : `${keptReferences.length} bookings are`} kept for the accounts without the traveller's name, email, phone or requirements: ${keptReferences.join(", ")}.`
    : "It had no bookings.";
  const handed = handedToBookerReferences.length
    ? ` Other accounts booked with its address: ${handedToBookerReferences.join(", ")}. Those bookings stay theirs, with the booking account's name and address as the contact and no phone.`
    : "";
  const intro = `A traveller deleted their account from their dashboard. ${kept}${handed} Their messages, quote requests, waiting-list places and reviews are deleted.`;
  const footnote =
    "Nothing to do, unless you keep their details elsewhere (your phone, WhatsApp chats, spreadsheets): delete those too.";
  const link = `${siteUrl}/admin/bookings`;
  return {
    subject: "A traveller deleted their account",
    text: plain(intro, "Open the bookings", link, footnote),
    html: layout({
      heading: "An account was deleted",
      intro,
      action: "Open the bookings",
      link,
      footnote,
    }),
  };
}
