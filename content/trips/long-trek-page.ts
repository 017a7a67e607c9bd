import type { TripInput } from "../../domain/catalogue/trip-schema";

/**
 * The page of the four long treks (Rwenzori, Burguret-Chogoria, Timau-Chogoria, Kilimanjaro),
 * which the spec words alike: 'Max N people', trek headings, WhatsApp booking and a print button.
 */
export const longTrekPage = {
  layout: "long-trek",
  sectionTitles: {
    itinerary: "Trek Itinerary",
    included: "What's Included",
    requirements: "Requirements & Fitness Level",
    packing: "Essential Packing List",
  },
  contactPanel: { document: "print" },
  gearList: "mountain",
} satisfies Partial<TripInput>;
