import { z } from "zod";
import {
  DEPOSIT_GRACE_DAYS_RANGE,
  HOLD_MINUTES_RANGE,
  REQUEST_RELEASE_HOURS_RANGE,
  type BookingHoldSettings,
  type BookingMode,
  type TripBookingMode,
} from "../booking/instant-booking";

/**
 * The operator's "Booking & holds" form: how every trip books by default, each trip with
 * departures its own way and instant limit, and how long seats are held and released. The form
 * is plain fields (it works without JavaScript); this reads them back into settings, with a
 * sentence beside each field that is refused.
 */

/** A trip that has departures, as the form lists it. */
export interface BookableTrip {
  slug: string;
  title: string;
  /** The seats of one departure: an instant limit above it would never apply. */
  seats: number;
}

export type TripModeChoice = "default" | BookingMode;

export const modeFieldKey = (slug: string) => `mode-${slug}`;
export const limitFieldKey = (slug: string) => `limit-${slug}`;

export const holdFields = [
  {
    key: "holdMinutes",
    label: "Hold seats at checkout for (minutes)",
    range: HOLD_MINUTES_RANGE,
    hint: "While the traveller pays the deposit; a hold that ends unpaid cancels the booking.",
    error: `The checkout hold must be a whole number of minutes from ${HOLD_MINUTES_RANGE.min} to ${HOLD_MINUTES_RANGE.max}.`,
  },
  {
    key: "requestReleaseHours",
    label: "An unanswered request releases its seats after (hours)",
    range: REQUEST_RELEASE_HOURS_RANGE,
    hint: "The request stays open for you to answer; its seats go back on sale.",
    error: `The release of unanswered requests must be a whole number of hours from ${REQUEST_RELEASE_HOURS_RANGE.min} to ${REQUEST_RELEASE_HOURS_RANGE.max}.`,
  },
  {
    key: "depositGraceDays",
    label:
      "Release a confirmed booking whose deposit is still unpaid (days after the overdue reminder)",
    range: DEPOSIT_GRACE_DAYS_RANGE,
    hint: "The traveller is told why by email.",
    error: `The grace for an unpaid deposit must be a whole number of days from ${DEPOSIT_GRACE_DAYS_RANGE.min} to ${DEPOSIT_GRACE_DAYS_RANGE.max}.`,
  },
] as const;

export type HoldFieldKey = (typeof holdFields)[number]["key"];

export type BookingSettingsParse =
  { ok: true; settings: BookingHoldSettings } | { ok: false; errors: Record<string, string> };

/** The stored settings as the form's fields. */
export function bookingSettingsToForm(
  settings: BookingHoldSettings,
  trips: readonly BookableTrip[],
): Record<string, string> {
  const values: Record<string, string> = {
    defaultMode: settings.defaultMode,
    holdMinutes: String(settings.holdMinutes),
    requestReleaseHours: String(settings.requestReleaseHours),
    depositGraceDays: String(settings.depositGraceDays),
  };
  for (const trip of trips) {
    const own = settings.trips[trip.slug];
    values[modeFieldKey(trip.slug)] = own?.mode ?? "default";
    values[limitFieldKey(trip.slug)] = own?.instantMaxParty ? String(own.instantMaxParty) : "";
  }
  return values;
}

/** A whole number within its range, or the field's sentence. */
function readNumber(
  text: string | undefined,
  range: { min: number; max: number },
  error: string,
): { value: number } | { error: string } {
  const parsed = z
    .string()
    .trim()
    .regex(/^\d{1,6}$/)
    .transform(Number)
    .pipe(z.number().int().min(range.min).max(range.max))
    .safeParse(text ?? "");
  return parsed.success ? { value: parsed.data } : { error };
}

function readTrip(
  form: Record<string, string>,
  trip: BookableTrip,
  errors: Record<string, string>,
): TripBookingMode | null {
  const mode = form[modeFieldKey(trip.slug)] ?? "default";
  const limitText = (form[limitFieldKey(trip.slug)] ?? "").trim();
  if (mode !== "default" && mode !== "instant" && mode !== "request") {
    errors[modeFieldKey(trip.slug)] = `Choose Default, Instant or On request for ${trip.title}.`;
    return null;
  }
  let instantMaxParty: number | null = null;
  if (limitText !== "") {
    const read = readNumber(
      limitText,
      { min: 1, max: trip.seats },
      `${trip.title}: the instant limit must be a whole number of travellers from 1 to ${trip.seats}, or blank for any party the seats allow.`,
    );
    if ("error" in read) {
      errors[limitFieldKey(trip.slug)] = read.error;
      return null;
    }
    if (mode !== "instant") {
      errors[limitFieldKey(trip.slug)] =
        `${trip.title}: only a trip set to Instant has a limit. Choose Instant or clear the number.`;
      return null;
    }
    instantMaxParty = read.value;
  }
  return mode === "default" ? null : { mode, instantMaxParty };
}

/**
 * Reads the posted form into settings. Every trip field must name a trip with departures (a
 * forged or stale one is refused), each number must be within its range, and a limit belongs
 * to a trip set to Instant.
 */
export function parseBookingSettingsForm(
  form: Record<string, string>,
  trips: readonly BookableTrip[],
): BookingSettingsParse {
  const errors: Record<string, string> = {};
  const known = new Set(trips.map((trip) => trip.slug));
  const unknown = Object.keys(form)
    .flatMap((key) => /^(?:mode|limit)-(.*)$/.exec(key)?.[1] ?? [])
    .filter((slug) => !known.has(slug));
  if (unknown.length)
    errors.trips = `There is no trip with departures called ${[...new Set(unknown)].map((slug) => `"${slug}"`).join(", ")}: reload the page and try again.`;

  const defaultMode = form.defaultMode;
  if (defaultMode !== "instant" && defaultMode !== "request")
    errors.defaultMode = "Choose how trips book by default: Instant or On request.";

  const numbers: Partial<Record<HoldFieldKey, number>> = {};
  for (const field of holdFields) {
    const read = readNumber(form[field.key], field.range, field.error);
    if ("error" in read) errors[field.key] = read.error;
    else numbers[field.key] = read.value;
  }

  const tripSettings: Record<string, TripBookingMode> = {};
  for (const trip of trips) {
    const own = readTrip(form, trip, errors);
    if (own) tripSettings[trip.slug] = own;
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    settings: {
      defaultMode: defaultMode as BookingMode,
      holdMinutes: numbers.holdMinutes!,
      requestReleaseHours: numbers.requestReleaseHours!,
      depositGraceDays: numbers.depositGraceDays!,
      trips: tripSettings,
    },
  };
}

const modeWords: Record<BookingMode, string> = { instant: "Instant", request: "On request" };

function tripWords(own: TripBookingMode | undefined): string {
  if (!own) return "Default";
  if (own.mode === "instant" && own.instantMaxParty)
    return `Instant up to ${own.instantMaxParty} travellers`;
  return modeWords[own.mode];
}

/** What a save changed, in the operator's words, for the audit trail. */
export function describeBookingSettingsChange(
  before: BookingHoldSettings,
  after: BookingHoldSettings,
  titleOf: (slug: string) => string,
): string {
  const changes: string[] = [];
  if (before.defaultMode !== after.defaultMode)
    changes.push(`Default: ${modeWords[before.defaultMode]} to ${modeWords[after.defaultMode]}`);
  for (const field of holdFields)
    if (before[field.key] !== after[field.key])
      changes.push(`${field.label}: ${before[field.key]} to ${after[field.key]}`);
  const slugs = [...new Set([...Object.keys(before.trips), ...Object.keys(after.trips)])].sort();
  for (const slug of slugs) {
    const was = tripWords(before.trips[slug]);
    const now = tripWords(after.trips[slug]);
    if (was !== now) changes.push(`${titleOf(slug)}: ${was} to ${now}`);
  }
  return changes.length ? changes.join("; ") : "No change";
}
