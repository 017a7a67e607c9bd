/**
 * The honeypot: a form field people never see and bots fill in. On the booking, inquiry and
 * waitlist forms and APIs a request that carries a value is refused with one plain sentence
 * (HONEYPOT_REFUSAL) and stores nothing. Kept free of zod: the field is on the landing page's
 * contact form (the schema is honeypot-schema.ts).
 */
export const honeypotFieldName = "website";

/** What a request with the honeypot filled in is told: a refusal, never a pretended success. */
export const HONEYPOT_REFUSAL = "This request could not be accepted. Please contact us directly.";
