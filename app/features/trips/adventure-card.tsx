import { CalendarDays, Clock, Users } from "lucide-react";
import type { CSSProperties } from "react";
import { Link } from "react-router";
import type { CatalogueCard } from "../../../domain/catalogue/cards";
import type { PriceUnit } from "../../../domain/booking/party";
import type { SceneId } from "../../../domain/catalogue/trip-schema";
import { formatTravelDate } from "../../../domain/calendar";
import { shortDayLabel } from "../../../domain/departures/month-grid";
import { usePrice } from "~/features/currency/use-price";
import { Illustration } from "~/components/illustration";
import { Photo } from "~/features/media/photo";
import type { PhotoView } from "../../../domain/media/photo-view";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";

/** The card's "From": the trip's lowest bookable quote (decision 0015). */
export interface CardPrice {
  perPerson: number;
  normalPerPerson: number;
  /** Per person; above 0 only when perPerson is below the normal price on `date`. */
  saving: number;
  savingReason: string | null;
  /** The travel date the "From" price is for, yyyy-mm-dd. */
  date: string;
}

export interface AdventureCardData extends CatalogueCard {
  categoryTitle: string;
  scene: SceneId;
  /** The trip's card photo (else its hero) from the library; without one the card draws `scene`. */
  photo?: PhotoView | null;
  /** The trip's "From" quote; null when it could not be computed (the card then sends to the page). */
  price: CardPrice | null;
  /** The trip enters parks whose fees are added to the "From" as their own lines (issue 19). */
  addsParkFees?: boolean;
  /** Who the price is for: "student" for school programmes (domain/booking/party.ts). */
  priceUnit?: PriceUnit;
  /** The trip's next departure on sale (decision 0023); null for private dates only. */
  nextDeparture?: { date: string; statusLabel: string } | null;
}

const difficultyTone = {
  Easy: "green",
  Moderate: "yellow",
  Challenging: "ochre",
  Expert: "red",
} as const;

/** One catalogue card; `index` staggers its entrance by 100 ms (skipped under reduced motion). */
export function AdventureCard({ card, index }: { card: AdventureCardData; index: number }) {
  const price = card.price;
  const showPrice = usePrice();
  const saving = price && price.saving > 0 ? price : null;
  const style = { animationDelay: `${index * 100}ms` } satisfies CSSProperties;
  return (
    <article
      style={style}
      className="group flex animate-rise flex-col overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="relative">
        {card.photo ? (
          <Photo
            photo={card.photo}
            sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
            className="aspect-[3/2]"
          />
        ) : (
          <Illustration scene={card.scene} alt="" priority={index === 0} className="aspect-[3/2]" />
        )}
        <Badge tone="forest" className="absolute top-3 left-3 shadow-sm">
          {card.categoryTitle}
        </Badge>
        {price ? (
          <p className="absolute right-3 bottom-3 rounded-lg bg-white/95 px-3 py-1.5 text-sm font-semibold shadow-sm">
            From{" "}
            <span className="text-lg font-bold text-forest-800" data-testid="card-from-price">
              {showPrice(price.perPerson)}
            </span>{" "}
            <span className="text-xs font-normal">
              per {card.priceUnit ?? "person"}
              {card.addsParkFees ? " + park fees" : ""}
            </span>
          </p>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-xl font-bold">{card.title}</h3>
        <ul className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <li className="flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4 text-ochre-700" />
            {card.duration}
          </li>
          <li className="flex items-center gap-1.5">
            <Users aria-hidden="true" className="size-4 text-ochre-700" />
            Group Tours
          </li>
          <li>
            <Badge tone={difficultyTone[card.difficulty]}>{card.difficulty}</Badge>
          </li>
        </ul>
        {card.nextDeparture ? (
          <p className="flex items-center gap-1.5 text-sm" data-testid="card-next-departure">
            <CalendarDays aria-hidden="true" className="size-4 text-ochre-700" />
            <span>
              Next departure:{" "}
              <span className="font-semibold">
                {shortDayLabel(card.nextDeparture.date)} · {card.nextDeparture.statusLabel}
              </span>
            </span>
          </p>
        ) : null}
        {saving ? (
          <p className="rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900">
            <strong className="block">Save {showPrice(saving.saving)} per person!</strong>
            {saving.savingReason ?? "Special price"} for travel on {formatTravelDate(saving.date)}:{" "}
            <span className="font-semibold">{showPrice(saving.perPerson)}</span>
            <span className="sr-only">, normally</span>{" "}
            <span className="line-through" data-testid="card-normal-price">
              {showPrice(saving.normalPerPerson)}
            </span>
          </p>
        ) : null}
        <p className="flex-1 text-sm leading-6 text-earth-900/85">{card.description}</p>
        <Link to={`/itinerary/${card.slug}`} className={buttonClasses("primary", "md", "w-full")}>
          View Details & Book Now<span className="sr-only">: {card.title}</span>
        </Link>
      </div>
    </article>
  );
}
