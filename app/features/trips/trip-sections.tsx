import {
  Check,
  Mountain,
  Route as RouteIcon,
  Timer,
  Utensils,
  BedDouble,
  X,
  TrendingUp,
} from "lucide-react";
import { Suspense, type ReactNode } from "react";
import type { Trip } from "../../../domain/catalogue/trip-schema";
import type { BookingOption } from "../../../domain/booking/booking-panel";
import {
  packagesBookingSummary,
  programmeBookingSentence,
} from "../../../domain/catalogue/programme-booking";
import { Badge } from "~/components/ui/badge";
import { IconTerm } from "~/components/ui/icon-term";
import { Photo } from "~/features/media/photo";
import type { PhotoView } from "../../../domain/media/photo-view";
import { useMessages } from "~/i18n/language";
import { m } from "~/i18n/messages";

/**
 * A titled page section. Its content sits in a Suspense boundary: nothing here suspends, but
 * React hydrates each boundary as its own task, so a long trip page never blocks the main
 * thread in one piece (lower Total Blocking Time on slow phones).
 */
export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="scroll-mt-24">
      <h2 id={id} className="text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      <div className="mt-5">
        <Suspense fallback={null}>{children}</Suspense>
      </div>
    </section>
  );
}

export function CheckList({
  items,
  tone = "yes",
}: {
  items: readonly string[];
  tone?: "yes" | "no";
}) {
  return (
    <ul className="grid gap-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2 leading-7">
          {tone === "yes" ? (
            <Check aria-hidden="true" className="mt-1.5 size-4 shrink-0 text-forest-700" />
          ) : (
            <X aria-hidden="true" className="mt-1.5 size-4 shrink-0 text-red-800" />
          )}
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export function Highlights({ trip }: { trip: Trip }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {trip.highlights.map((highlight) => (
        <li key={highlight} className="flex gap-3 rounded-xl bg-forest-50 p-4 leading-7">
          <Check aria-hidden="true" className="mt-1.5 size-4 shrink-0 text-forest-700" />
          {highlight}
        </li>
      ))}
    </ul>
  );
}

/**
 * The trip's days; a day with a library photo (`photos`, by the day's index) shows it beside it.
 * A proposal's plan (issue 30) is drawn by the same component from its own days.
 */
export function ItineraryDays({
  trip,
  photos = [],
}: {
  trip: Pick<Trip, "days">;
  photos?: ReadonlyArray<PhotoView | null>;
}) {
  const { t } = useMessages();
  return (
    <ol className="relative grid gap-5 border-l-2 border-forest-100 pl-6">
      {trip.days.map((day, index) => (
        <li
          key={`${day.day}-${index}`}
          className="relative rounded-xl border border-sand-200 bg-white p-5 shadow-sm"
        >
          <span
            aria-hidden="true"
            className="absolute top-6 -left-[2.1rem] size-4 rounded-full border-4 border-sand-50 bg-forest-700"
          />
          <p className="text-sm font-bold tracking-wider text-ochre-700 uppercase">
            {t(m.trip_day, { day: day.day })}
            {day.time ? ` · ${day.time}` : ""}
          </p>
          <h3 className="mt-1 font-sans text-xl font-bold">{day.title}</h3>
          {photos[index] ? (
            <div className="mt-3 overflow-hidden rounded-lg sm:float-right sm:mb-2 sm:ml-4 sm:w-56">
              <Photo
                photo={photos[index]}
                sizes="(min-width: 640px) 14rem, calc(100vw - 5rem)"
                className="aspect-[4/3]"
              />
            </div>
          ) : null}
          {day.elevation || day.distance || day.grade ? (
            <ul className="mt-3 flex flex-wrap gap-2 text-sm">
              {day.elevation ? (
                <li>
                  <Badge tone="neutral">
                    <TrendingUp aria-hidden="true" className="size-3.5" /> {day.elevation}
                  </Badge>
                </li>
              ) : null}
              {day.distance ? (
                <li>
                  <Badge tone="neutral">
                    <RouteIcon aria-hidden="true" className="size-3.5" /> {day.distance}
                  </Badge>
                </li>
              ) : null}
              {day.grade ? (
                <li>
                  <Badge tone="red">
                    <Mountain aria-hidden="true" className="size-3.5" /> {day.grade}
                  </Badge>
                </li>
              ) : null}
            </ul>
          ) : null}
          <p className="mt-3 leading-7">{day.description}</p>
          {day.activities.length ? (
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm leading-6">
              {day.activities.map((activity) => (
                <li key={activity}>{activity}</li>
              ))}
            </ul>
          ) : null}
          {day.wildlife?.length ? (
            <p className="mt-3 text-sm">
              <strong>{t(m.trip_wildlife_seen)}</strong> {day.wildlife.join(", ")}
            </p>
          ) : null}
          {day.accommodation || day.meals ? (
            <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
              {day.accommodation ? (
                <div className="flex items-center gap-1.5">
                  <IconTerm
                    icon={BedDouble}
                    term={t(m.trip_accommodation)}
                    className="size-4 text-forest-700"
                  />
                  <dd>{day.accommodation}</dd>
                </div>
              ) : null}
              {day.meals ? (
                <div className="flex items-center gap-1.5">
                  <IconTerm
                    icon={Utensils}
                    term={t(m.trip_meals)}
                    className="size-4 text-forest-700"
                  />
                  <dd>{day.meals}</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

export function IncludedLists({
  trip,
  includedTitle,
  notIncludedTitle,
}: {
  trip: Pick<Trip, "included" | "notIncluded">;
  includedTitle?: string;
  notIncludedTitle?: string;
}) {
  const { t } = useMessages();
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <div>
        <h3 className="font-sans text-lg font-bold">{includedTitle ?? t(m.trip_whats_included)}</h3>
        <div className="mt-3">
          <CheckList items={trip.included} />
        </div>
      </div>
      <div>
        <h3 className="font-sans text-lg font-bold">
          {notIncludedTitle ?? t(m.trip_not_included)}
        </h3>
        <div className="mt-3">
          <CheckList items={trip.notIncluded} tone="no" />
        </div>
      </div>
    </div>
  );
}

export function GearLists({ trip }: { trip: Trip }) {
  const { t } = useMessages();
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {trip.gear.map((category) => (
        <div key={category.title} className="rounded-xl border border-sand-200 bg-white p-5">
          <h3 className="font-sans text-lg font-bold">{category.title}</h3>
          <ul className="mt-3 grid gap-1.5 text-sm">
            {category.items.map((item) => (
              <li key={item.name} className="flex items-center justify-between gap-3">
                <span>{item.name}</span>
                <Badge tone={item.essential ? "forest" : "outline"}>
                  {item.essential ? t(m.trip_essential) : t(m.trip_optional)}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

export function Preparation({ trip }: { trip: Trip }) {
  return (
    <div className="grid gap-6">
      {trip.preparation.map((section) => (
        <div key={section.title}>
          <h3 className="font-sans text-lg font-bold">{section.title}</h3>
          <ul className="mt-2 list-disc space-y-1.5 pl-5 leading-7">
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

export function RequirementsPanel({ trip }: { trip: Trip }) {
  const requirements = trip.requirements;
  const { t } = useMessages();
  if (!requirements) return null;
  return (
    <div className="rounded-xl border border-sand-200 bg-white p-5">
      <dl className="grid gap-3 sm:grid-cols-2">
        {requirements.minimumAge !== undefined ? (
          <div>
            <dt className="text-sm font-semibold">{t(m.trip_minimum_age)}</dt>
            <dd className="text-lg font-bold">
              {t(m.trip_age_years, { count: requirements.minimumAge })}
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="text-sm font-semibold">{t(m.trip_maximum_group)}</dt>
          <dd className="text-lg font-bold">
            {t(m.trip_people_count, { count: requirements.maxGroupSize })}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-sm font-semibold">{t(m.trip_fitness_level)}</dt>
          <dd className="leading-7">{requirements.fitnessLevel}</dd>
        </div>
      </dl>
      {requirements.documents.length ? (
        <>
          <h3 className="mt-5 font-sans font-bold">{t(m.trip_documents)}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 leading-7">
            {requirements.documents.map((document) => (
              <li key={document}>{document}</li>
            ))}
          </ul>
        </>
      ) : null}
      {requirements.notes.length ? (
        <ul className="mt-4 list-disc space-y-1 pl-5 text-sm leading-6">
          {requirements.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const wildlifeTitles = {
  bigFive: "The Big Five",
  samburuSpecialFive: "Samburu Special Five",
  otherWildlife: "Other wildlife",
  birdlife: "Birdlife",
  conservation: "Conservation",
} as const;

export function WildlifeLists({ trip }: { trip: Trip }) {
  const wildlife = trip.wildlife;
  if (!wildlife) return null;
  const lists = (Object.keys(wildlifeTitles) as Array<keyof typeof wildlifeTitles>).filter(
    (key) => wildlife[key]?.length,
  );
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {lists.map((key) => (
        <div key={key} className="rounded-xl bg-forest-50 p-5">
          <h3 className="font-sans text-lg font-bold">{wildlifeTitles[key]}</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {wildlife[key]!.map((animal) => (
              <li key={animal}>
                <Badge tone="outline">{animal}</Badge>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

export function Faqs({ trip }: { trip: Trip }) {
  return (
    <div className="grid gap-3">
      {trip.faqs.map((faq) => (
        <details key={faq.question} className="rounded-xl border border-sand-200 bg-white p-4">
          <summary className="cursor-pointer font-semibold">{faq.question}</summary>
          <p className="mt-2 leading-7">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}

/**
 * The trip's programmes or packages. Where the page also books some of them from its panel (the
 * corporate page: four packages, three in the panel), each says whether it books there and at
 * which price within its range (issue 30).
 */
export function Programmes({
  trip,
  bookable = null,
}: {
  trip: Trip;
  /** The booking panel's options, where the trip is booked from the panel; null: quoted only. */
  bookable?: readonly BookingOption[] | null;
}) {
  const summary = bookable ? packagesBookingSummary(trip.programmes ?? [], bookable) : null;
  const { t } = useMessages();
  return (
    <>
      {summary ? (
        <p className="mb-5 leading-7" data-testid="packages-booking">
          {summary}
        </p>
      ) : null}
      <ul className="grid gap-5 md:grid-cols-2">
        {trip.programmes?.map((programme) => (
          <li
            key={programme.id}
            className="flex flex-col rounded-xl border border-sand-200 bg-white p-5 shadow-sm"
          >
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone="forest">
                <Timer aria-hidden="true" className="size-3.5" /> {programme.duration}
              </Badge>
              {programme.category ? <Badge tone="ochre">{programme.category}</Badge> : null}
              {programme.ageGroup ? <Badge tone="neutral">{programme.ageGroup}</Badge> : null}
            </div>
            <h3 className="mt-3 font-sans text-xl font-bold">{programme.name}</h3>
            <p className="text-sm font-semibold">{programme.location}</p>
            {programme.priceRange ? (
              <p className="mt-1 font-bold text-forest-800">
                {t(m.trip_per_person, { price: programme.priceRange })}
              </p>
            ) : null}
            {summary && bookable ? (
              <p className="mt-1 text-sm">{programmeBookingSentence(programme, bookable)}</p>
            ) : null}
            <p className="mt-2 flex-1 leading-7">{programme.description}</p>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
              {[...(programme.features ?? []), ...programme.activities].map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            {programme.subjects?.length ? (
              <p className="mt-3 text-sm">
                <strong>{t(m.trip_curriculum_links)}</strong> {programme.subjects.join(", ")}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The trip's gallery: its library photos in the operator's order, lazily below the fold. */
export function PhotoGallery({ photos }: { photos: readonly PhotoView[] }) {
  const { t } = useMessages();
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {photos.map((photo) => (
        <li key={photo.id}>
          <figure className="overflow-hidden rounded-xl bg-sand-100">
            <Photo
              photo={photo}
              sizes="(min-width: 1280px) 26rem, (min-width: 640px) 45vw, calc(100vw - 2rem)"
              className="aspect-[3/2]"
            />
            {photo.credit ? (
              <figcaption className="px-3 py-2 text-sm text-earth-800">
                {t(m.trip_photo_credit, { credit: photo.credit })}
              </figcaption>
            ) : null}
          </figure>
        </li>
      ))}
    </ul>
  );
}
