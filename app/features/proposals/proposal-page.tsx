import type { ReactNode } from "react";
import { CalendarDays, Download, Users } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { IncludedLists, ItineraryDays, Section } from "~/features/trips/trip-sections";
import { formatTravelDate } from "../../../domain/calendar";
import {
  cancellationPolicyHref,
  cancellationPolicySentences,
} from "../../../domain/payments/cancellation-policy";
import type { PhotoView } from "../../../domain/media/photo-view";
import type { ClientProposalView } from "../../../domain/proposals/proposal-view";
import type { Credential } from "../../../domain/trust/credentials";

/**
 * The client's proposal page (issue 30): drawn like a trip page (its header band, its sections,
 * its day-by-day component with the days' photos), with the version's change note first, the
 * client's lines and totals, the deposit and the balance's due date, the cancellation terms and
 * who the operator is.
 */

function ProposalHeader({
  proposal,
  version,
  pdfPath,
}: {
  proposal: ClientProposalView;
  version: number;
  pdfPath: string;
}) {
  return (
    <header className="bg-forest-900 text-white print:bg-white print:text-earth-900">
      <div className="mx-auto max-w-5xl px-4 pt-8 pb-10 sm:px-6">
        <p className="text-sm font-bold tracking-wider text-ochre-100 uppercase print:text-earth-900">
          Proposal for {proposal.clientName} · version {version}
        </p>
        <h1 className="mt-3 text-4xl font-bold sm:text-5xl">{proposal.title}</h1>
        <ul className="mt-5 flex flex-wrap gap-2 text-sm">
          {proposal.dates ? (
            <li>
              <Badge tone="neutral">
                <CalendarDays aria-hidden="true" className="size-3.5" /> {proposal.dates}
              </Badge>
            </li>
          ) : null}
          <li>
            <Badge tone="neutral">
              <Users aria-hidden="true" className="size-3.5" /> {proposal.party}
            </Badge>
          </li>
        </ul>
        <p className="mt-4 text-sand-100 print:text-earth-900">
          Prices honoured until {formatTravelDate(proposal.expiresOn)}.
        </p>
        <ButtonLink
          to={pdfPath}
          reloadDocument
          variant="outlineOnDark"
          className="mt-5 print:hidden"
        >
          <Download aria-hidden="true" className="size-4" /> Download the PDF
        </ButtonLink>
      </div>
    </header>
  );
}

function WhatChanged({
  version,
  note,
  changes,
}: {
  version: number;
  note: string | null;
  changes: string[];
}) {
  if (version < 2 || (!note && !changes.length)) return null;
  return (
    <section
      aria-labelledby="what-changed"
      className="rounded-xl border border-ochre-100 bg-ochre-100/40 p-5"
    >
      <h2 id="what-changed" className="text-xl font-bold">
        What changed in version {version}
      </h2>
      {note ? <p className="mt-2 leading-7">{note}</p> : null}
      {changes.length ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm leading-6">
          {changes.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function Prices({ proposal }: { proposal: ClientProposalView }) {
  return (
    <div className="overflow-hidden rounded-xl border border-sand-200 bg-white">
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="sr-only">The proposal's price lines and totals</caption>
        <thead className="bg-sand-100">
          <tr>
            <th scope="col" className="px-4 py-2">
              What
            </th>
            <th scope="col" className="px-4 py-2 text-right">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {proposal.lines.map((line, index) => (
            <tr key={`${line.label}-${index}`} className="border-t border-sand-200">
              <th scope="row" className="px-4 py-2 font-normal break-words">
                {line.label}
                <span className="block text-sm text-earth-700">{line.detail}</span>
              </th>
              <td className="px-4 py-2 text-right whitespace-nowrap">{line.amount}</td>
            </tr>
          ))}
          {proposal.totals.map((total) => (
            <tr key={total.label} className="border-t-2 border-forest-700 font-bold">
              <th scope="row" className="px-4 py-2">
                {total.label}
              </th>
              <td className="px-4 py-2 text-right whitespace-nowrap">{total.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ProposalPageView({
  proposal,
  version,
  note,
  changes,
  photos,
  credentials,
  pdfPath,
  accept,
}: {
  proposal: ClientProposalView;
  version: number;
  note: string | null;
  changes: string[];
  photos: ReadonlyArray<PhotoView | null>;
  credentials: readonly Credential[];
  pdfPath: string;
  /** The "Accept" form (decision 0073), after the cancellation terms it refers to. */
  accept?: ReactNode;
}) {
  const days = proposal.days.map((day, index) => ({
    day: index + 1,
    time: formatTravelDate(day.date),
    title: day.title,
    description: day.description,
    activities: day.activities,
    accommodation: day.accommodation || undefined,
    meals: day.meals || undefined,
  }));
  return (
    <article>
      <ProposalHeader proposal={proposal} version={version} pdfPath={pdfPath} />
      <div className="mx-auto grid max-w-5xl gap-12 px-4 py-10 sm:px-6">
        <WhatChanged version={version} note={note} changes={changes} />
        {proposal.message ? (
          <p className="max-w-3xl text-lg leading-8">{proposal.message}</p>
        ) : null}
        <Section id="plan" title="Your plan, day by day">
          <ItineraryDays trip={{ days }} photos={photos} />
        </Section>
        {proposal.included.length || proposal.notIncluded.length ? (
          <Section id="included" title="Included and not included">
            <IncludedLists
              trip={{ included: proposal.included, notIncluded: proposal.notIncluded }}
            />
          </Section>
        ) : null}
        <Section id="prices" title="Prices">
          <Prices proposal={proposal} />
          {proposal.totals.map((total) => (
            <ul key={total.label} className="mt-4 grid gap-1">
              {total.plan.map((sentence) => (
                <li key={sentence}>{sentence}</li>
              ))}
            </ul>
          ))}
          <p className="mt-3">
            These prices are honoured until {formatTravelDate(proposal.expiresOn)}.
          </p>
        </Section>
        <Section id="cancellation" title="Cancellation terms">
          <ul className="grid list-disc gap-1 pl-5 leading-7">
            {cancellationPolicySentences().map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
          <p className="mt-3">
            <a href={cancellationPolicyHref} className="underline">
              Read the full booking conditions
            </a>
          </p>
        </Section>
        {accept}
        <Section id="operator" title="Who we are">
          <dl className="grid gap-2 sm:grid-cols-2">
            {credentials.map((credential) => (
              <div key={credential.label}>
                <dt className="text-sm font-semibold">{credential.label}</dt>
                <dd className="break-words">{credential.value}</dd>
              </div>
            ))}
          </dl>
        </Section>
      </div>
    </article>
  );
}
