import { z } from "zod";
import { weekdays } from "../departures/departures";
import { parkIdList } from "../pricing/park-fees";
import { photoIdSchema } from "../media/photo-id";

/**
 * The shape of one trip's static content (title, highlights, days, included, not included, tips...).
 * Every module in content/trips/ exports a value that parses with this schema;
 * the catalogue test parses all 24, so a typo in content fails the build, not a visitor.
 */

export const categoryIds = ["summit-treks", "wild-adventures", "seasonal-escapes"] as const;
export type CategoryId = (typeof categoryIds)[number];

export const difficulties = ["Easy", "Moderate", "Challenging", "Expert"] as const;
export type Difficulty = (typeof difficulties)[number];

/** Illustration scenes shipped in app/assets/illustrations (original SVG art). */
export const sceneIds = [
  "mount-kenya",
  "rock-face",
  "rwenzori",
  "kilimanjaro",
  "alpine-lakes",
  "savanna",
  "maasai-village",
  "gorge",
  "crater-lake",
  "city-park",
  "forest-hills",
  "giraffe",
  "coast",
  "northern-desert",
  "team-camp",
] as const;
export type SceneId = (typeof sceneIds)[number];

const text = z.string().trim().min(1);
const nonEmptyList = z.array(text).min(1);

// A library photo's id (decision 0066), shared with the pages of the site (decision 0067).
export { choosePhotoSentence, photoIdSchema } from "../media/photo-id";

export const itineraryDaySchema = z.object({
  /** 1-based day number; half-day trips use 1 and split the day with `time`. */
  day: z.number().int().min(1),
  title: text,
  /** Clock time or span for the segment, e.g. "7:00 AM" or "6:00 AM - 9:00 AM". */
  time: text.optional(),
  /** Elevation reached or slept at, e.g. "3,300 m (Shipton's Camp)". */
  elevation: text.optional(),
  /** Walking distance and time, e.g. "14 km, 6-7 hours". */
  distance: text.optional(),
  /** Climbing grade for technical days, e.g. "Grade V". */
  grade: text.optional(),
  description: text,
  activities: nonEmptyList,
  accommodation: text.optional(),
  meals: text.optional(),
  highlights: z.array(text).optional(),
  wildlife: z.array(text).optional(),
  /** A library photo shown beside the day. */
  photo: photoIdSchema.optional(),
});
export type ItineraryDay = z.infer<typeof itineraryDaySchema>;

export const listSectionSchema = z.object({
  title: text,
  items: nonEmptyList,
  /** Where the page shows it: as a titled section, or as a highlighted card (the sidebar's, before decision 0017). */
  placement: z.enum(["main", "sidebar"]).default("main"),
});
export type ListSection = z.infer<typeof listSectionSchema>;

export const gearItemSchema = z.object({ name: text, essential: z.boolean() });
export const gearCategorySchema = z.object({ title: text, items: z.array(gearItemSchema).min(1) });
export type GearCategory = z.infer<typeof gearCategorySchema>;

export const requirementsSchema = z.object({
  minimumAge: z.number().int().min(0).optional(),
  maxGroupSize: z.number().int().min(1),
  fitnessLevel: text,
  /** Passport, visa, permits, vaccinations. Rwenzori and Kilimanjaro must mention passport and visa. */
  documents: z.array(text).default([]),
  notes: z.array(text).default([]),
});
export type Requirements = z.infer<typeof requirementsSchema>;

export const wildlifeSchema = z.object({
  bigFive: z.array(text).optional(),
  samburuSpecialFive: z.array(text).optional(),
  otherWildlife: z.array(text).optional(),
  birdlife: z.array(text).optional(),
  conservation: z.array(text).optional(),
});
export type Wildlife = z.infer<typeof wildlifeSchema>;

/** A programme option (team building, student expeditions, corporate packages). */
export const programmeSchema = z.object({
  id: text,
  name: text,
  duration: text,
  description: text,
  activities: nonEmptyList,
  location: text,
  category: text.optional(),
  ageGroup: text.optional(),
  subjects: z.array(text).optional(),
  features: z.array(text).optional(),
  /** USD text per person, e.g. "$2,500-$4,000". */
  priceRange: text.optional(),
});
export type Programme = z.infer<typeof programmeSchema>;

/** A price tier of a tier calculator: a price range, and the base price the calculator starts from. */
const pricingTierSchema = z.object({
  id: text,
  name: text,
  priceRange: z.object({ min: z.number().nonnegative(), max: z.number().nonnegative() }),
  basePrice: z.number().positive(),
  description: text,
  features: z.array(text),
  popular: z.boolean().optional(),
});

/** A tier priced in both KES and USD (seasonal escapes, Samburu). */
const kesUsdTierSchema = z.object({
  id: text,
  name: text,
  kesPrice: z.number().positive(),
  usdPrice: z.number().positive(),
  description: text,
  features: z.array(text),
  /** Badge colour token for the tier card (seasonal panels). */
  badgeColour: z.enum(["green", "blue", "amber"]).optional(),
});

/**
 * A recurring schedule of group departures (domain/departures): every week on some weekdays or
 * every month on some days, with the seats of each departure and the travellers it needs to run.
 */
const departureScheduleSchema = z
  .object({
    rule: z.discriminatedUnion("every", [
      z.object({ every: z.literal("week"), on: z.array(z.enum(weekdays)).min(1) }),
      z.object({
        every: z.literal("month"),
        onDays: z.array(z.number().int().min(1).max(31)).min(1),
      }),
    ]),
    seats: z.number().int().min(1).max(500),
    minimumToRun: z.number().int().min(1),
    /** Days before the date that sales close; 2 for day trips, 7 for longer ones when not given. */
    salesCutoffDays: z.number().int().min(0).max(60).optional(),
  })
  .refine((schedule) => schedule.minimumToRun <= schedule.seats, {
    message: "A departure cannot need more travellers to run than it has seats.",
  });

/** Group discounts: [minimum participants, fraction off], highest threshold first. */
const discountScheduleSchema = z
  .array(z.tuple([z.number().int().min(1), z.number().min(0).max(1)]).readonly())
  .readonly();

/**
 * Which booking panel the trip page shows and the figures it prices with. The panel kinds are
 * the spec's; the figures are usually the price tables of domain/pricing/tiers.ts.
 */
export const tripPricingSchema = z.discriminatedUnion("kind", [
  /** One per-person price (Point Lenana, Alpine Lakes). */
  z.object({ kind: z.literal("fixed"), perPerson: z.number().positive(), note: text }),
  z.object({
    kind: z.literal("tier-calculator"),
    tiers: z.array(pricingTierSchema).min(1),
    /** The tier selected at first; the first tier when not given. */
    defaultTierId: text.optional(),
    discounts: discountScheduleSchema.optional(),
    /** The booking panel also offers a quote request for the trip's programmes (corporate). */
    quoteRequest: z.enum(["corporate"]).optional(),
  }),
  /** Three KES / USD tiers (seasonal escapes). */
  z.object({
    kind: z.literal("seasonal"),
    tiers: z.array(kesUsdTierSchema).min(1),
    duration: text,
  }),
  /** USD / KES package tiers (Samburu). */
  z.object({ kind: z.literal("samburu"), tiers: z.array(kesUsdTierSchema).min(1) }),
  /** A per person per day estimate for a group (team building). */
  z.object({
    kind: z.literal("team-building"),
    perPersonPerDay: z.number().positive(),
    minimumPeople: z.number().int().min(1),
    maximumPeople: z.number().int().min(1),
  }),
  /** Per-student programme prices (student expeditions). */
  z.object({
    kind: z.literal("school"),
    programs: z
      .array(
        z.object({
          value: text,
          label: text,
          days: z.number().int().min(0),
          price: z.number().min(0),
        }),
      )
      .min(1),
  }),
]);
export type TripPricingInput = z.input<typeof tripPricingSchema>;
export type TripPricing = z.output<typeof tripPricingSchema>;

/**
 * The page layout. "long-trek": the four long treks (Rwenzori, Burguret-Chogoria, Timau-Chogoria, Kilimanjaro) show 'Max N people', book
 * on WhatsApp and print. "corporate": the included lists sit beside the booking panel.
 */
export const tripLayouts = ["standard", "long-trek", "corporate"] as const;
export type TripLayout = (typeof tripLayouts)[number];

/** Headings of the page's sections (and of the PDF's programmes), where a trip words them differently. */
const sectionTitlesSchema = z.object({
  highlights: text.default("Highlights"),
  programmes: text.default("Program Options"),
  itinerary: text.default("Day-by-Day Itinerary"),
  included: text.default("Included and Not Included"),
  requirements: text.default("Requirements"),
  packing: text.default("Packing List"),
  preparation: text.default("Tips and Preparation"),
});
export type SectionTitles = z.output<typeof sectionTitlesSchema>;

/**
 * The trip's downloads under its overview. (Every page's only WhatsApp action is the booking
 * panel's "Ask on WhatsApp", decision 0017: no trip books through a chat.)
 */
const contactPanelSchema = z.strictObject({
  /** Long treks offer the browser's print dialog instead of a PDF. */
  document: z.enum(["pdf", "print"]).default("pdf"),
});

/**
 * The trip's PDF: an itinerary at /itineraries/<slug>.pdf, or a programme
 * brochure at /brochures/<brochure>.pdf.
 */
const downloadSchema = z.object({
  label: text.default("Download Itinerary"),
  /** The key the button sends to POST /api/generate-pdf-itinerary; the slug when not given. */
  adventureType: text.optional(),
  brochure: z.object({ id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), kicker: text }).optional(),
});

/** Which printable gear list the page offers: the mountain list, the safari list, or none. */
export const gearListKinds = ["mountain", "safari"] as const;
export type GearListKind = (typeof gearListKinds)[number];

export const tripSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: text,
  subtitle: text,
  /** One or two sentences used for cards, meta descriptions and the PDF cover. Max 300 chars. */
  summary: text.max(300),
  /** What search engines show; without it the page uses the title and the summary. */
  seo: z
    .object({ title: text.max(70).optional(), description: text.max(160).optional() })
    .optional(),
  /** Longer introduction shown under the hero (2-4 short paragraphs). */
  overview: z.array(text).min(1),
  duration: text,
  difficulty: z.enum(difficulties),
  /** Free-text difficulty when the spec words it differently, e.g. "Easy to moderate", "Grade V". */
  difficultyLabel: text.optional(),
  groupSize: z.object({
    min: z.number().int().min(1),
    max: z.number().int().min(1),
    /** Larger groups are welcome too: shown as "10-100+ people". */
    openEnded: z.boolean().optional(),
  }),
  /** Group departures on a recurring schedule (issue 15); without one, private dates only. */
  departures: departureScheduleSchema.optional(),
  region: text,
  /** Start and end, e.g. "Pickup 7:00 AM, return 4:00 PM". */
  schedule: text.optional(),
  summit: z.object({ name: text, elevationMetres: z.number().int().positive() }).optional(),
  maxElevationMetres: z.number().int().positive().optional(),
  /**
   * The listing a trip shows in, after its cards, while no listing places it on its cards (a trip
   * the operator created in the admin; decision 0070): its card is drawn from its own title,
   * duration, difficulty and summary.
   */
  category: z.enum(categoryIds).optional(),
  scene: z.enum(sceneIds),
  /**
   * Library photos (issue 29 slice 2): the page's hero, the card's (the hero when not given) and
   * a gallery. Without them the page and its card draw the scene, as before.
   */
  photos: z
    .object({
      hero: photoIdSchema.optional(),
      card: photoIdSchema.optional(),
      gallery: z.array(photoIdSchema).optional(),
    })
    .optional(),
  highlights: nonEmptyList,
  days: z.array(itineraryDaySchema).min(1),
  included: nonEmptyList,
  notIncluded: nonEmptyList,
  /** Packing list (the four long treks: exactly 12 items in "Essential Packing List"). */
  packing: z.array(text).default([]),
  gear: z.array(gearCategorySchema).default([]),
  /** Training, preparation and travel tips. */
  preparation: z.array(listSectionSchema).default([]),
  requirements: requirementsSchema.optional(),
  wildlife: wildlifeSchema.optional(),
  experiences: z.array(text).optional(),
  familyFriendly: z.array(text).optional(),
  activities: z.array(text).optional(),
  programmes: z.array(programmeSchema).optional(),
  /** Extra titled lists a page needs (corporate: Luxury Features Available, Concierge Services...). */
  sections: z.array(listSectionSchema).default([]),
  faqs: z.array(z.object({ question: text, answer: text })).default([]),
  layout: z.enum(tripLayouts).default("standard"),
  sectionTitles: sectionTitlesSchema.prefault({}),
  contactPanel: contactPanelSchema.prefault({}),
  download: downloadSchema.prefault({}),
  gearList: z.enum(gearListKinds).optional(),
  pricing: tripPricingSchema,
  /**
   * The parks the trip enters and for how many days (issue 19): their fees are lines of every
   * quote, charged at the rates in force on the travel date (domain/pricing/park-fees.ts).
   */
  parkFees: z
    .array(z.object({ park: z.enum(parkIdList), days: z.number().int().min(1).max(30) }))
    .default([]),
  /**
   * Resident and citizen prices in whole KES per person, by option id, where the rule of
   * decision 0033 (domain/pricing/traveller-categories.ts) would not give the right figure.
   */
  categoryPrices: z
    .record(
      z.string().min(1),
      z.object({
        "east-african-resident": z.number().int().positive().optional(),
        "kenyan-citizen": z.number().int().positive().optional(),
      }),
    )
    .default({}),
  /**
   * Children's trip prices by age band (issue 28, domain/pricing/children.ts): a share of the
   * adult price or a figure per option id. Ages outside every band pay the adult price; the
   * youngest age the trip takes is `requirements.minimumAge`.
   */
  childPrices: z
    .array(
      z
        .object({
          fromAge: z.number().int().min(0).max(17),
          toAge: z.number().int().min(0).max(17),
          percentOfAdult: z.number().int().min(0).max(100).optional(),
          prices: z.record(z.string().min(1), z.number().int().positive()).optional(),
        })
        .refine((band) => band.fromAge <= band.toAge, "A band's first age comes before its last")
        .refine(
          (band) => (band.percentOfAdult === undefined) !== (band.prices === undefined),
          "A band has a percentage of the adult price or prices per option, not both",
        ),
    )
    .default([]),
});

export type TripInput = z.input<typeof tripSchema>;
export type Trip = z.output<typeof tripSchema>;

/** Helper for content modules: gives type-checking and autocompletion while authoring. */
export function defineTrip(trip: TripInput): TripInput {
  return trip;
}
