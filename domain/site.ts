/**
 * Brand facts and marketing claims, shown on the landing page, footer,
 * metadata and emails. Contact details that differ per deployment (WhatsApp number,
 * operator email, site URL) come from the environment via server/platform/config.ts.
 */
export const site = {
  brandName: "Kilele Expeditions",
  /** "Kilele" is Swahili for summit. */
  tagline: "Mount Kenya treks, safaris and escapes from Naro Moru",
  baseLocation: "Naro Moru, Kenya",
  baseAddress: "Naro Moru, Nyeri County, Kenya",
  foundedYearsAgo: 6,
  /**
   * The figures the landing page states, each with where it comes from (issue 17: a figure that
   * cannot say where it comes from is not shown; the "100% safety record" went for that reason,
   * decision 0029). The sources are the operator's own records, which it keeps for inspection.
   */
  claims: {
    expeditions: { value: "200+", label: "Expeditions led", source: "Our trip log, 2020 to 2026" },
    summitSuccess: {
      value: "98%",
      label: "Reached Point Lenana",
      source: "Trekkers who set out on our summit days, guides' logs 2023 to 2025",
    },
    yearsLicensed: {
      value: "5+",
      label: "Years licensed",
      source: "Tourism Regulatory Authority tour operator licence since 2021",
    },
    emergencySupport: {
      value: "24/7",
      label: "Emergency line",
      source: "Answered day and night while any of our trips is out",
    },
  },
  responsePromiseHours: 24,
} as const;

export interface SiteContacts {
  /** Digits only, international format without '+', used in wa.me links. */
  whatsappNumber: string;
  email: string;
  siteUrl: string;
  /** Tourism Regulatory Authority licence number; null when not configured. */
  traLicence?: string | null;
  /** Kenya Association of Tour Operators membership number; null when not configured. */
  katoMembership?: string | null;
}

/** "254712345678" -> "+254 712 345 678" for display. */
export function formatPhoneForDisplay(digits: string): string {
  const match = /^(\d{3})(\d{3})(\d{3})(\d{3})$/.exec(digits);
  return match ? `+${match[1]} ${match[2]} ${match[3]} ${match[4]}` : `+${digits}`;
}
