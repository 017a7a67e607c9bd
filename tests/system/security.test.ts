// Security against the production build, over real HTTP: headers and CSP on every page and
// file, nonces on every inline script, cookie flags, cross-site posts, session fixation,
// open redirects, direct object references, price tampering, and no leaked secret or stack
// trace in any of the answers seen along the way.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookiePairs, PASSWORD, verificationLink, verifiedSession } from "./lib/faults-accounts";
import {
  clientAddress,
  databaseSnapshot,
  formHeaders,
  grantAdmin,
  jsonHeaders,
  leakIn,
  send,
  type Answer,
  type Sending,
} from "./lib/http";
import { daysAhead, openServerDatabase, startProductionServer, type Server } from "./lib/system";

const SECRET = randomBytes(32).toString("base64");
const EVIL = "https://evil.example";

let server: Server;
/** Every answer this file saw, checked at the end for leaks. */
const answers: Array<{ what: string; answer: Answer }> = [];

let calls = 0;
/** Each call from its own address, so the per-address limits on sign-in stay out of the way. */
async function call(sending: Sending): Promise<Answer> {
  const answer = await send(server, { from: clientAddress(++calls), ...sending });
  answers.push({ what: `${sending.method ?? "GET"} ${sending.path}`, answer });
  return answer;
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const cookieNamed = (answer: Answer, name: string) =>
  answer.setCookies.find((cookie) => cookie.startsWith(`${name}=`));
const SESSION = "better-auth.session_token";

function expectSecurityHeaders(answer: Answer, what: string) {
  expect(answer.headers["x-content-type-options"], what).toBe("nosniff");
  expect(answer.headers["x-frame-options"], what).toBe("DENY");
  expect(answer.headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(answer.headers["strict-transport-security"], what).toMatch(/max-age=\d{7,}/);
  const policy = String(answer.headers["content-security-policy"] ?? "");
  expect(policy, what).toContain("default-src 'self'");
  expect(policy, what).toContain("frame-ancestors 'none'");
  expect(policy, what).toContain("object-src 'none'");
  expect(policy, what).not.toMatch(/script-src[^;]*'unsafe-inline'/);
}

/** Every <script> of a page carries the nonce its policy names; no inline handlers or javascript: URLs. */
function expectNoncedScripts(answer: Answer, what: string) {
  const nonce = /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1];
  expect(nonce, what).toBeTruthy();
  const scripts = [...answer.body.matchAll(/<script\b[^>]*>/gi)].map((match) => match[0]);
  expect(scripts.length, what).toBeGreaterThan(0);
  for (const tag of scripts) {
    if (/type="application\/(?:ld\+)?json"/.test(tag)) continue; // data, not code
    expect(tag, what).toContain(`nonce="${nonce}"`);
  }
  const tags = answer.body.match(/<[a-z][^>]*>/gi) ?? [];
  expect(
    tags.filter((tag) => /\son[a-z]+\s*=/i.test(tag)),
    what,
  ).toEqual([]);
  expect(answer.body, what).not.toMatch(/(?:href|src|action)="\s*javascript:/i);
}

beforeAll(async () => {
  server = await startProductionServer({ env: { AUTH_SECRET: SECRET } });
});
afterAll(async () => {
  await server?.stop();
});

describe("headers and the content security policy", () => {
  it("are on every public page, with a fresh nonce on every inline script", async () => {
    const sitemap = await call({ path: "/sitemap.xml" });
    const pages = [...sitemap.body.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map(
      (match) => match[1] ?? "/",
    );
    expect(pages.length).toBeGreaterThan(20);
    expect(pages.filter((path) => path.startsWith("/itinerary/")).length).toBeGreaterThan(15);
    for (const path of [
      ...pages,
      "/auth",
      "/auth?tab=signup",
      "/auth?tab=forgot",
      "/auth/reset-password?token=x",
      "/auth/verified",
      "/auth/verified?error=TOKEN_EXPIRED",
      "/no-such-page",
    ]) {
      const answer = await call({ path, headers: { "accept-encoding": "identity" } });
      expect(answer.status, path).toBe(path === "/no-such-page" ? 404 : 200);
      expectSecurityHeaders(answer, path);
      expectNoncedScripts(answer, path);
    }
    // The page cache hands each visitor its own nonce.
    const first = await call({ path: "/" });
    const second = await call({ path: "/" });
    expect(first.headers["content-security-policy"]).not.toBe(
      second.headers["content-security-policy"],
    );
  });

  it("are on API answers, PDFs and errors too, and files say nosniff", async () => {
    const home = await call({ path: "/" });
    const script = /"(\/assets\/[^"]+\.js)"/.exec(home.body)?.[1];
    // React Router marks the stylesheet of a shared chunk with an empty fragment ("….css#").
    const stylesheet = /href="(\/assets\/[^"#]+\.css)#?"/.exec(home.body)?.[1];
    expect(script).toBeTruthy();
    expect(stylesheet).toBeTruthy();
    const answers: Sending[] = [
      { path: "/assets/no-such-file.js" },
      { path: "/robots.txt" },
      { path: "/healthz" },
      { path: "/seasonal-guide.pdf" },
      { path: "/api/nothing-here" },
      {
        method: "POST",
        path: "/api/dynamic-pricing",
        headers: jsonHeaders(server),
        body: JSON.stringify({
          adventureType: "point-lenana",
          bookingDate: daysAhead(30),
          participants: 2,
        }),
      },
      {
        method: "POST",
        path: "/api/dynamic-pricing",
        headers: jsonHeaders(server),
        body: "{not json",
      },
    ];
    for (const sending of answers) {
      const answer = await call(sending);
      expect(answer.status, sending.path).toBeLessThan(500);
      expectSecurityHeaders(answer, sending.path);
    }
    // Files carry what matters for a file: no type sniffing, HTTPS only; hashed names are kept for ever.
    for (const path of [script ?? "", stylesheet ?? "", "/favicon.svg"]) {
      const file = await call({ path });
      expect(file.status, path).toBe(200);
      expect(file.headers["x-content-type-options"], path).toBe("nosniff");
      expect(file.headers["strict-transport-security"], path).toMatch(/max-age=\d{7,}/);
    }
    expect((await call({ path: script ?? "" })).headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
  });
});

describe("accounts", () => {
  it("session cookies are HttpOnly and SameSite=Lax, and Secure behind https", async () => {
    const email = `flags-${randomBytes(4).toString("hex")}@example.com`;
    await verifiedSession(server, "Cookie Flags", email);
    const signIn = await call({
      method: "POST",
      path: "/auth?tab=login",
      headers: formHeaders(server),
      body: form({ intent: "login", email, password: PASSWORD }),
    });
    const cookie = cookieNamed(signIn, SESSION);
    expect(cookie).toBeTruthy();
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\//i);

    // The same build behind an https address: the cookie is Secure and __Secure- prefixed.
    const secureSite = "https://kilele.example";
    const https = await startProductionServer({
      env: { AUTH_SECRET: SECRET, SITE_URL: secureSite },
    });
    try {
      const secureEmail = `secure-${randomBytes(4).toString("hex")}@example.com`;
      const signUp = await send(https, {
        method: "POST",
        path: "/api/auth/sign-up/email",
        headers: { "content-type": "application/json", origin: secureSite },
        body: JSON.stringify({
          name: "Secure Flags",
          email: secureEmail,
          password: PASSWORD,
          callbackURL: "/",
        }),
      });
      expect(signUp.status).toBe(200);
      const link = new URL(await verificationLink(https.dataDir, secureEmail));
      // Opened in the browser that signed up: it sends back the sign-up's cookies.
      const verified = await send(https, {
        path: link.pathname + link.search,
        headers: { cookie: cookiePairs(signUp.setCookies) },
      });
      const secureCookie = cookieNamed(verified, `__Secure-${SESSION}`);
      expect(secureCookie).toMatch(/;\s*Secure/i);
      expect(secureCookie).toMatch(/;\s*HttpOnly/i);
      expect(secureCookie).toMatch(/;\s*SameSite=Lax/i);
    } finally {
      await https.stop();
    }
  });

  it("session fixation: a planted session id is ignored, and signing in issues a new one", async () => {
    const email = `fixation-${randomBytes(4).toString("hex")}@example.com`;
    await verifiedSession(server, "Fixation Target", email);
    const planted = `${SESSION}=attacker-chosen-id.c2lnbmF0dXJl`;
    const refused = await call({ path: "/dashboard", headers: { cookie: planted } });
    expect(refused.status).toBe(302);
    expect(refused.headers.location).toBe("/auth?redirect=%2Fdashboard");

    const signIn = await call({
      method: "POST",
      path: "/auth?tab=login",
      headers: formHeaders(server, { cookie: planted }),
      body: form({ intent: "login", email, password: PASSWORD }),
    });
    expect(signIn.status).toBe(302);
    const issued = cookieNamed(signIn, SESSION)?.split(";")[0] ?? "";
    expect(issued).toMatch(new RegExp(`^${SESSION}=.{20,}`));
    expect(issued).not.toBe(planted);
    // Two sign-ins, two sessions: an id seen before signing in is never the one after.
    const again = await call({
      method: "POST",
      path: "/auth?tab=login",
      headers: formHeaders(server),
      body: form({ intent: "login", email, password: PASSWORD }),
    });
    expect(cookieNamed(again, SESSION)?.split(";")[0]).not.toBe(issued);
    expect((await call({ path: "/dashboard", headers: { cookie: issued } })).status).toBe(200);

    // Signing out ends the session on the server, not only in the browser.
    const signOut = await call({
      method: "POST",
      path: "/dashboard",
      headers: formHeaders(server, { cookie: issued }),
      body: form({ intent: "signout" }),
    });
    expect(signOut.status).toBe(302);
    expect((await call({ path: "/dashboard", headers: { cookie: issued } })).status).toBe(302);
  });

  it("open redirects: ?redirect= only ever leads to a page of this site", async () => {
    const email = `redirect-${randomBytes(4).toString("hex")}@example.com`;
    const session = await verifiedSession(server, "Redirect Probe", email);
    const signInTo = async (redirect: string) =>
      (
        await call({
          method: "POST",
          path: "/auth?tab=login",
          headers: formHeaders(server),
          body: form({ intent: "login", email, password: PASSWORD, redirect }),
        })
      ).headers.location;

    for (const hostile of [
      EVIL,
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "javascript:alert(1)",
      "https:evil.example",
      // Dot segments that normalise to a protocol-relative URL (issue 26, item 1).
      "/.//evil.example",
      "/%2e//evil.example",
      "/a/%2e%2e//evil.example",
    ]) {
      expect(await signInTo(hostile), hostile).toBe("/dashboard");
      const signedIn = await call({
        path: `/auth?redirect=${encodeURIComponent(hostile)}`,
        headers: { cookie: session },
      });
      expect(signedIn.headers.location, hostile).toBe("/dashboard");
      const page = await call({ path: `/auth?redirect=${encodeURIComponent(hostile)}` });
      expect(page.body, hostile).not.toContain("evil.example");
    }
    expect(await signInTo("/itinerary/point-lenana?from=mail")).toBe(
      "/itinerary/point-lenana?from=mail",
    );
    expect(
      (
        await call({
          path: "/auth?redirect=%2Fdashboard%3Ftab%3Dupcoming",
          headers: { cookie: session },
        })
      ).headers.location,
    ).toBe("/dashboard?tab=upcoming");

    // better-auth's own redirect parameters accept only this site too.
    const reset = await call({
      method: "POST",
      path: "/api/auth/request-password-reset",
      headers: jsonHeaders(server),
      body: JSON.stringify({ email, redirectTo: `${EVIL}/steal` }),
    });
    expect(reset.status).toBe(400);
    expect(JSON.parse(reset.body)).toEqual({
      error: "redirectTo: only a page of this site (a path such as /dashboard).",
    });
    // better-auth's error path redirects even for a bad token, with no session (issue 26, item 2).
    for (const callback of [
      `${EVIL}/welcome`,
      "/.//evil.example/x",
      "//evil.example",
      "/%2e//evil.example",
    ]) {
      const verify = await call({
        path: `/api/auth/verify-email?token=not-a-token&callbackURL=${encodeURIComponent(callback)}`,
      });
      expect(verify.status, callback).toBe(400);
      expect(String(verify.headers.location ?? ""), callback).not.toContain("evil.example");
    }
    // The site's own verification links still lead to its own page.
    const ownPage = await call({
      path: "/api/auth/verify-email?token=not-a-token&callbackURL=%2Fauth%2Fverified",
    });
    expect(ownPage.status).toBe(302);
    expect(String(ownPage.headers.location)).toMatch(/^\/auth\/verified\?error=/);
  });

  it("better-auth answers only the endpoints the site uses: the rest are 404 (issue 26, item 2)", async () => {
    const email = `unused-${randomBytes(4).toString("hex")}@example.com`;
    const session = await verifiedSession(server, "Unused Endpoints", email);
    for (const [method, path, body] of [
      ["POST", "/api/auth/verify-password", { password: PASSWORD }],
      ["GET", "/api/auth/list-accounts", undefined],
      ["GET", "/api/auth/list-sessions", undefined],
      ["POST", "/api/auth/update-session", {}],
      ["POST", "/api/auth/update-user", { name: "Changed" }],
      ["POST", "/api/auth/revoke-sessions", {}],
    ] as const) {
      const answer = await call({
        method,
        path,
        headers: jsonHeaders(server, { cookie: session }),
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      expect(answer.status, path).toBe(404);
      expect(JSON.parse(answer.body), path).toEqual({ error: `No API endpoint at ${path}.` });
    }
    // The session still works: nothing above reached better-auth.
    expect((await call({ path: "/dashboard", headers: { cookie: session } })).status).toBe(200);
  });
});

describe("cross-site request forgery", () => {
  it("refuses every form and JSON post sent from another site's page, and changes nothing", async () => {
    const email = `csrf-${randomBytes(4).toString("hex")}@example.com`;
    const session = await grantAdmin(
      server,
      email,
      await verifiedSession(server, "Csrf Admin", email),
    );
    const db = openServerDatabase(server.dataDir);
    try {
      const booking = await call({
        method: "POST",
        path: "/api/secure-booking",
        headers: jsonHeaders(server, {
          "idempotency-key": `csrf-${randomBytes(4).toString("hex")}`,
        }),
        body: JSON.stringify({
          clientName: "Csrf Victim",
          clientEmail: "victim@example.com",
          clientPhone: null,
          adventureType: "Point Lenana Summit",
          tripSlug: "point-lenana",
          bookingDate: daysAhead(40),
          numberOfParticipants: 2,
          specialRequirements: null,
        }),
      });
      expect(booking.status).toBe(201);
      const bookingId = (JSON.parse(booking.body) as { booking: { id: string } }).booking.id;
      const before = databaseSnapshot(db);

      const foreign = (extra: Record<string, string> = {}) => ({ origin: EVIL, ...extra });
      const formPosts: Sending[] = [
        { path: "/auth?tab=login", body: form({ intent: "login", email, password: PASSWORD }) },
        {
          path: "/auth?tab=signup",
          body: form({
            intent: "signup",
            name: "Forged",
            email: "forged@example.com",
            password: PASSWORD,
            confirmPassword: PASSWORD,
          }),
        },
        { path: "/auth?tab=forgot", body: form({ intent: "forgot", email }) },
        {
          path: "/auth/reset-password",
          body: form({ token: "t", password: PASSWORD, confirmPassword: PASSWORD }),
        },
        { path: "/dashboard", body: form({ intent: "signout" }), headers: { cookie: session } },
        {
          path: `/admin/bookings/${bookingId}`,
          body: form({ to: "cancelled", note: "forged" }),
          headers: { cookie: session },
        },
        {
          path: "/admin/inquiries",
          body: form({ id: "x", handled: "true" }),
          headers: { cookie: session },
        },
        {
          path: "/admin/pricing",
          body: form({ peakSeasonAdjustment: "0.5" }),
          headers: { cookie: session },
        },
      ];
      for (const post of formPosts) {
        const answer = await call({
          method: "POST",
          path: post.path,
          body: post.body,
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            ...foreign(post.headers),
          },
        });
        expect(answer.status, post.path).toBe(403);
        expect(answer.body, post.path).toContain("This form must be sent from our own site.");
        expect(cookieNamed(answer, SESSION), post.path).toBeUndefined();
      }
      const jsonPosts: Array<[string, unknown]> = [
        [
          "/api/secure-booking",
          {
            clientName: "Forged",
            clientEmail: "forged@example.com",
            adventureType: "Point Lenana Summit",
            tripSlug: "point-lenana",
            bookingDate: daysAhead(40),
            numberOfParticipants: 2,
          },
        ],
        [
          "/api/contact-inquiry",
          { name: "Forged", email: "forged@example.com", message: "Forged message from elsewhere" },
        ],
        ["/api/quote-request", { kind: "school", name: "Forged" }],
        [
          "/api/dynamic-pricing",
          { adventureType: "point-lenana", bookingDate: daysAhead(30), participants: 2 },
        ],
        ["/api/generate-pdf-itinerary", { slug: "point-lenana" }],
        ["/api/auth/sign-in/email", { email, password: PASSWORD }],
        [
          "/api/auth/sign-up/email",
          { name: "Forged", email: "forged2@example.com", password: PASSWORD },
        ],
        ["/api/auth/sign-out", {}],
      ];
      for (const [path, body] of jsonPosts) {
        for (const contentType of ["application/json", "text/plain"]) {
          const answer = await call({
            method: "POST",
            path,
            body: JSON.stringify(body),
            headers: foreign({ "content-type": contentType, cookie: session }),
          });
          expect(answer.status, `${path} ${contentType}`).toBe(403);
          expect(JSON.parse(answer.body), path).toEqual({
            error: "This request must come from our own site.",
          });
        }
      }
      // A "simple" cross-site post a page can send without asking: refused for its content type.
      const simple = await call({
        method: "POST",
        path: "/api/secure-booking",
        body: "clientName=x",
        headers: { "content-type": "text/plain" },
      });
      expect(simple.status).toBe(415);

      expect(databaseSnapshot(db)).toBe(before);
      // The admin's session survived the forged sign-out.
      expect((await call({ path: "/dashboard", headers: { cookie: session } })).status).toBe(200);
    } finally {
      db.close();
    }
  });
});

describe("access to other people's data", () => {
  it("a customer reaches no admin page, data route or action, and a visitor no dashboard", async () => {
    const customer = await verifiedSession(
      server,
      "Plain Customer",
      `idor-${randomBytes(4).toString("hex")}@example.com`,
    );
    const victimName = `Idor Victim ${randomBytes(3).toString("hex")}`;
    const booking = await call({
      method: "POST",
      path: "/api/secure-booking",
      headers: jsonHeaders(server),
      body: JSON.stringify({
        clientName: victimName,
        clientEmail: "idor-victim@example.com",
        adventureType: "Point Lenana Summit",
        tripSlug: "point-lenana",
        bookingDate: daysAhead(45),
        numberOfParticipants: 2,
      }),
    });
    const bookingId = (JSON.parse(booking.body) as { booking: { id: string } }).booking.id;
    const db = openServerDatabase(server.dataDir);
    try {
      const before = databaseSnapshot(db);
      const reads = [
        "/admin",
        "/admin/bookings",
        `/admin/bookings/${bookingId}`,
        "/admin/bookings.csv",
        "/admin/inquiries",
        "/admin/pricing",
        "/admin/fees",
        "/admin/booking-settings",
        "/admin/security",
      ];
      for (const path of reads) {
        for (const variant of [path, `${path.replace(/\.csv$/, "")}.data`]) {
          const answer = await call({ path: variant, headers: { cookie: customer } });
          expect(answer.status, variant).toBeLessThan(500);
          expect([200, 202, 204, 302], variant).toContain(answer.status);
          expect(answer.body, variant).not.toContain(victimName);
          expect(answer.body, variant).not.toContain("idor-victim@example.com");
        }
      }
      const writes: Array<[string, Record<string, string>]> = [
        [`/admin/bookings/${bookingId}`, { to: "confirmed", note: "customer" }],
        ["/admin/pricing", { peakSeasonAdjustment: "0.5" }],
        ["/admin/fees", { intent: "save", park: "nairobi", category: "non-resident", amount: "1" }],
        ["/admin/booking-settings", { defaultMode: "instant", holdMinutes: "30" }],
        ["/admin/inquiries", { id: "x", handled: "true" }],
        // The audit's "Run the checks now" (decision 0048): a customer cannot start a run.
        ["/admin/security", {}],
      ];
      for (const [path, fields] of writes) {
        const answer = await call({
          method: "POST",
          path,
          headers: formHeaders(server, { cookie: customer }),
          body: form(fields),
        });
        expect(answer.status, path).toBe(302);
        expect(answer.headers.location, path).toBe("/");
      }
      // Signed out: no dashboard, and the visitor is asked to sign in.
      const anonymous = await call({ path: "/dashboard" });
      expect(anonymous.status).toBe(302);
      expect(anonymous.body).not.toContain(victimName);
      expect(databaseSnapshot(db)).toBe(before);
    } finally {
      db.close();
    }
  });

  // Updated for issue 14 (decision 0018): a total the server does not quote stores nothing.
  it("price tampering: a made-up total stores nothing and is answered with the server's quote, which is what gets stored", async () => {
    const db = openServerDatabase(server.dataDir);
    try {
      const request = {
        clientName: "Bargain Hunter",
        clientEmail: "bargain@example.com",
        adventureType: "Point Lenana Summit",
        tripSlug: "point-lenana",
        bookingDate: daysAhead(60),
        numberOfParticipants: 2,
      };
      const count = () =>
        (db.prepare("select count(*) as n from bookings").get() as { n: number }).n;
      const before = count();
      const tampered = await call({
        method: "POST",
        path: "/api/secure-booking",
        headers: jsonHeaders(server),
        body: JSON.stringify({ ...request, totalPrice: 1 }),
      });
      expect(tampered.status).toBe(409);
      expect(count()).toBe(before);
      const { quote } = JSON.parse(tampered.body) as { quote: { totalPrice: number } };
      expect(quote.totalPrice).toBeGreaterThan(100);

      const answer = await call({
        method: "POST",
        path: "/api/secure-booking",
        headers: jsonHeaders(server),
        body: JSON.stringify({ ...request, totalPrice: quote.totalPrice }),
      });
      expect(answer.status).toBe(201);
      const id = (JSON.parse(answer.body) as { booking: { id: string } }).booking.id;
      const stored = db.prepare("select total_price from bookings where id = ?").get(id) as {
        total_price: number;
      };
      expect(stored.total_price).toBe(quote.totalPrice);
    } finally {
      db.close();
    }
  });
});

describe("answers", () => {
  it("never show the secret, a stack trace, a server path or a database error", () => {
    expect(answers.length).toBeGreaterThan(80);
    const leaks = answers
      .map(({ what, answer }) => [what, leakIn(answer, SECRET)])
      .filter(([, leak]) => leak);
    expect(leaks).toEqual([]);
  });
});
