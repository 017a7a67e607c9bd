// Issue 26, item 3, against the production build over real HTTP: the request log keeps no secret
// path segment, and a forged M-Pesa callback posted to the secret URL (what the log once gave
// away, with the checkout id and the amount) credits nothing unless Daraja's status query says
// the prompt was paid, and then only the amount the prompt asked for.
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payPageKey } from "../../server/modules/payments/pay-link";
import {
  darajaSiteEnv,
  startDarajaTestServer,
  type DarajaTestServer,
} from "../support/daraja-test-server";
import { clientAddress, formHeaders, send } from "./lib/http";
import {
  bookingRequest,
  freePort,
  newRun,
  openServerDatabase,
  postBooking,
  type Server,
  startProductionServer,
} from "./lib/system";

const SECRET = randomBytes(32).toString("base64");
const CALLBACK_TOKEN = randomBytes(24).toString("base64url");
const credentials = {
  consumerKey: "system-key",
  consumerSecret: "system-secret",
  shortcode: "174379",
  passkey: "system-passkey",
};
const run = newRun();

let server: Server;
let daraja: DarajaTestServer;
let callbackUrl: string;

beforeAll(async () => {
  daraja = await startDarajaTestServer({ ...credentials, autoAnswer: "none" });
  const port = await freePort();
  callbackUrl = `http://127.0.0.1:${port}/api/payments/mpesa/callback/${CALLBACK_TOKEN}`;
  server = await startProductionServer({
    port,
    env: {
      AUTH_SECRET: SECRET,
      PAY_LINK_SECRET: SECRET,
      LOG_LEVEL: "info",
      ...darajaSiteEnv(credentials, callbackUrl, daraja.url),
      // "Safaricom" (the Daraja test server) posts from 127.0.0.1; the test's visitors do not.
      MPESA_CALLBACK_ALLOWED_IPS: "127.0.0.1",
    },
  });
});
afterAll(async () => {
  await server?.stop();
  await daraja?.close();
});

let bookings = 0;
/** A confirmed booking with an M-Pesa prompt sent from its pay page, as a traveller sends it. */
async function pendingPrompt() {
  const answer = await postBooking(
    `http://127.0.0.1:${server.port}`,
    bookingRequest(run, ++bookings),
  );
  expect(answer.status).toBe(201);
  const id = answer.id!;
  const db = new Database(join(server.dataDir, "app.db"));
  try {
    db.prepare(
      "update bookings set booking_status = 'confirmed', confirmed_at = ?, kes_minor_per_usd = 13000 where id = ?",
    ).run(new Date().toISOString(), id);
  } finally {
    db.close();
  }
  const key = payPageKey(id, "2099-12-31", SECRET);
  const sent = await send(server, {
    method: "POST",
    path: `/booking/${id}/pay?key=${key}`,
    headers: formHeaders(server),
    // The pay link's holder may send the prompt to a number of their choosing.
    body: new URLSearchParams({
      intent: "mpesa",
      phone: `07${String(40_000_000 + bookings).slice(-8)}`,
    }).toString(),
    from: clientAddress(bookings),
  });
  expect(sent.status).toBe(303);
  const prompt = daraja.prompts.at(-1)!;
  expect(prompt.callbackUrl).toBe(callbackUrl);
  return { id, prompt };
}

function ledger(bookingId: string) {
  const db = openServerDatabase(server.dataDir);
  try {
    return db
      .prepare(
        "select amount_minor, currency, provider_reference from payments where booking_id = ?",
      )
      .all(bookingId);
  } finally {
    db.close();
  }
}

/** The forged callback: the right secret URL, a made-up receipt, the amount the attacker chose. */
const forged = (prompt: DarajaTestServer["prompts"][number], amount = prompt.amount) =>
  daraja.paidCallbackBody({ ...prompt, receipt: "FORGED0001" }, { amount });

describe("a forged M-Pesa callback", () => {
  it("credits nothing while Daraja's query says the prompt is unanswered or cancelled", async () => {
    const waiting = await pendingPrompt();
    const first = await daraja.postCallback(callbackUrl, forged(waiting.prompt));
    expect(first.status).toBe(200);
    expect(ledger(waiting.id)).toEqual([]);

    const cancelled = await pendingPrompt();
    await daraja.answer(cancelled.prompt.checkoutRequestId, { pay: false, callback: false });
    const second = await daraja.postCallback(callbackUrl, forged(cancelled.prompt));
    expect(second.status).toBe(200);
    expect(ledger(cancelled.id)).toEqual([]);
  });

  it("is credited at the prompt's amount, not the callback's, when the query says paid", async () => {
    const { id, prompt } = await pendingPrompt();
    await daraja.answer(prompt.checkoutRequestId, { pay: true, callback: false });
    const answer = await daraja.postCallback(callbackUrl, forged(prompt, 157_549));
    expect(answer.status).toBe(200);
    expect(ledger(id)).toEqual([
      {
        amount_minor: prompt.amount * 100,
        currency: "KES",
        provider_reference: prompt.checkoutRequestId.toUpperCase(),
      },
    ]);
  });

  it("is refused from an address MPESA_CALLBACK_ALLOWED_IPS does not list", async () => {
    const { id, prompt } = await pendingPrompt();
    await daraja.answer(prompt.checkoutRequestId, { pay: true, callback: false });
    const refused = await send(server, {
      method: "POST",
      path: new URL(callbackUrl).pathname,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(daraja.paidCallbackBody(prompt)),
      from: clientAddress(900),
    });
    expect(refused.status).toBe(403);
    expect(ledger(id)).toEqual([]);
    // Daraja's own callback, from the listed address, is taken.
    expect((await daraja.postCallback(callbackUrl, daraja.paidCallbackBody(prompt))).status).toBe(
      200,
    );
    expect(ledger(id)).toHaveLength(1);
  });
});

describe("the request log", () => {
  it("keeps no secret path segment, and no checkout id beside an amount", async () => {
    const token = randomBytes(24).toString("base64url");
    const secretPaths = {
      [`/calendar/departures-${token}.ics`]: "/calendar/:secret",
      [`/traveller-details/${token}`]: "/traveller-details/:token",
      [`/review/${token}`]: "/review/:token",
      [`/review/${token}.data`]: "/review/:token",
      [`/api/auth/reset-password/${token}?callbackURL=%2Fauth`]:
        "/api/auth/reset-password/:token?callbackURL=",
    };
    for (const path of Object.keys(secretPaths))
      await send(server, { path, from: clientAddress(1000) });
    // The server's log reaches this process through a pipe, a moment after the answers.
    const loggedPaths = () =>
      server
        .output()
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.msg === "request")
        .map((line) => line.path);
    await expect
      .poll(loggedPaths, { timeout: 5_000 })
      .toEqual(expect.arrayContaining(Object.values(secretPaths)));
    const logged = loggedPaths();
    expect(logged).toContain("/api/payments/mpesa/callback/:secret");
    const output = server.output();
    expect(output).not.toContain(token);
    expect(output).not.toContain(CALLBACK_TOKEN);
    for (const prompt of daraja.prompts)
      for (const line of output.split("\n").filter((l) => l.includes(prompt.checkoutRequestId)))
        expect(line).not.toMatch(/amount/i);
  });
});
