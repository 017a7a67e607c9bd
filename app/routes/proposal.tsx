import type { Route } from "./+types/proposal";
import { ButtonLink } from "~/components/ui/button";
import { personalPageHeaders } from "~/components/layout/personal-link-page";
import { ProposalPageView } from "~/features/proposals/proposal-page";
import { site } from "../../domain/site";

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.state === "open" ? loaderData.proposal.title : "Your proposal";
  return [{ title: `${title} | ${site.brandName}` }, { name: "robots", content: "noindex" }];
}

/** The link is personal: the loader's no-store reaches the document (no browser or page cache keeps it). */
export const headers = personalPageHeaders;

export { loader } from "./proposal.server";

function RefusedProposal({
  title,
  error,
  contacts,
}: {
  title: string;
  error: string;
  contacts: ReadonlyArray<{ label: string; value: string }>;
}) {
  const reach = contacts.filter((contact) => /Phone|Email/.test(contact.label));
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
      <p role="alert" className="mt-4 text-lg">
        {error}
      </p>
      <h2 className="mt-8 text-xl font-bold">How to reach us</h2>
      <dl className="mt-3 grid gap-2">
        {reach.map((contact) => (
          <div key={contact.label}>
            <dt className="text-sm font-semibold">{contact.label}</dt>
            <dd className="break-words">{contact.value}</dd>
          </div>
        ))}
      </dl>
      <ButtonLink to="/" className="mt-8">
        Back to the home page
      </ButtonLink>
    </section>
  );
}

export default function ProposalPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === "refused")
    return (
      <RefusedProposal
        title={loaderData.title}
        error={loaderData.error}
        contacts={loaderData.contacts}
      />
    );
  return (
    <>
      {loaderData.operatorLook ? (
        <p role="status" className="bg-ochre-100 px-4 py-2 text-center text-sm print:hidden">
          You are signed in as the operator: this look is not counted as the client opening it.
        </p>
      ) : null}
      <ProposalPageView
        proposal={loaderData.proposal}
        version={loaderData.version}
        note={loaderData.note}
        changes={loaderData.changes}
        photos={loaderData.photos}
        credentials={loaderData.credentials}
        pdfPath={loaderData.pdfPath}
      />
    </>
  );
}
