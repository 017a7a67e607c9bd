import type { CategoryId } from "../catalogue/trip-schema";

/**
 * The pages of the site the operator edits in the content studio (issue 29 slice 3, decision
 * 0067), apart from the trips: the landing page, the team and guides, the four trust pages read
 * before paying, and the three listings (decision 0070). Each is one document, found by its key.
 * Without zod: the admin's list and the public routes import this file.
 */

export const infoPageKeys = ["booking-conditions", "privacy", "safety", "travel-info"] as const;
export type InfoPageKey = (typeof infoPageKeys)[number];

/** The listings' documents are keyed by their category (and shown at /<category>). */
export const listingPageKeys = [
  "summit-treks",
  "wild-adventures",
  "seasonal-escapes",
] as const satisfies readonly CategoryId[];
export type ListingPageKey = (typeof listingPageKeys)[number];

export const pageKeys = ["landing", "team", ...infoPageKeys, ...listingPageKeys] as const;
export type PageKey = (typeof pageKeys)[number];

/** Which editor and which public page draw a page: its document's shape. */
export type PageKind = "landing" | "team" | "info" | "listing";

export function pageKindOf(key: PageKey): PageKind {
  if (key === "landing" || key === "team") return key;
  return isListingPageKey(key) ? "listing" : "info";
}

export function isListingPageKey(value: string | undefined): value is ListingPageKey {
  return (listingPageKeys as readonly string[]).includes(value ?? "");
}

export function isPageKey(value: string | undefined): value is PageKey {
  return (pageKeys as readonly string[]).includes(value ?? "");
}

export function isInfoPageKey(value: string | undefined): value is InfoPageKey {
  return (infoPageKeys as readonly string[]).includes(value ?? "");
}

/** Where the public site shows a page. */
export function pagePath(key: PageKey): `/${string}` {
  return key === "landing" ? "/" : `/${key}`;
}

/** What the admin calls each page. */
export const pageNames: Readonly<Record<PageKey, string>> = {
  landing: "Landing page",
  team: "Team and guides",
  "booking-conditions": "Booking conditions",
  privacy: "Privacy",
  safety: "Safety",
  "travel-info": "Before you travel",
  "summit-treks": "Listing: Summit Treks",
  "wild-adventures": "Listing: Wild Adventures",
  "seasonal-escapes": "Listing: Seasonal Escapes",
};

/** The gallery's drawings (app/assets/illustrations/gallery-N.svg), for an item without a photo. */
export const galleryDrawings = [
  "gallery-1",
  "gallery-2",
  "gallery-3",
  "gallery-4",
  "gallery-5",
  "gallery-6",
] as const;
export type GalleryDrawing = (typeof galleryDrawings)[number];

/** The icons a why-us highlight may show (lucide's ShieldCheck, Mountain, Users and Leaf). */
export const highlightIcons = ["shield", "mountain", "users", "leaf"] as const;
export type HighlightIcon = (typeof highlightIcons)[number];
