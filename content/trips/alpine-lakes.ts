import { defineTrip } from "../../domain/catalogue/trip-schema";
import { fixedPrices } from "../../domain/pricing/tiers";

export default defineTrip({
  slug: "alpine-lakes",
  title: "Alpine Lakes Circuit",
  subtitle: "Six days among the glacial lakes and tarns of Mount Kenya's wild eastern side",
  summary:
    "A six-day camping circuit from the Chogoria gate to six of Mount Kenya's glacial lakes and tarns, from Lake Ellis and Lake Michaelson in the Gorges Valley to the Hall Tarns and the Hobley Valley, topping out at about 4,500 m without a summit push.",
  overview: [
    "Mount Kenya has more than thirty glacial lakes and tarns, left behind as its ice retreated, and most trekkers see only one or two on the way to Point Lenana. This circuit is built around them instead. Starting from the Chogoria gate on the eastern side, we camp beside Lake Ellis, drop into the Gorges Valley to Lake Michaelson beneath the 300 m cliffs of the Temple, climb to the Hall Tarns, and cross into the quiet Hobley Valley for Thompson Tarn, Gallery Tarn and the Carr Lakes.",
    "Because there is no summit day, the highest point is about 4,500 m and every night is spent at or below 4,300 m. That makes it a good choice for hikers who want the high mountain scenery, giant groundsels and lobelias, and views of Batian and Nelion, without a 2:30 AM start. The days are still long and the ground is rough: tussock grass, boggy patches, and steep paths in and out of the Gorges Valley.",
    "This is a fully supported camping trek. Our Naro Moru crew carries the tents and food, pitches camp and cooks, and your guide knows the lesser-used paths between the lakes. Anglers can bring a rod: Lake Ellis and Lake Michaelson hold trout, and we can arrange Kenya Wildlife Service fishing permits in advance.",
  ],
  duration: "6 Days 5 Nights",
  difficulty: "Moderate",
  groupSize: { min: 2, max: 10 },
  departures: { rule: { every: "month", onDays: [8, 22] }, seats: 10, minimumToRun: 2 },
  region: "Mount Kenya National Park (Chogoria side), Kenya",
  schedule:
    "Pickup from your Nairobi hotel or our Naro Moru base at 7:00 AM on day 1; drop-off in Nairobi around 5:00 PM on day 6.",
  maxElevationMetres: 4500,
  scene: "alpine-lakes",
  highlights: [
    "Six glacial lakes and tarns: Lake Ellis, Lake Michaelson, the Hall Tarns, Thompson Tarn, Gallery Tarn and the Carr Lakes",
    "Camping beside Lake Michaelson beneath the 300 m cliffs of the Temple",
    "Vivienne Falls and the length of the Gorges Valley, Mount Kenya's grandest valley",
    "Views of Batian and Nelion from the Hall Tarns without a summit-night start",
    "The rarely visited Hobley Valley on the mountain's north-eastern side",
    "Optional trout fly-fishing at Lake Ellis and Lake Michaelson (permit required)",
  ],
  days: [
    {
      day: 1,
      title: "Nairobi to the Chogoria gate and Lake Ellis",
      time: "7:00 AM pickup; walk 2:00 PM - 5:00 PM",
      elevation: "About 3,460 m (Lake Ellis)",
      distance: "7 km, 3 hours",
      description:
        "We drive from Nairobi through Embu to Chogoria town, then climb the 32 km forest track by 4x4 to the park gate at the Meru Mt Kenya Bandas (2,950 m). After registering with the Kenya Wildlife Service we walk through the last of the forest and out onto open moorland to camp beside Lake Ellis, at the foot of Mugi Hill.",
      activities: [
        "Scenic drive to Chogoria and 4x4 transfer through the forest",
        "Park registration at the Chogoria gate",
        "Afternoon walk to Lake Ellis",
        "Evening health check and camp briefing",
      ],
      accommodation: "Tented camp at Lake Ellis",
      meals: "Lunch, dinner",
      wildlife: ["Black-and-white colobus monkey", "Sykes's monkey", "Cape buffalo"],
    },
    {
      day: 2,
      title: "Lake Ellis to Lake Michaelson",
      time: "7:30 AM - 3:00 PM",
      elevation: "About 3,900 m (Lake Michaelson); high point about 4,200 m",
      distance: "10 km, 6-7 hours",
      description:
        "A steady climb through tussock grass and giant lobelias takes us onto the high plateau above the Gorges Valley, where we stop for lunch at about 4,200 m with the peaks ahead. In the afternoon we descend steeply into the valley to camp on the shore of Lake Michaelson, walled in by the cliffs of the Temple. Climbing higher than we sleep is good acclimatisation for the days ahead.",
      activities: [
        "Moorland trek onto the plateau above the Gorges Valley",
        "Picnic lunch with views of Batian and Nelion",
        "Steep descent to Lake Michaelson",
        "Optional evening fly-fishing at the lake",
      ],
      accommodation: "Tented camp at Lake Michaelson",
      meals: "Breakfast, lunch, dinner",
      wildlife: ["Rock hyrax", "Scarlet-tufted sunbird", "Augur buzzard"],
    },
    {
      day: 3,
      title: "Lake Michaelson to the Hall Tarns",
      time: "8:00 AM - 1:00 PM",
      elevation: "4,300 m (Hall Tarns)",
      distance: "5 km, 4-5 hours",
      description:
        "We visit Vivienne Falls beside the lake, then climb the steep path out of the Gorges Valley to the Hall Tarns, a cluster of small tarns near Minto's Hut. After lunch we walk to the rim of the Temple, where the ground drops about 300 m straight down to Lake Michaelson, the best viewpoint on the eastern side of the mountain.",
      activities: [
        "Visit Vivienne Falls",
        "Climb out of the Gorges Valley to the Hall Tarns",
        "Afternoon walk to the rim of the Temple",
        "Sunset photography over the tarns",
      ],
      accommodation: "Tented camp at the Hall Tarns (Minto's Hut)",
      meals: "Breakfast, lunch, dinner",
    },
    {
      day: 4,
      title: "Hall Tarns to the Hobley Valley: Thompson Tarn, Gallery Tarn and the Carr Lakes",
      time: "7:30 AM - 3:00 PM",
      elevation: "About 4,500 m (high point above the Hobley Valley); camp at the Carr Lakes",
      distance: "9 km, 6-7 hours",
      description:
        "The highest day of the circuit. We leave the main Chogoria path and cross the ridge north of the Hall Tarns at about 4,500 m, then drop into the Hobley Valley, one of the most lake-rich and least visited corners of the mountain. We pass Thompson Tarn and Gallery Tarn on the way down the valley and camp beside the Carr Lakes, named after Ernest Carr, who built a road up the eastern side of the mountain from Chogoria.",
      activities: [
        "Cross the ridge into the Hobley Valley at about 4,500 m",
        "Visit Thompson Tarn and Gallery Tarn",
        "Descend the Hobley Valley to the Carr Lakes",
        "Evening health check",
      ],
      accommodation: "Tented camp at the Carr Lakes",
      meals: "Breakfast, lunch, dinner",
    },
    {
      day: 5,
      title: "Carr Lakes to the Chogoria road head and Meru Mt Kenya Bandas",
      time: "8:00 AM - 3:30 PM",
      elevation: "2,950 m (Meru Mt Kenya Bandas)",
      distance: "13 km, 5-6 hours",
      description:
        "A long descent through tussock and giant heather brings us back to the Chogoria road head, with a short detour to the Nithi Falls, where the river that drains Lake Michaelson plunges off the edge of the moorland. Our vehicle takes us down to the Meru Mt Kenya Bandas for hot showers and a log fire.",
      activities: [
        "Descent through the moorland and giant heather zone",
        "Detour to the Nithi Falls",
        "Vehicle transfer to the Meru Mt Kenya Bandas",
        "Hot showers and a farewell dinner with the crew",
      ],
      accommodation: "Meru Mt Kenya Bandas (cabins)",
      meals: "Breakfast, lunch, dinner",
    },
    {
      day: 6,
      title: "Forest walk and return to Nairobi",
      time: "7:00 AM - 5:00 PM",
      elevation: "2,950 m (Meru Mt Kenya Bandas)",
      distance: "3 km, 1-2 hours",
      description:
        "An early walk around the clearings near the bandas gives the best chance of seeing buffalo, elephant and forest birds before they retreat into cover. After breakfast we drive down the forest track to Chogoria town and back to Naro Moru or your Nairobi hotel.",
      activities: [
        "Early-morning guided forest walk",
        "4x4 transfer down the forest track to Chogoria",
        "Drive back to Naro Moru or Nairobi",
      ],
      meals: "Breakfast, lunch",
      wildlife: ["African elephant", "Cape buffalo", "Hartlaub's turaco", "Bushbuck"],
    },
  ],
  included: [
    "Hotel pickup and drop-off in Nairobi, or start and finish at our Naro Moru base",
    "4x4 transfers on the Chogoria forest track",
    "Camping fees on the mountain",
    "KWS-licensed lead guide, plus an assistant guide for groups of 6 or more",
    "Porters to carry up to 15 kg of your kit, plus a cook",
    "Two-person tents, sleeping mats, dining tent and camp equipment",
    "All meals on the trek, with tea, coffee and snacks",
    "One night in cabins at the Meru Mt Kenya Bandas",
    "Boiled and treated drinking water and a full first-aid kit",
  ],
  notIncluded: [
    "Mount Kenya National Park entry fees for 5 days: not in the trip price; each traveller's fee, at the Kenya Wildlife Service rate, is its own line of your quote",
    "International flights",
    "Kenya eTA (electronic travel authorisation) or visa fees",
    "Travel insurance (required: must cover trekking to 4,500 m and helicopter evacuation)",
    "Tips for guides, cooks and porters",
    "Personal trekking gear, including your sleeping bag (rental available in Naro Moru)",
    "KWS fishing permits and fishing tackle",
    "Hotel nights in Nairobi before and after the trek",
  ],
  packing: [
    "Sleeping bag rated to 0°C (comfort) and a liner",
    "Broken-in waterproof hiking boots",
    "Gaiters for wet tussock and bog",
    "Waterproof jacket and trousers",
    "Warm insulated jacket",
    "Fleece mid-layer and thermal base layers",
    "Warm hat, sun hat and gloves",
    "Headlamp with spare batteries",
    "Two 1-litre water bottles",
    "Trekking poles",
    "Sunglasses and SPF 50 sunscreen",
    "30-40 litre daypack with rain cover",
    "Camera with spare batteries (cold drains them quickly)",
  ],
  gear: [
    {
      title: "Clothing",
      items: [
        { name: "Waterproof shell jacket with hood", essential: true },
        { name: "Waterproof over-trousers", essential: true },
        { name: "Insulated jacket (down or synthetic)", essential: true },
        { name: "Thermal base layers", essential: true },
        { name: "Quick-dry trekking shirt and trousers", essential: false },
      ],
    },
    {
      title: "Footwear",
      items: [
        {
          name: "Broken-in waterproof hiking boots with ankle support",
          essential: true,
        },
        { name: "Gaiters", essential: true },
        { name: "Camp shoes or sandals", essential: false },
      ],
    },
    {
      title: "Camping",
      items: [
        { name: "Sleeping bag rated to 0°C (comfort)", essential: true },
        { name: "Sleeping bag liner", essential: false },
        { name: "Inflatable pillow", essential: false },
        { name: "Headlamp with spare batteries", essential: true },
      ],
    },
    {
      title: "Extras",
      items: [
        { name: "Trekking poles", essential: false },
        { name: "Binoculars for birdwatching", essential: false },
        { name: "Fly rod and reel (anglers only)", essential: false },
      ],
    },
  ],
  preparation: [
    {
      title: "Training and Preparation",
      items: [
        "Start training 6-8 weeks before departure with three sessions a week of walking, running, cycling or stair climbing.",
        "Build up to full-day hikes of 5-7 hours on rough or hilly ground, carrying a 5-7 kg daypack, on consecutive days.",
        "Practise walking on uneven ground: tussock grass and bog are more tiring than a made path.",
        "Break in your boots and gaiters on training walks before you travel.",
      ],
    },
    {
      title: "Altitude Awareness",
      items: [
        "Every night is at or below 4,300 m, but mild altitude symptoms (headache, poor appetite, disturbed sleep) are still common; tell your guide.",
        "A headache that does not ease with rest, vomiting, confusion, unsteadiness, or breathlessness at rest are serious: you will descend with a guide straight away.",
        "Drink 3-4 litres a day, walk at a slow steady pace, and avoid alcohol until you are back at the bandas.",
        "Ask your doctor about acetazolamide (Diamox) if you have had altitude problems before.",
      ],
    },
    {
      title: "Travel Tips",
      items: [
        "The driest months are January to March and late June to September; the Chogoria forest track can be impassable in heavy rain.",
        "Nights at Lake Michaelson and the Hall Tarns are often below freezing, so keep a dry set of clothes just for sleeping.",
        "Anglers should tell us when booking so we can arrange KWS fishing permits in advance.",
      ],
    },
  ],
  requirements: {
    minimumAge: 10,
    maxGroupSize: 10,
    fitnessLevel:
      "Moderate: comfortable walking 5-7 hours a day on rough, sometimes pathless ground for several days in a row. No climbing experience needed.",
    documents: [
      "Passport valid for at least six months from your arrival date",
      "Kenya eTA (electronic travel authorisation), applied for online before travel",
      "Proof of travel insurance covering trekking to 4,500 m",
    ],
    notes: [
      "Trekkers under 18 must be accompanied by a parent or guardian.",
      "Please tell us about any medical conditions when you book.",
    ],
  },
  wildlife: {
    otherWildlife: [
      "African elephant",
      "Cape buffalo",
      "Black-and-white colobus monkey",
      "Rock hyrax",
      "Bushbuck",
    ],
    birdlife: [
      "Scarlet-tufted sunbird",
      "Jackson's francolin",
      "Hartlaub's turaco",
      "Augur buzzard",
      "Alpine chat",
    ],
  },
  faqs: [
    {
      question: "Do we climb Point Lenana on this trip?",
      answer:
        "No. The highest point is about 4,500 m and there is no summit night. If you would like to add Point Lenana, ask us about combining the lakes with a summit; it adds at least one day and a 2:30 AM start.",
    },
    {
      question: "Are the lakes safe to swim in?",
      answer:
        "They are glacial and very cold, usually a few degrees above freezing. A quick dip is possible on a sunny afternoon, but never swim alone and only with your guide's agreement.",
    },
    {
      question: "How remote is the Hobley Valley section?",
      answer:
        "Very. There are no huts and few other trekkers, and paths are faint in places. Your guide knows the route well, but in thick cloud we may change the day's plan and return by the main Chogoria path instead.",
    },
  ],
  gearList: "mountain",
  // Charged on top of the trip price as their own lines, at the rate in force on the travel date (decision 0033).
  parkFees: [{ park: "mount-kenya", days: 5 }],
  pricing: { kind: "fixed", ...fixedPrices["alpine-lakes"]! },
});
