import type { CategoryId } from "./trip-schema";

export interface Category {
  id: CategoryId;
  title: string;
  path: `/${CategoryId}`;
  /** Shown on the landing page's category card and in the listing hero. */
  tagline: string;
  description: string;
  /** The About section at the foot of the listing page. */
  about: { title: string; paragraphs: string[] };
  /** Trip pages without a catalogue card that belong with this category. */
  moreTrips?: Array<{ slug: string; title: string; text: string }>;
  /**
   * Trips listed under another category that travellers looking here should meet, chosen by the
   * operator (issue 29): shown after the listing's own cards under "Also consider", with their card.
   */
  alsoConsider?: string[];
}

export const categories: readonly Category[] = [
  {
    id: "summit-treks",
    title: "Summit Treks",
    path: "/summit-treks",
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
    // Day hikes filed under Seasonal Escapes, for a trekker with a day, or one getting fit for a summit.
    alsoConsider: ["mount-longonot", "ngong-hills"],
  },
  {
    id: "wild-adventures",
    title: "Wild Adventures",
    path: "/wild-adventures",
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
    moreTrips: [
      {
        slug: "wildlife-spotting",
        title: "Nairobi National Park Wildlife Spotting",
        text: "Short on time? Lions, rhinos and giraffes against the city skyline, a 30-minute drive from your Nairobi hotel.",
      },
    ],
    // The spec files the Mara Holiday under Seasonal Escapes; a traveller after a safari looks here.
    alsoConsider: ["maasai-mara-holiday"],
  },
  {
    id: "seasonal-escapes",
    title: "Seasonal Escapes",
    path: "/seasonal-escapes",
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
  },
];

export function findCategory(id: string): Category | undefined {
  return categories.find((category) => category.id === id);
}
