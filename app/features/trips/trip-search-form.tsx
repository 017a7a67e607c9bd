import { Search } from "lucide-react";
import { Form } from "react-router";
import { MAX_QUERY_LENGTH } from "../../../domain/catalogue/trip-search";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/**
 * The search box: a plain GET form to /search (it works without JavaScript; with it, the results
 * page loads without a full reload). Its label is visible, so it reads the same to everyone.
 */
export function TripSearchForm({
  id,
  label = "Search trips",
  defaultValue,
  className,
  onSearch,
}: {
  /** The input's id: a page may show the box twice (the header's and its own). */
  id: string;
  label?: string;
  defaultValue?: string;
  className?: string;
  /** After submitting (the phone menu closes). */
  onSearch?: () => void;
}) {
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      aria-label={label}
      className={className}
      onSubmit={onSearch}
    >
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={defaultValue}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="e.g. giraffe"
          className="block min-h-11 w-full min-w-0 rounded-lg border border-earth-900/50 bg-white px-3 text-base shadow-sm placeholder:text-earth-900/70 focus:border-forest-600"
        />
        <button type="submit" className={cn(buttonClasses("primary", "md"), "shrink-0")}>
          <Search aria-hidden="true" className="size-4" />
          Search
        </button>
      </div>
    </Form>
  );
}
