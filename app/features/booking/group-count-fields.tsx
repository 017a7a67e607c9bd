import { groupCountsOf, groupCountsText } from "../../../domain/inquiries/inquiry-fields";
import type { BookingSelection } from "../../../domain/booking/booking-panel";
import { fieldClasses } from "./booking-fields";

/**
 * A group's travellers by category (issue 30): how many are East African residents and Kenyan
 * citizens, the rest non-residents, as two number fields of the panel's GET form (works without
 * JavaScript; a change prices the group again on the server). A corporate group of 40 states two
 * numbers instead of choosing from 40 lists.
 */
export function GroupCountFields({
  idPrefix,
  selection,
  largestGroup,
  problem,
}: {
  idPrefix: string;
  selection: BookingSelection;
  /** The panel's largest group: the group size may change in the same submit as the counts. */
  largestGroup: number;
  problem?: string;
}) {
  const { participants, categories, typedCounts } = selection;
  const count = (category: string) =>
    (categories ?? []).filter((candidate) => candidate === category).length;
  const residents = typedCounts?.eastAfricanResidents ?? String(count("east-african-resident"));
  const citizens = typedCounts?.kenyanCitizens ?? String(count("kenyan-citizen"));
  const problemId = `${idPrefix}-categories-problem`;
  const noteId = `${idPrefix}-categories-note`;
  const described = problem ? `${noteId} ${problemId}` : noteId;
  const field = (name: "eastAfricanResidents" | "kenyanCitizens", label: string, value: string) => (
    <div>
      <label htmlFor={`${idPrefix}-${name}`} className="text-sm">
        {label}
      </label>
      <input
        id={`${idPrefix}-${name}`}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        max={largestGroup}
        step={1}
        defaultValue={value}
        aria-describedby={described}
        {...(problem ? { "aria-invalid": true } : {})}
        className={fieldClasses}
      />
    </div>
  );
  return (
    <fieldset>
      <legend className="text-sm font-semibold">Who is travelling</legend>
      <p id={noteId} className="text-sm">
        Kenyan citizens and East African residents pay resident prices in KES; everyone else in your
        group travels as a non-resident.
      </p>
      <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        {field("eastAfricanResidents", "East African residents", residents)}
        {field("kenyanCitizens", "Kenyan citizens", citizens)}
      </div>
      {problem ? (
        <p id={problemId} className="mt-1 text-sm font-semibold text-red-800">
          {problem}
        </p>
      ) : (
        <p className="mt-1 text-sm" data-testid="group-counts">
          Your group:{" "}
          {groupCountsText(
            groupCountsOf(participants, count("east-african-resident"), count("kenyan-citizen")),
          )}
          .
        </p>
      )}
    </fieldset>
  );
}
