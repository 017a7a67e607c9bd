import { defineTrip } from "../../domain/catalogue/trip-schema";
import { tierCalculators } from "../../domain/pricing/tiers";
import { safariChildPrices } from "./child-prices";

export default defineTrip({
  slug: "maasai-cultural",
  title: "Maasai Cultural Tours",
  subtitle: "Three days living alongside a Maasai community on the edge of the Maasai Mara",
  summary:
    "Spend three days with a Maasai community near the Maasai Mara: herd cattle with young warriors, learn beadwork with the women, hear the elders' stories by the fire and see how a modern pastoralist family lives.",
  overview: [
    "This is not a quick stop at a village for photos. You spend three days with a Maasai community in Narok County, close to the Maasai Mara, hosted by families we have worked with for years. Your hosts choose what to share, and you take part in daily life rather than watching a performance.",
    "Days follow the rhythm of a pastoralist household: taking cattle and goats out to graze, fetching water, building and repairing the enkaji (house), beadwork, and evenings of stories and song. Elders explain age-sets, ceremonies and how the community is adapting to land pressure, drought and schooling, honestly and in their own words.",
    "The tour is easy physically and suits families. Budget, Mid-Range and Fully Immersive tiers differ mainly in where you sleep, from a community-run camp to a traditional homestay inside the homestead.",
  ],
  duration: "3 Days 2 Nights",
  difficulty: "Easy",
  groupSize: { min: 2, max: 15 },
  region: "Narok County (Maasai Mara area)",
  schedule:
    "Hotel pickup in Nairobi at 7:00 AM on Day 1, return to Nairobi by about 5:00 PM on Day 3",
  scene: "maasai-village",
  highlights: [
    "Traditional welcome with song and dance by your host community",
    "Herding cattle and goats with Maasai morans (young warriors)",
    "Beadwork lesson with the women's group",
    "Evening storytelling with the elders around the fire",
    "Fire-making with sticks and a bush walk to learn medicinal plants",
    "Great Rift Valley viewpoint on the drive from Nairobi",
  ],
  days: [
    {
      day: 1,
      title: "Nairobi to the Maasai community",
      description:
        "We leave Nairobi in the morning, stopping at the Great Rift Valley viewpoint, and continue via Narok to the community on the edge of the Maasai Mara (about 5-6 hours). Your hosts welcome you with song and dance before showing you around the homestead. In the evening the elders introduce the family and the community around the fire.",
      activities: [
        "Drive via the Rift Valley viewpoint and Narok (about 5-6 hours)",
        "Traditional welcome ceremony",
        "Guided tour of the homestead and an enkaji (traditional house)",
        "Evening storytelling with the elders",
      ],
      meals: "Lunch and dinner",
      accommodation:
        "Homestay in the boma (Budget), the community eco-camp (Mid-Range) or a private camp (Fully Immersive), depending on your tier",
    },
    {
      day: 2,
      title: "A day in Maasai life",
      description:
        "The morning starts early, helping to milk the cattle and taking the herds out to graze with the morans. Later you join the women's group for a beadwork lesson and help with daily chores, then learn to make fire with sticks and walk with an elder to learn about medicinal plants. The evening ends with adumu, the famous jumping dance, and a shared dinner.",
      activities: [
        "Morning milking and herding with the morans",
        "Beadwork lesson with the women's group",
        "Fire-making with sticks and a medicinal-plant walk",
        "Visit to a local primary school (term time, with the school's permission)",
        "Adumu jumping dance and songs in the evening",
      ],
      meals: "Breakfast, lunch and dinner",
      accommodation:
        "Homestay in the boma (Budget), the community eco-camp (Mid-Range) or a private camp (Fully Immersive), depending on your tier",
    },
    {
      day: 3,
      title: "Farewell and return to Nairobi",
      description:
        "After an early walk to watch the herds leave and a final breakfast with your hosts, there is time to buy beadwork directly from the makers. We say goodbye mid-morning and drive back to Nairobi via Narok, arriving in the late afternoon.",
      activities: [
        "Sunrise walk with the herders",
        "Farewell breakfast with the host family",
        "Beadwork market run by the women's group",
        "Drive back to Nairobi (about 5-6 hours)",
      ],
      meals: "Breakfast and lunch",
      accommodation: "Not included (end of tour)",
    },
  ],
  included: [
    "Hotel pickup and drop-off in Nairobi",
    "Transport in a safari vehicle or minibus with driver",
    "English-speaking guide from the host community",
    "Two nights' accommodation as per your chosen tier",
    "All meals from Day 1 lunch to Day 3 lunch",
    "Community visit fees, paid directly to the host community",
    "All cultural activities in the itinerary",
    "Bottled drinking water",
  ],
  notIncluded: [
    "Travel insurance",
    "Maasai Mara National Reserve entry fees and game drives (available as an add-on)",
    "Beadwork and other crafts you choose to buy",
    "Tips for guides and hosts",
    "Drinks other than water and personal items",
  ],
  experiences: [
    "Milking and herding cattle with the morans",
    "Beadwork with the women's group",
    "Fire-making with traditional sticks",
    "Medicinal-plant walk with an elder",
    "Adumu jumping dance and traditional songs",
    "Helping to repair an enkaji with mud and cow dung",
    "Conversations with elders about age-sets and modern Maasai life",
  ],
  familyFriendly: [
    "Children are warmly welcomed and often play with children from the community",
    "Short, flat walks suitable for all ages",
    "Beadwork and fire-making are popular with older children",
    "Family rooms or tents available on the Mid-Range tier",
    "Simple meals for younger children on request",
  ],
  gear: [
    {
      title: "Clothing",
      items: [
        { name: "Modest clothing covering shoulders and knees", essential: true },
        { name: "Comfortable closed walking shoes", essential: true },
        { name: "Warm jacket for cool evenings", essential: true },
        { name: "Sun hat and sunglasses", essential: false },
      ],
    },
    {
      title: "Personal Items",
      items: [
        { name: "Headtorch or torch (limited electricity in homesteads)", essential: true },
        { name: "Sunscreen and insect repellent", essential: true },
        { name: "Power bank for phone and camera", essential: false },
        { name: "Hand sanitiser and wet wipes", essential: false },
      ],
    },
  ],
  preparation: [
    {
      title: "Cultural Etiquette",
      items: [
        "Always ask before photographing people; your guide will help you ask.",
        "Greet elders first; a light handshake is normal, and children may bow their heads to be touched in greeting.",
        "Please don't hand out sweets or money to children; if you want to help, ask us about supporting the local school.",
        "Buying beadwork directly from the women's group is the best way to put money into the community.",
      ],
    },
    {
      title: "What to Expect",
      items: [
        "Homestay accommodation is simple: expect basic washing facilities and long-drop toilets on the Fully Immersive tier.",
        "Evenings can be cold and nights are dark; a torch is essential.",
        "Meals are mostly familiar food prepared by a camp cook, with a chance to try traditional dishes.",
      ],
    },
  ],
  requirements: {
    maxGroupSize: 15,
    fitnessLevel: "Easy: short walks on uneven ground, suitable for most ages",
    documents: [
      "Valid passport and Kenya eTA (electronic travel authorisation) for international visitors",
    ],
    notes: [
      "Children of all ages are welcome; the Fully Immersive homestay suits children 8 and over.",
      "Group discounts apply for 4 or more guests.",
      "Let us know about dietary needs in advance; the community kitchen can adapt.",
    ],
  },
  faqs: [
    {
      question: "Is this a staged show?",
      answer:
        "No. You stay with a host community that chooses what to share and receives the visit fees directly. There are songs and dances, but most of your time is spent taking part in daily life.",
    },
    {
      question: "Can we add a game drive in the Maasai Mara?",
      answer:
        "Yes. The community is close to the reserve, so a half-day or full-day game drive can be added on Day 2 or Day 3. Park fees are extra.",
    },
    {
      question: "Which tier should we choose?",
      answer:
        "Mid-Range suits most guests: a comfortable tent or cottage with proper bathrooms near the homestead. Choose Fully Immersive if you want to sleep in the homestead itself, and Budget for a simple community camp.",
    },
  ],
  childPrices: safariChildPrices,
  pricing: tierCalculators["maasai-cultural"],
});
