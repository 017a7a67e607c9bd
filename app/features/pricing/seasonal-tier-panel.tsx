import { CheckCircle2 } from "lucide-react";
import { useCallback, useId, useState } from "react";
import type { DynamicPrice } from "../../../domain/pricing/dynamic-pricing";
import { formatKes, formatUsd } from "../../../domain/pricing/money";
import { Badge } from "~/components/ui/badge";
import { ParticipantButtons, PreferredDateField } from "~/features/booking/booking-fields";
import { cn } from "~/lib/cn";
import { BookViaWhatsApp } from "./book-via-whatsapp";
import { SmartPricingPanel } from "./smart-pricing-panel";

export interface SeasonalPanelTier {
  id: string;
  name: string;
  usdPrice: number;
  kesPrice: number;
  description: string;
  features: readonly string[];
}

/**
 * Seasonal tiers in KES and USD. No tier is selected at first; the booking step appears
 * only once a tier and a date are chosen, so no price is quoted for an undecided trip. Samburu uses it with 2 starting
 * participants and 1-8; the seasonal escapes with 1 and 1-10.
 */
export function SeasonalTierPanel({
  tripSlug,
  tripTitle,
  duration,
  tiers,
  maxParticipants,
  startParticipants = 1,
  heading = "Choose your tier",
}: {
  tripSlug: string;
  tripTitle: string;
  duration: string;
  tiers: readonly SeasonalPanelTier[];
  maxParticipants: number;
  startParticipants?: number;
  heading?: string;
}) {
  const [tierId, setTierId] = useState<string | null>(null);
  const [participants, setParticipants] = useState(startParticipants);
  const [preferredDate, setPreferredDate] = useState("");
  const headingId = useId();
  const [smartPrice, setSmartPrice] = useState<DynamicPrice | null>(null);
  const handlePrice = useCallback((price: DynamicPrice | null) => setSmartPrice(price), []);
  const tier = tiers.find((candidate) => candidate.id === tierId);
  // The live price replaces the table price once it is known (and above zero).
  const perPerson =
    smartPrice && smartPrice.finalPrice > 0 ? smartPrice.finalPrice : (tier?.usdPrice ?? 0);
  const total = perPerson * participants;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="font-sans text-lg font-bold">
        {heading}
      </h2>
      <p className="text-sm">Prices per person in Kenyan shillings and US dollars · {duration}</p>
      <fieldset className="mt-3">
        <legend className="sr-only">Tier</legend>
        <div className="grid gap-3">
          {tiers.map((candidate) => {
            const selected = candidate.id === tierId;
            return (
              <label
                key={candidate.id}
                className={cn(
                  "block cursor-pointer rounded-xl border-2 p-4 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ochre-600",
                  selected
                    ? "border-forest-700 bg-forest-50"
                    : "border-sand-200 hover:border-forest-600",
                )}
              >
                <input
                  type="radio"
                  name={`${headingId}-tier`}
                  value={candidate.id}
                  checked={selected}
                  onChange={() => setTierId(candidate.id)}
                  className="sr-only"
                />
                <span className="flex items-start justify-between gap-2">
                  <span className="font-bold">{candidate.name}</span>
                  {selected ? (
                    <Badge tone="forest">
                      <CheckCircle2 aria-hidden="true" className="size-3.5" /> Selected
                    </Badge>
                  ) : null}
                </span>
                <span className="mt-1 flex flex-wrap items-baseline gap-x-3">
                  <span className="text-lg font-bold text-forest-800">
                    {formatKes(candidate.kesPrice)}
                  </span>
                  <span className="text-sm font-semibold">{formatUsd(candidate.usdPrice)}</span>
                </span>
                <span className="mt-1 block text-sm text-earth-900/80">
                  {candidate.description}
                </span>
                <span className="mt-2 flex flex-wrap gap-1.5">
                  {candidate.features.map((feature) => (
                    <Badge key={feature} tone="neutral">
                      {feature}
                    </Badge>
                  ))}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="mt-4 grid gap-4">
        <ParticipantButtons value={participants} onChange={setParticipants} max={maxParticipants} />
        <PreferredDateField value={preferredDate} onChange={setPreferredDate} required />
        {tier && preferredDate ? (
          <>
            <SmartPricingPanel
              adventureType={tripSlug}
              tierId={tier.id}
              bookingDate={preferredDate}
              participants={participants}
              onPrice={handlePrice}
            />
            <p
              className="flex items-baseline justify-between rounded-lg bg-forest-50 px-4 py-3"
              aria-live="polite"
            >
              <span className="font-semibold">
                {tier.name} for {participants}
              </span>
              <output className="text-xl font-bold">{formatUsd(total)}</output>
            </p>
            <BookViaWhatsApp
              label={`Add to Cart & Book via WhatsApp (${formatUsd(total)})`}
              request={{
                tripTitle: `${tripTitle} (${tier.name})`,
                duration,
                participants,
                pricePerPerson: formatUsd(perPerson),
                total,
                preferredDate,
              }}
              cartItem={{
                tripSlug,
                tierId: tier.id,
                adventureType: `${tripTitle} - ${tier.name}`,
                duration,
                participants,
                price: formatUsd(perPerson),
                preferredDate,
                groupSize: `${participants} people`,
              }}
            />
          </>
        ) : (
          <p className="rounded-lg bg-sand-100 px-4 py-3 text-sm">
            Select a tier and a preferred date to see your total and book.
          </p>
        )}
      </div>
    </section>
  );
}
