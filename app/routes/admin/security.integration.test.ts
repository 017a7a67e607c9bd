import { describe, expect, it, vi } from "vitest";
import { usePrivateAppDatabase } from "../../../tests/support/app-database";
import { routeContext } from "../../../tests/support/route-context";

usePrivateAppDatabase("admin-security");

/** The live checks, replaced by a spy: this file proves when the page runs them, not what they find. */
const runLiveSecurityAudit = vi.fn(async () => ({
  findings: [
    {
      id: "server-price-recomputation",
      title: "The website sets every booking's price",
      description: "",
      severity: "critical" as const,
      status: "protected" as const,
      recommendation: "",
      evidence: "refused",
    },
  ],
  further: [],
}));
vi.mock("../../../server/http/security-audit-live", () => ({
  runLiveSecurityAudit,
  serveSecurityAuditFrom: () => {},
}));

const { getDb } = await import("../../../server/platform/db");
const page = await import("./security.server");
const { adminUserContext } = await import("./layout.server");

type Args<T extends (...args: never[]) => unknown> = Parameters<T>[0];
const admin = {
  id: "admin-1",
  email: "operator@example.com",
  name: "Operator",
  emailVerified: true,
};

function load(search = "") {
  return page.loader({
    request: new Request(`http://localhost/admin/security${search}`),
    context: routeContext({ db: getDb().db }),
  } as unknown as Args<typeof page.loader>);
}

function press() {
  const context = routeContext({ db: getDb().db });
  context.set(adminUserContext, admin);
  return page.action({
    request: new Request("http://localhost/admin/security", { method: "POST" }),
    context,
  } as unknown as Args<typeof page.action>);
}

async function counts() {
  const { db } = getDb();
  const count = async (table: "user" | "bookings" | "security_audit_runs") =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    users: await count("user"),
    bookings: await count("bookings"),
    runs: await count("security_audit_runs"),
  };
}

describe("/admin/security", () => {
  it("viewing the page runs no check and changes nothing, before and after a run", async () => {
    const before = await counts();
    const first = await load();
    expect(first).toEqual({ run: null, notice: null });
    await load();
    expect(runLiveSecurityAudit).not.toHaveBeenCalled();
    expect(await counts()).toEqual(before);
  });

  it("the button runs the checks once, stores the run and sends the browser back to the page", async () => {
    const answer = await press();
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/admin/security?run=done");
    expect(runLiveSecurityAudit).toHaveBeenCalledTimes(1);
    const shown = await load("?run=done");
    expect(shown.notice).toBe("done");
    expect(shown.run?.findings.map((finding) => finding.id)).toEqual([
      "server-price-recomputation",
    ]);
    expect(shown.run?.checkedAt).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} \(Nairobi\)$/);
    expect(shown.run?.about).toMatch(/^run from this page, took /);
    // Viewing it again runs nothing more.
    await load();
    expect(runLiveSecurityAudit).toHaveBeenCalledTimes(1);
  });

  it("a second press within a minute runs nothing and says so", async () => {
    const answer = await press();
    expect(answer.headers.get("location")).toBe("/admin/security?run=busy");
    expect(runLiveSecurityAudit).toHaveBeenCalledTimes(1);
    expect((await counts()).runs).toBe(1);
    expect((await load("?run=busy")).notice).toBe("busy");
    // Anything else in the address is ignored, never an error.
    expect((await load("?run=%00nonsense")).notice).toBeNull();
  });
});
