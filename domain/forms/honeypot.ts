import { z } from "zod";

/**
 * The honeypot: a form field people never see and bots fill in. A request that carries a value
 * is answered as if it succeeded and dropped, so the bot learns nothing.
 */
export const honeypotFieldName = "website";

export const honeypotSchema = z.string().max(200).optional();
