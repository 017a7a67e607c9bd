import type { Trip } from "../../../domain/catalogue/trip-schema";
import { businessDay } from "../../../domain/calendar";
import { formatKes, formatUsd } from "../../../domain/money/format";
import {
  defaultPricingSettings,
  fromPrice,
  groupDiscountsFor,
  tripOptions,
  type PricingSettings,
  type Quote,
} from "../../../domain/pricing/quote";
import type { DiscountSchedule } from "../../../domain/pricing/tiers";
import { parkFeesNote } from "../../../domain/pricing/quote-lines";
import { systemNow } from "../../platform/clock";

export interface PriceOption {
  name: string;
  price: string;
  details: string[];
}

export interface PriceSummary {
  /** "From $686 per person", the trip page's and the card's figure. */
  from: string;
  options: PriceOption[];
  notes: string[];
}

/**
 * What a document prints about prices, from the one quote function (decision 0015): the
 * operator's settings and the trip's "From" quote, computed by the server's quote service.
 */
export interface PdfPricing {
  settings: PricingSettings;
  /** "From" quotes by trip slug; a trip missing here is quoted without demand. */
  from: ReadonlyMap<string, Quote | null>;
  /** Today, yyyy-mm-dd. */
  today: string;
}

/** Pricing for documents rendered outside a request (tests): default settings, no demand. */
export function defaultPdfPricing(now: Date = systemNow()): PdfPricing {
  return { settings: defaultPricingSettings, from: new Map(), today: businessDay(now) };
}

/** The trip's "From" quote under this pricing. */
export function fromQuoteOf(trip: Trip, pricing: PdfPricing): Quote | null {
  if (pricing.from.has(trip.slug)) return pricing.from.get(trip.slug) ?? null;
  return fromPrice(trip, {
    today: pricing.today,
    settings: pricing.settings,
    bookedParticipantsOn: () => 0,
  });
}

function discountNote(discounts: DiscountSchedule): string | null {
  if (!discounts.length) return null;
  const parts = [...discounts]
    .reverse()
    .map(([people, fraction]) => `${Math.round(fraction * 100)}% off for ${people}+ people`);
  return `Group discounts: ${parts.join(", ")}.`;
}

/** "From $686 per person", or the quote-request wording for a trip without a price. */
export function fromText(from: Quote | null): string {
  return from ? `From ${formatUsd(from.perPerson)} per person` : "Priced on request";
}

/**
 * The trip's options at their normal per-person prices (the operator's where set), its "From"
 * and the notes a traveller needs. KES figures print only while the USD price is the content's
 * own, so a changed price never sits beside a stale shilling figure.
 */
export function priceSummary(trip: Trip, pricing: PdfPricing): PriceSummary {
  const from = fromQuoteOf(trip, pricing);
  const options = tripOptions(trip, pricing.settings.basePrices);
  const kesByOption = new Map<string, number>();
  const popular = new Set<string>();
  const detailsByOption = new Map<string, string[]>();
  const pricingContent = trip.pricing;
  if (pricingContent.kind === "seasonal" || pricingContent.kind === "samburu")
    for (const tier of pricingContent.tiers) {
      kesByOption.set(tier.id, tier.kesPrice);
      detailsByOption.set(tier.id, [tier.description, tier.features.join("  \u2022  ")]);
    }
  if (pricingContent.kind === "tier-calculator")
    for (const tier of pricingContent.tiers) {
      detailsByOption.set(tier.id, [tier.description, tier.features.join("  \u2022  ")]);
      if (tier.popular) popular.add(tier.id);
    }
  if (pricingContent.kind === "fixed")
    detailsByOption.set("standard", [`Price ${pricingContent.note}.`]);

  const unit = trip.pricing.kind === "school" ? "per student" : "per person";
  const discounts = discountNote(groupDiscountsFor(trip, pricing.settings.factors));
  // The From is the trip price: a trip entering parks says their fees come on top (issue 19).
  const fees = parkFeesNote(trip.parkFees, null);
  return {
    from: fromText(from) + (fees ? " + park fees" : ""),
    options: options.map((option) => {
      const kes = kesByOption.get(option.id);
      const usd = formatUsd(option.normalPerPerson);
      const withKes = kes !== undefined && option.normalPerPerson === option.contentPerPerson;
      // Seasonal escapes are priced in shillings first, as on their page; Samburu in dollars first.
      const price = !withKes
        ? `${usd} ${unit}`
        : pricingContent.kind === "seasonal"
          ? `${formatKes(kes)} / ${usd} ${unit}`
          : `${usd} / ${formatKes(kes)} ${unit}`;
      return {
        name: popular.has(option.id) ? `${option.name} (most popular)` : option.name,
        price,
        details: detailsByOption.get(option.id) ?? [],
      };
    }),
    notes: [
      ...(fees ? [`${fees} The fee in force on your travel date applies.`] : []),
      ...(discounts ? [discounts] : []),
      `For ${trip.groupSize.min} to ${trip.groupSize.max} people per booking.`,
      "Prices are in US dollars and change with the season, how early you book and your group size: the booking panel on the trip's page shows your exact price for your date, and that is the price we store with your request. We confirm it in writing before you pay.",
    ],
  };
}
