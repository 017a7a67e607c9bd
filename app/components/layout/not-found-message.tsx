import { Compass } from "lucide-react";
import { Link, type MetaDescriptor } from "react-router";
import { categories } from "../../../domain/catalogue/categories";
import { site } from "../../../domain/site";
import { ButtonLink } from "~/components/ui/button";

/** A trip address that names no trip (/itinerary/<unknown slug>): the page says so and offers the categories. */
function isTripPath(path: string): boolean {
  return path.startsWith("/itinerary/");
}

/**
 * The 404 page's title: the catch-all route and the root error boundary (an unknown trip's
 * loader answers 404 there) both use it, so no 404 is left with an empty title.
 */
export function notFoundMeta(path: string): MetaDescriptor[] {
  return [
    { title: `${isTripPath(path) ? "Trip not found" : "Page not found"} | ${site.brandName}` },
    { name: "robots", content: "noindex" },
  ];
}

/** The body of every 404: the spec's heading, the address that was not found, and ways on. */
export function NotFoundMessage({ path }: { path: string }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <Compass aria-hidden="true" className="size-14 text-ochre-600" />
      <h1 className="mt-6 text-4xl font-bold sm:text-5xl">Oops! Page not found</h1>
      <p className="mt-4 text-lg">
        {isTripPath(path) ? "We have no trip at " : "We couldn't find "}
        <code className="rounded bg-sand-100 px-1.5 py-0.5 text-base break-all">{path}</code>
        {isTripPath(path)
          ? ". It may have a new name: every trip is listed in its category."
          : ". The trail may have moved."}
      </p>
      <ButtonLink to="/" size="lg" className="mt-8">
        Return to Home
      </ButtonLink>
      <nav aria-label="Trip categories" className="mt-8">
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          {categories.map((category) => (
            <li key={category.id}>
              <Link
                to={category.path}
                className="inline-flex min-h-11 items-center font-semibold text-forest-800 underline underline-offset-2"
              >
                {category.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
