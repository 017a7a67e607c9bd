import type { MediaUsageSource } from "../media";
import type { ProposalDraft } from "../../../domain/proposals/proposal";
import type { ProposalDocument } from "../../../domain/proposals/proposal-document";
import { readJson } from "./store";

/**
 * The media module's question (registerMediaUsage, decision 0066): every proposal whose draft or
 * a sent version shows the photo on a day, as "Proposal: Family safari (day 2)", so a photo a
 * client's page still shows cannot be deleted from the library.
 */
export const proposalsUsingPhoto: MediaUsageSource = async (db, photoId) => {
  const pattern = `%${photoId}%`;
  const [drafts, versions] = await Promise.all([
    db
      .selectFrom("proposals")
      .select(["id", "title", "draft"])
      .where("draft", "like", pattern)
      .execute(),
    db
      .selectFrom("proposal_versions")
      .innerJoin("proposals", "proposals.id", "proposal_versions.proposal_id")
      .select(["proposals.id", "proposals.title", "proposal_versions.document"])
      .where("proposal_versions.document", "like", pattern)
      .execute(),
  ]);
  const places = new Map<string, { title: string; days: Set<number> }>();
  const add = (id: string, title: string, draft: ProposalDraft | null | undefined) =>
    draft?.days.forEach((day, index) => {
      if (day.photo !== photoId) return;
      const place = places.get(id) ?? { title, days: new Set<number>() };
      place.days.add(index + 1);
      places.set(id, place);
    });
  for (const row of drafts) add(row.id, row.title, readJson<ProposalDraft>(row.draft));
  for (const row of versions)
    add(row.id, row.title, readJson<ProposalDocument>(row.document)?.draft);
  return [...places.values()].map(
    ({ title, days }) => `Proposal: ${title} (day ${[...days].sort((a, b) => a - b).join(", ")})`,
  );
};
