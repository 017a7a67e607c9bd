import { createHash } from "node:crypto";
import type { Trip } from "../../domain/catalogue/trip-schema";
import { findTrip } from "../../domain/catalogue/trips";
import { monthRatings, seasons } from "../../domain/seasons/seasons";
import type { SiteContacts } from "../../domain/site";
import { renderSeasonalGuide, renderTripDocument } from "./documents";
import { priceSummary } from "./prices";

/** Bump when the layout changes, so cached files and browser ETags are renewed. */
const RENDERER_VERSION = 1;

export type PdfDocumentId =
  | { kind: "itinerary"; slug: string }
  | { kind: "brochure"; brochure: "team-building" | "education" }
  | { kind: "seasonal-guide" };

export interface PdfFile {
  body: Buffer;
  /** Strong ETag from the content version (quoted). */
  etag: string;
  /** Suggested download name, e.g. "kilele-crescent-island-itinerary.pdf". */
  fileName: string;
  title: string;
}

export const brochureTrips = { "team-building": "team-building", education: "student-expeditions" } as const;

/** Where a trip's PDF lives: the two programme trips have brochures, every other trip an itinerary. */
export function pdfPathForTrip(slug: string): string {
  if (slug === brochureTrips["team-building"]) return "/brochures/team-building.pdf";
  if (slug === brochureTrips.education) return "/brochures/education.pdf";
  return `/itineraries/${slug}.pdf`;
}

interface Plan {
  key: string;
  title: string;
  fileName: string;
  content: unknown;
  render: () => Promise<Buffer>;
}

function tripPlan(trip: Trip, variant: "itinerary" | "brochure", contacts: SiteContacts, fileName: string): Plan {
  return {
    key: `${variant}:${trip.slug}`,
    title: variant === "brochure" ? `${trip.title} brochure` : `${trip.title} itinerary`,
    fileName,
    content: { trip, prices: priceSummary(trip) },
    render: () => renderTripDocument(trip, contacts, variant),
  };
}

function planFor(id: PdfDocumentId, contacts: SiteContacts): Plan | undefined {
  switch (id.kind) {
    case "itinerary": {
      const trip = findTrip(id.slug);
      return trip ? tripPlan(trip, "itinerary", contacts, `kilele-${trip.slug}-itinerary.pdf`) : undefined;
    }
    case "brochure": {
      const trip = findTrip(brochureTrips[id.brochure]);
      return trip ? tripPlan(trip, "brochure", contacts, id.brochure === "education" ? "kilele-education-brochure.pdf" : "kilele-team-building-brochure.pdf") : undefined;
    }
    case "seasonal-guide":
      return {
        key: "seasonal-guide",
        title: "Kenya Seasonal Guide",
        fileName: "kilele-kenya-seasonal-guide.pdf",
        content: { seasons, monthRatings, trips: seasons.flatMap((season) => season.recommendedTrips.map((slug) => findTrip(slug)?.title ?? slug)) },
        render: () => renderSeasonalGuide(contacts),
      };
  }
}

// Content is loaded once per process, so a document's version only changes with the code or the
// contacts; remember it instead of hashing the trip on every download.
const versions = new Map<string, string>();
const files = new Map<string, Promise<PdfFile>>();
const MAX_CACHED_FILES = 64;

function versionOf(plan: Plan, contacts: SiteContacts): string {
  const memoKey = `${plan.key}|${contacts.email}|${contacts.whatsappNumber}|${contacts.siteUrl}`;
  let version = versions.get(memoKey);
  if (!version) {
    version = createHash("sha256").update(JSON.stringify({ RENDERER_VERSION, key: plan.key, contacts, content: plan.content })).digest("base64url").slice(0, 22);
    versions.set(memoKey, version);
  }
  return version;
}

/**
 * The PDF for a document, rendered once per content version and kept in memory (a few hundred
 * KB in all). A failed render is forgotten, so the next request tries again.
 * Undefined when the document does not exist (unknown trip slug).
 */
export function getPdf(id: PdfDocumentId, contacts: SiteContacts): Promise<PdfFile> | undefined {
  const plan = planFor(id, contacts);
  if (!plan) return undefined;
  const version = versionOf(plan, contacts);
  const cacheKey = `${plan.key}:${version}`;
  let file = files.get(cacheKey);
  if (!file) {
    if (files.size >= MAX_CACHED_FILES) files.clear();
    file = plan.render().then((body) => ({ body, etag: `"${version}"`, fileName: plan.fileName, title: plan.title }));
    files.set(cacheKey, file);
    file.catch(() => files.delete(cacheKey));
  }
  return file;
}

/** For tests: how many rendered files are cached. */
export function cachedPdfCount(): number {
  return files.size;
}
