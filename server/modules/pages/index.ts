// The pages module's public face: other modules, HTTP adapters and routes import it from here,
// never from its files (scripts/check-architecture.mjs).
// The pages of the site edited in the content studio (issue 29 slice 3, decision 0067): the
// landing page's words and pictures, the team and guides, and the trust pages. Owns site_pages,
// site_page_revisions and site_pages_state.
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
