import { defineTrip } from "../../domain/catalogue/trip-schema";
import { trekTiers } from "../../domain/pricing/tiers";
import { longTrekPage } from "./long-trek-page";

export default defineTrip({
  slug: "burguret-chogoria",
  title: "Burguret-Chogoria Traverse",
  subtitle:
    "A six-day west-to-east wilderness crossing of Mount Kenya, up the wild Burguret route and down the Chogoria route to Point Lenana and beyond",
  summary:
    "Six days across Mount Kenya: up the little-used Burguret route through giant bamboo and moorland, a sunrise summit on Point Lenana (4,985 m), then down the Chogoria route past the Hall Tarns and the Gorges Valley.",
  overview: [
    "The Burguret route is the wildest way onto Mount Kenya. It climbs the western flank from Gathiuru Forest Station, close to our base in Naro Moru, on a faint trail through giant bamboo and podocarpus forest that is used more by elephant and buffalo than by people. There are no huts until Shipton's Camp and no park gate at the trailhead, so we camp in the wild and arrange permits with the Kenya Wildlife Service in advance. It is the country described in Felice Benuzzi's 'No Picnic on Mount Kenya', and on most departures you will not meet another group until the summit circuit.",
    "After two nights of wild camping and a night at Shipton's Camp, we leave at about 2:30 AM to reach Point Lenana (4,985 m) for sunrise, then cross to the eastern side of the mountain. The Chogoria descent is the most scenic on Mount Kenya: the Hall Tarns, the cliffs of the Temple above Lake Michaelson and the long view down the Gorges Valley, finishing with hot showers and a log fire at the Meru Mt Kenya Bandas.",
    "This is a challenging trek. Route-finding in the bamboo is slow and muddy after rain, Day 2 gains about 1,100 m, and summit day starts at 2:30 AM with 6 to 8 hours on steep, rocky ground at altitude. It suits fit hikers who want solitude and real wilderness more than comfort; if you want huts and a well-trodden path, look at our Point Lenana Summit trek instead.",
  ],
  duration: "6 Days 5 Nights",
  difficulty: "Challenging",
  groupSize: { min: 1, max: 10 },
  departures: { rule: { every: "month", onDays: [10] }, seats: 8, minimumToRun: 2 },
  region: "Mount Kenya National Park, Kenya",
  schedule:
    "Hotel pickup in Nairobi at 6:30 AM on Day 1 (or meet us at our Naro Moru base); drop-off at your Nairobi hotel at about 5:00 PM on Day 6",
  summit: { name: "Point Lenana", elevationMetres: 4985 },
  scene: "mount-kenya",
  highlights: [
    "Sunrise on Point Lenana (4,985 m) with views of Batian and Nelion",
    "A full west-to-east traverse of Mount Kenya on two of its least crowded routes",
    "Giant bamboo and podocarpus forest where elephant and buffalo roam",
    "Wild camps at Giant Bamboo Camp and beneath the cliffs of Highland Castle",
    "Crossing Hausberg Col into the Mackinder Valley below the main peaks",
    "The Hall Tarns, the Temple and Lake Michaelson on the Chogoria descent",
    "A last night of hot showers and a log fire at the Meru Mt Kenya Bandas",
  ],
  days: [
    {
      day: 1,
      title: "Nairobi to Gathiuru Forest Station and Giant Bamboo Camp",
      time: "6:30 AM pickup, walking from about 1:30 PM",
      elevation: "2,600 m (Giant Bamboo Camp)",
      distance: "8 km, 3-4 hours",
      description:
        "We drive north from Nairobi to our base in Naro Moru (about 3 hours) to meet the crew, check gear and have lunch, then continue by 4x4 to Gathiuru Forest Station and the road head at about 2,400 m. The afternoon walk follows a faint path through forest and towering bamboo, with fresh elephant and buffalo signs along the way. We camp in a clearing at Giant Bamboo Camp.",
      activities: [
        "Drive from Nairobi to Naro Moru (about 3 hours)",
        "Gear check and crew briefing at our Naro Moru base",
        "4x4 transfer to Gathiuru Forest Station and the road head",
        "Trek through montane forest and the giant bamboo belt",
      ],
      accommodation: "Tented camp at Giant Bamboo Camp",
      meals: "Lunch and dinner",
      wildlife: [
        "African elephant",
        "Cape buffalo",
        "Black-and-white colobus",
        "Hartlaub's turaco",
      ],
    },
    {
      day: 2,
      title: "Giant Bamboo Camp to Highland Castle",
      elevation: "3,700 m (Highland Castle camp)",
      distance: "8 km, 5-6 hours",
      description:
        "The bamboo gives way to podocarpus and pencil cedar, then to the Hagenia and Hypericum woodland at the edge of the moorland, where we stop for a packed lunch. Above the tree line we climb through giant groundsels and lobelias to camp beneath the rock towers of Highland Castle. It is a big day of about 1,100 m of ascent, so we keep the pace deliberately slow.",
      activities: [
        "Trek out of the bamboo into Hagenia woodland",
        "Packed lunch at the edge of the moorland",
        "Climb through giant groundsel and lobelia moorland",
        "First clear views of the main peaks from camp",
      ],
      accommodation: "Tented camp at Highland Castle",
      meals: "Breakfast, lunch and dinner",
    },
    {
      day: 3,
      title: "Highland Castle to Shipton's Camp via Hausberg Col",
      elevation: "4,200 m (Shipton's Camp)",
      distance: "10 km, 6-7 hours",
      description:
        "We follow the ridge above camp onto the summit circuit, passing glacial tarns and crossing Hausberg Col at about 4,590 m before descending past Oblong Tarn into the head of the Mackinder Valley. Climbing higher than we sleep is good acclimatisation for tomorrow. We spend the night at Shipton's Camp, directly below Batian and Nelion, with an early dinner and a summit briefing.",
      activities: [
        "Trek onto the summit circuit path",
        "Cross Hausberg Col (about 4,590 m) for close views of the peaks",
        "Descend past Oblong Tarn into the Mackinder Valley",
        "Summit-night briefing and gear check",
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
        "We leave Shipton's at about 2:30 AM with head torches and climb steep scree past Harris Tarn to reach Point Lenana (4,985 m) for sunrise, with Batian, Nelion and on clear mornings Kilimanjaro on the horizon. After photos we descend the eastern side of the peak over Simba Col onto the Chogoria route, reaching the Hall Tarns near Minto's Hut for a late breakfast. We camp here for the night, perched above the cliffs of the Temple.",
      activities: [
        "Pre-dawn climb by head torch past Harris Tarn",
        "Sunrise on Point Lenana",
        "Descent over Simba Col onto the Chogoria route",
        "Late breakfast at the Hall Tarns",
        "Afternoon rest at the Hall Tarns",
      ],
      accommodation: "Tented camp at the Hall Tarns (Minto's Hut)",
      meals: "Breakfast, lunch and dinner",
    },
    {
      day: 5,
      title: "Hall Tarns to Meru Mt Kenya Bandas",
      elevation: "2,950 m (Meru Mt Kenya Bandas)",
      distance: "13 km, 4-5 hours",
      description:
        "The morning starts at the Temple viewpoint, looking straight down about 300 m of cliff to Lake Michaelson. We then follow the broad ridge above the Gorges Valley, with waterfalls and old lava flows below, down through moorland and giant heath to the road head and along the forest track to the Meru Mt Kenya Bandas. The afternoon is for hot showers, a log fire and looking out for buffalo grazing near the cabins.",
      activities: [
        "Viewpoint over the Temple and Lake Michaelson",
        "Ridge walk above the Gorges Valley",
        "Descent through moorland and giant heath to the road head",
        "Hot showers and a log fire at the bandas",
      ],
      accommodation: "Meru Mt Kenya Bandas (self-contained cabins)",
      meals: "Breakfast, lunch and dinner",
      wildlife: ["Cape buffalo", "Rock hyrax", "Augur buzzard", "Scarlet-tufted sunbird"],
    },
    {
      day: 6,
      title: "Chogoria to Nairobi",
      time: "Depart the bandas about 8:00 AM, Nairobi about 5:00 PM",
      elevation: "1,795 m (Nairobi)",
      distance: "32 km by 4x4 to Chogoria, then about 4 hours by road",
      description:
        "After breakfast a 4x4 takes us down the rough forest track to Chogoria town (about 2 hours), where we say goodbye to the mountain crew. We drive back to Nairobi via Embu, arriving in the late afternoon. If heavy rain has made the forest track impassable, we walk the first section to meet the vehicle.",
      activities: [
        "4x4 transfer through the Chogoria forest",
        "Farewell to the guides, porters and cook in Chogoria",
        "Drive to Nairobi via Embu",
      ],
      meals: "Breakfast and lunch",
    },
  ],
  included: [
    "Camping fees on the mountain",
    "KWS-registered mountain guide throughout, plus assistant guides as group size requires",
    "Porters to carry your main bag, tents and camp equipment",
    "Mountain cook and all meals on the mountain, from lunch on Day 1 to lunch on Day 6",
    "Hotel pickup in Nairobi and all road transfers, including the 4x4 sections at Gathiuru and Chogoria",
    "Two-person tents, sleeping mats and a dining tent",
    "Night at Shipton's Camp and at the Meru Mt Kenya Bandas",
    "Boiled and treated drinking water on the mountain",
    "Guide's first aid kit and pulse oximeter for daily health checks",
  ],
  notIncluded: [
    "Mount Kenya National Park entry fees for 5 days: not in the trip price; each traveller's fee, at the Kenya Wildlife Service rate, is its own line of your quote",
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
    "Gaiters for the muddy bamboo section and summit scree",
    "Waterproof jacket and overtrousers",
    "Insulated down or synthetic jacket",
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
        { name: "Long-sleeved shirts for the forest (ticks and nettles)", essential: false },
      ],
    },
    {
      title: "Footwear",
      items: [
        { name: "Waterproof, broken-in hiking boots", essential: true },
        { name: "Gaiters", essential: true },
        { name: "Three or four pairs of wool trekking socks", essential: true },
        { name: "Camp shoes or sandals", essential: false },
      ],
    },
    {
      title: "Sleeping and Camp",
      items: [
        { name: "Sleeping bag rated to 0°C", essential: true },
        { name: "Fleece or silk sleeping bag liner", essential: false },
        { name: "Inflatable pillow", essential: false },
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
        { name: "Dry bags for clothes and electronics", essential: false },
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
        { name: "Power bank", essential: false },
      ],
    },
  ],
  preparation: [
    {
      title: "Training (start 8-12 weeks before)",
      items: [
        "Walk or hike 3-4 times a week, building up to 5-6 hour hill days carrying a 6-8 kg daypack.",
        "Do back-to-back long walks on consecutive weekends: this trek is six days in a row, and Days 2 to 4 are long.",
        "Add stair climbing or step-ups for the steep scree of summit morning, and practise descending to condition your knees.",
        "Wear your boots on every training walk so they are fully broken in before you arrive.",
      ],
    },
    {
      title: "Acclimatisation and altitude sickness",
      items: [
        "Walk slowly ('pole pole'), drink 3-4 litres of water a day and keep eating even when your appetite drops.",
        "Mild headache, nausea, poor sleep and tiredness are common above 3,500 m and usually ease with rest and fluids.",
        "Severe headache that does not respond to painkillers, vomiting, confusion, loss of coordination or breathlessness at rest are warning signs of HACE or HAPE.",
        "Our guides check every trekker morning and evening, including oxygen saturation; anyone with serious symptoms descends immediately with a guide, and the summit is never worth the risk.",
        "Talk to your doctor before travel about acetazolamide (Diamox) and any existing conditions.",
      ],
    },
    {
      title: "On the Burguret route",
      items: [
        "Expect mud, fallen bamboo and overgrown sections on Days 1 and 2; gaiters and trekking poles help.",
        "Elephant and buffalo live in the forest: stay close to your guide and follow their instructions.",
        "There is little or no phone signal on much of the route, so let family know you will be out of contact for a few days.",
      ],
    },
  ],
  requirements: {
    minimumAge: 12,
    maxGroupSize: 10,
    fitnessLevel:
      "Good to very good fitness. You should be comfortable hiking 6-8 hours a day on rough, steep and sometimes muddy ground for several days in a row. Previous multi-day trekking experience is strongly recommended; no technical climbing skills are needed.",
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
      "African elephant",
      "Cape buffalo",
      "Black-and-white colobus",
      "Sykes's monkey",
      "Bushbuck",
      "Rock hyrax",
    ],
    birdlife: ["Hartlaub's turaco", "Scarlet-tufted sunbird", "Augur buzzard", "Alpine chat"],
  },
  faqs: [
    {
      question: "How hard is the Burguret route compared with Sirimon or Naro Moru?",
      answer:
        "Harder. The lower section has no clear path, so progress through the bamboo is slow and muddy after rain, and there are no huts until Shipton's Camp. In return you get real wilderness and very few other trekkers. If this is your first high-altitude trek, the Sirimon-based Point Lenana Summit trek is a gentler choice.",
    },
    {
      question: "Is it safe with elephant and buffalo in the forest?",
      answer:
        "Encounters are possible, which is part of the appeal. Our guides know the forest well, read fresh signs, and keep the group together and at a safe distance. Please follow their instructions at all times and never approach wildlife.",
    },
    {
      question: "How cold does it get?",
      answer:
        "Days on the moorland are often mild, but nights at Shipton's Camp and the Hall Tarns regularly drop below freezing, and summit morning on Point Lenana can feel like -10°C in the wind. A 0°C sleeping bag with a fleece liner and thermals is enough with the layers on our packing list.",
    },
    {
      question: "Can we add an acclimatisation day?",
      answer:
        "Yes, and we recommend it if you have not been above 4,000 m before. The easiest option is an extra night at Highland Castle or Shipton's Camp with an acclimatisation walk. Ask us when booking and we will adjust the itinerary.",
    },
  ],
  ...longTrekPage,
  // Charged on top of the trip price as their own lines, at the rate in force on the travel date (decision 0033).
  parkFees: [{ park: "mount-kenya", days: 5 }],
  pricing: { kind: "tier-calculator", tiers: trekTiers["burguret-chogoria"] },
});
