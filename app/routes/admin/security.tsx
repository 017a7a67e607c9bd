import { ShieldCheck } from "lucide-react";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/security";
import { BackButton } from "~/components/ui/back-button";
import { Button } from "~/components/ui/button";
import { Notice } from "~/features/auth/notice";
import {
  AuditCounters,
  FindingCard,
  ImmediateActionAlert,
  PrioritiesPanel,
} from "~/features/admin/security-audit-view";
import { runNoticeText } from "../../../domain/admin/security-audit-page";
import { site } from "../../../domain/site";

export function meta() {
  return [{ title: `Pricing Security Audit | ${site.brandName}` }];
}

export { loader, action } from "./security.server";

/** The button: a plain form post, so it works without JavaScript. */
function RunChecksForm() {
  const navigation = useNavigation();
  const running = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <Form method="post" className="mt-4" aria-label="Run the security checks">
      <Button type="submit" disabled={running}>
        {running ? "Running the checks…" : "Run the checks now"}
      </Button>
    </Form>
  );
}

export default function AdminSecurity({ loaderData }: Route.ComponentProps) {
  const { run, notice } = loaderData;
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <BackButton label="Back to Admin" fallback="/admin" historyBack={false} />
      <div className="mt-4 flex items-center gap-3">
        <ShieldCheck aria-hidden="true" className="size-8 text-forest-700" />
        <h1 className="text-3xl font-bold sm:text-4xl">Pricing Security Audit</h1>
      </div>
      {notice ? <Notice notice={runNoticeText[notice]} className="mt-6" /> : null}
      {run ? (
        <p className="mt-3 text-lg" data-testid="audit-checked-at">
          Checked {run.checkedAt} ({run.about}). The checks also run every night.
        </p>
      ) : (
        <p className="mt-3 text-lg" data-testid="audit-checked-at">
          The checks have not run yet. Press the button to run them now; they also run every night.
        </p>
      )}
      <RunChecksForm />
      {run ? (
        <>
          <AuditCounters {...run.counters} />
          <ImmediateActionAlert count={run.counters.vulnerabilities} />
          <h2 className="mt-10 text-2xl font-bold">Findings</h2>
          <ul className="mt-4 grid gap-4">
            {run.findings.map((finding) => (
              <FindingCard key={finding.id} finding={finding} />
            ))}
          </ul>
          <section aria-labelledby="further-checks-heading" className="mt-10">
            <h2 id="further-checks-heading" className="text-2xl font-bold">
              Further checks
            </h2>
            <p className="mt-2">
              Sign-in links, the server&apos;s log, sign-in codes for admins and the newer admin
              pages.
            </p>
            <ul className="mt-4 grid gap-4">
              {run.further.map((finding) => (
                <FindingCard key={finding.id} finding={finding} />
              ))}
            </ul>
          </section>
          <PrioritiesPanel tiers={run.tiers} />
        </>
      ) : null}
    </section>
  );
}
