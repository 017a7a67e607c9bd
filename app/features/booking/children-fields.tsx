import type { BookingPanelState, PanelChildren } from "../../../domain/booking/booking-panel";
import { ADULT_AGE } from "../../../domain/pricing/children";
import { fieldClasses } from "./booking-fields";

/**
 * How many of the party are children, and each child's age (issue 28), as `children` and
 * `childAge` fields of the panel's GET form: the server prices each child at the trip's child
 * rate and the parks' child fees. Without JavaScript, a new count shows its age fields after
 * "Check price"; with it, at once.
 */
export function ChildrenFields({
  state,
  childRules,
  idPrefix,
}: {
  state: BookingPanelState;
  childRules: PanelChildren;
  idPrefix: string;
}) {
  const { selection, problems } = state;
  const count = selection.children ?? 0;
  const problemId = `${idPrefix}-children-problem`;
  const noteId = `${idPrefix}-children-note`;
  const ages = Array.from(
    { length: ADULT_AGE - childRules.minimumAge },
    (_, index) => childRules.minimumAge + index,
  );
  const describedBy = [childRules.note ? noteId : null, problems.children ? problemId : null]
    .filter(Boolean)
    .join(" ");
  return (
    <fieldset {...(describedBy ? { "aria-describedby": describedBy } : {})}>
      <legend className="text-sm font-semibold">Children (under {ADULT_AGE})</legend>
      {childRules.note ? (
        <p id={noteId} className="text-sm">
          {childRules.note}
        </p>
      ) : null}
      <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <div>
          <label htmlFor={`${idPrefix}-children`} className="text-sm">
            How many of the travellers are children
          </label>
          <select
            id={`${idPrefix}-children`}
            name="children"
            defaultValue={count}
            className={fieldClasses}
            {...(problems.children ? { "aria-invalid": true } : {})}
          >
            {Array.from({ length: Math.max(1, selection.participants) }, (_, index) => (
              <option key={index} value={index}>
                {index === 0 ? "No children" : index === 1 ? "1 child" : `${index} children`}
              </option>
            ))}
          </select>
        </div>
        {Array.from({ length: count }, (_, index) => (
          <div key={`${count}-${index}`}>
            <label htmlFor={`${idPrefix}-child-age-${index}`} className="text-sm">
              Age of child {index + 1}
            </label>
            <select
              id={`${idPrefix}-child-age-${index}`}
              name="childAge"
              defaultValue={selection.childAges?.[index] ?? ""}
              className={fieldClasses}
              {...(problems.children && selection.childAges?.[index] === undefined
                ? { "aria-invalid": true }
                : {})}
            >
              <option value="" disabled>
                Choose an age
              </option>
              {ages.map((age) => (
                <option key={age} value={age}>
                  {age === 0 ? "Under 1" : age === 1 ? "1 year" : `${age} years`}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {problems.children ? (
        <p id={problemId} className="mt-1 text-sm font-semibold text-red-800">
          {problems.children}
        </p>
      ) : null}
    </fieldset>
  );
}
