import type { Trip } from "../../../domain/catalogue/trip-schema";
import type { PricingPanel as PanelData } from "../../../domain/pricing/panels";
import { FixedPricePanel } from "./fixed-price-panel";
import { SchoolEstimate, TeamBuildingEstimate } from "./group-estimates";
import { SeasonalTierPanel } from "./seasonal-tier-panel";
import { TierCalculator } from "./tier-calculator";

/** Renders the trip's pricing panel of the kind its page calls for. */
export function PricingPanel({ trip, panel }: { trip: Trip; panel: PanelData }) {
  switch (panel.kind) {
    case "fixed":
      return <FixedPricePanel tripSlug={trip.slug} tripTitle={trip.title} duration={trip.duration} perPerson={panel.perPerson} note={panel.note} />;
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
            heading={trip.slug === "corporate-packages" ? "Corporate booking" : "Choose your package"}
          />
          {panel.contactForPricing ? <FixedPricePanel tripSlug={trip.slug} tripTitle={trip.title} duration={trip.duration} perPerson={0} /> : null}
        </>
      );
    case "seasonal":
      return <SeasonalTierPanel tripSlug={trip.slug} tripTitle={trip.title} duration={panel.duration} tiers={panel.tiers} maxParticipants={panel.maxParticipants} />;
    case "samburu":
      return <SeasonalTierPanel tripSlug={trip.slug} tripTitle={trip.title} duration={trip.duration} tiers={panel.tiers} maxParticipants={panel.maxParticipants} startParticipants={panel.startParticipants} heading="Choose your Samburu package" />;
    case "team-building":
      return <TeamBuildingEstimate perPersonPerDay={panel.perPersonPerDay} minimumPeople={panel.minimumPeople} maximumPeople={panel.maximumPeople} />;
    case "school":
      return <SchoolEstimate programs={panel.programs} />;
  }
}
