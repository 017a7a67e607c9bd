import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { createAuth, type Auth } from "../accounts/auth";
import { readSession } from "../accounts/session";
import { hasRole } from "../accounts/roles";
import { useTestDatabase } from "../../../tests/support/database-fixture";
import type { Mailer } from "../../platform/mail/mailer";
import { openAuditCustomerSession } from "./customer-session";

const noMail: Mailer = {
  send: () => Promise.reject(new Error("the audit's customer must not be mailed")),
} as unknown as Mailer;
const silent = { debug() {}, info() {}, warn() {}, error() {} };

describe("the security audit's throwaway customer (SQLite)", () => {
  const t = useTestDatabase("sqlite");
  let auth: Auth;
  beforeAll(async () => {
    auth = createAuth({
      db: t.db,
      dialect: t.dialect,
      secret: "a-test-secret-that-is-long-enough-1234567890",
      baseURL: "http://localhost:3000",
      mailer: noMail,
      logger: silent,
      rateLimit: false,
    });
  });

  it("is signed in by its cookie, is no admin, and is gone with its session after close", async () => {
    const customer = await openAuditCustomerSession(auth);
    const { user } = await readSession(
      new Request("http://localhost/", { headers: { cookie: customer.cookie } }),
      auth,
    );
    expect(user?.email).toMatch(/^security-audit-.*@audit\.invalid$/);
    expect(await hasRole(t.db, user!.id, "admin")).toBe(false);

    await customer.close();
    expect(
      (
        await readSession(
          new Request("http://localhost/", { headers: { cookie: customer.cookie } }),
          auth,
        )
      ).user,
    ).toBeNull();
    expect(await t.db.selectFrom("user").select("id").execute()).toEqual([]);
    // better-auth's session table is not in our Kysely types; its rows go with the user.
    expect(
      (await sql<{ n: number }>`select count(*) as n from session`.execute(t.db)).rows[0]?.n,
    ).toEqual(0);
  });
});
