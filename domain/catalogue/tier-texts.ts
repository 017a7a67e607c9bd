/**
 * The words of a trip's price tiers. The figures stay in domain/pricing/tiers.ts (the spec's
 * tables); what a tier gives on this particular trip is the trip's content, written beside its
 * itinerary and its included list so the two can be read against each other. One shared
 * wording for six different trips had the Maasai Mara's three-day safari "without
 * accommodation" and a packed lunch on a morning walk that ends before lunch.
 */
export interface TierText {
  description: string;
  features: string[];
}

/**
 * The table's tiers with this trip's own description and features, figures untouched. Every
 * tier needs its words and no words may be left over, so a tier added to or renamed in the
 * price table fails when the catalogue loads instead of showing another trip's text.
 */
export function withTierTexts<Tier extends { id: string; description: string; features: string[] }>(
  tiers: readonly Tier[],
  texts: Readonly<Record<string, TierText>>,
): Tier[] {
  const ids = tiers.map((tier) => tier.id);
  const missing = ids.filter((id) => !texts[id]);
  const unknown = Object.keys(texts).filter((id) => !ids.includes(id));
  if (missing.length || unknown.length)
    throw new Error(
      `Tier texts do not match the price table (tiers ${ids.join(", ")}): ${[
        missing.length ? `no words for ${missing.join(", ")}` : "",
        unknown.length ? `words for unknown ${unknown.join(", ")}` : "",
      ]
        .filter(Boolean)
        .join("; ")}.`,
    );
  return tiers.map((tier) => ({ ...tier, ...texts[tier.id]! }));
}
