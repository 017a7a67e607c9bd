import { sql, type Kysely } from "kysely";
import { shortReference } from "../../../domain/booking/reference";
import { normalizeEmail } from "../../../domain/contact/email";
import { blocksDeletion } from "../../../domain/account/account-forms";
import { businessDay } from "../../../domain/calendar";
import { site } from "../../../domain/site";
import { env, siteContacts } from "../../platform/config";
import { listBookingsForViewer, bookingEndDate, bookingErasureSteps } from "../bookings";
import type { Booking, Database } from "../../platform/db/schema";
import { getMailOutbox, type MailOutbox } from "../../platform/mail";
import { accountDeletedOperatorEmail } from "./mails";
import { travellerDataForBookings, travellerErasureSteps } from "../travellers";
import { paymentContactErasure } from "../payments";
import { reviewErasure } from "../reviews";
import { inquiryErasure } from "../inquiries";
import { waitlistErasure } from "../departures";
import { proposalDataOf, proposalErasure } from "../proposals";
import { mailErasure } from "../../platform/mail/erasure";
import { carriedBookingIds, type DataSubject, type ErasureStep } from "../../platform/data-subject";

export type { DataSubject, ErasureStep };
export { ERASED_NAME, erasedEmail } from "../bookings";
import { systemNow } from "../../platform/clock";

/**
 * The traveller's data in their hands (issue 17, decision 0032): everything held about them as
 * JSON, and the erasure that runs when they delete their account. Both are lists of sections, so
 * another area (the travellers' details) adds its part with one line in each list.
 */

/** A booking is the account's own unless another account made it (decision 0043). */
function isOwnBooking(booking: Booking, userId: string): boolean {
  return booking.user_id === null || booking.user_id === userId;
}

export interface ExportSection {
  key: string;
  title: string;
  read(db: Kysely<Database>, subject: DataSubject): Promise<unknown[]>;
}

/** Rows of `table` for the subject's bookings (none without bookings: no empty `in ()`). */
function forBookings<T>(subject: DataSubject, read: (ids: string[]) => Promise<T[]>): Promise<T[]> {
  return subject.bookingIds.length ? read(subject.bookingIds) : Promise.resolve([]);
}

const sameEmail = (email: string) => sql<boolean>`lower(email) = ${normalizeEmail(email)}`;

/** What "Download my data" holds, in this order. Operators' own details (who recorded what) are left out. */
export const accountExportSections: ExportSection[] = [
  {
    key: "account",
    title: "Your account",
    read: (db, subject) =>
      db
        .selectFrom("user")
        .select(["id", "name", "email", "emailVerified", "createdAt", "updatedAt"])
        .where("id", "=", subject.userId)
        .execute(),
  },
  {
    key: "bookings",
    title: "Your bookings",
    read: (db, subject) =>
      forBookings(subject, (ids) =>
        db
          .selectFrom("bookings")
          .select([
            "id",
            "adventure_type",
            "trip_slug",
            "tier_id",
            "booking_status",
            "booking_date",
            "number_of_participants",
            "total_price",
            "client_name",
            "client_email",
            "client_phone",
            "special_requirements",
            "departure_id",
            "confirmed_at",
            "created_at",
            "updated_at",
          ])
          .where("id", "in", ids)
          .orderBy("created_at")
          .execute(),
      ),
  },
  {
    key: "bookingEvents",
    title: "Your bookings' history",
    read: (db, subject) =>
      forBookings(subject, (ids) =>
        db
          .selectFrom("booking_events")
          .select(["booking_id", "from_status", "to_status", "note", "reason", "created_at"])
          .where("booking_id", "in", ids)
          .orderBy("created_at")
          .execute(),
      ),
  },
  {
    key: "payments",
    title: "Your payments and refunds",
    read: (db, subject) =>
      forBookings(subject, (ids) =>
        db
          .selectFrom("payments")
          .select([
            "booking_id",
            "amount_minor",
            "currency",
            "method",
            "provider_reference",
            "note",
            "created_at",
          ])
          .where("booking_id", "in", ids)
          .orderBy("created_at")
          .execute(),
      ),
  },
  {
    // Each traveller's details and readiness answers on the bookings (decision 0031).
    key: "travellers",
    title: "Travellers' details on your bookings",
    read: (db, subject) => forBookings(subject, (ids) => travellerDataForBookings(db, ids)),
  },
  {
    // Each participant's traveller category and document number (issue 19, decision 0033).
    key: "travellerCategories",
    title: "Travellers' categories and document numbers on your bookings",
    read: (db, subject) =>
      forBookings(subject, (ids) =>
        db
          .selectFrom("booking_travellers")
          .select(["booking_id", "slot", "category", "document_number"])
          .where("booking_id", "in", ids)
          .where("category", "is not", null)
          .orderBy("booking_id")
          .orderBy("slot")
          .execute(),
      ),
  },
  {
    key: "reviews",
    title: "Your reviews",
    read: (db, subject) =>
      forBookings(subject, (ids) =>
        db
          .selectFrom("reviews")
          .select([
            "booking_id",
            "trip_slug",
            "rating",
            "text",
            "first_name",
            "country",
            "created_at",
            "reply",
          ])
          .where("booking_id", "in", ids)
          .execute(),
      ),
  },
  {
    key: "inquiries",
    title: "Your messages, quote requests and booking requests, with our replies",
    read: async (db, subject) => {
      const rows = await db
        .selectFrom("inquiries")
        .select(["id", "kind", "payload", "booking_id", "created_at"])
        .where((eb) =>
          subject.bookingIds.length
            ? eb.or([sameEmail(subject.email), eb("booking_id", "in", subject.bookingIds)])
            : sameEmail(subject.email),
        )
        .orderBy("created_at")
        .execute();
      // The operator's replies kept with each (decision 0072), without who on the team wrote them.
      const replies = rows.length
        ? await db
            .selectFrom("inquiry_replies")
            .select(["inquiry_id", "body", "created_at"])
            .where(
              "inquiry_id",
              "in",
              rows.map((row) => row.id),
            )
            .orderBy("created_at")
            .execute()
        : [];
      return rows.map(({ id, ...row }) => ({
        ...row,
        payload: parsedPayload(row.payload),
        replies: replies
          .filter((reply) => reply.inquiry_id === id)
          .map(({ body, created_at }) => ({ body, sent_at: created_at })),
      }));
    },
  },
  {
    key: "waitlist",
    title: "Your places on waiting lists",
    read: (db, subject) =>
      db
        .selectFrom("departure_waitlist")
        .innerJoin("departures", "departures.id", "departure_waitlist.departure_id")
        .select([
          "departures.trip_slug",
          "departures.date",
          "departure_waitlist.email",
          "departure_waitlist.participants",
          "departure_waitlist.created_at",
          "departure_waitlist.offered_at",
          "departure_waitlist.hold_expires_at",
          "departure_waitlist.booking_id",
        ])
        .where(sql<boolean>`lower(departure_waitlist.email) = ${normalizeEmail(subject.email)}`)
        .execute(),
  },
  {
    key: "proposals",
    title: "Proposals we wrote for you, as you read them, and your acceptance",
    read: (db, subject) => proposalDataOf(db, subject),
  },
];

function parsedPayload(payload: string): unknown {
  try {
    return JSON.parse(payload);
  } catch {
    return payload;
  }
}

/**
 * The subject of a signed-in traveller: their account, the bookings their dashboard shows, and of
 * those their own (the ones a deletion erases and an upcoming trip among them blocks).
 */
export async function dataSubjectOf(
  db: Kysely<Database>,
  user: { id: string; email: string; emailVerified: boolean },
): Promise<{ subject: DataSubject; bookings: Booking[]; ownBookings: Booking[] }> {
  const bookings = await listBookingsForViewer(
    db,
    { userId: user.id, email: user.email, emailVerified: user.emailVerified },
    10_000,
  );
  const ownBookings = bookings.filter((booking) => isOwnBooking(booking, user.id));
  return {
    subject: {
      userId: user.id,
      email: user.email,
      bookingIds: bookings.map((row) => row.id),
      ownBookingIds: ownBookings.map((row) => row.id),
    },
    bookings,
    ownBookings,
  };
}

export interface AccountExport {
  site: string;
  exportedAt: string;
  sections: Array<{ key: string; title: string; items: unknown[] }>;
}

/** Everything held about the traveller, section by section (the "Download my data" file). */
export async function exportAccountData(
  db: Kysely<Database>,
  subject: DataSubject,
  now: Date = systemNow(),
  sections: readonly ExportSection[] = accountExportSections,
): Promise<AccountExport> {
  return {
    site: site.brandName,
    exportedAt: now.toISOString(),
    sections: await Promise.all(
      sections.map(async (section) => ({
        key: section.key,
        title: section.title,
        items: await section.read(db, subject),
      })),
    ),
  };
}

// ---- deletion --------------------------------------------------------------------------------

/**
 * What deleting an account erases, in this order, in one transaction (decisions 0032 and 0043).
 * The account's own bookings stay as accounting records (reference, trip, dates, travellers,
 * amounts, payments) with the traveller's name, email, phone and requirements removed; what only
 * describes the person goes. Another account's bookings that carry the address stay that account's:
 * only the contact details (name, address, phone) and the review written from the link mailed to
 * the address go, and the booking's contact becomes the account that made it. Each step belongs to
 * the module that owns its table.
 */
export const accountErasureSteps: ErasureStep[] = [
  ...bookingErasureSteps,
  paymentContactErasure,
  ...travellerErasureSteps,
  reviewErasure,
  inquiryErasure,
  waitlistErasure,
  proposalErasure,
  mailErasure,
];

/** The bookings that stop a deletion today: pending or confirmed trips not yet over. */
export function bookingsBlockingDeletion(bookings: Booking[], now: Date = systemNow()): Booking[] {
  const today = businessDay(now);
  return bookings.filter((booking) =>
    blocksDeletion({ status: booking.booking_status, endDate: bookingEndDate(booking) }, today),
  );
}

/**
 * Erases the traveller's data (better-auth deletes the account itself right after, in its
 * beforeDelete hook's caller) and tells the operator, in one transaction: either all of it is
 * erased and the operator's mail stored, or nothing is.
 */
export async function eraseAccountData(
  db: Kysely<Database>,
  user: { id: string; email: string; emailVerified: boolean },
  outbox: MailOutbox = getMailOutbox(),
  steps: readonly ErasureStep[] = accountErasureSteps,
): Promise<DataSubject> {
  const { subject } = await dataSubjectOf(db, user);
  const deliver = await db.transaction().execute(async (trx) => {
    for (const step of steps) await step.run(trx, subject);
    return outbox.queueWithin(trx, [
      {
        to: env().OPERATOR_EMAIL,
        ...accountDeletedOperatorEmail({
          siteUrl: siteContacts().siteUrl,
          keptReferences: subject.ownBookingIds.map((id) => shortReference(id)),
          handedToBookerReferences: carriedBookingIds(subject).map((id) => shortReference(id)),
        }),
      },
    ]);
  });
  await deliver();
  return subject;
}
