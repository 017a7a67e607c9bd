import { defineTrip } from "../../domain/catalogue/trip-schema";
import { tierCalculators } from "../../domain/pricing/tiers";
import { safariChildPrices } from "./child-prices";

export default defineTrip({
  slug: "wildlife-safari",
  title: "Diverse Wildlife Safari",
  subtitle:
    "Six days across four of Kenya's great wildlife areas: Samburu, Ol Pejeta, Lake Nakuru and the Maasai Mara",
  summary:
    "A six-day road safari from Nairobi through Samburu's dry north, the rhino country of Ol Pejeta, Lake Nakuru and the Maasai Mara, with a chance to see 50+ species, from the Big Five to Samburu's northern specials.",
  overview: [
    "Most Kenyan safaris show you one kind of country. This one deliberately links four: the semi-arid bush of Samburu, the Laikipia plains under Mount Kenya at Ol Pejeta Conservancy, the Rift Valley soda lake of Lake Nakuru and the open grasslands of the Maasai Mara. Each has wildlife you will not find in the others, which is why guests regularly log 50+ species of mammals and birds in six days.",
    "You travel in a 4x4 safari vehicle with a pop-up roof and an experienced driver-guide, with no more than eight guests on a departure. Drive days are broken up with stops at the equator in Nanyuki, Thomson's Falls in Nyahururu and the Rift Valley escarpment, and every stay includes at least one proper game drive.",
    "It is an easy trip physically, but the days start early and some transfers are long (up to 6 hours). If you would rather trade distance for time in one place, ask us about our shorter Samburu, Ol Pejeta or Maasai Mara safaris.",
  ],
  duration: "6 Days 5 Nights",
  difficulty: "Easy",
  groupSize: { min: 2, max: 8 },
  region: "Samburu, Laikipia, Rift Valley and Maasai Mara",
  schedule:
    "Hotel pickup in Nairobi at 7:00 AM on Day 1, drop-off at your Nairobi hotel by about 6:00 PM on Day 6",
  scene: "savanna",
  highlights: [
    "A chance to see 50+ species across four different ecosystems",
    "The Big Five: lion, leopard, elephant, buffalo and black rhino",
    "Samburu's northern specials, including Grevy's zebra, reticulated giraffe and gerenuk",
    "Ol Pejeta Conservancy, East Africa's largest black rhino sanctuary",
    "Rhinos and Rothschild's giraffe on the shores of Lake Nakuru",
    "Game drives on the open plains of the Maasai Mara",
    "Crossing the equator at Nanyuki",
  ],
  days: [
    {
      day: 1,
      title: "Nairobi to Samburu National Reserve",
      description:
        "We leave Nairobi early and drive north past Thika, Karatina and the foothills of Mount Kenya, crossing the equator at Nanyuki before descending through Isiolo into the hot, red-earth country of Samburu (about 6 hours with stops). After lunch and a rest at camp, the afternoon game drive follows the Ewaso Ng'iro River, where elephants come down to drink in the late light.",
      activities: [
        "Scenic drive via Nanyuki and Isiolo (about 6 hours)",
        "Equator crossing stop at Nanyuki",
        "Afternoon game drive along the Ewaso Ng'iro River",
        "Sundowner views over the reserve",
      ],
      meals: "Lunch and dinner",
      accommodation: "Tented camp in or near Samburu National Reserve",
      wildlife: ["African elephant", "Reticulated giraffe", "Grevy's zebra"],
    },
    {
      day: 2,
      title: "Full day in Samburu",
      description:
        "Samburu is the best place in Kenya to see the 'Samburu Special Five', species adapted to the dry north. We head out at first light, return to camp for brunch during the heat of the day, and go out again in the afternoon when lions, leopards and cheetahs become active.",
      activities: [
        "Early-morning game drive",
        "Search for the Samburu Special Five",
        "Afternoon game drive in Samburu or Buffalo Springs",
        "Optional visit to a Samburu community (arranged on request)",
      ],
      meals: "Breakfast, lunch and dinner",
      accommodation: "Tented camp in or near Samburu National Reserve",
      wildlife: ["Gerenuk", "Beisa oryx", "Somali ostrich", "Leopard", "Lion"],
    },
    {
      day: 3,
      title: "Samburu to Ol Pejeta Conservancy",
      description:
        "After an early game drive we drive back south through Isiolo to Ol Pejeta Conservancy near Nanyuki (about 3 hours), with Mount Kenya ahead of us on clear mornings. The afternoon game drive covers the conservancy's rhino country and includes the Sweetwaters Chimpanzee Sanctuary, the only place in Kenya to see chimpanzees.",
      activities: [
        "Short morning game drive in Samburu",
        "Drive to Ol Pejeta (about 3 hours)",
        "Afternoon game drive in the conservancy",
        "Visit to the Sweetwaters Chimpanzee Sanctuary",
      ],
      meals: "Breakfast, lunch and dinner",
      accommodation: "Tented camp or lodge on Ol Pejeta Conservancy",
      wildlife: ["Black rhino", "Southern white rhino", "Chimpanzee", "Cape buffalo"],
    },
    {
      day: 4,
      title: "Ol Pejeta to Lake Nakuru National Park",
      description:
        "We leave the Laikipia plateau and drive via Nyahururu, stopping at Thomson's Falls, down into the Rift Valley to Lake Nakuru National Park (about 4 hours). The afternoon game drive circles the lake and climbs to Baboon Cliff for the view, looking for white and black rhino, Rothschild's giraffe and the park's lions.",
      activities: [
        "Drive via Nyahururu (about 4 hours)",
        "Stop at Thomson's Falls",
        "Afternoon game drive around Lake Nakuru",
        "Baboon Cliff viewpoint",
      ],
      meals: "Breakfast, lunch and dinner",
      accommodation: "Lodge or tented camp in or near Lake Nakuru National Park",
      wildlife: ["Rothschild's giraffe", "Southern white rhino", "Black rhino", "Waterbuck"],
    },
    {
      day: 5,
      title: "Lake Nakuru to the Maasai Mara",
      description:
        "A morning drive through Narok takes us to the Maasai Mara National Reserve (about 5 hours), arriving at camp near the reserve in time for lunch. The afternoon game drive is our first look at the Mara's plains, where lion prides, cheetahs and large herds of plains game are the main attraction.",
      activities: [
        "Drive to the Maasai Mara via Narok (about 5 hours)",
        "Afternoon game drive on the Mara plains",
        "Evening around the camp fire",
      ],
      meals: "Breakfast, lunch and dinner",
      accommodation: "Tented camp near the Maasai Mara National Reserve",
      wildlife: ["Lion", "Cheetah", "Topi", "Spotted hyena"],
    },
    {
      day: 6,
      title: "Maasai Mara game drive and return to Nairobi",
      description:
        "The last morning starts with a dawn game drive, the best time for predators, before breakfast back at camp. We then drive back to Nairobi via Narok and the Rift Valley escarpment (5-6 hours), arriving at your hotel in the late afternoon or early evening.",
      activities: [
        "Dawn game drive in the Maasai Mara",
        "Breakfast at camp",
        "Drive to Nairobi via Narok (5-6 hours)",
        "Hotel drop-off in Nairobi",
      ],
      meals: "Breakfast and lunch",
      accommodation: "Not included (end of safari)",
      wildlife: ["Lion", "Leopard", "African elephant"],
    },
  ],
  included: [
    "Hotel pickup and drop-off in Nairobi",
    "4x4 safari vehicle with pop-up roof and a window seat for every guest",
    "Professional English-speaking driver-guide",
    "Five nights' accommodation as described (standard or premium, depending on your tier)",
    "All meals from Day 1 lunch to Day 6 lunch",
    "Park and conservancy entry fees for Samburu, Ol Pejeta, Lake Nakuru and the Maasai Mara",
    "All game drives listed in the itinerary",
    "Bottled drinking water in the vehicle",
  ],
  notIncluded: [
    "International flights and Kenya eTA (electronic travel authorisation) fees",
    "Travel insurance (required)",
    "Tips for guides and camp staff",
    "Drinks other than water, and personal items",
    "Optional activities such as community visits or a Mara hot-air balloon flight",
  ],
  gear: [
    {
      title: "Safari Essentials",
      items: [
        { name: "Binoculars (one pair per person if possible)", essential: true },
        { name: "Neutral-coloured clothing (khaki, olive, beige)", essential: true },
        { name: "Wide-brimmed sun hat and sunglasses", essential: true },
        { name: "High-SPF sunscreen and lip balm", essential: true },
        { name: "Warm fleece or jacket for early-morning drives", essential: true },
      ],
    },
    {
      title: "Camera and Comfort",
      items: [
        { name: "Camera with a zoom lens (200 mm or more)", essential: false },
        { name: "Spare batteries and a power bank", essential: false },
        { name: "Insect repellent", essential: true },
        { name: "Soft-sided duffel bag rather than a hard suitcase", essential: false },
        { name: "Light scarf or buff for dusty roads", essential: false },
      ],
    },
  ],
  preparation: [
    {
      title: "Before You Travel",
      items: [
        "Samburu is hot (often over 30°C by midday) while Ol Pejeta and the Mara can be cold at dawn; pack layers.",
        "Ask your doctor about malaria prevention; Samburu, Lake Nakuru and the Mara are all in malaria-risk areas.",
        "Kenya banned plastic carrier bags in 2017, so leave them at home and pack in fabric or soft bags.",
        "Bring your passport on safari: park gates check it to apply the right entry fee category.",
      ],
    },
    {
      title: "On Safari",
      items: [
        "Days start early; the first game drive usually leaves around 6:30 AM, when animals are most active.",
        "Road transfers are long and some roads are bumpy; tell us about back or motion-sickness problems so we can seat you well.",
        "Wildlife sightings are never guaranteed; your guide will go where recent sightings have been, but nature keeps its own schedule.",
        "Flamingo numbers at Lake Nakuru vary greatly from year to year, so treat them as a bonus rather than a promise.",
      ],
    },
  ],
  requirements: {
    maxGroupSize: 8,
    fitnessLevel: "Easy: mostly vehicle-based, but expect long drives and early starts",
    documents: [
      "Valid passport (at least six months' validity) for international visitors",
      "Kenya eTA (electronic travel authorisation), applied for online before arrival",
      "Yellow fever certificate if arriving from a yellow-fever risk country",
    ],
    notes: [
      "Children are welcome; some camps set their own minimum ages, so tell us ages when booking.",
      "Groups larger than six may travel in two vehicles so everyone keeps a window seat.",
      "Dietary needs can be catered for with advance notice.",
    ],
  },
  wildlife: {
    bigFive: ["Lion", "Leopard", "African elephant", "Cape buffalo", "Black rhino"],
    otherWildlife: [
      "Cheetah",
      "Grevy's zebra",
      "Reticulated giraffe",
      "Rothschild's giraffe",
      "Gerenuk",
      "Beisa oryx",
      "Southern white rhino",
      "Chimpanzee (Sweetwaters sanctuary)",
      "Hippopotamus",
      "Spotted hyena",
      "Topi",
      "Blue wildebeest",
    ],
    birdlife: [
      "Somali ostrich",
      "Vulturine guineafowl",
      "Lesser and greater flamingo (seasonal)",
      "African fish eagle",
      "Lilac-breasted roller",
      "Secretary bird",
      "Kori bustard",
    ],
  },
  faqs: [
    {
      question: "Is 50+ species realistic?",
      answer:
        "Yes. Counting mammals and birds together, most groups pass 50 species, because each of the four areas has animals the others lack. Exact sightings depend on season and luck.",
    },
    {
      question: "Will we see the Great Migration?",
      answer:
        "Only if you travel while the herds are in the Mara, usually between July and October. Outside those months the Mara's resident wildlife is still excellent.",
    },
    {
      question: "What is the difference between the Standard and Premium tiers?",
      answer:
        "The route and game drives are the same. Premium uses more spacious lodges and tented camps in better locations, which can mean less driving to reach the best areas.",
    },
  ],
  gearList: "safari",
  childPrices: safariChildPrices,
  pricing: tierCalculators["wildlife-safari"],
});
