import { z } from "zod";
import { difficulties } from "../catalogue/trip-schema";
import { photoIdSchema } from "../media/photo-id";
import {
  galleryDrawings,
  highlightIcons,
  isListingPageKey,
  type InfoPageKey,
  type ListingPageKey,
  type PageKey,
} from "./page-keys";

/**
 * The documents of the site's pages (issue 29 slice 3, decision 0067), one zod schema each: it
 * validates the seed, the editor's publish and every row read back, and the editor's form is
 * derived from it (domain/content-form/). Texts are plain English strings for now, as the trips'
 * are; the languages issue turns a text into English, German and French values (decision 0067),
 * the listings' (decision 0070) with the others.
 */

const text = z.string().trim().min(1);
const lines = z.array(text);

/** What search engines and link previews show: the page's <title> and description. */
const seoSchema = z.object({ title: text.max(90), description: text.max(300) });

const ANCHOR = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const anchorSentence =
  "Use lower-case letters and digits, words joined by single hyphens (like getting-here).";

export const sitePathSentence = "Enter a page of this site, starting with / (like /safety).";
export const reviewedSentence = "Enter the date as YYYY-MM-DD, like 2026-11-27.";

/** A page of this site: one "/" and what follows, never another site ("//example.com"). */
const sitePath = z
  .string()
  .trim()
  .regex(/^\/(?!\/)[^\s]*$/, { error: sitePathSentence });

/** Facts the public page fills in at request time, after a section's own words. */
export const liveFacts = [
  "operator-credentials",
  "emergency-contact",
  "cancellation-policy",
  "payment-terms",
] as const;
export type LiveFacts = (typeof liveFacts)[number];

const infoSectionSchema = z
  .object({
    /** The section's anchor (#getting-here): the contents list and other pages link to it. */
    id: z.string().trim().regex(ANCHOR, { error: anchorSentence }),
    heading: text,
    /** One paragraph an item; `[words](/page)` is a link to another page of the site. */
    paragraphs: lines.optional(),
    points: lines.optional(),
    /** A pointer to another page of the site, after the paragraphs and points. */
    link: z.object({ text, path: sitePath }).optional(),
    live: z.enum(liveFacts).optional(),
  })
  .refine(
    (section) =>
      Boolean(section.paragraphs?.length || section.points?.length || section.link || section.live),
    {
      error: "Write a paragraph or a point, or choose the facts the site fills in.",
      path: ["paragraphs"],
    },
  );
export type InfoSection = z.infer<typeof infoSectionSchema>;

/** A trust page: /booking-conditions, /privacy, /safety, /travel-info. */
export const infoPageSchema = z
  .object({
    heading: text.max(120),
    intro: text,
    /** The date the text was last reviewed, shown under the heading. */
    reviewed: z.iso.date({ error: reviewedSentence }),
    seo: seoSchema,
    sections: z.array(infoSectionSchema).min(1),
  })
  .superRefine((page, context) => {
    const seen = new Set<string>();
    page.sections.forEach((section, index) => {
      if (seen.has(section.id))
        context.addIssue({
          code: "custom",
          message: "Another section of this page uses this anchor: choose another.",
          path: ["sections", index, "id"],
        });
      seen.add(section.id);
    });
  });
export type InfoPageContent = z.infer<typeof infoPageSchema>;

const galleryItemSchema = z
  .object({
    photo: photoIdSchema.optional(),
    drawing: z.enum(galleryDrawings).optional(),
    /** What the drawing shows, for a reader who cannot see it (a photo brings its own). */
    alt: text,
    caption: text,
  })
  .refine((item) => item.photo !== undefined || item.drawing !== undefined, {
    error: "Choose a photo, or a drawing for an item without one.",
    path: ["photo"],
  });

/** The landing page's words and pictures (the sections the spec names; the layout stays code). */
export const landingSchema = z.object({
  seo: seoSchema,
  hero: z.object({
    eyebrow: text,
    heading: text.max(140),
    lead: text,
    photo: photoIdSchema.optional(),
  }),
  /** The figures under the hero, each with where it comes from (issue 17, decision 0029). */
  claims: z
    .array(z.object({ value: text.max(12), label: text, source: text }))
    .min(1)
    .max(8),
  story: z.object({ title: text, paragraphs: lines.min(1), photo: photoIdSchema.optional() }),
  highlights: z
    .array(z.object({ icon: z.enum(highlightIcons), title: text, text }))
    .min(1)
    .max(8),
  gallery: z.array(galleryItemSchema).min(1).max(12),
  planSteps: z
    .array(z.object({ title: text, text }))
    .min(1)
    .max(6),
});
export type LandingContent = z.infer<typeof landingSchema>;

/** The team and guides: a trust page of its own (/team). */
export const teamSchema = z.object({
  heading: text.max(120),
  intro: text,
  seo: seoSchema,
  members: z
    .array(
      z.object({
        name: text,
        role: text,
        photo: photoIdSchema.optional(),
        /** Only what the operator can show a traveller on paper: one a line. */
        certifications: lines.optional(),
        bio: text,
      }),
    )
    .min(1),
});
export type TeamContent = z.infer<typeof teamSchema>;

export const chooseTripSentence = "Choose a trip of the catalogue.";

/** A trip of the catalogue by its slug: chosen in the editor from the catalogue's trips. */
const tripSlug = z
  .string({ error: chooseTripSentence })
  .trim()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: chooseTripSentence });

/**
 * How many trips of other listings an "Also consider" row may show: one row of the listing's card
 * grid on a wide screen (three columns), so it stays a suggestion after the listing's own cards
 * rather than a second listing (decision 0070).
 */
export const ALSO_CONSIDER_LIMIT = 3;

const listingCardSchema = z.object({
  trip: tripSlug,
  /** The card's own words, each drawn from the trip's own when not given (decision 0065). */
  title: text.max(80).optional(),
  duration: text.max(30).optional(),
  difficulty: z.enum(difficulties).optional(),
  description: text.max(300).optional(),
});
export type ListingCardText = z.infer<typeof listingCardSchema>;

/** Where a listing names the same trip twice: the field to refuse and the sentence beside it. */
function repeatedTrips(listing: {
  cards: Array<{ trip: string }>;
  links?: Array<{ trip: string }> | undefined;
  alsoConsider: Array<{ trip: string }>;
}) {
  const seen = new Map<string, string>();
  const repeated: Array<{ path: Array<string | number>; message: string }> = [];
  const visit = (list: "cards" | "links" | "alsoConsider", where: string) =>
    (listing[list] ?? []).forEach((item, index) => {
      const earlier = seen.get(item.trip);
      if (earlier)
        repeated.push({
          path: [list, index, "trip"],
          message: `This trip is on this listing already (${earlier}): remove one of them.`,
        });
      else seen.set(item.trip, `${where} ${index + 1}`);
    });
  visit("cards", "card");
  visit("links", "link");
  visit("alsoConsider", "Also consider");
  return repeated;
}

/**
 * A listing (/summit-treks, /wild-adventures, /seasonal-escapes; decision 0070): its words, its
 * cards in order, the links to trips without a card of their own, and the trips of other
 * listings it suggests. Whether each trip exists, is published and belongs elsewhere is the
 * catalogue's to say (domain/pages/listings.ts listingRefusals, checked on publish).
 */
export const listingSchema = z
  .object({
    tagline: text.max(120),
    description: text.max(400),
    about: z.object({ title: text.max(120), paragraphs: lines.min(1) }),
    cards: z.array(listingCardSchema),
    /** A trip page without a card that belongs with this listing, as a line under the cards. */
    links: z.array(z.object({ trip: tripSlug, text })).optional(),
    alsoConsider: z.array(z.object({ trip: tripSlug })).max(ALSO_CONSIDER_LIMIT),
  })
  .superRefine((listing, context) => {
    for (const { path, message } of repeatedTrips(listing))
      context.addIssue({ code: "custom", message, path });
  });
export type ListingContent = z.infer<typeof listingSchema>;

/** Each page's document. */
export type PageDocuments = { landing: LandingContent; team: TeamContent } & Record<
  InfoPageKey,
  InfoPageContent
> &
  Record<ListingPageKey, ListingContent>;
export type PageDocument = PageDocuments[PageKey];

/** The schema of a page's document. */
export function pageSchemaOf(key: PageKey): z.ZodType<PageDocument> {
  if (key === "landing") return landingSchema;
  if (key === "team") return teamSchema;
  if (isListingPageKey(key)) return listingSchema;
  return infoPageSchema;
}
