/**
 * The trips the footer lists under Adventures. The root loader reads their titles (the catalogue
 * stays on the server); the list lives here rather than in the footer component so the loader
 * does not import the layout that renders its data.
 */
export const featuredTripSlugs = [
  "point-lenana",
  "kilimanjaro-marangu",
  "maasai-mara-holiday",
  "hells-gate",
  "diani-beach",
];
