import { ArrowLeft, Clock, MapPin, Mountain, Users, Gauge } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/itinerary";
import { askQuestionsText, trekBookingText, whatsappLink } from "../../domain/messaging/whatsapp";
import { groupSizeText, tripMaxGroupSize } from "../../domain/catalogue/trip-facts";
import { pricingPanelFor } from "../../domain/pricing/panels";
import { formatUsd } from "../../domain/pricing/money";
import { formatTravelDate } from "../../domain/calendar";
import { Illustration, illustrationUrl } from "~/components/illustration";
import { Badge } from "~/components/ui/badge";
import { buttonClasses, ExternalButtonLink } from "~/components/ui/button";
import { GearListButton } from "~/features/downloads/gear-list-button";
import { PdfDownloadButton } from "~/features/downloads/pdf-download-button";
import { PricingPanel } from "~/features/pricing/pricing-panel";
import { PrintItineraryButton } from "~/features/trips/print-button";
import {
  CheckList,
  Faqs,
  GearLists,
  Highlights,
  IncludedLists,
  ItineraryDays,
  Preparation,
  Programmes,
  RequirementsPanel,
  Section,
  WildlifeLists,
} from "~/features/trips/trip-sections";
import { TripStructuredData } from "~/features/trips/trip-structured-data";
import { pageMeta, siteUrlFrom } from "~/lib/meta";
import { useRootData } from "~/lib/root-data";

export { loader } from "./itinerary.server";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Trip not found" }];
  const { trip } = loaderData;
  return pageMeta({
    title: trip.title,
    description: trip.summary,
    path: `/itinerary/${trip.slug}`,
    siteUrl: siteUrlFrom(matches),
    image: illustrationUrl(trip.scene),
    type: "article",
  });
}

export default function ItineraryPage({ loaderData }: Route.ComponentProps) {
  const { trip, from } = loaderData;
  const titles = trip.sectionTitles;
  const isTrek = trip.layout === "long-trek";
  const isCorporate = trip.layout === "corporate";
  const contact = trip.contactPanel;
  const root = useRootData();
  const whatsappNumber = root?.contacts.whatsappNumber ?? "";
  const url = `${root?.contacts.siteUrl ?? ""}/itinerary/${trip.slug}`;
  const mainSections = trip.sections.filter((section) => section.placement === "main");
  const sideSections = trip.sections.filter((section) => section.placement === "sidebar");

  return (
    <article>
      <TripStructuredData trip={trip} url={url} from={from} />
      <header className="bg-forest-900 text-white print:bg-white print:text-earth-900">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 pt-6 pb-10 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:items-center">
          <div>
            <Link to="/" className={buttonClasses("ghostOnDark", "sm", "no-print -ml-3")}>
              <ArrowLeft aria-hidden="true" className="size-4" /> Back to Adventures
            </Link>
            <h1 className="mt-5 text-4xl font-bold sm:text-5xl">{trip.title}</h1>
            <p className="mt-3 text-lg text-sand-100 print:text-earth-900">{trip.subtitle}</p>
            {from ? (
              <p className="mt-4 text-lg" data-testid="trip-from-price">
                From{" "}
                <strong className="text-2xl text-white print:text-earth-900">
                  {formatUsd(from.perPerson)}
                </strong>{" "}
                per person
                {from.saving > 0 ? (
                  <span className="block text-sm text-sand-100 print:text-earth-900">
                    Normally {formatUsd(from.normalPerPerson)}: {from.savingReason} for travel on{" "}
                    {formatTravelDate(from.date)}
                  </span>
                ) : null}
              </p>
            ) : null}
            <ul className="mt-6 flex flex-wrap gap-2 text-sm">
              {trip.summit ? (
                <li>
                  <Badge tone="ochre">
                    <Mountain aria-hidden="true" className="size-3.5" /> {trip.summit.name}{" "}
                    {trip.summit.elevationMetres.toLocaleString("en-US")} m
                  </Badge>
                </li>
              ) : null}
              {trip.maxElevationMetres ? (
                <li>
                  <Badge tone="ochre">
                    <Mountain aria-hidden="true" className="size-3.5" /> Max elevation{" "}
                    {trip.maxElevationMetres.toLocaleString("en-US")} m
                  </Badge>
                </li>
              ) : null}
              <li>
                <Badge tone="neutral">
                  <Clock aria-hidden="true" className="size-3.5" /> {trip.duration}
                </Badge>
              </li>
              <li>
                <Badge tone="neutral">
                  <Gauge aria-hidden="true" className="size-3.5" />{" "}
                  {trip.difficultyLabel ?? trip.difficulty}
                </Badge>
              </li>
              <li>
                <Badge tone="neutral">
                  <Users aria-hidden="true" className="size-3.5" />{" "}
                  {isTrek ? `Max ${tripMaxGroupSize(trip)} people` : groupSizeText(trip)}
                </Badge>
              </li>
              <li>
                <Badge tone="neutral">
                  <MapPin aria-hidden="true" className="size-3.5" /> {trip.region}
                </Badge>
              </li>
            </ul>
            {trip.schedule ? (
              <p className="mt-4 text-sm text-sand-100 print:text-earth-900">{trip.schedule}</p>
            ) : null}
          </div>
          <div className="print:hidden">
            <Illustration
              scene={trip.scene}
              alt={`Illustration: ${trip.title}`}
              priority
              className="rounded-2xl shadow-xl"
              sizes="(min-width: 1024px) 45vw, 100vw"
            />
          </div>
        </div>
      </header>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_24rem] print:block print:py-4">
        <div className="grid min-w-0 gap-14">
          <section aria-label="Overview" className="grid gap-4 text-lg leading-8">
            {trip.overview.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </section>
          <Section id="highlights" title={titles.highlights}>
            <Highlights trip={trip} />
          </Section>
          {trip.programmes?.length ? (
            <Section id="programmes" title={titles.programmes}>
              <Programmes trip={trip} />
            </Section>
          ) : null}
          {mainSections.map((section, index) => (
            <Section key={section.title} id={`section-${index}`} title={section.title}>
              <CheckList items={section.items} />
            </Section>
          ))}
          <Section id="itinerary" title={titles.itinerary}>
            <ItineraryDays trip={trip} />
          </Section>
          {!isCorporate ? (
            <Section id="included" title={titles.included}>
              <IncludedLists trip={trip} />
            </Section>
          ) : null}
          {trip.wildlife ? (
            <Section id="wildlife" title="Wildlife">
              <WildlifeLists trip={trip} />
            </Section>
          ) : null}
          {trip.requirements ? (
            <Section id="requirements" title={titles.requirements}>
              <RequirementsPanel trip={trip} />
            </Section>
          ) : null}
          {trip.packing.length ? (
            <Section id="packing" title={titles.packing}>
              <CheckList items={trip.packing} />
            </Section>
          ) : null}
          {trip.gear.length ? (
            <Section id="gear" title="Gear List">
              <GearLists trip={trip} />
            </Section>
          ) : null}
          {trip.preparation.length ? (
            <Section id="preparation" title={titles.preparation}>
              <Preparation trip={trip} />
            </Section>
          ) : null}
          {trip.faqs.length ? (
            <Section id="faqs" title="Frequently Asked Questions">
              <Faqs trip={trip} />
            </Section>
          ) : null}
        </div>

        <aside
          aria-label="Pricing and booking"
          className="grid content-start gap-6 lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto lg:pb-4"
        >
          <div className="no-print grid gap-6">
            <PricingPanel trip={trip} panel={pricingPanelFor(trip)} />
          </div>
          <section
            aria-labelledby="contact-panel-heading"
            className="no-print rounded-2xl bg-forest-50 p-5"
          >
            <h2 id="contact-panel-heading" className="font-sans text-lg font-bold">
              Questions before you book?
            </h2>
            <p className="mt-1 text-sm">
              Chat with a guide on WhatsApp. We reply within 24 hours, usually much sooner.
            </p>
            <div className="mt-4 grid gap-3">
              {contact.whatsapp === "booking" ? (
                <ExternalButtonLink
                  href={whatsappLink(whatsappNumber, trekBookingText(trip.title, trip.duration))}
                  variant="whatsapp"
                  size="lg"
                  className="w-full"
                >
                  {contact.label}
                </ExternalButtonLink>
              ) : (
                <ExternalButtonLink
                  href={whatsappLink(whatsappNumber, askQuestionsText(trip.title))}
                  variant="outline"
                  size="lg"
                  className="w-full"
                >
                  {contact.label}
                </ExternalButtonLink>
              )}
              {contact.document === "print" ? (
                <PrintItineraryButton />
              ) : (
                <PdfDownloadButton trip={trip} />
              )}
              <GearListButton trip={trip} />
            </div>
          </section>
          {isCorporate ? (
            <>
              <section
                aria-labelledby="corp-included"
                className="rounded-2xl border border-sand-200 bg-white p-5"
              >
                <h2 id="corp-included" className="font-sans text-lg font-bold">
                  What's Included
                </h2>
                <div className="mt-3">
                  <CheckList items={trip.included} />
                </div>
              </section>
              <section
                aria-labelledby="corp-additional"
                className="rounded-2xl border border-sand-200 bg-white p-5"
              >
                <h2 id="corp-additional" className="font-sans text-lg font-bold">
                  Additional Services
                </h2>
                <div className="mt-3">
                  <CheckList items={trip.notIncluded} tone="no" />
                </div>
              </section>
            </>
          ) : null}
          {sideSections.map((section) => (
            <section
              key={section.title}
              aria-label={section.title}
              className="rounded-2xl border border-ochre-100 bg-ochre-50 p-5"
            >
              <h2 className="font-sans text-lg font-bold">{section.title}</h2>
              {section.items.length === 1 ? (
                <p className="mt-2 leading-7">{section.items[0]}</p>
              ) : (
                <div className="mt-3">
                  <CheckList items={section.items} />
                </div>
              )}
            </section>
          ))}
        </aside>
      </div>
    </article>
  );
}
