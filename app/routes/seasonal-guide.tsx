import { CloudRain, Eye, FileDown, Tag, Thermometer, Users } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/seasonal-guide";
import { monthBadgeVariant, seasons } from "../../domain/seasons/seasons";
import { Badge } from "~/components/ui/badge";
import { BackButton } from "~/components/ui/back-button";
import { buttonClasses } from "~/components/ui/button";
import { languageFrom, pageMeta, siteUrlFrom } from "~/lib/meta";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "When to go: Kenya seasonal guide",
    description:
      "Kenya's dry season, short rains and long rains month by month: weather, crowds, the best months for Mount Kenya, Kilimanjaro and safaris, and the trips we recommend in each.",
    path: "/seasonal-guide",
    siteUrl: siteUrlFrom(matches),
    language: languageFrom(matches),
  });
}

export { loader } from "./seasonal-guide.server";

const seasonNames = Object.fromEntries(seasons.map((season) => [season.id, season.season]));
const badgeTone = { default: "forest", secondary: "neutral", outline: "outline" } as const;

export default function SeasonalGuide({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="bg-forest-900 text-white">
        <div className="mx-auto max-w-7xl px-4 pt-6 pb-12 sm:px-6">
          <BackButton onDark />
          <h1 className="mt-6 text-4xl font-bold sm:text-5xl">Kenya Seasonal Guide</h1>
          <p className="mt-4 max-w-3xl text-lg text-sand-100">
            Kenya sits on the equator, so it has no summer or winter: the year turns on two rainy
            seasons. Here is what each month brings to the mountains, the parks and the coast.
          </p>
          <a
            href="/seasonal-guide.pdf"
            download
            className={buttonClasses("secondary", "lg", "mt-6")}
          >
            <FileDown aria-hidden="true" className="size-5" />
            Download Complete Guide (PDF)
          </a>
        </div>
      </section>

      <section aria-labelledby="seasons-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="seasons-heading" className="text-3xl font-bold">
          The three seasons
        </h2>
        <ul className="mt-8 grid gap-6 lg:grid-cols-3">
          {loaderData.seasons.map((season) => (
            <li
              key={season.id}
              className="flex flex-col rounded-2xl border border-sand-200 bg-white p-6 shadow-sm"
            >
              <h3 className="text-2xl font-bold">{season.season}</h3>
              <p className="font-semibold text-ochre-700">{season.months}</p>
              <p className="mt-2">{season.weather}</p>
              <dl className="mt-4 grid gap-2 text-sm">
                {[
                  { icon: Thermometer, label: "Temperature", value: season.temperature },
                  { icon: CloudRain, label: "Rainfall", value: season.rainfall },
                  { icon: Eye, label: "Visibility", value: season.visibility },
                  { icon: Users, label: "Crowd level", value: season.crowdLevel },
                  ...(season.prices ? [{ icon: Tag, label: "Prices", value: season.prices }] : []),
                ].map(({ icon: Icon, label, value }) => (
                  <div key={label}>
                    <dt className="inline font-semibold">
                      <Icon
                        aria-hidden="true"
                        className="mr-1.5 inline size-4 align-[-3px] text-forest-700"
                      />
                      {label}:{" "}
                    </dt>
                    <dd className="inline">{value}</dd>
                  </div>
                ))}
              </dl>
              <h4 className="mt-5 font-bold">Advantages</h4>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
                {season.advantages.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <h4 className="mt-4 font-bold">Challenges</h4>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
                {season.challenges.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <h4 className="mt-4 font-bold">Best for</h4>
              <ul className="mt-2 flex flex-wrap gap-2">
                {season.bestFor.map((tag) => (
                  <li key={tag}>
                    <Badge tone="ochre">{tag}</Badge>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="calendar-heading" className="bg-sand-100 py-14">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="calendar-heading" className="text-3xl font-bold">
            Month by month
          </h2>
          <p className="mt-2">
            Each month is rated from 1 to 5 dots for trekking and safari conditions.
          </p>
          <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {loaderData.months.map((month) => (
              <li key={month.month} className="rounded-xl border border-sand-200 bg-white p-4">
                <div className="flex items-center justify-between gap-2">
                  <h3 className="font-sans text-lg font-bold">{month.month}</h3>
                  <Badge tone={badgeTone[monthBadgeVariant(month.rating)]}>
                    {seasonNames[month.season]}
                  </Badge>
                </div>
                <p
                  className="mt-2 flex gap-1"
                  role="img"
                  aria-label={`Rated ${month.rating} out of 5`}
                >
                  {[1, 2, 3, 4, 5].map((dot) => (
                    <span
                      key={dot}
                      aria-hidden="true"
                      className={`size-3 rounded-full ${dot <= month.rating ? "bg-forest-700" : "border border-earth-900/40 bg-white"}`}
                    />
                  ))}
                </p>
                <p className="mt-2 text-sm">{month.highlights}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section
        aria-labelledby="recommended-heading"
        className="mx-auto max-w-7xl px-4 py-14 sm:px-6"
      >
        <h2 id="recommended-heading" className="text-3xl font-bold">
          Recommended trips by season
        </h2>
        <div className="mt-8 grid gap-6 lg:grid-cols-3">
          {loaderData.seasons.map((season) => (
            <div key={season.id} className="rounded-2xl bg-forest-50 p-6">
              <h3 className="text-xl font-bold">{season.season}</h3>
              <ul className="mt-3 space-y-2">
                {season.trips.map((trip) => (
                  <li key={trip.slug}>
                    <Link
                      to={`/itinerary/${trip.slug}`}
                      className="font-semibold text-forest-800 underline underline-offset-2 hover:text-forest-900"
                    >
                      {trip.title}
                    </Link>{" "}
                    <span className="text-sm">({trip.duration})</span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
    </>
  );
}
