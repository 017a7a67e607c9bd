import { defineTrip } from "../../domain/catalogue/trip-schema";
import { fixedPrices } from "../../domain/pricing/tiers";

export default defineTrip({
  slug: "point-lenana",
  title: "Point Lenana Summit",
  subtitle:
    "Five days up the Sirimon route and down the Naro Moru route to Mount Kenya's trekking summit",
  summary:
    "A five-day traverse of Mount Kenya: up the gentle Sirimon route through the Mackinder Valley, a sunrise summit of Point Lenana (4,985 m), and down through the Teleki Valley and Vertical Bog to our base in Naro Moru.",
  overview: [
    "Point Lenana is the highest point on Mount Kenya you can reach without technical climbing, and from its summit at 4,985 m you look straight across at the rock towers of Batian and Nelion and, on a clear morning, south to Kilimanjaro. This five-day itinerary climbs the northern Sirimon route, the most gradual approach on the mountain, and descends the Naro Moru route on the western side, so you see two very different valleys without retracing a single step.",
    "The pace is built around acclimatisation. You spend two nights at Shipton's Camp (4,200 m) with an acclimatisation walk in between, which is the single biggest factor in how you feel on summit morning. Our KWS-licensed guides check every trekker's oxygen saturation and pulse each morning and evening, and the guide's decision to turn anyone around is final.",
    "The route passes through montane forest, giant heather, and Afro-alpine moorland of giant groundsels and lobelias that grow nowhere else on earth. It ends at our home base in Naro Moru, at the foot of the mountain, where the team who looked after you on the trail lives and works.",
  ],
  duration: "5 Days 4 Nights",
  difficulty: "Challenging",
  groupSize: { min: 1, max: 8 },
  departures: { rule: { every: "week", on: ["Sat"] }, seats: 8, minimumToRun: 2 },
  region: "Mount Kenya National Park, Kenya",
  schedule:
    "Pickup from your Nairobi hotel or our Naro Moru base at 7:00 AM on day 1; drop-off in Nairobi around 6:00 PM on day 5.",
  summit: { name: "Point Lenana", elevationMetres: 4985 },
  maxElevationMetres: 4985,
  scene: "mount-kenya",
  highlights: [
    "Sunrise on Point Lenana (4,985 m) with Batian and Nelion lit up across the Lewis Glacier basin",
    "A true traverse: up the Sirimon route, down the Naro Moru route",
    "Two nights at Shipton's Camp beneath the North Face of Batian for better acclimatisation",
    "Walking the Mackinder Valley through forests of giant groundsels and lobelias",
    "Descending the Teleki Valley and the famous Vertical Bog to the Met Station",
    "Small groups of no more than 8, led by KWS-licensed guides from Naro Moru",
  ],
  days: [
    {
      day: 1,
      title: "Nairobi to Sirimon Gate and Old Moses Camp",
      time: "7:00 AM pickup; trek 12:30 PM - 4:00 PM",
      elevation: "3,300 m (Old Moses Camp)",
      distance: "9 km, 3-4 hours",
      description:
        "We collect you from your Nairobi hotel at 7:00 AM and drive north to Naro Moru for a gear check and briefing, then on to Sirimon Gate (2,650 m) to register with the Kenya Wildlife Service. After lunch at the gate the trek begins on a wide track through montane forest and into the heather zone, climbing steadily to Old Moses Camp.",
      activities: [
        "Gear check and trek briefing at our Naro Moru base",
        "Park registration at Sirimon Gate",
        "Forest walk with chances of colobus monkeys and buffalo",
        "Evening health check (pulse and oxygen saturation)",
      ],
      accommodation: "Old Moses Camp (bunkhouse)",
      meals: "Lunch, dinner",
      wildlife: ["Black-and-white colobus monkey", "Cape buffalo", "Bushbuck"],
    },
    {
      day: 2,
      title: "Old Moses Camp to Shipton's Camp via the Mackinder Valley",
      time: "8:00 AM - 3:00 PM",
      elevation: "4,200 m (Shipton's Camp)",
      distance: "14 km, 6-7 hours",
      description:
        "The trail crosses open moorland and the Liki North stream before dropping into the Mackinder Valley, where the peaks come into full view for the first time. The last hour follows the Liki North river up through giant groundsels to Shipton's Camp, set right beneath the north faces of Batian and Nelion. We walk slowly and drink plenty: this is the biggest altitude gain of the trip.",
      activities: [
        "Moorland trek across the Liki North valley",
        "Picnic lunch in the Mackinder Valley",
        "Photography of the peaks from the valley floor",
        "Evening health check and summit briefing",
      ],
      accommodation: "Shipton's Camp (bunkhouse)",
      meals: "Breakfast, lunch, dinner",
      wildlife: ["Rock hyrax", "Scarlet-tufted sunbird", "Mount Kenya mole rat"],
    },
    {
      day: 3,
      title: "Acclimatisation day at Shipton's Camp",
      time: "9:00 AM - 1:00 PM",
      elevation: "4,200 m (Shipton's Camp); high point about 4,400 m",
      distance: "5 km, 3-4 hours",
      description:
        "A deliberately easy day. We climb high and sleep low, walking up towards Kami Hut and the tarns below the North Face before returning to Shipton's Camp for lunch. The afternoon is for resting, eating well and preparing kit for the early start.",
      activities: [
        "Acclimatisation walk towards Kami Hut and the northern tarns",
        "Rest and hydration in the afternoon",
        "Kit check for summit night with your guide",
        "Early dinner and sleep by 7:30 PM",
      ],
      accommodation: "Shipton's Camp (bunkhouse)",
      meals: "Breakfast, lunch, dinner",
    },
    {
      day: 4,
      title: "Summit Point Lenana, descend to Mackinder's Camp",
      time: "2:30 AM start; summit around 6:15 AM",
      elevation: "4,985 m (Point Lenana); sleep 4,200 m (Mackinder's Camp)",
      distance: "10 km, 7-8 hours",
      description:
        "We leave by headlamp at about 2:30 AM, zig-zagging up steep scree past Harris Tarn and scrambling over the final rock steps to reach Point Lenana for sunrise. After photographs we descend past Austrian Hut (4,790 m) and the shrinking Lewis Glacier into the Teleki Valley, with the full face of Batian and Nelion towering above. The day ends at Mackinder's Camp for a late lunch and a well-earned rest.",
      activities: [
        "Pre-dawn summit push with headlamps",
        "Sunrise on Point Lenana (4,985 m)",
        "Descent past Austrian Hut and the Lewis Glacier",
        "Walk down the Teleki Valley to Mackinder's Camp",
      ],
      accommodation: "Mackinder's Camp (bunkhouse)",
      meals: "Breakfast, lunch, dinner",
      highlights: [
        "Views of Batian, Nelion and the Lewis Glacier",
        "Kilimanjaro on the southern horizon on clear mornings",
      ],
    },
    {
      day: 5,
      title: "Mackinder's Camp to Met Station, return to Naro Moru and Nairobi",
      time: "7:30 AM - 6:00 PM",
      elevation: "3,050 m (Met Station)",
      distance: "10 km, 4-5 hours",
      description:
        "The final walk follows the Teleki Valley down and crosses the Vertical Bog, a wet, tussocky stretch that is slow going after rain, to the Met Station. Our vehicle meets you there and drives to Naro Moru for a late lunch and summit certificates, then on to your Nairobi hotel.",
      activities: [
        "Descent of the Teleki Valley and the Vertical Bog",
        "Vehicle pickup at the Met Station",
        "Late lunch and summit certificates in Naro Moru",
        "Transfer to your Nairobi hotel",
      ],
      meals: "Breakfast, lunch",
      wildlife: ["Sykes's monkey", "Augur buzzard", "Elephant (occasionally seen in the forest)"],
    },
  ],
  included: [
    "Hotel pickup and drop-off in Nairobi, or start and finish at our Naro Moru base",
    "Camping and hut fees on the mountain",
    "KWS-licensed lead guide, plus an assistant guide for groups of 5 or more",
    "Porters to carry up to 15 kg of your kit",
    "Cook and all meals on the mountain, with tea, coffee and snacks",
    "Four nights in mountain bunkhouses (Old Moses, Shipton's and Mackinder's Camps)",
    "Boiled and treated drinking water throughout the trek",
    "Daily pulse and oxygen-saturation checks and a full first-aid kit",
    "Summit certificate",
  ],
  notIncluded: [
    "Mount Kenya National Park entry fees for 4 days: not in the trip price; each traveller's fee, at the Kenya Wildlife Service rate, is its own line of your quote",
    "International flights",
    "Kenya eTA (electronic travel authorisation) or visa fees",
    "Travel insurance (required: must cover trekking to 5,000 m and helicopter evacuation)",
    "Tips for guides, cooks and porters",
    "Personal trekking gear and clothing (rental available in Naro Moru)",
    "Hotel nights in Nairobi before and after the trek",
    "Drinks, snacks and personal expenses off the mountain",
  ],
  packing: [
    "Sleeping bag rated to 0°C (comfort) and a liner",
    "Broken-in waterproof hiking boots",
    "Waterproof jacket and trousers",
    "Warm insulated jacket (down or synthetic)",
    "Fleece mid-layer and thermal base layers",
    "Warm hat, sun hat and buff",
    "Insulated gloves and thin liner gloves",
    "Headlamp with spare batteries",
    "Two 1-litre water bottles or a bladder with an insulated tube",
    "Trekking poles",
    "Sunglasses (category 3 or 4) and SPF 50 sunscreen",
    "30-40 litre daypack with rain cover",
    "Personal first-aid kit, blister plasters and any prescription medicines",
  ],
  gear: [
    {
      title: "Clothing",
      items: [
        { name: "Waterproof shell jacket with hood", essential: true },
        { name: "Waterproof over-trousers", essential: true },
        { name: "Down or synthetic insulated jacket", essential: true },
        { name: "Thermal base layers (top and bottom)", essential: true },
        { name: "Softshell trekking trousers", essential: false },
      ],
    },
    {
      title: "Footwear",
      items: [
        {
          name: "Broken-in waterproof hiking boots with ankle support",
          essential: true,
        },
        { name: "Gaiters for the Vertical Bog and scree", essential: false },
        { name: "Camp shoes or sandals", essential: false },
        { name: "Wool or synthetic hiking socks (4 pairs)", essential: true },
      ],
    },
    {
      title: "Sleeping",
      items: [
        { name: "Sleeping bag rated to 0°C (comfort)", essential: true },
        { name: "Fleece or silk sleeping bag liner", essential: false },
        { name: "Earplugs for shared bunkhouses", essential: false },
      ],
    },
    {
      title: "Summit Night",
      items: [
        { name: "Headlamp with spare batteries", essential: true },
        { name: "Insulated gloves or mittens", essential: true },
        {
          name: "Insulated bottle cover to stop water freezing",
          essential: false,
        },
        { name: "Hand warmers", essential: false },
      ],
    },
  ],
  preparation: [
    {
      title: "Training and Preparation",
      items: [
        "Start training 8-12 weeks before departure: three to four sessions a week of hiking, stair climbing, running or cycling.",
        "Build up to back-to-back weekend hikes of 5-7 hours carrying a 6-8 kg daypack, ideally on hilly ground.",
        "Wear your boots on every training hike so they are fully broken in before you arrive.",
        "Add leg and core strength work (step-ups, lunges, squats) to protect your knees on the long descent.",
        "If you can, spend a night or two above 2,000 m before the trek; Naro Moru itself sits at about 2,000 m.",
      ],
    },
    {
      title: "Altitude Sickness: Know the Signs",
      items: [
        "Mild symptoms (headache, poor appetite, nausea, disturbed sleep) are common above 3,500 m; tell your guide about them every time.",
        "Serious warning signs are a headache that does not ease with rest and paracetamol, vomiting, confusion, loss of coordination, or breathlessness at rest.",
        "If serious symptoms appear, the only reliable treatment is to descend immediately; your guide will take you down and the rest of the group continues with the assistant guide.",
        "Walk slowly, drink 3-4 litres of water a day, and avoid alcohol and sleeping pills on the mountain.",
        "Discuss acetazolamide (Diamox) with your doctor before travel; it helps acclimatisation but is not a substitute for a sensible ascent rate.",
      ],
    },
    {
      title: "Travel Tips",
      items: [
        "The best trekking months are January to March and July to September, the dry season; expect rain in April-May and November.",
        "Nights at Shipton's Camp regularly drop below freezing, so sleep in a hat and dry base layers.",
        "Bring some cash in Kenyan shillings for tips and small purchases; there are ATMs in Nanyuki.",
        "Leave spare clothes and valuables in secure storage at our Naro Moru base.",
      ],
    },
  ],
  requirements: {
    minimumAge: 12,
    maxGroupSize: 8,
    fitnessLevel:
      "Good general fitness: you should be comfortable walking 6-8 hours a day on consecutive days with a light daypack, and no previous climbing experience is needed.",
    documents: [
      "Passport valid for at least six months from your arrival date",
      "Kenya eTA (electronic travel authorisation), applied for online before travel",
      "Proof of travel insurance covering trekking to 5,000 m and helicopter evacuation",
    ],
    notes: [
      "Trekkers aged 12-17 must be accompanied by a parent or guardian.",
      "Please tell us about heart, lung or other medical conditions when you book.",
      "The lead guide may turn any trekker back on health or weather grounds, and that decision is final.",
    ],
  },
  wildlife: {
    otherWildlife: [
      "Black-and-white colobus monkey",
      "Cape buffalo",
      "Rock hyrax",
      "Mount Kenya mole rat",
      "Bushbuck",
    ],
    birdlife: [
      "Scarlet-tufted sunbird",
      "Jackson's francolin",
      "Augur buzzard",
      "Alpine chat",
      "White-necked raven",
    ],
  },
  faqs: [
    {
      question: "Do I need climbing experience to reach Point Lenana?",
      answer:
        "No. Point Lenana is a trekking summit. The last hour involves steep scree and some easy rock steps where you may use your hands, but no ropes or technical skills are needed. The real challenge is the altitude and the cold pre-dawn start.",
    },
    {
      question: "How cold does it get?",
      answer:
        "Daytime temperatures in the moorland are often 10-15°C in sunshine, but nights at Shipton's Camp are frequently below freezing and summit morning can feel like -10°C with wind chill. Layers, a warm jacket and good gloves matter more than anything else you pack.",
    },
    {
      question: "What happens if I get altitude sickness?",
      answer:
        "Your guide checks everyone twice a day. If your symptoms are mild we may slow down or rest; if they are serious, you descend straight away with a guide while the rest of the group continues. Descent almost always brings quick relief.",
    },
    {
      question: "Is travel insurance included?",
      answer:
        "No. Insurance is not included, but it is required. Your policy must cover trekking to 5,000 m and helicopter evacuation, and we will ask for the policy details before the trek starts.",
    },
  ],
  sectionTitles: { preparation: "Training and Preparation" },
  gearList: "mountain",
  // Charged on top of the trip price as their own lines, at the rate in force on the travel date (decision 0033).
  parkFees: [{ park: "mount-kenya", days: 4 }],
  pricing: { kind: "fixed", ...fixedPrices["point-lenana"]! },
});
