/**
 * The landing page's first three quotes, word for word as the site showed them before
 * testimonials had sources (they were fixed in domain/landing.ts). None has a source: a new
 * database gets them once, as samples the admin asks the operator to replace (decision 0068).
 */
export const sampleTestimonials = [
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

export type SampleTestimonial = (typeof sampleTestimonials)[number];
