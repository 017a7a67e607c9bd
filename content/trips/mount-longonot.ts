import { defineTrip } from "../../domain/catalogue/trip-schema";
import { withTierTexts } from "../../domain/catalogue/tier-texts";
import { seasonalTiers } from "../../domain/pricing/tiers";
import { youngHikerChildPrices } from "./child-prices";

// The page, the card, the PDF and the booking panel read this one duration.
const duration = "1 Day";

export default defineTrip({
  slug: "mount-longonot",
  title: "Mount Longonot Crater Hike",
  subtitle: "Climb a dormant Rift Valley volcano and circle its crater rim",
  summary:
    "A full-day hike up Mount Longonot, a dormant volcano above Lake Naivasha: climb to the crater rim, walk the 7.2 km rim loop over the 2,776 m summit and look down into a forested crater. Hotel pickup in Nairobi included.",
  overview: [
    "Mount Longonot rises out of the floor of the Great Rift Valley about 1.5 hours' drive from Nairobi. It is a young stratovolcano that last erupted in the 1860s, and its summit crater, nearly 2 km across, is filled with forest and dotted with steam vents. The Maasai name, Oloonong'ot, is usually translated as 'mountain of many spurs', after the ridges that fan out from its slopes.",
    "From the Kenya Wildlife Service gate at about 2,150 m a steep, dusty trail climbs roughly 3 km to the crater rim. From there the 7.2 km rim loop rises and falls around the crater to the high point, Kilele Ogelgel, at 2,776 m, with views over Lake Naivasha, Mount Suswa, the Mau Escarpment and, on clear mornings, the Aberdares.",
    "It is a proper workout rather than a stroll: about 13 km on foot in total and around 700 m of climbing, much of it on loose volcanic ash. Your guide sets a steady pace, and anyone who prefers not to complete the rim loop can wait at the rim viewpoint and rejoin the group for the descent.",
  ],
  duration,
  difficulty: "Moderate",
  groupSize: { min: 2, max: 20 },
  departures: { rule: { every: "week", on: ["Sun"] }, seats: 14, minimumToRun: 2 },
  region: "Mount Longonot National Park, Nakuru County (Rift Valley)",
  schedule: "Pickup 6:30 AM, return about 6:00 PM",
  summit: {
    name: "Longonot crater rim high point (Kilele Ogelgel)",
    elevationMetres: 2776,
  },
  maxElevationMetres: 2776,
  scene: "crater-lake",
  highlights: [
    "Summit Kilele Ogelgel, the 2,776 m high point of the Longonot crater rim",
    "Walk the full 7.2 km rim loop around a forested volcanic crater",
    "Look down on steam vents rising from the crater floor",
    "Panoramic views of Lake Naivasha, Mount Suswa and the Mau Escarpment",
    "Chance of giraffe, zebra, buffalo and gazelle on the lower slopes",
    "Stop at the Rift Valley viewpoint on the escarpment road",
  ],
  days: [
    {
      day: 1,
      title: "Hotel pickup in Nairobi",
      time: "6:30 AM",
      description:
        "Your guide and driver collect you from your hotel or residence in Nairobi. The route follows the Old Naivasha Road down the Rift Valley escarpment, avoiding the worst of the morning traffic.",
      activities: [
        "Hotel pickup and safety briefing in the vehicle",
        "Photo stop at the Rift Valley viewpoint",
        "Pass the Italian Chapel at Mai Mahiu, built by prisoners of war in the 1940s",
      ],
    },
    {
      day: 1,
      title: "Park gate and climb to the rim",
      time: "8:00 AM",
      elevation: "2,150 m (gate) to the crater rim",
      distance: "About 3 km, 1-1.5 hours",
      description:
        "After signing in at the Kenya Wildlife Service gate you start up the main trail. It begins gently through grassland, then steepens over two ridges of loose ash, with rest stops and views back across the valley to Lake Naivasha.",
      activities: [
        "Park registration and trail briefing",
        "Steady climb with regular rest stops",
        "Look out for zebra, giraffe and gazelle on the lower slopes",
      ],
      wildlife: ["Plains zebra", "Maasai giraffe", "Thomson's gazelle", "Eland"],
    },
    {
      day: 1,
      title: "Crater rim loop to the summit",
      time: "9:30 AM",
      elevation: "2,776 m (Kilele Ogelgel)",
      distance: "7.2 km loop, 2.5-3.5 hours",
      description:
        "The rim trail circles the crater clockwise, climbing to Kilele Ogelgel, the highest point, on a narrow and sometimes airy path. From the top you can trace the whole crater, its steam vents and the floor forest, before continuing round the rim back to the viewpoint where you arrived.",
      activities: [
        "Summit photos at Kilele Ogelgel",
        "Spot steam vents on the crater floor",
        "Guide's talk on Rift Valley volcanoes and geothermal power",
        "Complete the full rim circuit",
      ],
      highlights: [
        "360-degree views from the summit",
        "Lake Naivasha and Mount Suswa on the horizon",
      ],
    },
    {
      day: 1,
      title: "Packed lunch on the rim",
      time: "1:00 PM",
      description:
        "Lunch is eaten at the rim viewpoint, looking into the crater. There is time to rest, refill water bottles from the supply the guide carries and take photographs before heading down.",
      activities: ["Packed lunch with a view", "Rest and rehydrate", "Group photo at the rim"],
      meals: "Packed lunch",
    },
    {
      day: 1,
      title: "Descent and return to Nairobi",
      time: "2:00 PM",
      distance: "About 3 km, 45 minutes to 1 hour",
      description:
        "The descent on loose ash is where most slips happen, so the guide keeps the pace slow and shows you how to step. Back at the gate you sign out, freshen up and board the vehicle for the drive back to Nairobi, arriving at your hotel at about 6:00 PM depending on traffic.",
      activities: [
        "Guided descent to the park gate",
        "Sign out with the Kenya Wildlife Service",
        "Drive back to Nairobi with a refreshment stop",
      ],
    },
  ],
  included: [
    "Hotel pickup and drop-off in Nairobi",
    "Return transport from Nairobi: a shared safari van on Budget, a private van on Standard, a private Land Cruiser on Premium",
    "Professional English-speaking hiking guide",
    "Packed lunch",
    "Bottled drinking water throughout the day",
    "First-aid kit carried by the guide",
  ],
  notIncluded: [
    "Mount Longonot National Park entry fee for the day: not in the trip price; each traveller's fee, at the Kenya Wildlife Service rate, is its own line of your quote",
    "Travel insurance",
    "Tips for guide and driver",
    "Drinks other than bottled water",
    "Personal hiking gear",
    "Personal expenses and souvenirs",
  ],
  gear: [
    {
      title: "Clothing and footwear",
      items: [
        { name: "Hiking boots or trail shoes with good grip", essential: true },
        { name: "Light long trousers or hiking shorts", essential: true },
        { name: "Warm layer for the windy rim", essential: true },
        { name: "Lightweight rain jacket", essential: false },
        { name: "Gaiters to keep out volcanic ash", essential: false },
      ],
    },
    {
      title: "Day pack",
      items: [
        { name: "At least 2 litres of water", essential: true },
        { name: "Sun hat, sunglasses and sunscreen", essential: true },
        { name: "Energy snacks", essential: true },
        { name: "Buff or scarf against dust", essential: false },
        { name: "Trekking poles for the descent", essential: false },
      ],
    },
  ],
  preparation: [
    {
      title: "Fitness and preparation",
      items: [
        "You should be able to walk 4-6 hours with breaks, including steep sections",
        "A few weeks of brisk walking, stair climbing or hill walks will make the day much more enjoyable",
        "The rim path is narrow in places; tell your guide in advance if you are uneasy with heights",
        "Drink well the day before and eat a good breakfast before pickup",
      ],
    },
    {
      title: "On the day",
      items: [
        "There is little shade and no water on the mountain: sun protection is essential",
        "The best views and coolest temperatures are in the morning, which is why we start early",
        "The dry season gives the firmest footing; after rain the ash turns slippery (our seasonal guide has the months)",
      ],
    },
  ],
  requirements: {
    minimumAge: 10,
    maxGroupSize: 20,
    fitnessLevel:
      "Moderate: good general fitness for about 13 km of walking with around 700 m of steep ascent and descent on loose ground",
    documents: ["Passport or Kenyan ID for park registration"],
    notes: [
      "Children aged 10-15 hike with a parent or guardian",
      "Hikers who prefer not to complete the rim loop can wait at the rim viewpoint with an assistant guide",
    ],
  },
  wildlife: {
    otherWildlife: [
      "Plains zebra",
      "Maasai giraffe",
      "Cape buffalo",
      "Thomson's gazelle",
      "Eland",
      "Coke's hartebeest",
      "Klipspringer",
    ],
    birdlife: ["Augur buzzard", "Verreaux's eagle", "Rüppell's vulture"],
  },
  faqs: [
    {
      question: "How hard is the Mount Longonot hike?",
      answer:
        "It is moderate. The climb from the gate to the rim is short but steep, and the rim loop adds 7.2 km of ups and downs. Most reasonably fit hikers complete the whole route in 5-6 hours including breaks.",
    },
    {
      question: "Do I have to walk the whole crater rim?",
      answer:
        "No. Reaching the rim viewpoint already gives you the view into the crater. If you decide to stop there, you can wait with an assistant guide while the rest of the group completes the loop.",
    },
    {
      question: "Will we see wildlife?",
      answer:
        "Often, yes. Zebra, giraffe, gazelle and buffalo graze on the lower slopes, and raptors ride the thermals around the rim. Walking among them is permitted in the park; your guide keeps the group together and at a respectful distance, especially from buffalo.",
    },
  ],
  gearList: "mountain",
  // Charged on top of the trip price as their own lines, at the rate in force on the travel date (decision 0033).
  parkFees: [{ park: "mount-longonot", days: 1 }],
  childPrices: youngHikerChildPrices,
  pricing: {
    kind: "seasonal",
    tiers: withTierTexts(seasonalTiers["mount-longonot"], {
      budget: {
        description:
          "Join a small shared group: hotel pickup in a safari van, a hiking guide and a packed lunch on the rim (the park fee is its own line of your quote).",
        features: [
          "Shared safari van",
          "Park entry arranged at the gate",
          "Hiking guide",
          "Packed lunch",
        ],
      },
      standard: {
        description:
          "Your own group in a private safari van, with a guide who sets the pace and the start time with you.",
        features: [
          "Private safari van",
          "Park entry arranged at the gate",
          "Your own hiking guide",
          "Packed lunch",
        ],
      },
      premium: {
        description:
          "A private Land Cruiser and a senior guide, starting early to reach the rim before the midday heat.",
        features: [
          "Private Land Cruiser",
          "Park entry arranged at the gate",
          "Senior hiking guide",
          "Flexible start time",
        ],
      },
    }),
    duration,
  },
});
