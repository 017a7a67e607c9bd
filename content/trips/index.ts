/**
 * The catalogue: every trip, parsed once at module load, in the spec's route order. This is the
 * only list of trips; adding a trip is one module in this folder plus one line below. An invalid
 * module fails loudly at build and test time, never in front of a visitor.
 */
import { tripSchema, type Trip } from "../../domain/catalogue/trip-schema";
import { adventureTypeResolver } from "../../domain/pricing/adventure-type";
import pointLenana from "./point-lenana";
import technicalClimbing from "./technical-climbing";
import rwenzoriMountains from "./rwenzori-mountains";
import burguretChogoria from "./burguret-chogoria";
import timauChogoria from "./timau-chogoria";
import kilimanjaroMarangu from "./kilimanjaro-marangu";
import alpineLakes from "./alpine-lakes";
import wildlifeSafari from "./wildlife-safari";
import maasaiCultural from "./maasai-cultural";
import hellsGate from "./hells-gate";
import lakeNaivasha from "./lake-naivasha";
import wildlifeSpotting from "./wildlife-spotting";
import mountLongonot from "./mount-longonot";
import ngongHills from "./ngong-hills";
import nairobiSafariWalk from "./nairobi-safari-walk";
import crescentIsland from "./crescent-island";
import giraffeCentre from "./giraffe-centre";
import olPejeta from "./ol-pejeta";
import maasaiMaraHoliday from "./maasai-mara-holiday";
import dianiBeach from "./diani-beach";
import samburu from "./samburu";
import teamBuilding from "./team-building";
import studentExpeditions from "./student-expeditions";
import corporatePackages from "./corporate-packages";

const tripModules = [
  pointLenana,
  technicalClimbing,
  rwenzoriMountains,
  burguretChogoria,
  timauChogoria,
  kilimanjaroMarangu,
  alpineLakes,
  wildlifeSafari,
  maasaiCultural,
  hellsGate,
  lakeNaivasha,
  wildlifeSpotting,
  mountLongonot,
  ngongHills,
  nairobiSafariWalk,
  crescentIsland,
  giraffeCentre,
  olPejeta,
  maasaiMaraHoliday,
  dianiBeach,
  samburu,
  teamBuilding,
  studentExpeditions,
  corporatePackages,
];

export const trips: readonly Trip[] = tripModules.map((content) => tripSchema.parse(content));

/** The trip slugs, in the spec's route order (the sitemap and the itinerary routes). */
export const tripSlugs: readonly string[] = trips.map((trip) => trip.slug);

const tripsBySlug = new Map<string, Trip>();
for (const trip of trips) {
  if (tripsBySlug.has(trip.slug))
    throw new Error(`Two trip modules use the slug "${trip.slug}"; each trip needs its own.`);
  tripsBySlug.set(trip.slug, trip);
}

export function findTrip(slug: string): Trip | undefined {
  return tripsBySlug.get(slug);
}

/** The trip slug for an API's `adventureType`: a slug, or a trip or card title with spaces as hyphens. */
export const resolveAdventureType = adventureTypeResolver(trips);
