import type { DocumentChange, PhotoNames } from "../content-form/form-changes";
import { tripForm } from "./trip-form";

export type { PhotoNames } from "../content-form/form-changes";

/**
 * What a publish of a trip changed, in the editor's words: one row per changed field, named by the
 * path of labels the form shows ("Day 4 › Distance", "Prices › Tier 2 › Base price"), with the
 * value before and after as short texts (domain/content-form/form-changes.ts). A library photo
 * reads as its alt text, by the lookup the caller passes in.
 */
export type TripChange = DocumentChange;

/** The changed fields between two versions of a trip, in the editor's order. */
export function describeTripChanges(
  before: unknown,
  after: unknown,
  photoNames?: PhotoNames,
): TripChange[] {
  return tripForm.changes(before, after, photoNames);
}
