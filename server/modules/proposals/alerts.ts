import type { Kysely } from "kysely";
import { addDays, businessDay } from "../../../domain/calendar";
import { REMINDER_DAYS_BEFORE_EXPIRY } from "../../../domain/proposals/proposal-document";
import { systemNow } from "../../platform/clock";
import type { Database } from "../../platform/db/schema";

/**
 * What the admin overview says about proposals (issue 30): the versions clients opened and the
 * proposals they accepted in the last week, and the open proposals whose prices expire within the
 * reminder window.
 */
export interface ProposalAlerts {
  viewed: Array<{
    id: string;
    title: string;
    clientName: string;
    version: number;
    viewedAt: string;
  }>;
  expiring: Array<{ id: string; title: string; clientName: string; expiresOn: string }>;
  accepted: Array<{
    id: string;
    title: string;
    clientName: string;
    version: number;
    acceptedAt: string;
  }>;
}

export async function proposalAlerts(
  db: Kysely<Database>,
  now: Date = systemNow(),
): Promise<ProposalAlerts> {
  const today = businessDay(now);
  const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000).toISOString();
  const [viewed, expiring, accepted] = await Promise.all([
    db
      .selectFrom("proposal_views as seen")
      .innerJoin("proposals", "proposals.id", "seen.proposal_id")
      .select([
        "proposals.id",
        "proposals.title",
        "proposals.client_name",
        "seen.version",
        "seen.first_viewed_at",
      ])
      .where("seen.first_viewed_at", ">=", weekAgo)
      .orderBy("seen.first_viewed_at", "desc")
      .limit(10)
      .execute(),
    db
      .selectFrom("proposals")
      .select(["id", "title", "client_name", "expires_on"])
      .where("status", "=", "open")
      .where("latest_version", "is not", null)
      .where("expires_on", ">=", today)
      .where("expires_on", "<=", addDays(today, REMINDER_DAYS_BEFORE_EXPIRY))
      .orderBy("expires_on", "asc")
      .limit(10)
      .execute(),
    db
      .selectFrom("proposal_acceptances as accepted")
      .innerJoin("proposals", "proposals.id", "accepted.proposal_id")
      .select([
        "proposals.id",
        "proposals.title",
        "proposals.client_name",
        "accepted.version",
        "accepted.accepted_at",
      ])
      .where("accepted.accepted_at", ">=", weekAgo)
      .orderBy("accepted.accepted_at", "desc")
      .limit(10)
      .execute(),
  ]);
  return {
    viewed: viewed.map((row) => ({
      id: row.id,
      title: row.title,
      clientName: row.client_name,
      version: row.version,
      viewedAt: row.first_viewed_at,
    })),
    expiring: expiring.map((row) => ({
      id: row.id,
      title: row.title,
      clientName: row.client_name,
      expiresOn: row.expires_on!,
    })),
    accepted: accepted.map((row) => ({
      id: row.id,
      title: row.title,
      clientName: row.client_name,
      version: row.version,
      acceptedAt: row.accepted_at,
    })),
  };
}
