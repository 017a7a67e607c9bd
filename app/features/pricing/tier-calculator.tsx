import { useId, useState } from "react";
import { clampParticipants, quoteTier } from "../../../domain/pricing/calculator";
import { formatUsd } from "../../../domain/pricing/money";
import type { DiscountSchedule, PricingTier } from "../../../domain/pricing/tiers";
import { Badge } from "~/components/ui/badge";
import { fieldClasses, PreferredDateField } from "~/features/booking/booking-fields";
import { cn } from "~/lib/cn";
import { BookViaWhatsApp } from "./book-via-whatsapp";

/**
 * The tier calculator: one tier at a time (the default preselected), participants 1..max,
 * group discount off the tier's base price, per-person rounded, total = per-person x participants.
 */
export function TierCalculator({
  tripSlug,
  tripTitle,
  duration,
  tiers,
  defaultTierId,
  maxParticipants,
  discounts,
  heading = "Choose your package",
}: {
  tripSlug: string;
  tripTitle: string;
  duration: string;
  tiers: PricingTier[];
  defaultTierId: string;
  maxParticipants: number;
  discounts: DiscountSchedule;
  heading?: string;
}) {
  const [tierId, setTierId] = useState(defaultTierId);
  const [participantsInput, setParticipantsInput] = useState("2");
  const [preferredDate, setPreferredDate] = useState("");
  const participantsId = useId();
  const headingId = useId();

  const tier = tiers.find((candidate) => candidate.id === tierId) ?? tiers[0]!;
  const participants = clampParticipants(Number(participantsInput), maxParticipants);
  const quote = quoteTier(tier.basePrice, participants, discounts);
  const lowestThreshold = discounts.at(-1);

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="font-sans text-lg font-bold">
        {heading}
      </h2>
      <fieldset className="mt-3">
        <legend className="sr-only">Package tier</legend>
        <div className="grid gap-3">
          {tiers.map((candidate) => (
            <label
              key={candidate.id}
              className={cn(
                "block cursor-pointer rounded-xl border-2 p-4 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ochre-600",
                candidate.id === tier.id
                  ? "border-forest-700 bg-forest-50"
                  : "border-sand-200 hover:border-forest-600",
              )}
            >
              <input
                type="radio"
                name={`${headingId}-tier`}
                value={candidate.id}
                checked={candidate.id === tier.id}
                onChange={() => setTierId(candidate.id)}
                className="sr-only"
              />
              <span className="flex items-start justify-between gap-2">
                <span className="font-bold">{candidate.name}</span>
                {candidate.popular ? <Badge tone="ochre">Most popular</Badge> : null}
              </span>
              <span className="mt-1 block text-sm">
                {formatUsd(candidate.priceRange.min)} - {formatUsd(candidate.priceRange.max)} per
                person
              </span>
              <span className="mt-1 block text-sm text-earth-900/80">{candidate.description}</span>
              <span className="mt-2 flex flex-wrap gap-1.5">
                {candidate.features.map((feature) => (
                  <Badge key={feature} tone="neutral">
                    {feature}
                  </Badge>
                ))}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4 grid gap-4">
        <div>
          <label htmlFor={participantsId} className="text-sm font-semibold">
            Participants (1-{maxParticipants})
          </label>
          <input
            id={participantsId}
            type="number"
            inputMode="numeric"
            min={1}
            max={maxParticipants}
            value={participantsInput}
            onChange={(event) => setParticipantsInput(event.target.value)}
            onBlur={() => setParticipantsInput(String(participants))}
            className={fieldClasses}
          />
        </div>
        <PreferredDateField value={preferredDate} onChange={setPreferredDate} />
        <dl className="grid gap-1 rounded-lg bg-forest-50 px-4 py-3 text-sm" aria-live="polite">
          <div className="flex justify-between">
            <dt>Base price per person</dt>
            <dd>{formatUsd(tier.basePrice)}</dd>
          </div>
          <div className="flex justify-between">
            <dt>Group discount</dt>
            <dd>{quote.discount > 0 ? `${Math.round(quote.discount * 100)}%` : "None"}</dd>
          </div>
          <div className="flex justify-between font-semibold">
            <dt>Per person</dt>
            <dd data-testid="per-person">{formatUsd(quote.perPerson)}</dd>
          </div>
          <div className="flex items-baseline justify-between border-t border-forest-100 pt-2 text-base font-bold">
            <dt>Total for {participants}</dt>
            <dd data-testid="tier-total" className="text-xl">
              {formatUsd(quote.total)}
            </dd>
          </div>
        </dl>
        {lowestThreshold ? (
          <p className="text-sm">
            Groups of {lowestThreshold[0]} or more save {Math.round(lowestThreshold[1] * 100)}% or
            more. Final prices may vary with dates, group size and season.
          </p>
        ) : null}
        <BookViaWhatsApp
          request={{
            tripTitle: `${tripTitle} (${tier.name})`,
            duration,
            participants,
            pricePerPerson: formatUsd(quote.perPerson),
            total: quote.total,
            preferredDate,
          }}
          cartItem={{
            tripSlug,
            tierId: tier.id,
            adventureType: `${tripTitle} - ${tier.name}`,
            duration,
            participants,
            price: formatUsd(quote.perPerson),
            preferredDate: preferredDate || undefined,
            groupSize: `${participants} of max ${maxParticipants}`,
          }}
        />
      </div>
    </section>
  );
}
