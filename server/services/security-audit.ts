import { Hono, type MiddlewareHandler } from "hono";
import type { Kysely } from "kysely";
import {
  checkAuthSecret,
  checkSecurityHeaders,
  evaluateAudit,
  type AuditCheckResults,
  type AuditFinding,
  type CheckResult,
} from "../../domain/admin/security-audit";
import { pricingFactorsSchema } from "../../domain/pricing/dynamic-pricing";
import { findTrip } from "../../content/trips";
import type { Database } from "../db/schema";
import { logger } from "../logger";
import type { BookingOutcome, createBookingRequest } from "./bookings";
import { PRICING_FACTORS_KEY } from "./pricing";
import { quoteTripOption } from "./quotes";
import { isoDateInDays } from "../../domain/calendar";

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
          clientEmail: "audit-probe@invalid.example",
          adventureType: "Point Lenana Summit",
          tripSlug: probeTrip,
          bookingDate,
          numberOfParticipants: participants,
          totalPrice: 1,
        },
        { userId: null, idempotencyKey: null, now },
      );
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
  if (!outcome || outcome.kind !== "created")
    return {
      ok: false,
      detail: `A test booking was not accepted (${outcome?.kind ?? "no answer"}), so the price could not be checked.`,
    };
  const stored = outcome.booking.total_price;
  if (stored === 1 || stored !== expected)
    return {
      ok: false,
      detail: `A request claiming a $1 total was stored at $${stored}; the pricing engine says $${expected}.`,
    };
  return {
    ok: true,
    detail: `A request claiming a $1 total was stored at the engine's $${stored} (probe rolled back).`,
  };
}

/** Where the app sent this probe, or null when it answered it instead of redirecting. */
async function redirectOf(config: SecurityAuditConfig, probe: AdminProbe, cookie: string | null) {
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
async function checkAdminGuards(config: SecurityAuditConfig): Promise<CheckResult> {
  if (!config.adminProbes.length)
    return { ok: false, detail: "No admin routes were given to check." };
  const open: string[] = [];
  const customer = await config.openCustomerSession();
  try {
    for (const probe of config.adminProbes) {
      const name = `${probe.method ?? "GET"} ${probe.path}`;
      const anonymous = await redirectOf(config, probe, null);
      if (!anonymous?.startsWith("/auth")) open.push(`${name} (no session)`);
      const asCustomer = await redirectOf(config, probe, customer.cookie);
      if (asCustomer !== "/") open.push(`${name} (customer)`);
    }
  } finally {
    await customer.close();
  }
  return open.length
    ? { ok: false, detail: `Answered without the admin role: ${open.join(", ")}.` }
    : {
        ok: true,
        detail: `All ${config.adminProbes.length} admin pages and actions sent a visitor without a session to sign in and a customer to the home page.`,
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
            detail: `Request ${i} from one address was refused with 429 and Retry-After.`,
          }
        : { ok: false, detail: `Request ${i} got 429 but without Retry-After.` };
    }
  }
  return {
    ok: false,
    detail: `${attempts} requests from one address were all answered; no rate limit.`,
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
    return { ok: true, detail: "No factors stored yet; the validated defaults are in use." };
  let stored: unknown;
  try {
    stored = JSON.parse(row.value);
  } catch {
    return {
      ok: false,
      detail:
        "The stored pricing factors are not valid JSON; the engine falls back to the defaults.",
    };
  }
  const parsed = pricingFactorsSchema.safeParse(stored);
  return parsed.success
    ? { ok: true, detail: "The stored pricing factors are within their allowed ranges." }
    : {
        ok: false,
        detail: `The stored pricing factors fail validation (${parsed.error.issues[0]?.path.join(".") ?? "value"}); the engine falls back to the defaults.`,
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
      detail: `The pricing API answered ${response.status}, so the response could not be inspected.`,
    };
  const body = (await response.json()) as { priceBreakdown?: unknown };
  const lines = Array.isArray(body.priceBreakdown) ? body.priceBreakdown.length : 0;
  return lines
    ? {
        ok: false,
        detail: `The public pricing API returns ${lines} breakdown lines (for example "${String((body.priceBreakdown as unknown[])[0])}").`,
      }
    : { ok: true, detail: "The public pricing API returns no breakdown." };
}

async function safely(name: string, run: () => Promise<CheckResult>): Promise<CheckResult> {
  try {
    return await run();
  } catch (error) {
    logger.error({ err: error, check: name }, "security audit check failed to run");
    return {
      ok: false,
      detail: `The check could not run: ${error instanceof Error ? error.message : String(error)}.`,
    };
  }
}

/** Runs the seven live checks and turns them into the spec's findings. */
export async function runSecurityAudit(config: SecurityAuditConfig): Promise<AuditFinding[]> {
  const now = config.now ?? new Date();
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
