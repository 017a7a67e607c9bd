/** Which gear list a trip offers, kept apart from the HTML builder so pages load the builder only on click. */
export type GearListKind = "mountain" | "safari";

export interface GearListTrip {
  slug: string;
  title: string;
  duration: string;
  gear: ReadonlyArray<{ title: string; items: ReadonlyArray<{ name: string; essential: boolean }> }>;
  preparation: ReadonlyArray<{ title: string; items: readonly string[] }>;
}

const mountainTrips = new Set(["point-lenana", "technical-climbing", "rwenzori-mountains", "burguret-chogoria", "timau-chogoria", "kilimanjaro-marangu", "alpine-lakes", "mount-longonot", "ngong-hills"]);
const safariTrips = new Set(["wildlife-safari", "hells-gate", "lake-naivasha", "wildlife-spotting", "samburu", "ol-pejeta", "maasai-mara-holiday", "crescent-island", "nairobi-safari-walk"]);

/** Summit treks and hikes get the mountain list, safaris and wildlife walks the safari list, others none. */
export function gearListKind(slug: string): GearListKind | undefined {
  if (mountainTrips.has(slug)) return "mountain";
  if (safariTrips.has(slug)) return "safari";
  return undefined;
}

export const gearListFileNames: Record<GearListKind, string> = {
  mountain: "mountain-climbing-gear-list.html",
  safari: "safari-wildlife-gear-list.html",
};

