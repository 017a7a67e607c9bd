import type { Trip } from "../../../domain/catalogue/trip-schema";
import { tripPdfPath } from "../../../domain/catalogue/trip-facts";

/**
 * Which PDF a trip page offers, how its button is labelled and the key the button sends to
 * POST /api/generate-pdf-itinerary, all from the trip's content (`trip.download`).
 * `href` is the file itself, so the button still downloads without JavaScript.
 */
export interface PdfDownload {
  adventureType: string;
  href: string;
  label: string;
}

export function pdfDownloadFor(trip: Pick<Trip, "slug" | "download">): PdfDownload {
  return {
    adventureType: trip.download.adventureType ?? trip.slug,
    href: tripPdfPath(trip),
    label: trip.download.label,
  };
}
