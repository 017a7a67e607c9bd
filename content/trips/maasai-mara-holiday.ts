import { defineTrip } from "../../domain/catalogue/trip-schema";
import { withTierTexts } from "../../domain/catalogue/tier-texts";
import { seasonalTiers } from "../../domain/pricing/tiers";
import { safariChildPrices } from "./child-prices";

// The page, the card, the PDF and the booking panel read this one duration.
const duration = "3 Days 2 Nights";

export default defineTrip({
  slug: "maasai-mara-holiday",
  title: "Maasai Mara Holiday Safari",
  subtitle: "Three days on Kenya's most famous plains, in search of the Big Five",
  summary:
    "A classic three-day Maasai Mara safari from Nairobi: game drives across the open plains in search of the Big Five, a full day with a picnic lunch, and the Mara River, scene of the Great Migration crossings between July and October.",
  overview: [
    "The Maasai Mara National Reserve is Kenya's best-known wildlife area: about 1,500 km² of rolling grassland and riverine forest bordering Tanzania's Serengeti. It has some of Africa's highest densities of lion, along with cheetah, leopard, elephant and huge herds of plains game all year round.",
    "From Nairobi we drive down into the Rift Valley and on via Narok to a tented camp near Sekenani Gate (about 5-6 hours). That leaves an afternoon game drive on arrival, a full day exploring the reserve with a picnic lunch, and a final dawn drive before returning to Nairobi.",
    "About the Great Migration: the wildebeest and zebra herds usually arrive from the Serengeti around July and stay until about October, but the timing moves with the rains, and the famous river crossings are never guaranteed. Outside those months the Mara is quieter and the resident wildlife is still excellent.",
  ],
  duration,
  difficulty: "Easy",
  groupSize: { min: 2, max: 8 },
  departures: { rule: { every: "week", on: ["Mon", "Thu"] }, seats: 7, minimumToRun: 2 },
  region: "Maasai Mara, Narok County",
  schedule:
    "Hotel pickup in Nairobi at 7:00 AM on Day 1, return to Nairobi by about 5:00 PM on Day 3",
  scene: "savanna",
  highlights: [
    "Game drives in search of the Big Five",
    "A full day in the reserve with a picnic lunch in the bush",
    "The Mara River, home to hippos and crocodiles and the Great Migration crossings (usually July-October)",
    "Lion prides and cheetahs on the open plains",
    "Great Rift Valley viewpoint on the way from Nairobi",
    "Optional Maasai village visit or sunrise hot-air balloon flight",
  ],
  days: [
    {
      day: 1,
      title: "Nairobi to the Maasai Mara",
      description:
        "We leave Nairobi at 7:00 AM, stop at the Great Rift Valley viewpoint and continue via Narok to camp near Sekenani Gate (about 5-6 hours), arriving in time for lunch. In the afternoon we head into the reserve for our first game drive, returning to camp at sunset.",
      activities: [
        "Great Rift Valley viewpoint stop",
        "Drive via Narok (about 5-6 hours)",
        "Lunch at camp",
        "Afternoon game drive in the reserve",
      ],
      meals: "Lunch and dinner",
      accommodation:
        "Tented camp near Sekenani Gate (budget, standard or premium, depending on your tier)",
      wildlife: ["Lion", "Plains zebra", "Topi", "Maasai giraffe"],
    },
    {
      day: 2,
      title: "Full day in the Maasai Mara",
      description:
        "A full day on the plains with a packed breakfast and picnic lunch lets us travel further into the reserve, towards the Mara River. Your guide follows the day's sightings in search of lion, leopard, cheetah, elephant, buffalo and, with luck, the reserve's shy black rhinos. From July to October we watch for the migration herds and, when they gather, for a river crossing.",
      activities: [
        "Full-day game drive with picnic lunch",
        "Mara River hippo and crocodile pools",
        "Big cat tracking with your guide",
        "Migration watch (usually July-October)",
        "Optional Maasai village visit on the way back",
      ],
      meals: "Breakfast, picnic lunch and dinner",
      accommodation:
        "Tented camp near Sekenani Gate (budget, standard or premium, depending on your tier)",
      wildlife: ["Leopard", "Cheetah", "African elephant", "Cape buffalo", "Hippopotamus"],
    },
    {
      day: 3,
      title: "Dawn game drive and return to Nairobi",
      description:
        "An early game drive catches the predators at their most active in the cool morning light. After breakfast at camp we drive back to Nairobi via Narok, arriving in the late afternoon.",
      activities: [
        "Dawn game drive",
        "Breakfast at camp",
        "Drive back to Nairobi via Narok (about 5-6 hours)",
        "Hotel drop-off in Nairobi",
      ],
      meals: "Breakfast and lunch",
      accommodation: "Not included (end of safari)",
      wildlife: ["Lion", "Spotted hyena", "Black-backed jackal"],
    },
  ],
  included: [
    "Hotel pickup and drop-off in Nairobi",
    "4x4 safari vehicle with pop-up roof and a window seat for every guest (shared on Budget and Standard, your own on Premium)",
    "Professional English-speaking driver-guide",
    "Two nights' accommodation as per your chosen tier",
    "All meals from Day 1 lunch to Day 3 lunch",
    "All game drives in the itinerary",
    "Bottled drinking water in the vehicle",
  ],
  notIncluded: [
    "Maasai Mara National Reserve entry fees for 2 days: not in the trip price; each traveller's fee, at the Narok County rate, is its own line of your quote",
    "Travel insurance",
    "Hot-air balloon flight (optional, book in advance)",
    "Maasai village visit fee (paid directly to the community)",
    "Tips for guides and camp staff",
    "Drinks other than water and personal items",
  ],
  gear: [
    {
      title: "Safari Essentials",
      items: [
        { name: "Binoculars", essential: true },
        { name: "Neutral-coloured clothing (avoid bright colours and dark blue)", essential: true },
        { name: "Warm fleece for dawn drives", essential: true },
        { name: "Sun hat, sunglasses and sunscreen", essential: true },
      ],
    },
    {
      title: "Camera and Extras",
      items: [
        { name: "Camera with a zoom lens (200 mm or more)", essential: false },
        { name: "Spare batteries and a power bank", essential: false },
        { name: "Insect repellent", essential: true },
        { name: "Scarf or buff for dusty roads", essential: false },
      ],
    },
  ],
  preparation: [
    {
      title: "Safari Tips",
      items: [
        "The Mara is at about 1,500-2,000 m: days are warm, but dawn drives are cold on an open roof.",
        "The full day is long and bumpy; bring anything you need for comfort, and tell us about back problems.",
        "The Mara is a malaria area; ask your doctor about prevention.",
        "Migration river crossings depend on the herds; some guests wait hours and see none, others see several in a day.",
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
      "Children are welcome; some camps set minimum ages, so tell us ages when booking.",
      "Hot-air balloon flights have their own age and weight limits.",
    ],
  },
  wildlife: {
    bigFive: ["Lion", "Leopard", "African elephant", "Cape buffalo", "Black rhino"],
    otherWildlife: [
      "Cheetah",
      "Blue wildebeest",
      "Plains zebra",
      "Topi",
      "Maasai giraffe",
      "Hippopotamus",
      "Nile crocodile",
      "Spotted hyena",
      "Thomson's gazelle",
      "Eland",
    ],
    birdlife: [
      "Lilac-breasted roller",
      "Secretary bird",
      "Grey crowned crane",
      "Southern ground hornbill",
      "Martial eagle",
    ],
  },
  faqs: [
    {
      question: "Will we see the Great Migration?",
      answer:
        "Only if you travel while the herds are in the Mara, usually July to October. Even then, river crossings depend on the animals and can't be guaranteed.",
    },
    {
      question: "Can we really see all of the Big Five?",
      answer:
        "Lion, elephant and buffalo are seen on almost every trip and leopards quite often. Black rhinos are few and shy in the Mara, so treat them as a bonus.",
    },
    {
      question: "Is the road to the Mara good?",
      answer:
        "The road is tarmac most of the way to Sekenani Gate, but roads inside the reserve are rough. Expect a bumpy ride on game drives.",
    },
  ],
  gearList: "safari",
  // Charged on top of the trip price as their own lines, at the rate in force on the travel date (decision 0033).
  parkFees: [{ park: "maasai-mara", days: 2 }],
  childPrices: safariChildPrices,
  pricing: {
    kind: "seasonal",
    tiers: withTierTexts(seasonalTiers["maasai-mara-holiday"], {
      budget: {
        description:
          "Two nights in a simple tented camp outside Sekenani Gate, sharing the safari vehicle with other travellers.",
        features: [
          "Budget tented camp",
          "Shared 4x4 safari vehicle",
          "Reserve entry arranged at the gate",
          "All meals on safari",
        ],
      },
      standard: {
        description:
          "Two nights in a comfortable camp with en-suite tents near Sekenani Gate, in a shared safari vehicle.",
        features: [
          "En-suite tented camp",
          "Shared 4x4 safari vehicle",
          "Reserve entry arranged at the gate",
          "All meals on safari",
        ],
      },
      premium: {
        description:
          "Two nights in a luxury tented camp and a safari vehicle for your group alone.",
        features: [
          "Luxury tented camp",
          "Private 4x4 safari vehicle",
          "Reserve entry arranged at the gate",
          "All meals on safari",
        ],
      },
    }),
    duration,
  },
});
