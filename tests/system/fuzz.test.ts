// Property-based fuzzing (fast-check) of every JSON endpoint and every form action of the
// production build, over real HTTP. Each case is random or malicious: wrong types, huge
// strings, unicode edge cases, prototype-pollution keys, SQL and script injection, broken
// bodies and content types. Every answer must be below 500, show no secret or stack trace,
// and a refusal (4xx) must say what is wrong and leave every table exactly as it was.
// FUZZ_RUNS sets the cases per target (default 150), FUZZ_DATABASE=postgres runs the server on a
// throwaway PostgreSQL database (default SQLite), FUZZ_SEED replays a run, FUZZ_SUMMARY names a
// JSON file that gets each target's figures (bench/fuzz.js reads it), and BENCH_RATE_LIMIT_POINTS
// (benchmarks only) is passed to the server to raise its per-address limits.
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  darajaSiteEnv,
  startDarajaTestServer,
  type DarajaTestServer,
} from "../support/daraja-test-server";
import { startStripeTestServer, type StripeTestServer } from "../support/stripe-test-server";
import { verifiedSession } from "./lib/faults-accounts";
import { throwawayDatabase, type ThrowawayDatabase } from "./lib/faults-postgres";
import { postgresFuzzDatabase, sqliteFuzzDatabase, type FuzzDatabase } from "./lib/fuzz-database";
import { clientAddress, enrolInTwoFactor, leakIn, send, type Answer } from "./lib/http";
import { daysAhead, freePort, sleep, startProductionServer, type Server } from "./lib/system";

const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const DATABASE = process.env.FUZZ_DATABASE === "postgres" ? "postgres" : "sqlite";
const SECRET = randomBytes(32).toString("base64");
/**
 * M-Pesa and card configured, each against its loopback stand-in (tests/support), so a pay form
 * that gets as far as the provider is answered as on a real site. Callbacks are taken only from
 * 127.0.0.0/9, where every case comes from but the "not allowed" target's (decision 0027).
 */
const CALLBACK_TOKEN = randomBytes(18).toString("base64url");
const MPESA = {
  consumerKey: "fuzz-key",
  consumerSecret: "fuzz-secret",
  shortcode: "174379",
  passkey: "fuzz-passkey",
};
const STRIPE = { secretKey: "sk_test_fuzz", webhookSecret: "whsec_fuzz" };
const CALLBACK_ALLOWED = "127.0.0.0/9";
/** A sender outside CALLBACK_ALLOWED, for the callback's 403. */
const notAllowedAddress = (n: number) => `127.200.${(n >> 8) & 255}.${n & 255 || 1}`;

const NASTY = [
  "' OR '1'='1' --",
  "'; DROP TABLE bookings; --",
  '" OR ""="',
  "1; SELECT pg_sleep(5)",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  "__proto__",
  "constructor",
  "prototype",
  "\u0000",
  "\ud800",
  "\ufeff",
  "\u202e",
  "𝕿𝖗𝖊𝖐 👩‍👩‍👧‍👦",
  "%00",
  "../../../etc/passwd",
  "${7*7}{{7*7}}",
  "\r\nSet-Cookie: stolen=1",
  "NaN",
  "-1",
  "1e309",
  "0x10",
  " ",
  "",
];

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(...NASTY),
  fc.integer({ min: 300, max: 40_000 }).map((length) => "ü".repeat(length)),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom("__proto__", "constructor", "toString", "a"), hostileString, {
    maxKeys: 2,
  }),
);
/** A field: usually something plausible, often hostile. */
const field = (...plausible: unknown[]) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...plausible) },
    { weight: 3, arbitrary: hostileValue },
  );

/** Object keys that pollute prototypes if a parser or merge is careless, written raw into the JSON text. */
const POLLUTERS = [
  '"__proto__":{"isAdmin":true,"totalPrice":0}',
  '"constructor":{"prototype":{"isAdmin":true}}',
  '"__proto__":null',
];

/** A JSON body for an endpoint with these fields: a record, any JSON, or bytes that are not JSON at all. */
function jsonBody(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<string> {
  const record = fc.record(fields, { requiredKeys: [] });
  return fc.oneof(
    { weight: 6, arbitrary: record.map((value) => JSON.stringify(value)) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(record, fc.constantFrom(...POLLUTERS))
        .map(([value, polluter]) =>
          JSON.stringify(value).replace(
            /^\{/,
            `{${polluter}${Object.keys(value).length ? "," : ""}`,
          ),
        ),
    },
    {
      weight: 1,
      arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? "null"),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "{",
        "[]",
        "null",
        '"text"',
        "{'single': 1}",
        `${"[".repeat(5000)}${"]".repeat(5000)}`,
        "\u0000",
        '{"a":1,"a":2}',
      ),
    },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 200 }) },
  );
}

const contentTypes = fc.oneof(
  { weight: 8, arbitrary: fc.constant("application/json") },
  fc.constantFrom(
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data",
    "application/json; charset=utf-16",
    "",
    "application/xml",
  ),
);

interface Target {
  name: string;
  kind: "json" | "form";
  cases: fc.Arbitrary<{ path: string; contentType: string; body: string; cookie?: string }>;
  /** The n-th case's client address, when not the usual own address per case. */
  from?: (n: number) => string;
}

const isoDate = fc.integer({ min: -400, max: 800 }).map((days) => daysAhead(days));
const email = fc.oneof(
  fc.emailAddress(),
  fc.uuid().map((id) => `fuzz-${id}@example.com`),
);

function jsonTarget(
  name: string,
  path: string,
  fields: Record<string, fc.Arbitrary<unknown>>,
  cookie?: () => string,
  from?: (n: number) => string,
): Target {
  return {
    name,
    kind: "json",
    from,
    cases: fc
      .record({ path: fc.constant(path), contentType: contentTypes, body: jsonBody(fields) })
      .map((value) => ({ ...value, cookie: cookie?.() })),
  };
}

/** Form fields, encoded the way browsers do (urlencoded or multipart), or broken on purpose. */
function formBody(
  fields: Record<string, fc.Arbitrary<unknown>>,
): fc.Arbitrary<{ contentType: string; body: string }> {
  const entries = fc
    .record(fields, { requiredKeys: [] })
    .chain((known) =>
      fc
        .array(
          fc.tuple(
            fc.oneof(
              fc.constantFrom("__proto__", "constructor", "_data", "intent"),
              fc.string({ maxLength: 10 }),
            ),
            hostileString,
          ),
          { maxLength: 3 },
        )
        .map((extra) => [
          ...Object.entries(known).map(([key, value]): [string, string] => [
            key,
            typeof value === "string" ? value : (JSON.stringify(value) ?? ""),
          ]),
          ...extra,
        ]),
    );
  const boundary = "----fuzz7MA4YWxkTrZu0gW";
  return fc.oneof(
    {
      weight: 5,
      arbitrary: entries.map((pairs) => ({
        contentType: "application/x-www-form-urlencoded",
        body: new URLSearchParams(pairs).toString(),
      })),
    },
    {
      weight: 2,
      arbitrary: entries.map((pairs) => ({
        contentType: `multipart/form-data; boundary=${boundary}`,
        body:
          pairs
            .map(
              ([key, value]) =>
                `--${boundary}\r\nContent-Disposition: form-data; name="${key.replace(/["\r\n]/g, "")}"\r\n\r\n${value}\r\n`,
            )
            .join("") + `--${boundary}--\r\n`,
      })),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        contentType: fc.constantFrom(
          "multipart/form-data",
          "multipart/form-data; boundary=",
          `multipart/form-data; boundary=${boundary}`,
          "application/json",
          "text/plain",
          "application/x-www-form-urlencoded",
        ),
        body: fc.oneof(
          fc.string({ unit: "binary", maxLength: 300 }),
          fc.constantFrom(
            `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nno end`,
            "%%%=%E0%A4%A",
            "a=1&a=2&a=3",
            '{"intent":"login"}',
          ),
        ),
      }),
    },
  );
}

function formTarget(
  name: string,
  paths: string[],
  fields: Record<string, fc.Arbitrary<unknown>>,
  cookie?: () => string,
): Target {
  return {
    name,
    kind: "form",
    cases: fc
      .tuple(fc.constantFrom(...paths), formBody(fields))
      .map(([path, body]) => ({ path, ...body, cookie: cookie?.() })),
  };
}

let server: Server;
let database: FuzzDatabase;
let postgres: ThrowawayDatabase | undefined;
let daraja: DarajaTestServer | undefined;
let stripe: StripeTestServer | undefined;
let customer = "";
let admin = "";
/** An admin who has not set up two-factor sign-in yet (their forms are /admin/two-factor's). */
let newAdmin = "";
/** A traveller of their own for better-auth's account endpoints, which may end or delete it. */
let authUser = "";
let bookingId = "";
let customerBookingId = "";
let departureId = "";
/** Each case from its own client address (rate limits per address stay out of the way). */
let calls = 0;

/** Per target, what bench/fuzz.js reports: cases sent (shrinking included), answers by status. */
interface TargetFigures {
  target: string;
  kind: Target["kind"];
  cases: number;
  statuses: Record<string, number>;
  fiveHundreds: number;
  leaks: number;
  refused: number;
  accepted: number;
  seconds: number;
  failure: string | null;
}
const report: TargetFigures[] = [];
const startedAt = Date.now();

/** The figures so far to FUZZ_SUMMARY, after each target: a run stopped midway still has them. */
function writeSummary(finished: boolean): void {
  const summary = process.env.FUZZ_SUMMARY;
  if (!summary) return;
  mkdirSync(dirname(summary), { recursive: true });
  writeFileSync(
    summary,
    JSON.stringify(
      {
        database: DATABASE,
        runs: RUNS,
        finished,
        seconds: (Date.now() - startedAt) / 1000,
        targets: report,
      },
      null,
      2,
    ),
  );
}

async function book(clientName: string, clientEmail: string, days: number): Promise<string> {
  const answer = await fetch(`http://127.0.0.1:${server.port}/api/secure-booking`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.origin },
    body: JSON.stringify({
      clientName,
      clientEmail,
      adventureType: "Point Lenana Summit",
      tripSlug: "point-lenana",
      bookingDate: daysAhead(days),
      numberOfParticipants: 2,
    }),
  });
  return ((await answer.json()) as { booking: { id: string } }).booking.id;
}

beforeAll(async () => {
  const port = await freePort();
  daraja = await startDarajaTestServer({ ...MPESA, autoAnswer: "none" });
  stripe = await startStripeTestServer({
    ...STRIPE,
    webhookUrl: `http://127.0.0.1:${port}/api/payments/stripe/webhook`,
  });
  if (DATABASE === "postgres") postgres = await throwawayDatabase("fuzz");
  server = await startProductionServer({
    port,
    env: {
      AUTH_SECRET: SECRET,
      ...darajaSiteEnv(
        MPESA,
        `https://kilele.example/api/payments/mpesa/callback/${CALLBACK_TOKEN}`,
        daraja.url,
      ),
      MPESA_CALLBACK_ALLOWED_IPS: CALLBACK_ALLOWED,
      STRIPE_SECRET_KEY: STRIPE.secretKey,
      STRIPE_WEBHOOK_SECRET: STRIPE.webhookSecret,
      STRIPE_API_BASE: stripe.url,
      ...(postgres ? { DATABASE_URL: postgres.url() } : {}),
      ...(process.env.BENCH_RATE_LIMIT_POINTS
        ? { BENCH_RATE_LIMIT_POINTS: process.env.BENCH_RATE_LIMIT_POINTS }
        : {}),
    },
  });
  database = postgres
    ? await postgresFuzzDatabase(postgres.url())
    : sqliteFuzzDatabase(server.dataDir);
  customer = await verifiedSession(server, "Fuzz Customer", "fuzz-customer@example.com");
  authUser = await verifiedSession(server, "Fuzz Account", "fuzz-account@example.com");
  const adminEmail = "fuzz-admin@example.com";
  newAdmin = await verifiedSession(server, "Fuzz New Admin", "fuzz-new-admin@example.com");
  await database.grantAdminRole("fuzz-new-admin@example.com");
  const adminSession = await verifiedSession(server, "Fuzz Admin", adminEmail);
  await database.grantAdminRole(adminEmail);
  admin = await enrolInTwoFactor(server, adminSession);
  bookingId = await book("Fuzz Booking", "fuzz-booking@example.com", 50);
  // A guest booking under the customer's verified address: theirs to ask changes about.
  customerBookingId = await book("Fuzz Customer", "fuzz-customer@example.com", 60);
  departureId = (await database.departureOf(bookingId)) ?? "no-such-departure";
}, 120_000);

afterAll(async () => {
  if (report.length) {
    const total = report.reduce((sum, row) => sum + row.cases, 0);
    console.log(
      `fuzzing (${DATABASE}): ${total} cases over ${report.length} targets\n${report.map((row) => `  ${row.target}: ${row.cases} cases (${row.refused} refused, ${row.accepted} accepted)`).join("\n")}`,
    );
  }
  writeSummary(true);
  await database?.close();
  await server?.stop();
  await postgres?.drop();
  await daraja?.close();
  await stripe?.close();
});

const trips = [
  "point-lenana",
  "hells-gate",
  "samburu",
  "kilimanjaro-marangu",
  "maasai-cultural",
  "Point Lenana Summit",
];
const targets: Target[] = [
  jsonTarget("POST /api/dynamic-pricing", "/api/dynamic-pricing", {
    adventureType: field(...trips),
    bookingDate: fc.oneof(isoDate, hostileValue),
    participants: field(1, 2, 8, 100, 101, 0),
    daysInAdvance: field(0, 30, 1000),
    tierId: field("standard", "premium"),
  }),
  jsonTarget("POST /api/secure-booking", "/api/secure-booking", {
    clientName: field("Wanjiru Kamau"),
    clientEmail: fc.oneof(email, hostileValue),
    clientPhone: field("+254 712 345 678", null),
    adventureType: field("Point Lenana Summit"),
    tripSlug: field(...trips),
    tierId: field("standard", "premium", null),
    bookingDate: fc.oneof(isoDate, hostileValue),
    numberOfParticipants: field(1, 2, 8, 9, 0),
    totalPrice: field(0, 1, 1700, -5),
    specialRequirements: field(null, "Vegetarian"),
    website: field("", "http://spam.example"),
  }),
  jsonTarget("POST /api/cart-booking", "/api/cart-booking", {
    clientName: field("Wanjiru Kamau"),
    clientEmail: fc.oneof(email, hostileValue),
    clientPhone: field("+254 712 345 678", null),
    specialRequirements: field(null, "Vegetarian"),
    website: field("", "http://spam.example"),
    trips: fc.oneof(
      hostileValue,
      fc.array(
        fc.record(
          {
            key: fc.oneof(fc.uuid(), hostileValue),
            adventureType: field("Point Lenana Summit"),
            tripSlug: field(...trips),
            tierId: field("standard", "premium", null),
            bookingDate: fc.oneof(isoDate, hostileValue),
            numberOfParticipants: field(1, 2, 8, 9, 0),
            totalPrice: field(0, 1, 1700, -5),
          },
          { requiredKeys: [] },
        ),
        { maxLength: 3 },
      ),
    ),
  }),
  jsonTarget("POST /api/contact-inquiry", "/api/contact-inquiry", {
    name: field("Achieng Otieno"),
    email: fc.oneof(email, hostileValue),
    phone: field(null, "+254 700 000 000"),
    adventure: field("mount-kenya", "safari", "other"),
    message: field("Hello, we are four in March."),
    website: field(""),
  }),
  jsonTarget("POST /api/quote-request", "/api/quote-request", {
    kind: field("school-quote", "proposal", "corporate"),
    schoolName: field("Nanyuki High"),
    organisation: field("Acme Ltd"),
    company: field("Acme Ltd"),
    contactPerson: field("Mr Mwangi"),
    email: fc.oneof(email, hostileValue),
    phone: field("+254 711 111 111"),
    studentCount: field(20, 0, 1000),
    teacherCount: field(2, 0, 21),
    eastAfricanResidents: field(0, 3, -1),
    kenyanCitizens: field(0, 600),
    groupSize: field(8, 7, 500),
    program: field("custom", "mount-kenya-expedition"),
    programme: field("adventure-challenge"),
    package: field("custom"),
    preferredDates: field("March 2027"),
    additionalRequirements: field(""),
    notes: field(""),
    budget: field("$5,000"),
  }),
  jsonTarget(
    "POST /api/payments/mpesa/callback",
    `/api/payments/mpesa/callback/${CALLBACK_TOKEN}`,
    {
      Body: fc.oneof(
        hostileValue,
        fc.record({
          stkCallback: fc.record(
            {
              MerchantRequestID: field("29115-34620561-1"),
              CheckoutRequestID: field("ws_CO_191220191020363925"),
              ResultCode: field(0, 1032, "0"),
              ResultDesc: field("The service request is processed successfully."),
              CallbackMetadata: fc.oneof(
                hostileValue,
                fc.record({
                  Item: fc.array(
                    fc.record({
                      Name: field("Amount", "MpesaReceiptNumber", "PhoneNumber"),
                      Value: field(1, "NLJ7RT61SV", 254708374149),
                    }),
                    { maxLength: 4 },
                  ),
                }),
              ),
            },
            { requiredKeys: [] },
          ),
        }),
      ),
    },
  ),
  // Where the operator lists Safaricom's addresses, anyone else is refused before the body is read.
  jsonTarget(
    "POST /api/payments/mpesa/callback (a sender not allowed)",
    `/api/payments/mpesa/callback/${CALLBACK_TOKEN}`,
    {
      Body: fc.oneof(
        hostileValue,
        fc.record({
          stkCallback: fc.record(
            { CheckoutRequestID: field("ws_CO_191220191020363925"), ResultCode: field(0) },
            { requiredKeys: [] },
          ),
        }),
      ),
    },
    undefined,
    notAllowedAddress,
  ),
  jsonTarget("POST /api/payments/stripe/webhook", "/api/payments/stripe/webhook", {
    id: field("evt_1"),
    type: field("checkout.session.completed"),
    data: field({ object: { id: "cs_test_1", amount_total: 100, payment_status: "paid" } }),
  }),
  jsonTarget("POST /api/generate-pdf-itinerary", "/api/generate-pdf-itinerary", {
    adventureType: field(...trips),
  }),
  jsonTarget("POST /api/auth/sign-up/email", "/api/auth/sign-up/email", {
    name: field("Fuzz Person"),
    email: fc.oneof(email, hostileValue),
    password: field("Kilele-trek-2030", "short", "password123"),
    callbackURL: field("/", "https://evil.example", "//evil.example"),
  }),
  jsonTarget("POST /api/auth/sign-in/email", "/api/auth/sign-in/email", {
    email: field("fuzz-customer@example.com"),
    password: field("wrong-password-1"),
    callbackURL: field("/", "https://evil.example"),
    rememberMe: field(true),
  }),
  jsonTarget("POST /api/auth/request-password-reset", "/api/auth/request-password-reset", {
    email: fc.oneof(email, hostileValue),
    redirectTo: field("/auth/reset-password", "https://evil.example"),
  }),
  jsonTarget("POST /api/auth/reset-password", "/api/auth/reset-password", {
    token: field("not-a-token"),
    newPassword: field("Kilele-trek-2030"),
  }),
  // better-auth's account endpoints the site lets through (server/modules/accounts/endpoint-gate.ts), with a
  // session of their own: never the customer's password, but a case may sign it out or delete it.
  jsonTarget(
    "POST /api/auth/change-email",
    "/api/auth/change-email",
    {
      newEmail: fc.oneof(email, hostileValue),
      currentPassword: field("not-the-password-1", ""),
      callbackURL: field("/dashboard/account", "//evil.example"),
    },
    () => authUser,
  ),
  jsonTarget(
    "POST /api/auth/change-password",
    "/api/auth/change-password",
    {
      currentPassword: field("not-the-password-1", ""),
      newPassword: field("Kilele-trek-2031", "short"),
      revokeOtherSessions: field(true, false),
    },
    () => authUser,
  ),
  jsonTarget(
    "POST /api/auth/delete-user",
    "/api/auth/delete-user",
    {
      password: field("not-the-password-1", ""),
      callbackURL: field("/", "https://evil.example"),
      token: field("not-a-token"),
    },
    () => authUser,
  ),
  jsonTarget("POST /api/auth/sign-out", "/api/auth/sign-out", {}, () => authUser),
  formTarget(
    "form /itinerary/:slug/book (checkout)",
    [
      `/itinerary/point-lenana/book?participants=2&date=${daysAhead(40)}`,
      `/itinerary/point-lenana/book.data?participants=2&date=${daysAhead(40)}`,
      "/itinerary/samburu/book?option=gold&participants=99",
    ],
    {
      clientName: field("Wanjiru Kamau"),
      clientEmail: fc.oneof(email, hostileValue),
      clientPhone: field("+254 712 345 678", ""),
      specialRequirements: field("", "Vegetarian"),
      seenTotal: field("1", "1700", "-5", "many"),
      requestKey: fc.oneof(fc.uuid(), hostileValue),
      website: field("", "http://spam.example"),
    },
  ),
  // A trip's quote form as a page, without JavaScript (issue 30): school, proposal, corporate.
  formTarget(
    "form /itinerary/:slug/quote",
    [
      "/itinerary/student-expeditions/quote",
      "/itinerary/team-building/quote.data",
      "/itinerary/corporate-packages/quote?option=coastal-corporate",
      "/itinerary/point-lenana/quote",
    ],
    {
      schoolName: field("Nanyuki High School", ""),
      company: field("Acme Kenya Ltd"),
      organisation: field("Acme Kenya Ltd"),
      contactPerson: field("Wanjiru Kamau", ""),
      email: fc.oneof(email, hostileValue),
      phone: field("+254 712 345 678", "12"),
      studentCount: field("30", "14", "61", "x"),
      teacherCount: field("3", "0", "-1"),
      groupSize: field("20", "7", "101", "1.5"),
      eastAfricanResidents: field("0", "5", "999"),
      kenyanCitizens: field("0", "30"),
      program: field("wildlife-conservation", "no-such-programme"),
      programme: field("no-such-programme"),
      package: field("coastal-corporate", "custom", "no-such-package"),
      preferredDates: field("", "March 2027"),
      notes: field("", "Vegetarian meals"),
      additionalRequirements: field("", "Two wheelchairs"),
      budget: field("", "$150 per student"),
      website: field("", "http://spam.example"),
    },
  ),
  // A full departure's waitlist on the trip page (issue 26 item 9); the link mailed to confirm it
  // is a GET (/waitlist/confirm/:token), which the fuzz does not cover.
  formTarget(
    "form /itinerary/:slug (waitlist)",
    [
      "/itinerary/point-lenana?waitlist=DEPARTURE",
      "/itinerary/point-lenana.data",
      "/itinerary/no-such-trip",
    ],
    {
      email: fc.oneof(email, hostileValue),
      participants: field("1", "2", "0", "99", "-1", "1.5"),
      departureId: field("DEPARTURE", "no-such-departure", ""),
      website: field("", "http://spam.example"),
    },
  ),
  // Paying a booking (issue 16): the customer's own, and one they may not see (404).
  formTarget(
    "form /booking/:id/pay",
    [
      "/booking/CUSTOMER_BOOKING/pay",
      "/booking/CUSTOMER_BOOKING/pay.data",
      "/booking/BOOKING_OF_SOMEONE_ELSE/pay",
      "/booking/BOOKING_OF_SOMEONE_ELSE/pay?key=forged",
    ],
    {
      intent: field("mpesa", "card", "bank"),
      phone: field("0712 345 678", "+254712345678", "254", "call me"),
    },
    () => customer,
  ),
  // A traveller's review link (decision 0030): forged tokens only, refused before the form counts.
  formTarget(
    "form /review/:token",
    [`/review/${"0".repeat(36)}.forged`, "/review/x.data", "/review/%E0%A4%A"],
    {
      rating: field("5", "0", "6", "five"),
      firstName: field("Wanjiru"),
      country: field("Kenya"),
      text: field("The summit at dawn was worth every step."),
      website: field("", "http://spam.example"),
    },
  ),
  formTarget("form /auth (sign in)", ["/auth?tab=login", "/auth.data?tab=login"], {
    intent: field("login"),
    email: field("fuzz-customer@example.com"),
    password: field("wrong-password-1"),
    redirect: field("/dashboard", "//evil.example"),
  }),
  formTarget("form /auth (sign up)", ["/auth?tab=signup", "/auth.data?tab=signup"], {
    intent: field("signup"),
    name: field("Fuzz Person"),
    email: fc.oneof(email, hostileValue),
    password: field("Kilele-trek-2030"),
    confirmPassword: field("Kilele-trek-2030"),
  }),
  formTarget("form /auth (forgot)", ["/auth?tab=forgot", "/auth.data?tab=forgot"], {
    intent: field("forgot"),
    email: fc.oneof(email, hostileValue),
  }),
  // The header's currency switch (decision 0034): a cookie and a redirect, never another host.
  formTarget("form /currency", ["/currency"], {
    currency: field("KES", "eur", "USD", "BTC", ""),
    back: field("/", "/itinerary/point-lenana", "//evil.example", "https://evil.example/"),
  }),
  // The landing page's contact form posts to the page's own action (issue 14).
  formTarget("form / (contact)", ["/?index", "/_root.data?index"], {
    firstName: field("Amina"),
    lastName: field("Otieno"),
    email: fc.oneof(email, hostileValue),
    phone: field("+254 712 345 678", ""),
    adventure: field("kilimanjaro", "custom"),
    message: field("Two of us in February."),
    website: field(""),
  }),
  formTarget("form /auth/reset-password", ["/auth/reset-password", "/auth/reset-password.data"], {
    token: field("not-a-token"),
    password: field("Kilele-trek-2030"),
    confirmPassword: field("Kilele-trek-2030"),
  }),
  // Before the sign-out target, which ends the customer's session.
  formTarget(
    "form /dashboard (request a change or cancellation)",
    ["/dashboard", "/dashboard.data"],
    {
      intent: field("request"),
      kind: field("change-request", "cancellation-request"),
      bookingId: field("CUSTOMER_BOOKING", "BOOKING_OF_SOMEONE_ELSE"),
      message: field("Could we start a day later?", ""),
    },
    () => customer,
  ),
  // The account page (issue 17): never with the customer's password, so nothing is changed.
  formTarget(
    "form /dashboard/account",
    ["/dashboard/account", "/dashboard/account.data"],
    {
      intent: field("change-email", "change-password", "delete-account"),
      newEmail: fc.oneof(email, hostileValue),
      currentPassword: field("not-the-password-1", ""),
      newPassword: field("Kilele-trek-2031", "short"),
      confirmPassword: field("Kilele-trek-2031"),
      password: field("not-the-password-1", ""),
      understood: field("yes", ""),
    },
    () => customer,
  ),
  // A traveller's details (decision 0031): the customer's own booking, still pending, so a
  // valid form is refused with a sentence after it is checked; nothing is ever stored.
  formTarget(
    "form /dashboard/bookings/:id/travellers",
    [
      "/dashboard/bookings/CUSTOMER_BOOKING/travellers?traveller=1",
      "/dashboard/bookings/CUSTOMER_BOOKING/travellers.data",
      "/dashboard/bookings/BOOKING_OF_SOMEONE_ELSE/travellers",
    ],
    {
      intent: field("save", "link"),
      slot: field("1", "2", "3", "0", "-1", "1e9"),
      fullName: field("Achieng Wanjiru Otieno"),
      nationality: field("Kenyan"),
      dateOfBirth: field("1990-04-23", "2999-01-01", "23/04/1990"),
      passportNumber: field("AK1234567", "<b>", ""),
      dietaryNeeds: field("", "Vegetarian"),
      medicalNotes: field("", "Penicillin allergy"),
      emergencyName: field("Otieno Odhiambo"),
      emergencyPhone: field("+254 712 000 111", "call me"),
      insuranceProvider: field("AMREF"),
      insurancePolicy: field("MS-4411"),
      fitness: field("regular", "athlete"),
      highestAltitude: field("above-4500"),
      altitudeIllness: field("never", "sometimes"),
      conditions: field("heart", "vampire", ""),
    },
    () => customer,
  ),
  formTarget(
    "form /traveller-details/:token (a traveller's link)",
    [`/traveller-details/${"0".repeat(36)}_1_1_9999999999.forged`, "/traveller-details/x.data"],
    {
      fullName: field("Kamau Njoroge"),
      dateOfBirth: field("1988-07-02"),
      emergencyPhone: field("0722 000 111"),
    },
  ),
  formTarget(
    "form /dashboard (sign out)",
    ["/dashboard", "/dashboard.data"],
    { intent: field("signout") },
    () => customer,
  ),
  formTarget(
    "form /admin/bookings/:id",
    ["BOOKING", "BOOKING.data"],
    {
      intent: field("", "approve-cancellation", "record-payment", "record-refund"),
      amount: field("100", "0", "-5", "1e9", "12.345"),
      currency: field("USD", "KES", "BTC"),
      method: field("mpesa", "cash", "bank", "barter"),
      receipt: field("NLJ7RT61SV", ""),
      to: field("confirmed", "cancelled", "completed", "pending"),
      note: field("Checked by phone"),
      reason: field("Park fees changed", ""),
      confirm: field("yes"),
      finalTotal: field("1700", "0", "$1,900"),
    },
    () => admin,
  ),
  formTarget(
    "form /admin/pricing",
    ["/admin/pricing", "/admin/pricing.data"],
    {
      intent: field("save", "preview"),
      peakSeasonAdjustment: field("0.2", "9"),
      offSeasonAdjustment: field("-0.1"),
      minMultiplier: field("0.5", "0"),
      maxMultiplier: field("1.5", "4"),
      lowDemandWindowDays: field("30", "-1"),
    },
    () => admin,
  ),
  formTarget(
    "form /admin/fees",
    ["/admin/fees", "/admin/fees.data"],
    {
      intent: field("check", "save"),
      id: field("seed-nairobi-non-resident", "no-such-fee", ""),
      park: field("nairobi", "serengeti"),
      category: field("non-resident", "tourist"),
      amount: field("43", "0", "-5", "12.50"),
      basis: field("per-day", "per-week"),
      validFrom: field("2024-01-01", "2031-02-30"),
      validUntil: field("", "2023-12-31"),
    },
    () => admin,
  ),
  formTarget(
    "form /admin/booking-settings",
    ["/admin/booking-settings", "/admin/booking-settings.data"],
    {
      // On request only: an instant default would change what the other targets' checkouts do.
      defaultMode: field("request", "sometimes"),
      holdMinutes: field("30", "29", "1e9", "-1"),
      requestReleaseHours: field("48", "", "forty"),
      depositGraceDays: field("7", "0", "61"),
      "mode-alpine-lakes": field("default", "request", "always"),
      "limit-alpine-lakes": field("", "0", "4", "999"),
      "mode-no-such-trip": field("request"),
    },
    () => admin,
  ),
  formTarget(
    "form /auth/two-factor (the code after the password)",
    ["/auth/two-factor", "/auth/two-factor.data"],
    {
      intent: field("totp", "recovery"),
      code: field("123456", "12 34 56", "abcdef"),
      recoveryCode: field("AbCdE-12345", "<b>x</b>"),
      redirect: field("/admin", "//evil.example"),
    },
  ),
  formTarget(
    "form /admin/two-factor (enrolment)",
    ["/admin/two-factor", "/admin/two-factor.data"],
    {
      intent: field("start", "confirm"),
      password: field("Kilele-trek-2030", "wrong-password-1"),
      code: field("123456", "12ab"),
    },
    () => newAdmin,
  ),
  formTarget(
    "form /admin/inquiries",
    ["/admin/inquiries", "/admin/inquiries.data"],
    { id: field("x", "1"), handled: field("true", "false") },
    () => admin,
  ),
  formTarget(
    "form /admin/payments",
    ["/admin/payments", "/admin/payments.data"],
    {
      intent: field("resolve", "save-rate", "save-plan"),
      id: field("no-such-entry", ""),
      rate: field("129.5", "0", "-1", "1e9"),
      rateEUR: field("0.92", ""),
      rateGBP: field("0.79", "abc"),
      depositPercent: field("30", "0", "101"),
      balanceDueDays: field("60", "-1", "1000"),
    },
    () => admin,
  ),
  formTarget(
    "form /admin/reviews",
    ["/admin/reviews", "/admin/reviews.data"],
    {
      intent: field("reply", "publish", "hide"),
      reviewId: field("no-such-review", ""),
      reply: field("Asante sana!", ""),
    },
    () => admin,
  ),
  formTarget(
    "form /admin/testimonials",
    ["/admin/testimonials", "/admin/testimonials.data"],
    {
      intent: field("publish:no-such", "hide:", "up:../x", "down:0", "remove:no-such", "shout:x"),
    },
    () => admin,
  ),
  formTarget(
    "form /admin/testimonials/:id",
    ["/admin/testimonials/new", "/admin/testimonials/new.data", "/admin/testimonials/nope"],
    {
      source: field("external", "review", "sample", ""),
      reviewId: field("no-such-review", ""),
      quote: field("Kamau paced us perfectly.", ""),
      name: field("Tom H.", ""),
      origin: field("Leeds, United Kingdom"),
      trip: field("Point Lenana Summit"),
      siteName: field("TripAdvisor"),
      url: field("https://www.tripadvisor.com/r1", "javascript:alert(1)", "http://x.example"),
      writtenOn: fc.oneof(isoDate, hostileValue),
      rating: field("", "5", "0", "6"),
    },
    () => admin,
  ),
  formTarget(
    "form /admin/departures (add a departure)",
    ["/admin/departures", "/admin/departures.data"],
    {
      trip: field("point-lenana", "no-such-trip"),
      date: fc.oneof(isoDate, hostileValue),
      seats: field("12", "0", "501", "-3"),
      minimumToRun: field("2", "13"),
      salesCutoffDays: field("7", "61"),
      guide: field("Joseph Lekishon", ""),
      guidePhone: field("+254 722 000 000", "call me"),
      notes: field(""),
      priceOverride: field("", "1700", "0", "1000001"),
    },
    () => admin,
  ),
  // Last: an accepted case may cancel the departure the fuzz bookings hold seats on.
  formTarget(
    "form /admin/departures/:id",
    ["/admin/departures/DEPARTURE", "/admin/departures/DEPARTURE.data", "/admin/departures/nope"],
    {
      intent: field(
        "edit",
        "close-sales",
        "reopen-sales",
        "cancel",
        "move",
        "private",
        "cancel-booking",
      ),
      version: field("1", "0", "x"),
      seats: field("12", "0", "501"),
      minimumToRun: field("2"),
      salesCutoffDays: field("7"),
      guide: field("Joseph Lekishon"),
      reason: field("Heavy rains on the mountain", ""),
      bookingId: field("BOOKING_OF_SOMEONE_ELSE", "no-such-booking"),
      to: field("DEPARTURE", "no-such-departure"),
    },
    () => admin,
  ),
];

/**
 * Waits until the database stops changing (up to 2 s): some work runs after an accepted answer
 * (better-auth queues its mails in the background, inquiry mails are queued after the answer),
 * and it must land before the next case's "before" is read, or that case is blamed for it.
 */
async function settled(): Promise<void> {
  let last = await database.snapshot();
  for (let waited = 0; waited < 2_000; waited += 40) {
    await sleep(40);
    const now = await database.snapshot();
    if (now === last) return;
    last = now;
  }
}

/** Placeholders in paths and bodies: ids that exist only once the server runs. */
function withIds(text: string): string {
  return text
    .replace("CUSTOMER_BOOKING", customerBookingId)
    .replace("BOOKING_OF_SOMEONE_ELSE", bookingId)
    .replace("DEPARTURE", departureId);
}

describe(`fuzzing every JSON endpoint and form action (${DATABASE})`, () => {
  for (const target of targets) {
    it(
      `${target.name}: no 5xx, no leak, and a refusal says why and stores nothing`,
      async () => {
        const row: TargetFigures = {
          target: target.name,
          kind: target.kind,
          cases: 0,
          statuses: {},
          fiveHundreds: 0,
          leaks: 0,
          refused: 0,
          accepted: 0,
          seconds: 0,
          failure: null,
        };
        report.push(row);
        const started = Date.now();
        try {
          await fc.assert(
            fc.asyncProperty(target.cases, async (sent) => {
              const path = withIds(sent.path).replace(/^BOOKING/, `/admin/bookings/${bookingId}`);
              const body = withIds(sent.body);
              const before = await database.snapshot();
              const headers: Record<string, string> = { origin: server.origin };
              if (sent.contentType) headers["content-type"] = sent.contentType;
              if (sent.cookie) headers.cookie = sent.cookie;
              const n = ++calls;
              const answer: Answer = await send(server, {
                method: "POST",
                path,
                headers,
                body,
                from: target.from?.(n) ?? clientAddress(n),
              });
              row.cases++;
              row.statuses[answer.status] = (row.statuses[answer.status] ?? 0) + 1;
              if (answer.status >= 500) row.fiveHundreds++;
              const leak = leakIn(answer, SECRET);
              if (leak) row.leaks++;
              const what = `${path} ${sent.contentType} ${body.slice(0, 200)}`;
              expect(answer.status, what).toBeGreaterThanOrEqual(200);
              expect(answer.status, what).toBeLessThan(500);
              expect(leak, what).toBeNull();
              if (answer.status < 400) {
                row.accepted++;
                await settled();
                return;
              }
              row.refused++;
              const after = await database.snapshot();
              if (after !== before) {
                const changed = after
                  .split("\n")
                  .filter((line) => !before.split("\n").includes(line))
                  .map((line) => line.slice(0, line.indexOf(":")));
                expect(
                  after,
                  `a refused request changed the database (${changed.join(", ")}): ${what}`,
                ).toBe(before);
              }
              if (target.kind === "json") {
                const message =
                  (JSON.parse(answer.body) as { error?: unknown; message?: unknown }).error ??
                  (JSON.parse(answer.body) as { message?: unknown }).message;
                expect(
                  typeof message === "string" && message.length >= 8,
                  `${what} -> ${answer.body.slice(0, 200)}`,
                ).toBe(true);
              } else {
                expect(answer.body.length, what).toBeGreaterThan(0);
              }
            }),
            {
              numRuns: RUNS,
              seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
            },
          );
        } catch (error) {
          // fast-check's message: the seed, the counterexample (which may be 200 kB), the error.
          const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
          row.failure = [error instanceof Error ? error.message : String(error), cause?.message]
            .filter(Boolean)
            .join("\nCaused by: ")
            .split("\n")
            .map((line) => (line.length > 600 ? `${line.slice(0, 600)}…` : line))
            .join("\n")
            .slice(0, 8000);
          throw error;
        } finally {
          row.seconds = (Date.now() - started) / 1000;
          writeSummary(false);
        }
      },
      // The suite's 150 cases take seconds; a bench's 1,000 may take minutes on a slow target.
      120_000 + RUNS * 1_000,
    );
  }
});
