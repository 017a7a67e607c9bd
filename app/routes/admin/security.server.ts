import { auditCounters, implementationPriorities } from "../../../domain/admin/security-audit";
import { app } from "../../../server/app";
import { getAuth } from "../../../server/modules/accounts/auth-instance";
import { env } from "../../../server/platform/config";
import { getDb } from "../../../server/platform/db";
import { pricingApi } from "../../../server/http/pricing-api";
import { securityHeaders } from "../../../server/platform/http/security-headers";
import { openAuditCustomerSession } from "../../../server/modules/audit/customer-session";
import { createBookingRequest } from "../../../server/modules/bookings/create-booking";
import { runSecurityAudit, type AdminProbe } from "../../../server/modules/audit/security-audit";
import { runAbuseAudit } from "../../../server/modules/audit/abuse-audit";
import { getMailOutbox } from "../../../server/platform/mail";
import { systemNow } from "../../../server/platform/clock";

const probeId = "00000000-0000-0000-0000-000000000000";
/** Every admin page and action, asked for by the audit as a visitor and as a customer (not this
 * page itself: it sits under the same guard, and asking it would run the audit again). */
const adminProbes: AdminProbe[] = [
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

export async function loader() {
  const { NODE_ENV, AUTH_SECRET } = env();
  const findings = await runSecurityAudit({
    db: getDb().db,
    production: NODE_ENV === "production",
    authSecret: AUTH_SECRET,
    createBooking: createBookingRequest,
    pricingApi,
    securityHeaders,
    // The whole app, as a browser would reach it: the guard is checked where it really runs.
    appFetch: (request) => app.fetch(request),
    adminProbes,
    openCustomerSession: () => openAuditCustomerSession(getAuth()),
  });
  // The abuse checks (issue 13): mail relay, pre-claimed accounts, lockout.
  findings.push(
    ...(await runAbuseAudit({
      db: getDb().db,
      auth: getAuth(),
      mailOutbox: getMailOutbox(),
      siteUrl: env().SITE_URL,
    })),
  );
  return {
    findings,
    counters: auditCounters(findings),
    tiers: implementationPriorities(findings),
    checkedAt: systemNow().toISOString(),
  };
}
