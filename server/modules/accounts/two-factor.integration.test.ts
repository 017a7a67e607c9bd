import { expect, it } from "vitest";
import { describeOnEachDatabase } from "../../../tests/support/database-fixture";
import {
  CapturingMailer,
  cookiesOf,
  createVerifiedAccount,
  send,
  sessionCookie,
  testAuth,
} from "../../../tests/support/auth-requests";
import { totp, wrongTotp } from "../../../tests/support/totp";
import { base32 } from "../../../domain/auth/two-factor";
import { symmetricDecrypt } from "better-auth/crypto";
import { resetTwoFactor } from "./roles";
import type { Auth } from "./auth";

// better-auth's twoFactor plugin on both databases (migration 0025, decision 0046): the enrolment,
// the sign-in that waits for a code, the mark on a session that passed, and reset-2fa.
describeOnEachDatabase("two-factor sign-in on %s", (t) => {
  const password = "Kilele-trek-2030";
  let auth: Auth;

  async function account(email: string): Promise<string> {
    auth ??= testAuth(t, new CapturingMailer(), { rateLimit: false });
    await createVerifiedAccount(auth, email, password);
    return sessionCookie(await send(auth, "/sign-in/email", { body: { email, password } }));
  }

  async function passed(cookie: string): Promise<boolean> {
    const token = decodeURIComponent(cookie.split("=")[1] ?? "").split(".")[0] ?? "";
    const row = await t.db
      .selectFrom("session")
      .select("twoFactorVerified")
      .where("token", "=", token)
      .executeTakeFirst();
    return Boolean(row?.twoFactorVerified);
  }

  it("enrols, then signs in only with password and code, and reset-2fa clears it", async () => {
    const email = `two-factor-${t.dialect}@example.com`;
    const first = await account(email);
    expect(await passed(first)).toBe(false);

    const enabled = await send(auth, "/two-factor/enable", {
      body: { password },
      cookie: first,
    });
    expect(enabled.status).toBe(200);
    expect(String(enabled.body.totpURI)).toMatch(/^otpauth:\/\/totp\/Kilele%20Expeditions:/);
    const row = await t.db.selectFrom("twoFactor").select("secret").executeTakeFirstOrThrow();
    const context = await auth.$context;
    const key = base32(
      new TextEncoder().encode(
        await symmetricDecrypt({ key: context.secretConfig, data: row.secret }),
      ),
    );
    const confirmed = await send(auth, "/two-factor/verify-totp", {
      body: { code: totp(key) },
      cookie: first,
    });
    expect(confirmed.status).toBe(200);
    expect(await passed(sessionCookie(confirmed))).toBe(true);

    const signIn = await send(auth, "/sign-in/email", { body: { email, password } });
    expect(signIn.body.twoFactorRedirect).toBe(true);
    expect(signIn.cookies.some((c) => /^better-auth\.session_token=[^;]/.test(c))).toBe(false);
    const wrong = await send(auth, "/two-factor/verify-totp", {
      body: { code: wrongTotp(key) },
      cookie: cookiesOf(signIn),
    });
    expect(wrong.status).toBe(401);
    const right = await send(auth, "/two-factor/verify-totp", {
      body: { code: totp(key) },
      cookie: cookiesOf(signIn),
    });
    expect(right.status).toBe(200);
    expect(await passed(sessionCookie(right))).toBe(true);

    expect(await resetTwoFactor(t.db, email)).toBe(true);
    expect(await t.db.selectFrom("twoFactor").selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom("session").selectAll().execute()).toEqual([]);
    const after = await send(auth, "/sign-in/email", { body: { email, password } });
    expect(after.body.twoFactorRedirect).toBeUndefined();
    expect(await passed(sessionCookie(after))).toBe(false);
  });
});
