import { Form, Link, useLocation } from "react-router";
import type { TripFilters } from "../../../domain/catalogue/trip-filters";
import { buttonClasses } from "~/components/ui/button";

export interface FilterChoice {
  value: string;
  label: string;
}

/** The options of each filter, labelled for this visitor (prices in their currency). */
export interface FilterChoices {
  months: FilterChoice[];
  lengths: FilterChoice[];
  prices: FilterChoice[];
  difficulties: FilterChoice[];
}

const selectClasses =
  "mt-1 block min-h-11 w-full min-w-0 rounded-lg border border-earth-900/50 bg-white px-2 text-base shadow-sm focus:border-forest-600";

/** The four choices of one value each, in the order the form shows them. */
const selects = [
  { name: "month", label: "Month of travel", anyLabel: "Any month", choices: "months" },
  { name: "length", label: "Length", anyLabel: "Any length", choices: "lengths" },
  { name: "price", label: "Price per person", anyLabel: "Any price", choices: "prices" },
  { name: "difficulty", label: "Difficulty", anyLabel: "Any difficulty", choices: "difficulties" },
] as const;

function FilterSelect({
  name,
  label,
  anyLabel,
  value,
  choices,
}: {
  name: (typeof selects)[number]["name"];
  label: string;
  anyLabel: string;
  value: string | null;
  choices: FilterChoice[];
}) {
  const id = `filter-${name}`;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className={selectClasses}>
        <option value="">{anyLabel}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A listing's filters: a GET form to the listing itself, so the URL carries them and the page
 * works without JavaScript (with it, the cards change without a reload). Keyed by the URL, so the
 * fields show the filters of the page after "Clear filters" or Back.
 */
export function TripFiltersForm({
  path,
  title,
  filters,
  filtered,
  choices,
}: {
  path: string;
  title: string;
  filters: TripFilters;
  filtered: boolean;
  choices: FilterChoices;
}) {
  const { search } = useLocation();
  return (
    <Form
      key={search}
      method="get"
      action={path}
      preventScrollReset
      aria-label={`Filter ${title} trips`}
      className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="grid grid-cols-1 items-end gap-3 min-[400px]:grid-cols-2 lg:grid-cols-5">
        {selects.map((select) => (
          <FilterSelect
            key={select.name}
            {...select}
            value={filters[select.name]}
            choices={choices[select.choices]}
          />
        ))}
        <label className="flex min-h-11 items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            name="families"
            value="yes"
            defaultChecked={filters.families}
            className="size-5 accent-forest-700"
          />
          Suits families
        </label>
      </div>
      <p className="mt-2 text-sm">
        A month shows the trips with a departure on sale then, or that run on any date you choose.
        Suits families: children under 12 travel at a child&apos;s price.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClasses("primary", "md")}>
          Show trips
        </button>
        {filtered ? (
          <Link
            to={path}
            preventScrollReset
            className="rounded-md px-2 py-2 text-sm font-semibold text-forest-800 underline underline-offset-2"
          >
            Clear filters
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
