import type { Kysely } from "kysely";
import type { InfoPageKey, PageKey } from "../../../domain/pages/page-keys";
import type { PageDocuments } from "../../../domain/pages/page-schemas";
import { plainText } from "../../../domain/pages/inline-links";
import type { Database } from "../../platform/db/schema";
import type { PhotoView } from "../media";
import { pagePhotosOf } from "./photos";
import { publishedPage } from "./snapshot";

/** What a page's component draws: its document and its library photos by field. */
export interface PageView<K extends PageKey> {
  content: PageDocuments[K];
  /** By the form name of the field that names each ("hero.photo"); absent: the drawing. */
  photos: Record<string, PhotoView>;
}

/**
 * A page as the site shows it now, or a draft of it as it would show (the preview, which passes
 * the draft's validated document): its words and the photos it names.
 */
export async function pageView<K extends PageKey>(
  db: Kysely<Database>,
  key: K,
  document: PageDocuments[K] = publishedPage(key),
): Promise<PageView<K>> {
  return { content: document, photos: await pagePhotosOf(db, key, document) };
}

/**
 * A trust page section's paragraphs as the page words them (links as their words), for a mail
 * that must say the same thing: the pre-trip mail's eTA advice is /travel-info's. Empty when the
 * page has no such section.
 */
export function infoSectionParagraphs(key: InfoPageKey, sectionId: string) {
  const section = publishedPage(key).sections.find((candidate) => candidate.id === sectionId);
  return (section?.paragraphs ?? []).map(plainText);
}
