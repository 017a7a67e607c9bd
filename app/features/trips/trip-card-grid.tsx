import { AdventureCard, type AdventureCardData } from "./adventure-card";

/** Trip cards in the listings' grid: one column on phones, two on tablets, three on desktops. */
export function TripCardGrid({ cards }: { cards: AdventureCardData[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card, index) => (
        <li key={card.slug} className="flex">
          <AdventureCard card={card} index={index} />
        </li>
      ))}
    </ul>
  );
}
