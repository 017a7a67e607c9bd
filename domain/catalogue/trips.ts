import { tripContent } from "../../content/trips/index";
import { tripSchema, type Trip } from "./trip-schema";

/** The 24 itinerary slugs of the spec's route table, in its order. */
export const tripSlugs = [
  "point-lenana",
  "technical-climbing",
  "rwenzori-mountains",
  "burguret-chogoria",
  "timau-chogoria",
  "kilimanjaro-marangu",
  "alpine-lakes",
  "wildlife-safari",
  "maasai-cultural",
  "hells-gate",
  "lake-naivasha",
  "wildlife-spotting",
  "mount-longonot",
  "ngong-hills",
  "nairobi-safari-walk",
  "crescent-island",
  "giraffe-centre",
  "ol-pejeta",
  "maasai-mara-holiday",
  "diani-beach",
  "samburu",
  "team-building",
  "student-expeditions",
  "corporate-packages",
] as const;
export type TripSlug = (typeof tripSlugs)[number];

/** Parsed once at module load: an invalid content module fails loudly at build and test time. */
export const trips: readonly Trip[] = tripContent.map((content) => tripSchema.parse(content));

const tripsBySlug = new Map(trips.map((trip) => [trip.slug, trip]));

export function findTrip(slug: string): Trip | undefined {
  return tripsBySlug.get(slug);
}

export function isTripSlug(value: string): value is TripSlug {
  return (tripSlugs as readonly string[]).includes(value);
}
