import type { AuditRunFindings } from "../../domain/admin/security-audit-runs";
import { getAuth } from "../modules/accounts";
import { env } from "../platform/config";
import { getDb } from "../platform/db";
import { loggablePath } from "../platform/http/request-log";
import { pricingApi } from "./pricing-api";
import { securityHeaders } from "../platform/http/security-headers";
import { getMailOutbox } from "../platform/mail";
import {
  runAbuseAudit,
  openAuditCustomerSession,
  runFurtherAudit,
  runSecurityAudit,
  type AdminProbe,
} from "../modules/audit";
import { createBookingRequest } from "../modules/bookings";

/**
 * The audit against this server: its database, auth, mail outbox and, for every request a
 * visitor would send, the request handler the server itself serves (decision 0048).
 *
 * That handler is handed in at start-up (server/app.ts calls `serveSecurityAuditFrom` with its
 * own `app.fetch`) instead of imported here: the app imports every route module, so a route or
 * job importing the app back would be a circle. Until it is handed in (a test that never builds
 * the app), the checks that need it fail with "could not run" rather than ask something else.
 */
type AppFetch = (request: Request) => Response | Promise<Response>;
let servedFetch: AppFetch | undefined;

export function serveSecurityAuditFrom(fetch: AppFetch): void {
  servedFetch = fetch;
}

function appFetch(request: Request): Response | Promise<Response> {
  if (!servedFetch) throw new Error("security audit: the app's request handler was never set");
  return servedFetch(request);
}

const probeId = "00000000-0000-0000-0000-000000000000";

/** The admin pages and actions of the spec's audit, asked as a visitor and as a customer (not
 * /admin/security itself: it sits under the same guard). */
const specAdminProbes: AdminProbe[] = [
  { path: "/admin" },
  { path: "/admin/bookings" },
  { path: "/admin/bookings.csv" },
  { path: `/admin/bookings/${probeId}` },
  { path: "/admin/inquiries" },
  { path: "/admin/pricing" },
  { method: "POST", path: "/admin/inquiries" },
  { method: "POST", path: "/admin/pricing" },
  { method: "POST", path: `/admin/bookings/${probeId}` },
];

/** The admin pages added since (app/routes.ts), for the further checks' own finding. */
const newAdminProbes: AdminProbe[] = [
  { path: "/admin/departures" },
  { path: `/admin/departures/${probeId}` },
  { path: `/admin/departures/${probeId}/manifest` },
  { path: `/admin/departures/${probeId}/manifest.csv` },
  { path: `/admin/departures/${probeId}/manifest.pdf` },
  { path: "/admin/fees" },
  { path: "/admin/payments" },
  { path: "/admin/payments.csv" },
  { path: "/admin/reviews" },
  { path: "/admin/security" },
  { method: "POST", path: "/admin/departures" },
  { method: "POST", path: `/admin/departures/${probeId}` },
  { method: "POST", path: "/admin/fees" },
  { method: "POST", path: "/admin/payments" },
  { method: "POST", path: "/admin/reviews" },
  { method: "POST", path: "/admin/security" },
];

/** Every check of the page, against this server: the spec's seven, the abuse three, the further four. */
export async function runLiveSecurityAudit(): Promise<AuditRunFindings> {
  const { NODE_ENV, AUTH_SECRET, SITE_URL } = env();
  const { db } = getDb();
  const openCustomerSession = () => openAuditCustomerSession(getAuth());
  const findings = await runSecurityAudit({
    db,
    production: NODE_ENV === "production",
    authSecret: AUTH_SECRET,
    createBooking: createBookingRequest,
    pricingApi,
    securityHeaders,
    appFetch,
    adminProbes: specAdminProbes,
    openCustomerSession,
  });
  // The abuse checks (issue 13): mail relay, pre-claimed accounts, lockout.
  findings.push(
    ...(await runAbuseAudit({
      db,
      auth: getAuth(),
      mailOutbox: getMailOutbox(),
      siteUrl: SITE_URL,
    })),
  );
  const further = await runFurtherAudit({
    db,
    appFetch,
    openCustomerSession,
    loggablePath,
    newAdminProbes,
  });
  return { findings, further };
}
