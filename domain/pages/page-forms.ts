import { documentForm, type DocumentForm } from "../content-form/document-form";
import type { FormSentences, FormWords } from "../content-form/form-words";
import { choosePhotoSentence } from "../media/photo-id";
import { pageKindOf, type PageKey, type PageKind } from "./page-keys";
import {
  anchorSentence,
  chooseTripSentence,
  infoPageSchema,
  listingSchema,
  reviewedSentence,
  sitePathSentence,
  landingSchema,
  teamSchema,
  type PageDocument,
} from "./page-schemas";

/**
 * The pages' editors (decision 0067): the content studio's form machinery made from each page's
 * schema and its plain words, as the trip editor is made from the trip's. The labels are read by
 * the form and the readable diff of revisions alike.
 */

const linkHint =
  "One paragraph a line. Write [words](/safety) to make the words a link to another page of the site.";

/** Words every page's editor shares: the search engines' fields. */
const seoLabels = {
  seo: "Search engines",
  "seo.title": "SEO title",
  "seo.description": "SEO description",
};
const seoHints = {
  "seo.title": "The browser tab's and search results' title, at most 90 characters.",
  "seo.description": "The search results' and link previews' summary.",
};
const seoSection = { id: "seo", title: "Search engines", fields: ["seo"] };

const infoWords: FormWords = {
  choiceLabels: {
    "operator-credentials": "The operator's licence and contact lines",
    "emergency-contact": "The emergency line's number",
    "cancellation-policy": "The cancellation refunds by date",
    "payment-terms": "The deposit, the balance and the ways to pay",
  },
  documentName: "Page",
  labels: {
    ...seoLabels,
    heading: "Heading",
    intro: "Introduction",
    reviewed: "Last reviewed (YYYY-MM-DD)",
    sections: "Sections",
    "sections.*.id": "Anchor (#web address of the section)",
    "sections.*.heading": "Heading",
    paragraphs: "Paragraphs",
    points: "Points",
    link: "Link to another page",
    "link.text": "Link text",
    "link.path": "Link to page (like /safety)",
    live: "Facts the site fills in",
  },
  itemNames: { sections: "Section" },
  hints: {
    ...seoHints,
    reviewed: "Shown under the heading; change it when you review the whole text.",
    "sections.*.id":
      "Lower-case words joined by hyphens. The contents list and other pages link to it.",
    "sections.*.paragraphs": linkHint,
    "sections.*.points": "One point a line, shown as a bulleted list after the paragraphs.",
    "sections.*.link": "Shown after the paragraphs and points.",
    "sections.*.live":
      "Added after the section's words from the site's settings: the operator's licence and contact lines, the emergency number, the cancellation refunds or the payment terms.",
  },
  longTexts: new Set(["intro", "seo.description"]),
  sections: [
    { id: "top", title: "Heading and introduction", fields: ["heading", "intro", "reviewed"] },
    { id: "sections", title: "Sections", fields: ["sections"] },
    seoSection,
  ],
};

const landingWords: FormWords = {
  choiceLabels: {
    shield: "Shield (safety)",
    mountain: "Mountain",
    users: "People",
    leaf: "Leaf (conservation)",
    "gallery-1": "Sunrise on Point Lenana",
    "gallery-2": "A lion on a kopje",
    "gallery-3": "Climbers on a ridge",
    "gallery-4": "Balloons over the Mara at dawn",
    "gallery-5": "Flamingos on a lake",
    "gallery-6": "Camp under the Milky Way",
  },
  documentName: "Landing page",
  labels: {
    ...seoLabels,
    hero: "First screen",
    "hero.eyebrow": "Line above the heading",
    "hero.heading": "Heading",
    "hero.lead": "Introduction",
    "hero.photo": "Photo (instead of the drawing)",
    claims: "Figures under the first screen",
    "claims.*.value": "Value (like 200+)",
    "claims.*.label": "Label (what it counts)",
    "claims.*.source": "Source (where the figure comes from)",
    story: "Our story",
    "story.title": "Heading",
    "story.paragraphs": "Paragraphs",
    "story.photo": "Photo (instead of the drawing)",
    highlights: "Why travel with us",
    "highlights.*.icon": "Icon",
    "highlights.*.title": "Title",
    "highlights.*.text": "Text",
    gallery: "Gallery",
    "gallery.*.photo": "Photo",
    "gallery.*.drawing": "Drawing (shown without a photo)",
    "gallery.*.alt": "Alt text (what the drawing shows)",
    "gallery.*.caption": "Caption",
    planSteps: "Plan your trip: the steps",
    "planSteps.*.title": "Title",
    "planSteps.*.text": "Text",
  },
  itemNames: { claims: "Figure", highlights: "Highlight", gallery: "Picture", planSteps: "Step" },
  hints: {
    ...seoHints,
    "hero.photo":
      "The large picture beside the heading, loaded first; the drawing of Mount Kenya when none. Its alt text is the library's.",
    claims:
      "Each figure says where it comes from; a figure that cannot say so should not be shown.",
    "story.paragraphs": linkHint,
    "story.photo": "Beside the story; the drawing of the camp when none.",
    "gallery.*.photo": "Replaces the drawing; its alt text is the library's.",
  },
  longTexts: new Set(["lead", "text", "seo.description"]),
  sections: [
    { id: "hero", title: "First screen and figures", fields: ["hero", "claims"] },
    { id: "story", title: "Our story", fields: ["story"] },
    { id: "experience", title: "Why travel with us", fields: ["highlights"] },
    { id: "gallery", title: "Gallery", fields: ["gallery"] },
    { id: "plan", title: "Plan your trip", fields: ["planSteps"] },
    seoSection,
  ],
};

const teamWords: FormWords = {
  documentName: "Team and guides",
  labels: {
    ...seoLabels,
    heading: "Heading",
    intro: "Introduction",
    members: "People",
    "members.*.name": "Name",
    "members.*.role": "Role",
    "members.*.photo": "Photo",
    "members.*.certifications": "Certifications",
    "members.*.bio": "Bio (a few words about them)",
  },
  itemNames: { members: "Person" },
  hints: {
    ...seoHints,
    "members.*.certifications":
      "One a line, each one the person holds and could show a traveller (a licence, a first-aid course and its year).",
  },
  longTexts: new Set(["intro", "bio", "seo.description"]),
  sections: [
    { id: "top", title: "Heading and introduction", fields: ["heading", "intro"] },
    { id: "members", title: "People", fields: ["members"] },
    seoSection,
  ],
};

const listingWords: FormWords = {
  documentName: "Listing",
  labels: {
    tagline: "Line above the heading",
    description: "Introduction",
    about: "About (at the foot of the page)",
    "about.title": "Heading",
    "about.paragraphs": "Paragraphs",
    cards: "Cards",
    "cards.*.trip": "Trip",
    "cards.*.title": "Card title",
    "cards.*.duration": "Duration (like 5 Days)",
    "cards.*.difficulty": "Difficulty",
    "cards.*.description": "Card text",
    links: "Links to trips without a card",
    "links.*.trip": "Trip",
    "links.*.text": "Text after the trip's title",
    alsoConsider: "Also consider",
    "alsoConsider.*.trip": "Trip",
  },
  itemNames: { cards: "Card", links: "Link", alsoConsider: "Trip" },
  hints: {
    tagline: "Shown above the listing's heading and on the landing page's card for it.",
    description: "Under the heading, on the landing page's card and in search results.",
    "about.paragraphs": "One paragraph a line.",
    cards:
      "The listing's cards in order. Leave a card's words empty to show the trip's own title, duration, difficulty and summary. A published trip on no listing's cards shows after these, on the listing chosen in its trip editor.",
    links: "A line under the cards, linking to a trip page that has no card of its own.",
    alsoConsider:
      'Up to 3 published trips of other listings, shown after this listing\'s cards under "Also consider".',
  },
  longTexts: new Set(["description", "cards.*.description", "links.*.text"]),
  sections: [
    { id: "top", title: "Heading and introduction", fields: ["tagline", "description"] },
    { id: "cards", title: "Cards", fields: ["cards", "links"] },
    { id: "also-consider", title: "Also consider", fields: ["alsoConsider"] },
    { id: "about", title: "About", fields: ["about"] },
  ],
};

const sentences: FormSentences = {
  chooseVariant: "Choose one of the options.",
  recordKey: "Enter the key.",
  format: anchorSentence,
  formats: { reviewed: reviewedSentence, path: sitePathSentence, trip: chooseTripSentence },
  photo: choosePhotoSentence,
};

const forms: Record<PageKind, DocumentForm<PageDocument>> = {
  info: documentForm<PageDocument>({ schema: infoPageSchema, words: infoWords, sentences }),
  landing: documentForm<PageDocument>({ schema: landingSchema, words: landingWords, sentences }),
  team: documentForm<PageDocument>({ schema: teamSchema, words: teamWords, sentences }),
  listing: documentForm<PageDocument>({ schema: listingSchema, words: listingWords, sentences }),
};

/** The editor of a page's document. */
export function pageForm(key: PageKey): DocumentForm<PageDocument> {
  return forms[pageKindOf(key)];
}
