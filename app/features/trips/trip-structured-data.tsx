import type { Trip } from "../../../domain/catalogue/trip-schema";
import { site } from "../../../domain/site";
import { useNonce } from "~/nonce";

/** schema.org TouristTrip with an Offer, so search engines can show the trip and its starting price. */
export function TripStructuredData({
  trip,
  url,
  price,
}: {
  trip: Trip;
  url: string;
  price: number;
}) {
  const nonce = useNonce();
  const data = {
    "@context": "https://schema.org",
    "@type": "TouristTrip",
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
    offers: {
      "@type": "Offer",
      price,
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      url,
      description:
        "Starting price per person; final price depends on dates, group size and season.",
    },
    provider: { "@type": "TravelAgency", name: site.brandName, address: site.baseAddress },
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
