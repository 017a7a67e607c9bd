import { formatPhoneForDisplay, site, type SiteContacts } from "../site";

/**
 * What a traveller can check before paying a small operator they found online (issue 17): who we
 * are, where, the licence and association numbers they can look up, and a phone number to call.
 * A number the operator has not configured is left out, never made up.
 */
export interface Credential {
  label: string;
  value: string;
}

/** The licence and association numbers a traveller can look up; empty when none is configured. */
export function registrations(contacts: SiteContacts): Credential[] {
  return [
    ...(contacts.traLicence
      ? [{ label: "Tourism Regulatory Authority licence", value: contacts.traLicence }]
      : []),
    ...(contacts.katoMembership
      ? [{ label: "Kenya Association of Tour Operators member", value: contacts.katoMembership }]
      : []),
  ];
}

export function operatorCredentials(contacts: SiteContacts): Credential[] {
  return [
    { label: "Office", value: site.baseAddress },
    ...registrations(contacts),
    { label: "Phone (day and night)", value: formatPhoneForDisplay(contacts.whatsappNumber) },
    { label: "Email", value: contacts.email },
  ];
}

/** The one sentence on checking payment details, said wherever a traveller is about to pay. */
export function verifyPaymentSentence(contacts: SiteContacts): string {
  return `Before you pay, you can call us on ${formatPhoneForDisplay(contacts.whatsappNumber)} to check our payment details: we never change them by email.`;
}

/** The reply promise, in one place. */
export const replyPromise = `We reply to every booking request within ${site.responsePromiseHours} hours.`;

/** One way to reach the operator, with the link that opens it (tel:, wa.me, mailto:). */
export interface ReachWay {
  label: string;
  value: string;
  href: string;
}

/**
 * How a traveller whose link or request could not be served reaches the operator: the phone, the
 * same number on WhatsApp, the email (the site's contact settings).
 */
export function reachOperator(
  contacts: Pick<SiteContacts, "whatsappNumber" | "email">,
): ReachWay[] {
  const phone = formatPhoneForDisplay(contacts.whatsappNumber);
  return [
    { label: "Phone (day and night)", value: phone, href: `tel:+${contacts.whatsappNumber}` },
    { label: "WhatsApp", value: phone, href: `https://wa.me/${contacts.whatsappNumber}` },
    { label: "Email", value: contacts.email, href: `mailto:${contacts.email}` },
  ];
}
