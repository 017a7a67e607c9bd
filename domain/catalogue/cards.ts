import type { CategoryId, Difficulty } from "./trip-schema";

/**
 * The spec's 23 catalogue cards of the three listing pages (Summit Treks 7, Wild Adventures 6,
 * Seasonal Escapes 10): the seed of the listings' documents (content/pages/listings.ts), which the
 * site reads and the operator edits (decision 0070), and the names the pricing's adventureType
 * accepts. Editing this file changes no listing of a database that exists.
 * A card carries no price: its "From" is the trip's own quote (domain/pricing/quote.ts fromPrice,
 * decision 0015), so the spec's catalogue 'From' figures, which contradicted the trips' own
 * prices, are gone. Nairobi National Park wildlife spotting has a trip
 * page but no catalogue card (the spec lists 23 prices for 24 slugs); it is reached
 * from the Wild Adventures page's day-trip links and the landing contact form.
 */
export interface CatalogueCard {
  slug: string;
  category: CategoryId;
  title: string;
  duration: string;
  difficulty: Difficulty;
  description: string;
}

export const catalogueCards: readonly CatalogueCard[] = [
  // Summit Treks (7)
  {
    slug: "point-lenana",
    category: "summit-treks",
    title: "Point Lenana Summit",
    duration: "5 Days",
    difficulty: "Challenging",
    description:
      "Up the Sirimon route and down the Naro Moru route, with sunrise over the glaciers from Point Lenana (4,985 m).",
  },
  {
    slug: "technical-climbing",
    category: "summit-treks",
    title: "Technical Rock Climbing",
    duration: "6 Days",
    difficulty: "Expert",
    description:
      "Rope up for the Grade V North Face of Batian (5,199 m), Mount Kenya's true summit, with a certified climbing guide.",
  },
  {
    slug: "rwenzori-mountains",
    category: "summit-treks",
    title: "Rwenzori Mountains",
    duration: "8 Days",
    difficulty: "Expert",
    description:
      "Cross bogs and giant lobelia forests to Margherita Peak (5,109 m) in Uganda's Mountains of the Moon.",
  },
  {
    slug: "burguret-chogoria",
    category: "summit-treks",
    title: "Burguret-Chogoria Traverse",
    duration: "6 Days",
    difficulty: "Challenging",
    description:
      "A wild, little-walked traverse of Mount Kenya: up the Burguret bamboo forest, down past the Gorges Valley.",
  },
  {
    slug: "timau-chogoria",
    category: "summit-treks",
    title: "Timau-Chogoria Trek",
    duration: "5 Days",
    difficulty: "Challenging",
    description:
      "Climb the dry northern Timau route to Point Lenana and descend the lake-studded Chogoria side.",
  },
  {
    slug: "kilimanjaro-marangu",
    category: "summit-treks",
    title: "Kilimanjaro Marangu Route",
    duration: "6 Days",
    difficulty: "Challenging",
    description:
      "Hut-to-hut on the Marangu route to Uhuru Peak (5,895 m), the roof of Africa, with an acclimatisation day at Horombo.",
  },
  {
    slug: "alpine-lakes",
    category: "summit-treks",
    title: "Alpine Lakes Circuit",
    duration: "6 Days",
    difficulty: "Moderate",
    description:
      "Six tarns of Mount Kenya in one loop: Michaelson, Ellis, Hall Tarns and more, topping out at 4,500 m.",
  },
  // Wild Adventures (6)
  {
    slug: "maasai-cultural",
    category: "wild-adventures",
    title: "Maasai Cultural Tours",
    duration: "3 Days",
    difficulty: "Easy",
    description:
      "Live with a Maasai family near the Mara: herd cattle, learn beadwork and walk the land with a moran guide.",
  },
  {
    slug: "hells-gate",
    category: "wild-adventures",
    title: "Hell's Gate Adventure",
    duration: "1 Day",
    difficulty: "Moderate",
    description:
      "Cycle among zebra and giraffe, then scramble through the Ol Njorowa Gorge in Kenya's only walking-and-cycling park.",
  },
  {
    slug: "lake-naivasha",
    category: "wild-adventures",
    title: "Lake Naivasha Camping",
    duration: "2 Days 1 Night",
    difficulty: "Easy",
    description:
      "Hippos by boat at dawn, a lakeshore camp under fever trees and a guided walk on Crescent Island.",
  },
  {
    slug: "wildlife-safari",
    category: "wild-adventures",
    title: "Diverse Wildlife Safari",
    duration: "6 Days",
    difficulty: "Easy",
    description:
      "Six days from Samburu to Lake Nakuru and the Maasai Mara: 50+ species and the best chance at the Big Five.",
  },
  {
    slug: "samburu",
    category: "wild-adventures",
    title: "Samburu Safari",
    duration: "3 Days 2 Nights",
    difficulty: "Easy",
    description:
      "Northern Kenya's arid reserve and its Special Five: Grevy's zebra, reticulated giraffe, gerenuk, beisa oryx, Somali ostrich.",
  },
  {
    slug: "ol-pejeta",
    category: "wild-adventures",
    title: "Ol Pejeta Conservancy",
    duration: "2 Days 1 Night",
    difficulty: "Easy",
    description:
      "Meet the last northern white rhinos, visit the chimpanzee sanctuary and drive at night beneath Mount Kenya.",
  },
  // Seasonal Escapes (10)
  {
    slug: "mount-longonot",
    category: "seasonal-escapes",
    title: "Mount Longonot Crater Hike",
    duration: "1 Day",
    difficulty: "Moderate",
    description:
      "Climb a dormant Rift Valley volcano and walk its 7.2 km crater rim with views to Lake Naivasha.",
  },
  {
    slug: "ngong-hills",
    category: "seasonal-escapes",
    title: "Ngong Hills Trek",
    duration: "1 Day",
    difficulty: "Moderate",
    description:
      "Ridge walking over the knuckled summits of the Ngong Hills, with the Rift Valley on one side and Nairobi on the other.",
  },
  {
    slug: "nairobi-safari-walk",
    category: "seasonal-escapes",
    title: "Nairobi Safari Walk",
    duration: "Half Day",
    difficulty: "Easy",
    description:
      "A raised boardwalk through forest, wetland and savanna at the Kenya Wildlife Service's Nairobi headquarters.",
  },
  {
    slug: "crescent-island",
    category: "seasonal-escapes",
    title: "Crescent Island Walking Safari",
    duration: "1 Day",
    difficulty: "Easy",
    description:
      "Walk among giraffe, zebra and wildebeest on a predator-free island sanctuary in Lake Naivasha.",
  },
  {
    slug: "giraffe-centre",
    category: "seasonal-escapes",
    title: "Giraffe Centre & Elephant Orphanage",
    duration: "1 Day",
    difficulty: "Easy",
    description:
      "Feed Rothschild's giraffes eye to eye and watch orphaned baby elephants at the Sheldrick Trust's mud bath.",
  },
  {
    slug: "maasai-mara-holiday",
    category: "seasonal-escapes",
    title: "Maasai Mara Holiday Safari",
    duration: "3 Days 2 Nights",
    difficulty: "Easy",
    description:
      "Three days of game drives in the Mara, where the Big Five and the Great Migration share the plains.",
  },
  {
    slug: "diani-beach",
    category: "seasonal-escapes",
    title: "Diani Beach Getaway",
    duration: "4 Days 3 Nights",
    difficulty: "Easy",
    description:
      "White sand, coral reef snorkelling at Kisite-Mpunguti and dhow sunsets on Kenya's south coast.",
  },
  {
    slug: "team-building",
    category: "seasonal-escapes",
    title: "Team-building Retreats",
    duration: "2-5 Days",
    difficulty: "Moderate",
    description:
      "Customisable outdoor programmes for 8 to 50 people: rope courses, summit challenges and facilitated reflection.",
  },
  {
    slug: "student-expeditions",
    category: "seasonal-escapes",
    title: "Student Expeditions",
    duration: "3-7 Days",
    difficulty: "Moderate",
    description:
      "Curriculum-linked field trips for 15 to 60 students in conservation, geography, culture and leadership.",
  },
  {
    slug: "corporate-packages",
    category: "seasonal-escapes",
    title: "Corporate Holiday Packages",
    duration: "3-10 Days",
    difficulty: "Easy",
    description:
      "Fully customised incentive trips and retreats from comfort to adventure, for groups of 10 to 100+.",
  },
];

export function cardsInCategory(category: CategoryId): CatalogueCard[] {
  return catalogueCards.filter((card) => card.category === category);
}

export function findCard(slug: string): CatalogueCard | undefined {
  return catalogueCards.find((card) => card.slug === slug);
}
