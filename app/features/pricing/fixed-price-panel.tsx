import { useState } from "react";
import { formatUsd } from "../../../domain/pricing/money";
import { FIXED_PRICE_TIER_ID } from "../../../domain/pricing/tiers";
import {
  ParticipantButtons,
  PreferredDateField,
  SpecialRequirementsField,
} from "~/features/booking/booking-fields";
import { BookViaWhatsApp } from "./book-via-whatsapp";

/** The booking panel: participants 1-8, preferred date, notes; total = per-person price x participants. */
export function FixedPricePanel({
  tripSlug,
  tripTitle,
  duration,
  perPerson,
  note,
}: {
  tripSlug: string;
  tripTitle: string;
  duration: string;
  perPerson: number;
  note?: string;
}) {
  const [participants, setParticipants] = useState(2);
  const [preferredDate, setPreferredDate] = useState("");
  const [notes, setNotes] = useState("");
  const priceText = perPerson > 0 ? `${formatUsd(perPerson)} per person` : "Contact for pricing";
  const total = perPerson * participants;
  const priceLabel = perPerson > 0 ? formatUsd(perPerson) : "Contact for pricing";

  return (
    <section
      aria-labelledby="booking-panel-heading"
      className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm"
    >
      <h2 id="booking-panel-heading" className="font-sans text-lg font-bold">
        Book this trip
      </h2>
      <p className="mt-2 text-2xl font-bold text-forest-800">{priceText}</p>
      {note ? <p className="text-sm">Price {note}.</p> : null}
      <div className="mt-4 grid gap-4">
        <ParticipantButtons value={participants} onChange={setParticipants} max={8} />
        <PreferredDateField value={preferredDate} onChange={setPreferredDate} />
        <SpecialRequirementsField value={notes} onChange={setNotes} />
        {total > 0 ? (
          <p className="flex items-baseline justify-between rounded-lg bg-forest-50 px-4 py-3">
            <span className="font-semibold">Total for {participants}</span>
            <output className="text-xl font-bold">{formatUsd(total)}</output>
          </p>
        ) : null}
        <BookViaWhatsApp
          request={{
            tripTitle,
            duration,
            participants,
            pricePerPerson: priceLabel,
            total,
            preferredDate,
            notes,
          }}
          cartItem={{
            tripSlug,
            tierId: perPerson > 0 ? FIXED_PRICE_TIER_ID : undefined,
            adventureType: tripTitle,
            duration,
            participants,
            price: priceLabel,
            preferredDate: preferredDate || undefined,
            specialRequirements: notes || undefined,
          }}
        />
      </div>
    </section>
  );
}
