import { Hono, type MiddlewareHandler } from "hono";
import { redirect } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditCounters,
  checkAuthSecret,
  implementationPriorities,
} from "../../../domain/admin/security-audit";
import { insertBooking } from "../bookings/store";
import { useTestDatabase } from "../../../tests/support/database-fixture";
import { codeWordsIn } from "../../../tests/support/operator-words";
import { rateLimitPerIp } from "../../platform/http/json-api";
import { securityHeaders } from "../../platform/http/security-headers";
import { createBookingRequest } from "../bookings/create-booking";
import { runSecurityAudit, type SecurityAuditConfig } from "./security-audit";

/** A pricing API like the real one: a per-IP limit, then a price with its breakdown. */
function pricingApiWith(options: { rateLimit: boolean; breakdown: boolean }) {
  const app = new Hono();
  const limit: MiddlewareHandler = options.rateLimit
    ? rateLimitPerIp({ points: 60, duration: 60, keyPrefix: `test-${Math.random()}` })
    : async (_c, next) => next();
  app.post("/dynamic-pricing", limit, (c) =>
    c.json({ finalPrice: 100, priceBreakdown: options.breakdown ? ["season:+10%"] : [] }),
  );
  return app;
}

/** An app whose admin guard holds: no session -> /auth, a customer -> /. */
const guarded = (request: Request): Response =>
  request.headers.get("cookie") ? redirect("/") : redirect("/auth");
/** The same app with /admin/pricing left open. */
const pricingOpen = (request: Request): Response =>
  new URL(request.url).pathname === "/admin/pricing"
    ? Response.json({ bookings: [] })
    : guarded(request);
const customerSession = () =>
  Promise.resolve({ cookie: "better-auth.session_token=customer", close: async () => {} });

describe("security audit (live checks, SQLite)", () => {
  const t = useTestDatabase("sqlite");
  let healthy: SecurityAuditConfig;
  beforeAll(async () => {
    healthy = {
      db: t.db,
      production: true,
      authSecret: "a-long-random-production-secret-9f8e7d6c5b4a",
      createBooking: createBookingRequest,
      pricingApi: pricingApiWith({ rateLimit: true, breakdown: true }),
      securityHeaders,
      appFetch: guarded,
      adminProbes: [
        { path: "/admin/bookings" },
        { method: "POST", path: "/admin/bookings/x" },
        { path: "/admin/pricing" },
      ],
      openCustomerSession: customerSession,
      now: new Date("2030-01-10T08:00:00Z"),
    };
  });

  it("a healthy system: seven findings, 1 critical, 1 high, 3 medium, 2 low, one needs_attention, the rest protected", async () => {
    const findings = await runSecurityAudit(healthy);
    expect(findings).toHaveLength(7);
    const severities = findings.map((finding) => finding.severity);
    expect(severities.filter((s) => s === "critical")).toHaveLength(1);
    expect(severities.filter((s) => s === "high")).toHaveLength(1);
    expect(severities.filter((s) => s === "medium")).toHaveLength(3);
    expect(severities.filter((s) => s === "low")).toHaveLength(2);
    expect(findings.filter((f) => f.status === "needs_attention").map((f) => f.id)).toEqual([
      "frontend-price-breakdown",
    ]);
    expect(findings.filter((f) => f.status === "protected")).toHaveLength(6);
    expect(auditCounters(findings)).toEqual({ vulnerabilities: 0, critical: 1, protectedCount: 6 });
    // The price probe was rolled back: nothing was booked.
    expect(await t.db.selectFrom("bookings").selectAll().execute()).toEqual([]);
    const tiers = implementationPriorities(findings);
    expect(tiers.map((tier) => tier.name)).toEqual(["Immediate", "Short Term", "Medium Term"]);
    expect(tiers.flatMap((tier) => tier.items).some((item) => !item.done)).toBe(true);
  });

  const statusOf = async (config: SecurityAuditConfig, id: string) =>
    (await runSecurityAudit(config)).find((finding) => finding.id === id)?.status;

  it("turns vulnerable when the booking service trusts the client's price", async () => {
    const trusting: SecurityAuditConfig["createBooking"] = async (db, request, options) => {
      const booking = await insertBooking(
        db,
        {
          adventureType: request.adventureType,
          bookingDate: request.bookingDate,
          numberOfParticipants: request.numberOfParticipants,
          totalPrice: request.totalPrice ?? 0,
          clientEmail: request.clientEmail,
          clientName: request.clientName,
          tripSlug: request.tripSlug,
        },
        options.now,
      );
      return {
        kind: "created",
        booking,
        confirmation: {
          success: true,
          message: "",
          booking: {
            id: booking.id,
            reference: "",
            status: "pending",
            adventureType: "",
            bookingDate: "",
            numberOfParticipants: 2,
            pricePerPerson: 0,
            totalPrice: 1,
          },
        },
        sendMails: async () => {},
      };
    };
    expect(
      await statusOf({ ...healthy, createBooking: trusting }, "server-price-recomputation"),
    ).toBe("vulnerable");
  });

  it("turns vulnerable when an admin loader skips the role check", async () => {
    const findings = await runSecurityAudit({ ...healthy, appFetch: pricingOpen });
    const finding = findings.find((f) => f.id === "admin-only-access");
    expect(finding?.status).toBe("vulnerable");
    expect(finding?.evidence).toBe(
      "Opened without the admin role: /admin/pricing (signed out), /admin/pricing (as a customer).",
    );
    expect(auditCounters(findings).vulnerabilities).toBe(1);
  });

  it("turns vulnerable without a rate limit on the pricing API", async () => {
    expect(
      await statusOf(
        { ...healthy, pricingApi: pricingApiWith({ rateLimit: false, breakdown: true }) },
        "pricing-rate-limit",
      ),
    ).toBe("vulnerable");
  });

  it("turns vulnerable without security headers", async () => {
    const none = (): MiddlewareHandler => async (_c, next) => next();
    expect(await statusOf({ ...healthy, securityHeaders: none }, "security-headers")).toBe(
      "vulnerable",
    );
  });

  it("turns vulnerable with a missing or weak production secret", async () => {
    expect(await statusOf({ ...healthy, authSecret: undefined }, "production-secrets")).toBe(
      "vulnerable",
    );
    expect(checkAuthSecret("x".repeat(40), true).ok).toBe(false);
    expect(checkAuthSecret("short", true).ok).toBe(false);
    expect(checkAuthSecret(undefined, false).ok).toBe(true);
  });

  it("turns vulnerable when stored pricing factors are out of range", async () => {
    await t.db
      .insertInto("pricing_rules")
      .values({
        key: "dynamic-pricing-factors",
        value: JSON.stringify({ peakSeasonAdjustment: 5 }),
        updated_at: "2030-01-01T00:00:00Z",
      })
      .onConflict((oc) =>
        oc.column("key").doUpdateSet({ value: JSON.stringify({ peakSeasonAdjustment: 5 }) }),
      )
      .execute();
    expect(await statusOf(healthy, "pricing-factors-validated")).toBe("vulnerable");
    await t.db.deleteFrom("pricing_rules").execute();
  });

  it("tells the operator what each live check saw without code names, healthy or broken", async () => {
    const broken: SecurityAuditConfig = {
      ...healthy,
      authSecret: "short",
      appFetch: pricingOpen,
      pricingApi: pricingApiWith({ rateLimit: false, breakdown: true }),
      securityHeaders: (): MiddlewareHandler => async (_c, next) => next(),
    };
    const failing: SecurityAuditConfig = {
      ...healthy,
      // A check that throws: its error message is for the log, not the page.
      openCustomerSession: () => Promise.reject(new Error("ECONNREFUSED at requireAdmin()")),
      pricingApi: { request: () => new Response("no", { status: 503 }) },
    };
    const evidence = (
      await Promise.all([healthy, broken, failing].map((config) => runSecurityAudit(config)))
    ).flatMap((findings) => findings.map((finding) => finding.evidence));
    expect(evidence).toContain("This check could not run; the server's log has the details.");
    for (const text of evidence) expect(codeWordsIn(text), text).toEqual([]);
  });

  it("is protected when the browser gets no breakdown", async () => {
    expect(
      await statusOf(
        { ...healthy, pricingApi: pricingApiWith({ rateLimit: true, breakdown: false }) },
        "frontend-price-breakdown",
      ),
    ).toBe("protected");
  });
});
