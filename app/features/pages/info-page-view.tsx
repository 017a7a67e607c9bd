import { Link } from "react-router";
import type { InfoPageContent, InfoSection } from "../../../domain/pages/page-schemas";
import { formatPhoneForDisplay } from "../../../domain/site";
import { CancellationPolicyList } from "~/features/booking/cancellation-policy";
import { PageBanner } from "./page-banner";
import { RichText } from "./rich-text";

/** The facts a trust page's sections fill in from the deployment and the operator's settings. */
export interface InfoPageFacts {
  credentials: ReadonlyArray<{ label: string; value: string }>;
  verifyPayment: string;
  whatsappNumber: string;
  paymentTerms: readonly string[];
  waysToPay: ReadonlyArray<{ title: string; lines: readonly string[] }>;
}

const reviewedFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

const linkClass = "font-semibold text-forest-800 underline underline-offset-2";

/** A section's words: its paragraphs, its points, then its pointer to another page. */
function SectionWords({ section }: { section: InfoSection }) {
  return (
    <>
      {section.paragraphs?.map((paragraph, index) => (
        <p key={index} className="mt-4 leading-7">
          <RichText text={paragraph} linkClassName={linkClass} />
        </p>
      ))}
      {section.points?.length ? (
        <ul className="mt-4 list-disc space-y-2 pl-6 leading-7">
          {section.points.map((point, index) => (
            <li key={index}>
              <RichText text={point} linkClassName={linkClass} />
            </li>
          ))}
        </ul>
      ) : null}
      {section.link ? (
        <p className="mt-4">
          <Link className={linkClass} to={section.link.path}>
            {section.link.text}
          </Link>
        </p>
      ) : null}
    </>
  );
}

/** The facts a section names, filled in by the server (licence, emergency line, terms). */
function LiveFacts({ section, facts }: { section: InfoSection; facts: InfoPageFacts }) {
  switch (section.live) {
    case "operator-credentials":
      return (
        <>
          <dl className="mt-4 grid gap-x-6 gap-y-2 rounded-xl border border-sand-200 bg-white p-5 sm:grid-cols-[max-content_1fr]">
            {facts.credentials.map((line) => (
              <div key={line.label} className="contents">
                <dt className="font-semibold">{line.label}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 leading-7">{facts.verifyPayment}</p>
        </>
      );
    case "payment-terms":
      return (
        <>
          {facts.paymentTerms.map((sentence) => (
            <p key={sentence} className="mt-4 leading-7">
              {sentence}
            </p>
          ))}
          {facts.waysToPay.map((method) => (
            <div key={method.title} className="mt-4 rounded-xl border border-sand-200 bg-white p-5">
              <h3 className="font-sans text-base font-bold">{method.title}</h3>
              <ul className="mt-2 space-y-1">
                {method.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          ))}
        </>
      );
    case "cancellation-policy":
      return <CancellationPolicyList id="cancellation-policy" className="mt-4 leading-7" />;
    case "emergency-contact":
      return (
        <p className="mt-4 text-lg font-semibold">
          Emergency line:{" "}
          <a
            className="text-forest-800 underline underline-offset-2"
            href={`tel:+${facts.whatsappNumber}`}
          >
            {formatPhoneForDisplay(facts.whatsappNumber)}
          </a>
        </p>
      );
    default:
      return null;
  }
}

/**
 * One of the trust pages read before paying (/booking-conditions, /privacy, /safety,
 * /travel-info): the published text (or a draft's, in the content studio's preview) with the
 * deployment's facts filled in.
 */
export function InfoPageView({ page, facts }: { page: InfoPageContent; facts: InfoPageFacts }) {
  return (
    <>
      <PageBanner heading={page.heading} intro={page.intro} width="max-w-4xl">
        <p className="mt-4 text-sm text-sand-100">
          Last reviewed {reviewedFormat.format(new Date(`${page.reviewed}T00:00:00Z`))}
        </p>
      </PageBanner>
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <nav aria-labelledby="contents-heading" className="rounded-xl bg-sand-100 p-5">
          <h2 id="contents-heading" className="font-sans text-base font-bold">
            On this page
          </h2>
          <ol className="mt-3 grid list-decimal gap-1 pl-6 sm:grid-cols-2">
            {page.sections.map((section) => (
              <li key={section.id}>
                <a className="text-forest-800 underline underline-offset-2" href={`#${section.id}`}>
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {page.sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="mt-10 scroll-mt-24"
          >
            <h2 id={`${section.id}-heading`} className="text-2xl font-bold">
              {section.heading}
            </h2>
            <SectionWords section={section} />
            <LiveFacts section={section} facts={facts} />
          </section>
        ))}
      </div>
    </>
  );
}
