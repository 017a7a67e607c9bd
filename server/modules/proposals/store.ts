import type { Kysely, Selectable } from "kysely";
import type { ProposalDraft } from "../../../domain/proposals/proposal";
import type { ProposalDocument } from "../../../domain/proposals/proposal-document";
import type {
  Database,
  ProposalAcceptancesTable,
  ProposalsTable,
  ProposalVersionsTable,
} from "../../platform/db/schema";
import { canBeRecordId } from "../../../domain/record-id";

/**
 * The proposals module's tables (migration 0039): only this module writes them. Drafts and sent
 * documents are JSON the module wrote itself from checked values; a row that no longer reads (a
 * hand edit) is treated as missing rather than trusted.
 */

export type ProposalRow = Selectable<ProposalsTable>;
export type AcceptanceRow = Selectable<ProposalAcceptancesTable>;
export type VersionRow = Selectable<ProposalVersionsTable>;

export function readJson<T>(text: string): T | null {
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export async function proposalRow(
  db: Kysely<Database>,
  id: string,
): Promise<ProposalRow | undefined> {
  if (!canBeRecordId(id)) return undefined;
  return db.selectFrom("proposals").selectAll().where("id", "=", id).executeTakeFirst();
}

export function draftOf(row: Pick<ProposalRow, "draft">): ProposalDraft | null {
  return readJson<ProposalDraft>(row.draft);
}

export async function versionRows(db: Kysely<Database>, proposalId: string): Promise<VersionRow[]> {
  return db
    .selectFrom("proposal_versions")
    .selectAll()
    .where("proposal_id", "=", proposalId)
    .orderBy("number", "asc")
    .execute();
}

export async function versionRow(
  db: Kysely<Database>,
  proposalId: string,
  number: number,
): Promise<VersionRow | undefined> {
  return db
    .selectFrom("proposal_versions")
    .selectAll()
    .where("proposal_id", "=", proposalId)
    .where("number", "=", number)
    .executeTakeFirst();
}

export function documentOf(row: Pick<VersionRow, "document">): ProposalDocument | null {
  return readJson<ProposalDocument>(row.document);
}

export function changesOf(row: Pick<VersionRow, "changes">): string[] {
  return readJson<string[]>(row.changes) ?? [];
}

/** Stores a draft: a new proposal (id null) or the saved one's new draft. */
export async function writeDraft(
  db: Kysely<Database>,
  id: string | null,
  draft: ProposalDraft,
  by: string,
  at: string,
): Promise<string> {
  const row = {
    title: draft.title,
    client_name: draft.client.name,
    client_email: draft.client.email,
    inquiry_id: draft.inquiryId,
    draft: JSON.stringify(draft),
    updated_at: at,
    updated_by: by,
  };
  if (id) {
    await db.updateTable("proposals").set(row).where("id", "=", id).execute();
    return id;
  }
  const created = crypto.randomUUID();
  await db
    .insertInto("proposals")
    .values({ ...row, id: created, created_at: at })
    .execute();
  return created;
}

/** Whether an inquiry with this id is stored (a proposal answers only one that is). */
export async function inquiryExists(db: Kysely<Database>, id: string): Promise<boolean> {
  if (!canBeRecordId(id)) return false;
  const row = await db.selectFrom("inquiries").select("id").where("id", "=", id).executeTakeFirst();
  return Boolean(row);
}

/** A proposal's acceptance (migration 0041), if the client accepted it. */
export async function acceptanceOf(
  db: Kysely<Database>,
  proposalId: string,
): Promise<AcceptanceRow | undefined> {
  return db
    .selectFrom("proposal_acceptances")
    .selectAll()
    .where("proposal_id", "=", proposalId)
    .executeTakeFirst();
}
