import { csvLine } from "../admin/booking-filters";
import { addDays, isCalendarDate, shortMonthNames } from "../calendar";
import { internationalPhone } from "../contact/phone";
import { decisionDay, travellersNeeded } from "./departures";
import { owedPartIn } from "../payments/amount-owed";
import type { BookingAccount } from "../payments/booking-account";
import { minorToDecimalText } from "../money/format";
import type { Money, PaymentCurrency } from "../money/amount";
import { totalsOf } from "../pricing/quote-lines";

/**
 * The operator's side of departures (issue 15): the month the list shows, the create and edit
 * forms, when the once-only mails are due and the manifest's totals. Pure: today is a parameter.
 */

export const departureFormFields = [
  "trip",
  "date",
  "seats",
  "minimumToRun",
  "salesCutoffDays",
  "guide",
  "guidePhone",
  "notes",
  "priceOverride",
] as const;
export type DepartureFormField = (typeof departureFormFields)[number];

export const maxGuideLength = 120;
export const maxGuidePhoneLength = 40;
export const maxNotesLength = 1000;
export const maxCancelReasonLength = 500;
export const maxSeats = 500;
export const maxSalesCutoffDays = 60;
export const maxPriceOverride = 1_000_000;
/** How far ahead the operator may add a departure by hand. */
export const maxDaysAhead = 2 * 366;

/** What the create and edit forms hold once checked. */
export interface DepartureFormValues {
  seats: number;
  minimumToRun: number;
  /** Null on a new departure: the trip's default (2 days before day trips, 7 before longer). */
  salesCutoffDays: number | null;
  guide: string | null;
  /** In international form when its country is known (domain/contact/phone.ts). */
  guidePhone: string | null;
  notes: string | null;
  /** Whole USD per person; null: the pricing engine's price for the date. */
  priceOverride: number | null;
}

export type DepartureFormParse<Extra = object> =
  | { ok: true; values: DepartureFormValues & Extra }
  | { ok: false; errors: Partial<Record<DepartureFormField, string>> };

function wholeNumber(text: string | undefined): number | null {
  const clean = (text ?? "").trim();
  return /^\d{1,7}$/.test(clean) ? Number(clean) : null;
}

function optionalText(text: string | undefined): string | null {
  return (text ?? "").trim() || null;
}

/**
 * Reads the edit form (and the shared part of the create form). `cutoffRequired` is false on
 * create, where an empty cut-off means the trip's default.
 */
export function parseDepartureFields(
  form: Readonly<Record<string, string | undefined>>,
  options: { cutoffRequired: boolean },
): DepartureFormParse {
  const errors: Partial<Record<DepartureFormField, string>> = {};
  const seats = wholeNumber(form.seats);
  const seatsValid = seats !== null && seats >= 1 && seats <= maxSeats;
  if (!seatsValid) errors.seats = `Seats: enter a whole number from 1 to ${maxSeats}.`;
  const minimumToRun = wholeNumber(form.minimumToRun);
  if (minimumToRun === null || minimumToRun < 1)
    errors.minimumToRun = "Minimum to run: enter a whole number of travellers, at least 1.";
  else if (seatsValid && minimumToRun > seats)
    errors.minimumToRun =
      "Minimum to run: a departure cannot need more travellers than it has seats.";
  const cutoffText = (form.salesCutoffDays ?? "").trim();
  const salesCutoffDays = cutoffText === "" ? null : wholeNumber(cutoffText);
  if (
    (cutoffText === "" && options.cutoffRequired) ||
    (cutoffText !== "" && (salesCutoffDays === null || salesCutoffDays > maxSalesCutoffDays))
  )
    errors.salesCutoffDays = `Sales close: enter a number of days before departure, from 0 to ${maxSalesCutoffDays}.`;
  const guide = optionalText(form.guide);
  if (guide && guide.length > maxGuideLength)
    errors.guide = `Guide: keep it under ${maxGuideLength} characters.`;
  const guidePhoneText = optionalText(form.guidePhone);
  if (
    guidePhoneText &&
    (guidePhoneText.length > maxGuidePhoneLength || !/^[+\d][\d\s().-]{5,}$/.test(guidePhoneText))
  )
    errors.guidePhone =
      "Guide's phone: enter a phone number with digits only, for example 0712 345 678 or +254 712 345 678.";
  const notes = optionalText(form.notes);
  if (notes && notes.length > maxNotesLength)
    errors.notes = `Notes: keep them under ${maxNotesLength.toLocaleString("en-US")} characters.`;
  // "$1,200", "1 200" and "1200" are one amount; prices are whole dollars per person.
  const priceText = (form.priceOverride ?? "").trim().replace(/^\$/, "").replace(/[,\s]/g, "");
  const priceOverride = priceText === "" ? null : wholeNumber(priceText);
  if (
    priceText !== "" &&
    (priceOverride === null || priceOverride < 1 || priceOverride > maxPriceOverride)
  )
    errors.priceOverride =
      "Price per person: leave it empty for the usual price, or enter whole US dollars, for example 950.";
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    values: {
      seats: seats!,
      minimumToRun: minimumToRun!,
      salesCutoffDays,
      guide,
      guidePhone: guidePhoneText ? internationalPhone(guidePhoneText) : null,
      notes,
      priceOverride,
    },
  };
}

/** The create form: the shared fields plus a trip of `tripSlugs` and a date from today on. */
export function parseNewDeparture(
  form: Readonly<Record<string, string | undefined>>,
  tripSlugs: readonly string[],
  today: string,
): DepartureFormParse<{ tripSlug: string; date: string }> {
  const fields = parseDepartureFields(form, { cutoffRequired: false });
  const errors = fields.ok ? {} : { ...fields.errors };
  const tripSlug = (form.trip ?? "").trim();
  if (!tripSlugs.includes(tripSlug)) errors.trip = "Trip: choose one of the trips in the list.";
  const date = (form.date ?? "").trim();
  if (!isCalendarDate(date)) errors.date = "Date: choose a date like 2027-03-06.";
  else if (date < today) errors.date = "Date: a departure cannot be in the past.";
  else if (date > addDays(today, maxDaysAhead))
    errors.date = "Date: departures can be added up to two years ahead.";
  if (!fields.ok || Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, values: { ...fields.values, tripSlug, date } };
}

/** The cancel form: the reason every traveller reads, and the step's explicit "yes". */
export function parseCancelReason(
  form: Readonly<Record<string, string | undefined>>,
): { ok: true; reason: string } | { ok: false; error: string } {
  const reason = (form.reason ?? "").trim().replace(/\s+/g, " ");
  if (!reason)
    return { ok: false, error: "Reason: tell the travellers why the departure is cancelled." };
  if (reason.length > maxCancelReasonLength)
    return { ok: false, error: `Reason: keep it under ${maxCancelReasonLength} characters.` };
  if (form.confirm !== "yes")
    return { ok: false, error: 'Confirm the cancellation with "Yes, cancel this departure".' };
  return { ok: true, reason };
}

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month the list shows: `?month=yyyy-mm` when it is one, else the month of today. */
export function listMonth(value: string | null | undefined, today: string): string {
  return value && monthPattern.test(value.trim()) ? value.trim() : today.slice(0, 7);
}

/** "2026-12" moved by `months` ("2027-01" for +1). */
export function shiftMonth(month: string, months: number): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const index = year * 12 + (number - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** "2026-12" as "Dec 2026". */
export function monthTitle(month: string): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return `${shortMonthNames[number - 1] ?? month} ${year}`;
}

/** A departure as the once-only rules read it. */
export interface NoticeState {
  date: string;
  minimumToRun: number;
  /** Pending and confirmed travellers: they hold seats. */
  seatsTaken: number;
  /** Confirmed travellers only: they make it run (decision 0040). */
  seatsConfirmed: number;
  cancelled: boolean;
}

/**
 * True when the travellers of a departure should now be told it is guaranteed: it has not yet
 * gone, is not cancelled, its confirmed travellers reach the minimum (requests do not, decision
 * 0040), and nobody told them before.
 */
export function guaranteedNoticeDue(
  departure: NoticeState & { guaranteedNotifiedAt: string | null },
  today: string,
): boolean {
  return (
    departure.guaranteedNotifiedAt === null &&
    !departure.cancelled &&
    departure.date >= today &&
    departure.seatsConfirmed > 0 &&
    travellersNeeded(departure) === 0
  );
}

/**
 * True when the operator must decide about a departure: its decision day (14 days before a
 * multi-day trip, 3 before a day trip) has come, it has not gone yet, it has travellers but
 * fewer confirmed than its minimum (requests alone may reach it: confirming them is then one of
 * the choices). A departure nobody booked needs no decision: it simply does not run.
 */
export function needsDecision(
  departure: NoticeState,
  durationDays: number,
  today: string,
): boolean {
  return (
    !departure.cancelled &&
    departure.date >= today &&
    departure.seatsTaken > 0 &&
    travellersNeeded(departure) > 0 &&
    today >= decisionDay(departure.date, durationDays)
  );
}

/**
 * What the operator reads on decision day: "1 of the 4 travellers it needs to run is confirmed;
 * 3 more have asked for seats". Requests are named apart because only confirming them makes the
 * departure run (decision 0040).
 */
export function confirmedTravellersText(
  departure: Pick<NoticeState, "minimumToRun" | "seatsTaken" | "seatsConfirmed">,
): string {
  const { seatsConfirmed: confirmed, minimumToRun } = departure;
  const requested = Math.max(0, departure.seatsTaken - confirmed);
  const text = `${confirmed} of the ${minimumToRun} travellers it needs to run ${confirmed === 1 ? "is" : "are"} confirmed`;
  if (requested === 0) return text;
  return `${text}; ${requested} more ${requested === 1 ? "has" : "have"} asked for seats`;
}

/** The operator's alert by email is due once per departure that needs a decision. */
export function decisionAlertDue(
  departure: NoticeState & { decisionAlertedAt: string | null },
  durationDays: number,
  today: string,
): boolean {
  return departure.decisionAlertedAt === null && needsDecision(departure, durationDays, today);
}

/** One booking on a manifest, as the totals read it. */
export interface ManifestBooking {
  status: string;
  participants: number;
  /** What the party owes, per currency as booked (`AmountOwed.parts`, decision 0038). */
  owed: readonly Money[];
}

export interface ManifestTotals {
  bookings: number;
  travellers: number;
  confirmedTravellers: number;
  pendingTravellers: number;
  /** What every booking on the manifest owes, summed per currency as booked (USD first). */
  owed: Money[];
}

/** The manifest's last line: bookings, travellers (confirmed and pending) and the money. */
export function manifestTotals(bookings: readonly ManifestBooking[]): ManifestTotals {
  const sum = (rows: readonly ManifestBooking[]) =>
    rows.reduce((total, row) => total + row.participants, 0);
  return {
    bookings: bookings.length,
    travellers: sum(bookings),
    confirmedTravellers: sum(bookings.filter((row) => row.status === "confirmed")),
    pendingTravellers: sum(bookings.filter((row) => row.status === "pending")),
    owed: totalsOf(bookings.flatMap((row) => row.owed)),
  };
}

/**
 * One traveller of a booking on the manifest, as the guide needs them (decision 0031): null
 * fields are not filled in yet (or were erased after the trip).
 */
export interface ManifestTraveller {
  slot: number;
  complete: boolean;
  fullName: string | null;
  nationality: string | null;
  dateOfBirth: string | null;
  /** For the park and mountain permits. */
  passportNumber: string | null;
  dietaryNeeds: string | null;
  medicalNotes: string | null;
  emergencyName: string | null;
  emergencyPhone: string | null;
  insuranceProvider: string | null;
  insurancePolicy: string | null;
  /** The readiness questionnaire's flags for the guide ("Heart condition"); empty when none. */
  guideFlags: string[];
}

/** One traveller's row on the manifest, as the CSV and the PDF print it. */
export interface ManifestLine {
  reference: string;
  status: string;
  name: string;
  email: string;
  phone: string | null;
  participants: number;
  specialRequirements: string | null;
  /** What the party owes, per currency as booked (decision 0038). */
  owed: readonly Money[];
  /** What the booking owes, paid and still owes (absent on manifests made without it). */
  account?: BookingAccount;
  bookedAt: string;
  /** Each traveller of the booking, slot 1 first (absent on manifests made without them). */
  travellers?: readonly ManifestTraveller[];
}

export const manifestCsvHeader = [
  "reference",
  "status",
  "name",
  "email",
  "phone",
  "participants",
  "special_requirements",
  "total_usd",
  "total_kes",
  "account_currency",
  "paid",
  "balance",
  "booked_at",
] as const;

/** A booking's paid and still-owed figures in its account's currency (empty without an account). */
function csvAccount(account: BookingAccount | undefined): Array<string | null> {
  if (!account) return [null, null, null];
  return [
    account.currency,
    minorToDecimalText(account.paidMinor),
    minorToDecimalText(account.outstandingMinor),
  ];
}

/** A CSV amount of one currency ("1010.00"), empty when nothing is owed in it. */
function csvAmount(owed: readonly Money[], currency: PaymentCurrency): string | null {
  const minor = owedPartIn(owed, currency);
  return minor === null ? null : minorToDecimalText(minor);
}

/**
 * The manifest as CSV lines (header, a line per booking, then the totals line), each cell
 * neutralised against spreadsheet formulas by csvLine; phones in international form.
 */
export function manifestCsvLines(lines: readonly ManifestLine[], totals: ManifestTotals): string[] {
  return [
    csvLine([...manifestCsvHeader]),
    ...lines.map((line) =>
      csvLine([
        line.reference,
        line.status,
        line.name,
        line.email,
        line.phone === null ? null : internationalPhone(line.phone),
        line.participants,
        line.specialRequirements,
        csvAmount(line.owed, "USD"),
        csvAmount(line.owed, "KES"),
        ...csvAccount(line.account),
        line.bookedAt,
      ]),
    ),
    csvLine([
      "TOTAL",
      `${totals.bookings} ${totals.bookings === 1 ? "booking" : "bookings"}`,
      null,
      null,
      null,
      totals.travellers,
      `${totals.confirmedTravellers} confirmed, ${totals.pendingTravellers} pending`,
      csvAmount(totals.owed, "USD"),
      csvAmount(totals.owed, "KES"),
      null,
      null,
      null,
      null,
    ]),
  ];
}

export const manifestTravellerCsvHeader = [
  "reference",
  "traveller",
  "details",
  "full_name_passport",
  "nationality",
  "date_of_birth",
  "passport_number",
  "dietary_needs",
  "medical_notes",
  "emergency_contact",
  "emergency_phone",
  "insurance_provider",
  "insurance_policy",
  "guide_flags",
] as const;

/**
 * The second table of the manifest CSV: one line per traveller with the details the guide needs
 * (passport name, health, emergency contact, insurance, readiness flags); "missing" where a
 * traveller's details are not in yet.
 */
export function manifestTravellerCsvLines(lines: readonly ManifestLine[]): string[] {
  return [
    csvLine([...manifestTravellerCsvHeader]),
    ...lines.flatMap((line) =>
      (line.travellers ?? []).map((traveller) =>
        csvLine([
          line.reference,
          traveller.slot,
          traveller.complete ? "complete" : "missing",
          traveller.fullName,
          traveller.nationality,
          traveller.dateOfBirth,
          traveller.passportNumber,
          traveller.dietaryNeeds,
          traveller.medicalNotes,
          traveller.emergencyName,
          traveller.emergencyPhone,
          traveller.insuranceProvider,
          traveller.insurancePolicy,
          traveller.guideFlags.join("; ") || null,
        ]),
      ),
    ),
  ];
}
