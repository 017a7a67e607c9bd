import { CalendarDays, Leaf, Mountain, ShieldCheck, Users } from "lucide-react";
import { isRouteErrorResponse, Link } from "react-router";
import type { Route } from "./+types/home";
import type { ContactFormResult } from "../../domain/inquiries/contact-form";
import { shareImageOf, type PhotoView } from "../../domain/media/photo-view";
import type { LandingContent } from "../../domain/pages/page-schemas";
import { talkToGuideText, whatsappLink } from "../../domain/messaging/whatsapp";
import { site } from "../../domain/site";
import { Illustration, illustrationUrl } from "~/components/illustration";
import { buttonClasses, ExternalButtonLink } from "~/components/ui/button";
import { CategoryCards } from "~/features/landing/category-cards";
import { ContactForm } from "~/features/landing/contact-form";
import { Gallery, type GalleryItem } from "~/features/landing/gallery";
import { Photo } from "~/features/media/photo";
import { RichText } from "~/features/pages/rich-text";
import { Testimonials } from "~/features/landing/testimonials";
import { languageFrom, pageMeta, siteUrlFrom } from "~/lib/meta";
import { useRootData } from "~/lib/root-data";
import { useMessages } from "~/i18n/language";
import { m } from "~/i18n/messages";

export { action, loader } from "./home.server";

/**
 * The contact form's fetcher goes through here: when the server fails or cannot be reached, the
 * form says which and keeps what was typed, instead of the page turning into an error page.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    // fetch rejects with a TypeError when there is no answer at all; a gateway's 502-504 is no better.
    const unreachable =
      error instanceof TypeError ||
      (isRouteErrorResponse(error) && [502, 503, 504].includes(error.status));
    return {
      sent: false,
      errors: {},
      failure: unreachable
        ? "Our server could not be reached."
        : "Something went wrong on our side.",
      unreachable,
    } satisfies ContactFormResult;
  }
}

/** A preview's answer says no-store (the public page's has no headers of its own). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { content, photos } = loaderData.landing;
  const hero = photos["hero.photo"];
  return [
    ...pageMeta({
      title: content.seo.title,
      description: content.seo.description,
      path: "/",
      siteUrl: siteUrlFrom(matches),
      language: languageFrom(matches),
      image: (hero && shareImageOf(hero)) ?? illustrationUrl("mount-kenya"),
    }),
    ...(loaderData.preview ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

const highlightIcons = {
  shield: ShieldCheck,
  mountain: Mountain,
  users: Users,
  leaf: Leaf,
} as const;

function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <p className="text-sm font-bold tracking-wider text-ochre-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold sm:text-4xl">
        {title}
      </h2>
      {children ? <p className="mt-4 text-lg leading-8">{children}</p> : null}
    </div>
  );
}

/** The gallery's pictures: each item's library photo, else its drawing (an item with neither: none). */
function galleryItems(
  content: LandingContent,
  photos: Readonly<Record<string, PhotoView>>,
): GalleryItem[] {
  return content.gallery.flatMap((item, index) => {
    const photo = photos[`gallery.${index}.photo`];
    if (!photo && !item.drawing) return [];
    return [{ caption: item.caption, alt: item.alt, drawing: item.drawing, photo }];
  });
}

/**
 * The landing page. Its words and photos are the content studio's (decision 0067): published, or
 * a draft on /admin-preview/pages/landing, drawn by this same module.
 */
export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRootData();
  const whatsappNumber = root?.contacts.whatsappNumber ?? "";
  const { content, photos } = loaderData.landing;
  const { t } = useMessages();

  return (
    <>
      <HeroSection whatsappNumber={whatsappNumber} content={content} photo={photos["hero.photo"]} />

      <StorySection story={content.story} photo={photos["story.photo"]} />

      <section id="adventures" aria-labelledby="adventures-heading" className="bg-sand-100 py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading
            id="adventures-heading"
            eyebrow={t(m.landing_adventures_eyebrow)}
            title={t(m.landing_adventures_title)}
          >
            {t(m.landing_adventures_lead)}
          </SectionHeading>
          <div className="mt-12">
            <CategoryCards stats={loaderData.categoryStats} />
          </div>
        </div>
      </section>

      <ExperienceSection highlights={content.highlights} testimonials={loaderData.testimonials} />

      <section id="gallery" aria-labelledby="gallery-heading" className="bg-sand-100 py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading
            id="gallery-heading"
            eyebrow={t(m.landing_gallery_eyebrow)}
            title={t(m.landing_gallery_title)}
          >
            {t(m.landing_gallery_lead)}
          </SectionHeading>
          <div className="mt-12">
            <Gallery items={galleryItems(content, photos)} />
          </div>
        </div>
      </section>

      <PlanSection seasons={loaderData.planningSeasons} steps={content.planSteps} />

      <section id="contact" aria-labelledby="contact-heading" className="bg-sand-100 py-20">
        <div className="mx-auto max-w-4xl px-4 sm:px-6">
          <SectionHeading
            id="contact-heading"
            eyebrow={t(m.landing_contact_eyebrow)}
            title={t(m.landing_contact_title)}
          >
            {t(m.landing_contact_lead, { hours: site.responsePromiseHours })}
          </SectionHeading>
          <div className="mt-10">
            <ContactForm whatsappNumber={whatsappNumber} answerWithoutScript={actionData} />
          </div>
        </div>
      </section>
    </>
  );
}

/** The first screen: the promise, the two ways on, and the figures behind them. */
function HeroSection({
  whatsappNumber,
  content,
  photo,
}: {
  whatsappNumber: string;
  content: LandingContent;
  photo: PhotoView | undefined;
}) {
  const { hero, claims } = content;
  const { t, path } = useMessages();
  return (
    <section
      id="home"
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-forest-900 text-white"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:py-20">
        <div>
          <p className="text-sm font-bold tracking-wider text-ochre-100 uppercase">
            {hero.eyebrow}
          </p>
          <h1
            id="hero-heading"
            className="mt-3 text-4xl leading-tight font-bold sm:text-5xl lg:text-6xl"
          >
            {hero.heading}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-8 text-sand-100">{hero.lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="#adventures" className={buttonClasses("secondary", "lg")}>
              {t(m.landing_plan_my_expedition)}
            </a>
            <ExternalButtonLink
              href={whatsappLink(whatsappNumber, talkToGuideText(site.brandName))}
              variant="outlineOnDark"
              size="lg"
            >
              {t(m.landing_talk_to_guide)}
            </ExternalButtonLink>
          </div>
          <p className="mt-5 text-sm text-sand-100">
            {t(m.landing_already_booked)}{" "}
            <Link
              to={path("/auth")}
              className="font-semibold text-white underline underline-offset-2"
            >
              {t(m.landing_customer_login)}
            </Link>
          </p>
        </div>
        {photo ? (
          <div className="overflow-hidden rounded-2xl shadow-2xl">
            {/* The page's largest picture, fetched first (as a trip page's hero photo). */}
            <Photo
              photo={photo}
              priority
              sizes="(min-width: 1280px) 37rem, (min-width: 1024px) 46vw, calc(100vw - 2rem)"
              className="aspect-[3/2]"
            />
          </div>
        ) : (
          <Illustration
            scene="mount-kenya"
            alt={t(m.landing_hero_drawing_alt)}
            priority
            className="rounded-2xl shadow-2xl"
          />
        )}
      </div>
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-px border-t border-white/15 sm:grid-cols-4">
        {/* Each figure says where it comes from (issue 17, decision 0029). */}
        {claims.map((stat) => (
          <div key={stat.label} className="px-4 py-6 text-center">
            <dt className="text-sm text-sand-100">{stat.label}</dt>
            <dd className="font-display text-3xl font-bold text-white">{stat.value}</dd>
            <dd className="mt-1 text-xs text-sand-100">{stat.source}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Who we are: the guides from Naro Moru, and what they have done. */
function StorySection({
  story,
  photo,
}: {
  story: LandingContent["story"];
  photo: PhotoView | undefined;
}) {
  const { t, path } = useMessages();
  return (
    <section
      id="story"
      aria-labelledby="story-heading"
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6"
    >
      <div className="grid items-center gap-10 lg:grid-cols-2">
        {photo ? (
          <div className="overflow-hidden rounded-2xl">
            <Photo
              photo={photo}
              sizes="(min-width: 1280px) 37rem, (min-width: 1024px) 46vw, calc(100vw - 2rem)"
              className="aspect-[3/2]"
            />
          </div>
        ) : (
          <Illustration
            scene="team-camp"
            alt={t(m.landing_story_drawing_alt)}
            className="rounded-2xl"
          />
        )}
        <div>
          <p className="text-sm font-bold tracking-wider text-ochre-700 uppercase">
            {t(m.landing_our_story)}
          </p>
          <h2 id="story-heading" className="mt-2 text-3xl font-bold sm:text-4xl">
            {story.title}
          </h2>
          {story.paragraphs.map((paragraph, index) => (
            <p key={index} className={`${index === 0 ? "mt-5" : "mt-4"} text-lg leading-8`}>
              <RichText text={paragraph} />
            </p>
          ))}
          <p className="mt-6 text-lg">
            <Link
              to={path("/team")}
              className="font-semibold text-forest-800 underline underline-offset-2"
            >
              {t(m.landing_meet_team)}
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}

/** Why travel with us: the highlights, then what travellers say. */
function ExperienceSection({
  highlights,
  testimonials,
}: {
  highlights: LandingContent["highlights"];
  testimonials: Route.ComponentProps["loaderData"]["testimonials"];
}) {
  const { t } = useMessages();
  return (
    <section
      id="experience"
      aria-labelledby="experience-heading"
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6"
    >
      <SectionHeading
        id="experience-heading"
        eyebrow={t(m.landing_experience_eyebrow)}
        title={t(m.landing_experience_title)}
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {highlights.map((highlight) => {
          const Icon = highlightIcons[highlight.icon];
          return (
            <li key={highlight.title} className="rounded-2xl border border-sand-200 bg-white p-6">
              <Icon aria-hidden="true" className="size-8 text-forest-700" />
              <h3 className="mt-4 text-xl font-bold">{highlight.title}</h3>
              <p className="mt-2 leading-7">{highlight.text}</p>
            </li>
          );
        })}
      </ul>
      <Testimonials testimonials={testimonials} />
    </section>
  );
}

/** Plan your trip: the three steps, the seasons and the link to the seasonal guide. */
function PlanSection({
  seasons,
  steps,
}: {
  seasons: Route.ComponentProps["loaderData"]["planningSeasons"];
  steps: LandingContent["planSteps"];
}) {
  const { t, path } = useMessages();
  return (
    <section
      id="plan"
      aria-labelledby="plan-heading"
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6"
    >
      <SectionHeading
        id="plan-heading"
        eyebrow={t(m.landing_plan_eyebrow)}
        title={t(m.landing_plan_title)}
      />
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-2xl border border-sand-200 bg-white p-6">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-forest-700 font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-xl font-bold">{step.title}</h3>
            <p className="mt-2 leading-7">{step.text}</p>
          </li>
        ))}
      </ol>
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        {seasons.map((season) => (
          <div key={season.name} className="flex items-start gap-4 rounded-2xl bg-forest-50 p-6">
            <CalendarDays aria-hidden="true" className="mt-1 size-6 shrink-0 text-forest-700" />
            <div>
              <h3 className="text-xl font-bold">{season.name}</h3>
              <p className="mt-1 font-semibold">{season.months}</p>
              <p className="mt-1">{season.bestFor}</p>
            </div>
          </div>
        ))}
      </div>
      <p className="mt-8 text-center">
        <Link to={path("/seasonal-guide")} className={buttonClasses("outline", "md")}>
          {t(m.landing_seasonal_guide_link)}
        </Link>
      </p>
    </section>
  );
}
