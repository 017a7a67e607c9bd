import { Clock, MapPin, Mountain, Users, Gauge } from "lucide-react";
import type { Route } from "../../routes/+types/itinerary";
import { groupSizeText, tripMaxGroupSize } from "../../../domain/catalogue/trip-facts";
import { BackToAdventures } from "~/components/layout/back-to-adventures";
import { Illustration } from "~/components/illustration";
import { Photo } from "~/features/media/photo";
import { Badge } from "~/components/ui/badge";
import { StickyBookingBar, TripPriceCallToAction } from "~/features/booking/booking-call-to-action";
import { BookingAside } from "~/features/booking/booking-aside";
import { BookingPanel } from "~/features/booking/booking-panel";
import {
  CANCELLATION_SECTION_ID,
  TripCancellationPolicy,
} from "~/features/booking/cancellation-policy";
import { PackageOptions } from "~/features/booking/package-options";
import { useFeeMoney } from "~/features/currency/use-price";
import { GearListButton } from "~/features/downloads/gear-list-button";
import { PdfDownloadButton } from "~/features/downloads/pdf-download-button";
import { PrintItineraryButton } from "~/features/trips/print-button";
import { DatesAndAvailability } from "~/features/departures/dates-and-availability";
import {
  CheckList,
  Faqs,
  GearLists,
  Highlights,
  IncludedLists,
  PhotoGallery,
  ItineraryDays,
  Preparation,
  Programmes,
  RequirementsPanel,
  Section,
  WildlifeLists,
} from "~/features/trips/trip-sections";
import { TripStructuredData } from "~/features/trips/trip-structured-data";
import { parkFeesNote } from "../../../domain/pricing/quote-lines";
import { partyPerPerson, type PartyPrice } from "../../../domain/pricing/party-prices";
import { WaitlistForm } from "~/features/departures/waitlist-form";
import { TripReviews } from "~/features/reviews/trip-reviews";
import { useRootData } from "~/lib/root-data";
import { useMessages } from "~/i18n/language";
import { formatNumber } from "../../../domain/i18n/languages";
import { m } from "~/i18n/messages";

/**
 * A trip's page: the public page (app/routes/itinerary.tsx) and the content studio's preview of a
 * draft (app/routes/draft-trip-page.tsx) draw the same component from the same page data.
 */
export function TripPageView({
  loaderData,
  actionData,
}: {
  loaderData: Route.ComponentProps["loaderData"];
  actionData?: Route.ComponentProps["actionData"];
}) {
  const { trip, from, booking, waitlist, feesAdded, residentFees, photos } = loaderData;
  // A trip that enters parks says so beside every "From": the fees are added as their own lines.
  const feeMoney = useFeeMoney();
  const feesNote = parkFeesNote(trip.parkFees, feesAdded, feeMoney, residentFees);
  // "Your price" in the party's own currency: shillings for residents and citizens.
  const quoted = booking.quote ? partyPerPerson(booking.quote) : null;
  const titles = trip.sectionTitles;
  const isCorporate = trip.layout === "corporate";
  const panel = booking.model;
  const root = useRootData();
  const { t, path } = useMessages();
  const url = `${root?.contacts.siteUrl ?? ""}${path(`/itinerary/${trip.slug}`)}`;
  const mainSections = trip.sections.filter((section) => section.placement === "main");
  const sideSections = trip.sections.filter((section) => section.placement === "sidebar");

  return (
    <article className="pb-24 lg:pb-0 print:pb-0">
      <TripStructuredData
        trip={trip}
        url={url}
        from={from}
        feesAdded={feesAdded ?? []}
        departures={loaderData.dates?.offers}
        reviews={loaderData.reviews}
      />
      <TripHeader
        trip={trip}
        listingPath={loaderData.listingPath}
        hero={photos.hero}
        from={from}
        quoted={quoted}
        panel={panel}
        feesNote={feesNote}
      />

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_24rem] print:block print:py-4">
        <div className="grid min-w-0 gap-14">
          <section aria-label={t(m.trip_overview)} className="grid gap-4 text-lg leading-8">
            {trip.overview.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </section>
          {waitlist ? (
            <WaitlistForm tripSlug={trip.slug} departure={waitlist} answer={actionData} />
          ) : null}
          <section aria-label={t(m.trip_downloads)} className="no-print flex flex-wrap gap-3">
            {trip.contactPanel.document === "print" ? (
              <PrintItineraryButton />
            ) : (
              <PdfDownloadButton trip={trip} />
            )}
            <GearListButton trip={trip} />
          </section>
          {loaderData.dates ? (
            <DatesAndAvailability
              tripSlug={trip.slug}
              next={loaderData.dates.next}
              month={loaderData.dates.month}
            />
          ) : null}
          <Section id="highlights" title={titles.highlights}>
            <Highlights trip={trip} />
          </Section>
          {trip.programmes?.length ? (
            <Section id="programmes" title={titles.programmes}>
              <Programmes trip={trip} bookable={panel.path === "book" ? panel.options : null} />
            </Section>
          ) : null}
          {panel.path === "book" && panel.options.length > 1 ? (
            <Section id="packages" title={t(m.trip_packages)}>
              <PackageOptions options={panel.options} categories={booking.selection.categories} />
            </Section>
          ) : null}
          {mainSections.map((section, index) => (
            <Section key={section.title} id={`section-${index}`} title={section.title}>
              <CheckList items={section.items} />
            </Section>
          ))}
          <Section id="itinerary" title={titles.itinerary}>
            <ItineraryDays trip={trip} photos={photos.days} />
          </Section>
          {photos.gallery.length ? (
            <Section id="gallery" title={t(m.trip_gallery)}>
              <PhotoGallery photos={photos.gallery} />
            </Section>
          ) : null}
          {isCorporate ? (
            <>
              <Section id="included" title={t(m.trip_whats_included)}>
                <CheckList items={trip.included} />
              </Section>
              <Section id="additional-services" title={t(m.trip_additional_services)}>
                <CheckList items={trip.notIncluded} tone="no" />
              </Section>
            </>
          ) : (
            <Section id="included" title={titles.included}>
              <IncludedLists trip={trip} />
            </Section>
          )}
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
          {trip.wildlife ? (
            <Section id="wildlife" title={t(m.trip_wildlife)}>
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
            <Section id="gear" title={t(m.trip_gear_list)}>
              <GearLists trip={trip} />
            </Section>
          ) : null}
          {trip.preparation.length ? (
            <Section id="preparation" title={titles.preparation}>
              <Preparation trip={trip} />
            </Section>
          ) : null}
          <Section id={CANCELLATION_SECTION_ID} title={t(m.trip_cancellation_policy)}>
            <TripCancellationPolicy />
          </Section>
          {trip.faqs.length ? (
            <Section id="faqs" title={t(m.trip_faqs)}>
              <Faqs trip={trip} />
            </Section>
          ) : null}
          <TripReviews reviews={loaderData.reviews} />
        </div>

        <BookingAside>
          <BookingPanel
            trip={trip}
            state={booking}
            fromPrice={from?.perPerson ?? null}
            feesNote={feesNote}
          />
        </BookingAside>
      </div>
      <StickyBookingBar
        from={from}
        quoted={quoted}
        path={panel.path}
        feesNote={feesNote}
        unit={panel.unit}
      />
    </article>
  );
}

type TripPageData = Route.ComponentProps["loaderData"];

/**
 * The trip's first screen: its name, the price and the way to book (TripPriceCallToAction), its
 * facts as badges and its hero photo from the library, or its illustration without one.
 */
function TripHeader({
  trip,
  listingPath,
  hero,
  from,
  quoted,
  panel,
  feesNote,
}: {
  trip: TripPageData["trip"];
  listingPath: string | null;
  hero: TripPageData["photos"]["hero"];
  from: TripPageData["from"];
  quoted: PartyPrice | null;
  panel: TripPageData["booking"]["model"];
  feesNote: string | null;
}) {
  const isTrek = trip.layout === "long-trek";
  const { t, language } = useMessages();
  return (
    <header className="bg-forest-900 text-white print:bg-white print:text-earth-900">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 pt-6 pb-10 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:items-center">
        <div>
          <BackToAdventures listingPath={listingPath} />
          <h1 className="mt-5 text-4xl font-bold sm:text-5xl">{trip.title}</h1>
          <p className="mt-3 text-lg text-sand-100 print:text-earth-900">{trip.subtitle}</p>
          <TripPriceCallToAction
            from={from}
            quoted={quoted}
            path={panel.path}
            feesNote={feesNote}
            unit={panel.unit}
          />
          <ul className="mt-6 flex flex-wrap gap-2 text-sm">
            {trip.summit ? (
              <li>
                <Badge tone="ochre">
                  <Mountain aria-hidden="true" className="size-3.5" /> {trip.summit.name}{" "}
                  {formatNumber(trip.summit.elevationMetres, language)} m
                </Badge>
              </li>
            ) : null}
            {trip.maxElevationMetres ? (
              <li>
                <Badge tone="ochre">
                  <Mountain aria-hidden="true" className="size-3.5" /> {t(m.trip_max_elevation)}{" "}
                  {formatNumber(trip.maxElevationMetres, language)} m
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
                {isTrek
                  ? t(m.trip_max_people, { count: tripMaxGroupSize(trip) })
                  : groupSizeText(trip)}
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
          {hero ? (
            <div className="overflow-hidden rounded-2xl shadow-xl">
              <Photo
                photo={hero}
                priority
                sizes="(min-width: 1280px) 37rem, (min-width: 1024px) 46vw, calc(100vw - 2rem)"
                className="aspect-[3/2]"
              />
            </div>
          ) : (
            <Illustration
              scene={trip.scene}
              alt={`Illustration: ${trip.title}`}
              priority
              className="rounded-2xl shadow-xl"
            />
          )}
        </div>
      </div>
    </header>
  );
}
