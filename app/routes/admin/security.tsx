import { ShieldCheck } from "lucide-react";
import type { Route } from "./+types/security";
import { BackButton } from "~/components/ui/back-button";
import {
  AuditCounters,
  FindingCard,
  ImmediateActionAlert,
  PrioritiesPanel,
} from "~/features/admin/security-audit-view";
import { site } from "../../../domain/site";

export function meta() {
  return [{ title: `Pricing Security Audit | ${site.brandName}` }];
}

export { loader } from "./security.server";

export default function AdminSecurity({ loaderData }: Route.ComponentProps) {
  const { findings, counters, tiers, checkedAt } = loaderData;
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <BackButton label="Back to Admin" fallback="/admin" historyBack={false} />
      <div className="mt-4 flex items-center gap-3">
        <ShieldCheck aria-hidden="true" className="size-8 text-forest-700" />
        <h1 className="text-3xl font-bold sm:text-4xl">Pricing Security Audit</h1>
      </div>
      <p className="mt-3 text-lg">
        Live checks against this server, run at {checkedAt.slice(11, 16)} UTC on{" "}
        {checkedAt.slice(0, 10)}. Reload to run them again.
      </p>
      <AuditCounters {...counters} />
      <ImmediateActionAlert count={counters.vulnerabilities} />
      <h2 className="mt-10 text-2xl font-bold">Findings</h2>
      <ul className="mt-4 grid gap-4">
        {findings.map((finding) => (
          <FindingCard key={finding.id} finding={finding} />
        ))}
      </ul>
      <PrioritiesPanel tiers={tiers} />
    </section>
  );
}
