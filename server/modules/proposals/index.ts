// The proposals module's public face: other modules, HTTP adapters and routes import it from here,
// never from its files (scripts/check-architecture.mjs).
// Tailor-made proposals (issue 30 slice 1, decision 0071): the operator's drafts, sent versions
// frozen with their prices, the client's signed link, when it was opened, the expiry reminder and
// the PDF. Owns `proposals`, `proposal_versions` and `proposal_views`.
export {
  listProposalsForAdmin,
  priceDraft,
  proposalForEditor,
  replaceProposalLink,
  saveProposalDraft,
  sendProposal,
} from "./proposals";
export type {
  AdminProposalRow,
  ProposalEditorState,
  SaveProposalOutcome,
  SendProposalOutcome,
  SentVersion,
} from "./proposals";
export { openProposalLink, recordProposalView } from "./client";
export type { OpenedProposal, ProposalLinkRefusal } from "./client";
export { sendProposalReminders } from "./reminders";
export { newProposalForm, tripDaysForm } from "./starting-points";
export { proposalAlerts } from "./alerts";
export type { ProposalAlerts } from "./alerts";
export { proposalPdfFileName, renderProposalPdf } from "./pdf";
export { proposalsUsingPhoto } from "./photos";
export { acceptProposal } from "./accept";
export type { AcceptOutcome } from "./accept";
// A proposal's client in the account's export and erasure (decision 0073).
export { proposalDataOf, proposalErasure } from "./erasure";
