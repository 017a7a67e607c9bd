import { defineTrip } from "../../domain/catalogue/trip-schema";
import { tierCalculators } from "../../domain/pricing/tiers";

export default defineTrip({
  slug: "technical-climbing",
  title: "Technical Rock Climbing",
  subtitle:
    "A guided six-day ascent of Batian (5,199 m), Mount Kenya's true summit, by the North Face Standard Route",
  summary:
    "Six days to climb Batian (5,199 m) by the North Face Standard Route: about 800 m of alpine rock up to Grade V, a bivouac in the Amphitheatre and the summit ridge from Shipton's Notch, with a certified mountain guide and never more than 4 climbers.",
  overview: [
    "Batian is the highest point of Mount Kenya and the second-highest summit in Africa, and unlike Kilimanjaro it can only be reached by climbing. The North Face Standard Route, first climbed in 1944, is the classic line: a rocky couloir, a traverse into the Amphitheatre, the crux chimneys and cracks of Firmin's Tower, and a final exposed ridge from Shipton's Notch to the summit. It is about 800 m of climbing, typically 16-20 pitches, graded IV+ overall with harder moves of Grade V on Firmin's Tower.",
    "The north side of the mountain is in good rock condition from late June to early October, while the sun is on the northern faces; outside that window we recommend the Normal Route on Nelion and the traverse to Batian via the Gate of the Mists instead. Approach is by the Sirimon route to Shipton's Camp, with a skills and acclimatisation day before the climb, then a two-day ascent with a night in the Amphitheatre and an abseil descent of the same route.",
    "Every rope is led by a certified mountain guide with a maximum ratio of one guide to two climbers on the route, and the whole team, from porters to cook, is from the Naro Moru area at the foot of the mountain. This is a serious alpine climb at over 5,000 m: weather, rockfall and your own speed all decide whether we summit, and your guide's call to turn around is final.",
  ],
  duration: "6 Days 5 Nights",
  difficulty: "Expert",
  difficultyLabel: "Grade V",
  groupSize: { min: 1, max: 4 },
  region: "Mount Kenya National Park, Kenya",
  schedule:
    "Pickup from your Nairobi hotel or our Naro Moru base at 7:00 AM on day 1; drop-off in Nairobi around 6:00 PM on day 6.",
  summit: { name: "Batian", elevationMetres: 5199 },
  maxElevationMetres: 5199,
  scene: "rock-face",
  highlights: [
    "Standing on Batian (5,199 m), the true summit of Mount Kenya, climbed by only a few dozen people a year",
    "The North Face Standard Route: about 800 m of alpine rock up to Grade V",
    "Firmin's Tower, the crux of the route, and the airy West Ridge from Shipton's Notch",
    "A night out on the mountain in the Amphitheatre at about 4,800 m",
    "Guided by certified mountain guides at a maximum of two climbers per guide",
    "Acclimatising approach on the Sirimon route through the Mackinder Valley",
  ],
  days: [
    {
      day: 1,
      title: "Nairobi to Sirimon Gate and Old Moses Camp",
      time: "7:00 AM pickup; trek 12:30 PM - 4:00 PM",
      elevation: "3,300 m (Old Moses Camp)",
      distance: "9 km, 3-4 hours",
      description:
        "We collect you from your Nairobi hotel at 7:00 AM and drive to our Naro Moru base, where your mountain guide checks your climbing kit and talks through the route. After registering at Sirimon Gate (2,650 m) we walk up through the forest and heather to Old Moses Camp.",
      activities: [
        "Climbing gear check and route briefing with your mountain guide",
        "Park and climbing registration at Sirimon Gate",
        "Easy walk through montane forest and heather",
        "Evening health check (pulse and oxygen saturation)",
      ],
      accommodation: "Old Moses Camp (bunkhouse)",
      meals: "Lunch, dinner",
    },
    {
      day: 2,
      title: "Old Moses Camp to Shipton's Camp",
      time: "8:00 AM - 3:00 PM",
      elevation: "4,200 m (Shipton's Camp)",
      distance: "14 km, 6-7 hours",
      description:
        "We cross the Liki North valley and walk up the Mackinder Valley, with the North Face of Batian in view for most of the afternoon. From camp your guide points out the line of the route: the couloir, the Amphitheatre, Firmin's Tower and the West Ridge.",
      activities: [
        "Moorland trek through the Liki North and Mackinder valleys",
        "Route study of the North Face from camp",
        "Rest and hydration for acclimatisation",
        "Evening health check",
      ],
      accommodation: "Shipton's Camp (bunkhouse)",
      meals: "Breakfast, lunch, dinner",
    },
    {
      day: 3,
      title: "Skills, acclimatisation and approach reconnaissance",
      time: "8:00 AM - 2:00 PM",
      elevation: "4,200 m (Shipton's Camp); high point about 4,450 m",
      distance: "5 km, 5-6 hours including climbing",
      grade: "Grade III-IV",
      description:
        "We walk up past Kami Hut to the foot of the North Face to learn the approach in daylight, so the pre-dawn start tomorrow is quick and certain. On short practice pitches nearby we run through multi-pitch belays, rope management, and the abseil system used on the descent, and leave part of the rack at the base of the route.",
      activities: [
        "Reconnaissance of the approach to the start of the route",
        "Multi-pitch belay and rope-management practice",
        "Abseil practice with back-up knots",
        "Gear cache at the base of the couloir",
      ],
      accommodation: "Shipton's Camp (bunkhouse)",
      meals: "Breakfast, packed lunch, dinner",
    },
    {
      day: 4,
      title: "The couloir and the Amphitheatre bivouac",
      time: "4:00 AM start; bivouac by about 2:00 PM",
      elevation: "About 4,800 m (Amphitheatre bivouac)",
      distance: "Approach 1.5-2 hours, then about 8 pitches",
      grade: "Grade IV",
      description:
        "We leave Shipton's by headlamp and climb the rocky couloir that forms the lower part of the route, about seven pitches of mostly Grade III-IV climbing, before traversing left onto the easier-angled ground of the Amphitheatre. Starting early keeps us out of the couloir before the sun loosens rock above. We set up the bivouac, melt snow for water, and rest for the crux day.",
      activities: [
        "Pre-dawn approach to the start of the route",
        "Climbing the lower couloir (about seven pitches)",
        "Traverse left into the Amphitheatre",
        "Bivouac set-up, melting water and an early night",
      ],
      accommodation: "Bivouac in the Amphitheatre",
      meals: "Breakfast, packed lunch, bivouac dinner",
    },
    {
      day: 5,
      title: "Firmin's Tower to the summit of Batian, descend to Shipton's Camp",
      time: "5:00 AM start; summit around 11:00 AM",
      elevation: "5,199 m (Batian); sleep 4,200 m (Shipton's Camp)",
      distance: "About 10 pitches up, 12-15 hours round trip",
      grade: "Grade V",
      description:
        "The crux day. Above the Amphitheatre we climb Firmin's Tower by steep cracks and chimneys, the hardest climbing on the route at Grade V, which can hold ice in the early morning. A few easier pitches and one more steep step lead to Shipton's Notch on the West Ridge, and we follow the exposed ridge crest to the summit of Batian. We descend by abseil down the line of ascent, collect the bivouac, and reach Shipton's Camp in the evening.",
      activities: [
        "Climbing Firmin's Tower, the Grade V crux",
        "Gaining the West Ridge at Shipton's Notch",
        "Summit of Batian (5,199 m)",
        "Abseil descent of the route and walk back to Shipton's Camp",
      ],
      accommodation: "Shipton's Camp (bunkhouse)",
      meals: "Breakfast, packed lunch, dinner",
      highlights: [
        "Views across the Gate of the Mists to Nelion",
        "Kilimanjaro on the southern horizon on clear days",
      ],
    },
    {
      day: 6,
      title: "Shipton's Camp to Old Moses Camp, return to Naro Moru and Nairobi",
      time: "8:00 AM - 6:00 PM",
      elevation: "3,300 m (Old Moses Camp)",
      distance: "14 km, 5-6 hours",
      description:
        "An easy downhill walk back through the Mackinder Valley to Old Moses Camp, where our vehicle meets you. We drive to Naro Moru for a late lunch and debrief, then on to your Nairobi hotel.",
      activities: [
        "Descent through the Mackinder Valley",
        "Vehicle pickup at Old Moses Camp",
        "Late lunch and debrief in Naro Moru",
        "Transfer to your Nairobi hotel",
      ],
      meals: "Breakfast, lunch",
    },
  ],
  included: [
    "Hotel pickup and drop-off in Nairobi, or start and finish at our Naro Moru base",
    "Hut and climbing fees on the mountain",
    "Certified mountain guide, at a maximum of one guide per two climbers on the route",
    "Trekking guide, cook and porters for the approach and bivouac carry",
    "Ropes, guide's rack and slings",
    "Bivouac equipment for the Amphitheatre night (bivouac bags, insulated mats, stove)",
    "All meals on the mountain, with treated drinking water",
    "Three nights in mountain bunkhouses (Old Moses Camp and Shipton's Camp)",
    "First-aid kit and daily pulse and oxygen-saturation checks",
  ],
  notIncluded: [
    "Mount Kenya National Park entry fees for 5 days: not in the trip price; each traveller's fee, at the Kenya Wildlife Service rate, is its own line of your quote",
    "International flights",
    "Kenya eTA (electronic travel authorisation) or visa fees",
    "Travel insurance (required: must cover rock climbing at altitude and helicopter rescue)",
    "Tips for guides, cooks and porters",
    "Personal climbing gear (harness, rock shoes, belay device, helmet) unless hired in advance",
    "Extra days if weather delays the climb",
    "Hotel nights in Nairobi before and after the trip",
  ],
  packing: [
    "Sleeping bag rated to 0°C (comfort) and a liner",
    "Climbing harness, belay/abseil device and three locking carabiners",
    "Climbing helmet",
    "Rock shoes with a comfortable (not aggressive) fit",
    "Approach shoes or light boots with a sticky sole",
    "Warm belay jacket (down or synthetic) with hood",
    "Waterproof shell jacket and trousers",
    "Thin climbing gloves and warm insulated gloves",
    "Headlamp with spare batteries",
    "30-35 litre climbing pack",
    "Two 1-litre water bottles with insulated covers",
    "Sunglasses (category 4), SPF 50 sunscreen and lip balm",
  ],
  gear: [
    {
      title: "Technical Climbing Gear",
      items: [
        { name: "Climbing harness", essential: true },
        { name: "Helmet", essential: true },
        {
          name: "Belay/abseil device and 3 locking carabiners",
          essential: true,
        },
        { name: "Two prusik loops and a 120 cm sling", essential: true },
        { name: "Rock shoes", essential: true },
        {
          name: "Lightweight crampons and axe (only after fresh snowfall; your guide will advise)",
          essential: false,
        },
      ],
    },
    {
      title: "Clothing",
      items: [
        { name: "Hooded belay jacket (down or synthetic)", essential: true },
        { name: "Waterproof shell jacket and trousers", essential: true },
        { name: "Thermal base layers and a fleece mid-layer", essential: true },
        { name: "Thin climbing gloves and insulated gloves", essential: true },
        { name: "Balaclava or buff", essential: false },
      ],
    },
    {
      title: "Footwear",
      items: [
        { name: "Approach shoes with sticky rubber", essential: true },
        { name: "Broken-in hiking boots for the approach", essential: false },
        { name: "Warm socks (4 pairs)", essential: true },
      ],
    },
    {
      title: "Sleeping and Bivouac",
      items: [
        { name: "Sleeping bag rated to 0°C (comfort)", essential: true },
        {
          name: "Sleeping bag liner for extra warmth at the bivouac",
          essential: false,
        },
        { name: "Insulated bottle covers", essential: false },
      ],
    },
  ],
  preparation: [
    {
      title: "Training and Preparation",
      items: [
        "You should already be comfortable seconding multi-pitch rock at UIAA V+ (about YDS 5.8, French 5b, UK VS 4c) in a day of 12 hours or more.",
        "In the 10-12 weeks before the trip, climb outside as often as you can, especially long multi-pitch days, and practise climbing in approach shoes and with a pack.",
        "Rehearse abseiling and changeovers until they are automatic: the descent involves many abseils and speed is safety.",
        "Build aerobic fitness with 3-4 sessions a week of hill walking, running or cycling, plus back-to-back long days on weekends.",
        "If possible, acclimatise beforehand by trekking or sleeping above 3,000 m, or add our Point Lenana trek before the climb.",
      ],
    },
    {
      title: "Altitude and Safety",
      items: [
        "Headache, nausea and poor sleep are common on the approach to Shipton's Camp; report them to your guide every time.",
        "Confusion, loss of coordination, or breathlessness at rest are signs of serious altitude illness: the climb stops and you descend at once.",
        "Drink 3-4 litres a day, eat even when you do not feel hungry, and avoid alcohol and sleeping pills.",
        "Afternoon cloud and storms are common, so we set a turnaround time for the summit and keep to it.",
        "Mountain rescue on the high peaks is slow and limited, which is why we keep guide ratios low, climb fast and turn back early rather than late.",
      ],
    },
    {
      title: "Seasons and Conditions",
      items: [
        "The North Face Standard Route is climbed from late June to early October, when the northern faces get the sun and are usually dry.",
        "From December to March we climb Nelion's Normal Route and traverse to Batian via the Gate of the Mists instead; ask us for that itinerary.",
        "Firmin's Tower and the upper ridge can hold verglas after snowfall, which slows progress and may mean turning back.",
      ],
    },
  ],
  requirements: {
    minimumAge: 18,
    maxGroupSize: 4,
    fitnessLevel:
      "Expert: very good aerobic fitness and proven multi-pitch rock experience, seconding at least UIAA V+ (YDS 5.8) confidently, with competent abseiling and belaying.",
    documents: [
      "Passport valid for at least six months from your arrival date",
      "Kenya eTA (electronic travel authorisation), applied for online before travel",
      "Proof of insurance covering rock climbing at altitude and helicopter rescue",
      "A short climbing CV (recent multi-pitch routes and grades) sent when you book",
    ],
    notes: [
      "Please tell us about any medical conditions when you book.",
      "Your guide may change the plan or turn back at any point for weather, conditions or safety, and that decision is final.",
    ],
  },
  faqs: [
    {
      question: "Do I need to lead the climb?",
      answer:
        "No. Your certified mountain guide leads every pitch and you second. You must be able to climb Grade V confidently as a second, belay your guide, and abseil safely on your own.",
    },
    {
      question: "What are the chances of reaching the summit?",
      answer:
        "Honestly, lower than on the trekking routes. Weather, ice on Firmin's Tower, and the team's speed all matter, and some parties turn back at the Amphitheatre or Shipton's Notch. Climbers who arrive fit, experienced and acclimatised have by far the best chance.",
    },
    {
      question: "Can I climb as a solo climber or with a partner?",
      answer:
        "Both. A solo climber ropes up one-to-one with a guide; a partner team of two climbs with one guide. The group is never more than 4 climbers with two guides.",
    },
    {
      question: "Is travel insurance included?",
      answer:
        "No. Insurance is not included and it is required. Check that your policy explicitly covers technical rock climbing above 5,000 m and helicopter rescue.",
    },
  ],
  gearList: "mountain",
  // Charged on top of the trip price as their own lines, at the rate in force on the travel date (decision 0033).
  parkFees: [{ park: "mount-kenya", days: 5 }],
  pricing: tierCalculators["technical-climbing"],
});
