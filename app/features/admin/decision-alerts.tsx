import { AlertTriangle } from "lucide-react";
import { Link } from "react-router";
import { formatTravelDate } from "../../../domain/calendar";
import { confirmedTravellersText } from "../../../domain/departures/departure-admin";

interface Decision {
  id: string;
  tripTitle: string;
  date: string;
  seatsTaken: number;
  seatsConfirmed: number;
  minimumToRun: number;
}

/**
 * The overview's alert (issue 15): departures whose decision day has come without their minimum,
 * each linking to its page with the choices per traveller. Nothing when there are none.
 */
export function DecisionAlerts({ decisions }: { decisions: readonly Decision[] }) {
  if (decisions.length === 0) return null;
  return (
    <section
      aria-labelledby="decisions-heading"
      className="mt-6 rounded-xl border-2 border-red-700 bg-red-50 p-4"
    >
      <h2 id="decisions-heading" className="flex items-center gap-2 text-lg font-bold text-red-900">
        <AlertTriangle aria-hidden="true" className="size-5" />
        {decisions.length === 1
          ? "A departure needs your decision"
          : `${decisions.length} departures need your decision`}
      </h2>
      <p className="mt-1">
        They have not reached their minimum of confirmed travellers by their decision day. Confirm
        the requests you accept; move each other traveller to another departure, run it as a private
        trip, or cancel.
      </p>
      <ul className="mt-2 grid gap-1">
        {decisions.map((decision) => (
          <li key={decision.id}>
            <Link
              to={`/admin/departures/${decision.id}`}
              className="font-semibold text-forest-800 underline"
            >
              {decision.tripTitle}, {formatTravelDate(decision.date)}
            </Link>
            : {confirmedTravellersText(decision)}
          </li>
        ))}
      </ul>
    </section>
  );
}
