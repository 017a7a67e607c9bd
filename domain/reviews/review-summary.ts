/**
 * What a trip's reviews add up to: their count and average, rounded half up to one decimal as
 * the page and the JSON-LD both show it. None when there are no reviews: a trip without real
 * reviews shows no rating at all (no section, no AggregateRating).
 */
export interface ReviewSummary {
  count: number;
  /** 1.0 to 5.0, one decimal. */
  average: number;
}

/** The summary from the database's count and sum of ratings (the trip page reads those, not every row). */
export function summaryFromTotals(count: number, sum: number): ReviewSummary | null {
  if (!Number.isInteger(count) || count <= 0) return null;
  // Whole numbers until the last step: (sum * 10) / count is exact at every .5, so no float drift.
  return { count, average: Math.round((sum * 10) / count) / 10 };
}

/** "4.5 out of 5" / "4 out of 5": what is read and shown beside the stars. */
export function ratingText(rating: number): string {
  return `${Number.isInteger(rating) ? rating : rating.toFixed(1)} out of 5`;
}

/** "Based on 1 review" / "Based on 12 reviews". */
export function reviewCountText(count: number): string {
  return `Based on ${count} ${count === 1 ? "review" : "reviews"}`;
}

/** Whole stars to fill for a rating (an average rounds to the nearest star). */
export function filledStars(rating: number): number {
  return Math.min(5, Math.max(0, Math.round(rating)));
}
