import { Link } from "react-router";
import type { TripFilters } from "../../../domain/catalogue/trip-filters";
import { TripFiltersForm, type FilterChoices } from "./trip-filters-form";
import { TripSearchForm } from "./trip-search-form";

export interface ListingFinderData {
  path: string;
  title: string;
  filters: TripFilters;
  filtered: boolean;
  filtersInWords: string;
  ignored: string[];
  choices: FilterChoices;
  shown: number;
  total: number;
}

/** What the filters left, said once: screen readers hear it when the cards change. */
export function resultsSentence(finder: ListingFinderData): string {
  const { shown, total, title } = finder;
  if (!finder.filtered) return `All ${total} ${title} trips.`;
  if (shown === 0) return `No ${title} trip matches these filters: ${finder.filtersInWords}.`;
  return `${shown} of ${total} ${title} trips ${shown === 1 ? "matches" : "match"}: ${finder.filtersInWords}.`;
}

/**
 * A listing's filters, its search box and the sentence saying what they left. The sentence is a
 * polite live region (read out when the cards change); unfiltered it is for screen readers only,
 * so the page reads as the spec's listing.
 */
export function ListingFinder({ finder }: { finder: ListingFinderData }) {
  return (
    <div className="mb-8 grid gap-4">
      <TripFiltersForm
        path={finder.path}
        title={finder.title}
        filters={finder.filters}
        filtered={finder.filtered}
        choices={finder.choices}
      />
      <TripSearchForm id="listing-search" label="Search all trips" className="max-w-md" />
      {finder.ignored.length > 0 ? (
        <p className="text-sm">
          Not applied, as the form offers no such choice: {finder.ignored.join(", ")}.
        </p>
      ) : null}
      <p
        role="status"
        data-testid="listing-results"
        className={finder.filtered ? "text-base font-semibold" : "sr-only"}
      >
        {resultsSentence(finder)}
      </p>
    </div>
  );
}

/** Where the cards would be when the filters leave none. */
export function NoTripMatches({ finder }: { finder: ListingFinderData }) {
  return (
    <div className="rounded-xl border border-sand-200 bg-white p-6 text-base">
      <p>
        <Link
          to={finder.path}
          preventScrollReset
          className="font-semibold text-forest-800 underline underline-offset-2"
        >
          Clear filters
        </Link>{" "}
        to see all {finder.total} {finder.title} trips, or change one filter above: another month or
        a wider price band.
      </p>
    </div>
  );
}
