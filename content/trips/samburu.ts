import { defineTrip } from "../../domain/catalogue/trip-schema";
import { samburuTiers } from "../../domain/pricing/tiers";
import { safariChildPrices } from "./child-prices";

export default defineTrip({
  slug: "samburu",
  title: "Samburu Safari",
  subtitle: "Kenya's wild north: the Samburu Special Five along the Ewaso Ng'iro River",
  summary:
    "Three days in Samburu National Reserve, in Kenya's dry north, searching for the Samburu Special Five (Grevy's zebra, reticulated giraffe, gerenuk, beisa oryx and Somali ostrich) alongside elephants, lions and leopards on the Ewaso Ng'iro River.",
  overview: [
    "Samburu feels nothing like the southern parks. North of Mount Kenya the land drops into hot, semi-arid bush, dotted with doum palms and red volcanic hills, and the Ewaso Ng'iro River draws wildlife from miles around. Animals adapted to this dry country live here and almost nowhere else on a standard safari circuit: these are the Samburu Special Five.",
    "From Nairobi we drive north via Nanyuki, crossing the equator, and on through Isiolo to the reserve (about 6 hours). Two nights in Samburu give you four game drives, in Samburu National Reserve and neighbouring Buffalo Springs, with large elephant herds, lions, leopards and cheetahs as well as the northern specials.",
    "The reserve is managed by Samburu County, and the Samburu people, close cousins of the Maasai, still graze their herds in the surrounding hills. A visit to a Samburu village can be added on request.",
  ],
  duration: "3 Days 2 Nights",
  difficulty: "Easy",
  groupSize: { min: 2, max: 8 },
  departures: { rule: { every: "week", on: ["Fri"] }, seats: 7, minimumToRun: 2 },
  region: "Samburu County, Northern Kenya",
  schedule:
    "Hotel pickup in Nairobi at 7:00 AM on Day 1, return to Nairobi by about 6:00 PM on Day 3",
  scene: "northern-desert",
  highlights: [
    "All of the Samburu Special Five in one reserve",
    "Elephant herds drinking and bathing in the Ewaso Ng'iro River",
    "Lions, leopards and cheetahs in open dry-country bush",
    "Crossing the equator at Nanyuki with views of Mount Kenya",
    "Game drives in both Samburu and Buffalo Springs reserves",
    "Vulturine guineafowl and other northern birds",
  ],
  days: [
    {
      day: 1,
      title: "Nairobi to Samburu via the equator",
      description:
        "We leave Nairobi at 7:00 AM and drive north via Thika and Karatina around the western flank of Mount Kenya, crossing the equator at Nanyuki. Beyond Isiolo the road descends into the dry north, reaching Samburu through Archers Post in time for a late lunch (about 6 hours). The afternoon game drive follows the river until sunset.",
      activities: [
        "Drive via Nanyuki and Isiolo (about 6 hours)",
        "Equator crossing stop at Nanyuki",
        "Lunch at camp",
        "Afternoon game drive along the Ewaso Ng'iro River",
      ],
      meals: "Lunch and dinner",
      accommodation:
        "Public campsite (Ultra-Budget), tented camp on the river (Mid-Range) or riverside lodge (Premium), depending on your tier",
      wildlife: ["African elephant", "Reticulated giraffe", "Grevy's zebra"],
    },
    {
      day: 2,
      title: "Full day of game drives in Samburu and Buffalo Springs",
      description:
        "Morning and afternoon game drives cover Samburu and Buffalo Springs, just across the river, in search of the Special Five and the big cats. We rest at camp during the midday heat, when most animals take shelter too. Guests who want to can visit a Samburu village in the late afternoon.",
      activities: [
        "Early-morning game drive",
        "Search for gerenuk, beisa oryx and Somali ostrich",
        "Midday rest at camp",
        "Afternoon game drive in Buffalo Springs",
        "Optional Samburu village visit",
      ],
      meals: "Breakfast, lunch and dinner",
      accommodation:
        "Public campsite (Ultra-Budget), tented camp on the river (Mid-Range) or riverside lodge (Premium), depending on your tier",
      wildlife: ["Gerenuk", "Beisa oryx", "Somali ostrich", "Lion", "Leopard"],
    },
    {
      day: 3,
      title: "Morning game drive and return to Nairobi",
      description:
        "A last early game drive gives one more chance at anything you have missed, followed by breakfast at camp. We then drive back south via Isiolo and Nanyuki, arriving in Nairobi in the early evening.",
      activities: [
        "Sunrise game drive",
        "Breakfast at camp",
        "Drive back to Nairobi (about 6 hours)",
        "Hotel drop-off in Nairobi",
      ],
      meals: "Breakfast and lunch",
      accommodation: "Not included (end of safari)",
      wildlife: ["Cheetah", "Vulturine guineafowl"],
    },
  ],
  included: [
    "Hotel pickup and drop-off in Nairobi",
    "4x4 safari vehicle with pop-up roof and a window seat for every guest",
    "Professional English-speaking driver-guide",
    "Park fees included in all Samburu packages (Samburu and Buffalo Springs reserve entry)",
    "Two nights' accommodation as per your chosen tier",
    "All meals from Day 1 lunch to Day 3 lunch",
    "All game drives in the itinerary",
    "Bottled drinking water in the vehicle",
  ],
  notIncluded: [
    "Travel insurance",
    "Samburu village visit fee (paid directly to the community)",
    "Tips for guides and camp staff",
    "Drinks other than water and personal items",
  ],
  gear: [
    {
      title: "Safari Essentials",
      items: [
        { name: "Binoculars", essential: true },
        { name: "Light, neutral-coloured long sleeves for sun and insects", essential: true },
        { name: "Wide-brimmed sun hat and sunglasses", essential: true },
        { name: "High-SPF sunscreen", essential: true },
      ],
    },
    {
      title: "For the Dry North",
      items: [
        { name: "Reusable water bottle", essential: true },
        { name: "Scarf or buff against dust", essential: false },
        { name: "Insect repellent", essential: true },
        { name: "Camera with a zoom lens", essential: false },
        { name: "Light fleece for the early-morning drive", essential: false },
      ],
    },
  ],
  preparation: [
    {
      title: "Before You Go",
      items: [
        "Samburu is hot: daytime temperatures regularly reach 30-35°C, so drink plenty and cover up in the sun.",
        "Samburu is a malaria area; talk to your doctor about prevention and use repellent at dusk.",
        "The drive is long but on good tarmac all the way to the reserve gate.",
        "Ask before photographing Samburu people, in the reserve or in town.",
      ],
    },
  ],
  requirements: {
    maxGroupSize: 8,
    fitnessLevel: "Easy: vehicle-based safari with long drive days",
    documents: [
      "Valid passport and Kenya eTA (electronic travel authorisation) for international visitors",
      "Passport or Kenyan ID needed at the reserve gate",
    ],
    notes: [
      "Children are welcome; tell us their ages so we choose a suitable camp.",
      "Prices and inclusions vary by tier (Ultra-Budget, Mid-Range, Premium); park fees are included in every Samburu package.",
    ],
  },
  wildlife: {
    samburuSpecialFive: [
      "Grevy's zebra",
      "Reticulated giraffe",
      "Gerenuk",
      "Beisa oryx",
      "Somali ostrich",
    ],
    bigFive: ["Lion", "Leopard", "African elephant", "Cape buffalo"],
    otherWildlife: [
      "Cheetah",
      "Striped hyena",
      "Spotted hyena",
      "Kirk's dik-dik",
      "Grant's gazelle",
      "Waterbuck",
      "Nile crocodile",
      "African wild dog (rare)",
    ],
    birdlife: [
      "Vulturine guineafowl",
      "Somali bee-eater",
      "Secretary bird",
      "Tawny eagle",
      "Superb starling",
    ],
  },
  faqs: [
    {
      question: "What are the Samburu Special Five?",
      answer:
        "Grevy's zebra, reticulated giraffe, gerenuk, beisa oryx and Somali ostrich. All five are adapted to Kenya's dry north and are rarely seen on southern safari circuits.",
    },
    {
      question: "Are park fees included?",
      answer: "Yes. Park fees are included in every Samburu package, whichever tier you choose.",
    },
    {
      question: "Are there rhinos in Samburu?",
      answer:
        "Not in the reserve. If rhinos are on your list, combine Samburu with Ol Pejeta Conservancy, about 3 hours away.",
    },
  ],
  gearList: "safari",
  childPrices: safariChildPrices,
  pricing: { kind: "samburu", tiers: samburuTiers },
});
