import type { Insertable, Kysely, Selectable, Transaction, Updateable } from "kysely";
import type { Database, TestimonialsTable } from "../../platform/db/schema";

/* The one writer of the `testimonials` table (migration 0037). */

export type TestimonialRow = Selectable<TestimonialsTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** Every testimonial (or the published ones only), in the operator's order. */
export async function readTestimonialRows(
  db: Db,
  { publishedOnly = false } = {},
): Promise<TestimonialRow[]> {
  let query = db.selectFrom("testimonials").selectAll();
  if (publishedOnly) query = query.where("status", "=", "published");
  return query.orderBy("position").orderBy("created_at").orderBy("id").execute();
}

export async function readTestimonialRow(db: Db, id: string): Promise<TestimonialRow | undefined> {
  return db.selectFrom("testimonials").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertTestimonialRow(
  db: Db,
  row: Insertable<TestimonialsTable>,
): Promise<void> {
  await db.insertInto("testimonials").values(row).execute();
}

/**
 * Changes a testimonial; false when there is no such testimonial, or when `onlyIfUpdatedAt` is
 * given and someone changed it since (the editor's version check).
 */
export async function updateTestimonialRow(
  db: Db,
  id: string,
  patch: Updateable<TestimonialsTable>,
  onlyIfUpdatedAt?: string,
): Promise<boolean> {
  let update = db.updateTable("testimonials").set(patch).where("id", "=", id);
  if (onlyIfUpdatedAt !== undefined) update = update.where("updated_at", "=", onlyIfUpdatedAt);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteTestimonialRow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom("testimonials").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The next free position, at the end of the order. */
export async function nextTestimonialPosition(db: Db): Promise<number> {
  const row = await db
    .selectFrom("testimonials")
    .select((eb) => eb.fn.max("position").as("last"))
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/** Numbers the testimonials 0, 1, 2... in the order given (rows already in place are left alone). */
export async function writeTestimonialOrder(
  db: Db,
  order: readonly string[],
  rows: readonly TestimonialRow[],
): Promise<void> {
  const positions = new Map(rows.map((row) => [row.id, Number(row.position)]));
  for (const [position, id] of order.entries())
    if (positions.get(id) !== position)
      await db.updateTable("testimonials").set({ position }).where("id", "=", id).execute();
}
