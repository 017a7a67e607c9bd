import { defineTrip } from "../../domain/catalogue/trip-schema";
import { tierCalculators } from "../../domain/pricing/tiers";
import { dayTripChildPrices } from "./child-prices";

export default defineTrip({
  slug: "wildlife-spotting",
  title: "Nairobi National Park Wildlife Spotting",
  subtitle:
    "Lions, rhinos and giraffes with the city skyline behind them, plus the Sheldrick elephant orphanage",
  summary:
    "A full day in Nairobi National Park, one of the very few national parks on a capital city's doorstep: game drives for lion, black rhino and giraffe, the Sheldrick elephant orphanage, the 1989 Ivory Burning Site and the Hippo Pools.",
  overview: [
    "Nairobi National Park was Kenya's first national park, gazetted in 1946, and its main gate is only about 7 km from the city centre. Its 117 km² of open plains, acacia woodland and river forest hold lion, leopard, buffalo, cheetah and one of the country's most important black rhino populations, with the Nairobi skyline rising behind them.",
    "We enter at dawn, when predators are most active, and spend the morning on a game drive before visiting the Sheldrick Wildlife Trust's elephant orphanage during its public hour. The afternoon takes in the Ivory Burning Site, where Kenya set fire to its ivory stockpile in 1989, and the Hippo Pools, where you can stretch your legs on a short walk with a ranger.",
    "It is an ideal trip for a first or last day in Kenya, or for travellers who have limited time. One thing to know before you come: there are no elephants in the park itself. You will see them at the orphanage.",
  ],
  duration: "1 Day",
  difficulty: "Easy",
  groupSize: { min: 2, max: 8 },
  region: "Nairobi",
  schedule: "Hotel pickup in Nairobi at 6:00 AM, return by 5:00 PM",
  scene: "city-park",
  highlights: [
    "Dawn game drive with the Nairobi skyline as a backdrop",
    "Black rhino in one of Kenya's key rhino sanctuaries",
    "Orphaned baby elephants at the Sheldrick Wildlife Trust",
    "The Ivory Burning Site, scene of the historic 1989 ivory burn",
    "Guided walk at the Hippo Pools on the Athi River",
    "Over 400 bird species recorded in the park",
  ],
  days: [
    {
      day: 1,
      time: "6:00 AM",
      title: "Hotel pickup",
      description:
        "Your guide collects you from your Nairobi hotel and we drive the short distance to the park's main gate on Langata Road, home to the headquarters of the Kenya Wildlife Service.",
      activities: [
        "Hotel pickup in Nairobi",
        "Drive to the main gate on Langata Road",
        "Park entry formalities",
      ],
    },
    {
      day: 1,
      time: "6:30 AM - 10:30 AM",
      title: "Morning game drive",
      description:
        "The park gates open at 6:00 AM, and the first hours of light are the best time to find lions returning from the night's hunt. We search the open plains and the dams for lion, black rhino, buffalo, giraffe and plains game, with the city skyline on the horizon.",
      activities: [
        "Game drive across the plains and woodland",
        "Rhino tracking with your guide",
        "Stops at the park's dams for waterbirds",
        "Photography with the skyline behind the wildlife",
      ],
      wildlife: ["Lion", "Black rhino", "Cape buffalo", "Maasai giraffe", "Plains zebra"],
    },
    {
      day: 1,
      time: "11:00 AM - 12:00 PM",
      title: "Sheldrick Wildlife Trust elephant orphanage",
      description:
        "During the orphanage's public visiting hour the keepers bring the baby elephants out for their milk feed and mud bath, and explain each orphan's story. The Trust rescues orphaned elephants and rhinos from across Kenya and raises them until they can return to the wild, mostly in Tsavo.",
      activities: [
        "Baby elephant milk feeding and mud bath",
        "Keepers' talk on rescue and rewilding",
        "Option to foster an orphan",
      ],
      wildlife: ["Orphaned African elephant calves"],
    },
    {
      day: 1,
      time: "12:30 PM - 1:30 PM",
      title: "Ivory Burning Site and picnic lunch",
      description:
        "We stop at the Ivory Burning Site, where President Daniel arap Moi set fire to 12 tonnes of ivory in July 1989, a landmark moment in the fight against poaching; a far larger stockpile was burned here in 2016. A picnic lunch follows at a park picnic site.",
      activities: [
        "Ivory Burning Site monument",
        "Guide's talk on Kenya's anti-poaching history",
        "Picnic lunch in the park",
      ],
      meals: "Picnic lunch",
    },
    {
      day: 1,
      time: "1:30 PM - 4:30 PM",
      title: "Afternoon game drive and Hippo Pools",
      description:
        "The afternoon drive heads south towards the Athi River, where a ranger leads a short walk along the Hippo Pools nature trail to see hippos and crocodiles. We return via the southern plains, looking for cheetah, eland and ostrich.",
      activities: [
        "Game drive across the southern plains",
        "Guided walk at the Hippo Pools",
        "Search for cheetah and leopard",
      ],
      wildlife: ["Hippopotamus", "Nile crocodile", "Cheetah", "Eland", "Common ostrich"],
    },
    {
      day: 1,
      time: "4:30 PM - 5:00 PM",
      title: "Return to your hotel",
      description: "We leave the park by the main gate and drop you back at your Nairobi hotel.",
      activities: ["Exit via the main gate", "Hotel drop-off in Nairobi"],
    },
  ],
  included: [
    "Hotel pickup and drop-off in Nairobi",
    "4x4 safari vehicle with pop-up roof (shared on Budget, private on Standard and Premium)",
    "Professional English-speaking driver-guide",
    "Sheldrick Wildlife Trust visit booking and entry contribution",
    "Picnic lunch",
    "Bottled drinking water",
  ],
  notIncluded: [
    "Nairobi National Park entry fee for the day: not in the trip price; each traveller's fee, at the Kenya Wildlife Service rate, is its own line of your quote",
    "Travel insurance",
    "Fostering an orphaned elephant (optional)",
    "Tips for your guide",
    "Drinks other than water and personal items",
  ],
  gear: [
    {
      title: "Game Drive Essentials",
      items: [
        { name: "Binoculars", essential: true },
        { name: "Warm jacket for the cold dawn start", essential: true },
        { name: "Sun hat and sunglasses", essential: true },
        { name: "Neutral-coloured clothing", essential: false },
      ],
    },
    {
      title: "Camera and Extras",
      items: [
        { name: "Camera with a zoom lens", essential: false },
        { name: "Spare batteries or a power bank", essential: false },
        { name: "Sunscreen", essential: true },
      ],
    },
  ],
  preparation: [
    {
      title: "Tips for the Day",
      items: [
        "Nairobi mornings are cool (often around 12-15°C in July and August), so bring a warm layer for the open roof.",
        "Carry your passport: it is needed at the park gate to apply the correct entry fee category.",
        "Sightings vary from day to day; lions and rhinos are seen on most days, leopards far less often.",
        "Park payments are cashless; everything in the itinerary is prepaid by us.",
      ],
    },
  ],
  requirements: {
    maxGroupSize: 8,
    fitnessLevel: "Easy: vehicle-based, with one short flat walk",
    documents: ["Passport or Kenyan ID for park entry"],
    notes: [
      "Children of all ages are welcome and love the elephant orphanage.",
      "Sheldrick visits must be booked in advance, so please book at least 48 hours ahead.",
    ],
  },
  wildlife: {
    bigFive: ["Lion", "Leopard", "Cape buffalo", "Black rhino"],
    otherWildlife: [
      "Cheetah",
      "Maasai giraffe",
      "Plains zebra",
      "Southern white rhino",
      "Hippopotamus",
      "Nile crocodile",
      "Eland",
      "Coke's hartebeest",
      "Grant's and Thomson's gazelle",
      "Impala",
      "Spotted hyena",
      "Olive baboon",
    ],
    birdlife: [
      "Common ostrich",
      "Secretary bird",
      "Grey crowned crane",
      "Kori bustard",
      "Jackson's widowbird",
      "African fish eagle",
    ],
    conservation: [
      "Rhino sanctuary: Nairobi National Park has one of Kenya's most important black rhino populations and has supplied rhinos to restock other parks",
      "Ivory Burning Site: 12 tonnes of ivory burned by President Moi in July 1989, and 105 tonnes in 2016",
      "Sheldrick Wildlife Trust nursery, which rescues orphaned elephants and rhinos and returns them to the wild",
      "Kenya Wildlife Service (KWS) headquarters at the park's main gate",
      "Open southern boundary and the Kitengela dispersal area, vital for migrating wildebeest and zebra and threatened by fencing and development",
    ],
  },
  faqs: [
    {
      question: "Are there elephants in Nairobi National Park?",
      answer:
        "No wild elephants live in the park. You will see orphaned elephants up close at the Sheldrick Wildlife Trust, which is inside the park's boundary.",
    },
    {
      question: "Can we see the Big Five here?",
      answer:
        "Four of them: lion, leopard, buffalo and black rhino. Elephants are the missing one, which is why we include the Sheldrick orphanage.",
    },
    {
      question: "Is a half-day option available?",
      answer:
        "Yes. A morning game drive returning by about 12:30 PM is possible, but you would miss the afternoon drive and Hippo Pools.",
    },
  ],
  gearList: "safari",
  // Charged on top of the trip price as their own lines, at the rate in force on the travel date (decision 0033).
  parkFees: [{ park: "nairobi", days: 1 }],
  childPrices: dayTripChildPrices,
  pricing: tierCalculators["wildlife-spotting"],
});
