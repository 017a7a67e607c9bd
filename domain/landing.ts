/** Landing-page copy that is content, not layout: highlights, plan steps, gallery, contact options. */

export const highlights = [
  {
    icon: "shield",
    title: "Safety first, always",
    text: "Licensed guides trained in wilderness first aid, pulse oximeters on every high trek, written evacuation plans and an emergency line answered day and night.",
  },
  {
    icon: "mountain",
    title: "Local mountain experts",
    text: "Our guides were born in Naro Moru and know every route on the mountain; 98% of the trekkers who set out on our summit days reach the top.",
  },
  {
    icon: "users",
    title: "Small groups, fair wages",
    text: "Small groups for a personal pace, and porters and cooks paid above park minimums with proper gear.",
  },
  {
    icon: "leaf",
    title: "Conservation built in",
    text: "Park and conservancy fees go straight to KWS and community conservancies; we carry out all our waste.",
  },
] as const;

export const planSteps = [
  {
    title: "Choose your adventure",
    text: "Browse summit treks, wild adventures and seasonal escapes, and price them live for your dates and group.",
  },
  {
    title: "Send a booking request",
    text: "Add trips to your Trip Cart and send one request, or chat with us on WhatsApp. We reply within 24 hours.",
  },
  {
    title: "Get ready and go",
    text: "We confirm dates and final prices, send your packing list and training tips, and meet you at your hotel.",
  },
] as const;

export const galleryImages = [
  {
    id: "gallery-1",
    alt: "Sunrise over Point Lenana, with the glaciers of Mount Kenya glowing orange",
    caption: "Sunrise on Point Lenana, 4,985 m",
  },
  {
    id: "gallery-2",
    alt: "A lion resting on a rocky kopje under a wide savanna sky",
    caption: "A lion on a kopje in the Maasai Mara",
  },
  {
    id: "gallery-3",
    alt: "Roped climbers on a rocky ridge below a snowy summit",
    caption: "Climbers on the ridge to Nelion",
  },
  {
    id: "gallery-4",
    alt: "A hot-air balloon drifting over the Maasai Mara at dawn",
    caption: "Dawn balloon flight over the Mara",
  },
  {
    id: "gallery-5",
    alt: "Pink flamingos wading in a shallow Rift Valley lake",
    caption: "Flamingos on a Rift Valley lake",
  },
  {
    id: "gallery-6",
    alt: "A campfire beneath the Milky Way with tents pitched nearby",
    caption: "Camp under the Milky Way",
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
