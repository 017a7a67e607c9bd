import {
  isUpcoming,
  moneySummary,
  type CurrencyMoney,
  type MoneySummary,
} from "../../../domain/booking/traveller-summary";
import { formatMoney } from "../../../domain/money/format";
import { paidAsSentText } from "../../../domain/payments/account-figures";
import type { StoredTravellerRequest } from "../../../domain/booking/traveller-requests";
import type { BookingStatus } from "../../../domain/booking/booking-status";
import type { CancellationRefundView } from "./cancellation-refund";
import type { PaymentCurrency } from "../../../domain/money/amount";
import type { BookingAccount } from "../../../domain/payments/booking-account";
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
  /**
   * What the booking owes, has paid and still owes, per currency (domain/payments/booking-account.ts):
   * the card and the summary both read it.
   */
  account: BookingAccount;
  /** Once confirmed (or with money in the ledger): the plan, how to pay, receipts and statement. */
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
  /** Booked, paid and due per currency: the sum of the cards' own accounts. */
  money: MoneySummary;
}

/** The three stat cards, from the bookings' accounts (the figures their cards show). */
export function summarize(bookings: DashboardBooking[], today: string): DashboardSummary {
  return {
    total: bookings.length,
    upcoming: bookings.filter((booking) => isUpcoming(booking, today)).length,
    money: moneySummary(bookings),
  };
}

/**
 * The third stat card in words: the value is what is booked (confirmed trips only), and the lines
 * say what was paid, what is still due and what awaits confirmation, each per currency.
 */
export function moneyCardText(money: MoneySummary): { value: string; lines: string[] } {
  const rows = money.currencies;
  const sum = (pick: (row: CurrencyMoney) => number, shown = rows) =>
    shown.length
      ? shown.map((row) => formatMoney(pick(row), row.currency)).join(" + ")
      : formatMoney(0, "USD");
  const booked = rows.filter((row) => row.bookedMinor !== 0 || row.paidMinor !== 0);
  const lines = [`Paid so far: ${sum((row) => row.paidMinor, booked)}.`];
  for (const part of money.paidAsSent)
    lines.push(`Includes ${paidAsSentText([part], part.countedIn)}.`);
  lines.push(`Balance due: ${sum((row) => row.dueMinor, booked)}.`);
  const credit = rows.filter((row) => row.creditMinor > 0);
  if (credit.length) lines.push(`In credit: ${sum((row) => row.creditMinor, credit)}.`);
  const awaiting = rows.filter((row) => row.awaitingMinor > 0);
  if (awaiting.length)
    lines.push(
      `Not yet confirmed, so not booked: ${sum((row) => row.awaitingMinor, awaiting)}.` +
        (awaiting.some((row) => row.awaitingPaidMinor !== 0)
          ? ` Paid towards it: ${sum((row) => row.awaitingPaidMinor, awaiting)}.`
          : ""),
    );
  return { value: sum((row) => row.bookedMinor, booked), lines };
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
