import { describe, expect, it } from "vitest";
import { catalogueCards } from "../../domain/catalogue/cards";
import { contentProblems, longestDayOnFoot } from "../../domain/catalogue/content-rules";
import { readinessAdvice } from "../../domain/travellers/readiness";
import { durationDays } from "../../domain/inquiries/inquiry-fields";
import { seasonInfo } from "../../domain/pricing/dynamic-pricing";
import { defaultSeasonalTiers } from "../../domain/pricing/tiers";
import { findTrip, trips } from "./index";

/*
 * What one trip says about itself must agree wherever it is said: its page, its catalogue card,
 * its booking panel, its PDF (drawn from the same content) and the seasonal guide (which reads
 * the trip's own duration). These checks catch the copy-paste kind of contradiction a traveller
 * notices: a "half day" from 7 AM to 4 PM, a safari priced with "starry nights on the mountain".
 */

/** Minutes after midnight of each clock time in a text: "Pickup 7:00 AM, return 4:00 PM" -> [420, 960]. */
function clockTimes(text: string): number[] {
  return [...text.matchAll(/(\d{1,2}):(\d{2})\s*(AM|PM|noon)/gi)].map(
    ([, hours, minutes, part]) => {
      const hour = Number(hours) % 12;
      return (part!.toUpperCase() === "PM" ? hour + 12 : hour) * 60 + Number(minutes);
    },
  );
}

const isHalfDay = (duration: string) => /half[- ]day/i.test(duration);

/** Two durations agree when they count the same days and both or neither say "half day". */
function sameLength(a: string, b: string): boolean {
  return durationDays(a) === durationDays(b) && isHalfDay(a) === isHalfDay(b);
}

describe("a trip's facts agree everywhere", () => {
  it("every trip keeps the content rules the editor checks on publish", () => {
    for (const trip of trips) expect(contentProblems(trip), trip.slug).toEqual({});
  });

  it("refuses a park's entry fee among the included, and a duration written another way", () => {
    const lenana = findTrip("point-lenana")!;
    expect(
      contentProblems({
        ...lenana,
        duration: "5 days / 4 nights",
        included: [...lenana.included, "Mount Kenya National Park entry fees for 4 days"],
      }),
    ).toEqual({ duration: expect.any(String), included: expect.any(String) });
    expect(contentProblems({ ...lenana, duration: "5 Days 5 Nights" })).toEqual({
      duration: "5 days are 4 nights.",
    });
  });

  it("the readiness advice quotes the itinerary's own longest day on foot", () => {
    const lenana = findTrip("point-lenana")!;
    expect(longestDayOnFoot(lenana)).toBe("7 to 8 hours");
    const advice = readinessAdvice(
      {
        conditions: [],
        altitudeIllness: "never",
        fitness: "little",
        highestAltitude: "above-4500",
      },
      4985,
      longestDayOnFoot(lenana),
    ).advice.join(" ");
    expect(advice).toContain("The longest day is 7 to 8 hours on foot.");
    expect(advice).not.toMatch(/10 to 14/);
  });

  it("every catalogue card has its trip page's title, duration and difficulty", () => {
    for (const card of catalogueCards) {
      const trip = findTrip(card.slug)!;
      expect(card.title, card.slug).toBe(trip.title);
      expect(sameLength(card.duration, trip.duration), `${card.slug}: card ${card.duration}`).toBe(
        true,
      );
      expect(card.difficulty, card.slug).toBe(trip.difficulty);
    }
  });

  it("a trip labelled a half day runs for six hours at most, by its own schedule", () => {
    for (const trip of trips) {
      const times = clockTimes(trip.schedule ?? "");
      if (!isHalfDay(trip.duration) || times.length < 2) continue;
      const hours = (Math.max(...times) - Math.min(...times)) / 60;
      expect(hours, `${trip.slug}: ${trip.schedule}`).toBeLessThanOrEqual(6);
    }
  });

  it("Ngong Hills, 7:00 AM to 4:00 PM, is a full day on its page, its card and its panel", () => {
    const trip = findTrip("ngong-hills")!;
    expect(trip.schedule).toBe("Pickup 7:00 AM, return 4:00 PM");
    expect(trip.duration).toBe("1 Day");
    expect(catalogueCards.find((card) => card.slug === "ngong-hills")?.duration).toBe("1 Day");
    const panel = trip.pricing;
    expect(panel.kind === "seasonal" && panel.duration).toBe("1 Day");
  });

  it("every booking panel quotes its trip's own duration", () => {
    for (const trip of trips) {
      const panel = trip.pricing;
      if (panel.kind === "seasonal") expect(panel.duration, trip.slug).toBe(trip.duration);
    }
  });
});

describe("price notes and panel texts fit their trip", () => {
  it("no season's price note speaks of the mountain (the Mara quoted 'starry nights on the mountain')", () => {
    for (const season of ["peak", "shoulder", "off-season"] as const)
      expect(seasonInfo(season)).not.toMatch(/mountain|summit|trek/i);
  });

  it("every seasonal trip describes its tiers in its own words", () => {
    const shared = new Set(defaultSeasonalTiers.map((tier) => tier.description));
    const seen = new Map<string, string>();
    for (const trip of trips) {
      const panel = trip.pricing;
      if (panel.kind !== "seasonal") continue;
      for (const tier of panel.tiers) {
        expect(shared.has(tier.description), `${trip.slug} ${tier.id}`).toBe(false);
        expect(seen.get(tier.description), `${trip.slug} ${tier.id}`).toBeUndefined();
        seen.set(tier.description, trip.slug);
      }
    }
    expect(seen.size).toBe(6 * 3);
  });

  it("safaris and wildlife days never price in summits, treks or climbs", () => {
    for (const trip of trips.filter((candidate) => candidate.gearList === "safari")) {
      const panel = trip.pricing;
      const texts =
        "tiers" in panel
          ? panel.tiers.flatMap((tier) => [tier.description, ...tier.features])
          : panel.kind === "fixed"
            ? [panel.note]
            : [];
      for (const text of texts)
        expect(text, trip.slug).not.toMatch(/summit|trek|climb|mountain(?! bike)/i);
    }
  });

  it("accommodation 'depending on your tier' names the tiers the panel offers", () => {
    for (const trip of trips) {
      const panel = trip.pricing;
      if (!("tiers" in panel)) continue;
      for (const day of trip.days) {
        if (!/depending on (your )?tier/i.test(day.accommodation ?? "")) continue;
        for (const tier of panel.tiers)
          expect(day.accommodation!.toLowerCase(), trip.slug).toContain(tier.name.toLowerCase());
      }
    }
  });
});
