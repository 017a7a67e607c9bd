import type { ReadinessAdvice } from "../../../domain/travellers/readiness";
import type { TravellerDetails } from "../../../domain/travellers/traveller-form";
import {
  categoryLabels,
  type TravellerCategory,
} from "../../../domain/pricing/traveller-categories";
import { Badge } from "~/components/ui/badge";
import { formatTimestamp } from "./admin-shell";

export interface AdminTravellerSlot {
  slot: number;
  /** As booked (migration 0021); null for bookings made before categories. */
  category: TravellerCategory | null;
  complete: boolean;
  filledBy: "booker" | "traveller" | null;
  filledAt: string | null;
  details: TravellerDetails | null;
  advice: ReadinessAdvice | null;
}

function Line({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="grid gap-x-3 sm:grid-cols-3">
      <dt className="font-semibold">{label}</dt>
      <dd className="break-words whitespace-pre-wrap sm:col-span-2">{value || "None given"}</dd>
    </div>
  );
}

/**
 * The booking's travellers for the operator (decision 0031): completeness, each traveller's
 * details and readiness flags, and when the details were erased after the trip.
 */
export function BookingTravellersPanel({
  slots,
  erased,
  confirmed,
}: {
  slots: readonly AdminTravellerSlot[];
  erased: { erasedAt: string; retentionDays: number | null; reason: string | null } | null;
  confirmed: boolean;
}) {
  const complete = slots.filter((slot) => slot.complete).length;
  return (
    <section aria-labelledby="travellers-heading" className="mt-8">
      <h2 id="travellers-heading" className="text-xl font-bold">
        Travellers: {complete} of {slots.length} complete
      </h2>
      {erased ? (
        <p className="mt-2 rounded-lg bg-sand-50 px-3 py-2 text-sm">
          {erased.retentionDays !== null
            ? `The travellers' details were erased automatically on ${formatTimestamp(erased.erasedAt)}, ${erased.retentionDays} days after the trip`
            : `The travellers' details were erased on ${formatTimestamp(erased.erasedAt)}${erased.reason ? `: ${erased.reason}` : ""}`}
          .
        </p>
      ) : !confirmed && complete === 0 ? (
        <p className="mt-2 text-sm">
          The traveller can fill these in once the booking is confirmed.
        </p>
      ) : null}
      <ol className="mt-3 grid gap-3">
        {slots.map((slot) => (
          <li key={slot.slot} className="rounded-xl border border-sand-200 bg-white p-4 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="text-base font-bold">
                Traveller {slot.slot}
                {slot.details ? `: ${slot.details.fullName}` : ""}
              </h3>
              <Badge tone={slot.complete ? "green" : "yellow"}>
                {slot.complete ? "Complete" : "Missing"}
              </Badge>
              {slot.category ? <Badge tone="outline">{categoryLabels[slot.category]}</Badge> : null}
              {slot.advice?.flagged ? <Badge tone="red">Flagged for the guide</Badge> : null}
            </div>
            {slot.details ? (
              <dl className="mt-2 grid gap-1">
                {slot.advice?.flagged ? (
                  <Line label="Guide: check" value={slot.advice.flagReasons.join(", ")} />
                ) : null}
                <Line label="Nationality" value={slot.details.nationality} />
                <Line label="Date of birth" value={slot.details.dateOfBirth} />
                {/* Saved before the form asked for it: the operator asks the traveller. */}
                <Line label="Passport or ID" value={slot.details.passportNumber || "Not given"} />
                <Line label="Medical notes" value={slot.details.medicalNotes} />
                <Line label="Dietary needs" value={slot.details.dietaryNeeds} />
                <Line
                  label="Emergency contact"
                  value={`${slot.details.emergencyName}, ${slot.details.emergencyPhone}`}
                />
                <Line
                  label="Insurance"
                  value={`${slot.details.insuranceProvider}, policy ${slot.details.insurancePolicy}`}
                />
                <Line
                  label="Filled in"
                  value={`${slot.filledBy === "traveller" ? "By the traveller (personal link)" : "By the booker"}${slot.filledAt ? `, ${formatTimestamp(slot.filledAt)}` : ""}`}
                />
              </dl>
            ) : (
              <p className="mt-1">Not filled in yet.</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
