import type { Kysely } from "kysely";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { describeOnEachDatabase, useTestDatabase } from "../../../tests/support/database-fixture";
import {
  baseURL,
  CapturingMailer,
  cookiesOf,
  send,
  sessionCookie,
  testAuth,
} from "../../../tests/support/auth-requests";
import type { Auth } from "./auth";
import { authErrorMessage, callAuth } from "./forward";

describeOnEachDatabase("auth on %s", (t) => {
  let auth: Auth;
  const mailer = new CapturingMailer();

  async function userCount(): Promise<number> {
    const row = await t.db
      .selectFrom("user")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async function signUpAndVerify(
    email: string,
    password = "trekking42",
    name = "Test Person",
  ): Promise<string> {
    const signUp = await send(auth, "/sign-up/email", {
      body: { name, email, password, callbackURL: "/" },
    });
    expect(signUp.status).toBe(200);
    // Opened in the browser that signed up (it carries the sign-up marker cookie).
    const verified = await send(auth, mailer.lastTo(email).link ?? "", {
      cookie: cookiesOf(signUp),
    });
    expect(verified.status).toBe(302);
    return sessionCookie(verified);
  }

  beforeAll(async () => {
    auth = testAuth(t, mailer, { rateLimit: false });
  });

  it("signs up, sends a verification link that signs the user in at the site root, then allows password sign-in", async () => {
    const email = "wanjiru@example.com";
    const signUp = await send(auth, "/sign-up/email", {
      body: { name: "Wanjiru Kamau", email, password: "trekking42", callbackURL: "/" },
    });
    expect(signUp.status).toBe(200);
    expect(
      signUp.cookies.filter(
        (c) => c.startsWith("better-auth.session_token=") && !c.includes("Max-Age=0"),
      ),
    ).toEqual([]);

    const mail = mailer.lastTo(email);
    expect(mail.subject).toMatch(/Confirm your email/);
    expect(mail.link).toMatch(
      /^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=.+&callbackURL=%2F$/,
    );
    expect(mail.text).toContain(mail.link);

    const early = await send(auth, "/sign-in/email", { body: { email, password: "trekking42" } });
    expect(early.status).toBe(403);
    expect(early.body.code).toBe("EMAIL_NOT_VERIFIED");

    const verified = await send(auth, mail.link ?? "", { cookie: cookiesOf(signUp) });
    expect(verified.status).toBe(302);
    expect(verified.location).toBe("/");
    const cookie = sessionCookie(verified);
    expect(verified.cookies.join("\n")).toMatch(/HttpOnly/);
    expect(verified.cookies.join("\n")).toMatch(/SameSite=Lax/);

    const session = await auth.api.getSession({ headers: new Headers({ cookie }) });
    expect(session?.user.email).toBe(email);
    expect(Boolean(session?.user.emailVerified)).toBe(true);
    expect(session?.user.name).toBe("Wanjiru Kamau");

    const signIn = await send(auth, "/sign-in/email", {
      body: { email: "WANJIRU@example.com", password: "trekking42" },
    });
    expect(signIn.status).toBe(200);
    sessionCookie(signIn);

    const wrong = await send(auth, "/sign-in/email", {
      body: { email, password: "not-the-password" },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe("Invalid email or password");
  });

  // Five password hashes (scrypt) in one test: a busy machine needs more than the default 5 s.
  it(
    "a verification link opened outside the sign-up browser signs nobody in: the reader chooses the password",
    { timeout: 30_000 },
    async () => {
      const email = "preclaimed@example.com";
      const signUp = await send(auth, "/sign-up/email", {
        body: { name: "Someone Else", email, password: "known-to-them-1", callbackURL: "/" },
      });
      expect(signUp.status).toBe(200);
      const opened = await send(auth, mailer.lastTo(email).link ?? "");
      expect(opened.status).toBe(302);
      expect(opened.cookies.filter((c) => c.startsWith("better-auth.session_token="))).toEqual([]);
      const invitation = new URL(opened.location ?? "", baseURL);
      expect(invitation.pathname).toBe("/auth/reset-password");
      expect(invitation.searchParams.get("welcome")).toBe("1");
      // The password the account was created with no longer works; the one the reader picks does.
      expect(
        (await send(auth, "/sign-in/email", { body: { email, password: "known-to-them-1" } }))
          .status,
      ).toBe(401);
      const token = invitation.searchParams.get("token");
      expect(
        (
          await send(auth, "/reset-password", {
            body: { newPassword: "reader-chose-this-2", token },
          })
        ).status,
      ).toBe(200);
      const signIn = await send(auth, "/sign-in/email", {
        body: { email, password: "reader-chose-this-2" },
      });
      expect(signIn.status).toBe(200);
      const session = await auth.api.getSession({
        headers: new Headers({ cookie: sessionCookie(signIn) }),
      });
      expect(Boolean(session?.user.emailVerified)).toBe(true);
    },
  );

  it("extends a session in use and re-issues its cookie, so an active customer stays signed in", async () => {
    const { readSession } = await import("./session");
    const cookie = await signUpAndVerify("regular@example.com");
    const request = () => new Request(`${baseURL}/dashboard`, { headers: { cookie } });
    // Fresh session: nothing to re-issue.
    const fresh = await readSession(request(), auth);
    expect(fresh.user?.email).toBe("regular@example.com");
    expect(fresh.setCookies).toEqual([]);
    // As if last extended two days ago: 12 of its 14 days left.
    const token = decodeURIComponent(cookie.split("=")[1] ?? "").split(".")[0] ?? "";
    const day = 86_400_000;
    // better-auth's own table, outside our schema types.
    const sessions = t.db as unknown as Kysely<{
      session: { token: string; expiresAt: string | Date; updatedAt: string | Date };
    }>;
    await sessions
      .updateTable("session")
      .set({
        expiresAt: new Date(Date.now() + 12 * day).toISOString(),
        updatedAt: new Date(Date.now() - 2 * day).toISOString(),
      })
      .where("token", "=", token)
      .execute();
    const aged = await readSession(request(), auth);
    expect(aged.user?.email).toBe("regular@example.com");
    const reissued = aged.setCookies.find((c) => c.startsWith("better-auth.session_token="));
    expect(reissued).toMatch(/Max-Age=1209600/);
    const row = await sessions
      .selectFrom("session")
      .select("expiresAt")
      .where("token", "=", token)
      .executeTakeFirstOrThrow();
    expect(new Date(row.expiresAt).getTime()).toBeGreaterThan(Date.now() + 13 * day);
  });

  it("refuses and removes a session 30 days after it was created, though used every day (issue 26 item 8)", async () => {
    const { readSession } = await import("./session");
    const day = 86_400_000;
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    try {
      const cookie = await signUpAndVerify("daily@example.com");
      const token = decodeURIComponent(cookie.split("=")[1] ?? "").split(".")[0] ?? "";
      const request = () => new Request(`${baseURL}/dashboard`, { headers: { cookie } });
      // Used every day for 29 days: better-auth's sliding window keeps extending it.
      for (let n = 1; n <= 29; n++) {
        vi.setSystemTime(start + n * day);
        expect((await readSession(request(), auth)).user?.email, `day ${n}`).toBe(
          "daily@example.com",
        );
      }
      vi.setSystemTime(start + 30 * day + 60_000);
      expect((await readSession(request(), auth)).user).toBeNull();
      expect(await auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
      const sessions = t.db as unknown as Kysely<{ session: { token: string } }>;
      expect(
        await sessions.selectFrom("session").select("token").where("token", "=", token).execute(),
      ).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("signs out: the session no longer works", async () => {
    const cookie = await signUpAndVerify("signout@example.com");
    expect(await auth.api.getSession({ headers: new Headers({ cookie }) })).not.toBeNull();
    const out = await send(auth, "/sign-out", { body: {}, cookie });
    expect(out.status).toBe(200);
    expect(await auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
  });

  it("answers a duplicate sign-up like a new one and creates nothing", async () => {
    await signUpAndVerify("taken@example.com");
    const before = await userCount();
    const again = await send(auth, "/sign-up/email", {
      body: { name: "Impostor", email: "taken@example.com", password: "another-pass-1" },
    });
    expect(again.status).toBe(200);
    expect(await userCount()).toBe(before);
  });

  it("resets a password by email link, and the old password stops working", async () => {
    const email = "forgetful@example.com";
    const oldCookie = await signUpAndVerify(email, "first-pass-99");
    const request = await send(auth, "/request-password-reset", {
      body: { email, redirectTo: "/auth/reset-password" },
    });
    expect(request.status).toBe(200);
    const mail = mailer.lastTo(email);
    expect(mail.subject).toMatch(/Reset your/);

    const landing = await send(auth, mail.link ?? "");
    expect(landing.status).toBe(302);
    const token = new URL(landing.location ?? "", baseURL).searchParams.get("token");
    expect(new URL(landing.location ?? "", baseURL).pathname).toBe("/auth/reset-password");
    expect(token).toBeTruthy();

    expect(
      (await send(auth, "/reset-password", { body: { newPassword: "password", token } })).status,
    ).toBe(400); // common
    expect(
      (await send(auth, "/reset-password", { body: { newPassword: "second-pass-77", token } }))
        .status,
    ).toBe(200);
    expect(
      (await send(auth, "/reset-password", { body: { newPassword: "third-pass-55", token } }))
        .status,
    ).toBe(400); // used once

    expect(
      (await send(auth, "/sign-in/email", { body: { email, password: "first-pass-99" } })).status,
    ).toBe(401);
    expect(
      (await send(auth, "/sign-in/email", { body: { email, password: "second-pass-77" } })).status,
    ).toBe(200);
    // Resetting signs out every other session.
    expect(await auth.api.getSession({ headers: new Headers({ cookie: oldCookie }) })).toBeNull();
  });

  it("refuses mail links that would lead to another site (no open redirect, no token sent away)", async () => {
    const users = await userCount();
    const reset = await send(auth, "/request-password-reset", {
      body: { email: "someone@example.com", redirectTo: "https://evil.example/steal" },
    });
    expect(reset.status).toBe(403);
    const signUp = await send(auth, "/sign-up/email", {
      body: {
        name: "Elsewhere",
        email: "elsewhere@example.com",
        password: "trekking42",
        callbackURL: "//evil.example/welcome",
      },
    });
    expect(signUp.status).toBe(403);
    expect(await userCount()).toBe(users);
  });

  describe("hostile sign-up and sign-in input gets a 4xx with a clear message and stores nothing", () => {
    const long = "x".repeat(10 * 1024);
    const signUpCases: Array<[string, unknown, RegExp]> = [
      ["missing everything", {}, /must provide either an email or phone number and a password/],
      ["missing password", { name: "A", email: "a1@example.com" }, /must provide either an email/],
      ["missing name", { email: "a2@example.com", password: "trekking42" }, /full name/i],
      [
        "10 kB name",
        { name: long, email: "a3@example.com", password: "trekking42" },
        /at most 100 characters/,
      ],
      [
        "10 kB email",
        { name: "A", email: `${long}@example.com`, password: "trekking42" },
        /at most 254 characters/,
      ],
      [
        "10 kB password",
        { name: "A", email: "a4@example.com", password: long },
        /at most 128 characters/,
      ],
      ["numeric name", { name: 42, email: "a5@example.com", password: "trekking42" }, /full name/i],
      ["array email", { name: "A", email: ["a6@example.com"], password: "trekking42" }, /email/i],
      [
        "object password",
        { name: "A", email: "a7@example.com", password: { $gt: "" } },
        /password/i,
      ],
      [
        "null body fields",
        { name: null, email: null, password: null },
        /must provide either an email/,
      ],
      [
        "script in name",
        { name: "<script>alert(1)</script>", email: "a8@example.com", password: "trekking42" },
        /cannot contain < or >/,
      ],
      [
        "script in email",
        { name: "A", email: "<script>@example.com", password: "trekking42" },
        /valid email/,
      ],
      [
        "short password",
        { name: "A", email: "a9@example.com", password: "trek-42" },
        /at least 10 characters/,
      ],
      [
        "common password",
        { name: "A", email: "a10@example.com", password: "Password123" },
        /too common/,
      ],
    ];

    it.each(signUpCases)("sign-up: %s", async (_label, body, message) => {
      const before = await userCount();
      const answer = await send(auth, "/sign-up/email", { body });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(String(answer.body.message)).toMatch(message);
      expect(await userCount()).toBe(before);
      expect(answer.cookies.filter((c) => !c.includes("Max-Age=0"))).toEqual([]);
    });

    it("sign-up: a body that is not JSON, or JSON that is not an object", async () => {
      const before = await userCount();
      for (const rawBody of ["not json", "[1,2,3]", '"just a string"', "null"]) {
        const answer = await send(auth, "/sign-up/email", { rawBody });
        expect(answer.status, rawBody).toBeGreaterThanOrEqual(400);
        expect(answer.status, rawBody).toBeLessThan(500);
      }
      expect(await userCount()).toBe(before);
    });

    const signInCases: Array<[string, unknown, RegExp]> = [
      ["missing everything", {}, /must provide either an email or phone number and a password/],
      [
        "10 kB password",
        { email: "someone@example.com", password: long },
        /at most 128 characters/,
      ],
      [
        "10 kB email",
        { email: `${long}@example.com`, password: "trekking42" },
        /at most 254 characters/,
      ],
      ["wrong types", { email: 7, password: ["x"] }, /email|password/i],
      [
        "script in email",
        { email: "<img src=x onerror=alert(1)>", password: "trekking42" },
        /valid email/,
      ],
    ];

    it.each(signInCases)("sign-in: %s", async (_label, body, message) => {
      const answer = await send(auth, "/sign-in/email", { body });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(String(answer.body.message)).toMatch(message);
      expect(answer.cookies.filter((c) => !c.includes("Max-Age=0"))).toEqual([]);
    });
  });

  it("our route actions see better-auth's messages through callAuth", async () => {
    const request = new Request(`${baseURL}/auth`, { method: "POST" });
    const result = await callAuth(auth, "/sign-in/email", {
      request,
      clientIp: "10.0.0.9",
      body: { email: "nobody@example.com", password: "whatever-1" },
    });
    expect(result.status).toBe(401);
    expect(authErrorMessage(result)).toBe("Invalid email or password");
  });
});

describe("auth rate limits", { timeout: 60_000 }, () => {
  const t = useTestDatabase("sqlite");
  let auth: Auth;
  const mailer = new CapturingMailer();
  beforeAll(async () => {
    auth = testAuth(t, mailer, { rateLimit: true });
  });

  it("limits sign-in attempts per IP", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      statuses.push(
        (
          await send(auth, "/sign-in/email", {
            ip: "192.0.2.1",
            body: { email: `user${i}@example.com`, password: "wrong-pass" },
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another address has its own bucket.
    expect(
      (
        await send(auth, "/sign-in/email", {
          ip: "192.0.2.2",
          body: { email: "user0@example.com", password: "wrong-pass" },
        })
      ).status,
    ).toBe(401);
  });

  it("counts wrong passwords per account and address: a guesser is held, the same account from another address is not", async () => {
    const guesser = "198.51.100.1";
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      statuses.push(
        (
          await send(auth, "/sign-in/email", {
            ip: guesser,
            body: { email: "target@example.com", password: "wrong-pass" },
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(statuses[6]).toBe(429);
    const held = await send(auth, "/sign-in/email", {
      ip: guesser,
      body: { email: "Target@example.com", password: "wrong-pass" },
    });
    expect(held.status).toBe(429);
    expect(String(held.body.message)).toMatch(
      /Too many wrong passwords\. Please wait \d+ seconds? and try again\./,
    );
    const elsewhere = await send(auth, "/sign-in/email", {
      ip: "198.51.100.2",
      body: { email: "target@example.com", password: "wrong-pass" },
    });
    expect(elsewhere.status).toBe(401);
  });

  it("holds an account guessed at from six addresses, five guesses each (issue 26: none was held)", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const statuses: number[] = [];
    for (let address = 0; address < 6; address += 1)
      for (let guess = 0; guess < 5; guess += 1)
        statuses.push(
          (
            await send(auth, "/sign-in/email", {
              ip: `198.51.100.${50 + address}`,
              body: { email: "spread@example.com", password: `guess-${address}-${guess}` },
            })
          ).status,
        );
    // Ten wrong passwords are free; from then on the account waits before each next guess.
    expect(statuses.slice(0, 10)).toEqual(Array<number>(10).fill(401));
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(19);
    // The wait is seconds, not a lockout: a minute later the next guess is answered again.
    vi.setSystemTime(Date.now() + 61 * 1000);
    const later = await send(auth, "/sign-in/email", {
      ip: "198.51.100.99",
      body: { email: "spread@example.com", password: "guess-later" },
    });
    expect(later.status).toBe(401);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  // Issue 13 item 5 changed this: guesses from other addresses no longer hold the real user at all
  // (they held them for 15 minutes before), and the real user's own typos cost seconds.
  it("a password-guessing run from many addresses never holds back the real user; their own typos cost seconds", async () => {
    const email = "kamau.real@example.com";
    const password = "Mlima-Kenya-2030";
    const signUp = await send(auth, "/sign-up/email", {
      ip: "203.0.113.9",
      body: { name: "Kamau", email, password, callbackURL: "/" },
    });
    expect(
      (
        await send(auth, mailer.lastTo(email).link ?? "", {
          ip: "203.0.113.9",
          cookie: cookiesOf(signUp),
        })
      ).status,
    ).toBe(302);

    // The real user has signed in from home before: that address is known to the account.
    expect(
      (await send(auth, "/sign-in/email", { ip: "203.0.113.9", body: { email, password } })).status,
    ).toBe(200);

    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    // Issue 26: guesses from many addresses build up a wait for the account (from the eleventh), which
    // holds back every address that has never signed in to it...
    const guesses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const guess = await send(auth, "/sign-in/email", {
        ip: `192.0.2.${100 + i}`,
        body: { email, password: `guess-${i}-wrong` },
      });
      guesses.push(guess.status);
    }
    expect(guesses).toEqual([...Array<number>(11).fill(401), 429]);
    // ...but never the real user's own address.
    const home = await send(auth, "/sign-in/email", {
      ip: "203.0.113.9",
      body: { email, password },
    });
    expect(home.status).toBe(200);

    // Seven typos from home: a short hold, then the right password works again.
    for (let i = 0; i < 7; i += 1)
      await send(auth, "/sign-in/email", {
        ip: "203.0.113.9",
        body: { email, password: `typo-${i}` },
      });
    const held = await send(auth, "/sign-in/email", {
      ip: "203.0.113.9",
      body: { email, password },
    });
    expect(held.status).toBe(429);
    // A minute on: the pair's hold (30 s at most) and better-auth's per-address window (10 a
    // minute, which home's ten sign-ins above have used) have both passed.
    vi.setSystemTime(Date.now() + 61 * 1000);
    const back = await send(auth, "/sign-in/email", {
      ip: "203.0.113.9",
      body: { email, password },
    });
    expect(back.status).toBe(200);
    expect(sessionCookie(back)).toMatch(/^better-auth\.session_token=/);
  });
});
