import { Compass } from "lucide-react";
import { Link, type MetaDescriptor } from "react-router";
import { categories } from "../../../domain/catalogue/categories";
import { languageOfPath, splitLanguage } from "../../../domain/i18n/languages";
import { site } from "../../../domain/site";
import { ButtonLink } from "~/components/ui/button";
import { categoryName } from "~/features/languages/category-names";
import { useMessages } from "~/i18n/language";
import { m } from "~/i18n/messages";

/** A trip address that names no trip (/itinerary/<unknown slug>): the page says so and offers the categories. */
function isTripPath(path: string): boolean {
  return splitLanguage(path).path.startsWith("/itinerary/");
}

/**
 * The 404 page's title: the catch-all route and the root error boundary (an unknown trip's
 * loader answers 404 there) both use it, so no 404 is left with an empty title.
 */
export function notFoundMeta(path: string): MetaDescriptor[] {
  const locale = { locale: languageOfPath(path) };
  const title = isTripPath(path)
    ? m.not_found_title_trip({}, locale)
    : m.not_found_title_page({}, locale);
  return [{ title: `${title} | ${site.brandName}` }, { name: "robots", content: "noindex" }];
}

/** The body of every 404: the spec's heading, the address that was not found, and ways on. */
export function NotFoundMessage({ path }: { path: string }) {
  const { t, path: localized } = useMessages();
  const trip = isTripPath(path);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <Compass aria-hidden="true" className="size-14 text-ochre-600" />
      <h1 className="mt-6 text-4xl font-bold sm:text-5xl">{t(m.not_found_heading)}</h1>
      <p className="mt-4 text-lg">
        {trip ? t(m.not_found_no_trip_at) : t(m.not_found_could_not_find)}
        <code className="rounded bg-sand-100 px-1.5 py-0.5 text-base break-all">{path}</code>
        {trip ? t(m.not_found_trip_renamed) : t(m.not_found_trail_moved)}
      </p>
      <ButtonLink to={localized("/")} size="lg" className="mt-8">
        {t(m.not_found_home)}
      </ButtonLink>
      <nav aria-label={t(m.not_found_categories)} className="mt-8">
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          {categories.map((category) => (
            <li key={category.id}>
              <Link
                to={localized(category.path)}
                className="inline-flex min-h-11 items-center font-semibold text-forest-800 underline underline-offset-2"
              >
                {t(categoryName[category.id])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
