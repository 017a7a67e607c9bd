import { defineTrip } from "../../domain/catalogue/trip-schema";
import { trekTiers } from "../../domain/pricing/tiers";
import { longTrekPage } from "./long-trek-page";

export default defineTrip({
  slug: "timau-chogoria",
  title: "Timau-Chogoria Trek",
  subtitle:
    "Five days across Mount Kenya from the dry northern moorlands to the lakes and gorges of the Chogoria route",
  summary:
    "A five-day north-to-east crossing of Mount Kenya: open moorland on the quiet Timau route, a sunrise summit on Point Lenana (4,985 m), and a descent past the Hall Tarns, the Temple and the Gorges Valley to Chogoria.",
  overview: [
    "The Timau route climbs Mount Kenya from the north, above the wheat and barley farms of the Timau plateau. This side of the mountain lies in a rain shadow, so the forest belt is thin and the walking is mostly on open, rolling moorland with wide views of the peaks ahead. It is one of the least used approaches on the mountain, and zebra and eland are often seen on the lower slopes.",
    "We camp for two nights on the northern moorland before joining the summit circuit at Shipton's Camp. From there we leave at about 2:30 AM for sunrise on Point Lenana (4,985 m), then cross to the Chogoria route, widely considered the most beautiful on Mount Kenya, and spend the last night on the mountain at the Hall Tarns above Lake Michaelson.",
    "Five days is a compact itinerary for this altitude. The Timau approach is gentle, but you still sleep at 4,200 m on the third night, and the last day combines a 4-5 hour descent with the drive back to Nairobi. It suits fit trekkers with some hiking experience; if you have never been above 3,500 m, consider adding an acclimatisation day.",
  ],
  duration: "5 Days 4 Nights",
  difficulty: "Challenging",
  groupSize: { min: 1, max: 12 },
  departures: { rule: { every: "month", onDays: [5, 20] }, seats: 10, minimumToRun: 2 },
  region: "Mount Kenya National Park, Kenya",
  schedule:
    "Hotel pickup in Nairobi at 6:00 AM on Day 1 (or meet us in Naro Moru or Nanyuki); drop-off at your Nairobi hotel at about 7:00 PM on Day 5",
  summit: { name: "Point Lenana", elevationMetres: 4985 },
  scene: "mount-kenya",
  highlights: [
    "Sunrise on Point Lenana (4,985 m), the highest trekking summit on Mount Kenya",
    "The dry, open northern moorland of the Timau route, with few other trekkers",
    "Chances to see zebra and eland on the lower northern slopes",
    "Giant groundsels and lobelias across the Afro-alpine moorland",
    "A night at the Hall Tarns above the Temple and Lake Michaelson",
    "A full traverse of the mountain from north to east",
  ],
  days: [
    {
      day: 1,
      title: "Nairobi to Timau and the northern moorland",
      time: "6:00 AM pickup, walking from about 1:00 PM",
      elevation: "3,400 m (Marania moorland camp)",
      distance: "6 km, 2-3 hours",
      description:
        "We drive north from Nairobi past Naro Moru and Nanyuki to Timau town (about 4 hours), meet the crew and continue by 4x4 up through the farmland to the road head at the edge of the forest, at about 3,000 m. A short afternoon walk through the thin forest belt and onto the moorland takes us to our first camp near the Marania River. The gentle start helps your body begin adjusting to the altitude.",
      activities: [
        "Drive from Nairobi to Timau via Nanyuki (about 4 hours)",
        "Meet the crew and gear check",
        "4x4 transfer through the Timau farmland to the road head",
        "Afternoon walk onto the northern moorland",
      ],
      accommodation: "Tented camp near the Marania River",
      meals: "Lunch and dinner",
      wildlife: ["Plains zebra", "Common eland", "Augur buzzard"],
    },
    {
      day: 2,
      title: "Across the northern moorland to Major's Camp",
      elevation: "3,900 m (Major's Camp)",
      distance: "13 km, 6-7 hours",
      description:
        "A long but steady day across rolling moorland, crossing a series of stream valleys with the peaks growing larger ahead. Tussock grass gives way to giant groundsels and lobelias as we climb. We stop for a packed lunch on the way and camp on the high moorland at Major's Camp.",
      activities: [
        "Trek across open, rolling Afro-alpine moorland",
        "Packed lunch by a mountain stream",
        "Look out for rock hyrax, mole-rat mounds and sunbirds",
        "Short acclimatisation stroll above camp before dinner",
      ],
      accommodation: "Tented camp at Major's Camp",
      meals: "Breakfast, lunch and dinner",
    },
    {
      day: 3,
      title: "Major's Camp to Shipton's Camp",
      elevation: "4,200 m (Shipton's Camp)",
      distance: "8 km, 4-5 hours",
      description:
        "We contour west beneath the northern peaks and drop into the head of the Mackinder Valley, arriving at Shipton's Camp in time for lunch. The afternoon is for rest, with a short acclimatisation walk towards Kami Hut for views of Batian and Nelion. After an early dinner your guide gives the summit briefing.",
      activities: [
        "Trek into the upper Mackinder Valley",
        "Afternoon acclimatisation walk towards Kami Hut",
        "Summit-night briefing and gear check",
        "Early night before the summit start",
      ],
      accommodation: "Shipton's Camp (bunkhouse or tents)",
      meals: "Breakfast, lunch and dinner",
    },
    {
      day: 4,
      title: "Summit Point Lenana, descend to the Hall Tarns",
      time: "Depart 2:30 AM, summit around 6:00 AM",
      elevation: "4,985 m (Point Lenana), sleeping at 4,300 m (Hall Tarns)",
      distance: "11 km, 6-8 hours",
      description:
        "By head torch we climb the steep scree above Shipton's past Harris Tarn to reach Point Lenana for sunrise, with Batian and Nelion close by and the plains of Kenya spread out below. We then descend the eastern side over Simba Col onto the Chogoria route and reach the Hall Tarns near Minto's Hut for a late breakfast. The afternoon is free to rest or walk to the edge of the Temple, which drops about 300 m to Lake Michaelson.",
      activities: [
        "Pre-dawn climb past Harris Tarn",
        "Sunrise on Point Lenana",
        "Descent over Simba Col onto the Chogoria route",
        "Late breakfast and afternoon rest at the Hall Tarns",
        "Optional walk to the Temple viewpoint",
      ],
      accommodation: "Tented camp at the Hall Tarns (Minto's Hut)",
      meals: "Breakfast, lunch and dinner",
    },
    {
      day: 5,
      title: "Hall Tarns to Chogoria and Nairobi",
      time: "Walking 7:00 AM - 12:00 PM, Nairobi about 7:00 PM",
      elevation: "2,950 m (Meru Mt Kenya Bandas)",
      distance: "13 km, 4-5 hours, then about 6 hours by road",
      description:
        "We follow the ridge above the Gorges Valley, with views down to its waterfalls and old lava flows, and descend through moorland and giant heath to the road head and the Meru Mt Kenya Bandas. After lunch a 4x4 takes us down the forest track to Chogoria town (about 2 hours), where we say goodbye to the crew and drive back to Nairobi via Embu. When the track is dry the vehicle can meet us higher up, at the road head.",
      activities: [
        "Ridge walk above the Gorges Valley",
        "Descent through moorland and giant heath",
        "Lunch at the Meru Mt Kenya Bandas",
        "4x4 transfer through the Chogoria forest",
        "Drive to Nairobi via Embu",
      ],
      meals: "Breakfast and lunch",
      wildlife: ["Cape buffalo", "Black-and-white colobus", "Scarlet-tufted sunbird"],
    },
  ],
  included: [
    "Camping fees on the mountain",
    "KWS-registered mountain guide throughout, plus assistant guides as group size requires",
    "Porters to carry your main bag, tents and camp equipment",
    "Mountain cook and all meals on the mountain, from lunch on Day 1 to lunch on Day 5",
    "Hotel pickup in Nairobi and all road transfers, including the 4x4 sections at Timau and Chogoria",
    "Two-person tents, sleeping mats and a dining tent",
    "Night at Shipton's Camp",
    "Boiled and treated drinking water on the mountain",
    "Guide's first aid kit and pulse oximeter for daily health checks",
  ],
  notIncluded: [
    "Mount Kenya National Park entry fees for 4 days: not in the trip price; each traveller's fee, at the Kenya Wildlife Service rate, is its own line of your quote",
    "International flights",
    "Travel insurance (required, and must cover trekking to 5,000 m and emergency evacuation)",
    "Kenya entry authorisation (eTA) or visa fees",
    "Tips for guides, porters and cook",
    "Sleeping bag hire and personal trekking gear",
    "Drinks, snacks and personal items",
    "Accommodation in Nairobi before or after the trek",
  ],
  packing: [
    "Sleeping bag rated to 0°C (bring a fleece liner for the sub-zero nights at 4,200 m)",
    "Waterproof, broken-in hiking boots with ankle support",
    "Waterproof jacket and overtrousers",
    "Insulated down or synthetic jacket",
    "Fleece mid-layer",
    "Thermal base layers, top and bottom",
    "Warm hat, sun hat and buff",
    "Insulated gloves plus thin liner gloves",
    "Head torch with spare batteries for the summit climb",
    "Two 1-litre water bottles or a hydration bladder",
    "30-35 litre daypack with rain cover",
    "Sunglasses, SPF 50 sunscreen and lip balm",
  ],
  gear: [
    {
      title: "Clothing",
      items: [
        { name: "Thermal base layers (top and bottom)", essential: true },
        { name: "Fleece mid-layer", essential: true },
        { name: "Insulated down or synthetic jacket", essential: true },
        { name: "Waterproof jacket and overtrousers", essential: true },
        { name: "Two pairs of quick-dry trekking trousers", essential: true },
        { name: "Windproof softshell jacket", essential: false },
      ],
    },
    {
      title: "Footwear",
      items: [
        { name: "Waterproof, broken-in hiking boots", essential: true },
        { name: "Three or four pairs of wool trekking socks", essential: true },
        { name: "Gaiters for the summit scree", essential: false },
        { name: "Camp shoes or sandals", essential: false },
      ],
    },
    {
      title: "Sleeping and Camp",
      items: [
        { name: "Sleeping bag rated to 0°C", essential: true },
        { name: "Fleece or silk sleeping bag liner", essential: false },
        { name: "Waterproof duffel bag for porters", essential: true },
      ],
    },
    {
      title: "Equipment",
      items: [
        { name: "Head torch with spare batteries", essential: true },
        { name: "30-35 litre daypack with rain cover", essential: true },
        { name: "Two 1-litre water bottles or hydration bladder", essential: true },
        { name: "Trekking poles", essential: false },
        { name: "Power bank", essential: false },
      ],
    },
    {
      title: "Health and Personal",
      items: [
        {
          name: "Personal medication and a small first aid kit with blister plasters",
          essential: true,
        },
        { name: "SPF 50 sunscreen and lip balm", essential: true },
        { name: "Hand sanitiser and toilet paper", essential: true },
        { name: "Water purification tablets", essential: false },
      ],
    },
  ],
  preparation: [
    {
      title: "Training (start 8-12 weeks before)",
      items: [
        "Walk or hike 3-4 times a week, building up to 5-6 hour hill days carrying a 6-8 kg daypack.",
        "Include at least two weekends of back-to-back long walks to get used to consecutive trekking days.",
        "Add stair climbing or step-ups for summit morning, and practise long descents: Day 4 and Day 5 drop more than 2,000 m between them.",
        "Wear your boots on every training walk so they are fully broken in before you arrive.",
      ],
    },
    {
      title: "Acclimatisation and altitude sickness",
      items: [
        "Five days is a fast ascent to nearly 5,000 m. Walk slowly ('pole pole'), drink 3-4 litres of water a day and keep eating.",
        "Mild headache, nausea, poor sleep and tiredness are common above 3,500 m and usually ease with rest and fluids.",
        "Severe headache that does not respond to painkillers, vomiting, confusion, loss of coordination or breathlessness at rest are warning signs of HACE or HAPE.",
        "Our guides check every trekker morning and evening, including oxygen saturation; anyone with serious symptoms descends immediately with a guide.",
        "Talk to your doctor before travel about acetazolamide (Diamox), and consider an extra acclimatisation day if you have not trekked at altitude before.",
      ],
    },
  ],
  requirements: {
    minimumAge: 14,
    maxGroupSize: 12,
    fitnessLevel:
      "Good fitness. You should be comfortable hiking 5-7 hours a day for several days in a row, and ready for a 2:30 AM summit start on steep scree. Previous hiking experience is recommended; no technical climbing skills are needed.",
    documents: [
      "Valid passport and Kenya entry authorisation (eTA) for international visitors",
      "Kenyan national ID or alien card for citizen and resident park rates",
      "Proof of travel insurance covering trekking to 5,000 m and emergency evacuation",
    ],
    notes: [
      "Trekkers under 18 must be accompanied by a parent or guardian.",
      "Tell us about any medical conditions when booking, especially heart or lung conditions.",
      "We strongly recommend AMREF Flying Doctors emergency evacuation cover while in Kenya.",
    ],
  },
  wildlife: {
    otherWildlife: [
      "Plains zebra",
      "Common eland",
      "Cape buffalo",
      "Rock hyrax",
      "Black-and-white colobus",
    ],
    birdlife: ["Augur buzzard", "Scarlet-tufted sunbird", "Alpine chat", "Verreaux's eagle"],
  },
  faqs: [
    {
      question: "How does the Timau route compare with Sirimon?",
      answer:
        "Both start on the drier northern side of the mountain. Sirimon has huts and is much busier; Timau is a camping route across wide, open moorland where you are unlikely to meet other groups until Shipton's Camp. The walking is not technically harder, but the days on the moorland are long.",
    },
    {
      question: "Is five days enough to acclimatise?",
      answer:
        "For most fit trekkers, yes: the northern approach gains height gradually and we sleep at 3,400 m, 3,900 m and 4,200 m before the summit. It is still a fast itinerary, and altitude affects people regardless of fitness. If you have no experience above 3,500 m, we recommend adding a rest day at Shipton's Camp.",
    },
    {
      question: "What happens if I cannot reach the summit?",
      answer:
        "If you feel unwell or too tired on summit morning, an assistant guide stays with you and takes you by the safest route to rejoin the group on the Chogoria side, or straight down if you have altitude symptoms, while the rest of the group continues. Your safety always comes before the summit.",
    },
    {
      question: "When is the best time for this trek?",
      answer:
        "January to March and July to September are the driest and clearest months. The northern side stays drier than the rest of the mountain, but we avoid the long rains of April and May, when the Chogoria forest track can become impassable.",
    },
  ],
  ...longTrekPage,
  // Charged on top of the trip price as their own lines, at the rate in force on the travel date (decision 0033).
  parkFees: [{ park: "mount-kenya", days: 4 }],
  pricing: { kind: "tier-calculator", tiers: trekTiers["timau-chogoria"] },
});
