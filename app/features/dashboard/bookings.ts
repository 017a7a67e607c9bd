import {
  isUpcoming,
  moneySummary,
  type MoneySummary,
} from "../../../domain/booking/traveller-summary";
import type { StoredTravellerRequest } from "../../../domain/booking/traveller-requests";
import type { BookingStatus } from "../../../domain/booking/booking-status";
import type { CancellationRefundView } from "./cancellation-refund";
import type { PaymentCurrency } from "../../../domain/money/amount";
import type { TravellerPaymentView } from "../../../domain/payments/traveller-payment-view";
import type { QuoteLine } from "../../../domain/pricing/quote-lines";

/** What the dashboard shows of a booking (no internal keys, user ids or the operator's name). */
export interface DashboardBooking {
  id: string;
  adventure_type: string;
  booking_status: BookingStatus;
  booking_date: string;
  number_of_participants: number;
  total_price: number;
  special_requirements: string | null;
  created_at: string;
  /** The 8-character reference the traveller quotes (domain/booking/reference.ts). */
  reference: string;
  /**
   * A booking on a group departure: "Guaranteed" or "Needs 2 more travellers to run"
   * (domain/departures/trip-dates.ts bookingDepartureLine); null for a private date.
   */
  departureLine?: string | null;
  /** The trip's page and PDF, when the booking names a trip still in the catalogue. */
  trip: { pagePath: string; pdfPath: string } | null;
  /** The price lines as booked, for a party priced per traveller (issue 19); else absent or null. */
  priceLines?: QuoteLine[] | null;
  /** The operator's notes to the traveller, oldest first. */
  notes: Array<{ text: string; created_at: string }>;
  /** The newest change and cancellation request, if any. */
  requests: Array<Pick<StoredTravellerRequest, "kind" | "created_at">>;
  /** What cancelling today would refund (the cancellation policy); null when it cannot be cancelled. */
  cancellation?: CancellationRefundView | null;
  /** What can be paid now and where (issue 16: app/routes/booking-pay.tsx); absent when nothing is due. */
  pay?: { path: string; title: string; amountMinor: number; currency: PaymentCurrency } | null;
  /** A confirmed booking's travellers: how many have their details in, and where to fill them in. */
  travellerDetails?: { complete: number; total: number; path: string } | null;
  /** Once confirmed (or with money in the ledger): the plan, the balance, how to pay, PDFs. */
  payment?: TravellerPaymentView | null;
}

export const dashboardTabs = [
  { id: "all", label: "All Bookings", empty: "No bookings found" },
  { id: "upcoming", label: "Upcoming", empty: "No upcoming adventures scheduled" },
  { id: "pending", label: "Pending", empty: "No pending bookings" },
  { id: "completed", label: "Completed", empty: "No completed adventures yet" },
] as const;

export type DashboardTab = (typeof dashboardTabs)[number]["id"];

export function tabFrom(value: string | null): DashboardTab {
  return dashboardTabs.find((tab) => tab.id === value)?.id ?? "all";
}

export function bookingsForTab(
  bookings: DashboardBooking[],
  tab: DashboardTab,
  today: string,
): DashboardBooking[] {
  switch (tab) {
    case "upcoming":
      return bookings.filter((booking) => isUpcoming(booking, today));
    case "pending":
      return bookings.filter((booking) => booking.booking_status === "pending");
    case "completed":
      return bookings.filter((booking) => booking.booking_status === "completed");
    default:
      return bookings;
  }
}

export interface DashboardSummary {
  total: number;
  upcoming: number;
  money: MoneySummary;
  /**
   * The shillings booked and paid (KES lines of residents and citizens, decision 0035), which
   * the dollar figures leave out; null when nothing was booked in KES. Minor units.
   */
  shillings?: { bookedMinor: number; paidMinor: number } | null;
}

/** The KES lines of the bookings still owed or earned, and what the KES-priced ones paid. */
export function shillingsSummary(
  bookings: readonly DashboardBooking[],
): DashboardSummary["shillings"] {
  const booked = bookings
    .filter((booking) => booking.booking_status !== "cancelled")
    .flatMap((booking) => booking.priceLines ?? [])
    .filter((line) => line.currency === "KES")
    .reduce((sum, line) => sum + line.amountMinor, 0);
  const paid = bookings.reduce(
    (sum, booking) => sum + (booking.payment?.currency === "KES" ? booking.payment.paidMinor : 0),
    0,
  );
  return booked > 0 || paid > 0 ? { bookedMinor: booked, paidMinor: paid } : null;
}

/**
 * What the ledger says each booking has paid, in whole USD (the stat cards' currency, which add
 * up `total_price`): a booking paid in shillings (decision 0035) is left out, as its dollar
 * total is too, rather than its shillings being added as dollars.
 */
export function paidByBooking(bookings: readonly DashboardBooking[]): Map<string, number> {
  return new Map(
    bookings.map((booking) => [
      booking.id,
      booking.payment?.currency === "USD" ? booking.payment.paidMinor / 100 : 0,
    ]),
  );
}

/**
 * The three stat cards. `paidByBooking` is the payment ledger's paid sum per booking; without it
 * the paid figure is unknown (null), never a made-up zero.
 */
export function summarize(
  bookings: DashboardBooking[],
  today: string,
  paidByBooking?: ReadonlyMap<string, number>,
): DashboardSummary {
  return {
    total: bookings.length,
    upcoming: bookings.filter((booking) => isUpcoming(booking, today)).length,
    money: moneySummary(bookings, paidByBooking),
    shillings: shillingsSummary(bookings),
  };
}

/** Spec colours: confirmed green, pending yellow, cancelled red, completed blue, anything else gray. */
export function statusTone(status: string): "green" | "yellow" | "red" | "blue" | "gray" {
  switch (status) {
    case "confirmed":
      return "green";
    case "pending":
      return "yellow";
    case "cancelled":
      return "red";
    case "completed":
      return "blue";
    default:
      return "gray";
  }
}
