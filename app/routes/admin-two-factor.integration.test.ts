import { describe, expect, it } from "vitest";
import { usePrivateAppDatabase } from "../../tests/support/app-database";
import { totp, wrongTotp } from "../../tests/support/totp";
import { createVerifiedAccount } from "../../tests/support/auth-requests";
import { routeContext } from "../../tests/support/route-context";

// Issue 26 item 8 (decision 0046): the operator signs in with two factors. Through the site's own
// forms and the admin area's guard, as a browser without JavaScript sends them.
usePrivateAppDatabase("admin-two-factor");

const { getDb } = await import("../../server/platform/db");
const { getAuth } = await import("../../server/modules/accounts/auth-instance");
const { grantRole, resetTwoFactor } = await import("../../server/modules/accounts/roles");
const signInRoute = await import("./auth.server");
const codeRoute = await import("./auth-two-factor.server");
const setupRoute = await import("./admin-two-factor.server");
const { adminGuard } = await import("./admin/layout.server");

const password = "Kilele-trek-2030";
type TwoFactorOutcome = import("../../server/modules/accounts/two-factor").TwoFactorOutcome;
interface SetupData {
  step: "start" | "confirm" | "done";
  codes: string[] | null;
  pending: { secret: string; uri: string } | null;
}
type Args<T extends (...args: never[]) => unknown> = Parameters<T>[0];

/** One browser: its cookies, kept from every answer's Set-Cookie as a browser would. */
class Browser {
  cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
  keep(response: Response | { init?: ResponseInit | null } | null | undefined): void {
    const headers =
      response instanceof Response ? response.headers : new Headers(response?.init?.headers);
    for (const cookie of headers.getSetCookie()) {
      const [pair = "", ...attributes] = cookie.split(";");
      const [name = "", value = ""] = pair.split("=");
      if (attributes.some((a) => /max-age=0\b/i.test(a.trim())) || value === "")
        this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
  }
  request(path: string, form?: Record<string, string>): Request {
    return new Request(`http://localhost:3000${path}`, {
      method: form ? "POST" : "GET",
      headers: { cookie: this.header() },
      body: form ? new URLSearchParams(form) : undefined,
    });
  }
}

function context() {
  return routeContext({ db: getDb().db, clientIp: "10.0.0.7" });
}

/** Runs a loader or action; a thrown redirect is an answer like any other. */
async function answer<T>(run: () => Promise<T>): Promise<T | Response> {
  try {
    return await run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

function locationOf(result: unknown): string | null {
  return result instanceof Response ? result.headers.get("location") : null;
}

/** What the admin area answers this browser: its data, or where it sends them instead. */
async function visitAdmin(browser: Browser, path = "/admin/bookings"): Promise<string> {
  const result = await answer(async () =>
    adminGuard(
      { request: browser.request(path), context: context(), params: {} } as unknown as Args<
        typeof adminGuard
      >,
      async () => new Response("the bookings, with passports and medical notes"),
    ),
  );
  if (!(result instanceof Response)) throw new Error("the guard answered nothing");
  browser.keep(result);
  return result.status === 200 ? await result.text() : `redirect ${locationOf(result)}`;
}

async function signIn(browser: Browser, email: string): Promise<string | null> {
  const result = await answer(() =>
    signInRoute.action({
      request: browser.request("/auth?tab=login", {
        intent: "login",
        email,
        password,
        redirect: "/admin/bookings",
      }),
      context: context(),
      params: {},
    } as unknown as Args<typeof signInRoute.action>),
  );
  browser.keep(result as Response);
  return locationOf(result);
}

/** Runs a route's loader or action with this browser's cookies: a redirect, or the data. */
async function route<D extends object>(
  browser: Browser,
  handler: (args: never) => Promise<unknown>,
  path: string,
  form?: Record<string, string>,
) {
  const result = await answer(() =>
    handler({ request: browser.request(path, form), context: context(), params: {} } as never),
  );
  if (result instanceof Response) {
    browser.keep(result);
    return { location: locationOf(result), status: result.status, data: null };
  }
  // A loader's or action's `data(...)`: the value and its status and headers.
  const shaped = result as { data: D; init: ResponseInit | null };
  browser.keep(shaped);
  return { location: null, status: shaped.init?.status ?? 200, data: shaped.data };
}

async function enterCode(browser: Browser, fields: Record<string, string>) {
  const result = await route<TwoFactorOutcome>(browser, codeRoute.action, "/auth/two-factor", {
    redirect: "/admin/bookings",
    ...fields,
  });
  return { ...result, error: result.data?.error };
}

const setupPage = (browser: Browser) =>
  route<SetupData>(browser, setupRoute.loader, "/admin/two-factor");

async function postSetup(browser: Browser, fields: Record<string, string>) {
  const result = await route<TwoFactorOutcome>(
    browser,
    setupRoute.action,
    "/admin/two-factor",
    fields,
  );
  return { ...result, error: result.data?.error };
}

async function account(email: string): Promise<Browser> {
  await createVerifiedAccount(getAuth(), email, password);
  const browser = new Browser();
  expect(await signIn(browser, email)).toBe("/admin/bookings");
  return browser;
}

/** Enrols the signed-in admin in this browser; returns the setup key and the recovery codes. */
async function enrol(browser: Browser): Promise<{ key: string; codes: string[] }> {
  expect(await postSetup(browser, { intent: "start", password })).toMatchObject({
    location: "/admin/two-factor",
  });
  const pending = await setupPage(browser);
  const key = pending.data?.pending?.secret ?? "";
  expect(key).toMatch(/^[A-Z2-7]{32,}$/);
  expect(await postSetup(browser, { intent: "confirm", code: totp(key) })).toMatchObject({
    location: "/admin/two-factor",
  });
  const done = await setupPage(browser);
  expect(done.data?.step).toBe("done");
  return { key, codes: done.data?.codes ?? [] };
}

describe("two-factor sign-in for admins", () => {
  it("sends a new admin to enrol before any admin page, and opens it once a code confirms the app", async () => {
    const email = "new-admin@example.com";
    const browser = await account(email);
    await grantRole(getDb().db, email, "admin");

    expect(await visitAdmin(browser)).toBe("redirect /admin/two-factor");
    expect(await visitAdmin(browser, "/admin/bookings.csv")).toBe("redirect /admin/two-factor");

    // The password again, then the setup key as text and as an otpauth:// link.
    expect(
      await postSetup(browser, { intent: "start", password: "not-my-password" }),
    ).toMatchObject({ status: 400, error: "That password is not right." });
    expect(await postSetup(browser, { intent: "start", password })).toMatchObject({
      location: "/admin/two-factor",
    });
    const pending = await setupPage(browser);
    const key = pending.data?.pending?.secret ?? "";
    expect(pending.data?.pending?.uri).toBe(
      `otpauth://totp/Kilele%20Expeditions:new-admin%40example.com?secret=${key}&issuer=Kilele+Expeditions&digits=6&period=30`,
    );
    expect(await visitAdmin(browser)).toBe("redirect /admin/two-factor");

    // A wrong code turns nothing on; a right one does, and the recovery codes show once.
    expect(await postSetup(browser, { intent: "confirm", code: wrongTotp(key) })).toMatchObject({
      status: 401,
    });
    expect(await postSetup(browser, { intent: "confirm", code: "12ab" })).toMatchObject({
      status: 400,
      error: "Enter the 6-digit code from your authenticator app.",
    });
    expect(await visitAdmin(browser)).toBe("redirect /admin/two-factor");
    expect(await postSetup(browser, { intent: "confirm", code: totp(key) })).toMatchObject({
      location: "/admin/two-factor",
    });
    const done = await setupPage(browser);
    expect(done.data?.codes).toHaveLength(10);
    expect((await setupPage(browser)).location).toBe("/admin");
    expect(await visitAdmin(browser)).toBe("the bookings, with passports and medical notes");
  });

  it("asks an enrolled admin for a code after the password: a wrong one opens nothing, a right one does", async () => {
    const email = "enrolled-admin@example.com";
    const first = await account(email);
    await grantRole(getDb().db, email, "admin");
    const { key } = await enrol(first);

    const browser = new Browser();
    expect(await signIn(browser, email)).toBe("/auth/two-factor?redirect=%2Fadmin%2Fbookings");
    // The password alone is no session.
    expect(await visitAdmin(browser)).toBe("redirect /auth?redirect=%2Fadmin%2Fbookings");

    const wrong = await enterCode(browser, { intent: "totp", code: wrongTotp(key) });
    expect(wrong.status).toBe(401);
    expect(wrong.error).toMatch(/not right/);
    expect(await visitAdmin(browser)).toBe("redirect /auth?redirect=%2Fadmin%2Fbookings");
    expect(await enterCode(browser, { intent: "totp", code: "" })).toMatchObject({ status: 400 });

    expect(await enterCode(browser, { intent: "totp", code: totp(key) })).toMatchObject({
      location: "/admin/bookings",
    });
    expect(await visitAdmin(browser)).toBe("the bookings, with passports and medical notes");
  });

  it("takes a recovery code instead of the app's, once", async () => {
    const email = "lost-phone@example.com";
    const first = await account(email);
    await grantRole(getDb().db, email, "admin");
    const { codes } = await enrol(first);
    const code = codes[0] ?? "";

    const browser = new Browser();
    await signIn(browser, email);
    expect(await enterCode(browser, { intent: "recovery", recoveryCode: code })).toMatchObject({
      location: "/admin/bookings",
    });
    expect(await visitAdmin(browser)).toBe("the bookings, with passports and medical notes");

    const again = new Browser();
    await signIn(again, email);
    const reused = await enterCode(again, { intent: "recovery", recoveryCode: code });
    expect(reused.status).toBe(401);
    expect(reused.error).toBe("That recovery code is not right, or it was already used.");
    expect(await visitAdmin(again)).toBe("redirect /auth?redirect=%2Fadmin%2Fbookings");
  });

  it("ends a session that never passed the second factor (it predates the enrolment)", async () => {
    const email = "two-browsers@example.com";
    const laptop = await account(email);
    const phone = new Browser();
    expect(await signIn(phone, email)).toBe("/admin/bookings");
    await grantRole(getDb().db, email, "admin");
    const { key } = await enrol(laptop);

    // A right code posted with that session does not upgrade it.
    await enterCode(phone, { intent: "totp", code: totp(key) });
    expect(await visitAdmin(phone)).toBe("redirect /auth?redirect=%2Fadmin%2Fbookings");
    expect(phone.cookies.has("better-auth.session_token")).toBe(false);
  });

  it("reset-2fa clears a lost device: the sessions end and the admin enrols again", async () => {
    const email = "reset-admin@example.com";
    const browser = await account(email);
    await grantRole(getDb().db, email, "admin");
    await enrol(browser);
    expect(await visitAdmin(browser)).toBe("the bookings, with passports and medical notes");

    expect(await resetTwoFactor(getDb().db, email)).toBe(true);
    expect(await resetTwoFactor(getDb().db, email)).toBe(false);
    expect(await visitAdmin(browser)).toBe("redirect /auth?redirect=%2Fadmin%2Fbookings");

    const again = new Browser();
    // The password alone signs in again (no code asked), and the admin area asks to enrol.
    expect(await signIn(again, email)).toBe("/admin/bookings");
    expect(await visitAdmin(again)).toBe("redirect /admin/two-factor");
    await enrol(again);
    expect(await visitAdmin(again)).toBe("the bookings, with passports and medical notes");
  });

  it("signs a customer in with the password alone and keeps them out of the enrolment", async () => {
    const email = "customer@example.com";
    const browser = await account(email);
    expect(await visitAdmin(browser)).toBe("redirect /");
    expect((await setupPage(browser)).location).toBe("/");
  });
});
