import { z } from "zod";

/** The honeypot field (honeypot.ts) in a request body: any short text, checked by the server. */
export const honeypotSchema = z.string().max(200).optional();
