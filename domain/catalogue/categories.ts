import type { CategoryId } from "./trip-schema";

/**
 * The three listings the site is built around: their names and addresses, which the header,
 * footer, search and trip cards name. Their words, cards and "Also consider" rows are documents
 * the operator edits in the content studio (decision 0070; server/modules/pages), seeded from
 * content/pages/listings.ts.
 */
export interface Category {
  id: CategoryId;
  title: string;
  path: `/${CategoryId}`;
}

export const categories: readonly Category[] = [
  { id: "summit-treks", title: "Summit Treks", path: "/summit-treks" },
  { id: "wild-adventures", title: "Wild Adventures", path: "/wild-adventures" },
  { id: "seasonal-escapes", title: "Seasonal Escapes", path: "/seasonal-escapes" },
];

export function findCategory(id: string): Category | undefined {
  return categories.find((category) => category.id === id);
}

/** The pages a trip is reached from, which "Back to Adventures" may return to: home and the categories. */
export function isListingPath(path: string): boolean {
  return path === "/" || categories.some((category) => category.path === path);
}
