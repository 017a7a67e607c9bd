import type { Kysely } from "kysely";
import type { InquiryFilters } from "../../../domain/admin/inquiry-filters";
import type { Database, Inquiry } from "../../platform/db/schema";
import { systemNow } from "../../platform/clock";
import { canBeRecordId } from "../../../domain/record-id";

export const inquiryPageSize = 25;

/** The inbox: contact inquiries, school quotes, proposals and corporate requests, newest first. */
export async function listInquiries(
  db: Kysely<Database>,
  filters: InquiryFilters,
  pageSize = inquiryPageSize,
): Promise<{
  rows: Array<Inquiry & { reply_count: number }>;
  total: number;
  page: number;
  pageCount: number;
}> {
  let query = db.selectFrom("inquiries");
  if (filters.kind) query = query.where("kind", "=", filters.kind);
  if (filters.state === "open") query = query.where("handled_at", "is", null);
  if (filters.state === "handled") query = query.where("handled_at", "is not", null);
  const pageOf = async (page: number) => {
    const rows = await query
      .selectAll("inquiries")
      // "Replied" in the list (issue 30): how many replies the operator sent from the admin.
      .select((eb) =>
        eb
          .selectFrom("inquiry_replies")
          .select((sub) => sub.fn.countAll<number | string | bigint>().as("n"))
          .whereRef("inquiry_replies.inquiry_id", "=", "inquiries.id")
          .as("reply_count"),
      )
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    return rows.map((row) => ({ ...row, reply_count: Number(row.reply_count ?? 0) }));
  };
  const [count, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number | string | bigint>().as("count")).executeTakeFirst(),
    pageOf(filters.page),
  ]);
  const total = Number(count?.count ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  // A page past the end (an old link, or page=999999) shows the last page.
  if (filters.page > pageCount)
    return { rows: await pageOf(pageCount), total, page: pageCount, pageCount };
  return { rows, total, page: filters.page, pageCount };
}

/** Marks an inquiry handled (or open again). Returns false when there is no such inquiry. */
export async function setInquiryHandled(
  db: Kysely<Database>,
  id: string,
  handled: boolean,
  now: Date = systemNow(),
): Promise<boolean> {
  if (!canBeRecordId(id)) return false;
  const result = await db
    .updateTable("inquiries")
    .set({ handled_at: handled ? now.toISOString() : null })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
