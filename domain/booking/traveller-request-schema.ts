import { z } from "zod";
import { multiLineText } from "../inquiries/inquiry-request";
import { travellerRequestMessageLimits } from "./traveller-requests";

/*
 * The dashboard's "Request a change" and "Request cancellation" form, as the server reads it.
 * Server only (zod stays out of the browser); the form mirrors the limits of traveller-requests.ts.
 */

const bookingId = z
  .string({ error: "Choose the booking this request is about." })
  .trim()
  .min(1, "Choose the booking this request is about.")
  .max(64, "This booking reference is not one of ours.");

/** The message: absent reads as blank, so a missing one gets the same sentence as an empty one. */
function message(kind: keyof typeof travellerRequestMessageLimits) {
  const { min, max } = travellerRequestMessageLimits[kind];
  const text = multiLineText(max);
  // prefault, not default: an absent message goes through the checks as "" (default would skip them).
  return (
    min > 0 ? text.pipe(z.string().min(min, "Please tell us what you would like to change.")) : text
  ).prefault("");
}

export const travellerRequestFormSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("change-request"),
      bookingId,
      message: message("change-request"),
    }),
    z.object({
      kind: z.literal("cancellation-request"),
      bookingId,
      message: message("cancellation-request"),
    }),
  ],
  { error: "Choose whether you are asking for a change or a cancellation." },
);

export type TravellerRequestForm = z.output<typeof travellerRequestFormSchema>;

/**
 * Reads the posted form (strings only: a file or a missing field reads as absent) and answers
 * the request, or the first problem as a sentence the traveller can act on.
 */
export function parseTravellerRequestForm(
  form: Readonly<Record<string, unknown>>,
): { ok: true; request: TravellerRequestForm } | { ok: false; error: string } {
  const fields = Object.fromEntries(
    ["kind", "bookingId", "message"].map((key) => [
      key,
      typeof form[key] === "string" ? form[key] : undefined,
    ]),
  );
  const parsed = travellerRequestFormSchema.safeParse(fields);
  if (parsed.success) return { ok: true, request: parsed.data };
  const issue = parsed.error.issues[0];
  if (!issue) return { ok: false, error: "This request could not be read. Please try again." };
  // multiLineText's checks speak about the field ("must be at most..."); ours are sentences.
  const aboutTheField = issue.path[0] === "message" && /^[a-z]/.test(issue.message);
  return { ok: false, error: aboutTheField ? `Your message ${issue.message}.` : issue.message };
}
