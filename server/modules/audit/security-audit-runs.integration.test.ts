import { redirect } from "react-router";
import { describe, expect, it } from "vitest";
import type { AuditFinding } from "../../../domain/admin/security-audit";
import type { AuditRunFindings } from "../../../domain/admin/security-audit-runs";
import { describeOnEachDatabase, useTestDatabase } from "../../../tests/support/database-fixture";
import { codeWordsIn } from "../../../tests/support/operator-words";
import { insertBooking } from "../bookings/store";
import { loggablePath } from "../../platform/http/request-log";
import { adminOverview } from "../bookings/overview";
import { paymentsCsv } from "../payments/admin";
import { allAdminBookings, listAdminBookings } from "../bookings/search";
import { parseBookingFilters } from "../../../domain/admin/booking-filters";
import { createScheduler } from "../../platform/scheduler/scheduler";
import { runFurtherAudit, type FurtherAuditConfig } from "./security-audit-further";
import { latestAuditRun, nightlySecurityAuditJob, runAndStoreAudit } from "./security-audit-runs";

const finding = (id: string): AuditFinding => ({
  id,
  title: id,
  description: "",
  severity: "low",
  status: "protected",
  recommendation: "",
  evidence: "seen",
});
const someFindings: AuditRunFindings = { findings: [finding("a")], further: [finding("b")] };
const silent = { info() {}, error() {} };

/** An app whose protections hold: admin pages send visitors to /auth and customers home; no redirect leaves the site. */
function guardedApp(request: Request): Response {
  const url = new URL(request.url);
  if (url.pathname === "/auth") return redirect("/dashboard");
  if (url.pathname.startsWith("/api/auth/"))
    return Response.json({ error: "bad" }, { status: 400 });
  return request.headers.get("cookie") ? redirect("/") : redirect("/auth");
}

describeOnEachDatabase("stored security audit runs on %s", (t) => {
  it("stores a button run with who pressed it and how long it took, and shows the latest", async () => {
    expect(await latestAuditRun(t.db)).toBeNull();
    const times = [new Date("2030-01-10T08:00:00Z"), new Date("2030-01-10T08:00:04Z")];
    const outcome = await runAndStoreAudit(t.db, {
      trigger: "button",
      triggeredBy: "admin-1",
      now: new Date("2030-01-10T08:00:00Z"),
      runChecks: async () => someFindings,
      clock: () => times.shift() ?? new Date("2030-01-10T08:00:05Z"),
    });
    expect(outcome.kind).toBe("stored");
    const row = await t.db.selectFrom("security_audit_runs").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ trigger: "button", triggered_by: "admin-1", duration_ms: 4000 });
    expect(await latestAuditRun(t.db)).toMatchObject({
      trigger: "button",
      startedAt: "2030-01-10T08:00:00.000Z",
      durationMs: 4000,
      ...someFindings,
    });
  });

  it("refuses a button run within a minute of the last, and a second run while one is running", async () => {
    const at = (iso: string) => ({
      trigger: "button" as const,
      triggeredBy: "admin-1",
      now: new Date(iso),
      runChecks: async () => someFindings,
      clock: () => new Date(iso),
    });
    expect((await runAndStoreAudit(t.db, at("2030-02-01T08:00:00Z"))).kind).toBe("stored");
    expect((await runAndStoreAudit(t.db, at("2030-02-01T08:00:30Z"))).kind).toBe("busy");
    expect((await runAndStoreAudit(t.db, at("2030-02-01T08:01:01Z"))).kind).toBe("stored");

    let finish = () => {};
    const slow = runAndStoreAudit(t.db, {
      ...at("2030-02-01T09:00:00Z"),
      runChecks: () =>
        new Promise<AuditRunFindings>((resolve) => {
          finish = () => resolve(someFindings);
        }),
    });
    // While the first runs (its lease held), the nightly job is refused too.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await runAndStoreAudit(t.db, {
      ...at("2030-02-01T09:00:10Z"),
      trigger: "nightly",
      triggeredBy: null,
    });
    expect(second.kind).toBe("busy");
    finish();
    expect((await slow).kind).toBe("stored");
  });

  it("the nightly job runs in Nairobi's 03:00 hour only, and stores its run as nightly", async () => {
    let calls = 0;
    const job = nightlySecurityAuditJob({
      db: () => t.db,
      runChecks: async () => {
        calls += 1;
        return someFindings;
      },
    });
    const noon = createScheduler({
      db: () => t.db,
      jobs: [job],
      logger: silent,
      now: () => new Date("2030-03-01T09:00:00Z"), // 12:00 in Nairobi
      holder: "noon",
    });
    expect(await noon.turn()).toEqual([
      { job: "security-audit-nightly", outcome: "ran", result: "not tonight's hour" },
    ]);
    expect(calls).toBe(0);
    const night = createScheduler({
      db: () => t.db,
      jobs: [job],
      logger: silent,
      now: () => new Date("2030-03-02T00:30:00Z"), // 03:30 in Nairobi
      holder: "night",
    });
    expect((await night.turn())[0]).toMatchObject({ outcome: "ran", result: "stored" });
    expect(calls).toBe(1);
    expect((await latestAuditRun(t.db))?.trigger).toBe("nightly");
  });

  it("a test booking left behind by a run that died is in no list or count of the operator", async () => {
    const now = new Date("2030-04-01T08:00:00Z");
    const real = await insertBooking(
      t.db,
      {
        adventureType: "Point Lenana Summit",
        tripSlug: "point-lenana",
        bookingDate: "2030-05-01",
        numberOfParticipants: 2,
        totalPrice: 900,
        clientEmail: "real@example.com",
        clientName: "Real Traveller",
        status: "pending",
      },
      now,
    );
    const probe = await insertBooking(
      t.db,
      {
        adventureType: "Point Lenana Summit",
        tripSlug: "point-lenana",
        bookingDate: "2030-05-01",
        numberOfParticipants: 2,
        totalPrice: 1,
        clientEmail: "security-audit-booking@audit.invalid",
        clientName: "Security audit probe",
        status: "pending",
      },
      now,
    );
    await t.db.updateTable("bookings").set({ is_probe: 1 }).where("id", "=", probe.id).execute();
    const filters = parseBookingFilters(new URLSearchParams());
    const list = await listAdminBookings(t.db, filters);
    expect(list.rows.map((row) => row.id)).toEqual([real.id]);
    expect(list.total).toBe(1);
    // The CSV download reads the same filtered rows.
    const csvRows: string[] = [];
    for await (const batch of allAdminBookings(t.db, filters))
      csvRows.push(...batch.map((row) => row.id));
    expect(csvRows).toEqual([real.id]);
    // Nor in the payments CSV, had a payment been recorded against it.
    await t.db
      .insertInto("payments")
      .values(
        [real, probe].map((booking) => ({
          id: crypto.randomUUID(),
          payable_kind: "booking",
          payable_id: booking.id,
          booking_id: booking.id,
          amount_minor: 10_000,
          currency: "USD" as const,
          method: "bank-transfer" as const,
          provider_reference: null,
          kes_minor_per_usd: null,
          recorded_by: "operator@example.com",
          note: null,
          created_at: now.toISOString(),
        })),
      )
      .execute();
    const csv = await paymentsCsv(t.db);
    expect(csv).toContain("Real Traveller");
    expect(csv).not.toContain("Security audit probe");
    const overview = await adminOverview(t.db, now);
    expect(overview.pendingCount).toBe(1);
    expect(overview.months.reduce((sum, month) => sum + month.bookings, 0)).toBe(1);
  });
});

describe("the further checks fail when their protection is removed", () => {
  // The database only matters to the two-factor check (no admins here; both databases below).
  const t = useTestDatabase("sqlite");
  const customerSession = () =>
    Promise.resolve({ cookie: "better-auth.session_token=customer", close: async () => {} });
  const healthy = (): FurtherAuditConfig => ({
    db: t.db,
    appFetch: guardedApp,
    openCustomerSession: customerSession,
    loggablePath: (path) => loggablePath(path),
    newAdminProbes: [{ path: "/admin/fees" }, { method: "POST", path: "/admin/payments" }],
  });
  const statuses = async (config: FurtherAuditConfig) =>
    Object.fromEntries((await runFurtherAudit(config)).map((f) => [f.id, f.status]));

  it("all four pass on a protected app, in words without code names", async () => {
    const findings = await runFurtherAudit(healthy());
    expect(findings.map((f) => [f.id, f.status])).toEqual([
      ["open-redirects", "protected"],
      ["log-redaction", "protected"],
      ["admin-two-factor", "protected"],
      ["new-admin-pages", "protected"],
    ]);
    for (const f of findings) expect(codeWordsIn(f.evidence), f.evidence).toEqual([]);
  });

  it("open redirects: a sign-in page that follows any 'redirect' is caught", async () => {
    const following = (request: Request) => {
      const url = new URL(request.url);
      if (url.pathname === "/auth") return redirect(url.searchParams.get("redirect") ?? "/");
      return guardedApp(request);
    };
    const findings = await runFurtherAudit({ ...healthy(), appFetch: following });
    const open = findings.find((f) => f.id === "open-redirects");
    expect(open?.status).toBe("vulnerable");
    expect(open?.evidence).toContain("/auth sent the browser to");
  });

  it("log redaction: a log that writes paths as they are is caught", async () => {
    expect((await statuses({ ...healthy(), loggablePath: (path) => path }))["log-redaction"]).toBe(
      "vulnerable",
    );
  });

  it("newer admin pages: /admin/fees left open is caught", async () => {
    const feesOpen = (request: Request) =>
      new URL(request.url).pathname === "/admin/fees" ? new Response("fees") : guardedApp(request);
    const findings = await runFurtherAudit({ ...healthy(), appFetch: feesOpen });
    expect(findings.find((f) => f.id === "new-admin-pages")?.evidence).toBe(
      "Opened without the admin role: /admin/fees (signed out), /admin/fees (as a customer).",
    );
  });
});

describeOnEachDatabase("two-factor for admins on %s", (t) => {
  const user = (id: string, email: string) => ({
    id,
    email,
    name: email,
    emailVerified: t.dialect === "postgres" ? true : 1,
    createdAt: "2030-01-01T00:00:00.000Z",
    updatedAt: "2030-01-01T00:00:00.000Z",
  });

  it("lists the admins without two-factor sign-in by email", async () => {
    const config: FurtherAuditConfig = {
      db: t.db,
      appFetch: guardedApp,
      openCustomerSession: () =>
        Promise.resolve({ cookie: "better-auth.session_token=c", close: async () => {} }),
      loggablePath,
      newAdminProbes: [{ path: "/admin/fees" }],
    };
    const twoFactor = async () =>
      (await runFurtherAudit(config)).find((f) => f.id === "admin-two-factor");
    expect((await twoFactor())?.evidence).toBe("No account has the admin role yet.");
    await t.db
      .insertInto("user")
      .values([
        user("u1", "enrolled@example.com"),
        user("u2", "password-only@example.com"),
      ] as never)
      .execute();
    await t.db
      .updateTable("user")
      .set({ twoFactorEnabled: (t.dialect === "postgres" ? true : 1) as never })
      .where("id", "=", "u1")
      .execute();
    await t.db
      .insertInto("user_roles")
      .values([
        { user_id: "u1", role: "admin", created_at: "2030-01-01T00:00:00.000Z" },
        { user_id: "u2", role: "admin", created_at: "2030-01-01T00:00:00.000Z" },
      ] as never)
      .execute();
    const failing = await twoFactor();
    expect(failing?.status).toBe("vulnerable");
    expect(failing?.evidence).toBe(
      "1 of 2 admins sign in with a password only: password-only@example.com.",
    );
  });
});
