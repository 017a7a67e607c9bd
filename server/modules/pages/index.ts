// The pages module's public face: other modules, HTTP adapters and routes import it from here,
// never from its files (scripts/check-architecture.mjs).
// The pages of the site edited in the content studio (issue 29 slice 3, decision 0067): the
// landing page's words and pictures, the team and guides, the trust pages and the three listings
// (decision 0070). Owns site_pages, site_page_revisions and site_pages_state.
// As the site shows them: a synchronous snapshot of the published pages per process.
export { publishedPage } from "./snapshot";
export { infoSectionParagraphs, pageView, type PageView } from "./views";
export { refreshPages, seedPages, watchPages, PAGES_SEED_AUTHOR } from "./publication";
// The content studio's pages: drafts, the version check, publishing, history and the list.
export {
  discardPageDraft,
  listPagesForAdmin,
  pageForEditor,
  pageHistory,
  publishPage,
  restorePageRevision,
  savePageDraft,
} from "./editing";
export type {
  AdminPageRow,
  Editor,
  PageConflict,
  PageEditorState,
  PagePublishOutcome,
  PageRevision,
  PageSaveOutcome,
} from "./editing";
// Which pages use a library photo (registered with the media module at start).
export { pagesUsingPhoto } from "./photos";
// The listings (decision 0070): their documents over the published catalogue, as the site shows
// them, the editor's trip choices, and the step that follows a renamed trip (decision 0069).
export {
  cardOfTrip,
  listingOfTrip,
  listingTripChoices,
  listingView,
  publishedListingCards,
  type ListingView,
} from "./listings";
export { listingTripRename } from "./trip-rename";
