import { Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { Link } from "react-router";
import { categories } from "../../../domain/catalogue/categories";
import { formatPhoneForDisplay, site, type SiteContacts } from "../../../domain/site";
import { whatsappLink, talkToGuideText } from "../../../domain/messaging/whatsapp";
import { sectionLinks } from "./site-header";
import { CancellationPolicyList } from "~/features/booking/cancellation-policy";

const policies = [
  {
    id: "privacy",
    title: "Privacy",
    text: "We use your name, email and phone only to answer your request and run your trip. We never sell or share them for marketing, and you can ask us to delete them at any time.",
  },
  {
    id: "terms",
    title: "Terms",
    text: "A booking request is confirmed only when our team replies, within 24 hours. Final prices depend on dates, group size and season and are agreed before any payment.",
  },
  {
    id: "safety",
    title: "Safety",
    text: "Licensed guides, first-aid trained crews, radio and satellite contact on the mountain, written evacuation plans and a 24/7 emergency line for every trip.",
  },
];

/** Trips listed under Adventures; titles come from the root loader so the catalogue stays on the server. */
export const featuredTripSlugs = [
  "point-lenana",
  "kilimanjaro-marangu",
  "maasai-mara-holiday",
  "hells-gate",
  "diani-beach",
];

export function SiteFooter({
  contacts,
  featuredTrips,
}: {
  contacts: SiteContacts;
  featuredTrips: Array<{ slug: string; title: string }>;
}) {
  return (
    <footer className="no-print bg-earth-900 text-sand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-display text-xl font-bold text-white">{site.brandName}</p>
          <p className="mt-3 text-sm leading-6">
            {site.tagline}. Licensed for {site.claims.yearsLicensed} years, with a{" "}
            {site.claims.safetyRecord} safety record.
          </p>
          <ul className="mt-4 space-y-2 text-sm">
            <li className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4 shrink-0" /> {site.baseAddress}
            </li>
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              <a
                className="underline underline-offset-2 hover:text-white"
                href={`mailto:${contacts.email}`}
              >
                {contacts.email}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="size-4 shrink-0" />{" "}
              {formatPhoneForDisplay(contacts.whatsappNumber)} ({site.claims.emergencySupport}{" "}
              emergency line)
            </li>
            <li className="flex items-center gap-2">
              <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
              <a
                className="underline underline-offset-2 hover:text-white"
                href={whatsappLink(contacts.whatsappNumber, talkToGuideText(site.brandName))}
                target="_blank"
                rel="noopener noreferrer"
              >
                Chat on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </div>
        <nav aria-label="Quick links">
          <h2 className="font-sans text-sm font-bold tracking-wider text-white uppercase">
            Quick links
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {sectionLinks.map((link) => (
              <li key={link.href}>
                <a className="hover:text-white hover:underline" href={link.href}>
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <Link className="hover:text-white hover:underline" to="/seasonal-guide">
                Seasonal Guide
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Adventures">
          <h2 className="font-sans text-sm font-bold tracking-wider text-white uppercase">
            Adventures
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {categories.map((category) => (
              <li key={category.id}>
                <Link className="hover:text-white hover:underline" to={category.path}>
                  {category.title}
                </Link>
              </li>
            ))}
            {featuredTrips.map((trip) => (
              <li key={trip.slug}>
                <Link className="hover:text-white hover:underline" to={`/itinerary/${trip.slug}`}>
                  {trip.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-sans text-sm font-bold tracking-wider text-white uppercase">
            Policies
          </h2>
          <div className="mt-4 space-y-2 text-sm">
            {policies.map((policy) => (
              <details key={policy.id} id={policy.id} className="group">
                <summary className="cursor-pointer hover:text-white">{policy.title}</summary>
                <p className="mt-2 leading-6">{policy.text}</p>
                {policy.id === "terms" ? (
                  <CancellationPolicyList
                    id="cancellation-policy"
                    headingLevel="h3"
                    className="mt-3 leading-6"
                  />
                ) : null}
              </details>
            ))}
          </div>
        </div>
      </div>
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm sm:px-6">
          © {new Date().getFullYear()} {site.brandName}, {site.baseLocation}. Founded{" "}
          {site.foundedYearsAgo} years ago.
        </p>
      </div>
    </footer>
  );
}
