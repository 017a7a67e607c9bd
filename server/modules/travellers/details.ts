import type { TravellerCategory } from "../../../domain/pricing/traveller-categories";
import type { Kysely } from "kysely";
import { findTrip, resolveAdventureType } from "../catalogue";
import { addDays, businessDay } from "../../../domain/calendar";
import type { Trip } from "../../../domain/catalogue/trip-schema";
import { longestDayOnFoot } from "../../../domain/catalogue/content-rules";
import { erasureDue, type DetailsCompleteness } from "../../../domain/travellers/erasure";
import {
  asksReadiness,
  highestPointMetres,
  readinessAdvice,
  type ReadinessAdvice,
} from "../../../domain/travellers/readiness";
import type { ReadinessAnswers, TravellerDetails } from "../../../domain/travellers/traveller-form";
import { signToken, verifyToken } from "../../platform/signed-token";
import type { Booking, BookingTraveller, Database } from "../../platform/db/schema";
import { SEAT_HOLDING_STATUSES, tripDurationDays } from "../departures";
import { systemNow } from "../../platform/clock";
import { notOk, type NotOk } from "../../platform/refusal";

/**
 * Traveller details and readiness before the trip (issue 17, decision 0031). The booker fills in
 * each traveller's details once the booking is confirmed, or makes a personal link per traveller
 * (the booking id, slot, link version and expiry signed with the auth secret). A link is valid
 * for 30 days and for one submit; a newer link for the slot replaces it, and details the booker
 * saves after the link was made close it. The details are seen by the booker (their dashboard
 * rule), the traveller through the link while filling it in, and admins; they are erased a set
 * number of days after the trip by the scheduler, and each erase is written to the audit log.
 */

const TRAVELLER_LINK_PURPOSE = "traveller-details-link-v1";
export const travellerLinkDays = 30;
const DAY_MS = 86_400_000;

/** The trip a booking is for: its slug, or the trip its name resolves to (older bookings). */
function tripOf(booking: Pick<Booking, "trip_slug" | "adventure_type">): Trip | undefined {
  const slug = booking.trip_slug ?? resolveAdventureType(booking.adventure_type);
  return slug ? findTrip(slug) : undefined;
}

/** Whether the booking's trip asks the readiness questionnaire (it reaches 3,500 m or more). */
export function bookingAsksReadiness(
  booking: Pick<Booking, "trip_slug" | "adventure_type">,
): boolean {
  const trip = tripOf(booking);
  return trip ? asksReadiness(trip) : false;
}

export interface TravellerSlot {
  slot: number;
  /** The category the traveller was booked in (migration 0021); null for older bookings. */
  category: TravellerCategory | null;
  complete: boolean;
  filledBy: "booker" | "traveller" | null;
  filledAt: string | null;
  erasedAt: string | null;
  details: TravellerDetails | null;
  readiness: ReadinessAnswers | null;
  /** The advice and the guide's flag, on a high trek once the questionnaire is answered. */
  advice: ReadinessAdvice | null;
}

function detailsOf(row: BookingTraveller): TravellerDetails | null {
  if (!row.filled_at || row.erased_at || !row.full_name) return null;
  return {
    fullName: row.full_name,
    nationality: row.nationality ?? "",
    dateOfBirth: row.date_of_birth ?? "",
    passportNumber: row.passport_number ?? "",
    dietaryNeeds: row.dietary_needs,
    medicalNotes: row.medical_notes,
    emergencyName: row.emergency_name ?? "",
    emergencyPhone: row.emergency_phone ?? "",
    insuranceProvider: row.insurance_provider ?? "",
    insurancePolicy: row.insurance_policy ?? "",
  };
}

function readinessOf(row: BookingTraveller | undefined): ReadinessAnswers | null {
  if (!row?.readiness || row.erased_at) return null;
  try {
    return JSON.parse(row.readiness) as ReadinessAnswers;
  } catch {
    return null;
  }
}

function slotOf(
  row: BookingTraveller | undefined,
  slot: number,
  trip: Trip | undefined,
  readinessAsked: boolean,
): TravellerSlot {
  const details = row ? detailsOf(row) : null;
  const readiness = readinessOf(row);
  const height = trip ? highestPointMetres(trip) : null;
  return {
    slot,
    category: row?.category ?? null,
    complete: details !== null && (!readinessAsked || readiness !== null),
    filledBy: row?.filled_by ?? null,
    filledAt: row?.filled_at ?? null,
    erasedAt: row?.erased_at ?? null,
    details,
    readiness,
    advice:
      readiness && height && trip
        ? readinessAdvice(readiness, height, longestDayOnFoot(trip))
        : null,
  };
}

async function rowsFor(
  db: Kysely<Database>,
  bookingIds: readonly string[],
): Promise<BookingTraveller[]> {
  if (!bookingIds.length) return [];
  return db
    .selectFrom("booking_travellers")
    .selectAll()
    .where("booking_id", "in", [...bookingIds])
    .orderBy("booking_id")
    .orderBy("slot")
    .execute();
}

/** Every traveller slot of a booking (1 to its participants), filled or not. */
export async function travellerSlots(
  db: Kysely<Database>,
  booking: Booking,
): Promise<TravellerSlot[]> {
  return (await travellerSlotsOf(db, [booking])).get(booking.id) ?? [];
}

/** The slots of several bookings at once (the manifest, the dashboard). */
export async function travellerSlotsOf(
  db: Kysely<Database>,
  bookings: readonly Booking[],
): Promise<Map<string, TravellerSlot[]>> {
  const rows = await rowsFor(
    db,
    bookings.map((booking) => booking.id),
  );
  const result = new Map<string, TravellerSlot[]>();
  for (const booking of bookings) {
    const trip = tripOf(booking);
    const asked = trip ? asksReadiness(trip) : false;
    const mine = rows.filter((row) => row.booking_id === booking.id);
    result.set(
      booking.id,
      Array.from({ length: booking.number_of_participants }, (_, index) =>
        slotOf(
          mine.find((row) => row.slot === index + 1),
          index + 1,
          trip,
          asked,
        ),
      ),
    );
  }
  return result;
}

export function completenessOf(slots: readonly TravellerSlot[]): DetailsCompleteness {
  return { complete: slots.filter((slot) => slot.complete).length, total: slots.length };
}

/** "1 of 3 complete" per booking. */
export async function completenessFor(
  db: Kysely<Database>,
  bookings: readonly Booking[],
): Promise<Map<string, DetailsCompleteness>> {
  const slots = await travellerSlotsOf(db, bookings);
  return new Map([...slots].map(([id, list]) => [id, completenessOf(list)]));
}

/** Per departure: travellers with complete details of those holding seats (pending and confirmed). */
export async function completenessByDeparture(
  db: Kysely<Database>,
  departureIds: readonly string[],
): Promise<Map<string, DetailsCompleteness>> {
  if (!departureIds.length) return new Map();
  const bookings = await db
    .selectFrom("bookings")
    .selectAll()
    .where("departure_id", "in", [...departureIds])
    .where("booking_status", "in", SEAT_HOLDING_STATUSES)
    .execute();
  const perBooking = await completenessFor(db, bookings);
  const result = new Map<string, DetailsCompleteness>();
  for (const booking of bookings) {
    const sum = result.get(booking.departure_id!) ?? { complete: 0, total: 0 };
    const mine = perBooking.get(booking.id)!;
    result.set(booking.departure_id!, {
      complete: sum.complete + mine.complete,
      total: sum.total + mine.total,
    });
  }
  return result;
}

export const travellerRefusals = {
  notConfirmed:
    "Traveller details open once we have confirmed the booking. We will email you as soon as it is.",
  started:
    "This trip has started, so the details can no longer be changed here. Please call or WhatsApp us with any change.",
  noSuchTraveller: "This booking has no such traveller. Choose one from the list.",
  erased: "These details were erased after the trip, as our privacy policy promises.",
  forged:
    "This link is not valid. Please ask the person who booked the trip to send you a new one.",
  expired:
    "This link has expired (links work for 30 days). Please ask the person who booked the trip to send you a new one.",
  used: "These details have already been sent with this link. To change them, ask the person who booked the trip for a new link.",
  replaced: "This link has been replaced by a newer one. Please use the newest link you were sent.",
  filledByOther:
    "The details for this traveller have already been filled in by someone else. If they are not yours, ask the person who booked the trip.",
} as const;

export type Refusal = NotOk<"invalid" | "not-found" | "conflict" | "expired">;

/** Why a booking's details cannot be written on `today`, or null when they can. */
export function whyClosed(booking: Booking, today: string): string | null {
  if (booking.booking_status !== "confirmed") return travellerRefusals.notConfirmed;
  if (today >= booking.booking_date) return travellerRefusals.started;
  return null;
}

function columnsOf(details: TravellerDetails, readiness: ReadinessAnswers | null) {
  return {
    full_name: details.fullName,
    nationality: details.nationality,
    date_of_birth: details.dateOfBirth,
    passport_number: details.passportNumber,
    dietary_needs: details.dietaryNeeds,
    medical_notes: details.medicalNotes,
    emergency_name: details.emergencyName,
    emergency_phone: details.emergencyPhone,
    insurance_provider: details.insuranceProvider,
    insurance_policy: details.insurancePolicy,
    readiness: readiness ? JSON.stringify(readiness) : null,
  };
}

/** The booker saves a traveller's details (the booking must be theirs: the route checks it). */
export async function saveTravellerByBooker(
  db: Kysely<Database>,
  booking: Booking,
  slot: number,
  input: { details: TravellerDetails; readiness: ReadinessAnswers | null },
  now: Date = systemNow(),
): Promise<{ ok: true } | Refusal> {
  const closed = whyClosed(booking, businessDay(now));
  if (closed) return notOk("conflict", closed);
  if (!Number.isInteger(slot) || slot < 1 || slot > booking.number_of_participants)
    return notOk("not-found", travellerRefusals.noSuchTraveller);
  const timestamp = now.toISOString();
  const values = {
    ...columnsOf(input.details, input.readiness),
    filled_by: "booker" as const,
    filled_at: timestamp,
    erased_at: null,
    updated_at: timestamp,
  };
  await db
    .insertInto("booking_travellers")
    .values({ booking_id: booking.id, slot, ...values })
    .onConflict((oc) => oc.columns(["booking_id", "slot"]).doUpdateSet(values))
    .execute();
  return { ok: true };
}

/** A personal link for one traveller slot: its path and the day it stops working. */
export interface TravellerLink {
  path: string;
  expiresAt: string;
}

function linkValue(bookingId: string, slot: number, version: number, expiresAt: Date): string {
  return `${bookingId}_${slot}_${version}_${Math.floor(expiresAt.getTime() / 1000)}`;
}

/** Makes a new link for the slot; any older link for it stops working. */
export async function makeTravellerLink(
  db: Kysely<Database>,
  secret: string,
  booking: Booking,
  slot: number,
  now: Date = systemNow(),
): Promise<({ ok: true } & TravellerLink) | Refusal> {
  const closed = whyClosed(booking, businessDay(now));
  if (closed) return notOk("conflict", closed);
  if (!Number.isInteger(slot) || slot < 1 || slot > booking.number_of_participants)
    return notOk("not-found", travellerRefusals.noSuchTraveller);
  const timestamp = now.toISOString();
  const row = await db
    .insertInto("booking_travellers")
    .values({
      booking_id: booking.id,
      slot,
      link_version: 1,
      link_made_at: timestamp,
      updated_at: timestamp,
    })
    .onConflict((oc) =>
      oc.columns(["booking_id", "slot"]).doUpdateSet((eb) => ({
        link_version: eb("booking_travellers.link_version", "+", 1),
        link_made_at: timestamp,
        updated_at: timestamp,
      })),
    )
    .returning("link_version")
    .executeTakeFirstOrThrow();
  const expiresAt = new Date(now.getTime() + travellerLinkDays * DAY_MS);
  const token = signToken(
    secret,
    TRAVELLER_LINK_PURPOSE,
    linkValue(booking.id, slot, row.link_version, expiresAt),
  );
  return { ok: true, path: `/traveller-details/${token}`, expiresAt: expiresAt.toISOString() };
}

export type OpenedLink =
  | {
      ok: true;
      booking: Booking;
      slot: number;
      version: number;
      trip: { slug: string; title: string; asksReadiness: boolean };
    }
  | Refusal;

/** What a genuine link's token names, or null for a forged or malformed one. */
function linkOf(
  secret: string,
  token: string,
): { bookingId: string; slot: number; version: number; expires: number } | null {
  const parts = verifyToken(secret, TRAVELLER_LINK_PURPOSE, token)?.split("_") ?? [];
  if (parts.length !== 4) return null;
  const [bookingId, slotText, versionText, expiresText] = parts as [string, string, string, string];
  if (![slotText, versionText, expiresText].every((text) => /^\d{1,12}$/.test(text))) return null;
  return {
    bookingId,
    slot: Number(slotText),
    version: Number(versionText),
    expires: Number(expiresText),
  };
}

/** The slot a personal link stands for, when the link is genuine, current and unused. */
export async function openTravellerLink(
  db: Kysely<Database>,
  secret: string,
  token: string,
  now: Date = systemNow(),
): Promise<OpenedLink> {
  const forged: Refusal = notOk("not-found", travellerRefusals.forged);
  const link = linkOf(secret, token);
  if (!link) return forged;
  const { bookingId, slot, version, expires } = link;
  const booking = await db
    .selectFrom("bookings")
    .selectAll()
    .where("id", "=", bookingId)
    .executeTakeFirst();
  const trip = booking ? tripOf(booking) : undefined;
  if (!booking || !trip || slot < 1 || slot > booking.number_of_participants) return forged;
  if (now.getTime() >= expires * 1000) return notOk("expired", travellerRefusals.expired);
  const closed = whyClosed(booking, businessDay(now));
  if (closed) return notOk("conflict", closed);
  const row = await db
    .selectFrom("booking_travellers")
    .selectAll()
    .where("booking_id", "=", booking.id)
    .where("slot", "=", slot)
    .executeTakeFirst();
  if (!row) return forged;
  if (row.link_version !== version) {
    const usedByThisLink = row.filled_by === "traveller" && row.link_version === version + 1;
    return notOk("conflict", usedByThisLink ? travellerRefusals.used : travellerRefusals.replaced);
  }
  // The booker filled the slot after sending this link: it is theirs now, not the link holder's.
  if (row.filled_at && row.link_made_at && row.filled_at > row.link_made_at)
    return notOk("conflict", travellerRefusals.filledByOther);
  return {
    ok: true,
    booking,
    slot,
    version,
    trip: { slug: trip.slug, title: trip.title, asksReadiness: asksReadiness(trip) },
  };
}

/**
 * The traveller sends their details through their link: written only while the link is still
 * the slot's current one (a conditional update, so two racing submits store one), which then
 * moves the slot to the next version: the link is used.
 */
export async function submitTravellerLink(
  db: Kysely<Database>,
  secret: string,
  token: string,
  input: { details: TravellerDetails; readiness: ReadinessAnswers | null },
  now: Date = systemNow(),
): Promise<
  ({ ok: true; advice: ReadinessAdvice | null } & Extract<OpenedLink, { ok: true }>) | Refusal
> {
  const opened = await openTravellerLink(db, secret, token, now);
  if (!opened.ok) return (await alreadySaved(db, secret, token, input, now)) ?? opened;
  const timestamp = now.toISOString();
  const result = await db
    .updateTable("booking_travellers")
    .set({
      ...columnsOf(input.details, input.readiness),
      filled_by: "traveller",
      filled_at: timestamp,
      link_version: opened.version + 1,
      updated_at: timestamp,
    })
    .where("booking_id", "=", opened.booking.id)
    .where("slot", "=", opened.slot)
    .where("link_version", "=", opened.version)
    // The booker may have saved the slot since the link was opened: theirs then, not the link's.
    .where((eb) =>
      eb.or([eb("filled_at", "is", null), eb("filled_at", "<=", eb.ref("link_made_at"))]),
    )
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    const saved = await alreadySaved(db, secret, token, input, now);
    if (saved) return saved;
    const again = await openTravellerLink(db, secret, token, now);
    return again.ok ? notOk("conflict", travellerRefusals.used) : again;
  }
  return withAdvice(opened, input.readiness);
}

function withAdvice<T extends Extract<OpenedLink, { ok: true }>>(
  opened: T,
  readiness: ReadinessAnswers | null,
): T & { advice: ReadinessAdvice | null } {
  const trip = tripOf(opened.booking)!;
  const height = highestPointMetres(trip);
  const advice =
    readiness && height ? readinessAdvice(readiness, height, longestDayOnFoot(trip)) : null;
  return { ...opened, advice };
}

/** How long after a link's submit saved the slot a repeat of it is still answered as saved. */
const REPEAT_SUBMIT_MS = 15 * 60_000;

/**
 * The slot a link stands for once the traveller's own submit through it has saved the slot (the
 * link is used), within REPEAT_SUBMIT_MS of that save: what a repeat of that submit is checked
 * against. Null for any other link, and later (a used link is no lasting oracle for the answers).
 */
export async function usedTravellerLink(
  db: Kysely<Database>,
  secret: string,
  token: string,
  now: Date = systemNow(),
): Promise<(Extract<OpenedLink, { ok: true }> & { saved: BookingTraveller }) | null> {
  const link = linkOf(secret, token);
  if (!link || now.getTime() >= link.expires * 1000) return null;
  const saved = await db
    .selectFrom("booking_travellers")
    .selectAll()
    .where("booking_id", "=", link.bookingId)
    .where("slot", "=", link.slot)
    .where("link_version", "=", link.version + 1)
    .where("filled_by", "=", "traveller")
    .where("erased_at", "is", null)
    .where("filled_at", ">", new Date(now.getTime() - REPEAT_SUBMIT_MS).toISOString())
    .executeTakeFirst();
  const booking = saved
    ? await db
        .selectFrom("bookings")
        .selectAll()
        .where("id", "=", link.bookingId)
        .executeTakeFirst()
    : undefined;
  const trip = booking ? tripOf(booking) : undefined;
  if (!saved || !booking || !trip) return null;
  return {
    ok: true,
    booking,
    slot: link.slot,
    version: link.version,
    trip: { slug: trip.slug, title: trip.title, asksReadiness: asksReadiness(trip) },
    saved,
  };
}

/**
 * The same answers sent again through the link that saved them (a double click, two submits
 * racing, the browser resending the form): they are stored already, so the traveller is told so
 * (issue 26 item 8: a submit that saved answered 409). Other answers through a used link stay
 * refused; null when this is not such a repeat.
 */
async function alreadySaved(
  db: Kysely<Database>,
  secret: string,
  token: string,
  input: { details: TravellerDetails; readiness: ReadinessAnswers | null },
  now: Date,
): Promise<
  ({ ok: true; advice: ReadinessAdvice | null } & Extract<OpenedLink, { ok: true }>) | null
> {
  const used = await usedTravellerLink(db, secret, token, now);
  if (!used) return null;
  const { saved, ...opened } = used;
  const sent = columnsOf(input.details, input.readiness);
  const same = (Object.keys(sent) as Array<keyof typeof sent>).every(
    (column) => saved[column] === sent[column],
  );
  return same ? withAdvice(opened, input.readiness) : null;
}

const personalColumnsErased = {
  full_name: null,
  nationality: null,
  date_of_birth: null,
  passport_number: null,
  dietary_needs: null,
  medical_notes: null,
  emergency_name: null,
  emergency_phone: null,
  insurance_provider: null,
  insurance_policy: null,
  readiness: null,
  // The document number checked for a resident or citizen price goes too; the category stays,
  // since it explains the price (decision 0033).
  document_number: null,
} as const;

/** Who erased a booking's traveller details and why, as its audit row records it. */
interface ErasureRecord {
  actor: { id: string | null; email: string };
  /** Written into the audit row's after_value with the slots erased. */
  facts: Record<string, unknown>;
}

/**
 * Erases one booking's traveller details (every personal column and the readiness answers) and
 * writes one audit row ("traveller-details.erased"). Runs on `db` as given: pass a transaction to
 * make both one step. False when nothing was left to erase.
 */
async function eraseBookingTravellersIn(
  db: Kysely<Database>,
  bookingId: string,
  record: ErasureRecord,
  now: Date,
): Promise<boolean> {
  const timestamp = now.toISOString();
  const rows = await db
    .updateTable("booking_travellers")
    .set({ ...personalColumnsErased, erased_at: timestamp, updated_at: timestamp })
    .where("booking_id", "=", bookingId)
    .where("erased_at", "is", null)
    .returning("slot")
    .execute();
  if (!rows.length) return false;
  await db
    .insertInto("admin_audit_log")
    .values({
      id: crypto.randomUUID(),
      actor_user_id: record.actor.id,
      actor_email: record.actor.email,
      action: "traveller-details.erased",
      subject: bookingId,
      before_value: null,
      after_value: JSON.stringify({
        travellers: rows.map((row) => row.slot).sort((a, b) => a - b),
        ...record.facts,
      }),
      created_at: timestamp,
    })
    .execute();
  return true;
}

/**
 * The scheduler's daily job: erases every traveller's details whose trip ended `afterDays` or
 * more ago, booking by booking, each with its audit row (actor "scheduler"). Idempotent: erased
 * rows are not looked at again. Returns how many bookings it erased.
 */
export async function eraseTravellerDetails(
  db: Kysely<Database>,
  options: { afterDays: number; now?: Date },
): Promise<number> {
  const now = options.now ?? systemNow();
  const today = businessDay(now);
  // A trip ends on or after its start: bookings starting after this cannot be due yet.
  const latestStart = addDays(today, -options.afterDays);
  const candidates = await db
    .selectFrom("booking_travellers")
    .innerJoin("bookings", "bookings.id", "booking_travellers.booking_id")
    .select([
      "bookings.id",
      "bookings.booking_date",
      "bookings.trip_slug",
      "bookings.adventure_type",
      "bookings.trip_days",
    ])
    .where("booking_travellers.erased_at", "is", null)
    .where("bookings.booking_date", "<=", latestStart)
    .distinct()
    .execute();
  let erased = 0;
  for (const booking of candidates) {
    const trip = tripOf(booking);
    // A booking without a catalogue trip (an accepted proposal's) knows its own length.
    const days = trip ? tripDurationDays(trip) : (booking.trip_days ?? 1);
    if (!erasureDue(booking.booking_date, days, options.afterDays, today)) continue;
    const done = await db.transaction().execute((trx) =>
      eraseBookingTravellersIn(
        trx,
        booking.id,
        {
          actor: { id: null, email: "scheduler" },
          facts: { tripStart: booking.booking_date, retentionDays: options.afterDays },
        },
        now,
      ),
    );
    if (done) erased += 1;
  }
  return erased;
}

/**
 * Erases the traveller details of the given bookings now, whatever their dates: for a deleted
 * account (issue 17's "delete my account", server/modules/accounts/account-data.ts). Each booking gets
 * its audit row with `reason`. Pass the caller's transaction as `db` to erase with the rest of
 * the account. Returns how many bookings had details to erase.
 */
export async function eraseTravellerDetailsOfBookings(
  db: Kysely<Database>,
  bookingIds: readonly string[],
  options: { actor: { id: string | null; email: string }; reason: string; now?: Date },
): Promise<number> {
  let erased = 0;
  for (const bookingId of bookingIds) {
    const done = await eraseBookingTravellersIn(
      db,
      bookingId,
      { actor: options.actor, facts: { reason: options.reason } },
      options.now ?? systemNow(),
    );
    if (done) erased += 1;
  }
  return erased;
}

/** When the booking's traveller details were erased (the audit row), for the admin booking page. */
export async function erasureRecordOf(
  db: Kysely<Database>,
  bookingId: string,
): Promise<{ erasedAt: string; retentionDays: number | null; reason: string | null } | null> {
  const row = await db
    .selectFrom("admin_audit_log")
    .select(["created_at", "after_value"])
    .where("action", "=", "traveller-details.erased")
    .where("subject", "=", bookingId)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  if (!row) return null;
  let facts: { retentionDays?: number; reason?: string } = {};
  try {
    facts = JSON.parse(row.after_value ?? "{}") as typeof facts;
  } catch {
    facts = {};
  }
  return {
    erasedAt: row.created_at,
    retentionDays: facts.retentionDays ?? null,
    reason: facts.reason ?? null,
  };
}

/** Everything stored about one traveller, as the data export gives it. */
export interface StoredTraveller {
  bookingId: string;
  slot: number;
  details: TravellerDetails | null;
  readiness: ReadinessAnswers | null;
  filledBy: "booker" | "traveller" | null;
  filledAt: string | null;
  /** Personal links made for the slot, plus one when a link was used. */
  linkVersion: number;
  erasedAt: string | null;
  updatedAt: string;
}

/**
 * Everything stored about the travellers of the given bookings (for "download everything held
 * about me"): each slot's details, readiness answers and their history fields. Slots never
 * written are not stored, so they are not listed.
 */
export async function travellerDataForBookings(
  db: Kysely<Database>,
  bookingIds: readonly string[],
): Promise<StoredTraveller[]> {
  const rows = await rowsFor(db, bookingIds);
  return rows.map((row) => ({
    bookingId: row.booking_id,
    slot: row.slot,
    details: detailsOf(row),
    readiness: readinessOf(row),
    filledBy: row.filled_by,
    filledAt: row.filled_at,
    linkVersion: row.link_version,
    erasedAt: row.erased_at,
    updatedAt: row.updated_at,
  }));
}
