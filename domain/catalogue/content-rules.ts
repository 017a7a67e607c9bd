import type { Trip } from "./trip-schema";

/**
 * Rules a trip's words must keep so the page does not contradict itself (issue 29, "Content that
 * contradicts itself"): the seed keeps them (content-agreement.test.ts) and the editor refuses to
 * publish a trip that breaks one, naming the field. Each rule is one a traveller would catch.
 */

/** "5 Days 4 Nights", "2 Days 1 Night", "1 Day", "Half Day", "3-10 Days (fully customizable)". */
const DURATION = /^(?:Half Day|1 Day|(\d+) Days (\d+) Nights?|\d+-\d+ Days)(?: \([^)]+\))?$/;

/** A park's entry fee named as included, while the price adds it as its own line. */
const PARK_FEE_INCLUDED = /\b(?:park|reserve|conservancy)\b[^.;]*\bentry fees?\b|\bpark fees?\b/i;

export function contentProblems(trip: Trip): Record<string, string> {
  const problems: Record<string, string> = {};
  const duration = DURATION.exec(trip.duration);
  if (!duration)
    problems.duration =
      'Write the duration as the listings do: "5 Days 4 Nights", "1 Day", "Half Day" or "3-7 Days".';
  else if (duration[1] && Number(duration[2]) !== Number(duration[1]) - 1)
    problems.duration = `${duration[1]} days are ${Number(duration[1]) - 1} nights.`;
  if (trip.parkFees.length > 0) {
    const at = trip.included.findIndex((item) => PARK_FEE_INCLUDED.test(item));
    if (at >= 0)
      problems[`included`] =
        "Park entry fees are added to the price as their own lines: list them under Not included.";
  }
  return problems;
}

/**
 * The longest day on foot, as the itinerary words it ("7-8 hours" in "10 km, 7-8 hours"): the
 * readiness advice quotes it instead of a figure of its own. Undefined when no day says.
 */
export function longestDayOnFoot(trip: Pick<Trip, "days">): string | undefined {
  let longest: { hours: number; text: string } | undefined;
  for (const day of trip.days) {
    const match = /(\d+(?:\.\d+)?)(?:\s*(?:-|to)\s*(\d+(?:\.\d+)?))?\s*hours?/i.exec(
      day.distance ?? "",
    );
    if (!match) continue;
    const hours = Number(match[2] ?? match[1]);
    const text = match[2] ? `${match[1]} to ${match[2]} hours` : `${match[1]} hours`;
    if (!longest || hours > longest.hours) longest = { hours, text };
  }
  return longest?.text;
}
