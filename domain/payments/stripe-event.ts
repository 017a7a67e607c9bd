import { z } from "zod";

/**
 * The parts of a Stripe event the site reads, checked after its signature (issue 26): a validly
 * signed event can still be shaped otherwise than documented (an API version change, a test
 * tool), and reading a missing `data.object` must be a 400, not a 500.
 * https://docs.stripe.com/api/events/object and /api/checkout/sessions/object
 */
const eventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const completedCheckoutSchema = z.object({
  id: z.string().min(1).max(255),
  amount_total: z.number().int().nonnegative().nullable(),
  currency: z.string().max(10).nullable(),
  payment_status: z.string().max(40),
  payment_intent: z
    .union([z.string().max(255), z.object({ id: z.string().max(255) }).loose()])
    .nullable()
    .optional(),
});

export type CompletedCheckoutSession = z.infer<typeof completedCheckoutSchema>;

export type StripeEventReading =
  | { ok: true; id: string; type: string; completedCheckout: CompletedCheckoutSession | null }
  | { ok: false; problem: string };

/** A verified event as the site reads it; `completedCheckout` for `checkout.session.completed`. */
export function readStripeEvent(event: unknown): StripeEventReading {
  const parsed = eventSchema.safeParse(event);
  if (!parsed.success) return { ok: false, problem: "not a Stripe event" };
  const { id, type, data } = parsed.data;
  if (type !== "checkout.session.completed") return { ok: true, id, type, completedCheckout: null };
  const session = completedCheckoutSchema.safeParse(data.object);
  if (!session.success) return { ok: false, problem: "not a Checkout Session" };
  return { ok: true, id, type, completedCheckout: session.data };
}
