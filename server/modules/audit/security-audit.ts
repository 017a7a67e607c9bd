import { Hono, type MiddlewareHandler } from "hono";
import type { Kysely } from "kysely";
import {
  checkAuthSecret,
  checkSecurityHeaders,
  evaluateAudit,
  type AuditCheckResults,
  type AuditFinding,
  type CheckResult,
} from "../../../domain/admin/security-audit";
import { pricingFactorsSchema } from "../../../domain/pricing/dynamic-pricing";
import { findTrip } from "../catalogue";
import type { Database } from "../../platform/db/schema";
import { logger } from "../../platform/logger";
import { markProbeBooking, type BookingOutcome, type createBookingRequest } from "../bookings";
import { PRICING_FACTORS_KEY, quoteTripOption } from "../pricing";
import { isoDateInDays } from "../../../domain/calendar";
import { formatUsd } from "../../../domain/money/format";
import { systemNow } from "../../platform/clock";
import { probeEmail } from "../../../domain/admin/security-audit-runs";

/** Something that answers requests like a Hono app (the pricing API sub-app). */
export interface RequestTarget {
  request(path: string, init: RequestInit, env?: unknown): Response | Promise<Response>;
}

/** An admin page or action the audit asks for over the app's own request handler. */
export interface AdminProbe {
  method?: "GET" | "POST";
  path: string;
}

/** A signed-in customer (no admin role) for the probes, removed again by `close`. */
export interface ProbeSession {
  /** The Cookie header that carries the session. */
  cookie: string;
  close(): Promise<void>;
}

/** What the audit checks. The live page passes the real pieces; tests pass switched-off ones. */
export interface SecurityAuditConfig {
  db: Kysely<Database>;
  production: boolean;
  authSecret: string | undefined;
  createBooking: typeof createBookingRequest;
  pricingApi: RequestTarget;
  securityHeaders: (options: { production: boolean }) => MiddlewareHandler;
  /** The app's whole request handler (server/app.ts `app.fetch`): headers, middleware, routes. */
  appFetch: (request: Request) => Response | Promise<Response>;
  adminProbes: readonly AdminProbe[];
  openCustomerSession: () => Promise<ProbeSession>;
  now?: Date;
}

class RollBack extends Error {
  constructor(readonly outcome: BookingOutcome) {
    super("audit probe rolled back");
  }
}

const probeTrip = "point-lenana";

/** Books a trip for $1 inside a transaction that is always rolled back, and compares with the quote function's price. */
async function checkServerPrice(config: SecurityAuditConfig, now: Date): Promise<CheckResult> {
  const bookingDate = isoDateInDays(now, 45);
  const participants = 2;
  let outcome: BookingOutcome | undefined;
  let expected = 0;
  try {
    await config.db.transaction().execute(async (trx) => {
      const result = await config.createBooking(
        trx,
        {
          clientName: "Security audit probe",
          clientEmail: probeEmail("security-audit-booking"),
          adventureType: "Point Lenana Summit",
          tripSlug: probeTrip,
          bookingDate,
          numberOfParticipants: participants,
          totalPrice: 1,
        },
        { userId: null, idempotencyKey: null, now },
      );
      // Marked in the booking's own transaction: were the roll-back below ever skipped, the
      // operator's lists and counts would still leave it out (decision 0048).
      if (result.kind === "created") await markProbeBooking(trx, result.booking.id);
      const trip = findTrip(probeTrip);
      if (trip) {
        const quoted = await quoteTripOption(
          trx,
          trip,
          { participants, date: bookingDate },
          { now, fresh: true },
        );
        if (quoted.ok) expected = quoted.quote.total;
      }
      throw new RollBack(result);
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
    outcome = error.outcome;
  }
  // A total the server does not quote is refused with the server's own quote, nothing stored.
  if (outcome?.kind === "price-changed") {
    const quoted = outcome.quote.totalPrice;
    return quoted === expected
      ? {
          ok: true,
          detail: `A test request claiming a $1 total was refused with your prices' ${formatUsd(quoted)}; nothing was stored (the test was then undone).`,
        }
      : {
          ok: false,
          detail: `A test request claiming a $1 total was answered with ${formatUsd(quoted)}; your prices say ${formatUsd(expected)}.`,
        };
  }
  if (outcome?.kind === "created")
    return {
      ok: false,
      detail: `A test request claiming a $1 total was stored (at ${formatUsd(outcome.booking.total_price)}) instead of being refused.`,
    };
  return {
    ok: false,
    detail: `A test booking was not answered with a price (${outcome?.kind ?? "no answer"}), so the price could not be checked.`,
  };
}

/** Where the app sent this probe, or null when it answered it instead of redirecting. */
async function redirectOf(
  config: Pick<SecurityAuditConfig, "appFetch">,
  probe: AdminProbe,
  cookie: string | null,
) {
  const method = probe.method ?? "GET";
  const headers = new Headers(cookie ? { cookie } : {});
  const request = new Request(
    `http://audit.invalid${probe.path}`,
    method === "POST"
      ? { method, headers, body: new URLSearchParams({ to: "confirmed" }) }
      : { method, headers },
  );
  const response = await config.appFetch(request);
  await response.body?.cancel();
  return response.status >= 300 && response.status < 400
    ? (response.headers.get("location") ?? "")
    : null;
}

/**
 * Every admin page and action, asked through the whole app: without a session it must send the
 * visitor to /auth, with a customer's session (no admin role) to the home page.
 */
export async function checkAdminGuards(
  config: Pick<SecurityAuditConfig, "appFetch" | "adminProbes" | "openCustomerSession">,
): Promise<CheckResult> {
  if (!config.adminProbes.length)
    return { ok: false, detail: "No admin pages were given to check." };
  const open: string[] = [];
  const customer = await config.openCustomerSession();
  try {
    for (const probe of config.adminProbes) {
      const name = probe.method === "POST" ? `saving on ${probe.path}` : probe.path;
      const anonymous = await redirectOf(config, probe, null);
      if (!anonymous?.startsWith("/auth")) open.push(`${name} (signed out)`);
      const asCustomer = await redirectOf(config, probe, customer.cookie);
      if (asCustomer !== "/") open.push(`${name} (as a customer)`);
    }
  } finally {
    await customer.close();
  }
  return open.length
    ? { ok: false, detail: `Opened without the admin role: ${open.join(", ")}.` }
    : {
        ok: true,
        detail: `All ${config.adminProbes.length} admin pages and changes sent a signed-out visitor to the sign-in page and a customer to the home page.`,
      };
}

/** Fires requests from one made-up address until the API answers 429. */
async function checkRateLimit(config: SecurityAuditConfig): Promise<CheckResult> {
  const env = { incoming: { socket: { remoteAddress: `audit-probe-${crypto.randomUUID()}` } } };
  const attempts = 300;
  for (let i = 1; i <= attempts; i++) {
    const response = await config.pricingApi.request(
      "/dynamic-pricing",
      { method: "POST", body: "probe" },
      env,
    );
    if (response.status === 429) {
      return response.headers.get("retry-after")
        ? {
            ok: true,
            detail: `After ${i - 1} look-ups from one internet connection, the next was refused with a request to wait.`,
          }
        : {
            ok: false,
            detail: `Look-up ${i} was refused without saying how long to wait, so browsers may keep retrying.`,
          };
    }
  }
  return {
    ok: false,
    detail: `All ${attempts} look-ups from one internet connection were answered; there is no limit.`,
  };
}

async function checkHeaders(config: SecurityAuditConfig): Promise<CheckResult> {
  const probe = new Hono();
  probe.use(config.securityHeaders({ production: config.production }));
  probe.get("/", (c) => c.text("ok"));
  const response = await probe.request("/");
  return checkSecurityHeaders(response.headers, config.production);
}

async function checkPricingFactors(config: SecurityAuditConfig): Promise<CheckResult> {
  const row = await config.db
    .selectFrom("pricing_rules")
    .select("value")
    .where("key", "=", PRICING_FACTORS_KEY)
    .executeTakeFirst();
  if (!row)
    return { ok: true, detail: "No pricing rules saved yet; the standard rules are in use." };
  let stored: unknown;
  try {
    stored = JSON.parse(row.value);
  } catch {
    return {
      ok: false,
      detail: "The saved pricing rules cannot be read; the standard rules are used instead.",
    };
  }
  const parsed = pricingFactorsSchema.safeParse(stored);
  return parsed.success
    ? { ok: true, detail: "The saved pricing rules are within their allowed ranges." }
    : {
        ok: false,
        detail:
          "The saved pricing rules are outside their allowed ranges; the standard rules are used instead.",
      };
}

async function checkBreakdown(config: SecurityAuditConfig, now: Date): Promise<CheckResult> {
  const env = { incoming: { socket: { remoteAddress: `audit-probe-${crypto.randomUUID()}` } } };
  const response = await config.pricingApi.request(
    "/dynamic-pricing",
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        adventureType: probeTrip,
        bookingDate: isoDateInDays(now, 45),
        participants: 2,
      }),
    },
    env,
  );
  if (!response.ok)
    return {
      ok: false,
      detail: "A test price look-up failed, so what it sends could not be checked.",
    };
  const body = (await response.json()) as { priceBreakdown?: unknown };
  const lines = Array.isArray(body.priceBreakdown) ? body.priceBreakdown.length : 0;
  return lines
    ? {
        ok: false,
        detail: `Each price look-up sends ${lines} adjustments with the price (for example "${String((body.priceBreakdown as unknown[])[0])}").`,
      }
    : { ok: true, detail: "Price look-ups send the price without its breakdown." };
}

/** Runs one check; a check that throws fails with a plain sentence, its error goes to the log. */
export async function safely(name: string, run: () => Promise<CheckResult>): Promise<CheckResult> {
  try {
    return await run();
  } catch (error) {
    logger.error({ err: error, check: name }, "security audit check failed to run");
    // The error's own words are for the developer (logged above), not for the operator.
    return { ok: false, detail: "This check could not run; the server's log has the details." };
  }
}

/** Runs the seven live checks and turns them into the spec's findings. */
export async function runSecurityAudit(config: SecurityAuditConfig): Promise<AuditFinding[]> {
  const now = config.now ?? systemNow();
  const results: AuditCheckResults = {
    serverPriceRecomputation: await safely("price", () => checkServerPrice(config, now)),
    adminOnlyAccess: await safely("admin", () => checkAdminGuards(config)),
    pricingRateLimit: await safely("rate-limit", () => checkRateLimit(config)),
    securityHeaders: await safely("headers", () => checkHeaders(config)),
    productionSecrets: await safely("secrets", () =>
      Promise.resolve(checkAuthSecret(config.authSecret, config.production)),
    ),
    pricingFactorsValidated: await safely("factors", () => checkPricingFactors(config)),
    priceBreakdownHidden: await safely("breakdown", () => checkBreakdown(config, now)),
  };
  return evaluateAudit(results);
}
