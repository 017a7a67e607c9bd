import { data } from "react-router";
import type { Route } from "./+types/booking-settings";
import type { NoticeData } from "~/features/auth/notice";
import { findTrip, publishedTrips } from "../../../server/modules/catalogue";
import {
  bookingSettingsToForm,
  describeBookingSettingsChange,
  parseBookingSettingsForm,
  type BookableTrip,
} from "../../../domain/admin/booking-settings-form";
import {
  bookingHoldAuditTrail,
  loadBookingHoldSettings,
  onlinePaymentMethods,
  saveBookingHoldSettings,
} from "../../../server/modules/bookings";
import { adminUserContext } from "./layout.server";
import { dbContext } from "../../../server/platform/http/request-context";

/** The trips that have departures: only a departure's seats can be booked instantly. */
function bookableTrips(): BookableTrip[] {
  return publishedTrips().flatMap((trip) =>
    trip.departures ? [{ slug: trip.slug, title: trip.title, seats: trip.departures.seats }] : [],
  );
}

const titleOf = (slug: string) => findTrip(slug)?.title ?? slug;

export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const [settings, trail] = await Promise.all([
    loadBookingHoldSettings(db),
    bookingHoldAuditTrail(db),
  ]);
  return {
    values: bookingSettingsToForm(settings, bookableTrips()),
    trips: bookableTrips(),
    // Instant booking takes the deposit online: without card or M-Pesa every trip asks.
    payments: onlinePaymentMethods(),
    trail: trail.map((entry) => ({
      id: entry.id,
      actorEmail: entry.actorEmail,
      at: entry.at,
      changes: describeBookingSettingsChange(entry.before, entry.after, titleOf),
    })),
  };
}

/** The longest a posted value is read to: every field here is a word or a small number. */
const MAX_FIELD_LENGTH = 40;

export async function action({ request, context }: Route.ActionArgs) {
  const admin = context.get(adminUserContext);
  const form = Object.fromEntries(
    [...(await request.formData()).entries()]
      .slice(0, 400)
      .map(([key, value]) => [key.slice(0, 120), String(value).slice(0, MAX_FIELD_LENGTH)]),
  );
  const parsed = parseBookingSettingsForm(form, bookableTrips());
  if (!parsed.ok)
    return data(
      {
        notice: {
          tone: "error",
          title: "Not saved",
          description: "Some values are not allowed; see the fields marked below. Nothing changed.",
        } satisfies NoticeData,
        errors: parsed.errors,
        values: form as Record<string, string>,
      },
      { status: 400 },
    );
  const changed = await saveBookingHoldSettings(context.get(dbContext), parsed.settings, {
    id: admin.id,
    email: admin.email,
  });
  return data({
    notice: {
      tone: "success",
      title: changed ? "Booking settings saved" : "Nothing to save",
      description: changed
        ? "Trip pages and checkouts book this way from now on. Bookings already made keep their terms."
        : "The values are the ones already in use.",
    } satisfies NoticeData,
    errors: {} as Record<string, string>,
    values: null,
  });
}
