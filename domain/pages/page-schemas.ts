import { z } from "zod";
import { photoIdSchema } from "../media/photo-id";
import { galleryDrawings, highlightIcons, type InfoPageKey, type PageKey } from "./page-keys";

/**
 * The documents of the site's pages (issue 29 slice 3, decision 0067), one zod schema each: it
 * validates the seed, the editor's publish and every row read back, and the editor's form is
 * derived from it (domain/content-form/). Texts are plain English strings for now, as the trips'
 * are; the languages issue turns a text into English, German and French values (decision 0067).
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

/** Each page's document. */
export type PageDocuments = { landing: LandingContent; team: TeamContent } & Record<
  InfoPageKey,
  InfoPageContent
>;
export type PageDocument = PageDocuments[PageKey];

/** The schema of a page's document. */
export function pageSchemaOf(key: PageKey): z.ZodType<PageDocument> {
  if (key === "landing") return landingSchema;
  if (key === "team") return teamSchema;
  return infoPageSchema;
}
