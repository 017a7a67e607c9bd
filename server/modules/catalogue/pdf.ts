import { createHash } from "node:crypto";
import { catalogueVersionInUse, findTrip, publishedTrips } from "./snapshot";
import type { Trip } from "../../../domain/catalogue/trip-schema";
import { gearListOf, gearListTitles, tripPdfPath } from "../../../domain/catalogue/trip-facts";
import { seasons } from "../../../domain/seasons/seasons";
import type { SiteContacts } from "../../../domain/site";
import { renderSeasonalGuide, renderTripDocument } from "./pdf-documents";
import { renderGearList } from "./gear-list";
import { defaultPdfPricing, fromQuoteOf, priceSummary, type PdfPricing } from "./pdf-prices";

export type { PdfPricing } from "./pdf-prices";

/** Bump when the layout changes, so cached files and browser ETags are renewed. */
const RENDERER_VERSION = 1;

export type PdfDocumentId =
  | { kind: "itinerary"; slug: string }
  | { kind: "brochure"; brochure: string }
  | { kind: "gear-list"; slug: string }
  | { kind: "seasonal-guide" };

export interface PdfFile {
  body: Buffer;
  /** Strong ETag from the content version (quoted). */
  etag: string;
  /** Suggested download name, e.g. "kilele-crescent-island-itinerary.pdf". */
  fileName: string;
  title: string;
}

/** The trip whose content a brochure prints (team building, education), by brochure id. */
export function findBrochureTrip(brochure: string): Trip | undefined {
  return publishedTrips().find((trip) => trip.download.brochure?.id === brochure);
}

/** The document a trip's page offers: its brochure when its content names one, else its itinerary. */
export function pdfDocumentForTrip(trip: Trip): PdfDocumentId {
  return trip.download.brochure
    ? { kind: "brochure", brochure: trip.download.brochure.id }
    : { kind: "itinerary", slug: trip.slug };
}

/** Where the PDF of the trip with this slug lives (see tripPdfPath). */
export function pdfPathForTrip(slug: string): string {
  const trip = findTrip(slug);
  return trip ? tripPdfPath(trip) : `/itineraries/${slug}.pdf`;
}

interface Plan {
  key: string;
  title: string;
  fileName: string;
  content: unknown;
  /** The part of the content that changes while the process runs (prices), as text. */
  pricesKey: string;
  render: () => Promise<Buffer>;
}

function tripPlan(
  trip: Trip,
  variant: "itinerary" | "brochure",
  contacts: SiteContacts,
  fileName: string,
  pricing: PdfPricing,
): Plan {
  const prices = priceSummary(trip, pricing);
  return {
    key: `${variant}:${trip.slug}`,
    title: variant === "brochure" ? `${trip.title} brochure` : `${trip.title} itinerary`,
    fileName,
    content: { trip, prices },
    pricesKey: JSON.stringify(prices),
    render: () => renderTripDocument(trip, contacts, variant, pricing),
  };
}

/** The trips whose prices a document prints (for the quote service to price before rendering). */
export function tripsPricedIn(id: PdfDocumentId): Trip[] {
  switch (id.kind) {
    case "itinerary": {
      const trip = findTrip(id.slug);
      return trip ? [trip] : [];
    }
    case "brochure": {
      const trip = findBrochureTrip(id.brochure);
      return trip ? [trip] : [];
    }
    case "gear-list":
      return [];
    case "seasonal-guide":
      return seasons.flatMap((season) =>
        season.recommendedTrips.flatMap((slug) => findTrip(slug) ?? []),
      );
  }
}

function planFor(id: PdfDocumentId, contacts: SiteContacts, pricing: PdfPricing): Plan | undefined {
  switch (id.kind) {
    case "itinerary": {
      const trip = findTrip(id.slug);
      return trip
        ? tripPlan(trip, "itinerary", contacts, `kilele-${trip.slug}-itinerary.pdf`, pricing)
        : undefined;
    }
    case "brochure": {
      const trip = findBrochureTrip(id.brochure);
      return trip
        ? tripPlan(trip, "brochure", contacts, `kilele-${id.brochure}-brochure.pdf`, pricing)
        : undefined;
    }
    case "gear-list": {
      const trip = findTrip(id.slug);
      const kind = trip && gearListOf(trip);
      if (!trip || !kind) return undefined;
      const content = {
        kind,
        title: trip.title,
        duration: trip.duration,
        gear: trip.gear,
        preparation: trip.preparation,
      };
      return {
        key: `gear-list:${trip.slug}`,
        title: `${gearListTitles[kind]}: ${trip.title}`,
        // Named for what it is: the trip's gear list, e.g. kilele-point-lenana-gear-list.pdf.
        fileName: `kilele-${trip.slug}-gear-list.pdf`,
        content,
        // A gear list prints no prices.
        pricesKey: "",
        render: () => renderGearList(trip, contacts)!,
      };
    }
    case "seasonal-guide": {
      const content = {
        calendar: pricing.settings.seasonCalendar,
        factors: pricing.settings.factors,
        trips: tripsPricedIn(id).map((trip) => [trip.title, fromQuoteOf(trip, pricing)]),
      };
      return {
        key: "seasonal-guide",
        title: "Kenya Seasonal Guide",
        fileName: "kilele-kenya-seasonal-guide.pdf",
        content,
        pricesKey: JSON.stringify(content),
        render: () => renderSeasonalGuide(contacts, pricing),
      };
    }
  }
}

// A document's version changes with the code, the published catalogue, the contacts and its prices (the operator's
// settings and the day's "From" quotes); remember each version instead of hashing the trip on
// every download.
const versions = new Map<string, string>();
const MAX_VERSIONS = 512;
const files = new Map<string, Promise<PdfFile>>();
const MAX_CACHED_FILES = 64;

function versionOf(plan: Plan, contacts: SiteContacts): string {
  const memoKey = `${plan.key}|${catalogueVersionInUse()}|${contacts.email}|${contacts.whatsappNumber}|${contacts.siteUrl}|${plan.pricesKey}`;
  let version = versions.get(memoKey);
  if (!version) {
    if (versions.size >= MAX_VERSIONS) versions.clear();
    version = createHash("sha256")
      .update(JSON.stringify({ RENDERER_VERSION, key: plan.key, contacts, content: plan.content }))
      .digest("base64url")
      .slice(0, 22);
    versions.set(memoKey, version);
  }
  return version;
}

/**
 * The PDF for a document, rendered once per content version and kept in memory (a few hundred
 * KB in all). A failed render is forgotten, so the next request tries again.
 * Undefined when the document does not exist (unknown trip slug).
 */
export function getPdf(
  id: PdfDocumentId,
  contacts: SiteContacts,
  pricing: PdfPricing = defaultPdfPricing(),
): Promise<PdfFile> | undefined {
  const plan = planFor(id, contacts, pricing);
  if (!plan) return undefined;
  const version = versionOf(plan, contacts);
  const cacheKey = `${plan.key}:${version}`;
  let file = files.get(cacheKey);
  if (!file) {
    if (files.size >= MAX_CACHED_FILES) files.clear();
    file = plan
      .render()
      .then((body) => ({ body, etag: `"${version}"`, fileName: plan.fileName, title: plan.title }));
    files.set(cacheKey, file);
    file.catch(() => files.delete(cacheKey));
  }
  return file;
}

/** For tests: how many rendered files are cached. */
export function cachedPdfCount(): number {
  return files.size;
}
