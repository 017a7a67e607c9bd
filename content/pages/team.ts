import type { TeamContent } from "../../domain/pages/page-schemas";
import { site } from "../../domain/site";

/**
 * The team and guides page's seed (decision 0067). The spec names none of the operator's guides,
 * so this is a sample the operator replaces before going live: the roles the spec's facts
 * describe (the founding mountain guides from Naro Moru, the trips they lead, the office and its
 * emergency line), no invented names, and no certification the operator has not shown us. The
 * admin's list says "sample: replace before going live" until someone publishes the page.
 */
export const teamSeed: TeamContent = {
  heading: "Our team and guides",
  intro: `${site.brandName} was founded ${site.foundedYearsAgo} years ago by mountain guides from Naro Moru, at the foot of Mount Kenya. These are the people who plan your trip and walk it with you.`,
  seo: {
    title: "Our team and guides",
    description: `The guides and office behind ${site.brandName}: mountain guides from Naro Moru, the trips they lead and the emergency line answered day and night while any of our trips is out.`,
  },
  members: [
    {
      name: "Our founding guides",
      role: "Mountain guides, Naro Moru",
      bio: "Born at the foot of Mount Kenya, they founded the company to share the mountain the way they know it: unhurried, safe and proud of the people who make every climb possible.",
    },
    {
      name: "Our trek and safari guides",
      role: "Summit Treks, Wild Adventures and Seasonal Escapes",
      bio: `They have led ${site.claims.expeditions.value} expeditions, from Point Lenana sunrises to Maasai Mara game drives; ${site.claims.summitSuccess.value} of the trekkers who set out on our summit days reached the top.`,
    },
    {
      name: "Our office in Naro Moru",
      role: "Booking requests and the emergency line",
      bio: `Answers every booking request within ${site.responsePromiseHours} hours, and the emergency line day and night while any of our trips is out.`,
    },
  ],
};
