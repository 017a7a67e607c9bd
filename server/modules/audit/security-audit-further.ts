import type { Kysely } from "kysely";
import {
  checkAdminTwoFactor,
  checkLogRedaction,
  evaluateFurtherAudit,
  type FurtherCheckResults,
} from "../../../domain/admin/security-audit-further";
import type { AuditFinding, CheckResult } from "../../../domain/admin/security-audit";
import type { Database } from "../../platform/db/schema";
import {
  checkAdminGuards,
  safely,
  type AdminProbe,
  type SecurityAuditConfig,
} from "./security-audit";

/**
 * The further checks of the audit page (issue 26 item 10), run like the spec's seven: against
 * the app's own request handler, with a throwaway customer session, reading the database only.
 */
export interface FurtherAuditConfig extends Pick<
  SecurityAuditConfig,
  "appFetch" | "openCustomerSession"
> {
  db: Kysely<Database>;
  /** How the server writes a path into its log (server/platform/http/request-log.ts loggablePath). */
  loggablePath: (path: string) => string;
  /** The admin pages added after the spec's audit, asked for as a visitor and a customer. */
  newAdminProbes: readonly AdminProbe[];
}

/** Addresses an attacker would put in a "go back to" parameter, and where the site must not send anyone. */
const offSiteReturns = [
  { path: "/auth?redirect=/.//evil.example", signedIn: true },
  { path: "/auth?redirect=//evil.example", signedIn: true },
  { path: "/api/auth/verify-email?token=bad&callbackURL=/.//evil.example/x", signedIn: false },
  { path: "/api/auth/verify-email?token=bad&callbackURL=https://evil.example/x", signedIn: false },
];
const auditOrigin = "http://audit.invalid";

/** Each link above, asked for through the whole app: where it sent the browser, if anywhere off-site. */
async function checkOpenRedirects(config: FurtherAuditConfig): Promise<CheckResult> {
  const offSite: string[] = [];
  const customer = await config.openCustomerSession();
  try {
    for (const probe of offSiteReturns) {
      const headers = new Headers(probe.signedIn ? { cookie: customer.cookie } : {});
      const response = await config.appFetch(
        new Request(`${auditOrigin}${probe.path}`, { headers }),
      );
      await response.body?.cancel();
      const location = response.headers.get("location");
      if (location !== null && new URL(location, auditOrigin).origin !== auditOrigin)
        offSite.push(`${probe.path.split("?")[0]} sent the browser to ${location}`);
    }
  } finally {
    await customer.close();
  }
  return offSite.length
    ? { ok: false, detail: `Links led to another site: ${offSite.join("; ")}.` }
    : {
        ok: true,
        detail: `${offSiteReturns.length} test links naming another site, after signing in and after confirming an email address, all stayed on this site.`,
      };
}

/** The accounts with the admin role, and whether each set up two-factor sign-in. */
async function checkTwoFactor(db: Kysely<Database>): Promise<CheckResult> {
  const admins = await db
    .selectFrom("user_roles")
    .innerJoin("user", "user.id", "user_roles.user_id")
    .select(["user.email", "user.twoFactorEnabled"])
    .where("user_roles.role", "=", "admin")
    .orderBy("user.email")
    .execute();
  // SQLite keeps better-auth's booleans as 0/1, PostgreSQL as true/false.
  return checkAdminTwoFactor(
    admins.map((admin) => ({ email: admin.email, enrolled: Boolean(admin.twoFactorEnabled) })),
  );
}

/** Runs the four further checks and words them as findings for their own group on the page. */
export async function runFurtherAudit(config: FurtherAuditConfig): Promise<AuditFinding[]> {
  const results: FurtherCheckResults = {
    openRedirects: await safely("open-redirects", () => checkOpenRedirects(config)),
    logRedaction: await safely("log-redaction", () =>
      Promise.resolve(checkLogRedaction(config.loggablePath)),
    ),
    adminTwoFactor: await safely("admin-two-factor", () => checkTwoFactor(config.db)),
    newAdminPagesGuarded: await safely("new-admin-pages", () =>
      checkAdminGuards({ ...config, adminProbes: config.newAdminProbes }),
    ),
  };
  return evaluateFurtherAudit(results);
}
