import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { ContactFormResult } from "../../domain/inquiries/contact-form";
import { usePrivateAppDatabase } from "../../tests/support/app-database";
import { routeContext } from "../../tests/support/route-context";

/*
 * The landing page's contact form posted the way a browser without JavaScript posts it: a form
 * body to the page's own action. It must store through the same service as the JSON API, with
 * the same sentences and the same limits (one allowance, whichever way a message comes).
 */
const dataDir = usePrivateAppDatabase("contact-form-action");
process.env.OPERATOR_EMAIL = "operator@example.com";

const { getDb } = await import("../../server/platform/db");
const { inquiryApi } = await import("../../server/http/inquiry-api");
const { action } = await import("./home.server");
const api = new Hono().route("/api", inquiryApi);

let clientCounter = 0;
const nextAddress = () => `10.7.${Math.floor(clientCounter / 250)}.${(clientCounter++ % 250) + 1}`;

const filled = {
  firstName: "Wanjiku",
  lastName: "Kariuki",
  email: "Wanjiku@Example.com",
  phone: "0712 000 999",
  adventure: "mt-kenya",
  message: "Four of us in August.\nWhich route?",
  website: "",
};

interface ActionAnswer {
  status: number;
  body: ContactFormResult;
  headers: Headers;
}

async function postForm(fields: Record<string, string>, address = nextAddress()) {
  const context = routeContext({ db: getDb().db, clientIp: address });
  const request = new Request("http://localhost/?index", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  const answer = (await action({ request, context, params: {} } as never)) as unknown as {
    data: ContactFormResult;
    init: ResponseInit | null;
  };
  return {
    status: answer.init?.status ?? 200,
    body: answer.data,
    headers: new Headers(answer.init?.headers),
  } satisfies ActionAnswer;
}

async function postJson(body: unknown, address = nextAddress()) {
  return api.request(
    "/api/contact-inquiry",
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: address } } },
  );
}

async function storedFor(email: string) {
  return getDb().db.selectFrom("inquiries").selectAll().where("email", "=", email).execute();
}

async function mailsMentioning(marker: string, count: number): Promise<string[]> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    let mails: string[] = [];
    try {
      mails = readdirSync(join(dataDir, "outbox")).map((file) =>
        readFileSync(join(dataDir, "outbox", file), "utf8").replace(/=\r?\n/g, ""),
      );
    } catch {
      // no outbox yet
    }
    const found = mails.filter((mail) => mail.includes(marker));
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`expected ${count} mails mentioning ${marker}`);
}

describe("the landing contact form's own action", () => {
  it("stores the inquiry through the inquiry service, mails the operator and answers with the reference", async () => {
    const { status, body } = await postForm(filled);
    expect(status).toBe(201);
    expect(body).toMatchObject({ sent: true, message: "We'll get back to you within 24 hours." });
    const reference = body.sent ? body.reference : "";
    expect(reference).toMatch(/^[A-Z0-9]{8}$/);
    const [stored] = await storedFor("wanjiku@example.com");
    expect(stored?.kind).toBe("contact");
    expect(JSON.parse(stored!.payload)).toEqual({
      name: "Wanjiku Kariuki",
      email: "Wanjiku@Example.com",
      phone: "+254712000999",
      adventure: "mt-kenya",
      message: "Four of us in August.\nWhich route?",
    });
    const mails = await mailsMentioning(reference, 2);
    expect(mails.some((mail) => /^To: operator@example\.com$/im.test(mail))).toBe(true);
  });

  it("answers what is missing with the form's own sentences, gives the typing back, stores nothing", async () => {
    const { status, body } = await postForm({ ...filled, firstName: "", email: "not-an-email" });
    expect(status).toBe(400);
    expect(body).toEqual({
      sent: false,
      errors: {
        firstName: "Please enter your first name.",
        email: "Please enter a valid email address.",
      },
      values: {
        firstName: "",
        lastName: "Kariuki",
        email: "not-an-email",
        phone: "0712 000 999",
        adventure: "mt-kenya",
        message: "Four of us in August.\nWhich route?",
      },
    });
    expect(await storedFor("not-an-email")).toHaveLength(0);
  });

  it("points the server's stricter checks at the field, and refuses a filled-in honeypot", async () => {
    const email = `checks-${Date.now()}@example.com`;
    const control = await postForm({ ...filled, email, lastName: "Kari\u0007uki" });
    expect(control.status).toBe(400);
    expect(!control.body.sent && control.body.errors.firstName).toMatch(/single line of text/);
    const bot = await postForm({ ...filled, email, website: "https://spam.example" });
    expect(bot.status).toBe(400);
    expect(!bot.body.sent && bot.body.failure).toBe(
      "This request could not be accepted. Please contact us directly.",
    );
    expect(await storedFor(email)).toHaveLength(0);
  });

  it("shares the API's per-address limit: 60 contact messages in 10 minutes, either way", async () => {
    const address = nextAddress();
    for (let attempt = 0; attempt < 59; attempt += 1)
      expect((await postJson({ name: "" }, address)).status).toBe(400);
    expect((await postForm({ ...filled, firstName: "" }, address)).status).toBe(400);
    const limited = await postForm(filled, address);
    expect(limited.status).toBe(429);
    expect(!limited.body.sent && limited.body.failure).toMatch(
      /^Too many requests\. Please wait \d+ (seconds|minutes) and try again\.$/,
    );
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // What was typed comes back, so nothing is lost.
    expect(!limited.body.sent && limited.body.values?.message).toBe(filled.message);
    expect((await postJson({ name: "x" }, address)).status).toBe(429);
  });

  it("shares the API's per-email allowance: 5 messages an hour from one address, either way", async () => {
    const email = `flood-${Date.now()}@example.com`;
    const json = {
      name: "Wanjiku Kariuki",
      email,
      phone: null,
      adventure: "mt-kenya",
      message: "Four of us in August.",
    };
    for (let n = 0; n < 3; n += 1) expect((await postJson(json)).status).toBe(201);
    for (let n = 0; n < 2; n += 1) expect((await postForm({ ...filled, email })).status).toBe(201);
    const limited = await postForm({ ...filled, email });
    expect(limited.status).toBe(429);
    expect(!limited.body.sent && limited.body.failure).toMatch(
      /^Too many requests from this email address\. Please wait \d+ minutes and try again\.$/,
    );
    expect((await postJson(json)).status).toBe(429);
    expect(await storedFor(email)).toHaveLength(5);
  });
});
