import { shortMonthNames } from "../calendar";

/*
 * A testimonial as the landing page shows it (decision 0068), apart from the rules that check
 * what the operator types (testimonial.ts), which the landing page's JavaScript does not need.
 */

/** How many testimonials the landing page shows (SPEC.md: "three testimonials"). */
export const LANDING_TESTIMONIALS = 3;

/**
 * Where a testimonial's words come from, as the public page shows it. `date` is the day the
 * review was written (yyyy-mm-dd) and `month` the same as the page says it ("Mar 2026").
 */
export type TestimonialSource =
  | { kind: "review"; rating: number; date: string; month: string }
  | {
      kind: "external";
      siteName: string;
      url: string;
      date: string;
      month: string;
      rating: number | null;
    }
  | { kind: "sample" };

/** A testimonial as the landing page shows it. */
export interface PublicTestimonial {
  id: string;
  quote: string;
  name: string;
  /** Where the traveller is from. */
  origin: string;
  trip: string;
  source: TestimonialSource;
}

/** "2026-03-14" (or a timestamp) -> "Mar 2026": when a review was written, as the page says it. */
export function monthYear(day: string): string {
  const month = Number(day.slice(5, 7));
  return `${shortMonthNames[month - 1] ?? ""} ${day.slice(0, 4)}`.trim();
}
