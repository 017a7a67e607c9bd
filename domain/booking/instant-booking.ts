import { addDays } from "../calendar";
import type { PaymentCurrency } from "../money/amount";

/**
 * How a booking is made (decision 0055). "Instant": the checkout holds the seats of a scheduled
 * departure for a short time while the traveller pays the deposit, and the payment confirms the
 * booking. "On request": the booking waits for the operator, who confirms within 24 hours (the
 * spec's way). Requests stop holding seats when the operator leaves them unanswered, and a
 * confirmed booking whose deposit stays unpaid past a grace period is released.
 */

export type BookingMode = "instant" | "request";

/** One trip's way of booking, set by the operator; a trip without one books the default way. */
export interface TripBookingMode {
  mode: BookingMode;
  /** The largest party booked instantly; larger groups ask (null: any party the seats allow). */
  instantMaxParty: number | null;
}

/** The operator's settings of holds and releases, and each trip's way of booking. */
export interface BookingHoldSettings {
  /**
   * How a trip without its own setting books. On request until the operator chooses instant:
   * switching every trip at once changes what travellers are promised, so it is their step.
   */
  defaultMode: BookingMode;
  /** How long the checkout holds seats while the deposit is paid (Stripe Checkout lives 30 minutes at least). */
  holdMinutes: number;
  /** An unanswered request releases its departure's seats after this many hours. */
  requestReleaseHours: number;
  /** A confirmed booking whose deposit is still unpaid this many days after its overdue reminder is released. */
  depositGraceDays: number;
  trips: Record<string, TripBookingMode>;
}

export const DEFAULT_BOOKING_HOLD_SETTINGS: BookingHoldSettings = {
  defaultMode: "request",
  holdMinutes: 30,
  requestReleaseHours: 48,
  depositGraceDays: 7,
  trips: {},
};

/** The bounds the admin form checks (and the stored settings are read through). */
export const HOLD_MINUTES_RANGE = { min: 30, max: 24 * 60 } as const;
export const REQUEST_RELEASE_HOURS_RANGE = { min: 24, max: 14 * 24 } as const;
export const DEPOSIT_GRACE_DAYS_RANGE = { min: 1, max: 60 } as const;

/** Why a booking is a request rather than booked and paid at checkout. */
export type RequestReason =
  "no-online-payment" | "private-date" | "group-above-limit" | "trip-on-request";

export type HowItBooks = { way: "instant" } | { way: "request"; reason: RequestReason };

/**
 * Whether this checkout books and takes the deposit now, or sends a request: instant only on a
 * scheduled departure, with a way to pay online, for a trip the operator books instantly, and a
 * party within its instant limit.
 */
export function howItBooks(input: {
  trip: TripBookingMode | undefined;
  defaultMode: BookingMode;
  onlinePayment: boolean;
  scheduledDeparture: boolean;
  participants: number;
}): HowItBooks {
  const trip = input.trip ?? { mode: input.defaultMode, instantMaxParty: null };
  if (trip.mode === "request") return { way: "request", reason: "trip-on-request" };
  if (!input.onlinePayment) return { way: "request", reason: "no-online-payment" };
  if (!input.scheduledDeparture) return { way: "request", reason: "private-date" };
  if (trip.instantMaxParty !== null && input.participants > trip.instantMaxParty)
    return { way: "request", reason: "group-above-limit" };
  return { way: "instant" };
}

/** What the checkout says about the way it books, before the traveller starts. */
export function howItBooksSentence(how: HowItBooks, instantMaxParty?: number | null): string {
  if (how.way === "instant")
    return "Instant booking: pay the deposit now and your seats are confirmed at once.";
  switch (how.reason) {
    case "group-above-limit":
      return `Booked on request: groups above ${instantMaxParty ?? "the instant limit"} are confirmed by our team within 24 hours, then you pay the deposit.`;
    case "private-date":
      return "Booked on request: we check guides and camps for a private date and confirm within 24 hours, then you pay the deposit.";
    default:
      return "Booked on request: we confirm your seats within 24 hours, then you pay the deposit.";
  }
}

/**
 * A booking whose hold ended before its deposit arrived: cancelled by the booking system, never
 * confirmed. A payment that still arrives for it confirms it again if its seats are free.
 */
export function isLapsedHold(booking: {
  booking_status: string;
  hold_expires_at: string | null;
  confirmed_at: string | null;
}): boolean {
  return (
    booking.booking_status === "cancelled" &&
    Boolean(booking.hold_expires_at) &&
    !booking.confirmed_at
  );
}

/** When a hold made at `now` ends. */
export function holdEndsAt(now: Date, settings: Pick<BookingHoldSettings, "holdMinutes">): Date {
  return new Date(now.getTime() + settings.holdMinutes * 60_000);
}

/** The moment before which an unanswered request has held its seats long enough. */
export function requestsReleasedBefore(
  now: Date,
  settings: Pick<BookingHoldSettings, "requestReleaseHours">,
): string {
  return new Date(now.getTime() - settings.requestReleaseHours * 3_600_000).toISOString();
}

/** True on `today` when the grace period that began on `since` (the overdue reminder's day) is over. */
export function depositGraceOver(
  since: string,
  today: string,
  settings: Pick<BookingHoldSettings, "depositGraceDays">,
): boolean {
  return addDays(since, settings.depositGraceDays) < today;
}

/** Reads stored settings (any shape) back into valid ones: an unknown or out-of-range value takes the default. */
export function readBookingHoldSettings(stored: unknown): BookingHoldSettings {
  const value = (stored && typeof stored === "object" ? stored : {}) as Record<string, unknown>;
  const within = (
    key: keyof typeof DEFAULT_BOOKING_HOLD_SETTINGS,
    range: { min: number; max: number },
  ) => {
    const number = value[key];
    return typeof number === "number" &&
      Number.isInteger(number) &&
      number >= range.min &&
      number <= range.max
      ? number
      : (DEFAULT_BOOKING_HOLD_SETTINGS[key] as number);
  };
  const trips: Record<string, TripBookingMode> = {};
  const storedTrips = value.trips && typeof value.trips === "object" ? value.trips : {};
  for (const [slug, entry] of Object.entries(storedTrips as Record<string, unknown>)) {
    const trip = (entry ?? {}) as Record<string, unknown>;
    if (trip.mode !== "instant" && trip.mode !== "request") continue;
    const max = trip.instantMaxParty;
    trips[slug] = {
      mode: trip.mode,
      instantMaxParty: typeof max === "number" && Number.isInteger(max) && max >= 1 ? max : null,
    };
  }
  return {
    defaultMode: value.defaultMode === "instant" ? "instant" : "request",
    holdMinutes: within("holdMinutes", HOLD_MINUTES_RANGE),
    requestReleaseHours: within("requestReleaseHours", REQUEST_RELEASE_HOURS_RANGE),
    depositGraceDays: within("depositGraceDays", DEPOSIT_GRACE_DAYS_RANGE),
    trips,
  };
}

/**
 * What the checkout says about paying before the traveller sends: whether it books at once (the
 * deposit paid now confirms it) or sends a request, the deposit and its share, the balance and its
 * due date, and the ways to pay.
 */
export interface CheckoutTerms {
  how: HowItBooks;
  sentence: string;
  plan: {
    kind: "full" | "deposit-and-balance";
    currency: PaymentCurrency;
    depositPercent: number;
    depositMinor: number;
    balanceMinor: number;
    /** `YYYY-MM-DD`; null when the whole amount is due at once. */
    balanceDueDate: string | null;
  };
  /** The ways to pay online at checkout; the pay page lists Paybill and bank transfer too. */
  methods: { card: boolean; mpesa: boolean };
  /** The operator's offline ways to pay, where configured (PAYBILL_NUMBER, BANK_DETAILS). */
  offline: { paybill: boolean; bankTransfer: boolean };
  holdMinutes: number;
}
