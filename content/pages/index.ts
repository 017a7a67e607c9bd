import type { PageKey } from "../../domain/pages/page-keys";
import { pageSchemaOf, type PageDocuments } from "../../domain/pages/page-schemas";
import { infoPageSeeds } from "./info-pages";
import { landingSeed } from "./landing";
import { listingSeeds } from "./listings";
import { teamSeed } from "./team";

/**
 * The pages a new database starts with, each its revision 1 (decision 0067), parsed once at module
 * load with the pages' own schemas: an invalid text here fails the build and the tests, never a
 * visitor. Until a server has read the database's pages (and in tests that never do) the pages
 * are these.
 */
const raw: PageDocuments = {
  landing: landingSeed,
  team: teamSeed,
  ...infoPageSeeds,
  ...listingSeeds,
};

function parsed<K extends PageKey>(key: K): PageDocuments[K] {
  return pageSchemaOf(key).parse(raw[key]) as PageDocuments[K];
}

export const seedPages: PageDocuments = {
  landing: parsed("landing"),
  team: parsed("team"),
  "booking-conditions": parsed("booking-conditions"),
  privacy: parsed("privacy"),
  safety: parsed("safety"),
  "travel-info": parsed("travel-info"),
  "summit-treks": parsed("summit-treks"),
  "wild-adventures": parsed("wild-adventures"),
  "seasonal-escapes": parsed("seasonal-escapes"),
};

/** Pages seeded as a sample to replace before going live (the spec names no guides). */
export const samplePages: ReadonlySet<PageKey> = new Set(["team"]);
