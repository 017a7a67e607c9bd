import { z } from "zod";

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
});
export type ItineraryDay = z.infer<typeof itineraryDaySchema>;

export const listSectionSchema = z.object({
  title: text,
  items: nonEmptyList,
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

export const tripSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: text,
  subtitle: text,
  /** One or two sentences used for cards, meta descriptions and the PDF cover. Max 300 chars. */
  summary: text.max(300),
  /** Longer introduction shown under the hero (2-4 short paragraphs). */
  overview: z.array(text).min(1),
  duration: text,
  difficulty: z.enum(difficulties),
  /** Free-text difficulty when the spec words it differently, e.g. "Easy to moderate", "Grade V". */
  difficultyLabel: text.optional(),
  groupSize: z.object({ min: z.number().int().min(1), max: z.number().int().min(1) }),
  region: text,
  /** Start and end, e.g. "Pickup 7:00 AM, return 4:00 PM". */
  schedule: text.optional(),
  summit: z.object({ name: text, elevationMetres: z.number().int().positive() }).optional(),
  maxElevationMetres: z.number().int().positive().optional(),
  scene: z.enum(sceneIds),
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
});

export type TripInput = z.input<typeof tripSchema>;
export type Trip = z.output<typeof tripSchema>;

/** Helper for content modules: gives type-checking and autocompletion while authoring. */
export function defineTrip(trip: TripInput): TripInput {
  return trip;
}
