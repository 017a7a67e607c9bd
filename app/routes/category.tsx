import { Link } from "react-router";
import type { Route } from "./+types/category";
import { BackButton } from "~/components/ui/back-button";
import { ListingFinder, NoTripMatches } from "~/features/trips/listing-finder";
import { TripCardGrid } from "~/features/trips/trip-card-grid";
import { languageFrom, pageMeta, siteUrlFrom } from "~/lib/meta";

export { loader } from "./category.server";

/** A preview's answer says no-store (the public page's has no headers of its own). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { category, words, preview } = loaderData;
  return [
    ...pageMeta({
      title: category.title,
      description: words.description,
      path: category.path,
      siteUrl: siteUrlFrom(matches),
      language: languageFrom(matches),
    }),
    ...(preview ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/**
 * A listing: edited in the content studio (decision 0070), whose preview draws a draft with this
 * module.
 */
export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, words, links, cards, alsoConsider, total } = loaderData;
  const { choices, filters, filtered, ignored } = loaderData;
  const finder = {
    path: category.path,
    title: category.title,
    filters,
    filtered,
    filtersInWords: loaderData.filtersInWords,
    ignored,
    choices,
    shown: cards.length,
    total,
  };
  return (
    <>
      <section className="bg-forest-900 text-white">
        <div className="mx-auto max-w-7xl px-4 pt-6 pb-12 sm:px-6">
          <BackButton onDark />
          <p className="mt-6 text-sm font-semibold tracking-wider text-ochre-100 uppercase">
            {words.tagline}
          </p>
          <h1 className="mt-2 text-4xl font-bold sm:text-5xl">{category.title}</h1>
          <p className="mt-4 max-w-3xl text-lg text-sand-100">{words.description}</p>
          <p className="mt-2 text-sm text-sand-100">{total} trips</p>
        </div>
      </section>
      <section aria-labelledby="trips-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="trips-heading" className="sr-only">{`${category.title} trips`}</h2>
        <ListingFinder finder={finder} />
        {cards.length > 0 ? <TripCardGrid cards={cards} /> : <NoTripMatches finder={finder} />}
        {links.map((trip) => (
          <p
            key={trip.slug}
            className="mt-10 rounded-xl border border-sand-200 bg-white p-5 text-base"
          >
            <Link
              to={`/itinerary/${trip.slug}`}
              className="font-bold text-forest-800 underline underline-offset-2"
            >
              {trip.title}
            </Link>{" "}
            {trip.text}
          </p>
        ))}
      </section>
      {alsoConsider.length > 0 ? (
        <section
          aria-labelledby="also-consider-heading"
          className="mx-auto max-w-7xl px-4 pb-12 sm:px-6"
        >
          <h2 id="also-consider-heading" className="text-2xl font-bold">
            Also consider
          </h2>
          <p className="mt-2 text-base">
            From our other adventures, chosen for travellers looking here.
          </p>
          <div className="mt-6">
            <TripCardGrid cards={alsoConsider} />
          </div>
        </section>
      ) : null}
      <section aria-labelledby="about-heading" className="border-t border-sand-200 bg-white">
        <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
          <h2 id="about-heading" className="text-3xl font-bold">
            {words.about.title}
          </h2>
          {words.about.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)} className="mt-4 text-lg leading-8">
              {paragraph}
            </p>
          ))}
        </div>
      </section>
    </>
  );
}
