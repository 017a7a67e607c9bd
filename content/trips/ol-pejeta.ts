import { defineTrip } from "../../domain/catalogue/trip-schema";
import { tierCalculators } from "../../domain/pricing/tiers";
import { safariChildPrices } from "./child-prices";

export default defineTrip({
  slug: "ol-pejeta",
  title: "Ol Pejeta Conservancy",
  subtitle: "Rhinos, chimpanzees and a night game drive beneath Mount Kenya",
  summary:
    "Two days on Ol Pejeta Conservancy near Nanyuki: East Africa's largest black rhino sanctuary, the last two northern white rhinos (Najin and Fatu), the Sweetwaters Chimpanzee Sanctuary, an equator crossing and a night game drive.",
  overview: [
    "Ol Pejeta Conservancy covers about 360 km² of the Laikipia plateau between Mount Kenya and the Aberdares. It is East Africa's largest black rhino sanctuary and home to the Big Five, and it shelters Najin and Fatu, the last two northern white rhinos on Earth, guarded around the clock.",
    "From Nairobi we drive north past our home base at Naro Moru to Nanyuki, where we stop at the equator, then spend the afternoon on the conservancy. Highlights include the Sweetwaters Chimpanzee Sanctuary, the only place in Kenya to see chimpanzees, which gives rescued chimps a home, and a night game drive with a conservancy guide to find hyenas, bush babies and, with luck, leopards and aardvarks.",
    "The conservancy is a working landscape where cattle ranching and wildlife share the land, and your visit helps fund its rhino protection and community programmes. It is an easy, vehicle-based trip with plenty of time on game drives.",
  ],
  duration: "2 Days 1 Night",
  difficulty: "Easy",
  groupSize: { min: 2, max: 8 },
  region: "Laikipia, near Nanyuki",
  schedule:
    "Hotel pickup in Nairobi at 6:30 AM on Day 1, return to Nairobi by about 5:00 PM on Day 2",
  scene: "savanna",
  highlights: [
    "Najin and Fatu, the last two northern white rhinos in the world",
    "Black and southern white rhinos in East Africa's largest black rhino sanctuary",
    "Sweetwaters Chimpanzee Sanctuary, the only place in Kenya to see chimps",
    "Night game drive with a conservancy guide",
    "Equator crossing at Nanyuki",
    "Big Five country with Mount Kenya on the horizon",
  ],
  days: [
    {
      day: 1,
      title: "Nairobi to Ol Pejeta via the equator",
      description:
        "We leave Nairobi at 6:30 AM and drive north via Thika, Karatina and Naro Moru to Nanyuki (about 3.5 hours), stopping at the equator. After checking in and lunch on the conservancy, the afternoon game drive visits the Sweetwaters Chimpanzee Sanctuary and the enclosure where Najin and Fatu live under round-the-clock guard. After dinner we head out again for a night game drive.",
      activities: [
        "Drive to Nanyuki with an equator crossing stop",
        "Afternoon game drive on the conservancy",
        "Sweetwaters Chimpanzee Sanctuary",
        "Visit to the northern white rhino enclosure",
        "Night game drive with a conservancy guide",
      ],
      meals: "Lunch and dinner",
      accommodation:
        "Tented camp (Standard) or safari lodge (Premium) on Ol Pejeta Conservancy, depending on your tier",
      wildlife: ["Northern white rhino", "Chimpanzee", "Black rhino", "Spotted hyena"],
    },
    {
      day: 2,
      title: "Morning game drive and return to Nairobi",
      description:
        "An early game drive, when lions are most active, takes us across the plains with Mount Kenya clear in the morning light. After breakfast we visit the Morani Information Centre to learn about the conservancy's rhino protection, then drive back to Nairobi, arriving in the late afternoon.",
      activities: [
        "Sunrise game drive",
        "Breakfast at camp",
        "Morani Information Centre",
        "Drive back to Nairobi (about 3.5-4 hours)",
      ],
      meals: "Breakfast and lunch",
      accommodation: "Not included (end of trip)",
      wildlife: ["Lion", "Cape buffalo", "African elephant", "Grevy's zebra"],
    },
  ],
  included: [
    "Hotel pickup and drop-off in Nairobi",
    "4x4 safari vehicle with pop-up roof and a window seat for every guest",
    "Professional English-speaking driver-guide",
    "Ol Pejeta Conservancy entry fees",
    "Sweetwaters Chimpanzee Sanctuary visit",
    "One night game drive with a conservancy guide",
    "One night's accommodation as per your chosen tier",
    "All meals from Day 1 lunch to Day 2 lunch",
  ],
  notIncluded: [
    "Travel insurance",
    "Optional conservancy activities such as lion tracking or a keeper-led close encounter with the northern white rhinos",
    "Tips for guides and camp staff",
    "Drinks other than water and personal items",
  ],
  gear: [
    {
      title: "Safari Essentials",
      items: [
        { name: "Binoculars", essential: true },
        { name: "Warm jacket, hat and gloves for the night drive", essential: true },
        { name: "Neutral-coloured clothing", essential: true },
        { name: "Sun hat and sunscreen", essential: true },
      ],
    },
    {
      title: "Camera and Extras",
      items: [
        { name: "Camera with a zoom lens", essential: false },
        { name: "Headtorch for moving around camp at night", essential: false },
        { name: "Power bank", essential: false },
      ],
    },
  ],
  preparation: [
    {
      title: "Good to Know",
      items: [
        "Ol Pejeta sits at about 1,800 m, so nights and early mornings are cold; the night drive is colder than you expect.",
        "Night drives depend on weather and conservancy availability; if one is cancelled, we offer a dusk drive instead.",
        "Chimpanzees at Sweetwaters are viewed from viewing platforms across the river; they are rescued animals, not native to Kenya.",
        "The equator demonstration in Nanyuki is fun, but take the water-draining trick with a pinch of salt.",
      ],
    },
  ],
  requirements: {
    maxGroupSize: 8,
    fitnessLevel: "Easy: vehicle-based with short walks",
    documents: [
      "Valid passport and Kenya eTA (electronic travel authorisation) for international visitors",
      "Passport or Kenyan ID needed at the conservancy gate",
    ],
    notes: [
      "Children are welcome; some conservancy activities, such as night drives, may have minimum ages.",
      "Premium tier guests stay in a more spacious camp closer to the conservancy's game-viewing areas.",
    ],
  },
  wildlife: {
    bigFive: ["Lion", "Leopard", "African elephant", "Cape buffalo", "Black rhino"],
    otherWildlife: [
      "Northern white rhino (Najin and Fatu)",
      "Southern white rhino",
      "Chimpanzee (Sweetwaters sanctuary)",
      "Grevy's zebra",
      "Reticulated giraffe",
      "Cheetah",
      "Spotted hyena",
      "Jackson's hartebeest",
      "Bush baby",
    ],
    birdlife: ["Kori bustard", "Secretary bird", "Grey crowned crane", "Augur buzzard"],
    conservation: [
      "East Africa's largest black rhino sanctuary",
      "Round-the-clock protection for Najin and Fatu, the last two northern white rhinos",
      "Sweetwaters Chimpanzee Sanctuary for rescued chimpanzees",
      "Community development and livestock programmes alongside wildlife",
    ],
  },
  faqs: [
    {
      question: "Can we see the northern white rhinos?",
      answer:
        "Yes. We visit the enclosure where Najin and Fatu live. A closer, keeper-led encounter is a separately bookable conservancy activity, subject to availability.",
    },
    {
      question: "Why are there chimpanzees in Kenya?",
      answer:
        "They are not native. Sweetwaters was set up with the Jane Goodall Institute to give a permanent home to chimpanzees rescued from the illegal wildlife trade in West and Central Africa.",
    },
    {
      question: "Is the night game drive included?",
      answer:
        "Yes, one night game drive with a conservancy guide is included, weather and availability permitting.",
    },
  ],
  gearList: "safari",
  childPrices: safariChildPrices,
  pricing: tierCalculators["ol-pejeta"],
});
