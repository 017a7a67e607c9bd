import { sql, type Kysely } from "kysely";
import { shortReference } from "../../../domain/booking/reference";
import { normalizeEmail } from "../../../domain/contact/email";
import { clientProposalView } from "../../../domain/proposals/proposal-view";
import type { DataSubject, ErasureStep } from "../../platform/data-subject";
import type { Database } from "../../platform/db/schema";
import { documentOf } from "./store";

/**
 * A proposal's client in the account's data (issue 30 review, decision 0073): the proposals
 * written for the account's address are in "Download my data" as the client read them (never a
 * line's cost or margin), with the acceptance; deleting the account deletes them, their versions,
 * views and acceptance. A booking an accepted proposal became stays as the bookings module keeps
 * it (without the person's contact); only the proposal that led to it goes.
 */

const forAddress = (email: string) => sql<boolean>`lower(client_email) = ${normalizeEmail(email)}`;

/** The account's proposals, each with its sent versions as the client saw them and its acceptance. */
export async function proposalDataOf(
  db: Kysely<Database>,
  subject: Pick<DataSubject, "email">,
): Promise<unknown[]> {
  const rows = await db
    .selectFrom("proposals")
    .leftJoin("proposal_acceptances as accepted", "accepted.proposal_id", "proposals.id")
    .select([
      "proposals.id",
      "proposals.title",
      "proposals.client_name",
      "proposals.client_email",
      "proposals.status",
      "proposals.created_at",
      "accepted.version as accepted_version",
      "accepted.accepted_name",
      "accepted.accepted_at",
      "accepted.client_address",
      "accepted.booking_id",
    ])
    .where(forAddress(subject.email))
    .orderBy("proposals.created_at")
    .execute();
  if (!rows.length) return [];
  const versions = await db
    .selectFrom("proposal_versions")
    .select(["proposal_id", "number", "document", "note", "sent_at", "expires_on"])
    .where(
      "proposal_id",
      "in",
      rows.map((row) => row.id),
    )
    .orderBy("proposal_id")
    .orderBy("number")
    .execute();
  return rows.map((row) => ({
    title: row.title,
    clientName: row.client_name,
    clientEmail: row.client_email,
    status: row.status,
    createdAt: row.created_at,
    versions: versions
      .filter((version) => version.proposal_id === row.id)
      .map((version) => {
        const document = documentOf(version);
        return {
          number: version.number,
          sentAt: version.sent_at,
          expiresOn: version.expires_on,
          note: version.note,
          proposal: document ? clientProposalView(document) : null,
        };
      }),
    acceptance: row.accepted_at
      ? {
          version: row.accepted_version,
          nameTyped: row.accepted_name,
          acceptedAt: row.accepted_at,
          address: row.client_address,
          booking: row.booking_id ? shortReference(row.booking_id) : null,
        }
      : null,
  }));
}

/** Deleting the account deletes the proposals written for its address (versions, views, acceptance). */
export const proposalErasure: ErasureStep = {
  name: "proposals",
  run: async (trx, subject) => {
    await trx.deleteFrom("proposals").where(forAddress(subject.email)).execute();
  },
};
