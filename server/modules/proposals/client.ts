import type { Kysely } from "kysely";
import { businessDay } from "../../../domain/calendar";
import { hasExpired, type ProposalDocument } from "../../../domain/proposals/proposal-document";
import { systemNow } from "../../platform/clock";
import { siteContacts } from "../../platform/config";
import type { Database } from "../../platform/db/schema";
import { logger } from "../../platform/logger";
import { getMailer, type Mailer } from "../../platform/mail";
import { readProposalToken } from "./link";
import { proposalViewedEmail } from "./mails";
import { operatorAddress } from "./proposals";
import { acceptanceOf, changesOf, documentOf, proposalRow, versionRow } from "./store";
import { shortReference } from "../../../domain/booking/reference";

/**
 * The client's side (issue 30): `/proposals/<token>` opens the latest sent version without an
 * account. A forged or unknown link, a link replaced by a newer one, a proposal never sent and
 * one past its expiry each get their own sentence; the operator is told the first time the client
 * opens each version.
 */

export type ProposalLinkRefusal =
  | { ok: false; reason: "unknown"; kind: "not-found" }
  | { ok: false; reason: "replaced"; kind: "expired" }
  | {
      ok: false;
      reason: "accepted";
      kind: "expired";
      title: string;
      version: number;
      /** UTC ISO. */
      acceptedAt: string;
      bookingReference: string | null;
    }
  | { ok: false; reason: "expired"; kind: "expired"; title: string; expiresOn: string };

export interface OpenedProposal {
  ok: true;
  id: string;
  version: number;
  document: ProposalDocument;
  note: string | null;
  changes: string[];
  sentAt: string;
}

/** The latest version a link opens, or why it opens none. */
export async function openProposalLink(
  db: Kysely<Database>,
  secret: string,
  token: string,
  now: Date = systemNow(),
): Promise<OpenedProposal | ProposalLinkRefusal> {
  const unknown = { ok: false, reason: "unknown", kind: "not-found" } as const;
  const link = readProposalToken(secret, token);
  const row = link ? await proposalRow(db, link.proposalId) : undefined;
  if (!link || !row || !row.latest_version) return unknown;
  if (row.link_version !== link.linkVersion)
    return { ok: false, reason: "replaced", kind: "expired" };
  if (row.status === "accepted") {
    const acceptance = await acceptanceOf(db, row.id);
    return {
      ok: false,
      reason: "accepted",
      kind: "expired",
      title: row.title,
      version: acceptance?.version ?? row.latest_version,
      acceptedAt: acceptance?.accepted_at ?? row.updated_at,
      bookingReference: acceptance?.booking_id ? shortReference(acceptance.booking_id) : null,
    };
  }
  const version = await versionRow(db, row.id, row.latest_version);
  const document = version ? documentOf(version) : null;
  if (!version || !document) return unknown;
  if (hasExpired(version.expires_on, businessDay(now)))
    return {
      ok: false,
      reason: "expired",
      kind: "expired",
      title: document.draft.title,
      expiresOn: version.expires_on,
    };
  return {
    ok: true,
    id: row.id,
    version: version.number,
    document,
    note: version.note,
    changes: changesOf(version),
    sentAt: version.sent_at,
  };
}

/**
 * Records that the client opened a version; the first time for that version, the operator is
 * mailed. Two first opens at once insert one row: the other counts as a later view.
 */
export async function recordProposalView(
  db: Kysely<Database>,
  opened: Pick<OpenedProposal, "id" | "version" | "document">,
  options: { now?: Date; mailer?: Mailer } = {},
): Promise<void> {
  const at = (options.now ?? systemNow()).toISOString();
  const updated = await db
    .updateTable("proposal_views")
    .set((eb) => ({ last_viewed_at: at, views: eb("views", "+", 1) }))
    .where("proposal_id", "=", opened.id)
    .where("version", "=", opened.version)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  const inserted = await db
    .insertInto("proposal_views")
    .values({
      proposal_id: opened.id,
      version: opened.version,
      first_viewed_at: at,
      last_viewed_at: at,
    })
    .onConflict((oc) => oc.columns(["proposal_id", "version"]).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
  const { draft } = opened.document;
  try {
    await (options.mailer ?? getMailer()).send({
      to: operatorAddress(),
      ...proposalViewedEmail({
        title: draft.title,
        clientName: draft.client.name,
        clientEmail: draft.client.email,
        version: opened.version,
        viewedAt: at,
        adminUrl: `${siteContacts().siteUrl}/admin/proposals/${opened.id}`,
      }),
    });
  } catch (error) {
    logger.error({ err: error, proposalId: opened.id }, "proposal viewed mail failed");
  }
}
