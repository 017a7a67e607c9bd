import { Clock, TriangleAlert } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { seatHoldFlag } from "../../../domain/admin/seat-hold-flag";

type Flagged = Parameters<typeof seatHoldFlag>[0];

/**
 * On a pending booking's page: until when its seats are held for the deposit, or that they were
 * released because the request went unanswered (decision 0055). Nothing for other bookings.
 */
export function SeatHoldNotice({ booking }: { booking: Flagged }) {
  const flag = seatHoldFlag(booking);
  if (!flag) return null;
  const released = flag.kind === "released";
  const Icon = released ? TriangleAlert : Clock;
  return (
    <p
      className={
        released
          ? "mt-6 flex gap-3 rounded-lg border border-ochre-600 bg-ochre-50 px-4 py-3 text-sm"
          : "mt-6 flex gap-3 rounded-lg border border-sand-200 bg-white px-4 py-3 text-sm"
      }
      data-testid="seat-hold-notice"
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>{flag.sentence}</span>
    </p>
  );
}

/** The bookings list's marker beside a pending booking's status: held, or seats released. */
export function SeatHoldBadge({ booking }: { booking: Flagged }) {
  const flag = seatHoldFlag(booking);
  if (!flag) return null;
  return <Badge tone={flag.kind === "released" ? "ochre" : "blue"}>{flag.short}</Badge>;
}
