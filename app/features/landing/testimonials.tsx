import { Star } from "lucide-react";
import type {
  PublicTestimonial,
  TestimonialSource,
} from "../../../domain/testimonials/public-testimonial";

/**
 * Stars for a rating someone gave: decoration, with the rating said in words for screen readers.
 * A sample has none: nobody gave it a rating (decision 0068).
 */
function Rating({ rating }: { rating: number }) {
  return (
    <span className="flex gap-0.5 text-ochre-600">
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={star <= rating ? "size-4 fill-current" : "size-4"}
        />
      ))}
      <span className="sr-only">Rated {rating} out of 5</span>
    </span>
  );
}

/** What the words are: a verified review of this site, or another site's review; a sample says nothing. */
function SourceHeader({ source }: { source: TestimonialSource }) {
  if (source.kind === "review")
    return (
      <p className="flex flex-wrap items-center gap-x-2 text-sm">
        <Rating rating={source.rating} />
        <span className="font-semibold text-forest-800">Verified review</span>
        <time dateTime={source.date}>{source.month}</time>
      </p>
    );
  if (source.kind === "external" && source.rating !== null)
    return (
      <p className="text-sm">
        <Rating rating={source.rating} />
      </p>
    );
  return null;
}

/** The landing page's "What our travellers say": the operator's first three published testimonials. */
export function Testimonials({ testimonials }: { testimonials: readonly PublicTestimonial[] }) {
  if (testimonials.length === 0) return null;
  return (
    <>
      <h3 className="mt-16 text-center text-2xl font-bold">What our travellers say</h3>
      <ul className="mt-8 grid gap-6 lg:grid-cols-3">
        {testimonials.map(({ id, quote, name, origin, trip, source }) => (
          <li key={id}>
            <figure className="flex h-full flex-col gap-4 rounded-2xl bg-forest-50 p-6">
              <SourceHeader source={source} />
              <blockquote className="flex-1 text-lg leading-8">“{quote}”</blockquote>
              <figcaption className="text-sm">
                <strong>{name}</strong>, {origin} · {trip}
                {source.kind === "external" ? (
                  <a
                    href={source.url}
                    rel="noopener"
                    className="block py-0.5 font-semibold text-forest-800 underline underline-offset-2"
                  >
                    on {source.siteName}, <time dateTime={source.date}>{source.month}</time>
                  </a>
                ) : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </>
  );
}
