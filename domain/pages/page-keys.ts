/**
 * The pages of the site the operator edits in the content studio (issue 29 slice 3, decision
 * 0067), apart from the trips: the landing page, the team and guides, and the four trust pages
 * read before paying. Each is one document, found by its key. Without zod: the admin's list and
 * the public routes import this file.
 */

export const infoPageKeys = ["booking-conditions", "privacy", "safety", "travel-info"] as const;
export type InfoPageKey = (typeof infoPageKeys)[number];

export const pageKeys = ["landing", "team", ...infoPageKeys] as const;
export type PageKey = (typeof pageKeys)[number];

/** Which editor and which public page draw a page: its document's shape. */
export type PageKind = "landing" | "team" | "info";

export function pageKindOf(key: PageKey): PageKind {
  return key === "landing" || key === "team" ? key : "info";
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
