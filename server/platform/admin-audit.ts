import type { Kysely } from "kysely";
import type { AdminAuditEntry, Database } from "./db/schema";

/** Who made a change: an operator (their user id and email) or the site itself. */
export interface Actor {
  id: string;
  email: string;
}

/** One change an admin made to a setting (who, when, what, before and after), in the caller's transaction. */
export async function recordAdminChange(
  trx: Kysely<Database>,
  change: {
    actor: Actor;
    action: string;
    subject: string;
    before: string | null;
    after: string | null;
    at: string;
  },
): Promise<void> {
  await trx
    .insertInto("admin_audit_log")
    .values({
      id: crypto.randomUUID(),
      actor_user_id: change.actor.id,
      actor_email: change.actor.email,
      action: change.action,
      subject: change.subject,
      before_value: change.before,
      after_value: change.after,
      created_at: change.at,
    })
    .execute();
}

/** The latest changes whose subject passes `subjects`, newest first. */
export function adminChanges(
  db: Kysely<Database>,
  subjects: { in: readonly string[] } | { startsWith: string },
  limit: number,
): Promise<AdminAuditEntry[]> {
  return db
    .selectFrom("admin_audit_log")
    .selectAll()
    .where(
      "subject",
      "in" in subjects ? "in" : "like",
      "in" in subjects ? [...subjects.in] : `${subjects.startsWith}%`,
    )
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}
