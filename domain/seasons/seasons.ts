import {
  defaultSeasonCalendar,
  monthNames,
  monthsText,
  seasonMonthsText,
  type SeasonCalendar,
  type SeasonId,
} from "./calendar";

/**
 * Kenya's seasons and each month's 1-5 rating, for the seasonal guide, the landing page and
 * pricing. Which months a season covers is never written here: it comes from the one season
 * calendar (calendar.ts, editable by the operator), so every page names the same months.
 */

export type { SeasonId } from "./calendar";

export interface Season {
  id: SeasonId;
  season: string;
  weather: string;
  temperature: string;
  rainfall: string;
  visibility: string;
  crowdLevel: string;
  advantages: string[];
  challenges: string[];
  bestFor: string[];
  /** Trips we recommend in this season (trip slugs). */
  recommendedTrips: string[];
}

export const seasons: readonly Season[] = [
  {
    id: "dry",
    season: "Dry Season (Peak)",
    weather: "Clear, sunny days and cool, starry nights",
    temperature: "Nairobi 24-28°C by day; -5 to -10°C at night near Point Lenana",
    rainfall: "Low: under 60 mm a month in most of the country",
    visibility: "Excellent: the peaks are usually clear at dawn",
    crowdLevel: "High: book 2-3 months ahead for July and August",
    advantages: [
      "The best summit conditions on Mount Kenya and Kilimanjaro",
      "Animals gather at rivers and waterholes, so game viewing is easiest",
      "The Great Migration is usually in the Maasai Mara from July to October",
    ],
    challenges: [
      "Parks and huts are at their busiest: book early",
      "Dust on the roads and cold nights at altitude",
    ],
    bestFor: ["Summit treks", "Big Five safaris", "Technical climbing", "Photography"],
    recommendedTrips: [
      "point-lenana",
      "kilimanjaro-marangu",
      "technical-climbing",
      "maasai-mara-holiday",
      "wildlife-safari",
    ],
  },
  {
    id: "short-rains",
    season: "Short Rains",
    weather: "Sunny mornings with short afternoon showers",
    temperature: "Nairobi 22-26°C by day; mild nights on the plains",
    rainfall: "Moderate: brief storms, mostly in the afternoon",
    visibility: "Good in the mornings; clouds build after midday",
    crowdLevel: "Moderate: quieter parks until the Christmas holidays",
    advantages: [
      "Green landscapes and newborn animals on the plains",
      "Migratory birds arrive from Europe: the best birding of the year",
      "Fewer vehicles at sightings and more room on the trails",
    ],
    challenges: [
      "Afternoon rain can make forest trails muddy",
      "Some summit days start earlier to beat the clouds",
    ],
    bestFor: ["Birdwatching", "Cultural tours", "Day hikes", "Lake Naivasha"],
    recommendedTrips: [
      "maasai-cultural",
      "lake-naivasha",
      "crescent-island",
      "ngong-hills",
      "alpine-lakes",
    ],
  },
  {
    id: "long-rains",
    season: "Long Rains",
    weather: "Heavy, regular rain, especially in April and May",
    temperature: "Nairobi 20-25°C by day; wet and cold on the mountain",
    rainfall: "High: 150-250 mm a month in the highlands",
    visibility: "Variable: the peaks are often hidden in cloud",
    crowdLevel: "Low: the quietest months of the year",
    advantages: [
      "The widest choice of dates",
      "Lush scenery and dramatic skies for photographers",
      "Parks almost to yourself",
    ],
    challenges: [
      "Summit treks are wetter and colder; some routes close in May",
      "Some roads and camps are muddy or closed",
    ],
    bestFor: ["Budget travel", "Coast getaways", "Short city escapes", "Green-season photography"],
    recommendedTrips: [
      "diani-beach",
      "giraffe-centre",
      "nairobi-safari-walk",
      "ol-pejeta",
      "hells-gate",
    ],
  },
];

export interface MonthRating {
  month: string;
  rating: 1 | 2 | 3 | 4 | 5;
  highlights: string;
}

export const monthRatings: readonly MonthRating[] = [
  {
    month: "January",
    rating: 5,
    highlights: "Clear summit days and calving season in the south",
  },
  {
    month: "February",
    rating: 5,
    highlights: "Hot, dry and the best month for Kilimanjaro",
  },
  {
    month: "March",
    rating: 4,
    highlights: "Last dry weeks before the rains; fewer visitors",
  },
  {
    month: "April",
    rating: 2,
    highlights: "Heavy afternoon rain sets in; the quietest parks of the year",
  },
  {
    month: "May",
    rating: 1,
    highlights: "Wettest month; coast and city trips only",
  },
  {
    month: "June",
    rating: 2,
    highlights: "Rains ease; the land is at its greenest",
  },
  {
    month: "July",
    rating: 5,
    highlights: "The Great Migration reaches the Maasai Mara",
  },
  {
    month: "August",
    rating: 5,
    highlights: "River crossings in the Mara and clear mountain skies",
  },
  {
    month: "September",
    rating: 4,
    highlights: "Dry and quieter as the holidays end",
  },
  {
    month: "October",
    rating: 3,
    highlights: "Short rains start; migratory birds arrive",
  },
  {
    month: "November",
    rating: 3,
    highlights: "Green hills and afternoon showers",
  },
  {
    month: "December",
    rating: 4,
    highlights: "Festive treks as the weather clears",
  },
];

/** Badge style for a month: rating 4 or more default, 3 secondary, lower outline. */
export function monthBadgeVariant(rating: number): "default" | "secondary" | "outline" {
  if (rating >= 4) return "default";
  if (rating === 3) return "secondary";
  return "outline";
}

/** A season as the guide shows it: its texts and the months the calendar gives it. */
export interface SeasonOnCalendar extends Season {
  /** "January - March and July - September" */
  months: string;
  /** "Prices 15% below the normal price", from the operator's adjustment; absent without one. */
  prices?: string;
}

/** "Prices 10% above the normal price", "Normal prices" or "Prices 15% below the normal price". */
export function seasonPriceText(adjustment: number): string {
  const percent = Math.round(Math.abs(adjustment) * 100);
  if (percent === 0) return "Normal prices";
  return `Prices ${percent}% ${adjustment > 0 ? "above" : "below"} the normal price`;
}

export function seasonsOn(
  calendar: SeasonCalendar = defaultSeasonCalendar,
  adjustments?: Readonly<Record<SeasonId, number>>,
): SeasonOnCalendar[] {
  return seasons.map((season) => ({
    ...season,
    months: seasonMonthsText(calendar, season.id),
    ...(adjustments ? { prices: seasonPriceText(adjustments[season.id]) } : {}),
  }));
}

/** The twelve months with their rating and the season the calendar puts them in. */
export function monthRatingsOn(
  calendar: SeasonCalendar = defaultSeasonCalendar,
): Array<MonthRating & { season: SeasonId }> {
  return monthRatings.map((rating) => ({
    ...rating,
    season: calendar[monthNames.indexOf(rating.month as (typeof monthNames)[number])] ?? "dry",
  }));
}

/**
 * The landing page's Plan section: the dry months, and the rest of the year as the green
 * season (both rains together), from the same calendar as the guide and the prices.
 */
export function planningSeasonsOn(
  calendar: SeasonCalendar = defaultSeasonCalendar,
): Array<{ name: string; months: string; bestFor: string }> {
  const greenMonths = calendar.flatMap((id, month) => (id === "dry" ? [] : [month]));
  return [
    {
      name: "Dry Season",
      months: seasonMonthsText(calendar, "dry", "short"),
      bestFor: "Best for summits",
    },
    {
      name: "Green Season",
      months: monthsText(greenMonths, "short"),
      bestFor: "Good for wildlife",
    },
  ];
}
