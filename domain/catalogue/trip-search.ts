import type { Trip } from "./trip-schema";

/**
 * Finding trips by words (the search box in the header, on the listings and at /search). A trip
 * matches when every word of the query starts a word of its title, its summary or its days (their
 * titles, descriptions, activities, stays, highlights and wildlife): "giraffe" finds "giraffes",
 * "mara" finds "Maasai Mara", "hells gate" finds "Hell's Gate". Case, accents and apostrophes do
 * not count ("Nyeri" and "nyéri", "Hell's" and "hells"). Titles weigh more than summaries, which
 * weigh more than days, so the trip named after the words comes first. Pure.
 */

/** Longer than this is not a search but a pasted paragraph: the page asks for a few words. */
export const MAX_QUERY_LENGTH = 100;

/** Small words a traveller types that say nothing about a trip ("a trek in the Mara"). */
const stopWords = new Set([
  "a",
  "an",
  "and",
  "at",
  "by",
  "for",
  "from",
  "in",
  "into",
  "of",
  "on",
  "or",
  "the",
  "to",
  "with",
]);

/**
 * The words of a text as the search compares them: lower case, accents and apostrophes dropped,
 * split at anything that is not a letter or a digit. "Hell's Gate, Naivasha" -> hells, gate, naivasha.
 */
export function searchWords(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['\u2019\u2018`]/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** The words of a query that count: its search words without the small ones, each once. */
export function queryWords(query: string): string[] {
  return [...new Set(searchWords(query).filter((word) => !stopWords.has(word)))];
}

/** What a query asks, or why it cannot be searched (the page says so in a sentence). */
export type SearchQuery =
  | { kind: "words"; text: string; words: string[] }
  | { kind: "empty"; text: string }
  | { kind: "too-long"; text: string };

/** Reads the `q` of /search (absent, repeated or anything at all). */
export function parseSearchQuery(raw: string | null): SearchQuery {
  const text = (raw ?? "").replace(/\s+/g, " ").trim();
  if (text.length > MAX_QUERY_LENGTH) return { kind: "too-long", text };
  const words = queryWords(text);
  return words.length === 0 ? { kind: "empty", text } : { kind: "words", text, words };
}

/** A trip's words by where they stand: a title word counts three, a summary word two, a day word one. */
export interface SearchableTrip {
  slug: string;
  fields: ReadonlyArray<{ weight: number; words: ReadonlySet<string> }>;
}

function dayTexts(trip: Pick<Trip, "days">): string[] {
  return trip.days.flatMap((day) => [
    day.title,
    day.description,
    ...day.activities,
    day.accommodation ?? "",
    ...(day.highlights ?? []),
    ...(day.wildlife ?? []),
  ]);
}

const indexed = new WeakMap<object, SearchableTrip>();

/** The words of a trip the search reads, made once per trip object. */
export function searchableTrip(trip: Pick<Trip, "slug" | "title" | "summary" | "days">) {
  let entry = indexed.get(trip);
  if (!entry) {
    const wordsOf = (texts: string[]) => new Set(texts.flatMap(searchWords));
    entry = {
      slug: trip.slug,
      fields: [
        { weight: 3, words: wordsOf([trip.title]) },
        { weight: 2, words: wordsOf([trip.summary]) },
        { weight: 1, words: wordsOf(dayTexts(trip)) },
      ],
    };
    indexed.set(trip, entry);
  }
  return entry;
}

function startsAWord(words: ReadonlySet<string>, prefix: string): boolean {
  if (words.has(prefix)) return true;
  for (const word of words) if (word.startsWith(prefix)) return true;
  return false;
}

/**
 * How well a trip answers the words: 0 when one word is missing from all its fields (every word
 * must be there), else the sum over the words of the heaviest field each starts a word in.
 */
export function searchScore(trip: SearchableTrip, words: readonly string[]): number {
  let score = 0;
  for (const word of words) {
    const best = Math.max(
      0,
      ...trip.fields.filter((field) => startsAWord(field.words, word)).map((f) => f.weight),
    );
    if (best === 0) return 0;
    score += best;
  }
  return score;
}

/**
 * The trips that hold every word, best first; trips that score the same keep the order given
 * (the catalogue's).
 */
export function searchTrips<T extends Pick<Trip, "slug" | "title" | "summary" | "days">>(
  trips: readonly T[],
  words: readonly string[],
): T[] {
  if (words.length === 0) return [];
  return trips
    .map((trip, order) => ({ trip, order, score: searchScore(searchableTrip(trip), words) }))
    .filter((found) => found.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((found) => found.trip);
}
