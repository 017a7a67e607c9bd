import type { z } from "zod";

/**
 * What makes one content studio form (a trip, a page of the site) out of the shared machinery of
 * this folder: the zod schema, which stays the one validator, and the plain words of its editor.
 * The words are read by the editor's form and by the readable diff of revisions alike, so a field
 * is called the same in both. A field missing from the tables still gets a label from its name
 * ("maxElevationMetres" becomes "Max elevation metres"), so a new schema field shows up without
 * editor code.
 *
 * Table keys are document paths with `*` for a list index or a record key; the longest matching
 * ending wins, so "parkFees.*.days" ("Days in the park") beats "days" ("Days").
 */
export interface FormWords {
  /** The whole document's name ("Trip", "Page"). */
  documentName: string;
  labels: Readonly<Record<string, string>>;
  /** What one item of a list is called, numbered from 1: "Day 3", "Tier 2"; "Item" otherwise. */
  itemNames: Readonly<Record<string, string>>;
  /** Hints under a field (exact paths), where its label alone would leave the editor guessing. */
  hints: Readonly<Record<string, string>>;
  /** Long texts (by key or path) get a text area instead of a single line. */
  longTexts: ReadonlySet<string>;
  /** The editor's sections in order; fields no section names go last, into the last one. */
  sections: ReadonlyArray<{ id: string; title: string; fields: readonly string[] }>;
  /** What a choice's values are called where the value alone says too little ("gallery-1"). */
  choiceLabels?: Readonly<Record<string, string>>;
  /** Names of a discriminated union's options, by their discriminator value. */
  variantLabels?: Readonly<Record<string, string>>;
  /** Number fields the document holds as a fraction and the form shows in per cent. */
  percentPaths?: ReadonlySet<string>;
  /** The label of a record row's key field ("Option id"). */
  recordKeyLabel?: string;
}

/** The sentences a refusal uses where the schema's own words would not do. */
export interface FormSentences {
  /** A discriminated union with no option chosen ("Choose a price type."). */
  chooseVariant: string;
  /** A record row without a valid key ("Enter the trip option's id."). */
  recordKey: string;
  /** A text that fails its pattern (a slug, an anchor). */
  format: string;
  /** The same, for the fields (by key) whose pattern is another one (a date). */
  formats?: Readonly<Record<string, string>>;
  /** A photo field naming no photo of the library. */
  photo: string;
}

/** A document's form: its schema, its words and, for lists that number their items, a new item. */
export interface DocumentFormSpec<T> {
  schema: z.ZodType<T>;
  words: FormWords;
  sentences: FormSentences;
  /** The item an "Add" button appends to the list `listName` (default: an empty item). */
  newItem?: (listName: string, empty: unknown, items: readonly unknown[]) => unknown;
}

/** "maxElevationMetres" -> "Max elevation metres"; "kenyan-citizen" -> "Kenyan citizen". */
export function wordsFromName(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The entry of `table` for the longest ending of `pattern` it holds. */
function longestEnding(
  table: Readonly<Record<string, string>>,
  pattern: string,
): string | undefined {
  const parts = pattern.split(".");
  for (let start = 0; start < parts.length; start++) {
    const entry = table[parts.slice(start).join(".")];
    if (entry !== undefined) return entry;
  }
  return undefined;
}

export function fieldLabel(words: FormWords, pattern: string): string {
  return longestEnding(words.labels, pattern) ?? wordsFromName(pattern.split(".").at(-1) ?? "");
}

export function fieldHint(words: FormWords, pattern: string): string | undefined {
  return words.hints[pattern];
}

export function isLongText(words: FormWords, pattern: string): boolean {
  const key = pattern.split(".").at(-1) ?? "";
  return words.longTexts.has(key) || words.longTexts.has(pattern);
}

/** "Day" for the list "days"; "Item" where the table says nothing. */
export function itemName(words: FormWords, listPattern: string): string {
  return words.itemNames[listPattern] ?? longestEnding(words.itemNames, listPattern) ?? "Item";
}
