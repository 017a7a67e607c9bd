import type { Trip } from "../../domain/catalogue/trip-schema";
import { formatKes, formatUsd } from "../../domain/pricing/money";
import { pricingPanelFor, startingPrice } from "../../domain/pricing/panels";
import { schoolStudentLimits, type DiscountSchedule } from "../../domain/pricing/tiers";

export interface PriceOption {
  name: string;
  price: string;
  details: string[];
}

export interface PriceSummary {
  /** "From $450 per person" */
  from: string;
  options: PriceOption[];
  notes: string[];
}

function discountNote(discounts: DiscountSchedule): string {
  const parts = [...discounts]
    .reverse()
    .map(([people, fraction]) => `${Math.round(fraction * 100)}% off for ${people}+ people`);
  return `Group discounts: ${parts.join(", ")}.`;
}

/** The same figures the trip page's pricing panel shows, as lines for a document. */
export function priceSummary(trip: Trip): PriceSummary {
  const from = `From ${formatUsd(startingPrice(trip))} per person`;
  const panel = pricingPanelFor(trip);
  const notes = [
    "Prices are per person in US dollars unless marked KES, and may vary with season, group size and availability. We confirm the final price in writing before you pay.",
  ];
  switch (panel.kind) {
    case "fixed":
      return {
        from,
        options: [
          {
            name: "Per person",
            price: formatUsd(panel.perPerson),
            details: [`Price ${panel.note}.`],
          },
        ],
        notes,
      };
    case "tier-calculator":
      return {
        from,
        options: panel.tiers.map((tier) => ({
          name: tier.popular ? `${tier.name} (most popular)` : tier.name,
          price: panel.contactForPricing
            ? "Contact for pricing"
            : `${formatUsd(tier.priceRange.min)} - ${formatUsd(tier.priceRange.max)}`,
          details: [tier.description, tier.features.join("  \u2022  ")],
        })),
        notes: [discountNote(panel.discounts), ...notes],
      };
    case "seasonal":
      return {
        from,
        options: panel.tiers.map((tier) => ({
          name: tier.name,
          price: `${formatKes(tier.kesPrice)} / ${formatUsd(tier.usdPrice)}`,
          details: [tier.description, tier.features.join("  \u2022  ")],
        })),
        notes: [
          `Duration: ${panel.duration}. Up to ${panel.maxParticipants} people per booking.`,
          ...notes,
        ],
      };
    case "samburu":
      return {
        from,
        options: panel.tiers.map((tier) => ({
          name: tier.name,
          price: `${formatUsd(tier.usdPrice)} / ${formatKes(tier.kesPrice)}`,
          details: [tier.description, tier.features.join("  \u2022  ")],
        })),
        notes,
      };
    case "team-building":
      return {
        from,
        options: [
          {
            name: "Custom retreat",
            price: `${formatUsd(panel.perPersonPerDay)} per person per day`,
            details: [
              `For ${panel.minimumPeople} to ${panel.maximumPeople} people. Venue, facilitation, meals and transport are quoted for your dates.`,
            ],
          },
        ],
        notes,
      };
    case "school":
      return {
        from,
        options: panel.programs.map((program) => ({
          name: program.label,
          price:
            program.price > 0 ? `${formatUsd(program.price)} per student` : "Quoted on request",
          details: [],
        })),
        notes: [
          `Prices are per student in US dollars for ${schoolStudentLimits.min} to ${schoolStudentLimits.max} students, and are confirmed in a written quote for your dates and group.`,
        ],
      };
  }
}
