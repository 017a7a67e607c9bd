/**
 * The trip editor's form, without React: the field tree derived from `tripSchema`, the fields of a
 * draft, reading a posted form back, the structural buttons and the schema's errors in plain words.
 * The route /admin/trips/<id> and app/features/admin/trip-editor-fields.tsx use it through here.
 */
export { tripFormFields, type FormNode } from "./trip-form-tree";
export {
  fieldLabels,
  tripFormView,
  postedEntries,
  photoOptions,
  missingPhotoLabel,
  type DraftValue,
  type FieldView,
  type PhotoChoice,
} from "./trip-form-view";
export { draftFromForm } from "./trip-form-read";
export { applyEditorAction } from "./trip-form-actions";
export { validateTripDraft, type TripDraftVerdict } from "./trip-form-errors";
