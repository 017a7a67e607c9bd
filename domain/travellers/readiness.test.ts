import { describe, expect, it } from "vitest";
import { trips } from "../../content/trips";
import { asksReadiness, highestPointMetres, readinessAdvice } from "./readiness";

describe("which trips ask the readiness questionnaire", () => {
  it("asks it on every trek reaching 3,500 m and on nothing lower", () => {
    const asking = trips
      .filter(asksReadiness)
      .map((trip) => trip.slug)
      .sort();
    expect(asking).toEqual([
      "alpine-lakes",
      "burguret-chogoria",
      "kilimanjaro-marangu",
      "point-lenana",
      "rwenzori-mountains",
      "technical-climbing",
      "timau-chogoria",
    ]);
  });

  it("reads the highest of the summit and the trip's maximum elevation", () => {
    expect(highestPointMetres({ summit: { name: "Lenana", elevationMetres: 4985 } })).toBe(4985);
    expect(highestPointMetres({ maxElevationMetres: 4500 })).toBe(4500);
    expect(highestPointMetres({})).toBeNull();
  });
});

describe("readinessAdvice", () => {
  const ready = {
    fitness: "regular",
    highestAltitude: "above-4500",
    altitudeIllness: "never",
    conditions: [],
  } as const;

  it("tells a fit, experienced climber they are prepared and does not flag them", () => {
    const result = readinessAdvice({ ...ready, conditions: [] }, 4985);
    expect(result.flagged).toBe(false);
    expect(result.advice).toHaveLength(1);
    expect(result.advice[0]).toMatch(/well prepared/);
  });

  it("flags a heart condition and severe altitude illness for the guide and sends them to a doctor", () => {
    const result = readinessAdvice(
      { ...ready, altitudeIllness: "severe", conditions: ["heart"] },
      5895,
    );
    expect(result.flagged).toBe(true);
    expect(result.flagReasons).toEqual(["Heart condition", "Severe altitude illness before"]);
    expect(result.advice[0]).toMatch(/See a doctor.*5,895 m.*heart condition/);
    expect(result.advice[1]).toMatch(/acetazolamide/);
  });

  it("flags someone who rarely exercises and gives a training plan; a first-timer reads about acclimatisation", () => {
    const result = readinessAdvice(
      { fitness: "little", highestAltitude: "below-3000", altitudeIllness: "mild", conditions: [] },
      4985,
    );
    expect(result.flagReasons).toEqual(["Rarely exercises"]);
    expect(result.advice.join(" ")).toMatch(/drink 3 to 4 litres/);
    expect(result.advice.join(" ")).toMatch(/eight weeks/);
    expect(result.advice.join(" ")).toMatch(/4,985 m, far higher than you have been/);
  });
});
