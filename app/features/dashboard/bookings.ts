import type { BookingStatus } from "../../../domain/booking/booking-status";
import type { Booking } from "../../../server/db/schema";

/** What the dashboard shows of a booking (no internal keys or user ids). */
export type DashboardBooking = Pick<
  Booking,
  | "id"
  | "adventure_type"
  | "booking_status"
  | "booking_date"
  | "number_of_participants"
  | "total_price"
  | "special_requirements"
  | "created_at"
>;

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

/** Spec: upcoming = confirmed and the booking date after today (dates compare as yyyy-mm-dd text). */
export function isUpcoming(booking: DashboardBooking, today: string): boolean {
  return booking.booking_status === "confirmed" && booking.booking_date > today;
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

/** Money that has actually changed hands or is committed: confirmed and completed trips, not requests or cancellations. */
const spentStatuses: ReadonlySet<BookingStatus> = new Set(["confirmed", "completed"]);

export function summarize(bookings: DashboardBooking[], today: string) {
  return {
    total: bookings.length,
    upcoming: bookings.filter((booking) => isUpcoming(booking, today)).length,
    spent: bookings
      .filter((booking) => spentStatuses.has(booking.booking_status))
      .reduce((sum, booking) => sum + booking.total_price, 0),
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
