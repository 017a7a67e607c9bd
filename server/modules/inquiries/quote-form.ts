import type { Kysely } from "kysely";
import { quoteRequestSchema } from "../../../content/quote-requests";
import type { QuoteKind } from "../../../domain/inquiries/inquiry-fields";
import {
  quoteFormProblems,
  quoteRequestBody,
  type QuoteFormProblems,
} from "../../../domain/inquiries/quote-form";
import type { Database } from "../../platform/db/schema";
import type { Refusal } from "../../platform/refusal";
import { receiveQuoteRequest } from "./intake";

export type QuoteFormOutcome =
  | { kind: "stored"; reference: string }
  /** Fields that cannot be sent as typed, each with the sentence shown beside it. */
  | { kind: "problems"; problems: QuoteFormProblems }
  | Refusal<"invalid" | "limited">;

/**
 * A quote form posted as a page's form (/itinerary/:slug/quote, without JavaScript): the dialog's
 * own checks, then the API's schema, each refusal named beside its field in the dialog's words;
 * then the same use case as POST /api/quote-request. The kind is the trip's, never the form's.
 */
export async function receiveQuoteForm(
  db: Kysely<Database>,
  kind: QuoteKind,
  values: Readonly<Record<string, string>>,
): Promise<QuoteFormOutcome> {
  const found = quoteFormProblems(kind, values);
  if (Object.keys(found).length > 0) return { kind: "problems", problems: found };
  const parsed = quoteRequestSchema.safeParse(quoteRequestBody(kind, values));
  if (!parsed.success) {
    const problems: QuoteFormProblems = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      if (field in values)
        problems[field] ??= `Please check this field: it ${issue.message.replace(/\.$/, "")}.`;
    }
    // A refusal no field of the form can show (an unknown field sent by hand) is said above it.
    return Object.keys(problems).length > 0
      ? { kind: "problems", problems }
      : { kind: "invalid", message: "This form cannot be sent as it is. Please check it." };
  }
  const outcome = await receiveQuoteRequest(db, parsed.data, "form");
  return outcome.kind === "stored" ? { kind: "stored", reference: outcome.reference } : outcome;
}
