import { z } from "zod";
import type { PaymentPlanSettings, TripPlanOverride } from "./payment-plan";

/**
 * The checks on the operator's stored plan settings. Apart from payment-plan.ts so that the admin
 * pages, which show plans, load no zod in the browser (tests/system/build-boundary.test.ts).
 */
export const tripPlanOverrideSchema = z
  .object({
    depositPercent: z.int().min(1).max(100).optional(),
    balanceDueDays: z.int().min(0).max(365).optional(),
    /** The whole amount at confirmation, whatever the dates. */
    fullPayment: z.boolean().optional(),
  })
  .strict();

export const paymentPlanSettingsSchema = z
  .object({
    depositPercent: z.int().min(1).max(100),
    balanceDueDays: z.int().min(0).max(365),
    tripOverrides: z.record(z.string().regex(/^[a-z0-9-]{1,100}$/), tripPlanOverrideSchema),
  })
  .strict();

// The schemas and the plain types must agree: the type check refuses these otherwise.
type Agrees<Checked extends Plain, Plain> = Checked;
export type SettingsAgree = Agrees<z.infer<typeof paymentPlanSettingsSchema>, PaymentPlanSettings>;
export type OverrideAgrees = Agrees<z.infer<typeof tripPlanOverrideSchema>, TripPlanOverride>;
