import { defineTrip } from "../../domain/catalogue/trip-schema";
import { withTierTexts } from "../../domain/catalogue/tier-texts";
import { seasonalTiers } from "../../domain/pricing/tiers";
import { dayHikeChildPrices } from "./child-prices";

// Hotel pickup at 7:00 AM, back at about 4:00 PM: a full day, whatever the spec's "half day" said
// (decision 0021). The page, the card, the PDF, the guide and the booking panel all read this.
const duration = "1 Day";

export default defineTrip({
  slug: "ngong-hills",
  title: "Ngong Hills Trek",
  subtitle: "A ridge walk above the Rift Valley on Nairobi's doorstep",
  summary:
    "Walk the grassy ridge of the Ngong Hills, with the Great Rift Valley dropping away on one side and the Nairobi skyline on the other. An easy to moderate trek with a KFS ranger escort and hotel pickup in Nairobi.",
  overview: [
    "The Ngong Hills rise about 25 km south-west of central Nairobi, a line of rounded peaks along the eastern edge of the Great Rift Valley. Their name comes from the Maa word for knuckles, and from the city they really do look like the knuckles of a clenched fist. Karen Blixen opened Out of Africa with them: 'I had a farm in Africa, at the foot of the Ngong Hills.'",
    "The trek starts at the Kenya Forest Service station above Ngong town and follows the ridge from peak to peak, past the white turbines of the Ngong Hills wind farm, to the highest point, Lamwia, at about 2,460 m. On a clear day you can see the Rift Valley floor, Mount Suswa and the Kajiado plains to the west, and the Nairobi skyline, sometimes even Kilimanjaro or Mount Kenya, to the east.",
    "The path is a wide grassy ridge with a series of short, steep ups and downs, so it suits anyone with basic fitness. A Kenya Forest Service ranger walks with every group, and the pace is relaxed enough to stop for photos and a picnic lunch at the top.",
  ],
  duration,
  difficulty: "Moderate",
  difficultyLabel: "Easy to moderate",
  groupSize: { min: 2, max: 25 },
  departures: { rule: { every: "week", on: ["Sat"] }, seats: 14, minimumToRun: 2 },
  region: "Ngong Hills Forest Reserve, Kajiado County (near Nairobi)",
  schedule: "Pickup 7:00 AM, return 4:00 PM",
  maxElevationMetres: 2460,
  scene: "forest-hills",
  highlights: [
    "Ridge walking along the famous 'knuckles' of the Ngong Hills",
    "Views down into the Great Rift Valley and across to Mount Suswa",
    "The Nairobi skyline and, on clear mornings, distant Kilimanjaro",
    "Walk beneath the turbines of the Ngong Hills wind farm",
    "Reach Lamwia, the highest point at about 2,460 m",
    "Picnic lunch on the ridge with a Kenya Forest Service ranger escort",
  ],
  days: [
    {
      day: 1,
      title: "Hotel pickup in Nairobi",
      time: "7:00 AM",
      description:
        "Your guide collects you from your hotel or residence and drives out through Karen to Ngong town, about an hour depending on traffic. On the way the guide explains the route, the day's weather and the history of the hills.",
      activities: [
        "Hotel pickup and briefing",
        "Drive through Karen, the former Blixen estate",
        "Short stop in Ngong town for last-minute supplies",
      ],
    },
    {
      day: 1,
      title: "Ngong Hills Forest Station and start of the ridge",
      time: "8:30 AM",
      description:
        "At the Kenya Forest Service station you sign in, meet your ranger escort and start climbing onto the ridge. The first peak comes quickly, and with it the first view into the Rift Valley.",
      activities: [
        "Registration with the Kenya Forest Service",
        "Meet the ranger escort",
        "Climb to the first peak",
      ],
    },
    {
      day: 1,
      title: "Ridge trek to Lamwia",
      time: "9:00 AM - 12:30 PM",
      elevation: "About 2,460 m (Lamwia)",
      distance: "About 10 km along the ridge, 3-4 hours",
      description:
        "The trail rolls over the peaks in a series of short, steep climbs and descents on open grassland, past the wind turbines. Your guide points out the landmarks on both sides, from the Kajiado plains and Mount Suswa to the Nairobi skyline.",
      activities: [
        "Ridge walk over the successive peaks",
        "Photo stops above the Rift Valley",
        "Look out for buffalo, bushbuck and birds of prey",
        "Summit of Lamwia",
      ],
      wildlife: ["Cape buffalo", "Bushbuck", "Augur buzzard", "Black kite"],
    },
    {
      day: 1,
      title: "Picnic lunch with a view",
      time: "12:30 PM",
      description:
        "Lunch is a picnic on the ridge with the valley spread out below. Afterwards the group walks down to the meeting point where the vehicle waits.",
      activities: [
        "Picnic lunch on the ridge",
        "Descent to the vehicle pickup point",
        "Optional stop at the Denys Finch Hatton memorial on the eastern slopes",
      ],
      meals: "Picnic lunch",
    },
    {
      day: 1,
      title: "Return to Nairobi",
      time: "2:30 PM",
      description:
        "The drive back through Ngong and Karen brings you to your hotel at about 4:00 PM, depending on traffic. There is time for a coffee stop in Karen on request.",
      activities: ["Drive back to Nairobi", "Optional coffee stop in Karen", "Hotel drop-off"],
    },
  ],
  included: [
    "Hotel pickup and drop-off in Nairobi",
    "Return transport from Nairobi: a shared vehicle on Budget, a private one on Standard and Premium",
    "Ngong Hills Forest Reserve entrance fees",
    "Kenya Forest Service ranger escort",
    "Professional English-speaking hiking guide",
    "Picnic lunch",
    "Bottled drinking water",
  ],
  notIncluded: [
    "Travel insurance",
    "Tips for guide, ranger and driver",
    "Drinks other than bottled water",
    "Personal hiking gear",
    "Personal expenses",
  ],
  gear: [
    {
      title: "Clothing and footwear",
      items: [
        { name: "Comfortable walking shoes or trail shoes", essential: true },
        { name: "Windproof jacket: the ridge can be cold and very windy", essential: true },
        { name: "Light rain jacket", essential: false },
        { name: "Long trousers against grass and nettles", essential: false },
      ],
    },
    {
      title: "Day pack",
      items: [
        { name: "At least 1.5 litres of water", essential: true },
        { name: "Sun hat and sunscreen", essential: true },
        { name: "Snacks for the ridge", essential: false },
        { name: "Camera or binoculars", essential: false },
      ],
    },
  ],
  preparation: [
    {
      title: "Good to know",
      items: [
        "The trek suits anyone who can walk 3-4 hours with short steep sections; no previous hiking experience is needed",
        "Mornings are usually clearest; afternoon cloud and wind are common on the ridge",
        "In the rainy months (April-May and November) the grassy slopes get slippery, so shoes with grip matter",
        "Stay with the group and the ranger at all times; walking with an armed Kenya Forest Service ranger is standard practice on the ridge",
      ],
    },
  ],
  requirements: {
    minimumAge: 8,
    maxGroupSize: 25,
    fitnessLevel:
      "Easy to moderate: basic fitness for about 10 km of walking with several short, steep climbs",
    documents: ["Passport or Kenyan ID for forest reserve registration"],
    notes: [
      "Children under 12 must hike with a parent or guardian",
      "A shorter route to the first two peaks is available for slower walkers",
    ],
  },
  wildlife: {
    otherWildlife: ["Cape buffalo", "Bushbuck", "Common duiker"],
    birdlife: ["Augur buzzard", "Black kite", "Long-crested eagle", "Sunbirds"],
  },
  faqs: [
    {
      question: "Is the Ngong Hills trek suitable for beginners?",
      answer:
        "Yes. The path is wide and well trodden, and the climbs are short. You need basic fitness and comfortable shoes, and the guide keeps a pace that suits the group.",
    },
    {
      question: "Why does a ranger come with us?",
      answer:
        "Walking with a Kenya Forest Service ranger is standard practice on the Ngong ridge and we book one for every group. The ranger knows the trails and the buffalo that move through the forest, and keeps the group safe.",
    },
    {
      question: "What is the best time to go?",
      answer:
        "The hills are walkable all year. The dry seasons give the clearest views and firmest paths; in the short rains the mornings are usually clear and the hills are at their greenest, so we start early and are off the ridge before the afternoon showers. Our seasonal guide has the months.",
    },
  ],
  gearList: "mountain",
  childPrices: dayHikeChildPrices,
  pricing: {
    kind: "seasonal",
    tiers: withTierTexts(seasonalTiers["ngong-hills"], {
      budget: {
        description:
          "Join a small shared group: hotel pickup, forest fees, the ranger escort, a hiking guide and a picnic lunch on the ridge.",
        features: ["Shared vehicle", "Forest reserve fees", "KFS ranger escort", "Picnic lunch"],
      },
      standard: {
        description:
          "Your own group in a private vehicle, with a guide who walks at your pace and picks the start time with you.",
        features: ["Private vehicle", "Your own hiking guide", "KFS ranger escort", "Picnic lunch"],
      },
      premium: {
        description:
          "Private vehicle and guide, with time for the Denys Finch Hatton memorial and a stop in Karen on the way home.",
        features: [
          "Private vehicle",
          "Your own hiking guide",
          "Finch Hatton memorial",
          "Flexible return time",
        ],
      },
    }),
    duration,
  },
});
