/** All 24 trip content modules, in the spec's slug order. Parsed by domain/catalogue/trips.ts. */
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

export const tripContent = [
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
