import { cardsInCategory } from "../../domain/catalogue/cards";
import type { ListingPageKey } from "../../domain/pages/page-keys";
import type { ListingContent } from "../../domain/pages/page-schemas";

/**
 * The three listings' seed (decision 0070): their words as they shipped, and their cards, the
 * spec's (domain/catalogue/cards.ts: 7, 6 and 10, with the spec's card texts) in the spec's order.
 * Once a database holds them, the operator edits them at /admin/pages and this file changes
 * nothing on the site.
 */
function specCards(key: ListingPageKey): ListingContent["cards"] {
  return cardsInCategory(key).map(({ slug, title, duration, difficulty, description }) => ({
    trip: slug,
    title,
    duration,
    difficulty,
    description,
  }));
}

export const listingSeeds: Record<ListingPageKey, ListingContent> = {
  "summit-treks": {
    tagline: "Mount Kenya, Kilimanjaro and the Mountains of the Moon",
    description:
      "Guided ascents of Africa's great peaks, from the classic Point Lenana trek to technical routes on Batian and the glaciers of the Rwenzori.",
    about: {
      title: "About our summit treks",
      paragraphs: [
        "Every trek is led by KWS-licensed mountain guides who grew up on the slopes of Mount Kenya. Our itineraries build in acclimatisation days because a safe summit is a slow one: we would rather add a night at Shipton's Camp than rush a client past the warning signs of altitude sickness.",
        "Porters, cooks and guides are paid fair wages above the park's minimum, carry radios and a pulse oximeter, and follow a written evacuation plan for every route.",
      ],
    },
    cards: specCards("summit-treks"),
    // Day hikes filed under Seasonal Escapes, for a trekker with a day, or one getting fit for a summit.
    alsoConsider: [{ trip: "mount-longonot" }, { trip: "ngong-hills" }],
  },
  "wild-adventures": {
    tagline: "Safaris, Maasai culture and the Rift Valley",
    description:
      "Big Five game drives, walking safaris in Hell's Gate, nights by Lake Naivasha and days with Maasai families, in small groups with expert naturalist guides.",
    about: {
      title: "About our wild adventures",
      paragraphs: [
        "Our safaris run in pop-up roof Land Cruisers with a window seat for every guest, and our guides are Kenya Professional Safari Guides Association members who know the animals by behaviour, not just by name.",
        "Park and conservancy fees are paid directly to the Kenya Wildlife Service and community conservancies, so part of every trip funds the land the wildlife depends on.",
      ],
    },
    cards: specCards("wild-adventures"),
    links: [
      {
        trip: "wildlife-spotting",
        text: "Short on time? Lions, rhinos and giraffes against the city skyline, a 30-minute drive from your Nairobi hotel.",
      },
    ],
    // The spec files the Mara Holiday under Seasonal Escapes; a traveller after a safari looks here.
    alsoConsider: [{ trip: "maasai-mara-holiday" }],
  },
  "seasonal-escapes": {
    tagline: "Day hikes, weekend getaways and group programmes",
    description:
      "Short trips from Nairobi and Naro Moru, beach breaks on the coast, and tailored programmes for schools and companies.",
    about: {
      title: "About our seasonal escapes",
      paragraphs: [
        "Seasonal escapes are priced in Kenyan shillings and US dollars with three clear tiers, so residents and visitors alike know what they pay before they ask.",
        "Day trips include hotel pickup in Nairobi; school and corporate programmes are built around your dates, your group and your goals.",
      ],
    },
    cards: specCards("seasonal-escapes"),
    alsoConsider: [],
  },
};
