/**
 * Landing-page copy that is content, not layout: the testimonials and the contact form's options.
 * The landing page's other words and pictures (hero, story, highlights, figures, gallery, plan
 * steps) are edited in the content studio since decision 0067; content/pages/landing.ts seeds them.
 */

export const testimonials = [
  {
    quote:
      "Our guide read the mountain and our group perfectly. We reached Point Lenana at sunrise and every one of us made it. Best-organised trek I have done anywhere.",
    name: "Sarah M.",
    origin: "London, United Kingdom",
    trip: "Point Lenana Summit",
  },
  {
    quote:
      "The Maasai homestay was the heart of our Kenya trip. Our kids still talk about herding goats with Lemayian and his brothers.",
    name: "Daniel & Priya K.",
    origin: "Toronto, Canada",
    trip: "Maasai Cultural Tours",
  },
  {
    quote:
      "We booked a team retreat for 32 staff. Everything from transport to the facilitated summit challenge ran to the minute, and the quote was exactly what we paid.",
    name: "Wanjiru N.",
    origin: "Nairobi, Kenya",
    trip: "Team-building Retreats",
  },
] as const;

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
