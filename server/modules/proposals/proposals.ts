import type { Kysely } from "kysely";
import { businessDay } from "../../../domain/calendar";
import type { ProposalDraft } from "../../../domain/proposals/proposal";
import { planDates } from "../../../domain/proposals/proposal";
import { proposalChanges } from "../../../domain/proposals/proposal-changes";
import {
  hasExpired,
  proposalState,
  proposalStateLabel,
  type ProposalDocument,
  type ProposalState,
} from "../../../domain/proposals/proposal-document";
import { sendRefusals, type ProposalErrors } from "../../../domain/proposals/proposal-form";
import type { ProposalAcceptanceView } from "../../../domain/proposals/proposal-acceptance";
import { priceProposal, type ProposalPrices } from "../../../domain/proposals/proposal-lines";
import type { QuoteTotal } from "../../../domain/pricing/quote-lines";
import type { Actor } from "../../platform/admin-audit";
import { recordAdminChange } from "../../platform/admin-audit";
import { systemNow } from "../../platform/clock";
import { env, siteContacts } from "../../platform/config";
import type { Database } from "../../platform/db/schema";
import { logger } from "../../platform/logger";
import { getMailer, type Mailer } from "../../platform/mail";
import { loadPaymentPlanSettings } from "../payments";
import { loadParkFees } from "../pricing";
import { proposalPath } from "./link";
import { proposalEmail } from "./mails";
import {
  acceptanceOf,
  changesOf,
  documentOf,
  draftOf,
  inquiryExists,
  proposalRow,
  versionRow,
  versionRows,
  writeDraft,
  type ProposalRow,
} from "./store";

/**
 * Proposals in the admin (issue 30 slice 1, decision 0071): drafts saved as the operator writes
 * them, "Send" freezing a numbered version (its prices from the park fees and plan settings of
 * the day) and mailing the client the link, the list with where each stands.
 */

/** The prices of a draft as they would be sent today. */
export async function priceDraft(
  db: Kysely<Database>,
  draft: ProposalDraft,
  today: string,
): Promise<ProposalPrices> {
  const [fees, settings] = await Promise.all([loadParkFees(db), loadPaymentPlanSettings(db)]);
  return priceProposal(draft, fees, settings, today);
}

export interface AdminProposalRow {
  id: string;
  title: string;
  clientName: string;
  clientEmail: string;
  state: ProposalState;
  stateLabel: string;
  firstDay: string | null;
  lastDay: string | null;
  expiresOn: string | null;
  totals: QuoteTotal[];
  /** When the client first opened the latest version (UTC ISO), or null. */
  viewedAt: string | null;
  /** When the client accepted it (UTC ISO) and the booking it became, or null. */
  acceptedAt: string | null;
  bookingId: string | null;
  updatedAt: string;
}

/** The operator's list, latest change first (the sent total where sent, the draft's otherwise). */
export async function listProposalsForAdmin(
  db: Kysely<Database>,
  now: Date = systemNow(),
): Promise<AdminProposalRow[]> {
  const today = businessDay(now);
  const rows = await db
    .selectFrom("proposals")
    .leftJoin("proposal_versions as v", (join) =>
      join
        .onRef("v.proposal_id", "=", "proposals.id")
        .onRef("v.number", "=", "proposals.latest_version"),
    )
    .leftJoin("proposal_views as seen", (join) =>
      join
        .onRef("seen.proposal_id", "=", "proposals.id")
        .onRef("seen.version", "=", "proposals.latest_version"),
    )
    .leftJoin("proposal_acceptances as accepted", "accepted.proposal_id", "proposals.id")
    .selectAll("proposals")
    .select([
      "v.document as document",
      "seen.first_viewed_at as viewed_at",
      "accepted.version as accepted_version",
      "accepted.accepted_at",
      "accepted.booking_id",
    ])
    .orderBy("proposals.updated_at", "desc")
    .limit(200)
    .execute();
  const [fees, settings] = await Promise.all([loadParkFees(db), loadPaymentPlanSettings(db)]);
  return rows.map((row) => {
    const sent = row.document ? documentOf({ document: row.document }) : null;
    const draft = draftOf(row);
    const shown = sent?.draft ?? draft;
    const dates = shown ? planDates(shown.days) : null;
    const totals =
      sent?.prices.totals ?? (draft ? priceProposal(draft, fees, settings, today).totals : []);
    const state = proposalState({
      latestVersion: row.latest_version,
      expiresOn: row.expires_on,
      viewedVersion: row.viewed_at ? row.latest_version : null,
      today,
      acceptedVersion: row.accepted_version,
    });
    return {
      id: row.id,
      title: row.title,
      clientName: row.client_name,
      clientEmail: row.client_email,
      state,
      stateLabel: proposalStateLabel(state, row.accepted_version ?? row.latest_version),
      firstDay: dates?.first ?? null,
      lastDay: dates?.last ?? null,
      expiresOn: row.expires_on,
      totals: totals.map(({ currency, amountMinor }) => ({ currency, amountMinor })),
      viewedAt: row.viewed_at ?? null,
      acceptedAt: row.accepted_at ?? null,
      bookingId: row.booking_id ?? null,
      updatedAt: row.updated_at,
    };
  });
}

export interface SentVersion {
  number: number;
  sentAt: string;
  sentBy: string;
  note: string | null;
  changes: string[];
  expiresOn: string;
  /** When the client first and last opened it, and how often. */
  firstViewedAt: string | null;
  lastViewedAt: string | null;
  views: number;
}

export interface ProposalEditorState {
  id: string;
  draft: ProposalDraft;
  latestVersion: number | null;
  versions: SentVersion[];
  /** The client's link (path), once a version is sent. */
  linkPath: string | null;
  state: ProposalState;
  /** Who accepted which version, when, from which address, and the booking it became. */
  acceptance: ProposalAcceptanceView | null;
}

/** A saved proposal for the editor, with its versions and when each was opened. */
export async function proposalForEditor(
  db: Kysely<Database>,
  id: string,
  secret: string,
  now: Date = systemNow(),
): Promise<ProposalEditorState | null> {
  const row = await proposalRow(db, id);
  const draft = row ? draftOf(row) : null;
  if (!row || !draft) return null;
  const [versions, views, accepted] = await Promise.all([
    versionRows(db, id),
    db.selectFrom("proposal_views").selectAll().where("proposal_id", "=", id).execute(),
    acceptanceOf(db, id),
  ]);
  const viewOf = (number: number) => views.find((view) => view.version === number);
  return {
    id,
    draft,
    latestVersion: row.latest_version,
    versions: versions.map((version) => ({
      number: version.number,
      sentAt: version.sent_at,
      sentBy: version.sent_by,
      note: version.note,
      changes: changesOf(version),
      expiresOn: version.expires_on,
      firstViewedAt: viewOf(version.number)?.first_viewed_at ?? null,
      lastViewedAt: viewOf(version.number)?.last_viewed_at ?? null,
      views: viewOf(version.number)?.views ?? 0,
    })),
    linkPath: row.latest_version ? proposalPath(secret, id, row.link_version) : null,
    state: proposalState({
      latestVersion: row.latest_version,
      expiresOn: row.expires_on,
      viewedVersion: row.latest_version && viewOf(row.latest_version) ? row.latest_version : null,
      today: businessDay(now),
      acceptedVersion: accepted?.version ?? null,
    }),
    acceptance: accepted
      ? {
          name: accepted.accepted_name,
          version: accepted.version,
          acceptedAt: accepted.accepted_at,
          clientAddress: accepted.client_address,
          bookingId: accepted.booking_id,
          departureId: accepted.departure_id,
        }
      : null,
  };
}

export type SaveProposalOutcome =
  | { ok: true; id: string }
  | { ok: false; kind: "not-found" | "invalid"; message: string; errors: ProposalErrors };

async function checkTarget(
  db: Kysely<Database>,
  id: string | null,
  draft: ProposalDraft,
): Promise<Extract<SaveProposalOutcome, { ok: false }> | null> {
  const row = id ? await proposalRow(db, id) : undefined;
  if (id && !row)
    return { ok: false, kind: "not-found", message: "There is no such proposal.", errors: {} };
  if (row?.status === "accepted")
    return {
      ok: false,
      kind: "invalid",
      message:
        "The client accepted this proposal: it is a booking now. Change the booking, or start a new proposal.",
      errors: {},
    };
  if (draft.inquiryId && !(await inquiryExists(db, draft.inquiryId)))
    return {
      ok: false,
      kind: "invalid",
      message: "The inquiry this proposal answers is no longer stored.",
      errors: { inquiryId: "There is no inquiry with this reference: clear the field." },
    };
  return null;
}

/** Saves a checked draft (a new proposal when `id` is null); nothing is sent. */
export async function saveProposalDraft(
  db: Kysely<Database>,
  id: string | null,
  draft: ProposalDraft,
  actor: Actor,
  now: Date = systemNow(),
): Promise<SaveProposalOutcome> {
  const refused = await checkTarget(db, id, draft);
  if (refused) return refused;
  return { ok: true, id: await writeDraft(db, id, draft, actor.email, now.toISOString()) };
}

export type SendProposalOutcome =
  | { ok: true; id: string; version: number; linkPath: string }
  | { ok: false; kind: "not-found" | "invalid"; message: string; errors: ProposalErrors };

/**
 * "Send": saves the draft, freezes it as the next version (prices from today's park fees and
 * plan settings) with the operator's note of what changed (asked from version 2 on) and the
 * changes in sentences, and mails the client the link. Nothing is stored when it is refused.
 */
export async function sendProposal(
  db: Kysely<Database>,
  request: { id: string | null; draft: ProposalDraft; note: string },
  actor: Actor,
  options: { secret: string; mailer?: Mailer; now?: Date },
): Promise<SendProposalOutcome> {
  const now = options.now ?? systemNow();
  const today = businessDay(now);
  const refusedTarget = await checkTarget(db, request.id, request.draft);
  if (refusedTarget) return refusedTarget;
  const prices = await priceDraft(db, request.draft, today);
  const errors = sendRefusals(request.draft, today, prices.totals);
  const previous = request.id ? await latestDocument(db, request.id) : null;
  const note = request.note.trim();
  if (previous && !note)
    errors.note = "Say in a sentence what changed for the client: it is shown above the proposal.";
  if (Object.keys(errors).length)
    return { ok: false, kind: "invalid", message: "The proposal was not sent.", errors };
  const document: ProposalDocument = { draft: request.draft, prices, sentOn: today };
  const changes = previous ? proposalChanges(previous.document, document) : [];
  const at = now.toISOString();
  const sent = await db.transaction().execute(async (trx) => {
    const id = await writeDraft(trx, request.id, request.draft, actor.email, at);
    const number = (previous?.number ?? 0) + 1;
    await trx
      .insertInto("proposal_versions")
      .values({
        proposal_id: id,
        number,
        document: JSON.stringify(document),
        note: note || null,
        changes: JSON.stringify(changes),
        expires_on: request.draft.expiresOn,
        sent_at: at,
        sent_by: actor.email,
      })
      .execute();
    const row = await trx
      .updateTable("proposals")
      .set({
        latest_version: number,
        expires_on: request.draft.expiresOn,
        first_day: planDates(request.draft.days)?.first ?? null,
      })
      .where("id", "=", id)
      .returning("link_version")
      .executeTakeFirstOrThrow();
    await recordAdminChange(trx, {
      actor,
      action: "proposal.send",
      subject: `proposal:${id}`,
      before: previous ? `v${previous.number}` : null,
      after: `v${number}`,
      at,
    });
    return { id, number, linkVersion: row.link_version };
  });
  const linkPath = proposalPath(options.secret, sent.id, sent.linkVersion);
  await mailClient(document, sent.number, note || null, linkPath, options.mailer ?? getMailer());
  return { ok: true, id: sent.id, version: sent.number, linkPath };
}

async function latestDocument(
  db: Kysely<Database>,
  id: string,
): Promise<{ number: number; document: ProposalDocument } | null> {
  const row = await proposalRow(db, id);
  if (!row?.latest_version) return null;
  const version = await versionRow(db, id, row.latest_version);
  const document = version ? documentOf(version) : null;
  return document ? { number: row.latest_version, document } : null;
}

async function mailClient(
  document: ProposalDocument,
  version: number,
  note: string | null,
  linkPath: string,
  mailer: Mailer,
): Promise<void> {
  try {
    await mailer.send({
      to: document.draft.client.email,
      fromOperator: true,
      ...proposalEmail({ document, version, note, url: `${siteContacts().siteUrl}${linkPath}` }),
    });
  } catch (error) {
    logger.error({ err: error }, "proposal mail failed; the version is stored");
  }
}

/**
 * "New link": the link sent so far stops opening the proposal (sent to a wrong address, say) and
 * the returned one works instead. Nothing is mailed: the operator sends the new link.
 */
export async function replaceProposalLink(
  db: Kysely<Database>,
  id: string,
  secret: string,
  actor: Actor,
  now: Date = systemNow(),
): Promise<string | null> {
  const row = await proposalRow(db, id);
  if (!row) return null;
  const updated = await db
    .updateTable("proposals")
    .set((eb) => ({
      link_version: eb("link_version", "+", 1),
      updated_at: now.toISOString(),
      updated_by: actor.email,
    }))
    .where("id", "=", id)
    .returning("link_version")
    .executeTakeFirstOrThrow();
  return proposalPath(secret, id, updated.link_version);
}

/** Whether a proposal's latest version has expired today (for the editor's notice). */
export function expiredToday(
  row: Pick<ProposalRow, "expires_on">,
  now: Date = systemNow(),
): boolean {
  return row.expires_on !== null && hasExpired(row.expires_on, businessDay(now));
}

/** The operator's address, for the notices the client's actions cause. */
export function operatorAddress(): string {
  return env().OPERATOR_EMAIL;
}
