import { defineTrip } from "../../domain/catalogue/trip-schema";
import { trekTiers } from "../../domain/pricing/tiers";
import { longTrekPage } from "./long-trek-page";

export default defineTrip({
  slug: "kilimanjaro-marangu",
  title: "Kilimanjaro Marangu Route",
  subtitle:
    "Six days to Uhuru Peak, the roof of Africa, on Kilimanjaro's hut route, with an acclimatisation day at Horombo",
  summary:
    "Climb Kilimanjaro to Uhuru Peak (5,895 m) on the Marangu route, sleeping in mountain huts, with an extra acclimatisation day at Horombo Hut and road transfers from Nairobi to Moshi via the Namanga border.",
  overview: [
    "The Marangu route is the oldest way up Kilimanjaro and the only one with hut accommodation all the way: wooden A-frame huts at Mandara and Horombo and a stone dormitory at Kibo Hut. It climbs the south-eastern side of the mountain from Marangu Gate (1,860 m) through rainforest, heath and moorland, across the alpine desert of the Saddle between Mawenzi and Kibo, to the crater rim at Gilman's Point (5,685 m) and on to Uhuru Peak (5,895 m).",
    "Our six-day version adds a full acclimatisation day at Horombo Hut (3,720 m), with a walk up to Zebra Rocks at about 4,000 m. That extra night makes a real difference on summit night, which starts around midnight from Kibo Hut (4,703 m) and is the hardest part of the climb. The way down follows the same path, and the final day brings you back to Marangu Gate for your summit certificate.",
    "We collect you from your Nairobi hotel the day before the climb and drive via the Namanga border and Arusha to Moshi, about 7 hours including border formalities. On the mountain you climb with a Tanzanian guide team licensed by Kilimanjaro National Park, as park rules require, while our Kenyan team handles planning and transfers. The climb itself is non-technical, but the altitude is serious: this is a challenging trek for fit, well-prepared walkers.",
  ],
  duration: "6 Days 5 Nights",
  difficulty: "Challenging",
  groupSize: { min: 1, max: 8 },
  departures: { rule: { every: "month", onDays: [1, 15] }, seats: 8, minimumToRun: 2 },
  region: "Kilimanjaro National Park, Tanzania",
  schedule:
    "Hotel pickup in Nairobi at about 7:00 AM the day before Day 1 for the road transfer via Namanga and Arusha to Moshi (about 7 hours); night in Moshi. Day 6 ends in Moshi, and the return transfer reaches Nairobi in the afternoon of the following day.",
  summit: { name: "Uhuru Peak", elevationMetres: 5895 },
  scene: "kilimanjaro",
  highlights: [
    "Standing on Uhuru Peak (5,895 m), the highest point in Africa",
    "Sunrise over Mawenzi from the crater rim at Gilman's Point (5,685 m)",
    "Hut accommodation every night at Mandara, Horombo and Kibo",
    "An extra acclimatisation day at Horombo with a walk to Zebra Rocks",
    "Five climate zones in six days, from rainforest to arctic summit",
    "Crossing the alpine desert of the Saddle between Mawenzi and Kibo",
    "Official Kilimanjaro National Park summit certificate",
  ],
  days: [
    {
      day: 1,
      title: "Moshi to Marangu Gate and Mandara Hut",
      time: "8:00 AM hotel departure, walking from about 11:00 AM",
      elevation: "2,720 m (Mandara Hut)",
      distance: "8 km, 3-4 hours",
      description:
        "After breakfast we drive from Moshi to Marangu Gate (1,860 m, about 1 hour) to register with the park and meet the porters. The trail climbs gently through lush rainforest, where blue monkeys and black-and-white colobus move through the canopy. In the late afternoon there is an optional short walk from Mandara Hut to the rim of Maundi Crater.",
      activities: [
        "Transfer from Moshi to Marangu Gate",
        "Park registration and crew introductions",
        "Rainforest trek to Mandara Hut",
        "Optional walk to Maundi Crater",
      ],
      accommodation: "Mandara Hut (shared A-frame huts with bunk beds)",
      meals: "Breakfast, lunch and dinner",
      wildlife: ["Blue monkey", "Black-and-white colobus", "Hartlaub's turaco"],
    },
    {
      day: 2,
      title: "Mandara Hut to Horombo Hut",
      elevation: "3,720 m (Horombo Hut)",
      distance: "12 km, 5-7 hours",
      description:
        "The forest thins into heath and then open moorland dotted with giant groundsels and lobelias. For the first time Kibo's snow-streaked summit and the jagged peaks of Mawenzi come into view. We walk slowly, stopping for a packed lunch, and arrive at Horombo Hut, often above the clouds, in the afternoon.",
      activities: [
        "Trek through heath and moorland",
        "First views of Kibo and Mawenzi",
        "Packed lunch on the trail",
        "Evening health check with your guide",
      ],
      accommodation: "Horombo Hut (shared A-frame huts with bunk beds)",
      meals: "Breakfast, lunch and dinner",
    },
    {
      day: 3,
      title: "Acclimatisation day at Horombo",
      elevation: "About 4,000 m (Zebra Rocks), sleeping at 3,720 m (Horombo Hut)",
      distance: "4 km round trip, 2-3 hours",
      description:
        "A second night at Horombo gives your body time to adapt before the big climb. In the morning we walk up to Zebra Rocks, a cliff streaked black and white by mineral deposits, at about 4,000 m, then return to the hut for lunch. Climbing high and sleeping low like this is the single best thing you can do to improve your chances on summit night.",
      activities: [
        "Acclimatisation walk to Zebra Rocks (about 4,000 m)",
        "Views across the Saddle to Mawenzi",
        "Afternoon rest, reading and hydration",
        "Gear check for the days ahead",
      ],
      accommodation: "Horombo Hut (shared A-frame huts with bunk beds)",
      meals: "Breakfast, lunch and dinner",
    },
    {
      day: 4,
      title: "Horombo Hut to Kibo Hut",
      elevation: "4,703 m (Kibo Hut)",
      distance: "10 km, 6-7 hours",
      description:
        "We climb past the Last Water point and out onto the Saddle, a wide, barren alpine desert between Mawenzi and Kibo, with the summit cone growing steadily ahead. Kibo Hut sits at the foot of the final slope. We have an early dinner and a summit briefing, and try to sleep from about 7:00 PM before a wake-up call at 11:00 PM.",
      activities: [
        "Trek past Last Water onto the Saddle",
        "Crossing the alpine desert between Mawenzi and Kibo",
        "Early dinner and summit briefing",
        "Rest before the midnight start",
      ],
      accommodation: "Kibo Hut (stone dormitory with bunk beds)",
      meals: "Breakfast, lunch and dinner",
    },
    {
      day: 5,
      title: "Summit night: Gilman's Point and Uhuru Peak, descend to Horombo",
      time: "Depart around midnight, Gilman's Point around sunrise, Uhuru Peak 7:00-8:00 AM",
      elevation: "5,895 m (Uhuru Peak), sleeping at 3,720 m (Horombo Hut)",
      distance: "About 22 km, 12-15 hours",
      description:
        "We leave Kibo Hut around midnight and climb steep zig-zags of scree by head torch, past Hans Meyer Cave, to reach the crater rim at Gilman's Point (5,685 m) around sunrise. From there it is another 1.5 to 2 hours around the rim, past Stella Point, to Uhuru Peak (5,895 m), with glaciers and the crater beside you. After photos we descend to Kibo Hut for a rest and a meal, then continue down to Horombo Hut for the night.",
      activities: [
        "Midnight start by head torch",
        "Sunrise at Gilman's Point on the crater rim",
        "Crater-rim walk past Stella Point to Uhuru Peak",
        "Rest and hot meal at Kibo Hut",
        "Descent to Horombo Hut",
      ],
      accommodation: "Horombo Hut (shared A-frame huts with bunk beds)",
      meals: "Breakfast, lunch and dinner",
    },
    {
      day: 6,
      title: "Horombo Hut to Marangu Gate and Moshi",
      elevation: "1,860 m (Marangu Gate)",
      distance: "20 km, 6-7 hours",
      description:
        "A long but easy descent takes us back through the moorland and rainforest, with lunch at Mandara Hut on the way. At Marangu Gate you sign out with the park and receive your summit certificate, and say farewell to the mountain crew. We drive back to Moshi (about 1 hour) for a hot shower and a night at the hotel.",
      activities: [
        "Descent through moorland and rainforest",
        "Lunch at Mandara Hut",
        "Summit certificates at Marangu Gate",
        "Farewell to the crew and transfer to Moshi",
      ],
      accommodation: "Hotel in Moshi (bed and breakfast)",
      meals: "Breakfast and lunch",
    },
  ],
  included: [
    "Kilimanjaro National Park conservation, hut and rescue fees",
    "Tanzanian mountain guide and assistant guides licensed by Kilimanjaro National Park",
    "Porters and mountain cook",
    "All meals on the mountain, from lunch on Day 1 to lunch on Day 6, and treated drinking water",
    "Hut accommodation at Mandara, Horombo (three nights) and Kibo",
    "Hotel pickup in Nairobi and return road transfer Nairobi-Moshi via the Namanga border",
    "Two nights' bed and breakfast in Moshi, before and after the climb",
    "Transfers between Moshi and Marangu Gate",
    "Guide's first aid kit and pulse oximeter for twice-daily health checks",
  ],
  notIncluded: [
    "International flights",
    "Tanzania visa and Kenya re-entry authorisation fees",
    "Yellow fever vaccination",
    "Travel insurance (required, and must cover trekking to 6,000 m and helicopter evacuation)",
    "Tips for guides, porters and cook",
    "Sleeping bag hire and personal trekking gear",
    "Drinks at the huts and lunches or dinners in Moshi",
    "Extra nights in Moshi or Nairobi",
  ],
  packing: [
    "Sleeping bag rated to -20°C (the huts provide mattresses but no bedding)",
    "Waterproof, broken-in hiking boots with ankle support",
    "Expedition-weight down jacket for summit night",
    "Waterproof jacket and overtrousers",
    "Two sets of thermal base layers, top and bottom",
    "Fleece jacket and insulated or softshell trousers",
    "Insulated mittens plus thin liner gloves",
    "Warm hat, balaclava or buff, and sun hat",
    "Head torch with spare lithium batteries",
    "Insulated water bottles or a hydration bladder with an insulated tube (3 litres in total)",
    "30-35 litre daypack with rain cover",
    "Category 3-4 sunglasses, SPF 50 sunscreen and lip balm",
  ],
  gear: [
    {
      title: "Clothing",
      items: [
        { name: "Two sets of thermal base layers", essential: true },
        { name: "Fleece jacket", essential: true },
        { name: "Expedition-weight down jacket", essential: true },
        { name: "Waterproof jacket and overtrousers", essential: true },
        { name: "Insulated or softshell trousers", essential: true },
        { name: "Lightweight trekking trousers and shirts for the forest", essential: false },
      ],
    },
    {
      title: "Hands, Head and Feet",
      items: [
        { name: "Waterproof, broken-in hiking boots", essential: true },
        {
          name: "Four pairs of wool trekking socks, including one thick pair for summit night",
          essential: true,
        },
        { name: "Insulated mittens and liner gloves", essential: true },
        { name: "Balaclava or buff and a warm hat", essential: true },
        { name: "Gaiters for the summit scree", essential: false },
        { name: "Hand and toe warmers", essential: false },
      ],
    },
    {
      title: "Sleeping and Equipment",
      items: [
        { name: "Sleeping bag rated to -20°C", essential: true },
        { name: "Head torch with spare lithium batteries", essential: true },
        { name: "30-35 litre daypack with rain cover", essential: true },
        { name: "Waterproof duffel bag for porters", essential: true },
        { name: "Trekking poles", essential: false },
        { name: "Sleeping bag liner", essential: false },
      ],
    },
    {
      title: "Health, Personal and Documents",
      items: [
        { name: "Passport, Tanzania visa and yellow fever certificate", essential: true },
        {
          name: "Personal medication and a small first aid kit with blister plasters",
          essential: true,
        },
        { name: "Category 3-4 sunglasses, SPF 50 sunscreen and lip balm", essential: true },
        { name: "Insulated water bottles or hydration bladder", essential: true },
        { name: "Hand sanitiser, wet wipes and toilet paper", essential: true },
        { name: "Power bank (kept warm in your sleeping bag)", essential: false },
      ],
    },
  ],
  preparation: [
    {
      title: "Training (start 10-12 weeks before)",
      items: [
        "Walk or hike 3-4 times a week, building up to 6-hour hill days carrying a 6-8 kg daypack.",
        "Do back-to-back long walks at weekends; summit day alone can be 12-15 hours on your feet.",
        "Stair climbing, step-ups and long descents prepare your legs for the summit scree and the 20 km walk out.",
        "Wear your boots and summit layers on training walks so nothing is new on the mountain.",
      ],
    },
    {
      title: "Acclimatisation and altitude sickness",
      items: [
        "Walk slowly ('pole pole'), drink 3-4 litres of water a day and keep eating even without an appetite.",
        "Mild headache, nausea, poor sleep and breathlessness on exertion are normal above 3,500 m and usually ease with rest and fluids.",
        "Severe headache that does not respond to painkillers, vomiting, confusion, loss of coordination or breathlessness at rest are warning signs of HACE or HAPE.",
        "Guides check every climber morning and evening, including oxygen saturation. Anyone with serious symptoms descends immediately with a guide, using the park rescue service if needed; your insurance must cover evacuation.",
        "Talk to your doctor before travel about acetazolamide (Diamox) and any existing conditions.",
      ],
    },
    {
      title: "Crossing into Tanzania",
      items: [
        "Apply for the official Tanzania eVisa well before travel and carry a printed copy; the East Africa Tourist Visa does not cover Tanzania.",
        "Carry your original yellow fever certificate: officials at Namanga can ask for it from travellers arriving from Kenya.",
        "If you flew into Kenya, check whether your Kenyan entry authorisation covers your return from Tanzania, and apply for a new one if it does not.",
        "Bring some Tanzanian shillings or US dollars in small, recent notes for tips and drinks.",
      ],
    },
  ],
  requirements: {
    minimumAge: 16,
    maxGroupSize: 8,
    fitnessLevel:
      "Good to very good fitness. You should be able to hike 6-7 hours a day for several days in a row and cope with one 12-15 hour summit day starting at midnight in freezing conditions. Previous multi-day trekking experience, ideally at altitude, is strongly recommended; no technical climbing skills are needed.",
    documents: [
      "Passport valid for at least 6 months beyond your entry date into Tanzania, with at least two blank pages",
      "Tanzania visa (eVisa obtained before travel)",
      "Yellow fever vaccination certificate, required when arriving in Tanzania from Kenya",
      "Kenya entry authorisation (eTA) valid for your return to Kenya",
      "Proof of travel insurance covering trekking to 6,000 m and helicopter evacuation",
    ],
    notes: [
      "Climbers under 18 must be accompanied by a parent or guardian.",
      "Tell us about any medical conditions when booking, especially heart or lung conditions.",
      "Summit temperatures are typically -10°C to -20°C with wind chill.",
    ],
  },
  wildlife: {
    otherWildlife: ["Blue monkey", "Black-and-white colobus", "Four-striped grass mouse"],
    birdlife: ["Hartlaub's turaco", "White-necked raven", "Alpine chat", "Scarlet-tufted sunbird"],
  },
  faqs: [
    {
      question: "Why choose the Marangu route?",
      answer:
        "It is the only route on Kilimanjaro with huts for every night, so you sleep on a mattress under a roof rather than in a tent, and the path is well graded. The trade-offs are that you go up and down the same way, and the final climb from Kibo Hut is steep and direct, so acclimatisation matters.",
    },
    {
      question: "Is six days enough to reach the summit?",
      answer:
        "The six-day itinerary with an acclimatisation day at Horombo gives a much better chance than the five-day version, and most fit, well-prepared climbers reach at least Gilman's Point. No itinerary can guarantee the summit: altitude affects people regardless of fitness. If you want more time to adapt, ask us about adding a night.",
    },
    {
      question: "What is summit night like?",
      answer:
        "Hard. You leave Kibo Hut around midnight and climb for 5-7 hours in the dark on loose scree to Gilman's Point, in temperatures that can feel like -20°C in the wind, then walk 1.5-2 hours along the crater rim to Uhuru Peak. Reaching Gilman's Point on the rim earns an official park certificate even if you turn back there.",
    },
    {
      question: "Can I hire gear in Moshi?",
      answer:
        "Yes. We can arrange a -20°C sleeping bag, down jacket, trekking poles and other items in Moshi. Hire gear is charged separately, so please tell us what you need when you book so it is ready on arrival.",
    },
  ],
  ...longTrekPage,
  pricing: { kind: "tier-calculator", tiers: trekTiers["kilimanjaro-marangu"] },
});
