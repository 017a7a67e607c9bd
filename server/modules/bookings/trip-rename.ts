import type { TripRenameStep } from "../catalogue";
import { withTripSlugMoved } from "../../../domain/catalogue/trip-slug-keys";
import { systemNow } from "../../platform/clock";
import { HOLD_SETTINGS_KEY } from "./holds";

function readJsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * A renamed trip's bookings follow it (decision 0069): their trip_slug, so its admin lists,
 * demand, reviews and documents find them under the new slug, and its way of booking in the
 * hold settings. Links and mails name a booking by its id, so they keep working.
 */
export const bookingTripRename: TripRenameStep = {
  name: "bookings and their booking settings",
  run: async (trx, oldSlug, newSlug) => {
    await trx
      .updateTable("bookings")
      .set({ trip_slug: newSlug })
      .where("trip_slug", "=", oldSlug)
      .execute();
    const stored = await trx
      .selectFrom("booking_settings")
      .select("value")
      .where("key", "=", HOLD_SETTINGS_KEY)
      .executeTakeFirst();
    const settings = stored ? readJsonObject(stored.value) : null;
    // Unreadable settings are the defaults to checkouts (loadBookingHoldSettings): nothing to move.
    if (!settings?.trips || typeof settings.trips !== "object") return;
    const trips = withTripSlugMoved(settings.trips as Record<string, unknown>, oldSlug, newSlug);
    if (!trips) return;
    await trx
      .updateTable("booking_settings")
      .set({ value: JSON.stringify({ ...settings, trips }), updated_at: systemNow().toISOString() })
      .where("key", "=", HOLD_SETTINGS_KEY)
      .execute();
  },
};
