import type { Trip } from "../../../domain/catalogue/trip-schema";
import type { PricingPanel as PanelData } from "../../../domain/pricing/panels";
import { customCorporatePackage } from "../../../domain/inquiries/inquiry-fields";
import { QuoteRequestButton } from "~/features/quotes/quote-request-button";
import { FixedPricePanel } from "./fixed-price-panel";
import { SchoolEstimate, TeamBuildingEstimate } from "./group-estimates";
import { SeasonalTierPanel } from "./seasonal-tier-panel";
import { TierCalculator } from "./tier-calculator";

/** Renders the trip's pricing panel of the kind its page calls for. */
export function PricingPanel({ trip, panel }: { trip: Trip; panel: PanelData }) {
  switch (panel.kind) {
    case "fixed":
      return (
        <FixedPricePanel
          tripSlug={trip.slug}
          tripTitle={trip.title}
          duration={trip.duration}
          perPerson={panel.perPerson}
          note={panel.note}
        />
      );
    case "tier-calculator":
      return (
        <>
          <TierCalculator
            tripSlug={trip.slug}
            tripTitle={trip.title}
            duration={panel.cartDuration || trip.duration}
            tiers={panel.tiers}
            defaultTierId={panel.defaultTierId}
            maxParticipants={panel.maxParticipants}
            discounts={panel.discounts}
            heading={panel.heading}
          />
          {panel.contactForPricing ? (
            <FixedPricePanel
              tripSlug={trip.slug}
              tripTitle={trip.title}
              duration={trip.duration}
              perPerson={0}
            />
          ) : null}
          {panel.quoteRequest === "corporate" ? (
            <section
              aria-labelledby="corporate-quote-heading"
              className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm"
            >
              <h2 id="corporate-quote-heading" className="font-sans text-lg font-bold">
                Planning for your whole team?
              </h2>
              <p className="mt-1 text-sm">
                Groups of 10-100+: tell us your package, dates and occasion and we'll send a
                detailed quote within 24 hours.
              </p>
              <QuoteRequestButton
                kind="corporate"
                label="Request Corporate Quote"
                options={[
                  ...(trip.programmes ?? []).map((programme) => ({
                    value: programme.id,
                    label: `${programme.name} (${programme.duration})`,
                    priceRange: programme.priceRange,
                  })),
                  { value: customCorporatePackage.id, label: customCorporatePackage.name },
                ]}
                initial={{ groupSize: 10 }}
                className="mt-4 w-full"
              />
            </section>
          ) : null}
        </>
      );
    case "seasonal":
      return (
        <SeasonalTierPanel
          tripSlug={trip.slug}
          tripTitle={trip.title}
          duration={panel.duration}
          tiers={panel.tiers}
          maxParticipants={panel.maxParticipants}
        />
      );
    case "samburu":
      return (
        <SeasonalTierPanel
          tripSlug={trip.slug}
          tripTitle={trip.title}
          duration={trip.duration}
          tiers={panel.tiers}
          maxParticipants={panel.maxParticipants}
          startParticipants={panel.startParticipants}
          heading={panel.heading}
        />
      );
    case "team-building":
      return (
        <TeamBuildingEstimate
          perPersonPerDay={panel.perPersonPerDay}
          minimumPeople={panel.minimumPeople}
          maximumPeople={panel.maximumPeople}
          programmes={(trip.programmes ?? []).map((programme) => ({
            value: programme.id,
            label: `${programme.name} (${programme.duration})`,
            duration: programme.duration,
          }))}
        />
      );
    case "school":
      return <SchoolEstimate programs={panel.programs} />;
  }
}
