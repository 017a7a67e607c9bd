/**
 * Which PDF a trip page offers, how the button is labelled (e.g. 'Download PDF Itinerary' on Crescent
 * Island) and the key it sends to POST /api/generate-pdf-itinerary (crescent-island-walking-safari,
 * team-building-retreats, student-expeditions or 'Nairobi Safari Walk'). `href` is the file itself, so
 * the button still downloads without JavaScript. server/pdf's pdfPathForTrip makes the same
 * paths; a unit test there checks the two agree.
 */
export interface PdfDownload {
  adventureType: string;
  href: string;
  label: string;
}

const special: Record<string, PdfDownload> = {
  "crescent-island": { adventureType: "crescent-island-walking-safari", href: "/itineraries/crescent-island.pdf", label: "Download PDF Itinerary" },
  "nairobi-safari-walk": { adventureType: "Nairobi Safari Walk", href: "/itineraries/nairobi-safari-walk.pdf", label: "Download Info" },
  "team-building": { adventureType: "team-building-retreats", href: "/brochures/team-building.pdf", label: "Download PDF Brochure" },
  "student-expeditions": { adventureType: "student-expeditions", href: "/brochures/education.pdf", label: "Download Education Brochure" },
};

export function pdfDownloadFor(slug: string): PdfDownload {
  return special[slug] ?? { adventureType: slug, href: `/itineraries/${slug}.pdf`, label: "Download Itinerary" };
}
