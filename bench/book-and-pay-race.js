// Book and pay under a race: 100 travellers at once go through the real checkout of the last
// seats of one departure on a trip the operator books instantly (decision 0055), and every one
// who gets a seat pays the deposit on the card page, on SQLite (one server process) and on
// PostgreSQL (two server processes on one database).
//
//   BUILD_DIR=build-racebench node bench/book-and-pay-race.js --build
//   node bench/book-and-pay-race.js --travellers 20 --seats-left 5   # ad hoc, RESULTS.md untouched
//
// `--build` makes the production build into $BUILD_DIR first; without it the build there is run.
// Ports (loopback): the site from --port (default 4395: SQLite on it, PostgreSQL's two processes on
// the next two), the Stripe test servers from --stripe-port (default 6395, one per site process).
//
// Each traveller does what a browser without JavaScript does: GET the checkout page for one seat
// on the departure (`/itinerary/point-lenana/book?option=…&participants=1&date=…&departure=…`),
// read the total it shows and its request key from the form, then POST the form (name, email,
// seenTotal, requestKey, payWith=card). Every page is loaded before any form is sent, so all 100
// saw seats left and all 100 send at once. A traveller who gets a seat is sent (302) to the card
// page of the loopback Stripe test server (tests/support/stripe-test-server.ts, the one the tests
// use), and pays there at once: that server marks the session paid and delivers the signed
// `checkout.session.completed` webhook to the site process that made the session, as Stripe would
// to the site's public address. Everyone else must be refused with 409 and the departure's
// sentence ("This departure is full" / "Only N seats … left on this departure").
//
// Read back from the database afterwards: seats held on the departure against its seats (oversold
// must be 0), the payments recorded, the bookings they confirmed and the operator's open payment
// alerts (`payment_attention`). Every payment made on the card page must be recorded, and every
// payment recorded must have confirmed its booking or raised an alert; the bench exits non-zero
// otherwise, or when anything oversold, or when a traveller got an answer other than the two above.
//
// The per-IP limits (booking 100 per 10 minutes and the like) would refuse 100 travellers who all
// come from 127.0.0.1, so the servers run with BENCH_RATE_LIMIT_POINTS (benchmarks only): the
// limiters still run on every request.
/* global AbortSignal -- Node 20's own, for the fetch timeouts */
import { execFileSync, spawnSync } from "node:child_process";
import { performance } from "node:perf_hooks";
import { URLSearchParams } from "node:url";
import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import {
  argValue,
  buildDir,
  bundleForNode,
  machine,
  requireBuildDir,
  utcStamp,
} from "./lib/load.js";
import { markdownTable, writeSection } from "./lib/results.js";
import { startProductionServer, stopOnSignals } from "./lib/server.js";

const travellers = Number(argValue("travellers", "100"));
const seatsLeft = Number(argValue("seats-left", "3"));
const basePort = Number(argValue("port", "4395"));
const baseStripePort = Number(argValue("stripe-port", "6395"));
const fullRun = travellers === 100 && seatsLeft === 3;
const TRIP = "point-lenana";
const STRIPE = { secretKey: "sk_test_race", webhookSecret: "whsec_race" };
// The operator's setting that makes the trip book instantly (decision 0055), as the admin saves it.
const HOLDS = {
  defaultMode: "request",
  holdMinutes: 30,
  requestReleaseHours: 48,
  depositGraceDays: 7,
  trips: { [TRIP]: { mode: "instant", instantMaxParty: null } },
};
// Point Lenana's fourth departure, as the oversell system test picks it: past the sales cut-off's
// reach, so it is open for booking.
const DEPARTURE_QUERY = `select id, date, seats from departures where trip_slug = '${TRIP}' order by date limit 1 offset 3`;
const REFUSAL = /This departure is full|Only \d+ seats? (is|are) left on this departure/;

if (process.argv.includes("--build")) {
  console.log(`bench/book-and-pay-race.js: building into ${buildDir}/ first (npm run build)`);
  const build = spawnSync("npm", ["run", "build"], {
    env: { ...process.env, BUILD_DIR: buildDir },
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
requireBuildDir();

const stops = [];
stopOnSignals(stops);

const support = await loadSupport();
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const uptime = () => execFileSync("uptime", { encoding: "utf8" }).trim();

/**
 * The test suite's Stripe stand-in and PostgreSQL chooser (bench/lib/book-and-pay-race-support.ts),
 * bundled into node_modules so their imports (stripe, pg) resolve to the project's copies.
 */
async function loadSupport() {
  const bundle = await bundleForNode(
    "bench/lib/book-and-pay-race-support.ts",
    "bench-book-and-pay-race",
  );
  try {
    return await import(bundle.file);
  } finally {
    bundle.remove();
  }
}

// --- the two databases, read and written beside the live servers ------------------------------

/** SQL with `?` placeholders on the server's SQLite file (WAL: reads never block its writes). */
function sqliteAccess(dataDir) {
  const db = new Database(join(dataDir, "app.db"), { fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  return {
    all: async (query, params = []) => db.prepare(query).all(...params),
    run: async (query, params = []) => void db.prepare(query).run(...params),
    close: async () => db.close(),
  };
}

/** The same SQL on PostgreSQL (`?` become `$n`). */
function postgresAccess(url) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const numbered = (query) => {
    let n = 0;
    return query.replace(/\?/g, () => `$${++n}`);
  };
  return {
    all: async (query, params = []) => (await pool.query(numbered(query), params)).rows,
    run: async (query, params = []) => void (await pool.query(numbered(query), params)),
    close: () => pool.end(),
  };
}

// --- the travellers ------------------------------------------------------------------------------

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (value) => (value === null ? "–" : `${Math.round(value)} ms`);

/** The checkout page's form values: the total it shows and its one-time request key. */
function formOf(html) {
  const total = /name="seenTotal" value="(\d+)"/.exec(html);
  const key = /name="requestKey" value="([A-Za-z0-9-]+)"/.exec(html);
  return total && key ? { seenTotal: total[1], requestKey: key[1] } : null;
}

/**
 * Fills the departure but for `seatsLeft` seats, as earlier travellers would have: one booking
 * through the public API, then confirmed by the operator (written as the admin's confirmation
 * writes the status), so the seats are taken for good and the departure is Guaranteed.
 */
async function fillDeparture(origin, db, departure, run) {
  const seats = departure.seats - seatsLeft;
  if (seats <= 0) return;
  const response = await fetch(`${origin}/api/secure-booking`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({
      clientName: "Early Traveller",
      clientEmail: `early-${run}@example.com`,
      adventureType: "Point Lenana Summit",
      tripSlug: TRIP,
      bookingDate: departure.date,
      numberOfParticipants: seats,
      departureId: departure.id,
    }),
  });
  const body = await response.json();
  if (response.status !== 201)
    throw new Error(`filling the departure answered ${response.status}: ${JSON.stringify(body)}`);
  await db.run("update bookings set booking_status = 'confirmed' where id = ?", [body.booking.id]);
}

/** One traveller's checkout page: the form to send, or why there is none. */
async function openCheckout(origin, departure) {
  const url = `${origin}/itinerary/${TRIP}/book?option=standard&participants=1&date=${departure.date}&departure=${departure.id}`;
  const started = performance.now();
  const response = await fetch(url, {
    headers: { accept: "text/html" },
    redirect: "manual",
    signal: AbortSignal.timeout(60_000),
  });
  const html = await response.text();
  const form = response.status === 200 ? formOf(html) : null;
  return { url, origin, form, status: response.status, ms: performance.now() - started };
}

/**
 * Sends one traveller's checkout form, as the hydrated page sends it (`js`: React Router's
 * single-fetch POST to `….data`, answered 202 with the redirect in its body, or 409 with the
 * refusal) or as a browser without JavaScript does (a document POST, answered 302). The answer:
 * a seat (sent to the card page), a refusal with the sentence, sent back to the trip's booking
 * panel, or anything else.
 */
async function sendCheckout(page, n, run, js) {
  const url = js ? page.url.replace(/\/book\?/, "/book.data?") : page.url;
  const started = performance.now();
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: page.origin },
    body: new URLSearchParams({
      clientName: `Racer ${n}`,
      clientEmail: `race-${run}-${n}@example.com`,
      ...page.form,
      payWith: "card",
    }),
    redirect: "manual",
    signal: AbortSignal.timeout(60_000),
  });
  const body = await response.text();
  const elapsed = performance.now() - started;
  const redirected =
    js && response.status === 202
      ? (/"redirect","([^"]+)"/.exec(body)?.[1] ?? "")
      : response.status === 302
        ? (response.headers.get("location") ?? "")
        : "";
  const answer = { js, ms: elapsed };
  if (/\/c\/pay\/cs_test_\w+$/.test(redirected))
    return { ...answer, kind: "held", location: redirected, started };
  if (response.status === 409 && REFUSAL.test(body)) return { ...answer, kind: "refused" };
  if (redirected.startsWith(`/itinerary/${TRIP}?`) && redirected.includes("departure="))
    return { ...answer, kind: "panel", location: redirected };
  return {
    ...answer,
    kind: "other",
    detail: `${js ? "JS" : "no JS"}: ${response.status} ${redirected || body.replace(/\s+/g, " ").slice(0, 160)}`,
  };
}

/** Pays on the Stripe test page, which delivers the webhook before it answers (303 to the site). */
async function pay(location) {
  const started = performance.now();
  const response = await fetch(location, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "action=pay",
    redirect: "manual",
    signal: AbortSignal.timeout(60_000),
  });
  await response.text();
  return { status: response.status, ms: performance.now() - started };
}

/**
 * What the database says after a race: seats held on the departure, the payments recorded on
 * its bookings, the operator's open payment alerts, and the two ways a payment can go astray: a
 * payment made on the card page that was neither recorded nor alerted (lost), and a payment
 * recorded that neither confirmed its booking nor raised an alert (unaccounted).
 */
async function readLedger(db, departure, stripes) {
  const [taken] = await db.all(
    `select coalesce(sum(number_of_participants), 0) as seats from bookings
     where departure_id = ? and booking_status in ('pending', 'confirmed') and seats_released_at is null`,
    [departure.id],
  );
  const recorded = await db.all(
    `select p.booking_id, p.provider_reference, b.booking_status from payments p
     join bookings b on b.id = p.booking_id where b.departure_id = ?`,
    [departure.id],
  );
  const alerts = await db.all(
    "select id, booking_id, reference, reason from payment_attention where resolved_at is null",
  );
  const alerted = (bookingId, references = []) =>
    alerts.some(
      (alert) =>
        alert.booking_id === bookingId ||
        (alert.reference !== null && references.includes(alert.reference)),
    );
  const paidSessions = stripes.flatMap((stripe) =>
    stripe.sessions.filter((session) => session.payment_status === "paid"),
  );
  return {
    seatsTaken: Number(taken.seats),
    recorded,
    alerts,
    paidSessions,
    deliveries: stripes.flatMap((stripe) => stripe.deliveries),
    lost: paidSessions.filter(
      (session) =>
        !recorded.some((payment) => payment.booking_id === session.client_reference_id) &&
        !alerted(session.client_reference_id, [session.id, session.payment_intent]),
    ),
    unaccounted: recorded.filter(
      (payment) =>
        payment.booking_status !== "confirmed" &&
        !alerted(payment.booking_id, [payment.provider_reference]),
    ),
  };
}

/**
 * Notes when each of the race's bookings is first seen confirmed (every 20 ms) until `stop()`,
 * which resolves with the times (performance.now()) by booking id.
 */
function watchConfirmations(db, query, params) {
  const seen = new Map();
  let watching = true;
  const done = (async () => {
    while (watching) {
      const rows = await db.all(query, params);
      const at = performance.now();
      for (const row of rows)
        if (row.booking_status === "confirmed" && !seen.has(row.id)) seen.set(row.id, at);
      await sleep(20);
    }
  })();
  return {
    seen,
    async stop() {
      watching = false;
      await done;
      return seen;
    },
  };
}

/** p50, p95 and the slowest of a list of milliseconds. */
const spread = (values) => ({
  p50: percentile(values, 50),
  p95: percentile(values, 95),
  max: percentile(values, 100),
});

/**
 * One race on one database: `origins` are the site processes (travellers take turns between
 * them), `stripes` their Stripe test servers, `db` the database beside them.
 */
async function race({ label, origins, stripes, db }) {
  const run = `${Date.now().toString(36)}-${process.pid}`;
  const [departure] = await db.all(DEPARTURE_QUERY);
  if (!departure) throw new Error(`no ${TRIP} departure in the ${label} database`);
  departure.seats = Number(departure.seats);
  await fillDeparture(origins[0], db, departure, run);
  // The operator switches the trip to instant booking (the admin saves this same row).
  const now = new Date().toISOString();
  await db.run(
    `insert into booking_settings (key, value, updated_at) values ('holds', ?, ?)
     on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`,
    [JSON.stringify(HOLDS), now],
  );
  const loadBefore = machine().load1;
  const uptimeBefore = uptime();
  console.log(
    `${label}: ${travellers} travellers for the last ${seatsLeft} of ${departure.seats} seats (departure ${departure.date}); ${uptimeBefore}`,
  );

  // Every traveller loads the checkout page first, so all of them saw seats left.
  const pages = await Promise.all(
    Array.from({ length: travellers }, (_, n) =>
      openCheckout(origins[n % origins.length], departure),
    ),
  );
  const unopened = pages.filter((page) => !page.form);
  if (unopened.length > 0)
    throw new Error(
      `${unopened.length} checkout pages did not show the form (first answered ${unopened[0].status})`,
    );
  const terms = pages[0].form;
  console.log(`  ${travellers} checkout pages shown (total $${terms.seenTotal}); sending...`);

  // All forms at once.
  const raceBookingsQuery = `select id, booking_status, hold_expires_at from bookings
    where departure_id = ? and client_email like ?`;
  const raceParams = [departure.id, `race-${run}-%`];
  const confirmations = watchConfirmations(db, raceBookingsQuery, raceParams);

  const raceStarted = performance.now();
  // Half the travellers send as the hydrated page does, half as a browser without JavaScript,
  // in pairs so that on two processes each process meets both. A winner pays on the card page
  // as soon as it is sent there, while the race goes on.
  const answers = await Promise.all(
    pages.map(async (page, n) => {
      const answer = await sendCheckout(page, n + 1, run, Math.floor(n / 2) % 2 === 0);
      return answer.kind === "held" ? { ...answer, payment: await pay(answer.location) } : answer;
    }),
  );
  const raceMs = performance.now() - raceStarted;
  const held = answers.filter((answer) => answer.kind === "held");
  const refused = answers.filter((answer) => answer.kind === "refused");
  const sentBack = answers.filter((answer) => answer.kind === "panel");
  const others = answers.filter((answer) => answer.kind === "other");
  const payments = held.map((answer) => answer.payment);
  console.log(
    `  ${held.length} held, ${refused.length} refused, ${sentBack.length} sent back to the panel, ${others.length} other answers in ${Math.round(raceMs)} ms`,
  );
  for (const other of others.slice(0, 5)) console.log(`    other: ${other.detail}`);
  const deadline = performance.now() + 30_000;
  while (confirmations.seen.size < held.length && performance.now() < deadline) await sleep(50);
  const seenConfirmed = await confirmations.stop();
  // What a traveller sent back to the panel reads there.
  const panelSays = sentBack.length
    ? (REFUSAL.exec(
        await (
          await fetch(new URL(sentBack[0].location, origins[0]), {
            headers: { accept: "text/html" },
          })
        ).text(),
      )?.[0] ?? null)
    : null;

  const ledger = await readLedger(db, departure, stripes);
  const raceBookings = await db.all(raceBookingsQuery, raceParams);
  const { seatsTaken, recorded, alerts, lost, unaccounted, paidSessions, deliveries } = ledger;
  const heldStarted = new Map(
    held.map((answer) => {
      const session = paidSessions.find((s) => answer.location.endsWith(s.id));
      return [session?.client_reference_id, answer.started];
    }),
  );
  const toConfirmed = [...seenConfirmed].map(([id, at]) => at - (heldStarted.get(id) ?? at));
  const result = {
    label,
    uptimeBefore,
    uptimeAfter: uptime(),
    loadBefore,
    loadAfter: machine().load1,
    departure,
    seatsTaken,
    oversold: Math.max(0, seatsTaken - departure.seats),
    held: held.length,
    // Every race booking stored, whatever its answer said: more than `held` would be a seat taken
    // for a traveller who was refused.
    stored: raceBookings.length,
    refused: refused.length,
    refusedJs: refused.filter((answer) => answer.js).length,
    sentBack: sentBack.length,
    sentBackJs: sentBack.filter((answer) => answer.js).length,
    panelSays,
    others: others.length,
    otherDetails: others.slice(0, 5).map((other) => other.detail),
    paidOnCardPage: payments.filter((payment) => payment.status === 303).length,
    webhooksRefused: deliveries.filter((delivery) => delivery.status >= 300).length,
    paymentsRecorded: recorded.length,
    bookingsConfirmed: raceBookings.filter((row) => row.booking_status === "confirmed").length,
    openAlerts: alerts.length,
    lost: lost.length,
    unaccounted: unaccounted.length,
    raceMs,
    checkout: spread(answers.map((answer) => answer.ms)),
    winnersMax: spread(held.map((answer) => answer.ms)).max,
    payP50: spread(payments.map((payment) => payment.ms)).p50,
    confirmed: spread(toConfirmed),
  };
  result.ok =
    result.oversold === 0 &&
    result.others === 0 &&
    result.lost === 0 &&
    result.unaccounted === 0 &&
    result.held + result.refused + result.sentBack === travellers &&
    result.stored === result.held;
  console.log(
    `  refused with JS ${result.refusedJs}, without ${result.refused - result.refusedJs}; sent back with JS ${result.sentBackJs}, without ${result.sentBack - result.sentBackJs}; the panel says: ${panelSays ?? "(no departure sentence)"}`,
  );
  console.log(
    `  seats ${seatsTaken}/${departure.seats} (oversold ${result.oversold}); paid ${result.paidOnCardPage}, recorded ${result.paymentsRecorded}, confirmed ${result.bookingsConfirmed}, open alerts ${result.openAlerts}, lost ${result.lost}, unaccounted ${result.unaccounted}, webhooks refused ${result.webhooksRefused}; checkout p50 ${ms(result.checkout.p50)}, p95 ${ms(result.checkout.p95)}; to confirmed p50 ${ms(result.confirmed.p50)}, max ${ms(result.confirmed.max)}`,
  );
  return result;
}

// --- the servers -----------------------------------------------------------------------------------

const serverEnv = { BUILD_DIR: buildDir, BENCH_RATE_LIMIT_POINTS: "1000000000" };

/**
 * Site processes on `ports`, each with its own Stripe test server whose webhook goes back to it.
 * `env` is shared (the database).
 */
async function startSites(ports, stripePorts, env = {}) {
  const stripes = [];
  const sites = [];
  try {
    for (const [i, port] of ports.entries()) {
      const stripe = await support.startStripeTestServer({
        ...STRIPE,
        port: stripePorts[i],
        webhookUrl: `http://127.0.0.1:${port}/api/payments/stripe/webhook`,
      });
      stripes.push(stripe);
      stops.push(() => stripe.close());
    }
    const started = await Promise.all(
      ports.map((port, i) =>
        startProductionServer({
          port,
          timeoutMs: 120_000,
          env: {
            ...serverEnv,
            STRIPE_SECRET_KEY: STRIPE.secretKey,
            STRIPE_WEBHOOK_SECRET: STRIPE.webhookSecret,
            STRIPE_API_BASE: stripes[i].url,
            ...env,
          },
        }),
      ),
    );
    for (const site of started) {
      sites.push(site);
      stops.push(site.stop);
    }
  } catch (error) {
    await Promise.allSettled([
      ...sites.map((site) => site.stop()),
      ...stripes.map((s) => s.close()),
    ]);
    throw error;
  }
  return {
    origins: sites.map((site) => `http://127.0.0.1:${site.port}`),
    sites,
    stripes,
    async stop() {
      await Promise.allSettled(sites.map((site) => site.stop()));
      await Promise.allSettled(stripes.map((stripe) => stripe.close()));
    },
  };
}

/** Errors the site logged (pino levels 50 and 60) during a race. */
const loggedErrors = (sites) =>
  sites.flatMap((site) =>
    site
      .output()
      .split("\n")
      .filter((line) => /"level":(50|60)/.test(line)),
  );

const startedAt = new Date();
const before = machine();
const results = [];
const failures = [];

/**
 * Runs one race and keeps its result, or why it could not run. `open` starts what the race runs
 * on and pushes how to take each piece down again (undone last first, whatever happened).
 */
async function raceOn(label, open) {
  const cleanups = [];
  try {
    const { app, db } = await open(cleanups);
    const result = await race({ label, ...app, db });
    result.errors = loggedErrors(app.sites);
    results.push(result);
  } catch (error) {
    failures.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
    console.error(failures.at(-1));
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  }
}

// SQLite: one process.
await raceOn("SQLite, 1 process", async (cleanups) => {
  const app = await startSites([basePort], [baseStripePort]);
  cleanups.push(() => app.stop());
  const db = sqliteAccess(app.sites[0].dataDir);
  cleanups.push(() => db.close());
  return { app, db };
});

// PostgreSQL: two processes on one fresh database, on the server the tests use (the machine's,
// or a private one started for the run).
await raceOn("PostgreSQL, 2 processes", async (cleanups) => {
  const server = await support.chooseTestPostgres();
  cleanups.push(() => server.stop());
  const database = `bench_race_${Date.now()}_${process.pid}`;
  const url = new URL(server.url);
  url.pathname = `/${database}`;
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  cleanups.push(() => admin.end());
  await admin.query(`create database "${database}"`);
  cleanups.push(() => admin.query(`drop database if exists "${database}" with (force)`));
  const app = await startSites(
    [basePort + 1, basePort + 2],
    [baseStripePort + 1, baseStripePort + 2],
    {
      DATABASE_URL: url.href,
    },
  );
  cleanups.push(() => app.stop());
  const db = postgresAccess(url.href);
  cleanups.push(() => db.close());
  return { app, db };
});

// --- the report ------------------------------------------------------------------------------------
const finishedAt = new Date();
const mark = (value, good) => (good ? `${value} ✓` : `**${value}** ✗`);
const table = markdownTable(
  [
    "Database",
    "Load avg (start → end)",
    "Held",
    "Refused: 409 and the sentence",
    "Sent back to the panel (302)",
    "Other answers",
    "Seats taken / seats",
    "Oversold",
    "Paid on the card page",
    "Payments recorded",
    "Confirmed",
    "Open payment alerts",
    "Payments neither confirming nor alerting",
    "Checkout p50 / p95 / max",
    "Slowest winner's checkout",
    "Card payment p50 (webhook included)",
    "Checkout sent → confirmed, p50 / max",
  ],
  results.map((r) => [
    r.label,
    `${r.loadBefore.toFixed(2)} → ${r.loadAfter.toFixed(2)}`,
    String(r.held),
    `${r.refused} (${r.refusedJs} with JS)`,
    `${r.sentBack} (${r.sentBackJs} with JS)`,
    mark(r.others, r.others === 0),
    `${r.seatsTaken} / ${r.departure.seats}`,
    mark(r.oversold, r.oversold === 0),
    String(r.paidOnCardPage),
    String(r.paymentsRecorded),
    String(r.bookingsConfirmed),
    String(r.openAlerts),
    mark(r.unaccounted + r.lost, r.unaccounted + r.lost === 0),
    `${ms(r.checkout.p50)} / ${ms(r.checkout.p95)} / ${ms(r.checkout.max)}`,
    ms(r.winnersMax),
    ms(r.payP50),
    `${ms(r.confirmed.p50)} / ${ms(r.confirmed.max)}`,
  ]),
);
console.log(`\n${table}`);
for (const r of results)
  if (r.errors.length)
    console.log(`${r.label}: errors logged:\n${r.errors.slice(0, 5).join("\n")}`);

const ok = failures.length === 0 && results.length === 2 && results.every((r) => r.ok);
const command = `BUILD_DIR=${buildDir} node bench/book-and-pay-race.js --build`;
// Without JavaScript the action's refusal (409) is followed by the page's loader, which sends a
// full departure back to the trip's panel: the traveller loses the form but the panel says why.
const sentBackNote = results.some((r) => r.sentBack > r.sentBackJs)
  ? `\n\nWithout JavaScript a traveller who loses the race is not shown the refusal with the form: the action refuses (409 "This departure is full"), but the document answer then runs the checkout page's loader, which sends a departure that cannot be booked back to the trip's booking panel (302), and the name and email typed are lost. The panel there says ${[...new Set(results.map((r) => r.panelSays).filter(Boolean))].map((text) => `"${text}"`).join(" / ") || "nothing about the departure"}. With JavaScript (the hydrated page) the refusal is the 409 with the sentence and the form keeps what was typed.`
  : "";
if (fullRun) {
  const body = `## Book and pay: ${travellers} travellers racing for the last seats

Measured ${utcStamp(startedAt)} to ${utcStamp(finishedAt)} on a ${before.cores}-core VM (${before.cpuModel}), Node ${before.node}, not pinned: the travellers (this process), the site processes, the Stripe test servers and PostgreSQL share both cores with whatever else the VM runs. Machine load (\`uptime\`) as each race began and ended:

${results.map((r) => `- ${r.label}: \`${r.uptimeBefore}\` → \`${r.uptimeAfter}\``).join("\n")}

Command: \`${command}\`

Point Lenana switched to instant booking (the \`holds\` row of \`booking_settings\`, as the admin saves it: deposit at checkout, 30-minute hold); its fourth departure (8 seats) filled but for ${seatsLeft} seats by one confirmed booking. Then ${travellers} travellers, each with their own address, load the checkout page for one seat (every page first, so all of them saw seats left), and all send the form at once (\`payWith=card\`; on PostgreSQL they alternate between two server processes on one database). Half send it as the hydrated page does (React Router's single-fetch POST to \`/itinerary/point-lenana/book.data?…\`, answered 202 with the redirect in its body, or 409), half as a browser without JavaScript (a document POST, answered 302 or with the page). A traveller who gets a seat is sent to the card page of the loopback Stripe test server (\`tests/support/stripe-test-server.ts\`) and pays there as soon as it is sent there, while the others are still being answered; it delivers the signed \`checkout.session.completed\` webhook to the process that made the session. The rest must be turned away: 409 with the departure's sentence, or sent back to the trip's booking panel (see below). Production build, fresh SQLite file or fresh PostgreSQL database, \`BENCH_RATE_LIMIT_POINTS\` so one loopback address is not rate limited (the limiters still run).

${table}

Checkout latency is each form's POST to its answer, all ${travellers} sent together (a winner's includes creating its Stripe Checkout Session); the card payment is the POST on the Stripe page, which answers once the site has answered its webhook; "checkout sent → confirmed" runs from a winner's POST to its booking being seen confirmed in the database (polled every 20 ms). Errors the site logged (pino levels error and fatal) during the runs: ${results.map((r) => `${r.label}: ${r.errors.length}`).join(", ")}. Bars: 0 oversold, every payment made on the card page recorded, and every payment recorded either confirmed its booking or raised an operator alert (\`payment_attention\`).${failures.length ? `\n\nRuns that failed: ${failures.join("; ")}` : ""}${sentBackNote}

${ok ? "No seat oversold, and every payment confirmed its booking or raised an alert." : "**A bar was missed** (see the table)."}`;
  const path = await writeSection("book-and-pay-race", body);
  console.log(`\nwrote the book-and-pay-race section of ${path}`);
}
process.exitCode = ok ? 0 : 1;
