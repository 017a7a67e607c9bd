import type { TripRenameStep } from "../catalogue";
import { withTripSlugMoved } from "../../../domain/catalogue/trip-slug-keys";
import { systemNow } from "../../platform/clock";
import { PAYMENT_PLAN_KEY, readSetting, writeSetting } from "./ledger";

/**
 * A renamed trip's own payment terms follow it (decision 0069): its bookings' deposits and
 * balances stay as their confirmation mails stated.
 */
export const paymentPlanTripRename: TripRenameStep = {
  name: "payment terms",
  run: async (trx, oldSlug, newSlug) => {
    const plan = await readSetting(trx, PAYMENT_PLAN_KEY);
    if (!plan || typeof plan !== "object") return;
    const overrides = (plan as { tripOverrides?: unknown }).tripOverrides;
    if (!overrides || typeof overrides !== "object") return;
    const moved = withTripSlugMoved(overrides as Record<string, unknown>, oldSlug, newSlug);
    if (moved)
      await writeSetting(trx, PAYMENT_PLAN_KEY, { ...plan, tripOverrides: moved }, systemNow());
  },
};
