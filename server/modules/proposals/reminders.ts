import type { Kysely } from "kysely";
import { addDays, businessDay } from "../../../domain/calendar";
import { REMINDER_DAYS_BEFORE_EXPIRY } from "../../../domain/proposals/proposal-document";
import { systemNow } from "../../platform/clock";
import { siteContacts } from "../../platform/config";
import type { Database } from "../../platform/db/schema";
import { logger } from "../../platform/logger";
import { getMailer, type Mailer } from "../../platform/mail";
import { proposalPath } from "./link";
import { proposalExpiringEmail, proposalReminderEmail } from "./mails";
import { operatorAddress } from "./proposals";
import { documentOf, versionRow } from "./store";

/**
 * The expiry reminder (issue 30): from REMINDER_DAYS_BEFORE_EXPIRY days before a sent version's
 * prices expire, the client is reminded once and the operator told, by the server's scheduler
 * (server/lifecycle/scheduled-jobs.ts), hourly. Once per version: the row is marked with a
 * conditional update before the mails go, so two processes never both send; a revision with a
 * new expiry gets its own reminder.
 */
export async function sendProposalReminders(
  db: Kysely<Database>,
  secret: string,
  now: Date = systemNow(),
  mailer: Mailer = getMailer(),
): Promise<{ reminded: number }> {
  const today = businessDay(now);
  const due = await db
    .selectFrom("proposals")
    .selectAll()
    .where("status", "=", "open")
    .where("latest_version", "is not", null)
    .where("expires_on", ">=", today)
    .where("expires_on", "<=", addDays(today, REMINDER_DAYS_BEFORE_EXPIRY))
    .where((eb) =>
      eb.or([
        eb("reminded_version", "is", null),
        eb("reminded_version", "<", eb.ref("latest_version")),
      ]),
    )
    .limit(200)
    .execute();
  let reminded = 0;
  for (const row of due) {
    const claimed = await db
      .updateTable("proposals")
      .set({ reminded_version: row.latest_version })
      .where("id", "=", row.id)
      .where("latest_version", "=", row.latest_version!)
      .where((eb) =>
        eb.or([
          eb("reminded_version", "is", null),
          eb("reminded_version", "<", row.latest_version!),
        ]),
      )
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    const version = await versionRow(db, row.id, row.latest_version!);
    const document = version ? documentOf(version) : null;
    if (!document) continue;
    await mailReminder(
      db,
      { ...row, latest_version: row.latest_version! },
      document,
      secret,
      mailer,
    );
    reminded += 1;
  }
  return { reminded };
}

async function mailReminder(
  db: Kysely<Database>,
  row: { id: string; latest_version: number; link_version: number; expires_on: string | null },
  document: NonNullable<ReturnType<typeof documentOf>>,
  secret: string,
  mailer: Mailer,
): Promise<void> {
  const { siteUrl } = siteContacts();
  const viewed = await db
    .selectFrom("proposal_views")
    .select("version")
    .where("proposal_id", "=", row.id)
    .where("version", "=", row.latest_version)
    .executeTakeFirst();
  const url = `${siteUrl}${proposalPath(secret, row.id, row.link_version)}`;
  const mails = [
    () =>
      mailer.send({
        to: document.draft.client.email,
        fromOperator: true,
        ...proposalReminderEmail({ document, version: row.latest_version, url }),
      }),
    () =>
      mailer.send({
        to: operatorAddress(),
        ...proposalExpiringEmail({
          title: document.draft.title,
          clientName: document.draft.client.name,
          clientEmail: document.draft.client.email,
          version: row.latest_version,
          expiresOn: row.expires_on ?? document.draft.expiresOn,
          viewed: Boolean(viewed),
          adminUrl: `${siteUrl}/admin/proposals/${row.id}`,
        }),
      }),
  ];
  for (const result of await Promise.allSettled(mails.map(async (send) => send())))
    if (result.status === "rejected")
      logger.error({ err: result.reason, proposalId: row.id }, "proposal reminder mail failed");
}
