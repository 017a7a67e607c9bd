import { Link } from "react-router";
import type { Route } from "./+types/search";
import { categories } from "../../domain/catalogue/categories";
import { MAX_QUERY_LENGTH, type SearchQuery } from "../../domain/catalogue/trip-search";
import { TripCardGrid } from "~/features/trips/trip-card-grid";
import { TripSearchForm } from "~/features/trips/trip-search-form";
import { site } from "../../domain/site";

export { loader } from "./search.server";

/** Result pages are for visitors, not search engines (decision 0064): noindex, links followed. */
export function meta({ loaderData }: Route.MetaArgs) {
  const text = loaderData?.query.text;
  return [
    { title: `${text ? `“${text}”: ` : ""}Search trips | ${site.brandName}` },
    { name: "description", content: "Find a trip by a word in its name, summary or days." },
    { name: "robots", content: "noindex, follow" },
  ];
}

/** What the search found, in one sentence (the page's polite live region). */
function resultSentence(query: SearchQuery, count: number): string {
  switch (query.kind) {
    case "empty":
      return "Type a word or two to search the trips: a mountain, an animal or a place.";
    case "too-long":
      return `That search is longer than ${MAX_QUERY_LENGTH} characters. Type a few words instead: a mountain, an animal or a place.`;
    case "words":
      return count === 0
        ? `No trip mentions “${query.text}”.`
        : `${count} ${count === 1 ? "trip matches" : "trips match"} “${query.text}”.`;
  }
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, cards } = loaderData;
  return (
    <>
      <section className="bg-forest-900 text-white">
        <div className="mx-auto max-w-7xl px-4 pt-10 pb-12 sm:px-6">
          <h1 className="text-4xl font-bold sm:text-5xl">Search trips</h1>
          <p className="mt-4 max-w-3xl text-lg text-sand-100">
            Find a trip by a word in its name, its summary or its days: a mountain, an animal, a
            place.
          </p>
        </div>
      </section>
      <section aria-labelledby="results-heading" className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <TripSearchForm
          key={query.text}
          id="search-page-query"
          defaultValue={
            query.kind === "too-long" ? query.text.slice(0, MAX_QUERY_LENGTH) : query.text
          }
          className="max-w-xl"
        />
        <h2 id="results-heading" className="sr-only">
          Results
        </h2>
        <p role="status" className="mt-6 text-lg font-semibold" data-testid="search-results">
          {resultSentence(query, cards.length)}
        </p>
        {query.kind === "words" && cards.length === 0 ? (
          <p className="mt-2 text-base">
            Try another word, or browse{" "}
            {categories.map((category, index) => (
              <span key={category.id}>
                {index === 0 ? "" : index === categories.length - 1 ? " and " : ", "}
                <Link
                  to={category.path}
                  className="font-semibold text-forest-800 underline underline-offset-2"
                >
                  {category.title}
                </Link>
              </span>
            ))}
            .
          </p>
        ) : null}
        {cards.length > 0 ? (
          <div className="mt-6">
            <TripCardGrid cards={cards} />
          </div>
        ) : null}
      </section>
    </>
  );
}
