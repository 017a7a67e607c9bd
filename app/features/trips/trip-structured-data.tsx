import type { Trip } from "../../../domain/catalogue/trip-schema";
import type { Quote } from "../../../domain/pricing/quote";
import { feeAddedText, type FeeAdded } from "../../../domain/pricing/quote-lines";
import { site } from "../../../domain/site";
import {
  reviewsStructuredData,
  type TripReviewsData,
} from "../../../domain/reviews/review-structured-data";
import { useLanguage } from "~/i18n/language";
import { useNonce } from "~/nonce";

/** A departure as its JSON-LD Offer needs it (domain/departures/trip-dates.ts TripDeparture). */
export interface DepartureOffer {
  id: string;
  date: string;
  perPerson: number | null;
  availability: string;
}

/**
 * schema.org TouristTrip with an Offer at the trip's "From" price: the same quote as its card and
 * headline (decision 0015). No Offer when the trip has no price to quote. Each upcoming departure
 * is a sub-trip with its date (`departureTime`) and its own Offer: the date's price for the
 * smallest party and its availability (InStock, LimitedAvailability, SoldOut; decision 0023).
 */
export function TripStructuredData({
  trip,
  url,
  from,
  feesAdded = [],
  departures = [],
  reviews = null,
}: {
  trip: Trip;
  url: string;
  from: Pick<Quote, "perPerson" | "date" | "participants"> | null;
  /** The park fees a non-resident pays per person on top of the "From" (issue 19). */
  feesAdded?: readonly FeeAdded[];
  departures?: readonly DepartureOffer[];
  /** AggregateRating and Review items only when real reviews exist (decision 0030). */
  reviews?: TripReviewsData | null;
}) {
  const nonce = useNonce();
  // The page's language (decision 0075): the trip's texts follow it from the languages issue's
  // next slice on; the interface around them already does.
  const language = useLanguage();
  const data = {
    "@context": "https://schema.org",
    "@type": "TouristTrip",
    inLanguage: language,
    name: trip.title,
    description: trip.summary,
    url,
    touristType: trip.difficulty === "Expert" ? "Experienced mountaineers" : "Adventure travellers",
    itinerary: {
      "@type": "ItemList",
      numberOfItems: trip.days.length,
      itemListElement: trip.days.map((day, index) => ({
        "@type": "ListItem",
        position: index + 1,
        item: {
          "@type": "TouristAttraction",
          name: `Day ${day.day}: ${day.title}`,
          description: day.description,
        },
      })),
    },
    ...(from
      ? {
          offers: {
            "@type": "Offer",
            price: from.perPerson,
            priceCurrency: "USD",
            availability: "https://schema.org/InStock",
            url,
            description: `Lowest price per person, for ${from.participants} ${from.participants === 1 ? "traveller" : "travellers"} on ${from.date}; the price depends on the date, group size and season.${feesAdded.length ? ` Park fees are added as their own lines: ${feesAdded.map((fee) => feeAddedText(fee)).join("; ")} for non-residents.` : ""}`,
            // The trip price and each park fee as their own components, and their sum per person.
            ...(feesAdded.length
              ? {
                  priceSpecification: {
                    "@type": "CompoundPriceSpecification",
                    price:
                      from.perPerson +
                      feesAdded.reduce((sum, fee) => sum + fee.perPersonMinor, 0) / 100,
                    priceCurrency: "USD",
                    name: "Trip price and park fees per non-resident traveller",
                    priceComponent: [
                      {
                        "@type": "UnitPriceSpecification",
                        name: "Trip price",
                        price: from.perPerson,
                        priceCurrency: "USD",
                      },
                      ...feesAdded.map((fee) => ({
                        "@type": "UnitPriceSpecification",
                        name: `${fee.name} fee`,
                        price: fee.perPersonMinor / 100,
                        priceCurrency: fee.currency,
                      })),
                    ],
                  },
                }
              : {}),
          },
        }
      : {}),
    ...(departures.length
      ? {
          subTrip: departures.map((departure) => ({
            "@type": "TouristTrip",
            name: `${trip.title}: departure on ${departure.date}`,
            departureTime: departure.date,
            offers: {
              "@type": "Offer",
              ...(departure.perPerson !== null
                ? { price: departure.perPerson, priceCurrency: "USD" }
                : {}),
              availability: departure.availability,
              url: `${url}?departure=${encodeURIComponent(departure.id)}`,
            },
          })),
        }
      : {}),
    provider: { "@type": "TravelAgency", name: site.brandName, address: site.baseAddress },
    ...reviewsStructuredData(reviews?.summary ?? null, reviews?.reviews ?? []),
  };
  // "<" is escaped so trip text can never close the script element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
