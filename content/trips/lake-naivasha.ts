import { defineTrip } from "../../domain/catalogue/trip-schema";
import { tierCalculators } from "../../domain/pricing/tiers";
import { dayTripChildPrices } from "./child-prices";

export default defineTrip({
  slug: "lake-naivasha",
  title: "Lake Naivasha Camping",
  subtitle: "A night under canvas on the shore of the Rift Valley's freshwater lake",
  summary:
    "Two days and one night camping on the shore of Lake Naivasha: a boat ride among hippos, a walking safari on Crescent Island, a campfire under the stars and a crater-lake walk before heading back to Nairobi.",
  overview: [
    "Lake Naivasha is the highest and one of the few freshwater lakes of Kenya's Rift Valley, about two hours from Nairobi. Its papyrus-fringed shore is home to hippos, fish eagles and hundreds of other bird species, which makes it the perfect first taste of camping in Kenya.",
    "We set up camp at a lakeshore campsite on Moi South Lake Road, then take a boat out among the hippo pods and land on Crescent Island, where you can walk among giraffe, zebra and wildebeest with no predators about. After dinner around the campfire you may hear hippos grazing on the lawns at night. The next morning we walk around the Crater Lake Game Sanctuary and its small green crater lake before driving back.",
    "Camping is comfortable rather than rough: we pitch the tents, the camp cook handles meals, and the campsite has hot showers and flush toilets. It is an easy trip that suits families, friends and first-time campers.",
  ],
  duration: "2 Days 1 Night",
  difficulty: "Easy",
  groupSize: { min: 4, max: 16 },
  region: "Naivasha, Great Rift Valley",
  schedule:
    "Hotel pickup in Nairobi at 7:00 AM on Day 1, return to Nairobi by about 5:00 PM on Day 2",
  scene: "crater-lake",
  highlights: [
    "Boat ride among hippos and fish eagles on Lake Naivasha",
    "Walking safari among giraffe and zebra on Crescent Island",
    "A night camping on the lakeshore with a campfire dinner",
    "Crater Lake Game Sanctuary and its green crater lake",
    "Great Rift Valley viewpoint on the drive from Nairobi",
    "Over 400 bird species recorded around the lake",
  ],
  days: [
    {
      day: 1,
      title: "Nairobi to Lake Naivasha: boat ride and Crescent Island",
      elevation: "About 1,890 m (lakeshore camp)",
      description:
        "We leave Nairobi at 7:00 AM, stopping at the Great Rift Valley viewpoint, and reach the lake by about 10:00 AM to set up camp. After lunch a boat takes us among the hippos and out to Crescent Island for a guided walking safari among giraffe, zebra, waterbuck and wildebeest. We return for sunset, a campfire and dinner cooked at camp.",
      activities: [
        "Great Rift Valley viewpoint stop",
        "Camp set-up at the lakeshore campsite",
        "Boat ride to see hippos and African fish eagles",
        "Guided walking safari on Crescent Island",
        "Campfire evening with dinner at camp",
      ],
      meals: "Lunch and dinner",
      accommodation:
        "Lakeshore campsite: dome tents (Budget), walk-in tents with beds (Standard) or en-suite safari tents (Premium), depending on your tier",
      wildlife: ["Hippopotamus", "Maasai giraffe", "Plains zebra", "Blue wildebeest", "Waterbuck"],
    },
    {
      day: 2,
      title: "Bird walk, Crater Lake Sanctuary and return to Nairobi",
      description:
        "Early risers join a guided bird walk along the shore before breakfast. We then pack up and drive to the Crater Lake Game Sanctuary, where a walk with a ranger takes you around the rim of a small, green alkaline crater lake, often visited by flamingos and colobus monkeys. After lunch we drive back to Nairobi.",
      activities: [
        "Sunrise bird walk along the lakeshore",
        "Breakfast and camp pack-up",
        "Guided walk at the Crater Lake Game Sanctuary",
        "Drive back to Nairobi (about 2 hours)",
      ],
      meals: "Breakfast and lunch",
      accommodation: "Not included (end of trip)",
      wildlife: ["Black-and-white colobus", "Lesser flamingo (seasonal)", "Impala"],
    },
  ],
  included: [
    "Hotel pickup and drop-off in Nairobi",
    "Return transport in a safari van or minibus",
    "English-speaking guide throughout",
    "Tents as per your tier (dome tents on Budget, walk-in tents with beds on Standard, en-suite safari tents on Premium), sleeping bags and camp chairs",
    "Camp cook and all meals from Day 1 lunch to Day 2 lunch",
    "Campsite fees",
    "Boat ride on Lake Naivasha and Crescent Island entry",
    "Crater Lake Game Sanctuary entry",
  ],
  notIncluded: [
    "Travel insurance",
    "Drinks other than water and tea or coffee at camp",
    "Optional activities such as Hell's Gate cycling (included on Premium)",
    "Tips for guides and the camp cook",
    "Personal items and toiletries",
  ],
  gear: [
    {
      title: "Camping Essentials",
      items: [
        { name: "Headtorch with spare batteries", essential: true },
        { name: "Warm fleece or jacket (nights can drop to about 10°C)", essential: true },
        { name: "Quick-dry towel and toiletries", essential: true },
        { name: "Your own sleeping bag liner or pillow", essential: false },
      ],
    },
    {
      title: "Daytime",
      items: [
        { name: "Comfortable walking shoes", essential: true },
        { name: "Sun hat, sunglasses and sunscreen", essential: true },
        { name: "Binoculars for birding", essential: false },
        { name: "Insect repellent", essential: true },
      ],
    },
  ],
  preparation: [
    {
      title: "Camping Tips",
      items: [
        "Hippos leave the water to graze at night: never walk to the shore after dark, and use your torch between tent and bathroom.",
        "Evenings by the lake are cool and damp, so pack a warm layer even in the dry season.",
        "Keep food out of the tents; vervet monkeys and marabou storks are bold around campsites.",
        "We can provide extra blankets on request.",
      ],
    },
  ],
  requirements: {
    maxGroupSize: 16,
    fitnessLevel: "Easy: short, flat walks; suitable for most ages",
    documents: ["Passport or Kenyan ID"],
    notes: [
      "Minimum group of four people; smaller groups can join a shared departure on request.",
      "Children are welcome with an adult; life jackets are provided in all sizes on the boat.",
      "Vegetarian and other diets can be catered for with advance notice.",
    ],
  },
  wildlife: {
    otherWildlife: [
      "Hippopotamus",
      "Maasai giraffe",
      "Plains zebra",
      "Blue wildebeest",
      "Waterbuck",
      "Black-and-white colobus",
      "Vervet monkey",
    ],
    birdlife: [
      "African fish eagle",
      "Pied kingfisher",
      "Malachite kingfisher",
      "Goliath heron",
      "Great white pelican",
      "Lesser flamingo (seasonal, at the crater lake)",
    ],
  },
  faqs: [
    {
      question: "Do we need our own camping gear?",
      answer:
        "No. Tents, mattresses, sleeping bags and chairs are provided and pitched for you. Bring a headtorch, warm layers and your personal items.",
    },
    {
      question: "Is it safe to camp with hippos nearby?",
      answer:
        "Yes, provided you follow the campsite rules: stay away from the water's edge after dark and keep to lit paths. Campsite guards patrol at night.",
    },
    {
      question: "Can we add Hell's Gate?",
      answer:
        "Yes. Hell's Gate National Park is a short drive from the lake, and we can swap the Day 2 crater-lake walk for cycling and the gorge hike (included on Premium; park fees extra on Budget and Standard).",
    },
  ],
  gearList: "safari",
  childPrices: dayTripChildPrices,
  pricing: tierCalculators["lake-naivasha"],
});
