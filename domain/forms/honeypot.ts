/**
 * The honeypot: a form field people never see and bots fill in. A request that carries a value
 * is dropped, and its answer says nothing of why, so the bot learns nothing. Kept free of zod: the
 * field is on the landing page's contact form (the schema is honeypot-schema.ts).
 */
export const honeypotFieldName = "website";

/** The answer to a filled-in honeypot on the booking, inquiry and waitlist forms and APIs: one refusal, never a pretended success. */
export const HONEYPOT_REFUSAL = "This request could not be accepted. Please contact us directly.";
