import { defineTrip } from "../../domain/catalogue/trip-schema";
import { tierCalculators } from "../../domain/pricing/tiers";
import { dayTripChildPrices } from "./child-prices";

export default defineTrip({
  slug: "hells-gate",
  title: "Hell's Gate Adventure",
  subtitle: "Cycle among zebra and giraffe, then hike down through the Ol Njorowa Gorge",
  summary:
    "A full-day adventure from Nairobi to Hell's Gate National Park: cycle past Fischer's Tower among grazing wildlife, hike through the Ol Njorowa Gorge with a local guide and see the Olkaria geothermal fields near Lake Naivasha.",
  overview: [
    "Hell's Gate National Park, about two hours from Nairobi near Lake Naivasha, is one of the few parks in Kenya where you can leave the vehicle and explore on a bike or on foot. Large predators are rarely seen here, so zebra, Maasai giraffe, buffalo and gazelle graze right beside the road as you ride.",
    "The park takes its name from the narrow, steaming Ol Njorowa Gorge, carved by water through volcanic rock. With a local guide you walk and scramble down into the gorge, past hot springs seeping from its walls. On the way in you pass Fischer's Tower, a 25 m volcanic plug popular with climbers, and the park's southern end is home to the Olkaria geothermal plants, which generate a large share of Kenya's electricity.",
    "The cycling is on gravel tracks and mostly gentle, and the gorge has steep, sometimes slippery sections, so we grade the day Moderate. Anyone who can ride a bike and manage rough steps can do it, and a support vehicle follows the group.",
  ],
  duration: "1 Day",
  difficulty: "Moderate",
  groupSize: { min: 2, max: 20 },
  departures: { rule: { every: "week", on: ["Sat", "Sun"] }, seats: 14, minimumToRun: 2 },
  region: "Naivasha, Great Rift Valley",
  schedule: "Hotel pickup in Nairobi at 7:00 AM, return by 6:00 PM",
  scene: "gorge",
  highlights: [
    "Cycling through a national park among zebra, giraffe and buffalo",
    "Fischer's Tower, the 25 m volcanic column at the park entrance",
    "Guided hike through the Ol Njorowa Gorge and its hot springs",
    "Olkaria geothermal fields, Kenya's largest source of geothermal power",
    "Great Rift Valley viewpoint on the escarpment drive",
    "Views of Lake Naivasha and Mount Longonot",
  ],
  days: [
    {
      day: 1,
      time: "7:00 AM",
      title: "Pickup and Rift Valley drive",
      description:
        "Your guide collects you from your Nairobi hotel and we drive out over the escarpment, stopping at the Great Rift Valley viewpoint above Mai Mahiu. We continue past Mount Longonot to Hell's Gate (about 2 hours in total).",
      activities: [
        "Hotel pickup in Nairobi",
        "Great Rift Valley viewpoint stop",
        "Views of Mount Longonot and the valley floor",
      ],
    },
    {
      day: 1,
      time: "9:30 AM - 11:30 AM",
      title: "Cycling from Elsa Gate past Fischer's Tower",
      distance: "About 8 km each way on gravel tracks",
      description:
        "At Elsa Gate you are fitted with a mountain bike and helmet, then ride into the park past Fischer's Tower, named after the 19th-century German explorer Gustav Fischer. The track runs between high cliffs where zebra, Maasai giraffe, buffalo and Thomson's gazelle graze, with plenty of stops for photos.",
      activities: [
        "Bike and helmet fitting at Elsa Gate",
        "Cycle past Fischer's Tower",
        "Wildlife viewing from the saddle",
        "Optional short rock-climb at Fischer's Tower with a local guide",
      ],
      wildlife: ["Plains zebra", "Maasai giraffe", "Cape buffalo", "Thomson's gazelle", "Warthog"],
    },
    {
      day: 1,
      time: "11:30 AM - 2:00 PM",
      title: "Ol Njorowa Gorge hike",
      distance: "About 3 km, 1.5-2 hours",
      description:
        "From the ranger post near the Central Tower, a local guide leads you down into the Ol Njorowa Gorge. The walk winds between sheer volcanic walls, with short scrambles, hot springs seeping from the rock and formations such as the 'Devil's Bedroom'. We finish with a picnic lunch at the gorge rim.",
      activities: [
        "Guided descent into the gorge",
        "Hot springs and rock formations",
        "Short scrambles on rough steps",
        "Picnic lunch at the gorge picnic site",
      ],
      meals: "Picnic lunch",
    },
    {
      day: 1,
      time: "2:00 PM - 4:00 PM",
      title: "Olkaria geothermal area and Lake Naivasha",
      description:
        "We drive through the Olkaria geothermal fields, where steam vents rise beside the power plants, with the option of a soak at the Olkaria geothermal spa (extra fee). On the way out we stop on the shore of Lake Naivasha to look for hippos and fish eagles.",
      activities: [
        "Olkaria geothermal viewpoint",
        "Optional Olkaria geothermal spa",
        "Lake Naivasha shoreline stop",
      ],
    },
    {
      day: 1,
      time: "4:00 PM - 6:00 PM",
      title: "Return to Nairobi",
      description:
        "We drive back up the escarpment to Nairobi (about 2 hours, depending on traffic) and drop you at your hotel.",
      activities: ["Drive back to Nairobi", "Hotel drop-off"],
    },
  ],
  included: [
    "Hotel pickup and drop-off in Nairobi",
    "Return transport in a safari van or minibus",
    "English-speaking guide for the whole day",
    "Mountain bike and helmet hire",
    "Local guide fee for the Ol Njorowa Gorge",
    "Picnic lunch at the gorge (Premium: lunch by Lake Naivasha)",
    "Bottled drinking water",
  ],
  notIncluded: [
    "Hell's Gate National Park entry fee for the day: not in the trip price; each traveller's fee, at the Kenya Wildlife Service rate, is its own line of your quote",
    "Travel insurance",
    "Olkaria geothermal spa entry",
    "Optional rock climbing, or a boat ride on Lake Naivasha (included on Premium)",
    "Tips for guides",
    "Drinks other than water and personal items",
  ],
  gear: [
    {
      title: "Clothing and Footwear",
      items: [
        { name: "Trainers or light hiking shoes with good grip", essential: true },
        { name: "Comfortable trousers or shorts for cycling", essential: true },
        { name: "Light jacket for the early drive", essential: false },
        {
          name: "Sun hat (it won't fit under the helmet, so bring one for the gorge)",
          essential: true,
        },
      ],
    },
    {
      title: "Day Pack",
      items: [
        { name: "Small backpack that stays on while cycling", essential: true },
        { name: "1.5 litres of water", essential: true },
        { name: "Sunscreen and sunglasses", essential: true },
        { name: "Cycling gloves", essential: false },
        { name: "Camera or phone with a strap", essential: false },
      ],
    },
  ],
  preparation: [
    {
      title: "Good to Know",
      items: [
        "The gorge can flood quickly after heavy rain; rangers close it when it is unsafe, and we then offer a walk on the gorge rim instead.",
        "Bikes are simple hire mountain bikes; if you are not a confident rider, the support vehicle can carry you at any point.",
        "There is little shade on the cycling route, so start well hydrated and use sunscreen.",
        "Wear shoes you don't mind getting dusty or muddy; some gorge steps are wet.",
      ],
    },
  ],
  requirements: {
    maxGroupSize: 20,
    fitnessLevel:
      "Moderate: about 16 km of easy cycling plus a 1.5-2 hour gorge hike with scrambles",
    documents: ["Passport or Kenyan ID for park entry"],
    notes: [
      "Children are welcome if they can ride a bike confidently; younger children can ride in the vehicle and join the gorge walk with an adult.",
      "Tell us about knee, back or heart conditions before booking; the gorge has steep steps.",
      "Group discounts apply for larger groups.",
    ],
  },
  wildlife: {
    otherWildlife: [
      "Plains zebra",
      "Maasai giraffe",
      "Cape buffalo",
      "Thomson's gazelle",
      "Coke's hartebeest",
      "Eland",
      "Warthog",
      "Rock hyrax",
      "Olive baboon",
    ],
    birdlife: ["Verreaux's eagle", "Augur buzzard", "Rüppell's vulture", "Mocking cliff chat"],
  },
  faqs: [
    {
      question: "Is it safe to cycle among wild animals?",
      answer:
        "Yes. The animals along the cycling track are grazers such as zebra, giraffe and gazelle. Buffalo are also present, so your guide keeps the group together and at a respectful distance.",
    },
    {
      question: "What happens if it rains?",
      answer:
        "Cycling goes ahead in light rain, but the gorge is closed when there is a risk of flash floods. Your guide follows ranger advice and offers the rim walk and geothermal area instead.",
    },
  ],
  gearList: "safari",
  // Charged on top of the trip price as their own lines, at the rate in force on the travel date (decision 0033).
  parkFees: [{ park: "hells-gate", days: 1 }],
  childPrices: dayTripChildPrices,
  pricing: tierCalculators["hells-gate"],
});
