import { defineTrip } from "../../domain/catalogue/trip-schema";
import { tierCalculators } from "../../domain/pricing/tiers";
import { safariChildPrices } from "./child-prices";

export default defineTrip({
  slug: "diani-beach",
  title: "Diani Beach Getaway",
  subtitle: "White sand, coral reefs and dhow days on Kenya's south coast",
  summary:
    "Four days on Diani Beach: snorkel the coral gardens of Kisite-Mpunguti Marine National Park from a traditional dhow, lunch on Wasini Island, meet the Angolan colobus monkeys of Colobus Conservation and unwind on one of Africa's finest beaches.",
  overview: [
    "Diani Beach runs for about 17 km of white coral sand south of Mombasa, protected by an offshore reef that keeps the lagoon calm and warm. Behind the beach, the coastal forest is home to Angolan colobus, Sykes' monkeys and baboons, and the Swahili coast's food, music and dhows are never far away.",
    "The highlight of the trip is a full day on the water from Shimoni: a wooden dhow takes you to Kisite-Mpunguti Marine National Park, where you snorkel over coral gardens and often meet bottlenose or humpback dolphins, before a Swahili seafood lunch on Wasini Island. Another morning you visit Colobus Conservation, the Diani charity that builds rope 'colobridges' over the beach road to keep the monkeys safe from traffic.",
    "The rest is yours to shape: lazy beach days, kitesurfing lessons, a walk in the sacred Kaya Kinondo forest, or an optional half day in Shimba Hills National Reserve, the only place in Kenya to see sable antelope. You travel from Nairobi by the Madaraka Express train or by a one-hour flight to Ukunda, and stay three nights in a beachfront hotel.",
  ],
  duration: "4 Days 3 Nights",
  difficulty: "Easy",
  groupSize: { min: 2, max: 20 },
  region: "Diani and Shimoni, Kwale County (South Coast)",
  scene: "coast",
  highlights: [
    "Snorkel the coral gardens of Kisite-Mpunguti Marine National Park",
    "Dhow trip from Shimoni with frequent dolphin sightings",
    "Swahili seafood lunch and coral garden walk on Wasini Island",
    "Guided tour of Colobus Conservation and its 'colobridges'",
    "Three nights at a beachfront hotel on Diani's white sand",
    "Optional Shimba Hills safari for sable antelope and elephants",
  ],
  days: [
    {
      day: 1,
      title: "Nairobi to Diani Beach",
      description:
        "We take you to Nairobi Terminus for the morning Madaraka Express train to Mombasa, a scenic ride past Tsavo's plains, or to the airport for a one-hour flight to Ukunda airstrip. Our coast driver meets you and transfers you across the Likoni ferry or straight from the airstrip to your beachfront hotel. The late afternoon is free for a first swim and sunset on the beach.",
      activities: [
        "Hotel pickup in Nairobi and transfer to the train station or airport",
        "Madaraka Express train or flight to the coast",
        "Transfer to Diani and hotel check-in",
        "Sunset walk on the beach",
      ],
      accommodation: "Beachfront hotel (Standard Beach) or boutique resort (Luxury Beach), Diani",
      meals: "Dinner",
    },
    {
      day: 2,
      title: "Kisite-Mpunguti Marine Park and Wasini Island",
      description:
        "After an early breakfast you drive about an hour south to Shimoni and board a traditional dhow. Out in Kisite-Mpunguti Marine National Park you snorkel the reef among parrotfish, angelfish and turtles, with a good chance of dolphins on the way. Lunch is a Swahili seafood feast on Wasini Island, followed by a walk through its coral gardens and village.",
      activities: [
        "Dhow cruise from Shimoni",
        "Snorkelling in Kisite-Mpunguti Marine National Park",
        "Dolphin watching",
        "Seafood lunch and coral garden walk on Wasini Island",
      ],
      wildlife: [
        "Bottlenose dolphin",
        "Indo-Pacific humpback dolphin",
        "Green turtle",
        "Reef fish",
      ],
      accommodation: "Beachfront hotel (Standard Beach) or boutique resort (Luxury Beach), Diani",
      meals: "Breakfast, lunch, dinner",
    },
    {
      day: 3,
      title: "Colobus Conservation and a free afternoon",
      description:
        "The morning starts with a guided tour of Colobus Conservation, which rescues injured primates and protects the endangered Angolan colobus of the south coast forests. The rest of the day is free: relax on the beach, book a kitesurfing or diving session, or join an optional half day in Shimba Hills National Reserve to look for sable antelope and walk to Sheldrick Falls.",
      activities: [
        "Guided tour of Colobus Conservation",
        "Beach time and swimming in the reef lagoon",
        "Optional Shimba Hills safari or Kaya Kinondo forest walk",
        "Optional kitesurfing, diving or glass-bottom boat trip",
      ],
      wildlife: ["Angolan colobus", "Sykes' monkey", "Yellow baboon"],
      accommodation: "Beachfront hotel (Standard Beach) or boutique resort (Luxury Beach), Diani",
      meals: "Breakfast, dinner",
    },
    {
      day: 4,
      title: "Morning at leisure and return to Nairobi",
      description:
        "Enjoy a last swim or a walk along the beach at low tide before checking out. We transfer you to Mombasa for the train or to Ukunda airstrip for your flight, and our Nairobi team meets you on arrival and takes you to your hotel.",
      activities: [
        "Free morning on the beach",
        "Hotel check-out",
        "Transfer to the train station or airstrip",
        "Return to Nairobi and hotel drop-off",
      ],
      meals: "Breakfast",
    },
  ],
  included: [
    "Hotel pickup and drop-off in Nairobi",
    "Return Madaraka Express economy-class train tickets between Nairobi and Mombasa",
    "All coast transfers in a private air-conditioned vehicle",
    "Three nights on Diani Beach: a beachfront hotel (Standard Beach) or a boutique resort (Luxury Beach)",
    "Half board on Standard Beach, full board on Luxury Beach, plus the meals stated in the itinerary",
    "Full-day Kisite-Mpunguti dhow excursion with snorkelling gear and Wasini Island lunch",
    "Kisite-Mpunguti Marine National Park fees",
    "Guided tour of Colobus Conservation",
    "Bottled water during excursions",
  ],
  notIncluded: [
    "Travel insurance",
    "Domestic flights to Ukunda (available as an upgrade instead of the train)",
    "Optional activities such as Shimba Hills, diving and kitesurfing",
    "Lunches on days 1, 3 and 4",
    "Drinks at the hotel",
    "Tips for guides, dhow crew and drivers",
    "Personal expenses",
  ],
  gear: [
    {
      title: "Beach and water",
      items: [
        { name: "Swimwear", essential: true },
        { name: "Reef-safe sunscreen (high SPF)", essential: true },
        { name: "Sun hat and sunglasses", essential: true },
        { name: "Water shoes for coral and rocky shores", essential: false },
        { name: "Rash vest for snorkelling", essential: false },
      ],
    },
    {
      title: "Clothing and health",
      items: [
        { name: "Light, breathable cotton or linen clothing", essential: true },
        { name: "Insect repellent and antimalarials as advised by your doctor", essential: true },
        { name: "Modest cover-up for Wasini village and Swahili towns", essential: true },
        { name: "Light sweater for air-conditioned train and evenings", essential: false },
      ],
    },
  ],
  preparation: [
    {
      title: "Travel tips for the coast",
      items: [
        "The coast is hot and humid all year; drink plenty of water",
        "Diani is in a malaria area: talk to your doctor about prevention before travelling",
        "Dress modestly away from the beach out of respect for local Swahili culture",
        "Do not buy shells or coral from beach vendors; removing them harms the reef",
        "The calmest sea and best visibility for snorkelling are usually from October to March",
      ],
    },
  ],
  requirements: {
    maxGroupSize: 20,
    fitnessLevel: "Easy: no special fitness needed; snorkelling is optional",
    documents: ["Passport or Kenyan ID, required for train tickets and flights"],
    notes: [
      "Non-swimmers can snorkel with a life jacket and stay close to the crew",
      "Suitable for families, couples and groups",
    ],
  },
  wildlife: {
    otherWildlife: [
      "Bottlenose dolphin",
      "Indo-Pacific humpback dolphin",
      "Green turtle",
      "Angolan colobus",
      "Sykes' monkey",
      "Sable antelope (Shimba Hills, optional)",
    ],
    conservation: [
      "Kisite-Mpunguti Marine National Park protects coral reefs and seagrass beds",
      "Colobus Conservation rescues primates and builds colobridges over the Diani road",
      "Kaya Kinondo is one of the sacred Mijikenda Kaya forests, a UNESCO World Heritage Site",
    ],
  },
  faqs: [
    {
      question: "Should I take the train or fly?",
      answer:
        "The Madaraka Express is comfortable and scenic and included in the package. If you are short of time, we can book a one-hour flight from Nairobi to Ukunda airstrip, just minutes from Diani, as an upgrade.",
    },
    {
      question: "Can non-swimmers join the snorkelling trip?",
      answer:
        "Yes. The dhow crew provides life jackets and masks, and non-swimmers can float in shallow areas with a crew member close by, or simply enjoy the dolphins from the boat.",
    },
    {
      question: "When is the best time to visit Diani?",
      answer:
        "Diani can be visited all year. December to March is hot and calm, July to September is breezy and ideal for kitesurfing, and April to June brings the long rains.",
    },
  ],
  childPrices: safariChildPrices,
  pricing: tierCalculators["diani-beach"],
});
