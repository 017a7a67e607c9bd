import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../tests/support/database-fixture";
import { testDialects } from "../../../../tests/support/databases";
import { createMailOutbox } from "../../mail/outbox";
import type { OutgoingMail } from "../../mail/mailer";
import { migrateToLatest } from "./index";
import type { Database } from "../schema";

// Migration 0022 on mail stored under 0021: each row gets the inbox its recipient lands in, so
// the mails an address had today before the upgrade still count against its daily limit.
describe.each(testDialects)("migration 0022 (the outbox's inbox column) on %s", (kind) => {
  const t = useTestDatabase(kind, "0021_one_row_per_traveller");
  const now = new Date("2026-11-24T12:00:00.000Z");
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

  it("fills the inbox of stored mail, and today's mail before the upgrade still counts", async () => {
    const db = t.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const stored = [
      ["1", "flood@example.com", hoursAgo(3)],
      ["2", "flood+trip@example.com", hoursAgo(2)],
      ["3", "flood+a+b@example.com", hoursAgo(1)],
      ["4", "other@example.com", hoursAgo(1)],
      ["5", "flood@example.com", hoursAgo(30)],
    ] as const;
    for (const [id, recipient, createdAt] of stored)
      await db
        .insertInto("mail_outbox")
        .values({
          id,
          recipient,
          subject: `Mail ${id}`,
          text_body: "",
          html_body: "",
          status: "sent",
          attempts: 1,
          next_attempt_at: createdAt,
          created_at: createdAt,
          updated_at: createdAt,
          sent_at: createdAt,
        })
        .execute();

    await migrateToLatest(t.db, t.dialect);

    const rows = await (t.db as Kysely<Database>)
      .selectFrom("mail_outbox")
      .select(["id", "inbox"])
      .orderBy("id")
      .execute();
    expect(rows.map((row) => row.inbox)).toEqual([
      "flood@example.com",
      "flood@example.com",
      "flood@example.com",
      "other@example.com",
      "flood@example.com",
    ]);

    // Three mails in the last 24 hours: a limit of three refuses a fourth, whatever its case or
    // tag, and another inbox still gets its mail.
    const delivered: OutgoingMail[] = [];
    const box = createMailOutbox({
      db: () => t.db as Kysely<Database>,
      transport: () => ({ deliver: async (mail) => void delivered.push(mail) }),
      logger: { info: () => {}, warn: () => {}, error: () => {} },
      now: () => now,
      recipientDailyLimit: 3,
    });
    const mail = (to: string, subject: string) => ({
      to,
      subject,
      text: "Hello",
      html: "<p>Hello</p>",
    });
    await box.send(mail("Flood+New@Example.com", "Fourth today"));
    await box.send(mail("other@example.com", "Second today"));
    expect(delivered.map((sent) => sent.subject)).toEqual(["Second today"]);
  });
});
