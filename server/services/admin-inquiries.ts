import type { Kysely } from "kysely";
import type { InquiryFilters } from "../../domain/admin/inquiry-filters";
import type { Database, Inquiry } from "../db/schema";

export const inquiryPageSize = 25;

/** The inbox: contact inquiries, school quotes, proposals and corporate requests, newest first. */
export async function listInquiries(
  db: Kysely<Database>,
  filters: InquiryFilters,
  pageSize = inquiryPageSize,
): Promise<{ rows: Inquiry[]; total: number; pageCount: number }> {
  let query = db.selectFrom("inquiries");
  if (filters.kind) query = query.where("kind", "=", filters.kind);
  if (filters.state === "open") query = query.where("handled_at", "is", null);
  if (filters.state === "handled") query = query.where("handled_at", "is not", null);
  const [count, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number | string | bigint>().as("count")).executeTakeFirst(),
    query
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset((filters.page - 1) * pageSize)
      .execute(),
  ]);
  const total = Number(count?.count ?? 0);
  return { rows, total, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/** Marks an inquiry handled (or open again). Returns false when there is no such inquiry. */
export async function setInquiryHandled(
  db: Kysely<Database>,
  id: string,
  handled: boolean,
  now: Date = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable("inquiries")
    .set({ handled_at: handled ? now.toISOString() : null })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
