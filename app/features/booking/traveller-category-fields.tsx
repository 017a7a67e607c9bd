import {
  DEFAULT_CATEGORY,
  categoryLabels,
  travellerCategories,
  type TravellerCategory,
} from "../../../domain/pricing/traveller-categories";
import { fieldClasses } from "./booking-fields";

/**
 * One traveller category per participant (issue 19), as `category` fields of the panel's GET
 * form: a change prices the party again on the server. Residents and citizens pay in KES and
 * show a document number at checkout.
 */
export function TravellerCategoryFields({
  idPrefix,
  participants,
  categories,
  children = 0,
  problem,
}: {
  idPrefix: string;
  participants: number;
  categories: readonly TravellerCategory[] | undefined;
  /** How many of the party are children: the last travellers (issue 28). */
  children?: number;
  problem?: string;
}) {
  const firstChild = participants - children;
  return (
    <fieldset aria-describedby={problem ? `${idPrefix}-categories-problem` : undefined}>
      <legend className="text-sm font-semibold">Who is travelling</legend>
      <p className="text-sm">
        Kenyan citizens and East African residents pay resident prices in KES.
      </p>
      <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        {Array.from({ length: participants }, (_, index) => (
          <div key={index}>
            <label htmlFor={`${idPrefix}-category-${index}`} className="text-sm">
              Traveller {index + 1}
              {index >= firstChild ? ` (child ${index - firstChild + 1})` : ""}
            </label>
            <select
              id={`${idPrefix}-category-${index}`}
              name="category"
              defaultValue={categories?.[index] ?? DEFAULT_CATEGORY}
              className={fieldClasses}
            >
              {travellerCategories.map((category) => (
                <option key={category} value={category}>
                  {categoryLabels[category]}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {problem ? (
        <p
          id={`${idPrefix}-categories-problem`}
          className="mt-1 text-sm font-semibold text-red-800"
        >
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
