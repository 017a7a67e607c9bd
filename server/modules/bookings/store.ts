import type { ExpressionBuilder, Kysely } from "kysely";
import { canBeRecordId } from "../../../domain/record-id";
import type { Booking, BookingStatus, Database } from "../../platform/db/schema";
import { normalizeEmail } from "../../../domain/contact/email";
import { systemNow } from "../../platform/clock";

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
  /** A booking paid at checkout: when its seats stop being held unless the deposit is paid. */
  holdExpiresAt?: string | null;
  /** The length in days of a booking without a catalogue trip (an accepted proposal's). */
  tripDays?: number | null;
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
  // schema from before departures (migration 0008) can still store bookings through here; a
  // hold likewise (migration 0029).
  const { departure_id: departureId, ...withoutDeparture } = row;
  const holdExpiresAt = input.holdExpiresAt ?? null;
  const tripDays = input.tripDays ?? null;
  await db
    .insertInto("bookings")
    .values({
      ...(departureId ? row : withoutDeparture),
      ...(holdExpiresAt ? { hold_expires_at: holdExpiresAt } : {}),
      // Likewise left out unless set (migration 0041).
      ...(tripDays ? { trip_days: tripDays } : {}),
    })
    .execute();
  return {
    ...row,
    hold_expires_at: holdExpiresAt,
    trip_days: tripDays,
    seats_released_at: null,
    kes_minor_per_usd: null,
    kes_rate_set_on: null,
    confirmed_at: null,
    owed_sort_minor: null,
    // Only the security audit's test booking is a probe; it marks its own (decision 0048).
    is_probe: 0,
  };
}

/**
 * Set when the operator confirms (migration 0014), never when the booking is made; and the
 * "Total" sort key, set once the booking's lines are stored (migration 0023, owed-sort.ts).
 */
type PaymentColumns =
  | "kes_minor_per_usd"
  | "kes_rate_set_on"
  | "confirmed_at"
  | "owed_sort_minor"
  | "is_probe"
  | "hold_expires_at"
  | "seats_released_at"
  | "trip_days";

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
 * The bookings one customer may see (DESIGN.md section 6, decision 0043): rows carrying their user
 * id, plus rows made with their email address once they have proved they own it, made since they
 * took it if it came through an email change (`user.emailBookingsSince`). Someone who signs up with
 * another person's email sees nothing of theirs; an account that changes its email to a guest's
 * address sees none of the bookings the guest made before.
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
  if (!canBeRecordId(bookingId)) return undefined;
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
      ? eb.or([
          eb("bookings.user_id", "=", viewer.userId),
          eb.and([
            eb("bookings.client_email", "=", email),
            eb.not(
              eb.exists(
                eb
                  .selectFrom("user")
                  .select("user.id")
                  .where("user.id", "=", viewer.userId)
                  .whereRef("user.emailBookingsSince", ">", "bookings.created_at"),
              ),
            ),
          ]),
        ])
      : eb("bookings.user_id", "=", viewer.userId);
}

/**
 * Links to the account (`user_id`) the bookings it sees only by its address, before that address
 * changes: they stay its own afterwards. Only those it sees today: never a guest's bookings made
 * before the account took the address (decision 0043).
 */
export async function keepEmailBookingsWithAccount(
  db: Kysely<Database>,
  viewer: BookingViewer,
): Promise<void> {
  if (!viewer.emailVerified) return;
  await db
    .updateTable("bookings")
    .set({ user_id: viewer.userId })
    .where("bookings.user_id", "is", null)
    .where(visibleTo(viewer))
    .execute();
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

/**
 * Marks a booking the security audit made as a probe (decision 0048), in the audit's own
 * transaction: were its roll-back ever skipped, the operator's lists and counts still leave it out.
 */
export async function markProbeBooking(db: Kysely<Database>, bookingId: string): Promise<void> {
  await db.updateTable("bookings").set({ is_probe: 1 }).where("id", "=", bookingId).execute();
}
