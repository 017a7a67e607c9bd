/**
 * The admin booking page's status form fields and their limits, for the page and the server
 * alike. Kept apart from booking-status-form.ts so the page's chunk carries no zod.
 */

/**
 * A group's final total above this is a typo, in whole units of the booking's currency (the
 * largest catalogue group, 100 people at $4,000, is $400,000; in shillings at about 130 a dollar).
 */
export const maxFinalTotal = { USD: 1_000_000, KES: 130_000_000 } as const;

/** The currency a final total is typed in, as the form's label names it. */
export const currencyNames = { USD: "US dollars", KES: "Kenya shillings" } as const;
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
