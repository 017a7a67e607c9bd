import { defineTrip } from "../../domain/catalogue/trip-schema";
import { withTierTexts } from "../../domain/catalogue/tier-texts";
import { seasonalTiers } from "../../domain/pricing/tiers";
import { dayTripChildPrices } from "./child-prices";

// The page, the card, the PDF and the booking panel read this one duration.
const duration = "Half Day";

export default defineTrip({
  slug: "nairobi-safari-walk",
  title: "Nairobi Safari Walk",
  subtitle: "Kenya's habitats and wildlife on a raised boardwalk in the city",
  summary:
    "A relaxed morning on the Kenya Wildlife Service's raised boardwalk at the edge of Nairobi National Park: forest, wetland and savanna, with rhino, lion, cheetah and bongo up close. Hotel pickup in Nairobi, back by 1:00 PM.",
  overview: [
    "The Nairobi Safari Walk sits at the main gate of Nairobi National Park, beside the Kenya Wildlife Service headquarters on Lang'ata Road. A raised wooden boardwalk winds through three Kenyan habitats, savanna, wetland and forest, so you see animals and plants that would otherwise take several parks to find.",
    "Along the way you come close to white rhino, lion, leopard, cheetah and buffalo, and to rarer species such as the mountain bongo, a forest antelope now critically endangered in the wild, and the swamp-dwelling sitatunga. Many of the animals were rescued or orphaned and cannot return to the wild, and the walk is run as an education centre on Kenya's conservation work.",
    "It is an easy, flat outing that suits families, travellers with a spare morning before a flight, and anyone who wants an introduction to Kenyan wildlife before a longer safari. We combine it with the neighbouring Nairobi Animal Orphanage and have you back at your hotel by 1:00 PM.",
  ],
  duration,
  difficulty: "Easy",
  groupSize: { min: 2, max: 15 },
  departures: { rule: { every: "week", on: ["Tue", "Sat"] }, seats: 14, minimumToRun: 2 },
  region: "Nairobi National Park main gate, Lang'ata Road, Nairobi",
  schedule: "9:00 AM to 1:00 PM",
  scene: "city-park",
  highlights: [
    "Walk a raised boardwalk through savanna, wetland and forest habitats",
    "See white rhino, lion, leopard and cheetah at close range",
    "Spot the rare mountain bongo and the swamp-dwelling sitatunga",
    "Learn about Kenya Wildlife Service conservation and rescue work",
    "Visit the neighbouring Nairobi Animal Orphanage",
    "Easy, flat walking that suits all ages",
  ],
  days: [
    {
      day: 1,
      title: "Hotel pickup in Nairobi",
      time: "9:00 AM",
      description:
        "Your guide collects you from your hotel or residence and drives to the Kenya Wildlife Service headquarters on Lang'ata Road, usually 20-40 minutes from the city centre. On the way the guide introduces Nairobi National Park, the only national park bordering a capital city.",
      activities: [
        "Hotel pickup",
        "Drive to the Kenya Wildlife Service headquarters",
        "Introduction to Nairobi National Park",
      ],
    },
    {
      day: 1,
      title: "The Safari Walk boardwalk",
      time: "9:30 AM - 11:30 AM",
      distance: "Easy boardwalk, about 2 hours at a gentle pace",
      description:
        "The boardwalk leads you from open savanna through a wetland and into shaded forest, with viewing points over each enclosure. Your guide explains each habitat and the stories of the animals, many of which came to the centre as orphans or after injury.",
      activities: [
        "Guided walk along the raised boardwalk",
        "Big cat viewing: lion, leopard and cheetah",
        "Look for white rhino, buffalo and bongo",
        "Wetland birds and crocodiles from the viewing decks",
      ],
      wildlife: [
        "Southern white rhino",
        "Lion",
        "Leopard",
        "Cheetah",
        "Mountain bongo",
        "Sitatunga",
        "Nile crocodile",
      ],
    },
    {
      day: 1,
      title: "Nairobi Animal Orphanage",
      time: "11:30 AM - 12:30 PM",
      description:
        "Next door, the Nairobi Animal Orphanage cares for rescued and orphaned wild animals, from big cats and hyenas to primates and birds. The visit shows the other side of wildlife conservation: rescue, rehabilitation and, where possible, release.",
      activities: [
        "Guided visit to the orphanage",
        "Learn how the Kenya Wildlife Service rescues injured animals",
        "Refreshment break and souvenir shop",
      ],
      meals: "Refreshments",
    },
    {
      day: 1,
      title: "Return to your hotel",
      time: "12:30 PM",
      description:
        "The vehicle takes you back to your hotel or residence, arriving by about 1:00 PM. If you are flying out the same day, we can drop you at Jomo Kenyatta International Airport or Wilson Airport instead.",
      activities: [
        "Drive back to Nairobi",
        "Hotel or airport drop-off",
        "Guide's tips for your onward safari",
      ],
    },
  ],
  included: [
    "Hotel pickup and drop-off in Nairobi",
    "Return transport from Nairobi: a shared vehicle on Budget, a private one on Standard and Premium",
    "Nairobi Safari Walk entrance fees",
    "Nairobi Animal Orphanage entrance fees",
    "Professional English-speaking guide",
    "Bottled drinking water and a light refreshment",
  ],
  notIncluded: [
    "Travel insurance",
    "Lunch",
    "Tips for guide and driver",
    "Drinks other than bottled water",
    "Souvenirs and personal expenses",
  ],
  gear: [
    {
      title: "What to bring",
      items: [
        { name: "Comfortable walking shoes", essential: true },
        { name: "Sun hat and sunscreen", essential: true },
        { name: "Light jacket for cool Nairobi mornings", essential: false },
        { name: "Camera with a zoom lens", essential: false },
        { name: "Binoculars", essential: false },
      ],
    },
    {
      title: "For families",
      items: [
        { name: "Water bottle for each child", essential: true },
        { name: "Snacks", essential: false },
        { name: "Pushchair: the boardwalk is flat and suitable", essential: false },
      ],
    },
  ],
  preparation: [
    {
      title: "Visitor tips",
      items: [
        "Animals are most active in the cooler morning hours, which is why we start at 9:00 AM",
        "Feeding or touching the animals is not allowed",
        "Drones are not permitted at Kenya Wildlife Service sites",
        "The walk makes a good short outing on arrival or departure day",
      ],
    },
  ],
  requirements: {
    maxGroupSize: 15,
    fitnessLevel: "Easy: about 2 hours of gentle, flat walking",
    documents: ["Passport or Kenyan ID for the Kenya Wildlife Service entry ticket"],
    notes: [
      "Suitable for all ages; children must be accompanied by an adult",
      "Most of the boardwalk is accessible; tell us in advance about any mobility needs",
    ],
  },
  wildlife: {
    otherWildlife: [
      "Southern white rhino",
      "Lion",
      "Leopard",
      "Cheetah",
      "Cape buffalo",
      "Mountain bongo",
      "Sitatunga",
      "Nile crocodile",
    ],
    conservation: [
      "Rescue and care of orphaned and injured wildlife",
      "Public education by the Kenya Wildlife Service",
      "Awareness of critically endangered species such as the mountain bongo",
    ],
  },
  faqs: [
    {
      question: "Is this the same as a game drive in Nairobi National Park?",
      answer:
        "No. The Safari Walk is a guided walk on a boardwalk beside the park's main gate, with animals in large natural enclosures. For free-roaming wildlife, ask about our Nairobi National Park wildlife spotting day.",
    },
    {
      question: "Is it suitable for young children?",
      answer:
        "Yes. The walk is flat, short and shaded in places, and children love seeing the big cats and rhino up close.",
    },
    {
      question: "Can I do this before an afternoon flight?",
      answer:
        "Yes. We finish by 1:00 PM and can drop you at Jomo Kenyatta International Airport or Wilson Airport, which are both close to the park.",
    },
  ],
  download: { label: "Download Info", adventureType: "Nairobi Safari Walk" },
  gearList: "safari",
  childPrices: dayTripChildPrices,
  pricing: {
    kind: "seasonal",
    tiers: withTierTexts(seasonalTiers["nairobi-safari-walk"], {
      budget: {
        description:
          "Join a small shared group for the boardwalk and the animal orphanage, with hotel pickup and entrance fees.",
        features: [
          "Shared vehicle",
          "Safari Walk and orphanage fees",
          "Guide",
          "Light refreshment",
        ],
      },
      standard: {
        description:
          "Your own group in a private vehicle, with time to linger wherever the animals are active.",
        features: [
          "Private vehicle",
          "Safari Walk and orphanage fees",
          "Your own guide",
          "Light refreshment",
        ],
      },
      premium: {
        description: "Private vehicle and a naturalist guide, with the start time you choose.",
        features: [
          "Private vehicle",
          "Safari Walk and orphanage fees",
          "Naturalist guide",
          "Flexible start time",
        ],
      },
    }),
    duration,
  },
});
