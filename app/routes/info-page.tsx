import { Link } from "react-router";
import type { Route } from "./+types/info-page";
import type { InfoBlock, InfoSection } from "../../content/pages/info-pages";
import { formatPhoneForDisplay } from "../../domain/site";
import { BackButton } from "~/components/ui/back-button";
import { CancellationPolicyList } from "~/features/booking/cancellation-policy";
import { pageMeta, siteUrlFrom } from "~/lib/meta";

export { loader } from "./info-page.server";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page } = loaderData;
  return pageMeta({
    title: page.title,
    description: page.description,
    path: page.path,
    siteUrl: siteUrlFrom(matches),
    type: "article",
  });
}

const reviewedFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

function Block({ block }: { block: InfoBlock }) {
  if ("paragraph" in block) return <p className="mt-4 leading-7">{block.paragraph}</p>;
  if ("see" in block)
    return (
      <p className="mt-4">
        <Link
          className="font-semibold text-forest-800 underline underline-offset-2"
          to={block.see.path}
        >
          {block.see.text}
        </Link>
      </p>
    );
  return (
    <ul className="mt-4 list-disc space-y-2 pl-6 leading-7">
      {block.points.map((point) => (
        <li key={point}>{point}</li>
      ))}
    </ul>
  );
}

export default function InfoPage({ loaderData }: Route.ComponentProps) {
  const { page, credentials, verifyPayment, whatsappNumber, paymentTerms, waysToPay } = loaderData;
  const live = (section: InfoSection) => {
    switch (section.live) {
      case "operator-credentials":
        return (
          <>
            <dl className="mt-4 grid gap-x-6 gap-y-2 rounded-xl border border-sand-200 bg-white p-5 sm:grid-cols-[max-content_1fr]">
              {credentials.map((line) => (
                <div key={line.label} className="contents">
                  <dt className="font-semibold">{line.label}</dt>
                  <dd>{line.value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 leading-7">{verifyPayment}</p>
          </>
        );
      case "payment-terms":
        return (
          <>
            {paymentTerms.map((sentence) => (
              <p key={sentence} className="mt-4 leading-7">
                {sentence}
              </p>
            ))}
            {waysToPay.map((method) => (
              <div
                key={method.title}
                className="mt-4 rounded-xl border border-sand-200 bg-white p-5"
              >
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
              href={`tel:+${whatsappNumber}`}
            >
              {formatPhoneForDisplay(whatsappNumber)}
            </a>
          </p>
        );
      default:
        return null;
    }
  };
  return (
    <>
      <section className="bg-forest-900 text-white">
        <div className="mx-auto max-w-4xl px-4 pt-6 pb-12 sm:px-6">
          <BackButton onDark />
          <h1 className="mt-6 text-4xl font-bold sm:text-5xl">{page.heading}</h1>
          <p className="mt-4 text-lg text-sand-100">{page.intro}</p>
          <p className="mt-4 text-sm text-sand-100">
            Last reviewed {reviewedFormat.format(new Date(`${page.reviewed}T00:00:00Z`))}
          </p>
        </div>
      </section>
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
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
            {live(section)}
          </section>
        ))}
      </div>
    </>
  );
}
