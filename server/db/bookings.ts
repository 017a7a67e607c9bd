import type { ExpressionBuilder, Kysely } from "kysely";
import type { Booking, BookingStatus, Database } from "./schema";
import { normalizeEmail } from "../../domain/contact/email";
import { systemNow } from "../clock";

/** What the booking service stores; ids and timestamps are filled in here. */
export interface BookingInput {
  adventureType: string;
  bookingDate: string;
  numberOfParticipants: number;
  totalPrice: number;
  specialRequirements?: string | null;
  clientEmail: string;
  clientName: string;
  clientPhone?: string | null;
  tripSlug?: string | null;
  tierId?: string | null;
  userId?: string | null;
  idempotencyKey?: string | null;
  status?: BookingStatus;
  /** The departure whose seats the booking takes (its seats were checked in the same transaction). */
  departureId?: string | null;
}

export async function insertBooking(
  db: Kysely<Database>,
  input: BookingInput,
  now: Date = systemNow(),
): Promise<Booking> {
  const timestamp = now.toISOString();
  const row = {
    id: crypto.randomUUID(),
    adventure_type: input.adventureType,
    booking_status: input.status ?? "pending",
    booking_date: input.bookingDate,
    number_of_participants: input.numberOfParticipants,
    total_price: input.totalPrice,
    special_requirements: input.specialRequirements ?? null,
    created_at: timestamp,
    updated_at: timestamp,
    client_email: normalizeEmail(input.clientEmail),
    client_name: input.clientName,
    client_phone: input.clientPhone ?? null,
    trip_slug: input.tripSlug ?? null,
    tier_id: input.tierId ?? null,
    user_id: input.userId ?? null,
    idempotency_key: input.idempotencyKey ?? null,
    departure_id: input.departureId ?? null,
  } satisfies Omit<Booking, PaymentColumns>;
  // Without a departure the column is left out (null by default), so tests that migrate to a
  // schema from before departures (migration 0008) can still store bookings through here.
  const { departure_id: departureId, ...withoutDeparture } = row;
  await db
    .insertInto("bookings")
    .values(departureId ? row : withoutDeparture)
    .execute();
  return {
    ...row,
    kes_minor_per_usd: null,
    kes_rate_set_on: null,
    confirmed_at: null,
    owed_sort_minor: null,
  };
}

/**
 * Set when the operator confirms (migration 0014), never when the booking is made; and the
 * "Total" sort key, set once the booking's lines are stored (migration 0023, owed-sort.ts).
 */
type PaymentColumns = "kes_minor_per_usd" | "kes_rate_set_on" | "confirmed_at" | "owed_sort_minor";

export async function findBookingByIdempotencyKey(
  db: Kysely<Database>,
  key: string,
): Promise<Booking | undefined> {
  return db
    .selectFrom("bookings")
    .selectAll()
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
}

export interface BookingViewer {
  userId: string;
  email: string;
  emailVerified: boolean;
}

/**
 * The bookings one customer may see: rows carrying their user id, plus
 * rows carrying their email address only once they have proved they own that address.
 * Someone who signs up with another person's email sees nothing of theirs.
 */
export async function listBookingsForViewer(
  db: Kysely<Database>,
  viewer: BookingViewer,
  limit = 500,
): Promise<Booking[]> {
  return db
    .selectFrom("bookings")
    .selectAll()
    .where(visibleTo(viewer))
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** One booking, if `viewer` may see it (the same rule as their dashboard list); else undefined. */
export async function findBookingForViewer(
  db: Kysely<Database>,
  viewer: BookingViewer,
  bookingId: string,
): Promise<Booking | undefined> {
  return db
    .selectFrom("bookings")
    .selectAll()
    .where("id", "=", bookingId)
    .where(visibleTo(viewer))
    .executeTakeFirst();
}

function visibleTo(viewer: BookingViewer) {
  const email = normalizeEmail(viewer.email);
  return (eb: ExpressionBuilder<Database, "bookings">) =>
    viewer.emailVerified
      ? eb.or([eb("user_id", "=", viewer.userId), eb("client_email", "=", email)])
      : eb("user_id", "=", viewer.userId);
}

/** The bookings with these ids, oldest first (a request's trips in the order they were sent). */
export async function findBookingsByIds(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Booking[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom("bookings")
    .selectAll()
    .where("id", "in", [...ids])
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}
