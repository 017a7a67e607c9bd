// The catalogue module's public face: other modules, HTTP adapters and routes import it from here,
// never from its files (scripts/check-architecture.mjs).
// The trips as documents: itinerary, seasonal guide and gear-list PDFs, drawn from content/trips.
export { footerLine } from "./pdf-documents";
export type { RenderOptions } from "./pdf-documents";
export { findBrochureTrip, getPdf, pdfDocumentForTrip, pdfPathForTrip, tripsPricedIn } from "./pdf";
export type { PdfDocumentId, PdfFile } from "./pdf";
// The published trips the listings and the search read.
export { findPublishedTrip, publishedTrips } from "./trips";
