/**
 * The honeypot: a form field people never see and bots fill in. A request that carries a value
 * is answered as if it succeeded and dropped, so the bot learns nothing. Kept free of zod: the
 * field is on the landing page's contact form (the schema is honeypot-schema.ts).
 */
export const honeypotFieldName = "website";
