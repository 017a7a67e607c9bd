import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import { isoDateInDays } from "../../domain/calendar";
import { usePrivateAppDatabase } from "../../tests/support/app-database";

const dataDir = usePrivateAppDatabase("booking-api");
process.env.OPERATOR_EMAIL = "operator@example.com";

const { getDb } = await import("../platform/db");
const { bookingApi } = await import("./booking-api");
const app = new Hono().route("/api", bookingApi);

let clientCounter = 0;
async function book(body: unknown, headers: Record<string, string> = {}) {
  const socket = {
    incoming: {
      socket: {
        remoteAddress: `10.1.${Math.floor(clientCounter / 250)}.${(clientCounter++ % 250) + 1}`,
      },
    },
  };
  const response = await app.request(
    "/api/secure-booking",
    {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    },
    socket,
  );
  return {
    status: response.status,
    body: (await response.json()) as {
      error?: string;
      success?: boolean;
      message?: string;
      booking: { id: string; totalPrice: number };
    },
  };
}

async function bookCart(body: unknown) {
  const response = await app.request(
    "/api/cart-booking",
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: `10.2.0.${(clientCounter++ % 250) + 1}` } } },
  );
  return {
    status: response.status,
    cookie: response.headers.get("set-cookie"),
    body: (await response.json()) as {
      error?: string;
      bookings?: Array<{ id: string; reference: string; totalPrice: number }>;
      quotes?: Array<{ key: string; tripSlug: string; totalPrice: number; pricePerPerson: number }>;
      confirmationUrl?: string;
    },
  };
}

/** The .eml files addressed to `address`, each read whole. */
function mailsTo(address: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(join(dataDir, "outbox"));
  } catch {
    files = [];
  }
  return files
    .filter((file) => file.includes(address))
    .map((file) => readFileSync(join(dataDir, "outbox", file), "utf8").replace(/=\r?\n/g, ""));
}

function inDays(days: number): string {
  return isoDateInDays(new Date(), days);
}

const valid = {
  clientName: "Amina Otieno",
  clientEmail: "Amina@Example.com",
  clientPhone: "+254 700 111 222",
  adventureType: "Point Lenana Summit",
  tripSlug: "point-lenana",
  tierId: "standard",
  bookingDate: inDays(40),
  numberOfParticipants: 3,
  specialRequirements: "Vegetarian meals",
};

async function rowCount(): Promise<number> {
  const row = await getDb()
    .db.selectFrom("bookings")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function outboxFiles(count: number): Promise<string[]> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    let files: string[] = [];
    try {
      files = readdirSync(join(dataDir, "outbox"));
    } catch {
      files = [];
    }
    if (files.length >= count)
      return files.map((file) => readFileSync(join(dataDir, "outbox", file), "utf8"));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`expected ${count} mails in the outbox`);
}

describe("POST /api/secure-booking", () => {
  it("refuses a total it does not quote, answering 409 with its own quote, and stores nothing", async () => {
    const before = await rowCount();
    const { status, body } = await book({ ...valid, totalPrice: 1 });
    expect(status).toBe(409);
    const quote = (
      body as unknown as {
        quote: {
          totalPrice: number;
          pricePerPerson: number;
          lines: Array<{ kind: string; amountMinor: number; currency: string }>;
        };
      }
    ).quote;
    // $850 base, moved by the season and the early-booking factors: never the $1 sent.
    expect(quote.totalPrice).toBeGreaterThan(1500);
    // The trip price for three, then Mount Kenya National Park's fee as its own line (issue 19):
    // four days at the non-resident $40 each; the total is their sum.
    expect(quote.lines.map(({ kind, amountMinor }) => [kind, amountMinor / 100])).toEqual([
      ["trip", quote.pricePerPerson * 3],
      ["fee", 3 * 4 * 40],
    ]);
    expect(quote.totalPrice).toBe(quote.pricePerPerson * 3 + 3 * 4 * 40);
    expect(body.error).toContain("not the $1 shown before");
    expect(await rowCount()).toBe(before);
  });

  it("stores a pending booking at the total the traveller saw and mails the traveller and the operator once", async () => {
    const quoted = await book({ ...valid, totalPrice: 1 });
    const seen = (quoted.body as unknown as { quote: { totalPrice: number } }).quote.totalPrice;
    const { status, body } = await book({ ...valid, totalPrice: seen });
    expect(status).toBe(201);
    expect(body.success).toBe(true);
    expect(body.message).toBe("We'll contact you within 24 hours to confirm details.");
    const stored = await getDb()
      .db.selectFrom("bookings")
      .selectAll()
      .where("id", "=", body.booking.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      booking_status: "pending",
      trip_slug: "point-lenana",
      client_email: "amina@example.com",
      number_of_participants: 3,
      total_price: seen,
    });
    expect(body.booking.totalPrice).toBe(seen);
    const mails = await outboxFiles(2);
    expect(mails.some((mail) => /^To: amina@example\.com/im.test(mail))).toBe(true);
    expect(mails.some((mail) => /^To: operator@example\.com/im.test(mail))).toBe(true);
  });

  it("stores a Kenyan number typed locally in international form, so WhatsApp links and search work", async () => {
    const { status, body } = await book({ ...valid, clientPhone: "0712 000 111" });
    expect(status).toBe(201);
    const stored = await getDb()
      .db.selectFrom("bookings")
      .select("client_phone")
      .where("id", "=", body.booking.id)
      .executeTakeFirstOrThrow();
    expect(stored.client_phone).toBe("+254712000111");
  });

  it("answers a retried request with the same Idempotency-Key once, with the same answer", async () => {
    const headers = { "idempotency-key": "retry-key-0001" };
    const before = await rowCount();
    const first = await book(valid, headers);
    const second = await book(valid, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await rowCount()).toBe(before + 1);
    const conflicting = await book({ ...valid, numberOfParticipants: 5 }, headers);
    expect(conflicting.status).toBe(422);
    // Changed details that do not touch the price are refused too, not silently dropped.
    const renamed = await book(
      { ...valid, clientName: "Someone Else", specialRequirements: "Vegan meals" },
      headers,
    );
    expect(renamed.status).toBe(422);
    expect(renamed.body.error).toMatch(/different details/);
  });

  it.each([
    [{ ...valid, clientName: "" }, /clientName: is required/],
    [{ ...valid, clientEmail: "not-an-email" }, /clientEmail: must be a valid email/],
    [{ ...valid, tripSlug: "everest" }, /no trip "everest"/],
    [{ ...valid, tierId: "gold" }, /"gold" is not an option of Point Lenana Summit/],
    [{ ...valid, bookingDate: "2001-01-01" }, /in the past/],
    [{ ...valid, numberOfParticipants: 0 }, /at least 1/],
    [{ ...valid, numberOfParticipants: 40 }, /takes 1 to 8 people per booking/],
    [{ ...valid, clientPhone: "call me" }, /phone number/],
    [{ ...valid, specialRequirements: "x".repeat(2001) }, /at most 2000/],
    [{ ...valid, isAdmin: true }, /isAdmin/],
    [{ ...valid, website: "http://spam.example" }, /could not be accepted/],
  ])("refuses %# with a 4xx and stores nothing", async (body, message) => {
    const before = await rowCount();
    const response = await book(body);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.body.error).toMatch(message);
    expect(await rowCount()).toBe(before);
  });

  it("refuses a NUL anywhere in the body, even in a field no schema names, with 400 and stores nothing", async () => {
    const before = await rowCount();
    for (const body of [
      { ...valid, tripSlug: "point-lenana\u0000" },
      { ...valid, extra: { deep: ["\u0000"] } },
    ]) {
      const answer = await book(body);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(/character no field can take \(NUL\)/);
    }
    expect(await rowCount()).toBe(before);
  });

  it("refuses a 1 MB body, the wrong content type and a bad Idempotency-Key", async () => {
    expect((await book({ ...valid, specialRequirements: "x".repeat(1024 * 1024) })).status).toBe(
      413,
    );
    expect((await book(JSON.stringify(valid), { "content-type": "text/plain" })).status).toBe(415);
    expect((await book(valid, { "idempotency-key": "x" })).status).toBe(400);
  });

  it("escapes script in every text field of the emails", async () => {
    const script = "<script>alert(1)</script>";
    const { status } = await book({
      ...valid,
      clientName: `Eve ${script}`,
      specialRequirements: script,
      clientEmail: "eve@example.com",
    });
    expect(status).toBe(201);
    const sent = await outboxFiles(6);
    // The traveller's receipt greets them by their first name alone (decision 0059): no script.
    const receipt = sent.find(
      (mail) => /^To: eve@example\.com$/im.test(mail) && mail.includes("Hello Eve,"),
    );
    expect(receipt).toBeDefined();
    expect(receipt).not.toContain("alert(1)");
    const mails = sent.filter((mail) => mail.includes("alert(1)"));
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      // The plain-text part may say "<script>" verbatim (it is never rendered); the HTML part must escape it.
      const html = mail.slice(mail.indexOf("Content-Type: text/html"));
      expect(html.length).toBeGreaterThan(100);
      expect(html).not.toMatch(/<script>alert/);
      expect(html.replace(/=\r?\n/g, "")).toContain("&lt;script&gt;");
    }
  });

  it("gives the operator's notification the traveller's Reply-To, and the traveller's receipt none", async () => {
    const { status, body } = await book({ ...valid, clientEmail: "Reply.Me@Example.com" });
    expect(status).toBe(201);
    const reference = body.booking.id.slice(0, 8).toUpperCase();
    let mails: string[] = [];
    for (let attempt = 0; attempt < 50 && mails.length < 2; attempt += 1) {
      mails = (await outboxFiles(1)).filter((mail) =>
        mail.replace(/=\r?\n/g, "").includes(reference),
      );
      if (mails.length < 2) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const operator = mails.find((mail) => /^To: operator@example\.com$/im.test(mail));
    const receipt = mails.find((mail) => /^To: reply\.me@example\.com$/im.test(mail));
    expect(operator).toMatch(/^Reply-To: reply\.me@example\.com$/im);
    expect(receipt).toBeDefined();
    expect(receipt).not.toMatch(/^Reply-To:/im);
  });

  it("never answers 5xx and stores nothing from a rejected request, whatever it is sent", async () => {
    const hostile = fc.oneof(
      fc.jsonValue(),
      fc.record(
        {
          clientName: fc.oneof(
            fc.string({ maxLength: 200 }),
            fc.constant("<img src=x onerror=alert(1)>"),
            fc.integer(),
          ),
          clientEmail: fc.oneof(fc.emailAddress(), fc.string()),
          clientPhone: fc.option(fc.string({ maxLength: 50 })),
          adventureType: fc.string({ maxLength: 250 }),
          tripSlug: fc.oneof(
            fc.constantFrom("point-lenana", "hells-gate", "samburu", "__proto__", "constructor"),
            fc.string(),
          ),
          tierId: fc.option(
            fc.oneof(fc.constantFrom("standard", "premium", "budget"), fc.string()),
          ),
          bookingDate: fc.oneof(fc.integer({ min: -5, max: 500 }).map(inDays), fc.string()),
          numberOfParticipants: fc.oneof(
            fc.integer({ min: -3, max: 120 }),
            fc.double(),
            fc.string(),
          ),
          totalPrice: fc.oneof(fc.integer(), fc.double(), fc.string()),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(hostile, async (body) => {
        const before = await rowCount();
        const { status, body: answer } = await book(body);
        expect(status).toBeLessThan(500);
        if (status >= 400) {
          expect(typeof answer.error).toBe("string");
          expect(await rowCount()).toBe(before);
        }
      }),
      { numRuns: 200 },
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("limits one email address to 10 bookings an hour from any address; replays and other emails are not counted", async () => {
    const stamp = Date.now();
    const email = `flood-${stamp}@example.com`;
    const statuses: number[] = [];
    for (let n = 0; n < 10; n += 1)
      statuses.push(
        (
          await book(
            { ...valid, clientEmail: email },
            { "idempotency-key": `flood-key-${n}-${email.length}${stamp}` },
          )
        ).status,
      );
    expect(statuses).toEqual(Array(10).fill(201));
    const before = await rowCount();
    // A retry of an answered request still gets its answer.
    expect(
      (
        await book(
          { ...valid, clientEmail: email },
          { "idempotency-key": `flood-key-0-${email.length}${stamp}` },
        )
      ).status,
    ).toBe(200);
    // Each request comes from a fresh address (book() does that): only the email is counted.
    const limited = await book({
      ...valid,
      clientEmail: email.replace("@", "+again@").toUpperCase(),
    });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(
      /^Too many requests from this email address\. Please wait \d+ minutes and try again\.$/,
    );
    expect(await rowCount()).toBe(before);
    expect((await book({ ...valid, clientEmail: `other-${email}` })).status).toBe(201);
  });

  it("lets 100 bookings in 10 minutes through from one address (a carrier NAT), then answers 429", async () => {
    const socket = { incoming: { socket: { remoteAddress: "10.9.9.9" } } };
    const statuses: number[] = [];
    for (let n = 0; n < 101; n += 1) {
      const response = await app.request(
        "/api/secure-booking",
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...valid, clientEmail: `nat-${n}@example.com` }),
        },
        socket,
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 100).every((status) => status === 201)).toBe(true);
    expect(statuses[100]).toBe(429);
  });
});

describe("POST /api/cart-booking", () => {
  const traveller = {
    clientName: "Baraka Mwangi",
    clientEmail: "baraka-cart@example.com",
    clientPhone: "0711 000 111",
    specialRequirements: "One vegetarian",
    website: "",
  };
  const lenana = {
    key: "cart-item-lenana-0001",
    adventureType: "Point Lenana Summit",
    tripSlug: "point-lenana",
    tierId: "standard",
    bookingDate: inDays(45),
    numberOfParticipants: 2,
    totalPrice: 1,
  };
  const hellsGate = {
    key: "cart-item-hells-gate-0001",
    adventureType: "Hell's Gate Adventure - Budget",
    tripSlug: "hells-gate",
    tierId: "budget",
    bookingDate: inDays(50),
    numberOfParticipants: 4,
    totalPrice: 1,
  };

  /** The totals the server quotes for these trips, read from its 409 answer. */
  async function quotedTotals(trips: Array<typeof lenana>) {
    const answer = await bookCart({ ...traveller, trips });
    expect(answer.status).toBe(409);
    return trips.map((trip) => ({
      ...trip,
      totalPrice: answer.body.quotes!.find((quote) => quote.key === trip.key)!.totalPrice,
    }));
  }

  it("answers every changed total at once with 409 and stores none of the trips", async () => {
    const before = await rowCount();
    const answer = await bookCart({ ...traveller, trips: [lenana, hellsGate] });
    expect(answer.status).toBe(409);
    expect(answer.body.quotes!.map((quote) => quote.key).sort()).toEqual([
      hellsGate.key,
      lenana.key,
    ]);
    expect(answer.body.error).toMatch(/prices of 2 trips changed/);
    expect(answer.cookie).toBeNull();
    expect(await rowCount()).toBe(before);
  });

  it("books every trip at the totals seen, sends one email listing them all, and lets this browser see the confirmation", async () => {
    const trips = await quotedTotals([lenana, hellsGate]);
    const answer = await bookCart({ ...traveller, trips });
    expect(answer.status).toBe(201);
    expect(answer.body.confirmationUrl).toBe("/booking/confirmation");
    expect(answer.cookie).toMatch(
      /^kilele\.booked=[^;]+; Path=\/booking; Max-Age=7200; HttpOnly; SameSite=Lax$/,
    );
    const bookings = answer.body.bookings!;
    expect(bookings.map((booking) => booking.totalPrice)).toEqual(
      trips.map((trip) => trip.totalPrice),
    );
    const stored = await getDb()
      .db.selectFrom("bookings")
      .selectAll()
      .where("client_email", "=", traveller.clientEmail)
      .execute();
    expect(stored.map((row) => row.total_price).sort()).toEqual(
      trips.map((trip) => trip.totalPrice).sort(),
    );
    expect(stored.every((row) => row.client_phone === "+254711000111")).toBe(true);

    await vi.waitFor(() => expect(mailsTo(traveller.clientEmail)).toHaveLength(1), {
      timeout: 5000,
    });
    const [receipt] = mailsTo(traveller.clientEmail);
    expect(receipt).toMatch(/Subject: We received your booking requests: 2 trips/);
    for (const booking of bookings) expect(receipt).toContain(booking.reference);
    expect(receipt).toContain("Point Lenana Summit");
    expect(receipt).toContain("Hell's Gate Adventure - Budget");
    // The operator hears once too, with both trips and the traveller's own words.
    await vi.waitFor(
      () =>
        expect(
          mailsTo("operator@example.com").filter((mail) => mail.includes(bookings[0]!.reference)),
        ).toHaveLength(1),
      { timeout: 5000 },
    );
    const notification = mailsTo("operator@example.com").find((mail) =>
      mail.includes(bookings[0]!.reference),
    )!;
    expect(notification).toContain(bookings[1]!.reference);
    expect(notification).toContain("One vegetarian");

    // A retry of the same cart (its answer lost) books nothing twice and mails nothing again.
    const before = await rowCount();
    const retry = await bookCart({ ...traveller, trips });
    expect(retry.status).toBe(200);
    expect(retry.body.bookings!.map((booking) => booking.id)).toEqual(
      bookings.map((booking) => booking.id),
    );
    expect(await rowCount()).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(traveller.clientEmail)).toHaveLength(1);
  });

  it("refuses a cart with a trip it cannot book, naming that trip, and stores none", async () => {
    const [good] = await quotedTotals([{ ...lenana, key: "cart-item-lenana-0002" }]);
    const before = await rowCount();
    const answer = await bookCart({
      ...traveller,
      trips: [
        good,
        {
          ...hellsGate,
          key: "cart-item-ngong-0002",
          tripSlug: "ngong-hills",
          tierId: null,
          numberOfParticipants: 1,
        },
      ],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/takes 2 to 25 people per booking/);
    expect(await rowCount()).toBe(before);
  });

  it.each([
    [{ ...traveller, trips: [] }, /Please add some trips to your cart first/],
    [{ ...traveller, trips: [{ ...lenana, totalPrice: undefined }] }, /totalPrice/],
    [{ ...traveller, trips: [{ ...lenana, key: "x" }] }, /Idempotency-Key/],
    [{ ...traveller, clientEmail: "nope", trips: [lenana] }, /clientEmail/],
  ])("refuses a malformed cart %# with a sentence", async (body, message) => {
    const answer = await bookCart(body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(message);
  });
});
