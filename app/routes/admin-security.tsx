import { ShieldCheck } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/admin-security";
import { BackButton } from "~/components/ui/back-button";
import { noStore } from "~/features/admin/admin-shell";
import {
  AuditCounters,
  FindingCard,
  ImmediateActionAlert,
  PrioritiesPanel,
} from "~/features/admin/security-audit-view";
import { auditCounters, implementationPriorities } from "../../domain/admin/security-audit";
import { site } from "../../domain/site";
import { requireAdmin } from "../../server/auth/session";
import { env } from "../../server/config";
import { getDb } from "../../server/db";
import { pricingApi } from "../../server/http/pricing-api";
import { securityHeaders } from "../../server/http/security-headers";
import { createBookingRequest } from "../../server/services/bookings";
import { runSecurityAudit, type AdminGuardProbe } from "../../server/services/security-audit";
import * as adminBookingRoute from "./admin-booking";
import * as adminBookingsCsvRoute from "./admin-bookings-csv";
import * as adminBookingsRoute from "./admin-bookings";
import * as adminInquiriesRoute from "./admin-inquiries";
import * as adminPricingRoute from "./admin-pricing";
import * as adminOverviewRoute from "./admin";

export function meta() {
  return [
    { title: `Pricing Security Audit | ${site.brandName}` },
    { name: "robots", content: "noindex" },
  ];
}

/** Pass the loader's no-store on to the document response. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

const probeId = "00000000-0000-0000-0000-000000000000";
/** The admin loaders and actions the audit calls anonymously (this page's own loader is guarded the same way). */
const adminGuards: AdminGuardProbe[] = [
  {
    name: "overview",
    path: "/admin",
    run: (request) => adminOverviewRoute.loader({ request, params: {}, context: {} } as never),
  },
  {
    name: "bookings",
    path: "/admin/bookings",
    run: (request) => adminBookingsRoute.loader({ request, params: {}, context: {} } as never),
  },
  {
    name: "bookings csv",
    path: "/admin/bookings.csv",
    run: (request) => adminBookingsCsvRoute.loader({ request, params: {}, context: {} } as never),
  },
  {
    name: "booking",
    path: `/admin/bookings/${probeId}`,
    run: (request) =>
      adminBookingRoute.loader({ request, params: { id: probeId }, context: {} } as never),
  },
  {
    name: "inquiries",
    path: "/admin/inquiries",
    run: (request) => adminInquiriesRoute.loader({ request, params: {}, context: {} } as never),
  },
  {
    name: "mark inquiry handled",
    method: "POST",
    path: "/admin/inquiries",
    run: (request) => adminInquiriesRoute.action({ request, params: {}, context: {} } as never),
  },
  {
    name: "pricing rules",
    path: "/admin/pricing",
    run: (request) => adminPricingRoute.loader({ request, params: {}, context: {} } as never),
  },
  {
    name: "save pricing rules",
    method: "POST",
    path: "/admin/pricing",
    run: (request) => adminPricingRoute.action({ request, params: {}, context: {} } as never),
  },
  {
    name: "booking transition",
    method: "POST",
    path: `/admin/bookings/${probeId}`,
    run: (request) =>
      adminBookingRoute.action({ request, params: { id: probeId }, context: {} } as never),
  },
];

// The admin gate runs on the server before anything renders: signed out -> /auth, not admin -> /.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { NODE_ENV, AUTH_SECRET } = env();
  const findings = await runSecurityAudit({
    db: getDb().db,
    production: NODE_ENV === "production",
    authSecret: AUTH_SECRET,
    createBooking: createBookingRequest,
    pricingApi,
    securityHeaders,
    adminGuards,
  });
  return data(
    {
      findings,
      counters: auditCounters(findings),
      tiers: implementationPriorities(findings),
      checkedAt: new Date().toISOString(),
    },
    { headers: noStore },
  );
}

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
