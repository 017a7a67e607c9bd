import type { Kysely } from "kysely";
import { inquiryView } from "../../../domain/admin/inquiry-view";
import { shortReference } from "../../../domain/booking/reference";
import { inquiryKindLabels } from "../../../domain/inquiries/inquiry-kinds";
import {
  checkReplyText,
  replyMailStatusOf,
  replySubject,
  type InquiryReplyMailStatus,
} from "../../../domain/inquiries/inquiry-replies";
import { canBeRecordId } from "../../../domain/record-id";
import { systemNow } from "../../platform/clock";
import { env, siteContacts } from "../../platform/config";
import type { Database, Inquiry, InquiryReply } from "../../platform/db/schema";
import { logger } from "../../platform/logger";
import { getMailOutbox, inquiryReplyEmail, type MailOutbox } from "../../platform/mail";
import { refused, type Refusal } from "../../platform/refusal";

/*
 * The operator's replies to an inquiry (issue 30, decision 0072): written in the admin, stored
 * with the inquiry and its mail in one transaction (a reply is never kept without its mail, nor
 * mailed without being kept), sent from the site's address with the operator's as Reply-To, so
 * the traveller's answer lands in the operator's inbox.
 */

export interface ReplyAuthor {
  id: string;
  name: string;
}

export type ReplyOutcome =
  { kind: "stored"; reply: InquiryReply } | Refusal<"invalid" | "not-found">;

/** One stored inquiry, or none (an id that cannot be one reads nothing). */
export async function findInquiry(db: Kysely<Database>, id: string): Promise<Inquiry | undefined> {
  if (!canBeRecordId(id)) return undefined;
  return db.selectFrom("inquiries").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Stores the reply and its mail, then makes the mail's first attempt and records how it went. */
export async function replyToInquiry(
  db: Kysely<Database>,
  input: { inquiryId: string; author: ReplyAuthor; text: string },
  { now = systemNow(), outbox = getMailOutbox() }: { now?: Date; outbox?: MailOutbox } = {},
): Promise<ReplyOutcome> {
  const checked = checkReplyText(input.text);
  if (!checked.ok) return refused("invalid", checked.problem);
  const inquiry = await findInquiry(db, input.inquiryId);
  if (!inquiry) return refused("not-found", "There is no inquiry with this reference.");

  const reference = shortReference(inquiry.id);
  const kindLabel = inquiryKindLabels[inquiry.kind];
  const reply: InquiryReply = {
    id: crypto.randomUUID(),
    inquiry_id: inquiry.id,
    author_id: input.author.id,
    author_name: input.author.name,
    body: checked.text,
    mail_id: crypto.randomUUID(),
    mail_status: "queued",
    created_at: now.toISOString(),
  };
  const mail = {
    to: inquiry.email,
    outboxId: reply.mail_id!,
    // The operator's own word: sent even past the address's daily allowance.
    fromOperator: true,
    replyTo: env().OPERATOR_EMAIL,
    ...inquiryReplyEmail({
      name: inquiryView(inquiry.payload).name || null,
      subject: replySubject(kindLabel, reference),
      reference,
      kindLabel,
      text: checked.text,
      authorName: input.author.name,
      siteUrl: siteContacts().siteUrl,
    }),
  };
  const firstAttempt = await db.transaction().execute(async (trx) => {
    await trx.insertInto("inquiry_replies").values(reply).execute();
    return outbox.queueWithin(trx, [mail]);
  });
  try {
    await firstAttempt();
    const status = await recordMailStatus(db, reply);
    return { kind: "stored", reply: { ...reply, mail_status: status } };
  } catch (error) {
    // The reply and its mail are stored; the delivery loop sends it.
    logger.error({ err: error, inquiryId: inquiry.id }, "inquiry reply's first attempt failed");
    return { kind: "stored", reply };
  }
}

/** Copies the outbox's status of the reply's mail onto the reply (kept after the outbox purges it). */
async function recordMailStatus(
  db: Kysely<Database>,
  reply: Pick<InquiryReply, "id" | "mail_id" | "mail_status">,
): Promise<InquiryReplyMailStatus> {
  if (!reply.mail_id) return reply.mail_status;
  const row = await db
    .selectFrom("mail_outbox")
    .select("status")
    .where("id", "=", reply.mail_id)
    .executeTakeFirst();
  const status = replyMailStatusOf(row?.status) ?? reply.mail_status;
  if (status !== reply.mail_status)
    await db
      .updateTable("inquiry_replies")
      .set({ mail_status: status })
      .where("id", "=", reply.id)
      .execute();
  return status;
}

/**
 * An inquiry and its thread, oldest reply first: each reply's mail status is the outbox's while it
 * keeps the mail (a retry may have sent it since), the last one recorded after.
 */
export async function inquiryWithReplies(
  db: Kysely<Database>,
  id: string,
): Promise<{ inquiry: Inquiry; replies: InquiryReply[] } | null> {
  const inquiry = await findInquiry(db, id);
  if (!inquiry) return null;
  const rows = await db
    .selectFrom("inquiry_replies")
    .leftJoin("mail_outbox", "mail_outbox.id", "inquiry_replies.mail_id")
    .selectAll("inquiry_replies")
    .select("mail_outbox.status as outbox_status")
    .where("inquiry_replies.inquiry_id", "=", inquiry.id)
    .orderBy("inquiry_replies.created_at", "asc")
    .orderBy("inquiry_replies.id", "asc")
    .execute();
  const replies = rows.map(({ outbox_status, ...reply }) => ({
    ...reply,
    mail_status: replyMailStatusOf(outbox_status) ?? reply.mail_status,
  }));
  return { inquiry, replies };
}
