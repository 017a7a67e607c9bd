/**
 * The admin booking page's status form fields and their limits, for the page and the server
 * alike. Kept apart from booking-status-form.ts so the page's chunk carries no zod.
 */

/** A group's total above this is a typo (the largest catalogue group, 100 people at $4,000, is $400,000). */
export const maxFinalTotal = 1_000_000;
export const maxReasonLength = 500;
export const maxNoteLength = 1000;

/** The form's field names, shared by the page and the server. */
export const statusFormFields = {
  to: "to",
  note: "note",
  reason: "reason",
  confirm: "confirm",
  finalTotal: "finalTotal",
} as const;

export type StatusFormField = keyof typeof statusFormFields;
