import { expect, it } from "vitest";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import { env } from "../../platform/config";
import { createMailOutbox, type MailOutbox } from "../../platform/mail/outbox";
import type { OutgoingMail } from "../../platform/mail/mailer";
import { listInquiries } from "./admin";
import { createQuoteRequest } from "./inquiries";
import { inquiryWithReplies, replyToInquiry } from "./replies";
import type { Database } from "../../platform/db/schema";
import type { Kysely } from "kysely";

const silent = { debug() {}, info() {}, warn() {}, error() {} };
const author = { id: "admin-1", name: "Njeri Mwangi" };

async function schoolQuote(db: Kysely<Database>, email: string) {
  const { inquiry } = await createQuoteRequest(db, {
    kind: "school-quote",
    schoolName: "Nyeri High School",
    contactPerson: "Grace Wambui",
    email,
    phone: "+254711222333",
    studentCount: 32,
    teacherCount: 3,
    preferredDates: null,
    program: "cultural-geography",
    additionalRequirements: null,
    budget: null,
    website: undefined,
  });
  return inquiry;
}

// Issue 30: the operator replies from the admin; the reply is kept with the inquiry and mailed.
describeOnEachDatabase("replying to an inquiry on %s", (t) => {
  const delivered: OutgoingMail[] = [];
  let failing = false;
  const outbox = (): MailOutbox =>
    createMailOutbox({
      db: () => t.db,
      transport: () => ({
        deliver: (mail) => {
          if (failing) return Promise.reject(new Error("the mail server is down"));
          delivered.push(mail);
          return Promise.resolve();
        },
      }),
      logger: silent,
      isExemptRecipient: (address) => address === env().OPERATOR_EMAIL,
    });

  it("keeps the reply with the inquiry, mails it to the traveller and shows it in the thread", async () => {
    const inquiry = await schoolQuote(t.db, "grace@reply.example");
    const outcome = await replyToInquiry(
      t.db,
      { inquiryId: inquiry.id, author, text: "  Dear Grace,\n\nMarch works for 32 students.  " },
      { outbox: outbox(), now: new Date("2030-03-01T07:30:00Z") },
    );
    expect(outcome).toMatchObject({ kind: "stored", reply: { mail_status: "sent" } });

    const mail = delivered.find((sent) => sent.to === "grace@reply.example")!;
    expect(mail.subject).toMatch(/^Re: your school quote request \([0-9A-F]{8}\)$/);
    expect(mail.text).toContain("Dear Grace,\n\nMarch works for 32 students.");
    expect(mail.text).toContain("Njeri Mwangi");
    // Sent from the site's address; the traveller's answer goes to the operator's inbox.
    expect(mail.replyTo).toBe(env().OPERATOR_EMAIL);

    const stored = await t.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("recipient", "=", "grace@reply.example")
      .execute();
    expect(stored).toHaveLength(1);
    // The outbox keeps only that it was sent (its text is scrubbed); the thread keeps the words.
    expect(stored[0]).toMatchObject({ status: "sent" });

    const thread = await inquiryWithReplies(t.db, inquiry.id);
    expect(thread?.replies).toEqual([
      expect.objectContaining({
        author_name: "Njeri Mwangi",
        author_id: "admin-1",
        body: "Dear Grace,\n\nMarch works for 32 students.",
        mail_status: "sent",
        created_at: "2030-03-01T07:30:00.000Z",
      }),
    ]);
    const { rows } = await listInquiries(t.db, { kind: "", state: "all", page: 1 });
    expect(rows.find((row) => row.id === inquiry.id)?.reply_count).toBe(1);
  });

  it("lists the thread newest last, and says when a mail could not go out yet", async () => {
    const inquiry = await schoolQuote(t.db, "thread@reply.example");
    await replyToInquiry(
      t.db,
      { inquiryId: inquiry.id, author, text: "First answer" },
      { outbox: outbox(), now: new Date("2030-03-01T07:00:00Z") },
    );
    failing = true;
    const second = await replyToInquiry(
      t.db,
      { inquiryId: inquiry.id, author: { id: "admin-2", name: "Otieno" }, text: "Second answer" },
      { outbox: outbox(), now: new Date("2030-03-02T07:00:00Z") },
    );
    failing = false;
    expect(second).toMatchObject({ kind: "stored", reply: { mail_status: "queued" } });
    const thread = await inquiryWithReplies(t.db, inquiry.id);
    expect(
      thread?.replies.map((reply) => [reply.body, reply.author_name, reply.mail_status]),
    ).toEqual([
      ["First answer", "Njeri Mwangi", "sent"],
      ["Second answer", "Otieno", "queued"],
    ]);
  });

  it("refuses an empty or too long reply, or an unknown inquiry, and keeps and mails nothing", async () => {
    const inquiry = await schoolQuote(t.db, "refused@reply.example");
    expect(
      await replyToInquiry(
        t.db,
        { inquiryId: inquiry.id, author, text: " \n " },
        { outbox: outbox() },
      ),
    ).toEqual({ kind: "invalid", message: "Write your reply before sending it." });
    expect(
      await replyToInquiry(
        t.db,
        { inquiryId: inquiry.id, author, text: "x".repeat(5001) },
        { outbox: outbox() },
      ),
    ).toMatchObject({ kind: "invalid", message: expect.stringMatching(/at most 5,000/) });
    expect(
      await replyToInquiry(
        t.db,
        { inquiryId: "\u0000", author, text: "Hello" },
        { outbox: outbox() },
      ),
    ).toMatchObject({ kind: "not-found" });
    expect((await inquiryWithReplies(t.db, inquiry.id))?.replies).toEqual([]);
    expect(
      await t.db
        .selectFrom("mail_outbox")
        .select("id")
        .where("recipient", "=", "refused@reply.example")
        .execute(),
    ).toEqual([]);
  });

  it("goes with its inquiry when the inquiry is erased", async () => {
    const inquiry = await schoolQuote(t.db, "erased@reply.example");
    await replyToInquiry(
      t.db,
      { inquiryId: inquiry.id, author, text: "Hello" },
      { outbox: outbox() },
    );
    await t.db.deleteFrom("inquiries").where("id", "=", inquiry.id).execute();
    expect(
      await t.db
        .selectFrom("inquiry_replies")
        .select("id")
        .where("inquiry_id", "=", inquiry.id)
        .execute(),
    ).toEqual([]);
  });
});
