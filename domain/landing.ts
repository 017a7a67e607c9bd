/**
 * Landing-page copy that is content, not layout: the contact form's options. The landing page's
 * words and pictures (hero, story, highlights, figures, gallery, plan steps) are edited in the
 * content studio (decision 0067; content/pages/landing.ts seeds them), and its testimonials are
 * their own content with a source (decision 0068).
 */

/** The contact form's adventure options; each value is what the inquiry stores as its adventure. */
export const contactAdventureOptions = [
  { value: "mt-kenya", label: "Mount Kenya trek" },
  { value: "kilimanjaro", label: "Kilimanjaro climb" },
  { value: "maasai-cultural", label: "Maasai cultural tour" },
  { value: "hells-gate", label: "Hell's Gate adventure" },
  { value: "lake-naivasha", label: "Lake Naivasha" },
  { value: "nairobi-national-park", label: "Nairobi National Park" },
  { value: "custom", label: "Custom expedition" },
] as const;
