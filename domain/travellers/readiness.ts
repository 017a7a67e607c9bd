import type { Trip } from "../catalogue/trip-schema";
import { conditionOptions } from "./traveller-fields";
import type { ReadinessAnswers } from "./traveller-form";

/**
 * The readiness questionnaire of the high treks (issue 17, decision 0031): which trips ask it,
 * the advice a traveller reads on their answers and the flag the guide sees. Pure rules.
 */

/**
 * From 3,500 m ("very high altitude" in the usual medical bands) acute mountain sickness is common
 * and a guide must know who is at risk. A trip's highest point is read from its content: the
 * summit's elevation or its `maxElevationMetres`, whichever is higher.
 */
export const highAltitudeMetres = 3500;

export function highestPointMetres(
  trip: Pick<Trip, "summit" | "maxElevationMetres">,
): number | null {
  const heights = [trip.summit?.elevationMetres, trip.maxElevationMetres].filter(
    (metres): metres is number => typeof metres === "number",
  );
  return heights.length ? Math.max(...heights) : null;
}

/** True when the trip reaches high altitude, so its travellers answer the questionnaire. */
export function asksReadiness(trip: Pick<Trip, "summit" | "maxElevationMetres">): boolean {
  return (highestPointMetres(trip) ?? 0) >= highAltitudeMetres;
}

export interface ReadinessAdvice {
  /** True when the guide must look at this traveller before the trip. */
  flagged: boolean;
  /** Short reasons for the guide, e.g. "Severe altitude illness before", "Heart condition". */
  flagReasons: string[];
  /** What the traveller reads, most important first. */
  advice: string[];
}

const conditionReasons: Record<string, string> = Object.fromEntries(
  conditionOptions.map((option) => [option.value, option.label.replace(/^An? /, "")]),
);

/**
 * The advice on one traveller's answers for a trip whose highest point is `highestMetres`, and
 * whose longest day on foot is `longestDay` as its itinerary words it ("7 to 8 hours";
 * domain/catalogue/content-rules.ts longestDayOnFoot), so the advice never names another figure.
 */
export function readinessAdvice(
  answers: ReadinessAnswers,
  highestMetres: number,
  longestDay?: string,
): ReadinessAdvice {
  const advice: string[] = [];
  const flagReasons: string[] = [];
  const height = `${highestMetres.toLocaleString("en-US")} m`;

  if (answers.conditions.length) {
    const names = answers.conditions.map((condition) => conditionReasons[condition] ?? condition);
    flagReasons.push(...names.map((name) => name.charAt(0).toUpperCase() + name.slice(1)));
    advice.push(
      `See a doctor well before the trip: tell them this trip reaches ${height} and ask whether it is safe for you with ${names.join(", ").toLowerCase()}. Bring a short note from them; your guide will ask for it.`,
    );
  }
  if (answers.altitudeIllness === "severe") {
    flagReasons.push("Severe altitude illness before");
    advice.push(
      "You have had severe altitude illness, which makes it likelier to come back. Talk to a doctor about preventive medicine (such as acetazolamide), and ask us about an extra acclimatisation night. Your guide will watch you closely and descend with you at the first sign.",
    );
  } else if (answers.altitudeIllness === "mild") {
    advice.push(
      "Mild symptoms are common and usually pass: climb slowly, drink 3 to 4 litres a day, and tell your guide about any headache, nausea or breathlessness at rest, however small.",
    );
  }
  if (answers.fitness === "little") {
    flagReasons.push("Rarely exercises");
    advice.push(
      `Start training now: walk 2 to 3 hours with a light pack three times a week, on hills or stairs, for at least eight weeks before the trip.${longestDay ? ` The longest day is ${longestDay} on foot.` : ""}`,
    );
  } else if (answers.fitness === "some") {
    advice.push(
      `Add a long hill walk with a pack every weekend for the six weeks before the trip, so ${longestDay ? `the longest day (${longestDay} on foot)` : "the long days"} feels familiar.`,
    );
  }
  if (answers.highestAltitude === "below-3000") {
    advice.push(
      `This trip reaches ${height}, far higher than you have been. Nobody can tell in advance how they will acclimatise: the itinerary's slow days are there for you, so do not rush them.`,
    );
  }
  if (!advice.length)
    advice.push(
      "You are well prepared. Keep training, and follow the guide's slow pace: at altitude, fitness does not protect against altitude sickness.",
    );
  return { flagged: flagReasons.length > 0, flagReasons, advice };
}
