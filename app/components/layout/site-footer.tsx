import { Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { Link } from "react-router";
import { categories } from "../../../domain/catalogue/categories";
import { formatPhoneForDisplay, site, type SiteContacts } from "../../../domain/site";
import { registrations } from "../../../domain/trust/credentials";
import { whatsappLink, talkToGuideText } from "../../../domain/messaging/whatsapp";
import { sectionLinks } from "./site-header";
import { categoryName } from "~/features/languages/category-names";
import { useMessages } from "~/i18n/language";
import type { FooterWords } from "./footer-words";

export function SiteFooter({
  contacts,
  featuredTrips,
  words,
}: {
  contacts: SiteContacts;
  words: FooterWords;
  featuredTrips: Array<{ slug: string; title: string }>;
}) {
  const registered = registrations(contacts);
  const { t, path } = useMessages();
  return (
    <footer className="no-print bg-earth-900 text-sand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-display text-xl font-bold text-white">{site.brandName}</p>
          <p className="mt-3 text-sm leading-6">{words.about}</p>
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
              {formatPhoneForDisplay(contacts.whatsappNumber)} {words.emergencyLine}
            </li>
            <li className="flex items-center gap-2">
              <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
              <a
                className="underline underline-offset-2 hover:text-white"
                href={whatsappLink(contacts.whatsappNumber, talkToGuideText(site.brandName))}
                target="_blank"
                rel="noopener noreferrer"
              >
                {words.chatOnWhatsapp}
                <span className="sr-only">{words.opensNewTab}</span>
              </a>
            </li>
          </ul>
        </div>
        <nav aria-label={words.quickLinks}>
          <h2 className="font-sans text-sm font-bold tracking-wider text-white uppercase">
            {words.quickLinks}
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {sectionLinks.map((link) => (
              <li key={link.href}>
                <a className="hover:text-white hover:underline" href={path(link.href)}>
                  {t(link.label)}
                </a>
              </li>
            ))}
            <li>
              <Link className="hover:text-white hover:underline" to={path("/seasonal-guide")}>
                {words.seasonalGuide}
              </Link>
            </li>
            <li>
              {/* Who leads the trips (issue 29 slice 3): a trust page of its own. */}
              <Link className="hover:text-white hover:underline" to={path("/team")}>
                {words.team}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={words.adventures}>
          <h2 className="font-sans text-sm font-bold tracking-wider text-white uppercase">
            {words.adventures}
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {categories.map((category) => (
              <li key={category.id}>
                <Link className="hover:text-white hover:underline" to={path(category.path)}>
                  {t(categoryName[category.id])}
                </Link>
              </li>
            ))}
            {featuredTrips.map((trip) => (
              <li key={trip.slug}>
                <Link
                  className="hover:text-white hover:underline"
                  to={path(`/itinerary/${trip.slug}`)}
                >
                  {trip.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-sans text-sm font-bold tracking-wider text-white uppercase">
            {words.policies}
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {/* What a traveller reads before paying (issue 17): real pages, not folded sentences. */}
            {words.policyPages.map((page) => (
              <li key={page.path}>
                <Link className="hover:text-white hover:underline" to={path(page.path)}>
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
          {registered.length > 0 ? (
            <ul className="mt-4 space-y-1 text-sm">
              {registered.map((line) => (
                <li key={line.label}>
                  {line.label}: {line.value}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm sm:px-6">
          © {new Date().getFullYear()} {site.brandName}, {site.baseLocation}. {words.founded}
        </p>
      </div>
    </footer>
  );
}
