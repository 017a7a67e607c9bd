import type { Route } from "./+types/proposal";
import { ButtonLink } from "~/components/ui/button";
import { personalPageHeaders } from "~/components/layout/personal-link-page";
import { ProposalPageView } from "~/features/proposals/proposal-page";
import { AcceptForm } from "~/features/proposals/accept-form";
import { site } from "../../domain/site";
import type { ReachWay } from "../../domain/trust/credentials";

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.state === "open" ? loaderData.proposal.title : "Your proposal";
  return [{ title: `${title} | ${site.brandName}` }, { name: "robots", content: "noindex" }];
}

/** The link is personal: the loader's no-store reaches the document (no browser or page cache keeps it). */
export const headers = personalPageHeaders;

export { action, loader } from "./proposal.server";

function RefusedProposal({
  title,
  error,
  contacts,
  reopen,
}: {
  title: string;
  error: string;
  contacts: readonly ReachWay[];
  reopen: string | null;
}) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
      <p role="alert" className="mt-4 text-lg">
        {error}
      </p>
      <h2 className="mt-8 text-xl font-bold">How to reach us</h2>
      <dl className="mt-3 grid gap-2">
        {contacts.map((contact) => (
          <div key={contact.label}>
            <dt className="text-sm font-semibold">{contact.label}</dt>
            <dd className="break-words">
              <a href={contact.href} className="underline">
                {contact.value}
              </a>
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-8 flex flex-wrap gap-3">
        {reopen ? (
          <ButtonLink to={reopen} reloadDocument>
            Open the latest version
          </ButtonLink>
        ) : null}
        <ButtonLink to="/" variant={reopen ? "outline" : undefined}>
          Back to the home page
        </ButtonLink>
      </div>
    </section>
  );
}

export default function ProposalPage({ loaderData, actionData }: Route.ComponentProps) {
  // A refused accept (already accepted, a newer version, expired) answers with its own page.
  if (actionData?.state === "refused") return <RefusedProposal {...actionData} />;
  if (loaderData.state === "refused") return <RefusedProposal {...loaderData} />;
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
        accept={
          loaderData.operatorLook ? null : (
            <AcceptForm
              version={loaderData.version}
              form={actionData?.state === "form" ? actionData.form : null}
            />
          )
        }
      />
    </>
  );
}
