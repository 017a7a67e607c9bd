/**
 * Every price table of the spec (tier ranges and base prices, seasonal KES/USD tiers, Samburu), in whole US dollars (and KES where given).
 * The tables are keyed by trip slug for reading against the spec; each trip's content module
 * (content/trips/) names its table in its `pricing`, and the page, the PDF and the pricing engine
 * read the figures from the trip, so a figure is written once.
 */

export interface PricingTier {
  id: string;
  name: string;
  priceRange: { min: number; max: number };
  /** The price the calculator starts from, per person. */
  basePrice: number;
  description: string;
  features: string[];
  popular?: boolean;
}

export interface SeasonalTier {
  id: string;
  name: string;
  kesPrice: number;
  usdPrice: number;
  description: string;
  features: string[];
  /** Badge colour token for the tier card. */
  badgeColour: "green" | "blue" | "amber";
}

/** Group discount schedules: [minimum participants, fraction off], highest threshold first. */
export type DiscountSchedule = ReadonlyArray<readonly [number, number]>;
export const genericGroupDiscounts: DiscountSchedule = [
  [8, 0.15],
  [6, 0.1],
  [4, 0.05],
];
export const maasaiGroupDiscounts: DiscountSchedule = [
  [6, 0.15],
  [4, 0.1],
];

export interface TierCalculatorTable {
  kind: "tier-calculator";
  tiers: PricingTier[];
  defaultTierId: string;
  /**
   * The table's own group discounts (Maasai); without one, quotes use the operator's schedule
   * from /admin/pricing (seeded with the spec's generic 4+ 5%, 6+ 10%, 8+ 15%).
   */
  discounts?: DiscountSchedule;
}

function tier(
  id: string,
  name: string,
  min: number,
  max: number,
  basePrice: number,
  description: string,
  features: string[],
  popular = false,
): PricingTier {
  // An unmarked tier carries no flag, as the trip editor saves an unticked "Popular".
  const flag = popular ? { popular } : {};
  return { id, name, priceRange: { min, max }, basePrice, description, features, ...flag };
}

const sharedSafariFeatures = ["Professional guide", "Park entry fees", "Bottled water"];

export const tierCalculators = {
  "technical-climbing": {
    kind: "tier-calculator",
    defaultTierId: "solo-climber",
    tiers: [
      tier(
        "solo-climber",
        "Solo Climber",
        1680,
        1950,
        1815,
        "One climber with a dedicated certified guide: the fastest pace and full attention on every pitch.",
        [
          "1:1 climbing guide",
          "Technical rack and ropes",
          "Park and climbing fees",
          "Hut accommodation",
        ],
      ),
      tier(
        "partner-team",
        "Partner Team",
        1338,
        1450,
        1394,
        "Two climbers sharing a guide and a rope: the classic way to climb Batian.",
        [
          "1:2 climbing guide",
          "Technical rack and ropes",
          "Park and climbing fees",
          "Hut accommodation",
        ],
        true,
      ),
    ],
  },
  "wildlife-safari": {
    kind: "tier-calculator",
    defaultTierId: "standard",
    tiers: [
      tier(
        "standard",
        "Standard",
        800,
        1200,
        1000,
        "Comfortable tented camps and shared 4x4 game drives.",
        ["Tented camps", "Shared pop-up roof 4x4", ...sharedSafariFeatures],
      ),
      tier(
        "premium",
        "Premium",
        1200,
        1600,
        1400,
        "Lodges with views, private vehicle and longer drives at the best hours.",
        ["Safari lodges", "Private pop-up roof 4x4", ...sharedSafariFeatures],
      ),
    ],
  },
  "maasai-cultural": {
    kind: "tier-calculator",
    defaultTierId: "mid-range",
    discounts: maasaiGroupDiscounts,
    tiers: [
      tier(
        "budget",
        "Budget",
        680,
        980,
        830,
        "Simple homestay in the manyatta and shared transport.",
        ["Homestay in the boma", "Shared transport", "Cultural guide", "All meals"],
      ),
      tier(
        "mid-range",
        "Mid-Range",
        1100,
        1500,
        1300,
        "A community eco-camp beside the village with private transport.",
        ["Community eco-camp", "Private transport", "Cultural guide", "All meals"],
        true,
      ),
      tier(
        "immersive",
        "Fully Immersive",
        1700,
        2400,
        2050,
        "Private camp, an elder's storytelling evening and a conservancy game drive.",
        [
          "Private camp",
          "Private transport",
          "Elder storytelling evening",
          "Conservancy game drive",
        ],
      ),
    ],
  },
  "hells-gate": {
    kind: "tier-calculator",
    defaultTierId: "budget",
    tiers: [
      tier("budget", "Budget", 60, 80, 70, "Shared matatu transfer, bicycles and a gorge guide.", [
        "Shared transfer",
        "Bicycle hire",
        "Gorge guide",
        "Park fees",
      ]),
      tier(
        "standard",
        "Standard",
        80,
        120,
        100,
        "Private transfer, better bikes and a packed lunch.",
        ["Private transfer", "Mountain bike hire", "Gorge guide", "Packed lunch"],
        true,
      ),
      tier(
        "premium",
        "Premium",
        120,
        160,
        140,
        "Adds a lakeside lunch and a boat ride on Lake Naivasha.",
        ["Private transfer", "Mountain bike hire", "Lakeside lunch", "Boat ride"],
      ),
    ],
  },
  "lake-naivasha": {
    kind: "tier-calculator",
    defaultTierId: "budget",
    tiers: [
      tier(
        "budget",
        "Budget",
        90,
        125,
        105,
        "Dome tents at a lakeshore campsite, camp meals cooked by our team.",
        ["Dome tent camping", "Camp meals", "Boat ride", "Guide"],
      ),
      tier(
        "standard",
        "Standard",
        125,
        180,
        150,
        "Walk-in tents with beds, plus the Crescent Island walk.",
        ["Walk-in tents with beds", "All meals", "Boat ride", "Crescent Island walk"],
        true,
      ),
      tier(
        "premium",
        "Premium",
        180,
        250,
        215,
        "En-suite safari tent, a lakeside sundowner and Hell's Gate cycling instead of the crater walk.",
        ["En-suite safari tent", "All meals", "Boat ride and island walk", "Hell's Gate cycling"],
      ),
    ],
  },
  "wildlife-spotting": {
    kind: "tier-calculator",
    defaultTierId: "budget",
    tiers: [
      tier(
        "budget",
        "Budget",
        80,
        110,
        95,
        "Full-day shared game drive, the elephant orphanage and a picnic lunch.",
        ["Shared 4x4", "Park fees", "Elephant orphanage", "Picnic lunch"],
      ),
      tier(
        "standard",
        "Standard",
        110,
        160,
        135,
        "Full-day private drive with a picnic lunch by the hippo pools.",
        ["Private 4x4", "Park fees", "Picnic lunch"],
        true,
      ),
      tier(
        "premium",
        "Premium",
        160,
        220,
        190,
        "Private drive with a senior guide, plus the Giraffe Centre.",
        ["Private 4x4", "Park fees", "Picnic lunch", "Giraffe Centre"],
      ),
    ],
  },
  "ol-pejeta": {
    kind: "tier-calculator",
    defaultTierId: "standard",
    tiers: [
      tier(
        "standard",
        "Standard",
        380,
        480,
        430,
        "Tented camp, two game drives and the rhino enclosure.",
        ["Tented camp", "Two game drives", "Conservancy fees", "All meals"],
      ),
      tier(
        "premium",
        "Premium",
        580,
        680,
        630,
        "Lodge stay, night drive and the chimpanzee sanctuary.",
        ["Safari lodge", "Night game drive", "Chimpanzee sanctuary", "All meals"],
      ),
    ],
  },
  "diani-beach": {
    kind: "tier-calculator",
    defaultTierId: "standard-beach",
    tiers: [
      tier(
        "standard-beach",
        "Standard Beach",
        550,
        650,
        600,
        "Beachfront hotel, half board, and a snorkelling trip to Kisite-Mpunguti.",
        ["Beachfront hotel", "Half board", "Snorkelling trip", "Coast transfers"],
      ),
      tier(
        "luxury-beach",
        "Luxury Beach",
        800,
        1000,
        900,
        "Boutique resort, full board and a dhow sunset cruise.",
        ["Boutique resort", "Full board", "Dhow sunset cruise", "Coast transfers"],
      ),
    ],
  },
} satisfies Record<string, TierCalculatorTable>;

/** Trek and corporate widgets: base is the upper bound of the range (corporate: the midpoint). */
export const trekTiers = {
  "rwenzori-mountains": [
    tier(
      "standard",
      "Standard",
      1600,
      1800,
      1800,
      "Huts, porters and a Rwenzori Mountaineering Services guide.",
      ["Mountain huts", "Porters and cook", "Park and rescue fees"],
    ),
    tier(
      "premium",
      "Premium",
      2200,
      2400,
      2400,
      "Smaller group, private cook and an extra acclimatisation day.",
      ["Private cook", "Extra acclimatisation day", "Satellite phone"],
      true,
    ),
  ],
  "burguret-chogoria": [
    tier(
      "standard",
      "Standard",
      1500,
      1700,
      1700,
      "Camping with porters, cook and a KWS-licensed guide.",
      ["Camping gear", "Porters and cook", "Park fees"],
    ),
    tier(
      "premium",
      "Premium",
      2000,
      2200,
      2200,
      "Private group, mess tent and a spare day for the summit.",
      ["Private group", "Mess tent", "Spare summit day"],
      true,
    ),
  ],
  "timau-chogoria": [
    tier(
      "standard",
      "Standard",
      950,
      1100,
      1100,
      "Camping with porters, cook and a KWS-licensed guide.",
      ["Camping gear", "Porters and cook", "Park fees"],
    ),
    tier(
      "premium",
      "Premium",
      1400,
      1600,
      1600,
      "Private group, mess tent and hotel nights either side.",
      ["Private group", "Mess tent", "Hotel nights"],
      true,
    ),
  ],
  "kilimanjaro-marangu": [
    tier("standard", "Standard", 1800, 2000, 2000, "Marangu huts, park fees, guides and porters.", [
      "Hut accommodation",
      "Park fees",
      "Guides and porters",
    ]),
    tier(
      "premium",
      "Premium",
      2500,
      2800,
      2800,
      "Private guide, oxygen and a Moshi hotel before and after.",
      ["Private guide", "Emergency oxygen", "Moshi hotel nights"],
      true,
    ),
  ],
  "corporate-packages": [
    tier(
      "executive-safari",
      "Executive Safari",
      2500,
      4000,
      3250,
      "Private conservancy lodges in the Maasai Mara.",
      ["Luxury lodges", "Private vehicles", "Event facilitation"],
    ),
    tier(
      "coastal-corporate",
      "Coastal Corporate",
      800,
      1500,
      1150,
      "Beach resort retreat in Diani or Kilifi.",
      ["Beach resort", "Meeting rooms", "Water sports"],
      true,
    ),
    tier(
      "adventure-leadership",
      "Adventure Leadership",
      1800,
      3200,
      2500,
      "Active leadership programme in the Mount Kenya region.",
      ["Facilitated challenges", "Mountain lodge", "Leadership coach"],
    ),
  ],
} satisfies Record<string, PricingTier[]>;

/** The tier id a fixed-price booking panel sends, so the server prices it from the panel's price. */
export const FIXED_PRICE_TIER_ID = "standard";

/** Fixed per-person prices shown on booking panels (Point Lenana and Alpine Lakes: $850). */
export const fixedPrices: Record<string, { perPerson: number; note: string }> = {
  "point-lenana": { perPerson: 850, note: "may vary with season and group size" },
  "alpine-lakes": { perPerson: 850, note: "may vary with season and group size" },
};

function seasonal(
  kes: [number, number, number],
  usd: [number, number, number],
  names: [string, string, string] = ["Budget", "Standard", "Premium"],
): SeasonalTier[] {
  const descriptions = [
    "Shared transport and the essentials, with a professional guide.",
    "Private transport, packed lunch and a more relaxed pace.",
    "Private guide and vehicle, lunch at a favourite spot and every extra included.",
  ];
  const features = [
    ["Shared transport", "Park or entry fees", "Professional guide", "Bottled water"],
    ["Private transport", "Park or entry fees", "Professional guide", "Packed lunch"],
    ["Private vehicle and guide", "Park or entry fees", "Restaurant lunch", "Flexible timing"],
  ];
  const badges = ["green", "blue", "amber"] as const;
  return [0, 1, 2].map((index) => ({
    id: names[index]!.toLowerCase().replace(/\s+/g, "-"),
    name: names[index]!,
    kesPrice: kes[index]!,
    usdPrice: usd[index]!,
    description: descriptions[index]!,
    features: features[index]!,
    badgeColour: badges[index]!,
  }));
}

export const seasonalTiers = {
  "mount-longonot": seasonal([4500, 6500, 8500], [35, 50, 65]),
  "ngong-hills": seasonal([3500, 5500, 7500], [25, 40, 55]),
  "nairobi-safari-walk": seasonal([2500, 3500, 5000], [20, 28, 38]),
  "crescent-island": seasonal([7500, 10500, 14500], [55, 78, 105]),
  "giraffe-centre": seasonal([3500, 5500, 7500], [25, 40, 55]),
  "maasai-mara-holiday": seasonal([95000, 130000, 185000], [700, 950, 1350]),
} satisfies Record<string, SeasonalTier[]>;
export const defaultSeasonalTiers: SeasonalTier[] = seasonal([5000, 7500, 11000], [38, 55, 80]);

export const seasonalDurations: Record<string, string> = {
  "mount-longonot": "1 day",
  "ngong-hills": "1 day",
  "nairobi-safari-walk": "4 hours",
  "crescent-island": "1 day",
  "giraffe-centre": "6 hours",
  "ol-pejeta": "2 days 1 night",
  "maasai-mara-holiday": "3 days 2 nights",
  "diani-beach": "4 days 3 nights",
  "team-building": "1-2 days",
  "student-expeditions": "2-3 days",
  "corporate-packages": "1-3 days",
};
export const defaultSeasonalDuration = "1 day";

export function seasonalDurationFor(slug: string): string {
  return seasonalDurations[slug] ?? defaultSeasonalDuration;
}

/** The Samburu package tiers, shown USD first. */
export const samburuTiers: Array<Omit<SeasonalTier, "badgeColour">> = [
  {
    id: "ultra-budget",
    name: "Ultra-Budget",
    usdPrice: 160,
    kesPrice: 21560,
    description: "Public campsite by the Ewaso Nyiro, shared vehicle.",
    features: ["Campsite", "Shared 4x4", "Park fees included"],
  },
  {
    id: "mid-range",
    name: "Mid-Range",
    usdPrice: 425,
    kesPrice: 60500,
    description: "Tented camp on the river, private vehicle.",
    features: ["Tented camp", "Private 4x4", "Park fees included"],
  },
  {
    id: "premium",
    name: "Premium",
    usdPrice: 600,
    kesPrice: 85000,
    description: "Riverside lodge with pool, sundowners and a cultural visit.",
    features: ["Riverside lodge", "Private 4x4", "Park fees included", "Samburu village visit"],
  },
];

export const teamBuilding = { perPersonPerDay: 150, minimumPeople: 8, maximumPeople: 50 } as const;

export interface SchoolProgram {
  value: string;
  label: string;
  days: number;
  /** USD per student; 0 for a custom programme quoted on request. */
  price: number;
}

export const schoolPrograms: SchoolProgram[] = [
  { value: "wildlife-conservation", label: "Wildlife Conservation (4 days)", days: 4, price: 120 },
  { value: "cultural-geography", label: "Cultural Geography (5 days)", days: 5, price: 150 },
  { value: "adventure-leadership", label: "Adventure Leadership (6 days)", days: 6, price: 180 },
  { value: "brilliant-outdoor", label: "Brilliant Outdoor (7 days)", days: 7, price: 220 },
  { value: "custom", label: "Custom program", days: 0, price: 0 },
];
export const schoolStudentLimits = { min: 15, max: 60 } as const;
