// The catalogue module's public face: other modules, HTTP adapters and routes import it from here,
// never from its files (scripts/check-architecture.mjs).
// The trips as documents: itinerary, seasonal guide and gear-list PDFs, drawn from the published trips.
export { footerLine } from "./pdf-documents";
export type { RenderOptions } from "./pdf-documents";
export { findBrochureTrip, getPdf, pdfDocumentForTrip, pdfPathForTrip, tripsPricedIn } from "./pdf";
export type { PdfDocumentId, PdfFile } from "./pdf";
// The trips as this process serves them: a synchronous snapshot of the published catalogue
// (decision 0065), kept current by publication.ts.
export {
  findPublishedTrip,
  findTrip,
  publishedTrips,
  publishedTripSlugs,
  renamedTripSlug,
  resolveAdventureType,
} from "./snapshot";
export { refreshCatalogue, seedCatalogue, watchCatalogue } from "./publication";
// The content studio's trips (decision 0065): drafts, publishing, history, order and archive.
export {
  createTrip,
  discardTripDraft,
  duplicateTrip,
  editorName,
  publishTrip,
  saveTripDraft,
  tripForEditor,
} from "./editing";
export type { Conflict, Editor, PublishOutcome, SaveOutcome, TripEditorState } from "./editing";
// What other modules key by a trip's slug follows a rename (decision 0069): their steps, run in
// the publish's transaction.
export { registerTripRenameStep, type TripRenameStep } from "./renames";
export {
  listTripsForAdmin,
  moveTrip,
  restoreTripRevision,
  setTripArchived,
  tripHistory,
} from "./trip-status";
export type { AdminTripRow, TripRevision } from "./trip-status";
// A trip's library photos (issue 29 slice 2): its page's and cards' views, and which trips use a photo.
export { cardPhotosOf, tripPhotosOf, tripsUsingPhoto, type TripPhotos } from "./photos";
