import { defineTrip } from "../../domain/catalogue/trip-schema";
import { withTierTexts } from "../../domain/catalogue/tier-texts";
import { seasonalTiers } from "../../domain/pricing/tiers";
import { dayTripChildPrices } from "./child-prices";

// The page, the card, the PDF and the booking panel read this one duration.
const duration = "1 Day";

export default defineTrip({
  slug: "crescent-island",
  title: "Crescent Island Walking Safari",
  subtitle: "Walk among giraffe and zebra on a predator-free island in Lake Naivasha",
  summary:
    "A full day at Lake Naivasha: a boat ride past hippos and fish eagles, then a guided walking safari on Crescent Island among giraffe, zebra, wildebeest and waterbuck, with lunch by the lake. Hotel pickup in Nairobi.",
  overview: [
    "Crescent Island is a private wildlife sanctuary in Lake Naivasha, shaped like the rim of a sunken volcanic crater. Because there are no large predators, it is one of the few places in Kenya where you can walk, on foot and with a guide, among giraffe, zebra, wildebeest, waterbuck, impala and gazelle. Some of the animals arrived when Out of Africa was filmed here in the 1980s and stayed.",
    "The day begins with a drive from Nairobi down into the Great Rift Valley, about two hours to Naivasha. A boat takes you across the lake past pods of hippos and perched African fish eagles, then a resident guide leads the walking safari across the island's open grassland and acacia woodland.",
    "After lunch at a lakeside lodge there is time for an optional visit to Elsamere, the former home of Born Free author Joy Adamson, before the drive back to Nairobi in the late afternoon.",
  ],
  duration,
  difficulty: "Easy",
  groupSize: { min: 2, max: 15 },
  departures: { rule: { every: "week", on: ["Sun"] }, seats: 14, minimumToRun: 2 },
  region: "Lake Naivasha, Nakuru County (Rift Valley)",
  schedule: "6:00 AM - 6:00 PM",
  scene: "crater-lake",
  highlights: [
    "Walk on foot among giraffe, zebra and wildebeest with no vehicle between you",
    "Boat ride on Lake Naivasha with hippos and African fish eagles",
    "Landscapes where Out of Africa was filmed",
    "Over 350 bird species recorded around Lake Naivasha",
    "Lakeside lunch under the fever trees",
    "Optional afternoon at Elsamere, Joy Adamson's former home",
  ],
  days: [
    {
      day: 1,
      title: "Early pickup in Nairobi",
      time: "6:00 AM",
      description:
        "An early start beats the traffic and gets you to the lake while the light is soft and the animals are active. The drive takes about two hours, with a stop at the Rift Valley viewpoint above the escarpment.",
      activities: [
        "Hotel pickup in Nairobi",
        "Photo stop at the Rift Valley viewpoint",
        "Drive along the shore of Lake Naivasha",
      ],
    },
    {
      day: 1,
      title: "Boat ride on Lake Naivasha",
      time: "8:30 AM",
      distance: "About 30-45 minutes by boat",
      description:
        "From the lakeshore jetty a motorboat with life jackets takes you out on the freshwater lake. The boatman approaches hippo pods at a safe distance and whistles to fish eagles, which swoop down to take a fish from the water.",
      activities: [
        "Hippo viewing from the boat",
        "Watch African fish eagles feed",
        "Birdwatching along the papyrus fringe",
      ],
      wildlife: ["Hippopotamus", "African fish eagle", "Great white pelican", "Pied kingfisher"],
    },
    {
      day: 1,
      title: "Crescent Island walking safari",
      time: "9:30 AM - 12:00 PM",
      distance: "About 4 km on foot, 2-2.5 hours",
      description:
        "A resident guide leads you across the island on foot, approaching the animals slowly and quietly so they stay relaxed. Giraffes browse the acacias, zebra and wildebeest graze the open grass, and waterbuck rest near the shore.",
      activities: [
        "Guided walking safari",
        "Close-up photography of giraffe and zebra",
        "Guide's talk on the island's ecology and history",
        "Viewpoint over the lake from the island's crest",
      ],
      wildlife: [
        "Maasai giraffe",
        "Plains zebra",
        "Blue wildebeest",
        "Waterbuck",
        "Impala",
        "Thomson's gazelle",
        "Eland",
      ],
    },
    {
      day: 1,
      title: "Lakeside lunch",
      time: "12:30 PM",
      description:
        "Lunch is served at a lakeside lodge on Moi South Lake Road, in gardens shaded by yellow fever trees. Colobus monkeys and vervets are often in the trees around you.",
      activities: [
        "Buffet or set-menu lunch",
        "Relax in the lodge gardens",
        "Spot colobus monkeys and garden birds",
      ],
      meals: "Lunch",
    },
    {
      day: 1,
      title: "Elsamere or free time, then return to Nairobi",
      time: "2:00 PM - 6:00 PM",
      description:
        "You can visit Elsamere, Joy Adamson's lakeside home and now a conservation centre, for its small museum and afternoon tea, or rest at the lodge. We leave Naivasha at about 3:30 PM and reach your hotel in Nairobi at about 6:00 PM.",
      activities: [
        "Optional Elsamere visit and afternoon tea",
        "Drive back up the escarpment",
        "Hotel drop-off in Nairobi",
      ],
    },
  ],
  included: [
    "Hotel pickup and drop-off in Nairobi",
    "Return transport from Nairobi: a shared safari vehicle on Budget, a private one on Standard and Premium",
    "Crescent Island sanctuary entrance fee",
    "Guided walking safari with a resident island guide",
    "Boat ride on Lake Naivasha with life jackets",
    "Professional English-speaking driver-guide",
    "Lunch at a lakeside lodge",
    "Bottled drinking water",
  ],
  notIncluded: [
    "Travel insurance",
    "Elsamere entrance and afternoon tea (included on Premium)",
    "Tips for guides, boatman and driver",
    "Drinks with lunch",
    "Personal expenses",
  ],
  gear: [
    {
      title: "Clothing",
      items: [
        { name: "Closed walking shoes", essential: true },
        { name: "Neutral-coloured clothing (khaki, green, brown)", essential: true },
        { name: "Warm layer for the early start and the boat", essential: true },
        { name: "Light rain jacket", essential: false },
      ],
    },
    {
      title: "Day pack",
      items: [
        { name: "Sun hat and sunscreen", essential: true },
        { name: "Insect repellent", essential: true },
        { name: "Binoculars", essential: false },
        { name: "Camera with a zoom lens", essential: false },
      ],
    },
  ],
  preparation: [
    {
      title: "Walking safari etiquette",
      items: [
        "Stay behind your guide and in a compact group",
        "Walk quietly and avoid sudden movements or running",
        "Never walk between a mother and her young",
        "Bright colours and loud voices unsettle the animals; neutral clothing is best",
        "Hippos are dangerous on land: follow the boatman's and guide's instructions near the shore",
      ],
    },
  ],
  requirements: {
    maxGroupSize: 15,
    fitnessLevel: "Easy: 2-2.5 hours of gentle walking on flat or gently sloping grassland",
    notes: [
      "Suitable for children aged 5 and over with an adult",
      "Life jackets are provided and must be worn on the boat",
    ],
  },
  wildlife: {
    otherWildlife: [
      "Maasai giraffe",
      "Plains zebra",
      "Blue wildebeest",
      "Waterbuck",
      "Impala",
      "Thomson's gazelle",
      "Hippopotamus",
      "Colobus monkey",
    ],
    birdlife: [
      "African fish eagle",
      "Great white pelican",
      "Goliath heron",
      "Pied kingfisher",
      "Long-tailed cormorant",
    ],
  },
  faqs: [
    {
      question: "Is it safe to walk among the animals?",
      answer:
        "Yes. Crescent Island has no large predators, and the animals are used to walkers. A resident guide leads every group and keeps a respectful distance from the animals.",
    },
    {
      question: "Is Crescent Island really an island?",
      answer:
        "It depends on the lake level. When the lake is low it is joined to the shore by a narrow strip of land; at higher water levels it becomes a true island, which is why we reach it by boat.",
    },
    {
      question: "Can children join?",
      answer:
        "Yes. The walk is easy and children usually love being so close to the giraffes. They must stay with an adult and listen to the guide.",
    },
  ],
  download: { label: "Download PDF Itinerary", adventureType: "crescent-island-walking-safari" },
  gearList: "safari",
  childPrices: dayTripChildPrices,
  pricing: {
    kind: "seasonal",
    tiers: withTierTexts(seasonalTiers["crescent-island"], {
      budget: {
        description:
          "Join a small shared group: transport from Nairobi, the boat ride, the island walk and lunch by the lake.",
        features: [
          "Shared safari vehicle",
          "Boat ride and island fee",
          "Island walking guide",
          "Lakeside lunch",
        ],
      },
      standard: {
        description:
          "Your own group in a private safari vehicle, with longer on the island at your own pace.",
        features: [
          "Private safari vehicle",
          "Boat ride and island fee",
          "Island walking guide",
          "Lakeside lunch",
        ],
      },
      premium: {
        description:
          "Private vehicle and guide, with Joy Adamson's Elsamere and afternoon tea on the way home.",
        features: [
          "Private safari vehicle",
          "Boat ride and island fee",
          "Lakeside lunch",
          "Elsamere and afternoon tea",
        ],
      },
    }),
    duration,
  },
});
