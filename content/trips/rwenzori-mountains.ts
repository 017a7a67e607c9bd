import { defineTrip } from "../../domain/catalogue/trip-schema";
import { trekTiers } from "../../domain/pricing/tiers";
import { longTrekPage } from "./long-trek-page";

export default defineTrip({
  slug: "rwenzori-mountains",
  title: "Rwenzori Mountains",
  subtitle:
    "Eight days on the Central Circuit to Margherita Peak (5,109 m), the summit of the Mountains of the Moon",
  summary:
    "An eight-day expedition on the Rwenzori Central Circuit in Uganda: through bamboo, moss forest and the Bigo Bogs to Elena Hut, across the Stanley Plateau glacier to Margherita Peak (5,109 m), and back over Scott Elliot and Freshfield passes.",
  overview: [
    "The Rwenzori, Ptolemy's 'Mountains of the Moon', rise on the Uganda-Congo border to Margherita Peak on Mount Stanley, at 5,109 m the third-highest summit in Africa. The range is one of the wettest places on earth, and that rain has produced a landscape found nowhere else: moss-draped forests, bogs of tussock sedge, and valleys of giant lobelias, groundsels and heathers several metres tall.",
    "We follow the Central Circuit from the Nyakalengija trailhead, climbing the Mubuku and Bujuku valleys to Bujuku Hut beneath Mount Stanley, Mount Speke and Mount Baker. From Elena Hut we climb the Elena Glacier onto the Stanley Plateau and the Margherita Glacier to the summit, then complete the loop past the Kitandara Lakes and over Freshfield Pass. Summit day needs crampons, harness and rope; we teach the basics on the glacier the day before.",
    "This is our most demanding trek. The trails are unengineered, steep and almost always muddy, rain falls on most days even in the drier seasons, and summit day is 12-14 hours. In return you get one of the wildest mountain journeys in Africa, with very few other trekkers. We run it with licensed local Bakonzo guides and porters from the Rwenzori Mountaineering Services, alongside our own lead guide from Naro Moru.",
  ],
  duration: "8 Days 7 Nights",
  difficulty: "Expert",
  groupSize: { min: 1, max: 8 },
  region: "Rwenzori Mountains National Park, Uganda",
  schedule:
    "Pickup from your Kasese hotel at 7:00 AM on day 1; drop-off back in Kasese around 3:00 PM on day 8. Transfers from Entebbe, Kampala or Nairobi can be arranged.",
  summit: { name: "Margherita Peak", elevationMetres: 5109 },
  maxElevationMetres: 5109,
  scene: "rwenzori",
  highlights: [
    "Summit of Margherita Peak (5,109 m), the highest point in Uganda and the Rwenzori",
    "Crossing the Stanley Plateau and Margherita Glacier, among the last equatorial glaciers in Africa",
    "The full Central Circuit loop, including Scott Elliot Pass, the Kitandara Lakes and Freshfield Pass",
    "Giant lobelias, groundsels and heathers in the Bigo Bogs and Bujuku Valley",
    "Moss forests home to the Rwenzori turaco and three-horned chameleons",
    "Small groups of no more than 8, with Bakonzo mountain guides and our Naro Moru lead guide",
  ],
  days: [
    {
      day: 1,
      title: "Nyakalengija trailhead to Nyabitaba Hut",
      time: "7:00 AM pickup; trek 9:00 AM - 3:00 PM",
      elevation: "2,650 m (Nyabitaba Hut)",
      distance: "10 km, 5-6 hours",
      description:
        "After a briefing and registration at Nyakalengija (1,615 m), we walk past Bakonzo homesteads and gardens into the park and follow the Mubuku River upstream. After crossing the Mahoma River a steep climb through bracken and podocarpus forest leads to Nyabitaba Hut on a ridge above the valley.",
      activities: [
        "Briefing and park registration at Nyakalengija",
        "Walk through Bakonzo villages into the national park",
        "Crossing the Mahoma River",
        "Evening health check and kit check",
      ],
      accommodation: "Nyabitaba Hut",
      meals: "Lunch, dinner",
      wildlife: ["Black-and-white colobus monkey", "L'Hoest's monkey", "Rwenzori turaco"],
    },
    {
      day: 2,
      title: "Nyabitaba Hut to John Matte Hut",
      time: "8:00 AM - 3:00 PM",
      elevation: "3,380 m (John Matte Hut)",
      distance: "9 km, 6-7 hours",
      description:
        "We cross the Kurt Shafer Bridge at the meeting of the Mubuku and Bujuku rivers and climb through bamboo and moss-covered rocks to lunch at the Nyamuleju rock shelter. The afternoon passes into the heather and giant lobelia zone, with the first views of Mount Stanley and Mount Speke on a clear day, before reaching John Matte Hut.",
      activities: [
        "Crossing the Kurt Shafer Bridge",
        "Climb through bamboo and montane forest",
        "Lunch at the Nyamuleju rock shelter",
        "First views of Mount Stanley and Mount Speke",
      ],
      accommodation: "John Matte Hut",
      meals: "Breakfast, lunch, dinner",
    },
    {
      day: 3,
      title: "John Matte Hut to Bujuku Hut via the Bigo Bogs",
      time: "8:00 AM - 1:30 PM",
      elevation: "3,900 m (Bujuku Hut)",
      distance: "6 km, 4-5 hours",
      description:
        "We cross the Lower and Upper Bigo Bogs, partly on boardwalks and partly hopping between tussocks, through a landscape of giant lobelias and groundsels. Beyond the bogs the trail follows the valley to Lake Bujuku and the hut, set between Mount Stanley, Mount Speke and Mount Baker.",
      activities: [
        "Crossing the Lower and Upper Bigo Bogs",
        "Botany stops among giant lobelias and groundsels",
        "Walk along the shore of Lake Bujuku",
        "Afternoon rest and acclimatisation",
      ],
      accommodation: "Bujuku Hut",
      meals: "Breakfast, lunch, dinner",
    },
    {
      day: 4,
      title: "Bujuku Hut to Elena Hut",
      time: "8:00 AM - 1:00 PM",
      elevation: "4,540 m (Elena Hut)",
      distance: "4 km, 4-5 hours",
      description:
        "A steep climb up Groundsel Gully leads towards Scott Elliot Pass, where we branch off on a rocky path to Elena Hut at the edge of the ice. In the afternoon your guide fits crampons and harnesses and runs a glacier skills session: walking in crampons, moving roped together, and using an ice axe.",
      activities: [
        "Climb up Groundsel Gully",
        "Glacier skills session: crampons, rope work and ice axe",
        "Summit briefing and kit check",
        "Early dinner and rest",
      ],
      accommodation: "Elena Hut",
      meals: "Breakfast, lunch, dinner",
    },
    {
      day: 5,
      title: "Summit Margherita Peak, descend to Kitandara Hut",
      time: "2:00 AM start; summit around 9:00 AM",
      elevation: "5,109 m (Margherita Peak); sleep 4,023 m (Kitandara Hut)",
      distance: "About 10 km, 12-14 hours",
      description:
        "We leave Elena Hut by headlamp, climb onto the Elena Glacier and cross the Stanley Plateau roped together, then traverse below Alexandra Peak to the Margherita Glacier. A final rock scramble leads to the summit of Margherita Peak (5,109 m), with views across the Congo basin when the clouds allow. We return to Elena Hut and descend over Scott Elliot Pass (4,372 m) to Kitandara Hut beside the Kitandara Lakes.",
      activities: [
        "Roped glacier travel across the Stanley Plateau",
        "Margherita Glacier and the final rock scramble",
        "Summit of Margherita Peak (5,109 m)",
        "Descent over Scott Elliot Pass to Kitandara Hut",
      ],
      accommodation: "Kitandara Hut",
      meals: "Breakfast, packed lunch, dinner",
      highlights: [
        "Alexandra Peak and the Stanley Plateau at sunrise",
        "The Kitandara Lakes below Mount Baker",
      ],
    },
    {
      day: 6,
      title: "Kitandara Hut to Guy Yeoman Hut via Freshfield Pass",
      time: "8:00 AM - 2:00 PM",
      elevation: "3,505 m (Guy Yeoman Hut)",
      distance: "8 km, 5-6 hours",
      description:
        "A steep climb up the flank of Mount Baker takes us to Freshfield Pass (4,282 m), the last high point of the circuit. The long descent into the upper Mubuku Valley is muddy and slippery in places, passing rock shelters and boggy meadows to Guy Yeoman Hut below the cliffs of Mount Baker.",
      activities: [
        "Climb to Freshfield Pass (4,282 m)",
        "Descent into the upper Mubuku Valley",
        "Views back to Mount Stanley and Mount Baker",
      ],
      accommodation: "Guy Yeoman Hut",
      meals: "Breakfast, lunch, dinner",
    },
    {
      day: 7,
      title: "Guy Yeoman Hut to Nyabitaba Hut",
      time: "8:00 AM - 2:00 PM",
      elevation: "2,650 m (Nyabitaba Hut)",
      distance: "9 km, 5-6 hours",
      description:
        "We follow the Mubuku River down through the heather and bamboo zones, past the Kichuchu rock shelter, and rejoin the outward trail near the Kurt Shafer Bridge to complete the loop at Nyabitaba Hut. The evening is a chance to celebrate with the guides and porters.",
      activities: [
        "Descent along the Mubuku River",
        "Stop at the Kichuchu rock shelter",
        "Completing the Central Circuit loop at Nyabitaba",
        "Celebration dinner with the crew",
      ],
      accommodation: "Nyabitaba Hut",
      meals: "Breakfast, lunch, dinner",
    },
    {
      day: 8,
      title: "Nyabitaba Hut to Nyakalengija and Kasese",
      time: "8:00 AM - 3:00 PM",
      elevation: "1,615 m (Nyakalengija)",
      distance: "10 km, 3-4 hours",
      description:
        "A final downhill walk through the forest returns us to the park gate and Nyakalengija, where you collect your summit certificate. Our vehicle then takes you back to your hotel in Kasese.",
      activities: [
        "Forest descent to the park gate",
        "Summit certificates at Nyakalengija",
        "Transfer back to Kasese",
      ],
      meals: "Breakfast, lunch",
      wildlife: ["Blue monkey", "Rwenzori three-horned chameleon", "Handsome francolin"],
    },
  ],
  included: [
    "Transfers between your Kasese hotel and the Nyakalengija trailhead",
    "Rwenzori Mountains National Park entry and climbing fees",
    "Our Naro Moru lead guide plus licensed Bakonzo mountain guides",
    "Porters to carry up to 15 kg of your kit, plus a cook",
    "Seven nights in mountain huts on the Central Circuit",
    "All meals on the mountain, with tea, coffee and snacks",
    "Glacier ropes and group technical equipment for summit day",
    "Boiled and treated drinking water and a full first-aid kit",
    "Summit certificate",
  ],
  notIncluded: [
    "International flights and transfers to Kasese from Entebbe, Kampala or Nairobi",
    "Uganda visa or East Africa Tourist Visa",
    "Yellow fever vaccination",
    "Travel insurance (required: must cover glacier climbing to 5,200 m and helicopter evacuation)",
    "Tips for guides, cooks and porters",
    "Personal climbing gear (crampons, harness, ice axe, helmet) unless hired in advance",
    "Hotel nights in Kasese before and after the trek",
  ],
  packing: [
    "Four-season sleeping bag rated to -20°C",
    "Knee-high rubber gumboots for the bogs",
    "Crampon-compatible mountaineering boots for summit day (hire available)",
    "Heavy-duty waterproof jacket and trousers",
    "Down jacket",
    "Thermal base layers and a fleece mid-layer",
    "Waterproof insulated gloves and liner gloves",
    "Warm hat, balaclava and sun hat",
    "Headlamp with spare batteries",
    "Glacier sunglasses (category 4) and SPF 50 sunscreen",
    "Dry bags and a waterproof pack liner for all your kit",
    "Trekking poles",
  ],
  gear: [
    {
      title: "Glacier and Summit Equipment",
      items: [
        { name: "Crampons fitted to your boots", essential: true },
        { name: "Climbing harness", essential: true },
        { name: "Ice axe", essential: true },
        { name: "Helmet", essential: true },
        { name: "Two locking carabiners and a prusik loop", essential: true },
      ],
    },
    {
      title: "Footwear",
      items: [
        { name: "Knee-high rubber gumboots", essential: true },
        { name: "Crampon-compatible mountaineering boots", essential: true },
        { name: "Gaiters", essential: false },
        { name: "Hut shoes or sandals", essential: false },
      ],
    },
    {
      title: "Clothing",
      items: [
        { name: "Heavy-duty waterproof jacket and trousers", essential: true },
        { name: "Down jacket", essential: true },
        { name: "Thermal base layers and fleece", essential: true },
        { name: "Spare set of dry clothes kept for the huts", essential: true },
        { name: "Poncho for forest rain", essential: false },
      ],
    },
    {
      title: "Sleeping and Hut Life",
      items: [
        { name: "Sleeping bag rated to -20°C", essential: true },
        {
          name: "Sleeping mat (huts have bunks but thin or no mattresses)",
          essential: true,
        },
        { name: "Sleeping bag liner", essential: false },
        { name: "Earplugs", essential: false },
      ],
    },
  ],
  preparation: [
    {
      title: "Training and Preparation",
      items: [
        "Start training at least 12 weeks before departure, with four sessions a week of hill walking, running, cycling or stair climbing.",
        "Build up to back-to-back long days of 7-8 hours on steep, rough ground carrying an 8 kg daypack.",
        "Train your legs and balance for mud and steep descents: step-ups, lunges and single-leg exercises all help.",
        "Previous trekking above 4,000 m, such as our Point Lenana trek, is strongly recommended.",
        "If you have never worn crampons, a day on snow or an indoor ice-wall session at home is worthwhile; we also teach the basics on day 4.",
      ],
    },
    {
      title: "Altitude and Safety",
      items: [
        "Headache, nausea, poor appetite and disturbed sleep are common above 3,500 m; report them to your guide every time.",
        "A headache that does not ease with rest, vomiting, confusion, loss of coordination, or breathlessness at rest are signs of serious altitude illness: you will descend at once with a guide.",
        "Drink 3-4 litres a day and avoid alcohol and sleeping pills on the mountain.",
        "Ask your doctor about acetazolamide (Diamox) before travel.",
        "Evacuation in the Rwenzori is slow and mostly on foot, so we set a strict turnaround time on summit day.",
      ],
    },
    {
      title: "Travel Tips",
      items: [
        "The drier windows are late December to February and June to August, but expect rain on most days whatever the season.",
        "Pack everything inside dry bags: in the Rwenzori, wet kit rarely dries on the trek.",
        "Uganda requires a yellow fever certificate on arrival, and Kenya asks for it from travellers arriving from Uganda.",
        "Most visitors fly into Entebbe; Kasese is about a 7-hour drive or a short domestic flight away.",
      ],
    },
  ],
  requirements: {
    minimumAge: 16,
    maxGroupSize: 8,
    fitnessLevel:
      "Excellent: you should be able to walk 6-8 hours a day for eight days on steep, muddy and slippery ground, and manage a 12-14 hour summit day. Previous high-altitude trekking is strongly recommended; glacier skills are taught on the trek.",
    documents: [
      "Passport valid for at least six months from your arrival date, with two blank pages",
      "Uganda visa (apply online through the Uganda e-visa system) or an East Africa Tourist Visa covering Uganda, Kenya and Rwanda",
      "Yellow fever vaccination certificate",
      "Proof of travel insurance covering glacier climbing to 5,200 m and helicopter evacuation",
    ],
    notes: [
      "Climbers aged 16-17 must be accompanied by a parent or guardian.",
      "Please tell us about any medical conditions when you book.",
      "The lead guide may turn any climber back on health, weather or glacier conditions, and that decision is final.",
    ],
  },
  wildlife: {
    otherWildlife: [
      "Black-and-white colobus monkey",
      "L'Hoest's monkey",
      "Blue monkey",
      "Rwenzori three-horned chameleon",
      "Tree hyrax",
    ],
    birdlife: [
      "Rwenzori turaco",
      "Handsome francolin",
      "Rwenzori batis",
      "Archer's robin-chat",
      "Strange weaver",
    ],
  },
  faqs: [
    {
      question: "How technical is the climb to Margherita Peak?",
      answer:
        "Summit day involves roped glacier travel in crampons across the Stanley Plateau and Margherita Glacier, and a final rock scramble. You do not need to be a climber, but you must be comfortable with exposure and follow your guide's instructions on the rope. We teach crampon and rope skills on day 4.",
    },
    {
      question: "How wet and muddy is it really?",
      answer:
        "Very. Even in the drier seasons most days bring rain, and the Bigo Bogs and the descent from Freshfield Pass can be knee-deep in mud. That is why gumboots are essential and everything you carry should be in dry bags.",
    },
    {
      question: "Which documents do I need for Uganda?",
      answer:
        "A passport valid for at least six months, a Uganda visa or an East Africa Tourist Visa, and a yellow fever vaccination certificate. Check the latest entry rules for your nationality before you book flights.",
    },
    {
      question: "Is travel insurance included?",
      answer:
        "No. Insurance is not included and it is required. Your policy must cover glacier climbing to 5,200 m and helicopter evacuation.",
    },
  ],
  ...longTrekPage,
  pricing: { kind: "tier-calculator", tiers: trekTiers["rwenzori-mountains"] },
});
