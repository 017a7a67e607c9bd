import { documentForm } from "../content-form/document-form";
import type { DraftValue } from "../content-form/form-view";
import type { DocumentFormSpec } from "../content-form/form-words";
import { isDraftObject } from "../content-form/form-view";
import { tripFormWords } from "./trip-form-labels";
import { choosePhotoSentence, tripSchema, type Trip } from "./trip-schema";

/**
 * The trip editor's form, without React: the content studio's form machinery
 * (domain/content-form/) made from `tripSchema` and the trip's words: the field tree, the fields
 * of a draft, reading a posted form back, the structural buttons and the schema's errors in plain
 * words. The route /admin/trips/<id> and app/features/admin/trip-editor-fields.tsx use it through here.
 */

/** The new day follows the last one: day 5 after day 4, or day 1 on an empty itinerary. */
function newTripItem(listName: string, empty: unknown, items: readonly unknown[]): unknown {
  if (listName !== "days" || !isDraftObject(empty)) return empty;
  const last = items.at(-1);
  const lastDay = isDraftObject(last) && typeof last.day === "number" ? last.day : items.length;
  return { ...empty, day: lastDay + 1 };
}

export const tripFormSpec: DocumentFormSpec<Trip> = {
  schema: tripSchema,
  words: tripFormWords,
  sentences: {
    chooseVariant: "Choose a price type.",
    recordKey: "Enter the trip option's id.",
    format:
      "Use lower-case letters and digits, words joined by single hyphens (like point-lenana).",
    photo: choosePhotoSentence,
  },
  newItem: newTripItem,
};

export const tripForm = documentForm(tripFormSpec);

export const tripFormFields = tripForm.fields;
export const tripFormView = tripForm.view;
export const draftFromForm = tripForm.read;
export const applyEditorAction = tripForm.apply;
export const fieldLabels = tripForm.fieldLabels;

export type TripDraftVerdict =
  { ok: true; trip: Trip } | { ok: false; errors: Record<string, string> };

/** The trip the draft makes, or a plain sentence for each field the schema refuses. */
export function validateTripDraft(draft: DraftValue): TripDraftVerdict {
  const verdict = tripForm.validate(draft);
  return verdict.ok ? { ok: true, trip: verdict.document } : verdict;
}

export { postedEntries, type DraftValue, type FieldView } from "../content-form/form-view";
export type { FormNode } from "../content-form/form-tree";
export { missingPhotoLabel, photoOptions, type PhotoChoice } from "./photo-choices";
