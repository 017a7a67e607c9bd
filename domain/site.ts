/**
 * Brand facts and marketing claims, shown on the landing page, footer,
 * metadata and emails. Contact details that differ per deployment (WhatsApp number,
 * operator email, site URL) come from the environment via server/config.ts.
 */
export const site = {
  brandName: "Kilele Expeditions",
  /** "Kilele" is Swahili for summit. */
  tagline: "Mount Kenya treks, safaris and escapes from Naro Moru",
  baseLocation: "Naro Moru, Kenya",
  baseAddress: "Naro Moru, Nyeri County, Kenya",
  foundedYearsAgo: 6,
  claims: {
    expeditions: "200+",
    summitSuccess: "98%",
    safetyRecord: "100%",
    yearsLicensed: "5+",
    happyAdventures: "150+",
    emergencySupport: "24/7",
  },
  responsePromiseHours: 24,
} as const;

export interface SiteContacts {
  /** Digits only, international format without '+', used in wa.me links. */
  whatsappNumber: string;
  email: string;
  siteUrl: string;
}

/** "254712345678" -> "+254 712 345 678" for display. */
export function formatPhoneForDisplay(digits: string): string {
  const match = /^(\d{3})(\d{3})(\d{3})(\d{3})$/.exec(digits);
  return match ? `+${match[1]} ${match[2]} ${match[3]} ${match[4]}` : `+${digits}`;
}
