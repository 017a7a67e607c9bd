/**
 * The plain words of the trip editor: one table of field labels, item names, hints and sections,
 * read by the editor's form and by the readable diff of revisions, so a field is called the same
 * in both. A field missing here still gets a label from its name ("maxElevationMetres" becomes
 * "Max elevation metres"), so a new schema field shows up without editor code.
 *
 * Keys are document paths with `*` for a list index or a record key; the longest matching ending
 * wins, so "parkFees.*.days" ("Days in the park") beats "days" ("Days").
 */

const fieldLabels: Record<string, string> = {
  slug: "Slug (web address)",
  title: "Title",
  subtitle: "Subtitle",
  summary: "Summary",
  seo: "Search engines",
  "seo.title": "SEO title",
  "seo.description": "SEO description",
  overview: "Overview",
  duration: "Duration",
  difficulty: "Difficulty",
  difficultyLabel: "Difficulty in words",
  groupSize: "Group size",
  "groupSize.min": "Smallest group",
  "groupSize.max": "Largest group",
  "groupSize.openEnded": "Larger groups welcome",
  departures: "Group departures",
  "departures.rule": "Repeats",
  "departures.rule.every": "Every",
  "departures.rule.on": "Weekdays",
  "departures.rule.onDays": "Days of the month",
  "departures.seats": "Seats",
  "departures.minimumToRun": "Travellers needed to run",
  "departures.salesCutoffDays": "Sales close (days before)",
  region: "Region",
  schedule: "Schedule (start and end)",
  summit: "Summit",
  "summit.name": "Summit name",
  "summit.elevationMetres": "Summit elevation (m)",
  maxElevationMetres: "Highest point (m)",
  scene: "Illustration",
  photos: "Photos",
  "photos.hero": "Hero photo",
  "photos.card": "Card photo",
  "photos.gallery": "Gallery photos",
  "days.*.photo": "Day photo",
  highlights: "Highlights",
  days: "Days",
  "days.*.day": "Day number",
  "days.*.time": "Times",
  "days.*.elevation": "Elevation",
  "days.*.distance": "Distance",
  "days.*.grade": "Grade",
  "days.*.wildlife": "Wildlife",
  description: "Description",
  activities: "Activities",
  accommodation: "Accommodation",
  meals: "Meals",
  included: "Included",
  notIncluded: "Not included",
  packing: "Packing list",
  gear: "Gear",
  "gear.*.items": "Gear items",
  essential: "Essential",
  name: "Name",
  preparation: "Preparation",
  placement: "Placement",
  items: "Items",
  requirements: "Requirements",
  "requirements.minimumAge": "Youngest age",
  "requirements.maxGroupSize": "Largest group",
  "requirements.fitnessLevel": "Fitness level",
  "requirements.documents": "Documents",
  "requirements.notes": "Notes",
  wildlife: "Wildlife",
  "wildlife.bigFive": "Big Five",
  "wildlife.samburuSpecialFive": "Samburu Special Five",
  "wildlife.otherWildlife": "Other wildlife",
  familyFriendly: "Family-friendly",
  programmes: "Programmes",
  "programmes.*.id": "Programme id",
  ageGroup: "Age group",
  "programmes.*.priceRange": "Price range (USD, as text)",
  sections: "Extra sections",
  faqs: "FAQs",
  category: "Listed under",
  "programmes.*.category": "Category",
  question: "Question",
  answer: "Answer",
  layout: "Page layout",
  sectionTitles: "Section headings",
  contactPanel: "Contact panel",
  "contactPanel.document": "Download or print",
  download: "Download",
  "download.label": "Button label",
  "download.adventureType": "PDF key",
  "download.brochure": "Brochure",
  "download.brochure.id": "Brochure id",
  gearList: "Printable gear list",
  pricing: "Prices",
  "pricing.kind": "Price type",
  "pricing.perPerson": "Price per person (USD)",
  "pricing.note": "Price note",
  "pricing.tiers": "Tiers",
  "pricing.tiers.*.id": "Tier id",
  "pricing.tiers.*.priceRange": "Price range (USD)",
  "pricing.tiers.*.priceRange.min": "From",
  "pricing.tiers.*.priceRange.max": "To",
  "pricing.tiers.*.basePrice": "Base price",
  "pricing.tiers.*.popular": "Popular",
  "pricing.tiers.*.kesPrice": "Price (KES)",
  "pricing.tiers.*.usdPrice": "Price (USD)",
  "pricing.tiers.*.badgeColour": "Badge colour",
  "pricing.defaultTierId": "Tier selected first (its id)",
  "pricing.discounts": "Group discounts",
  "pricing.discounts.*.0": "From travellers",
  "pricing.discounts.*.1": "Discount (%)",
  "pricing.quoteRequest": "Quote request",
  "pricing.perPersonPerDay": "Price per person per day (USD)",
  "pricing.minimumPeople": "Fewest people",
  "pricing.maximumPeople": "Most people",
  "pricing.programs": "Programmes",
  "pricing.programs.*.value": "Programme id",
  "pricing.programs.*.label": "Name",
  "pricing.programs.*.days": "Days",
  "pricing.programs.*.price": "Price per student (USD)",
  parkFees: "Park days",
  "parkFees.*.park": "Park",
  "parkFees.*.days": "Days in the park",
  categoryPrices: "Traveller categories (KES per person, by trip option)",
  "east-african-resident": "East African resident (KES)",
  "kenyan-citizen": "Kenyan citizen (KES)",
  childPrices: "Child prices",
  fromAge: "From age",
  toAge: "To age",
  percentOfAdult: "Share of the adult price (%)",
  "childPrices.*.prices": "Prices by trip option (KES)",
};

/** What one item of a list is called, numbered from 1: "Day 3", "Tier 2". */
const itemNames: Record<string, string> = {
  days: "Day",
  gear: "Gear category",
  "gear.*.items": "Item",
  preparation: "Section",
  sections: "Section",
  programmes: "Programme",
  faqs: "FAQ",
  "pricing.tiers": "Tier",
  "pricing.discounts": "Discount",
  "pricing.programs": "Programme",
  parkFees: "Park",
  categoryPrices: "Option",
  childPrices: "Age band",
  "childPrices.*.prices": "Option",
};

/** Hints under a field, where its label alone would leave the operator guessing. */
const fieldHints: Record<string, string> = {
  category:
    "For a trip without a card of its own on the listings: the listing that shows it, drawn from its title, duration, difficulty and summary.",
  slug: "Lower-case words joined by hyphens, e.g. point-lenana. It is the page's address.",
  summary: "One or two sentences for cards and the PDF cover, at most 300 characters.",
  overview: "One paragraph a line.",
  "departures.rule.on": "One a line: Sun, Mon, Tue, Wed, Thu, Fri or Sat.",
  "departures.rule.onDays": "One a line, from 1 to 31.",
  scene: "Drawn when the trip has no hero photo.",
  "photos.hero": "The large photo at the top of the trip's page; the illustration when none.",
  "photos.card": "The photo on the trip's card in listings; the hero photo when none.",
  "photos.gallery": "Photos shown together in a gallery on the trip's page.",
  "seo.title": "At most 70 characters; the trip's title when empty.",
  "seo.description": "At most 160 characters; the summary when empty.",
  "pricing.discounts":
    "Without a list, quotes use the operator's schedule; an empty list means no group discount.",
  categoryPrices: "Only where the usual rule for residents and citizens gives the wrong figure.",
  childPrices: "Either a share of the adult price or prices by option, not both.",
};

/** Long texts get a text area instead of a single line. */
const longTextKeys = new Set(["summary", "description", "answer", "note", "seo.description"]);

/** The editor's sections, in the order an operator works through a trip; the rest go last. */
export const tripFormSections: ReadonlyArray<{ id: string; title: string; fields: string[] }> = [
  {
    id: "basics",
    title: "Basics",
    fields: ["title", "subtitle", "slug", "category", "summary", "seo"],
  },
  {
    id: "facts",
    title: "Trip facts",
    fields: ["duration", "difficulty", "difficultyLabel", "region", "schedule", "summit"],
  },
  { id: "overview", title: "Overview and highlights", fields: ["overview", "highlights"] },
  { id: "days", title: "Days", fields: ["days"] },
  { id: "photos", title: "Photos", fields: ["photos", "scene"] },
  { id: "included", title: "Included and not included", fields: ["included", "notIncluded"] },
  {
    id: "packing",
    title: "Packing and preparation",
    fields: ["packing", "gear", "gearList", "preparation"],
  },
  { id: "requirements", title: "Requirements", fields: ["requirements"] },
  { id: "faqs", title: "FAQs", fields: ["faqs"] },
  { id: "prices", title: "Prices", fields: ["pricing", "categoryPrices", "childPrices"] },
  { id: "parks", title: "Park days", fields: ["parkFees"] },
  { id: "group", title: "Group size and departures", fields: ["groupSize", "departures"] },
  { id: "layout", title: "Page layout and downloads", fields: [] },
];

/** "maxElevationMetres" -> "Max elevation metres"; "kenyan-citizen" -> "Kenyan citizen". */
export function wordsFromName(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The entry of `table` for the longest ending of `pattern` it holds. */
function longestEnding(table: Record<string, string>, pattern: string): string | undefined {
  const parts = pattern.split(".");
  for (let start = 0; start < parts.length; start++) {
    const entry = table[parts.slice(start).join(".")];
    if (entry !== undefined) return entry;
  }
  return undefined;
}

/** A document path with its list indices as `*`: "days.3.title" -> "days.*.title". */
export function pathPattern(path: ReadonlyArray<string | number>): string {
  return path.map((part) => (typeof part === "number" ? "*" : part)).join(".");
}

export function fieldLabel(pattern: string): string {
  return longestEnding(fieldLabels, pattern) ?? wordsFromName(pattern.split(".").at(-1) ?? "");
}

export function fieldHint(pattern: string): string | undefined {
  return fieldHints[pattern];
}

export function isLongText(pattern: string): boolean {
  const key = pattern.split(".").at(-1) ?? "";
  return longTextKeys.has(key) || longTextKeys.has(pattern);
}

/** "Day" for the list "days"; "Item" where the table says nothing. */
export function itemName(listPattern: string): string {
  return itemNames[listPattern] ?? longestEnding(itemNames, listPattern) ?? "Item";
}
