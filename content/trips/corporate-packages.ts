import { defineTrip } from "../../domain/catalogue/trip-schema";
import { trekTiers } from "../../domain/pricing/tiers";

export default defineTrip({
  slug: "corporate-packages",
  title: "Corporate Holiday Packages",
  subtitle:
    "Bespoke incentive trips, executive retreats and company holidays across Kenya, from luxury safari to active adventure",
  summary:
    "Fully customised corporate holidays for groups of 10-100+: private-conservancy safaris in the Maasai Mara, beach retreats in Diani or Kilifi, leadership adventures on Mount Kenya and cultural journeys, with a dedicated event manager throughout.",
  overview: [
    "Reward your best performers, bring a leadership team together or thank your key clients with a journey they will talk about for years. Our corporate holiday packages combine Kenya's most exclusive safari camps, beach resorts and mountain lodges with the meeting facilities, logistics and attention to detail that business travel demands.",
    "Choose from four premium packages, from a 4-day coastal getaway to a 7-day cultural heritage tour, or ask us to build a programme of 3 to 10 days around your objectives. Every trip can be pitched anywhere from pure comfort to real adventure, and we handle groups of 10-100+ people, splitting larger groups across neighbouring camps and parallel activities where needed.",
    "From the first proposal to the farewell dinner, a dedicated event manager looks after flights, transfers, rooms, dietary needs, branding and the schedule, and our 24/7 operations team in Naro Moru and Nairobi stands behind every booking.",
  ],
  duration: "3-10 Days (fully customizable)",
  difficulty: "Easy",
  difficultyLabel: "Comfort to adventure",
  groupSize: { min: 10, max: 100, openEnded: true },
  region: "Maasai Mara, Kenya coast, Mount Kenya, Central Kenya and the Rift Valley",
  scene: "savanna",
  highlights: [
    "Exclusive-use camps and private conservancies away from the crowds",
    "Charter flights and private transfers for seamless travel",
    "Conference and breakout facilities in the bush and on the beach",
    "Dedicated event manager and 24/7 on-trip concierge",
    "Signature experiences: balloon flights, bush dinners and private dhow cruises",
    "Programmes for 10-100+ guests, tailored from comfort to adventure",
  ],
  programmes: [
    {
      id: "executive-safari",
      name: "Executive Safari Retreat",
      duration: "5 Days / 4 Nights",
      category: "Luxury Safari",
      location: "Maasai Mara private conservancies",
      priceRange: "$2,500-$4,000",
      description:
        "Fly from Nairobi to a luxury tented camp in one of the private conservancies bordering the Maasai Mara National Reserve, where vehicle numbers are limited and off-road driving, night drives and walking safaris are permitted. Game drives with expert guides alternate with strategy sessions in a private mess tent and dinners under the stars.",
      features: [
        "Return flights from Nairobi to a conservancy airstrip",
        "Luxury tented camp with exclusive-use options",
        "Private safari vehicles with professional guides",
        "Private mess tent set up for meetings and workshops",
        "Conservancy fees that directly support Maasai landowners",
      ],
      activities: [
        "Morning and afternoon game drives",
        "Night drives and guided bush walks in the conservancy",
        "Optional hot air balloon flight at dawn",
        "Bush breakfast and sundowners",
        "Gala bush dinner with Maasai performers",
      ],
    },
    {
      id: "coastal-corporate",
      name: "Coastal Corporate Getaway",
      duration: "4 Days / 3 Nights",
      category: "Beach Resort",
      location: "Diani Beach or Kilifi",
      priceRange: "$800-$1,500",
      description:
        "A relaxed beach retreat on the Indian Ocean, either on the white sands of Diani on the south coast or at the creeks and resorts of Kilifi to the north. Mornings for workshops or free time, afternoons on the water, and evenings of Swahili seafood and sunset dhow cruises.",
      features: [
        "Beachfront resort with conference and breakout rooms",
        "Return flights from Nairobi to Ukunda or Malindi, or Madaraka Express train",
        "Private airport and station transfers",
        "Private beach dinner and themed evening",
        "Team activities on the beach and the water",
      ],
      activities: [
        "Snorkelling in Kisite-Mpunguti Marine National Park",
        "Sunset dhow cruise",
        "Beach olympics and team challenges",
        "Kitesurfing and stand-up paddle lessons",
        "Swahili cooking class",
      ],
    },
    {
      id: "adventure-leadership",
      name: "Adventure Leadership Experience",
      duration: "6 Days / 5 Nights",
      category: "Active Adventure",
      location: "Mount Kenya region",
      priceRange: "$1,800-$3,200",
      description:
        "For teams who want their retreat to be a challenge. Based in comfortable lodges around Nanyuki and Naro Moru, the group treks on Mount Kenya with our certified mountain guides, takes on facilitated leadership exercises and ends with a celebration on a Laikipia ranch. Trekking objectives range from forest walks to high-altitude days, matched to the group.",
      features: [
        "Lodge accommodation in Nanyuki and Naro Moru",
        "Certified mountain guides, porters and a team facilitator",
        "Leadership workshops and daily debriefs",
        "All trekking equipment and safety gear",
        "Celebration dinner on a Laikipia ranch",
      ],
      activities: [
        "Guided trekking on Mount Kenya",
        "Leadership and decision-making challenges",
        "Mountain biking and horseback riding in Laikipia",
        "Rhino tracking at Ol Pejeta Conservancy",
        "Campfire reflection sessions",
      ],
    },
    {
      id: "cultural-heritage",
      name: "Cultural Heritage Tour",
      duration: "7 Days / 6 Nights",
      category: "Cultural Immersion",
      location: "Central Kenya & Rift Valley",
      priceRange: "$1,200-$2,200",
      description:
        "A journey through the peoples, history and landscapes of Kenya's heartland, from Nairobi's museums to the coffee farms of Central Kenya, the Kikuyu and Maasai communities and the lakes of the Great Rift Valley. Each stay is paired with hosted conversations with artisans, farmers and elders.",
      features: [
        "Boutique hotels, lodges and heritage properties",
        "Private air-conditioned vehicles with cultural guides",
        "Hosted community visits with fair payment to hosts",
        "Curated dining, including traditional Kenyan feasts",
        "Bilingual guides on request",
      ],
      activities: [
        "Nairobi National Museum and Karen Blixen Museum visits",
        "Coffee farm tour and tasting in Central Kenya",
        "Maasai community visit and beadwork workshop",
        "Lake Naivasha boat ride and Crescent Island walk",
        "Kariandusi prehistoric site and Lake Elementaita",
      ],
    },
  ],
  days: [
    {
      day: 1,
      title: "Fly to the Maasai Mara",
      description:
        "We meet the group at your Nairobi hotel and transfer to Wilson Airport for a flight of about an hour to a conservancy airstrip bordering the Maasai Mara. Your guides meet you with private vehicles and a game drive on the way to camp. The evening begins with sundowners overlooking the plains and a welcome dinner.",
      activities: [
        "Transfer to Wilson Airport and flight to the Mara",
        "Game drive to camp",
        "Welcome briefing and sundowners",
        "Welcome dinner",
      ],
      accommodation: "Luxury tented camp, Maasai Mara private conservancy",
      meals: "Lunch, dinner",
    },
    {
      day: 2,
      title: "Game drives and strategy session",
      description:
        "An early game drive catches lions, cheetahs and elephants at their most active, followed by a bush breakfast. Late morning is set aside for a strategy session in the camp's private meeting tent. In the evening, a night drive reveals the conservancy's nocturnal wildlife.",
      activities: [
        "Dawn game drive and bush breakfast",
        "Strategy session in the meeting tent",
        "Afternoon at leisure or spa",
        "Night game drive",
      ],
      accommodation: "Luxury tented camp, Maasai Mara private conservancy",
      meals: "Breakfast, lunch, dinner",
    },
    {
      day: 3,
      title: "Balloon flight and the Mara River",
      description:
        "Guests who choose to can rise at dawn for a hot air balloon flight over the plains, ending with a champagne breakfast. The group then drives into the Maasai Mara National Reserve to the Mara River, where between July and October the wildebeest migration crossings take place.",
      activities: [
        "Optional hot air balloon flight",
        "Full-day game drive in the Maasai Mara National Reserve",
        "Picnic lunch by the Mara River",
        "Look for the Big Five",
      ],
      accommodation: "Luxury tented camp, Maasai Mara private conservancy",
      meals: "Breakfast, lunch, dinner",
    },
    {
      day: 4,
      title: "Walking safari and gala bush dinner",
      description:
        "The morning is spent on foot with Maasai guides, learning to read tracks and use medicinal plants. After a final workshop session, the camp team sets up a gala dinner in the bush, with lanterns, a fire and Maasai performers.",
      activities: [
        "Guided walking safari with Maasai guides",
        "Closing workshop and awards",
        "Sundowners on a viewpoint",
        "Gala bush dinner",
      ],
      accommodation: "Luxury tented camp, Maasai Mara private conservancy",
      meals: "Breakfast, lunch, dinner",
    },
    {
      day: 5,
      title: "Final game drive and return to Nairobi",
      description:
        "A last morning game drive is followed by brunch in camp and the flight back to Wilson Airport. We transfer the group to their hotels or to Jomo Kenyatta International Airport for onward flights.",
      activities: [
        "Morning game drive",
        "Brunch in camp",
        "Flight to Nairobi",
        "Transfers to hotels or the international airport",
      ],
      meals: "Breakfast, brunch",
    },
  ],
  included: [
    "Luxury accommodation in handpicked camps, lodges and resorts",
    "All meals as per the itinerary, with dietary needs catered for",
    "Domestic flights and private ground transfers as per the itinerary",
    "Park and conservancy entrance fees",
    "Professional guides in private safari vehicles",
    "Dedicated event manager from planning to departure",
    "Meeting facilities and standard audio-visual equipment",
    "24/7 on-trip support from our operations team",
  ],
  notIncluded: [
    "International flights",
    "Travel insurance",
    "Kenya Electronic Travel Authorisation (eTA) fees",
    "Premium beverages, wines and champagne",
    "Spa and wellness treatments",
    "Optional activities such as hot air balloon and helicopter flights",
    "Gratuities and personal expenses",
  ],
  gear: [
    {
      title: "Safari and travel",
      items: [
        { name: "Soft-sided luggage (15 kg limit on light aircraft)", essential: true },
        { name: "Smart-casual clothing for dinners and events", essential: true },
        { name: "Neutral-coloured layers for game drives", essential: true },
        { name: "Warm jacket for early mornings and evenings", essential: true },
        { name: "Binoculars", essential: false },
      ],
    },
    {
      title: "Coast and adventure add-ons",
      items: [
        { name: "Swimwear and reef-safe sunscreen", essential: false },
        { name: "Broken-in walking boots for Mount Kenya programmes", essential: false },
        { name: "Daypack for excursions", essential: false },
      ],
    },
  ],
  preparation: [
    {
      title: "Planning your corporate trip",
      items: [
        "Contact us 3-6 months ahead for large groups or peak months (July-October and December)",
        "Share your objectives, budget range and preferred balance of business and leisure",
        "Send a guest list with passport details for flights and eTA applications",
        "Ask your guests to check vaccination and antimalarial advice with their doctor",
      ],
    },
  ],
  requirements: {
    maxGroupSize: 100,
    fitnessLevel:
      "Comfort to adventure: safari and beach packages need no special fitness; the Adventure Leadership Experience suits guests able to walk 4-6 hours a day",
    documents: [
      "Valid passport with at least 6 months' validity",
      "Kenya Electronic Travel Authorisation (eTA) for international guests",
      "Yellow fever certificate if arriving from a country with risk of transmission",
    ],
    notes: [
      "Minimum group size is 10 guests; groups of 100+ are welcome on request",
      "Light aircraft luggage limits apply to flights to the Maasai Mara",
    ],
  },
  sections: [
    {
      title: "Luxury Features Available",
      items: [
        "Private charter flights and helicopter transfers",
        "Exclusive use of boutique camps and lodges",
        "Private safari vehicle and guide for each executive group",
        "Butler and personal host service",
        "Private chef and bespoke gourmet menus",
        "Spa and wellness treatments in camp",
        "Satellite Wi-Fi and business centre facilities",
        "Branded welcome gifts and personalised amenities",
      ],
    },
    {
      title: "Premium Activities & Experiences",
      items: [
        "Hot air balloon flight over the Maasai Mara",
        "Private bush breakfasts and gala dinners",
        "Helicopter flight over Mount Kenya",
        "Rhino tracking at Ol Pejeta Conservancy",
        "Sunset dhow cruise on the Indian Ocean",
        "Championship golf at Vipingo Ridge on the north coast",
        "Deep-sea fishing off Kilifi and Watamu",
        "Guided summit trek on Mount Kenya",
      ],
    },
    {
      title: "Perfect For These Events",
      items: [
        "Sales and performance incentive trips",
        "Executive and board retreats",
        "Leadership development programmes",
        "Annual conferences with a leisure extension",
        "Product launches and brand events",
        "Client appreciation trips",
        "Year-end celebrations and company anniversaries",
        "Team reunions for remote and regional teams",
      ],
    },
    {
      title: "Concierge Services",
      items: [
        "Dedicated event manager from the first proposal to departure",
        "VIP airport meet-and-greet and fast-track assistance",
        "eTA and travel document support",
        "Event branding, printing and welcome packs",
        "Professional photography and videography",
        "24/7 on-trip concierge and emergency support",
      ],
    },
    {
      title: "VIP Service Promise",
      placement: "sidebar",
      items: [
        "Every corporate guest travels with the same care we give our own families. Your dedicated event manager answers within 24 hours before the trip and around the clock during it; every property, guide and vehicle is personally inspected by our team; and if anything falls short of what we promised, we fix it on the spot, at no extra cost to you.",
      ],
    },
  ],
  faqs: [
    {
      question: "How large a group can you host?",
      answer:
        "We regularly plan for 10 to 100 guests and can go beyond 100 by combining neighbouring camps, resorts and parallel activities, all coordinated by one event manager.",
    },
    {
      question: "Can we hold meetings during the trip?",
      answer:
        "Yes. Every package can include meeting space, from a private mess tent in the Mara to fully equipped conference rooms at the coast, with Wi-Fi and audio-visual equipment.",
    },
    {
      question: "Can packages be combined or extended?",
      answer:
        "Yes. Programmes run from 3 to 10 days and are fully customisable, for example a Mara safari followed by a few days on Diani Beach.",
    },
  ],
  layout: "corporate",
  sectionTitles: {
    highlights: "Luxury Experience Highlights",
    programmes: "Premium Package Options",
    itinerary: "Sample Itinerary",
  },
  pricing: {
    kind: "tier-calculator",
    tiers: trekTiers["corporate-packages"],
    // Corporate prices are already per person for groups of 10 or more: no further group discount.
    discounts: [],
    quoteRequest: "corporate",
  },
});
