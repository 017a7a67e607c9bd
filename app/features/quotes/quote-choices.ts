import {
  chosenOption,
  type BookingPanelModel,
  type BookingPanelState,
} from "../../../domain/booking/booking-panel";
import type { Trip } from "../../../domain/catalogue/trip-schema";
import { customCorporatePackage, type QuoteKind } from "../../../domain/inquiries/inquiry-fields";
import type { QuoteFormProps, QuoteOption } from "./quote-options";

/** The opener's words, the dialog's title and the quote page's heading. */
export const quoteRequestLabels: Record<QuoteKind, string> = {
  "school-quote": "Request School Quote",
  proposal: "Request Proposal",
  corporate: "Request Corporate Quote",
};

/** The quote form's choices for the trip's programmes (the booking panel's and the quote page's). */
export function quoteOptions(
  trip: Pick<Trip, "programmes">,
  model: BookingPanelModel,
  showPrice: (usd: number) => string,
): QuoteOption[] {
  if (model.quoteRequest === "school-quote")
    return model.options.map((option) => ({
      value: option.id,
      label:
        option.fromPerPerson > 0
          ? `${option.name} - ${showPrice(option.fromPerPerson)} per student`
          : option.name,
      pricePerStudent: option.fromPerPerson,
    }));
  const programmes = (trip.programmes ?? []).map((programme) => ({
    value: programme.id,
    label: `${programme.name} (${programme.duration})`,
    duration: programme.duration,
    priceRange: programme.priceRange,
  }));
  return model.quoteRequest === "corporate"
    ? [...programmes, { value: customCorporatePackage.id, label: customCorporatePackage.name }]
    : programmes;
}

/**
 * What the quote form starts from: the panel's group and the package chosen in it (issue 30: the
 * corporate panel's tiers are the page's packages, so Coastal Corporate stays Coastal Corporate),
 * and a group's counts per category.
 */
export function quoteInitial(
  model: BookingPanelModel,
  selection: BookingPanelState["selection"],
): QuoteFormProps["initial"] {
  const option = chosenOption(model, selection);
  const count = (category: string) =>
    (selection.categories ?? []).filter((candidate) => candidate === category).length;
  return {
    groupSize: selection.participants,
    ...(option ? { option: option.id } : {}),
    ...(model.groupCounts
      ? {
          eastAfricanResidents: count("east-african-resident"),
          kenyanCitizens: count("kenyan-citizen"),
        }
      : {}),
  };
}

/**
 * The quote page's address with the panel's choices (/itinerary/:slug/quote, issue 30): where
 * the opener leads without JavaScript, so the page starts from the same group and package.
 */
export function quotePageHref(slug: string, initial: QuoteFormProps["initial"]): string {
  const query = new URLSearchParams();
  if (initial?.option) query.set("option", initial.option);
  if (initial?.groupSize) query.set("participants", String(initial.groupSize));
  if (initial?.eastAfricanResidents)
    query.set("eastAfricanResidents", String(initial.eastAfricanResidents));
  if (initial?.kenyanCitizens) query.set("kenyanCitizens", String(initial.kenyanCitizens));
  const search = query.toString();
  return `/itinerary/${slug}/quote${search ? `?${search}` : ""}`;
}
