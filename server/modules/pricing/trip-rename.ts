import type { TripRenameStep } from "../catalogue";
import { withTripSlugMoved } from "../../../domain/catalogue/trip-slug-keys";
import { systemNow } from "../../platform/clock";
import { BASE_PRICES_KEY } from "./pricing";

/**
 * A renamed trip's base prices follow it (decision 0069): "old-slug/standard" becomes
 * "new-slug/standard", so its quotes, and a price a traveller was already shown, stay the same.
 */
export const basePriceTripRename: TripRenameStep = {
  name: "base prices",
  run: async (trx, oldSlug, newSlug) => {
    const stored = await trx
      .selectFrom("pricing_rules")
      .select("value")
      .where("key", "=", BASE_PRICES_KEY)
      .executeTakeFirst();
    let prices: unknown;
    try {
      prices = stored ? JSON.parse(stored.value) : null;
    } catch {
      // Unreadable base prices are the content's prices to every quote: nothing to move.
      return;
    }
    if (!prices || typeof prices !== "object") return;
    const moved = withTripSlugMoved(prices as Record<string, unknown>, oldSlug, newSlug);
    if (!moved) return;
    await trx
      .updateTable("pricing_rules")
      .set({ value: JSON.stringify(moved), updated_at: systemNow().toISOString() })
      .where("key", "=", BASE_PRICES_KEY)
      .execute();
  },
};
