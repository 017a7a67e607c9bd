import type { LandingContent } from "../../domain/pages/page-schemas";
import { site } from "../../domain/site";

/**
 * The landing page's words as the site first shipped them (app/routes/home.tsx, domain/landing.ts
 * and the figures of domain/site.ts with their sources), the seed of the landing page's revision 1
 * (decision 0067). The operator edits them at /admin/pages/landing; the layout stays code.
 */
export const landingSeed: LandingContent = {
  seo: {
    title: `${site.brandName}: Mount Kenya treks, Kilimanjaro climbs and Kenya safaris`,
    description:
      "Guided Mount Kenya and Kilimanjaro treks, Big Five safaris, Maasai cultural trips and day escapes from our base in Naro Moru. Live prices, small groups, replies within 24 hours.",
  },
  hero: {
    eyebrow: `Based in ${site.baseLocation}`,
    heading: "Summit Mount Kenya. Track the Big Five. Come home changed.",
    lead: "Guided treks, safaris and cultural journeys across East Africa, led by the guides who grew up beneath the peaks.",
  },
  // Each figure says where it comes from (issue 17, decision 0029).
  claims: [
    site.claims.expeditions,
    site.claims.summitSuccess,
    site.claims.yearsLicensed,
    site.claims.emergencySupport,
  ].map(({ value, label, source }) => ({ value, label, source })),
  story: {
    title: "Born in Naro Moru, at the foot of the mountain",
    paragraphs: [
      `${site.brandName} was founded ${site.foundedYearsAgo} years ago by mountain guides from Naro Moru who wanted to share Mount Kenya the way they know it: unhurried, safe and proud of the people who make every climb possible.`,
      `Since then we have led ${site.claims.expeditions.value} expeditions, from Point Lenana sunrises to Maasai Mara game drives, and ${site.claims.summitSuccess.value} of the trekkers who set out on our summit days reached the top. Our [emergency line](/safety) is answered day and night while any of our trips is out.`,
    ],
  },
  highlights: [
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
  ],
  gallery: [
    {
      drawing: "gallery-1",
      alt: "Sunrise over Point Lenana, with the glaciers of Mount Kenya glowing orange",
      caption: "Sunrise on Point Lenana, 4,985 m",
    },
    {
      drawing: "gallery-2",
      alt: "A lion resting on a rocky kopje under a wide savanna sky",
      caption: "A lion on a kopje in the Maasai Mara",
    },
    {
      drawing: "gallery-3",
      alt: "Roped climbers on a rocky ridge below a snowy summit",
      caption: "Climbers on the ridge to Nelion",
    },
    {
      drawing: "gallery-4",
      alt: "A hot-air balloon drifting over the Maasai Mara at dawn",
      caption: "Dawn balloon flight over the Mara",
    },
    {
      drawing: "gallery-5",
      alt: "Pink flamingos wading in a shallow Rift Valley lake",
      caption: "Flamingos on a Rift Valley lake",
    },
    {
      drawing: "gallery-6",
      alt: "A campfire beneath the Milky Way with tents pitched nearby",
      caption: "Camp under the Milky Way",
    },
  ],
  planSteps: [
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
  ],
};
