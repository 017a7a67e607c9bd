import { data } from "react-router";
import type { Route } from "./+types/pricing";
import type { NoticeData } from "~/features/auth/notice";
import { findTrip, publishedTrips } from "../../../server/modules/catalogue";
import { describePricingChange } from "../../../domain/admin/pricing-audit";
import { settingsToForm, type PricedTripOptions } from "../../../domain/admin/pricing-form";
import {
  parseSettingsForm,
  previewQuotes,
  sampleSituations,
} from "../../../domain/admin/pricing-form-parse";
import { tripOptions, type PricingSettings } from "../../../domain/pricing/quote";
import {
  demandNext90Days,
  pricingAuditTrail,
  savePricingSettings,
  loadPricingSettings,
  fromPriceInputsOf,
} from "../../../server/modules/pricing";
import { adminUserContext } from "./layout.server";
import { businessToday } from "../../../server/platform/clock";
import { dbContext } from "../../../server/platform/http/request-context";

/** Every trip's options at the given settings' base prices, for the editor's price fields. */
function pricedTrips(settings: PricingSettings): PricedTripOptions[] {
  return publishedTrips().map((trip) => ({
    slug: trip.slug,
    title: trip.title,
    options: tripOptions(trip, settings.basePrices),
  }));
}

export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const [settings, trail, demand] = await Promise.all([
    loadPricingSettings(db),
    pricingAuditTrail(db),
    demandNext90Days(db),
  ]);
  const priced = pricedTrips(settings);
  return {
    values: settingsToForm(settings, priced),
    trips: priced,
    demand,
    trail: trail.map(({ id, actor_email, created_at, subject, before_value, after_value }) => ({
      id,
      actor_email,
      created_at,
      changes: describePricingChange(subject, before_value, after_value, priced),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = context.get(adminUserContext);
  const form = Object.fromEntries(
    [...(await request.formData()).entries()].map(([key, value]) => [key, String(value)]),
  );
  const parsed = parseSettingsForm(form, publishedTrips());
  if (!parsed.ok) {
    return data(
      {
        notice: {
          tone: "error",
          title: "Not saved",
          description: "Some values are outside their allowed ranges; see the fields below.",
        } satisfies NoticeData,
        errors: parsed.errors,
        values: form,
        preview: null,
      },
      { status: 400 },
    );
  }
  const db = context.get(dbContext);
  if (form.intent === "save") {
    const changed = await savePricingSettings(db, parsed.settings, {
      id: admin.id,
      email: admin.email,
    });
    return data({
      notice: {
        tone: "success",
        title: changed.length ? "Pricing saved" : "Nothing to save",
        description: changed.length
          ? "Every quote, card and page uses the new prices from now on. Bookings already made keep their price."
          : "The values are the ones already in use.",
      } satisfies NoticeData,
      errors: {},
      values: null,
      preview: null,
    });
  }
  const today = businessToday();
  const trips = publishedTrips();
  const [current, inputsByTrip] = await Promise.all([
    loadPricingSettings(db),
    Promise.all(trips.map((trip) => fromPriceInputsOf(db, trip.slug, today))),
  ]);
  // The preview's "From" reads the same demand and departures as the cards'.
  const inputs = new Map(trips.map((trip, index) => [trip.slug, inputsByTrip[index]!]));
  const preview = previewQuotes(
    sampleSituations(today, findTrip),
    trips,
    today,
    current,
    parsed.settings,
    (slug) => inputs.get(slug) ?? { bookedParticipantsOn: () => 0 },
  );
  return data({ notice: null, errors: {}, values: form, preview });
}
